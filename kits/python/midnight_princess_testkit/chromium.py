"""Debian's Chromium where Playwright's own is not installed (it cannot always be downloaded): its
path, the flags it runs with, and the launch options that reach it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .site import DESKTOP

CHROMIUM = Path("/usr/bin/chromium")  # apt-get install chromium
# No sandbox (containers, CI), software rendering, and nothing that reaches the network by itself.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_defaults(browser_type: Any, wanted: str | None = None) -> dict[str, Any]:
    """Launch options for `browser_type` (Playwright's): Chromium `wanted` (a path; default
    $MP_CHROMIUM) with CHROMIUM_ARGS, else Debian's where Playwright's own Chromium is absent; {}
    for another engine, or when Playwright's own is there."""
    if browser_type.name != "chromium":
        return {}
    wanted = wanted or os.environ.get("MP_CHROMIUM") or None
    if wanted is None:
        if Path(browser_type.executable_path).exists() or not CHROMIUM.exists():
            return {}
        wanted = str(CHROMIUM)
    return {"executable_path": wanted, "args": list(CHROMIUM_ARGS)}


def with_defaults(launch_args: dict[str, Any], browser_type: Any, wanted: str | None = None) -> dict[str, Any]:
    """`launch_args` with chromium_defaults() under them: a key given there wins."""
    return {**chromium_defaults(browser_type, wanted), **launch_args} if "executable_path" not in launch_args else dict(launch_args)


def launch(playwright: Any, **launch_args: Any) -> Any:
    """A headless Chromium from a `sync_playwright()` context (Debian's where Playwright has none)."""
    return playwright.chromium.launch(**with_defaults(launch_args, playwright.chromium))


def launch_persistent(browser: Any, profile: Path | str, viewport: dict[str, int] | None = None, **launch_args: Any) -> Any:
    """A context of `browser`'s engine with a profile on disk (what installing needs; a new
    context is incognito), at `viewport` (default DESKTOP)."""
    browser_type = browser.browser_type
    return browser_type.launch_persistent_context(str(profile), viewport=viewport or DESKTOP,
                                                  **with_defaults(launch_args, browser_type))
