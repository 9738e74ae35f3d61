"""Driving the bridge the way the browser does: JSON strings in, JSON strings out."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from midnight_princess.bridge import handle

DAY_MS = 24 * 60 * 60 * 1000
T0 = 1_750_000_000_000  # a fixed `now` (ms)


def seed_hex(label: str, index: int = 0) -> str:
    """A fixed 64-hex-digit seed derived from a label and an index."""
    return hashlib.sha256(f"{label}:{index}".encode()).hexdigest()


def call(request: dict[str, Any], allow_force: bool = True) -> dict[str, Any]:
    """Send one request through `handle` as JSON and parse the reply."""
    reply = handle(json.dumps(request), allow_force=allow_force)
    assert isinstance(reply, str)
    return json.loads(reply)


def ok(request: dict[str, Any], allow_force: bool = True) -> dict[str, Any]:
    reply = call(request, allow_force)
    assert reply["ok"] is True, reply
    return reply


def error_code(request: dict[str, Any] | str, allow_force: bool = True) -> str:
    text = request if isinstance(request, str) else json.dumps(request)
    reply = json.loads(handle(text, allow_force=allow_force))
    assert reply["ok"] is False, reply
    if reply["error"]["code"] != "MALFUNCTION":
        assert set(reply) == {"ok", "error"}, "a refused request must carry no state"
    return reply["error"]["code"]


def state(balance: int = 100_000, princess: str = "love", bet: int = 100) -> dict[str, Any]:
    """A fresh stored state (exactly what new_game returns, with a chosen princess)."""
    return {"v": 1, "balance": balance, "bet": bet, "princess": princess, "round": None, "rounds": 0}


def new_game(seed: str, now: int = T0, balance: int | None = None) -> dict[str, Any]:
    request: dict[str, Any] = {"v": 1, "op": "new_game", "seed": seed, "now": now}
    if balance is not None:
        request["balance"] = balance
    return ok(request)["state"]


def spin(st: dict[str, Any], bet: int = 100, grids: list[Any] | None = None, seed: str | None = None,
         now: int = T0, **force: Any) -> dict[str, Any]:
    request: dict[str, Any] = {"v": 1, "op": "spin", "state": st, "bet": bet,
                               "seed": seed or seed_hex("spin"), "now": now}
    if grids is not None or force:
        request["force"] = {**({"grids": grids} if grids is not None else {}), **force}
    return call(request)


def choose(st: dict[str, Any], princess: str, grids: list[Any] | None = None, seed: str | None = None,
           now: int = T0 + 1000, **force: Any) -> dict[str, Any]:
    request: dict[str, Any] = {"v": 1, "op": "choose", "state": st, "princess": princess,
                               "seed": seed or seed_hex("choose"), "now": now}
    if grids is not None or force:
        request["force"] = {**({"grids": grids} if grids is not None else {}), **force}
    return call(request)


def resume(st: dict[str, Any], now: int) -> dict[str, Any]:
    return ok({"v": 1, "op": "resume", "state": st, "now": now})


def kinds(steps: list[dict[str, Any]]) -> list[str]:
    return [s["t"] for s in steps]


def of(steps: list[dict[str, Any]], t: str) -> list[dict[str, Any]]:
    return [s for s in steps if s["t"] == t]
