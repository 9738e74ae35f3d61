"""The one seed scheme, money as the page writes it in English, and the engine in CPython as the
tests' oracle (`ask`, `expected_round`): the engine is the `midnight_princess` package, installed
from a checkout's `py/` (`pip install path/to/midnight-princess/py`); without it, ask the page's
own engine instead (`GamePage.outcome`)."""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable, Mapping
from typing import Any

CLOCK = 1_800_000_000_000  # a frozen page clock for tests (ms): `?mp-clock=CLOCK`


def _handle(text: str, allow_force: bool) -> str:
    """The engine's bridge (`midnight_princess.bridge.handle`), imported when first asked."""
    try:
        bridge = importlib.import_module("midnight_princess.bridge")
    except ImportError as missing:
        raise RuntimeError("the engine in CPython is not installed: `pip install path/to/midnight-princess/py`, "
                           "or ask the page's own engine (GamePage.outcome)") from missing
    reply: str = bridge.handle(text, allow_force=allow_force)
    return reply


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
    reply = _handle(text, allow_force)
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
    extra: dict[str, Any] = {"force": force} if force else {}
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


def kinds(steps: list[dict[str, Any]]) -> list[str]:
    """The steps' types, in order."""
    return [s["t"] for s in steps]


def of(steps: list[dict[str, Any]], t: str) -> list[dict[str, Any]]:
    """The steps of type `t`."""
    return [s for s in steps if s["t"] == t]
