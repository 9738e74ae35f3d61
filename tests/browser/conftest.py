"""Fixtures for the browser tests: one debug and one production build, each served on a free
port under a sub-path, and one headless Debian Chromium driven by Playwright."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "tests" / "output"
sys.path.insert(0, str(ROOT / "scripts"))

from chromium import CHROMIUM, launch  # noqa: E402

SUB_PATH = "games/midnight-princess/"  # the build must work below any path
DESKTOP = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}
BOOT_TIMEOUT_MS = 60_000
ROUND_TIMEOUT_MS = 60_000


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without Chromium, Playwright or node_modules/pyodide the browser tests skip, saying why."""
    missing = []
    if not CHROMIUM.exists():
        missing.append("/usr/bin/chromium (apt-get install chromium)")
    try:
        import playwright  # noqa: F401
    except ImportError:
        missing.append("playwright (pip install -r requirements-dev.txt)")
    if not (ROOT / "node_modules" / "pyodide" / "package.json").exists():
        missing.append("node_modules/pyodide (npm ci)")
    if missing:
        skip = pytest.mark.skip(reason="browser tests need " + ", ".join(missing))
        for item in items:
            if "tests/browser" in str(item.fspath):
                item.add_marker(skip)


class Site:
    """A build served by scripts/serve.py in a child process."""

    def __init__(self, root: Path, out: Path, process: subprocess.Popen[str], base: str):
        self.root = root
        self.out = out
        self.process = process
        self.url = base + SUB_PATH

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def build_and_serve(tmp: Path, debug: bool) -> Site:
    root = tmp / "site"
    out = root / SUB_PATH
    cmd = [sys.executable, str(ROOT / "build.py"), "--out", str(out)] + (["--debug"] if debug else [])
    subprocess.run(cmd, check=True, cwd=ROOT, capture_output=True, text=True)
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), str(root), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    base = first.strip().rsplit(" ", 1)[-1]
    assert base.startswith("http://127.0.0.1:"), f"serve.py printed {first!r}"
    return Site(root, out, process, base)


@pytest.fixture(scope="session")
def debug_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    site = build_and_serve(tmp_path_factory.mktemp("debug"), debug=True)
    yield site
    site.stop()


@pytest.fixture(scope="session")
def prod_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    site = build_and_serve(tmp_path_factory.mktemp("prod"), debug=False)
    yield site
    site.stop()


@pytest.fixture(scope="session")
def playwright():  # type: ignore[no-untyped-def]
    """One Playwright for the session: its sync API allows no second one at a time."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright):  # type: ignore[no-untyped-def]
    chromium = launch(playwright)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    return OUTPUT


class Game:
    """One page of the game, with waits on <body data-phase> and the debug hook."""

    def __init__(self, page, url: str):  # type: ignore[no-untyped-def]
        self.page = page
        self.url = url
        self.errors: list[str] = []
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def open(self) -> None:
        self.page.goto(self.url)
        self.wait_phase("ready", "choice", "spinning", timeout=BOOT_TIMEOUT_MS)

    def wait_phase(self, *phases: str, timeout: int = ROUND_TIMEOUT_MS) -> str:
        self.page.wait_for_function(
            "phases => phases.includes(document.body.dataset.phase) || document.body.dataset.phase === 'error'",
            arg=list(phases),
            timeout=timeout,
        )
        phase = self.page.evaluate("document.body.dataset.phase")
        if phase == "error" and "error" not in phases:
            raise AssertionError(f"the page shows an error: {self.page.text_content('#message-text')}")
        return str(phase)

    def wait_step(self, at_least: int) -> None:
        self.page.wait_for_function("n => Number(document.body.dataset.step || 0) >= n", arg=at_least, timeout=ROUND_TIMEOUT_MS)

    def state(self) -> dict:
        return json.loads(self.page.evaluate("JSON.stringify(__mp.state())"))

    def hud(self) -> dict:
        return json.loads(self.page.evaluate("JSON.stringify(__mp.hud())"))

    def text(self, selector: str) -> str:
        return (self.page.text_content(selector) or "").strip()

    def set_seeds(self, seeds: list[str]) -> None:
        self.page.evaluate("seeds => __mp.setSeeds(seeds)", seeds)

    def force(self, grids: list) -> None:
        self.page.evaluate("grids => __mp.force(grids)", grids)

    def spin(self) -> str:
        self.page.click("#spin")
        return self.wait_phase("ready", "choice")

    def choose(self, princess: str) -> str:
        self.page.click(f"#choice-cards [data-princess='{princess}']")
        return self.wait_phase("ready", "choice")

    def shot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))


def new_game(browser, site: Site, viewport: dict = DESKTOP, speed: float | None = 25, scale: float = 1) -> Game:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport=viewport, device_scale_factor=scale)
    if speed is not None:
        context.add_init_script(f"window.__MP_TEST = {{speed: {speed}}};")
    return Game(context.new_page(), site.url)


@pytest.fixture()
def open_games() -> Iterator[list[Game]]:
    games: list[Game] = []
    yield games
    for game in games:
        assert not game.errors, f"uncaught page errors: {game.errors}"
        game.page.context.close()


@pytest.fixture()
def game_factory(browser, open_games):  # type: ignore[no-untyped-def]
    def make(site: Site, viewport: dict = DESKTOP, speed: float | None = 25, scale: float = 1) -> Game:
        game = new_game(browser, site, viewport, speed, scale)
        open_games.append(game)
        return game

    return make
