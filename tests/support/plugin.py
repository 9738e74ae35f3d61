"""pytest fixtures for driving the game in Chromium: `browser`, `debug_site`, `prod_site`,
`output_dir`, `game_factory` and `game`. Load it from a conftest.py:

    pytest_plugins = ["tests.support.plugin"]

Options: `--mp-build DIR` serves an existing debug build (e.g. dist-debug/ from
`python3 build.py --debug`) instead of building one; `--mp-url URL` drives a debug build someone
else serves (nothing is built or served then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .page import GamePage, new_context
from .site import CHROMIUM, DESKTOP, ROOT, Site, build_and_serve, launch_chromium, serve_existing

OUTPUT = ROOT / "tests" / "output"
BROWSER_FIXTURES = {"playwright", "browser", "debug_site", "prod_site", "game", "game_factory"}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("midnight-princess", "Midnight Princess browser tests")
    group.addoption("--mp-build", metavar="DIR", help="serve this existing debug build instead of building one")
    group.addoption("--mp-url", metavar="URL", help="drive the debug build served at this URL (ending in /)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without Chromium, Playwright or node_modules/pyodide the browser tests skip, saying why."""
    missing = []
    if not CHROMIUM.exists():
        missing.append(f"{CHROMIUM} (apt-get install chromium)")
    try:
        import playwright  # noqa: F401
    except ImportError:
        missing.append("playwright (pip install -r requirements-dev.txt)")
    if not (ROOT / "node_modules" / "pyodide" / "package.json").exists() and not config.getoption("mp_url"):
        missing.append("node_modules/pyodide (npm ci)")
    if missing:
        skip = pytest.mark.skip(reason="browser tests need " + ", ".join(missing))
        for item in items:
            if "tests/browser" in str(item.fspath) or BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
                item.add_marker(skip)


@pytest.fixture(scope="session")
def debug_site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """The debug build (test API on, force allowed) served under a sub-path."""
    url, existing = request.config.getoption("mp_url"), request.config.getoption("mp_build")
    if url:
        yield Site(url if url.endswith("/") else url + "/")
        return
    tmp = tmp_path_factory.mktemp("debug")
    site = serve_existing(Path(existing), tmp) if existing else build_and_serve(tmp, debug=True)
    yield site
    site.stop()


@pytest.fixture(scope="session")
def prod_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """A production build (no test API) served under a sub-path."""
    site = build_and_serve(tmp_path_factory.mktemp("prod"), debug=False)
    yield site
    site.stop()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """One Playwright for the session: its sync API allows no second one at a time."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """One headless Debian Chromium for the session."""
    chromium = launch_chromium(playwright)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """tests/output/, where screenshots go."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    return OUTPUT


@pytest.fixture()
def open_games() -> Iterator[list[GamePage]]:
    """Pages closed after the test, each having thrown no uncaught error."""
    games: list[GamePage] = []
    yield games
    for game in games:
        game.close()


@pytest.fixture()
def game_factory(browser: Any, open_games: list[GamePage]) -> Callable[..., GamePage]:
    """make(site, viewport=DESKTOP, speed=25, scale=1, init="", **context options): a new page in a
    context of its own, not loaded yet (add init scripts first, then open())."""

    def make(site: Site, viewport: dict[str, int] = DESKTOP, speed: float | None = 25, scale: float = 1, init: str = "",
             **options: Any) -> GamePage:
        game = GamePage(new_context(browser, viewport, speed, scale, init, **options).new_page(), site.url)
        open_games.append(game)
        return game

    return make


@pytest.fixture()
def game(game_factory: Callable[..., GamePage], debug_site: Site) -> GamePage:
    """A fresh game on the debug build, loaded and at rest, the animation 25 times faster."""
    page = game_factory(debug_site)
    page.open()
    page.wait_idle()
    return page
