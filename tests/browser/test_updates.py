"""Updates never change the engine under an open round.

Build A is deployed and a round opened (waiting at the free-spins choice); build B, whose engine
differs (Love's free spins 4 -> 5), replaces it on the server; the page reloads.
- With the service worker, A's page and engine come back from A's cache and answer the round
  exactly as engine A does (checked against engine A in CPython); at rest, B takes over.
- Without one (service workers blocked), B's engine never answers A's round: it voids it, the bet
  comes back, and the player is told; a spin left in flight by A is dropped unsent, nothing bet.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import build
from midnight_princess_testkit import BOOT_TIMEOUT_MS, CLOCK, DESKTOP, HEARTS, GamePage, ask, game_context, seed
from tests.repo import ROOT, serve_in_thread

PATH = "games/midnight-princess/"
# Engine B: the same game but for Love's free spins, so a reply tells which engine made it.
LOVE_SPINS_A = 'FREE_SPINS: dict[str, tuple[int, int]] = {"love": (4, 4)'
LOVE_SPINS_B = 'FREE_SPINS: dict[str, tuple[int, int]] = {"love": (5, 4)'


@dataclass
class Builds:
    a: Path
    b: Path
    engine_a: str
    engine_b: str


def engine_of(out: Path) -> str:
    match = re.search(r'^export const RUNTIME_ID = "([^"]+)";$', (out / "js" / "build-info.js").read_text(), re.M)
    assert match
    return match.group(1)


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> Builds:
    tmp = tmp_path_factory.mktemp("updates")
    a = build.build(tmp / "a", debug=True)
    source_b = tmp / "py-b"
    shutil.copytree(ROOT / "py", source_b, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    model = source_b / "midnight_princess" / "model.py"
    text = model.read_text()
    assert text.count(LOVE_SPINS_A) == 1
    model.write_text(text.replace(LOVE_SPINS_A, LOVE_SPINS_B))
    b = build.build(tmp / "b", debug=True, py=source_b)
    builds = Builds(a, b, engine_of(a), engine_of(b))
    assert builds.engine_a != builds.engine_b
    return builds


class Host:
    """A static host with one deployment under PATH; deploy() swaps in another build."""

    def __init__(self, root: Path, first: Path):
        self.root = root
        self.site = root / PATH
        shutil.copytree(first, self.site)
        self.server: Any = serve_in_thread(root)
        self.url = self.server.url + PATH

    def deploy(self, out: Path) -> None:
        staged = self.root / "incoming"
        shutil.copytree(out, staged)
        shutil.rmtree(self.site)
        staged.rename(self.site)


@pytest.fixture()
def host(builds: Builds, tmp_path: Path) -> Iterator[Host]:
    served = Host(tmp_path / "host", builds.a)
    yield served
    served.server.shutdown()
    served.server.server_close()


def page_engine(game: GamePage) -> str:
    return str(game.page.evaluate("async () => (await import('./js/build-info.js')).RUNTIME_ID"))


def open_round(game: GamePage, builds: Builds) -> tuple[dict, dict]:
    """On build A: a forced grid clear; the round waits for the choice. Returns the spin and its reply."""
    start = game.state()
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("update-spin"), "now": CLOCK,
            "force": {"grids": [HEARTS]}}
    game.queue_seeds([spin["seed"]])
    game.force([HEARTS])
    assert game.spin() == "choice"
    saved = game.record()
    assert saved is not None and saved["engine"] == builds.engine_a and saved["state"]["round"]["status"] == "awaiting_choice"
    return spin, ask(spin)


def new_page(browser, host: Host, open_games: list[GamePage], **context) -> GamePage:  # type: ignore[no-untyped-def]
    game = GamePage(game_context(browser, DESKTOP, speed=25, **context).new_page(), host.url)
    open_games.append(game)
    return game


def test_with_the_service_worker_the_round_is_answered_by_its_engine_then_the_update_takes_over(browser, builds, host, open_games):
    game = new_page(browser, host, open_games)
    game.open(clock=CLOCK)
    game.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    spin, opened = open_round(game, builds)

    host.deploy(builds.b)
    game.open(clock=CLOCK, until=("choice",))  # A's page, from A's cache: the round still waits
    assert page_engine(game) == builds.engine_a and game.message() == "Resuming your round: choose the princess for your free spins."
    # The browser found B and installed it beside A; it waits.
    game.page.wait_for_function(
        "async () => !!(await navigator.serviceWorker.getRegistration()).waiting", timeout=BOOT_TIMEOUT_MS)

    choose = {"v": 1, "op": "choose", "state": opened["state"], "princess": "love", "seed": seed("update-choose"), "now": CLOCK}
    game.queue_seeds([choose["seed"]])
    # The round ends, the game is at rest: B takes over and the page reloads into it.
    with game.page.expect_navigation(timeout=BOOT_TIMEOUT_MS):
        game.choose("love", wait=False)
    game.wait_phase("ready", timeout=BOOT_TIMEOUT_MS)
    assert page_engine(game) == builds.engine_b

    # The round was played by engine A, step for step: Love gave A's 4 spins, not B's 5.
    saved = game.record()
    assert saved is not None
    entry = saved["history"][-1]
    expected = ask(choose)
    assert entry["status"] == "complete" and entry["requests"] == [spin, choose]
    assert entry["steps"] == opened["steps"] + expected["steps"]
    assert [s["spins"] for s in expected["steps"] if s["t"] == "free_spins_start"] == [4]
    assert entry["balance_after"] == expected["state"]["balance"] == game.state()["balance"]
    # Only B's cache is left, and B plays on.
    caches = game.page.evaluate("() => caches.keys()")
    assert len(caches) == 1 and caches[0].startswith("midnight-princess sw ")
    assert game.spin() in ("ready", "choice")
    saved = game.record()
    assert saved is not None and saved["engine"] == builds.engine_b


def test_without_a_service_worker_the_new_engine_voids_the_round_and_returns_the_bet(browser, builds, host, open_games):
    game = new_page(browser, host, open_games, service_workers="block")
    game.open(clock=CLOCK)
    _, opened = open_round(game, builds)
    bet = opened["round"]["bet"]
    balance_before = opened["round"]["balance_before"]

    host.deploy(builds.b)
    game.open(clock=CLOCK, until=("ready",))
    assert page_engine(game) == builds.engine_b
    text = game.message()
    assert "updated" in text and "voided" in text and "was returned" in text, text
    saved = game.record()
    assert saved is not None
    entry = saved["history"][-1]
    assert entry["status"] == "void" and entry["win"] == 0 and entry["bet"] == bet
    assert entry["balance_after"] == entry["balance_before"] == balance_before
    assert saved["state"]["balance"] == balance_before and saved["state"]["round"] is None
    assert saved["engine"] == builds.engine_b and saved["pending"] is None
    assert game.balance() == balance_before


def test_without_a_service_worker_a_spin_in_flight_is_never_sent_to_the_new_engine(browser, builds, host, open_games):
    game = new_page(browser, host, open_games, service_workers="block")
    game.open(clock=CLOCK)
    start = game.state()
    game.spin(hold=True)  # stored as pending by engine A, its reply held
    saved = game.record()
    assert saved is not None and saved["pending"]["request"]["op"] == "spin" and saved["engine"] == builds.engine_a

    host.deploy(builds.b)
    game.open(clock=CLOCK, until=("ready",))
    assert page_engine(game) == builds.engine_b
    text = game.message()
    assert "updated" in text and "not played" in text and "nothing was bet" in text, text
    saved = game.record()
    assert saved is not None and saved["pending"] is None and saved["history"] == [] and saved["state"] == start
