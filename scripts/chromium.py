"""Debian's Chromium, launched the same way by the browser tests and by bench/browser.py."""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")  # apt-get install chromium: Playwright cannot download one here
# No sandbox (containers, CI), software rendering, and nothing that reaches the network by itself.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def launch(playwright):  # type: ignore[no-untyped-def]
    """A headless Chromium from a `sync_playwright()` context."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
