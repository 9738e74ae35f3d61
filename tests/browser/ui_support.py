"""Helpers for the player-experience browser tests (controls, panels, history, profiles).

Each test module keeps one page (one Pyodide boot) for all its tests; expected outcomes come
from the same engine in CPython with the same seeds, as in test_game.py.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from midnight_princess.bridge import handle

from .conftest import BOOT_TIMEOUT_MS, DESKTOP, PHONE, Game, Site

__all__ = ["DESKTOP", "PHONE", "ask", "seed", "money", "open_game", "module_game", "expected_round", "seeds_where", "wait_idle", "shot"]

HEARTS = [["heart"] * 5 for _ in range(5)]  # a grid clear: the free-spins choice
_LOWS = [["heart", "bell", "gem", "potion", "heart"], ["bell", "gem", "potion", "heart", "bell"], ["gem", "potion", "heart", "bell", "gem"], ["potion", "heart", "bell", "gem", "potion"]]
MOON_ROW = [["moon"] * 5] + _LOWS  # 5 moons: 25x the bet (SUPER WIN), no feature
TWO_MOON_ROWS = [["moon"] * 5, ["moon"] * 5] + _LOWS[1:]  # over 100x the bet (EPIC WIN)
LOVE_ROW = [["love"] * 5] + _LOWS  # a full meter: Princess Trinity


def ask(**request: object) -> dict:
    reply = json.loads(handle(json.dumps({"v": 1, **request}), allow_force=True))
    assert reply["ok"], reply
    return reply


def seed(label: str) -> str:
    return hashlib.sha256(label.encode()).hexdigest()


def money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100:,}.{abs(cents) % 100:02d}"


def open_game(browser, site: Site, viewport: dict = DESKTOP, speed: float | None = 25, query: str = "", **context) -> Game:  # type: ignore[no-untyped-def]
    """A new page on the game, booted and at rest; times shown in UTC."""
    ctx = browser.new_context(viewport=viewport, timezone_id="UTC", **context)
    if speed is not None:
        ctx.add_init_script(f"window.__MP_TEST = {{speed: {speed}}};")
    game = Game(ctx.new_page(), site.url + query)
    game.open()
    wait_idle(game)
    return game


def module_game(browser, site: Site, viewport: dict = DESKTOP, **options) -> Iterator[Game]:  # type: ignore[no-untyped-def]
    """The body of a module-scoped `game` fixture: one page for the module, closed after it with
    no uncaught page error."""
    game = open_game(browser, site, viewport, **options)
    yield game
    assert not game.errors, f"uncaught page errors: {game.errors}"
    game.page.context.close()


def wait_idle(game: Game) -> None:
    """Ready or choosing, and the loading screen fully gone (screenshots show the game)."""
    game.wait_phase("ready", "choice", timeout=BOOT_TIMEOUT_MS)
    game.page.wait_for_function("() => getComputedStyle(document.getElementById('loading')).visibility === 'hidden'")


def expected_round(state: dict, bet: int, seeds: list[str], choice: str = "love", force: dict | None = None) -> tuple[dict, list[str], list[dict]]:
    """Play one round in CPython as the page will: spin, and choose if the round waits."""
    used = [seeds.pop(0)]
    extra = {"force": force} if force else {}
    reply = ask(op="spin", state=state, bet=bet, seed=used[0], now=1, **extra)
    steps = list(reply["steps"])
    if reply["round"]["status"] == "awaiting_choice":
        used.append(seeds.pop(0))
        reply = ask(op="choose", state=reply["state"], princess=choice, seed=used[1], now=1)
        steps += reply["steps"]
    return reply["state"], used, steps


def seeds_where(state: dict, bet: int, count: int, label: str, keep) -> tuple[list[str], dict, list[list[dict]]]:  # type: ignore[no-untyped-def]
    """`count` seeds, each giving (from the state the one before left) a round `keep(steps)` likes."""
    found: list[str] = []
    rounds: list[list[dict]] = []
    i = 0
    while len(found) < count:
        s = seed(f"{label}-{i}")
        i += 1
        assert i < 5000, "no seed found"
        reply = json.loads(handle(json.dumps({"v": 1, "op": "spin", "state": state, "bet": bet, "seed": s, "now": 1})))
        if not reply["ok"] or reply["round"]["status"] != "complete" or not keep(reply["steps"]):
            continue
        found.append(s)
        rounds.append(reply["steps"])
        state = reply["state"]
    return found, state, rounds


def shot(game: Game, output: Path, name: str) -> None:
    game.page.screenshot(path=str(output / name), animations="disabled")
