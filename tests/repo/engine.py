"""This repository's engine tests' own helpers: requests built their way (a fixed `now`, seeds by
label) and their clocks. Everything an author outside the repository uses is in the kit
(`midnight_princess_testkit`)."""

from __future__ import annotations

from typing import Any

from midnight_princess_testkit import ask, ok, seed

DAY_MS = 24 * 60 * 60 * 1000
T0 = 1_750_000_000_000  # the engine tests' fixed `now` (ms)

SPIN_SEED = seed("spin", 0)
CHOOSE_SEED = seed("choose", 0)


def state(balance: int = 100_000, princess: str = "love", bet: int = 100) -> dict[str, Any]:
    """A fresh stored state (exactly what new_game returns, with a chosen princess)."""
    return {"v": 1, "balance": balance, "bet": bet, "princess": princess, "round": None, "rounds": 0}


def new_game(game_seed: str, now: int = T0, balance: int | None = None) -> dict[str, Any]:
    """A new game's state."""
    request: dict[str, Any] = {"v": 1, "op": "new_game", "seed": game_seed, "now": now}
    if balance is not None:
        request["balance"] = balance
    return ok(request)["state"]


def _forced(grids: list[Any] | None, force: dict[str, Any]) -> dict[str, Any]:
    return {"force": {**({"grids": grids} if grids is not None else {}), **force}} if grids is not None or force else {}


def spin(st: dict[str, Any], bet: int = 100, grids: list[Any] | None = None, seed: str | None = None,
         now: int = T0, **force: Any) -> dict[str, Any]:
    """A spin's reply (refused or not); `grids` and `force` fields force its landings."""
    return ask({"v": 1, "op": "spin", "state": st, "bet": bet, "seed": seed or SPIN_SEED, "now": now, **_forced(grids, force)})


def choose(st: dict[str, Any], princess: str, grids: list[Any] | None = None, seed: str | None = None,
           now: int = T0 + 1000, **force: Any) -> dict[str, Any]:
    """A choose's reply (refused or not); `grids` and `force` fields force the free spins' landings."""
    return ask({"v": 1, "op": "choose", "state": st, "princess": princess, "seed": seed or CHOOSE_SEED, "now": now,
                **_forced(grids, force)})


def resume(st: dict[str, Any], now: int) -> dict[str, Any]:
    """A resume's reply, which must succeed."""
    return ok({"v": 1, "op": "resume", "state": st, "now": now})
