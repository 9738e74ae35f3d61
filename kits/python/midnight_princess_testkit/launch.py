"""The plugin's launch options, registered by plugin.py once pytest is configured, after
pytest-playwright: Debian's Chromium beneath pytest-playwright's own `browser_type_launch_args`."""

from __future__ import annotations

from typing import Any

import pytest

from .chromium import with_defaults


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any], browser_type: Any, pytestconfig: pytest.Config) -> dict[str, Any]:
    """The launch options pytest-playwright gives, over the kit's Chromium defaults (chromium.py)."""
    return with_defaults(browser_type_launch_args, browser_type, pytestconfig.getoption("mp_chromium"))
