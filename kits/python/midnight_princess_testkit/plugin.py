"""The kit's pytest plugin (registered by its `pytest11` entry point): the game's fixtures, built on
pytest-playwright's own (`browser`, `new_context`, `browser_type_launch_args`, `--browser`,
`--headed`, `--tracing`, `--output`), which it never replaces.

Fixtures: `debug_site` (the debug build under test: `--mp-url`, else `--mp-build`, else built from
the checkout), `prod_site` (a production build of the checkout), `game_factory` (new game pages
in contexts of pytest-playwright's `new_context`), `game` (a fresh debug page, at rest),
`open_games`. Options: `--mp-url URL` ($MP_URL), `--mp-build DIR`, `--mp-source DIR` ($MP_SOURCE;
default: the checkout pytest runs in), `--mp-chromium PATH` ($MP_CHROMIUM).

Chromium: where Playwright's own is not installed and /usr/bin/chromium is, the launch options get
`executable_path` (and the flags it needs) beneath whatever `browser_type_launch_args` gives, so
an override of that fixture still wins.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from . import launch
from .page import GamePage, context_options, prepare_context
from .site import Checkout, Site


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("midnight-princess", "Midnight Princess (midnight_princess_testkit)")
    group.addoption("--mp-url", metavar="URL", default=os.environ.get("MP_URL") or None,
                    help="drive the debug build served at this URL (default: $MP_URL)")
    group.addoption("--mp-build", metavar="DIR", help="serve this existing debug build (e.g. dist-debug) instead of building one")
    group.addoption("--mp-source", metavar="DIR", default=os.environ.get("MP_SOURCE") or None,
                    help="the checkout of the game to build and serve (default: $MP_SOURCE, else the one pytest runs in)")
    group.addoption("--mp-chromium", metavar="PATH", default=None,
                    help="the Chromium to run when Playwright has none of its own (default: $MP_CHROMIUM, else /usr/bin/chromium)")


def pytest_configure(config: pytest.Config) -> None:
    # Registered now, after every plugin and conftest of the command line: its fixture comes after
    # pytest-playwright's (and takes it as its base), before any conftest.py's own.
    config.pluginmanager.register(launch, "midnight-princess-chromium")


@pytest.fixture(scope="session")
def mp_checkout(pytestconfig: pytest.Config) -> Checkout | None:
    """The checkout of the game that builds the sites: --mp-source, else the one pytest runs in, else None."""
    source = pytestconfig.getoption("mp_source")
    return Checkout(source) if source else Checkout.find(pytestconfig.rootpath)


def _checkout(checkout: Checkout | None, why: str) -> Checkout:
    if checkout is None:
        raise pytest.UsageError(f"{why} needs a checkout of the game: pass --mp-source DIR (or --mp-url URL of a served debug build)")
    return checkout


@pytest.fixture(scope="session")
def debug_site(pytestconfig: pytest.Config, mp_checkout: Checkout | None, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """The debug build (test API on, force allowed): --mp-url as it is served, else --mp-build or a
    fresh build of the checkout, served under a sub-path."""
    url, existing = pytestconfig.getoption("mp_url"), pytestconfig.getoption("mp_build")
    if url:
        yield Site(url)
        return
    checkout = _checkout(mp_checkout, "the debug_site fixture")
    tmp = tmp_path_factory.mktemp("debug")
    site = checkout.serve_existing(Path(existing), tmp) if existing else checkout.build_and_serve(tmp, debug=True)
    yield site
    site.stop()


@pytest.fixture(scope="session")
def prod_site(mp_checkout: Checkout | None, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """A production build of the checkout (no test API) served under a sub-path."""
    site = _checkout(mp_checkout, "the prod_site fixture").build_and_serve(tmp_path_factory.mktemp("prod"), debug=False)
    yield site
    site.stop()


@pytest.fixture()
def open_games() -> Iterator[list[GamePage]]:
    """Pages closed after the test, each having thrown no uncaught error."""
    games: list[GamePage] = []
    yield games
    for game in games:
        game.close()


@pytest.fixture()
def game_factory(new_context: Callable[..., Any], browser_context_args: dict[str, Any], open_games: list[GamePage],
                 request: pytest.FixtureRequest) -> Callable[..., GamePage]:
    """make(site=debug_site, viewport=DESKTOP, speed=25, scale=1, init="", **context options): a new
    game page in a context of its own (pytest-playwright's `new_context`: its tracing, video and
    `browser_context_args` apply), not loaded yet (add presets or init scripts first, then open())."""

    def make(site: Site | str | None = None, viewport: dict[str, int] | None = None, speed: float | None = 25,
             scale: float | None = None, init: str = "", **options: Any) -> GamePage:
        if site is None:
            site = request.getfixturevalue("debug_site")
        context = new_context(**context_options(viewport, scale, taken=browser_context_args, **options))
        game = GamePage(prepare_context(context, speed, init).new_page(), site)
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
