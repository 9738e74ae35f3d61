"""The engine in CPython as the tests' oracle: one `ask`, one seed scheme, the rounds the page will play."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import Any

from midnight_princess.bridge import handle

DAY_MS = 24 * 60 * 60 * 1000
T0 = 1_750_000_000_000  # the engine tests' fixed `now` (ms)
CLOCK = 1_800_000_000_000  # the browser tests' frozen page clock (ms): `?mp-clock=CLOCK`


def seed(label: str, index: int | None = None) -> str:
    """A fixed 64-hex-digit seed: SHA-256 of `label`, or of `label:index` when an index is given."""
    text = label if index is None else f"{label}:{index}"
    return hashlib.sha256(text.encode()).hexdigest()


def ask(request: Mapping[str, Any] | str | None = None, /, *, allow_force: bool = True, **fields: Any) -> dict[str, Any]:
    """Send one request through `handle` as the page does (JSON text in and out) and return the parsed
    reply, refused or not. A request is sent as given (a dict as JSON, a str as is), with `fields`
    added; with no request, `fields` make one of protocol version 1: `ask(op="config")`."""
    if isinstance(request, str):
        if fields:
            raise TypeError("ask: a request given as text takes no fields")
        text = request
    else:
        text = json.dumps({**(request if request is not None else {"v": 1}), **fields})
    reply = handle(text, allow_force=allow_force)
    assert isinstance(reply, str), "handle must answer with text"
    parsed: dict[str, Any] = json.loads(reply)
    return parsed


def ok(request: Mapping[str, Any] | str | None = None, /, *, allow_force: bool = True, **fields: Any) -> dict[str, Any]:
    """`ask`, and the reply must be a success."""
    reply = ask(request, allow_force=allow_force, **fields)
    assert reply["ok"] is True, reply
    return reply


def error_code(request: Mapping[str, Any] | str, allow_force: bool = True) -> str:
    """`ask`, the reply must be a refusal (without a state unless MALFUNCTION): its code."""
    reply = ask(request, allow_force=allow_force)
    assert reply["ok"] is False, reply
    if reply["error"]["code"] != "MALFUNCTION":
        assert set(reply) == {"ok", "error"}, "a refused request must carry no state"
    return str(reply["error"]["code"])


def money(cents: int) -> str:
    """Integer cents as the page shows money: `-$1,234.05`."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100:,}.{abs(cents) % 100:02d}"


def expected_round(state: dict[str, Any], bet: int, seeds: list[str], choice: str = "love",
                   force: dict[str, Any] | None = None, now: int = 1) -> tuple[dict[str, Any], list[str], list[dict[str, Any]]]:
    """Play one round in CPython as the page will: spin, and choose `choice` if the round waits.
    Takes its seeds from the front of `seeds`; returns the state after, the seeds used, every step."""
    used = [seeds.pop(0)]
    extra = {"force": force} if force else {}
    reply = ok(op="spin", state=state, bet=bet, seed=used[0], now=now, **extra)
    steps = list(reply["steps"])
    if reply["round"]["status"] == "awaiting_choice":
        used.append(seeds.pop(0))
        reply = ok(op="choose", state=reply["state"], princess=choice, seed=used[1], now=now)
        steps += reply["steps"]
    return reply["state"], used, steps


def seeds_where(state: dict[str, Any], bet: int, count: int, label: str,
                keep: Callable[[list[dict[str, Any]]], bool]) -> tuple[list[str], dict[str, Any], list[list[dict[str, Any]]]]:
    """`count` seeds `seed(f"{label}-{i}")`, each giving (from the state the one before left) a
    complete round whose steps `keep` likes; returns them, the state after, and each round's steps."""
    found: list[str] = []
    rounds: list[list[dict[str, Any]]] = []
    i = 0
    while len(found) < count:
        s = seed(f"{label}-{i}")
        i += 1
        assert i < 5000, "no seed found"
        reply = ask(op="spin", state=state, bet=bet, seed=s, now=1, allow_force=False)
        if not reply["ok"] or reply["round"]["status"] != "complete" or not keep(reply["steps"]):
            continue
        found.append(s)
        rounds.append(reply["steps"])
        state = reply["state"]
    return found, state, rounds


# --- requests built the engine tests' way (a fixed `now`, seeds by label) ---------------------------

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


def kinds(steps: list[dict[str, Any]]) -> list[str]:
    """The steps' types, in order."""
    return [s["t"] for s in steps]


def of(steps: list[dict[str, Any]], t: str) -> list[dict[str, Any]]:
    """The steps of type `t`."""
    return [s for s in steps if s["t"] == t]
