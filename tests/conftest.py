"""This repository's own fixtures beside the kit's (its plugin, loaded by its entry point, gives
debug_site, prod_site, game_factory, game on pytest-playwright's browser): where screenshots go,
and the browser tests skipped, saying why, where this machine lacks what they need."""

from __future__ import annotations

from pathlib import Path

import pytest

from midnight_princess_testkit import CHROMIUM
from tests.repo import ROOT

OUTPUT = ROOT / "tests" / "output"
BROWSER_FIXTURES = {"playwright", "browser", "page", "debug_site", "prod_site", "game", "game_factory"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without Chromium, Playwright or node_modules/pyodide the browser tests skip, saying why."""
    missing = []
    if not CHROMIUM.exists():
        missing.append(f"{CHROMIUM} (apt-get install chromium)")
    if not (ROOT / "node_modules" / "pyodide" / "package.json").exists() and not config.getoption("mp_url"):
        missing.append("node_modules/pyodide (npm ci)")
    if missing:
        skip = pytest.mark.skip(reason="browser tests need " + ", ".join(missing))
        for item in items:
            if "tests/browser" in str(item.fspath) or BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
                item.add_marker(skip)


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """tests/output/, where screenshots go."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    return OUTPUT
