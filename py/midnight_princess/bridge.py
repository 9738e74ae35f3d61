"""The bridge: one function, JSON in and JSON out, exactly as docs/protocol.md says.

This is the only module that reads outside input and the only one that refuses a
request. ``handle`` never raises and never prints: every request, however broken, gets
a reply, and a refused one changes nothing.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from . import game, ladder, model
from . import grid as g
from .currency import CURRENCIES, DEFAULT, Currency
from .state import MAX_START_BALANCE, CorruptState, State, check, currency_of, is_int, public_round

VERSION = 1
MAX_REQUEST_CHARS = 1_000_000
MAX_FORCED_GRIDS = 100


class Refusal(Exception):
    """A request the bridge refuses: the protocol's error code and a sentence for a person."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def handle(request_json: str, allow_force: bool = False) -> str:
    """Answer one protocol request; never raises."""
    try:
        reply = _dispatch(request_json, allow_force)
    except Refusal as refused:
        reply = _error(refused.code, refused.message)
    except Exception as fault:  # noqa: BLE001 - the bridge must answer whatever happens
        reply = _error("MALFUNCTION", f"The engine failed unexpectedly ({type(fault).__name__}).")
    try:
        return json.dumps(reply, separators=(",", ":"), allow_nan=False)
    except Exception:  # noqa: BLE001
        return json.dumps(_error("MALFUNCTION", "The engine could not write its reply."))


def _error(code: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message}, **extra}


def _reject_constant(name: str) -> None:
    raise Refusal("BAD_REQUEST", f"The request is not valid JSON ({name} is not allowed).")


def _dispatch(request_json: object, allow_force: bool) -> dict[str, Any]:
    if not isinstance(request_json, str):
        raise Refusal("BAD_REQUEST", "The request must be a JSON string.")
    if len(request_json) > MAX_REQUEST_CHARS:
        raise Refusal("BAD_REQUEST", "The request is too large.")
    try:
        request = json.loads(request_json, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise Refusal("BAD_REQUEST", "The request is not valid JSON.") from None
    if not isinstance(request, dict):
        raise Refusal("BAD_REQUEST", "The request must be a JSON object.")
    if "v" not in request:
        raise Refusal("BAD_REQUEST", "The request has no protocol version 'v'.")
    if not is_int(request["v"]) or request["v"] != VERSION:
        raise Refusal("UNSUPPORTED_VERSION", f"Only protocol version {VERSION} is supported.")
    op = request.get("op")
    handler = _OPS.get(op) if isinstance(op, str) else None
    if handler is None:
        raise Refusal("BAD_REQUEST", f"Unknown op; expected one of {sorted(_OPS)}.")
    return handler(request, allow_force)


# --- fields ---------------------------------------------------------------------------

def _field(request: dict[str, Any], key: str) -> Any:
    if key not in request:
        raise Refusal("BAD_REQUEST", f"The field {key!r} is missing.")
    return request[key]


def _int_field(request: dict[str, Any], key: str, low: int = 0, high: int = 2**53) -> int:
    value = _field(request, key)
    if not is_int(value) or not low <= value <= high:
        raise Refusal("BAD_REQUEST", f"The field {key!r} must be a whole number from {low} to {high}.")
    return int(value)


def _seed(request: dict[str, Any]) -> bytes:
    value = _field(request, "seed")
    if not isinstance(value, str) or len(value) != 64 or any(ch not in "0123456789abcdefABCDEF" for ch in value):
        raise Refusal("BAD_REQUEST", "The field 'seed' must be 64 hex digits.")
    return bytes.fromhex(value)


def _state(request: dict[str, Any]) -> State:
    value = _field(request, "state")
    if not isinstance(value, dict):
        raise Refusal("BAD_REQUEST", "The field 'state' must be an object.")
    try:
        return check(value)
    except CorruptState as corrupt:
        raise Refusal("CORRUPT_STATE", f"The stored state cannot be played: {corrupt}.") from None


def _force(request: dict[str, Any], allow_force: bool) -> tuple[list[g.Grid] | None, int | None]:
    force = request.get("force")
    if force is None:
        return None, None
    if not allow_force:
        raise Refusal("FORCE_NOT_ALLOWED", "Forced outcomes are not allowed in this build.")
    if not isinstance(force, dict) or set(force) - {"grids", "malfunction_at"}:
        raise Refusal("BAD_REQUEST", "The field 'force' must be an object with 'grids' and/or 'malfunction_at'.")
    grids = force.get("grids", [])
    if not isinstance(grids, list) or len(grids) > MAX_FORCED_GRIDS or not all(_is_full_grid(x) for x in grids):
        raise Refusal("BAD_REQUEST", "force.grids must be a list of full grids: 5 rows of 5 symbol ids.")
    fail_at = force.get("malfunction_at")
    if fail_at is not None and (not is_int(fail_at) or not 0 <= fail_at <= 10**6):
        raise Refusal("BAD_REQUEST", "force.malfunction_at must be a whole number of steps.")
    return [g.from_rows(x) for x in grids], fail_at


def _currency(request: dict[str, Any]) -> Currency | None:
    """The request's optional `currency`: None when absent (a USD game, as before currencies)."""
    code = request.get("currency")
    if code is None:
        return None
    if not isinstance(code, str) or code not in CURRENCIES:
        raise Refusal("BAD_REQUEST", f"The field 'currency' must be one of {list(CURRENCIES)}.")
    return CURRENCIES[code]


def _rtp(request: dict[str, Any]) -> str | None:
    """The request's optional `rtp`, a rung of the ladder: None when absent (the default, or the state's)."""
    rtp = request.get("rtp")
    if rtp is None:
        return None
    if not isinstance(rtp, str) or rtp not in ladder.RTPS:
        raise Refusal("INVALID_RTP", f"The field 'rtp' must be one of the ladder's returns {list(ladder.RTPS)}.")
    return rtp


def _is_full_grid(rows: object) -> bool:
    return (isinstance(rows, list) and len(rows) == g.SIZE and all(
        isinstance(row, list) and len(row) == g.SIZE and all(
            isinstance(cell, str) and cell in g.CODE for cell in row) for row in rows))


# --- ops ------------------------------------------------------------------------------

def _config(request: dict[str, Any], allow_force: bool) -> dict[str, Any]:
    currency = _currency(request)
    rtp = _rtp(request) or ladder.DEFAULT
    if currency is None:
        return {"ok": True, "config": config(rtp=rtp)}
    # Asked for a currency: its money, and which it is, after everything the model says.
    return {"ok": True, "config": {**config(currency, rtp), "currency": currency.code, "minor_unit": currency.minor_unit}}


def config(currency: Currency = CURRENCIES[DEFAULT], rtp: str = ladder.DEFAULT) -> dict[str, Any]:
    """Everything a screen needs, from the math model, the currency's bet ladder and the rung of the RTP ladder."""
    return {
        "symbols": list(model.SYMBOLS),
        "wild": model.WILD,
        "princesses": list(model.PRINCESSES),
        "paytable": {s: {str(n): pay for n, pay in pays.items()} for s, pays in model.PAYTABLE.items()},
        "bet_levels": list(currency.bet_levels),
        "default_bet": currency.default_bet,
        "start_balance": currency.start_balance,
        "max_win_x": model.MAX_WIN_X,
        "free_spins": {p: {"spins": spins, "extend": extend} for p, (spins, extend) in model.FREE_SPINS.items()},
        "max_free_spins": model.MAX_FREE_SPINS,
        "max_multiplier": model.MAX_MULTIPLIER,
        "clear_prize_x": model.CLEAR_PRIZE_X,
        "void_after_days": model.VOID_AFTER_DAYS,
        "rtp": rtp,
        "trinity_order": list(model.TRINITY_ORDER),
        "free_spins_swing": dict(model.FREE_SPINS_SWING),
        "grid_size": g.SIZE,
        "meter_size": model.METER_FULL,
    }


def _new_game(request: dict[str, Any], allow_force: bool) -> dict[str, Any]:
    seed = _seed(request)
    _int_field(request, "now")
    currency = _currency(request) or CURRENCIES[DEFAULT]
    balance = currency.start_balance
    if request.get("balance") is not None:
        balance = _int_field(request, "balance", 0, MAX_START_BALANCE)
    rtp = _rtp(request) or ladder.DEFAULT
    return {"ok": True, "state": game.new_game(seed, balance, currency, rtp)}


def _spin(request: dict[str, Any], allow_force: bool) -> dict[str, Any]:
    state = _state(request)
    currency = currency_of(state)
    bet = _field(request, "bet")
    if not is_int(bet):
        raise Refusal("BAD_REQUEST", f"The field 'bet' must be a whole number of {currency.unit_name}.")
    seed, now, forced, fail_at = _play_inputs(request, allow_force)
    rtp = _rtp(request)
    if state["round"] is not None:
        raise Refusal("ROUND_IN_PROGRESS", "A round is waiting for the free-spins choice; choose first.")
    if bet not in currency.bet_levels:
        raise Refusal("INVALID_BET",
                      f"The bet must be one of the bet levels {list(currency.bet_levels)} ({currency.unit_name}).")
    if bet > state["balance"]:
        raise Refusal("INSUFFICIENT_FUNDS", "The balance cannot cover this bet.")
    return _play(state, now, bet, lambda: game.spin(state, bet, seed, now, forced, fail_at, rtp))


def _choose(request: dict[str, Any], allow_force: bool) -> dict[str, Any]:
    state = _state(request)
    princess = _field(request, "princess")
    if princess not in model.PRINCESSES:
        raise Refusal("BAD_REQUEST", f"The field 'princess' must be one of {list(model.PRINCESSES)}.")
    seed, now, forced, fail_at = _play_inputs(request, allow_force)
    if state["round"] is None:
        raise Refusal("NO_CHOICE_PENDING", "No round is waiting for a free-spins choice.")
    return _play(state, now, state["round"]["bet"],
                 lambda: game.choose(state, princess, seed, now, forced, fail_at))


def _play_inputs(request: dict[str, Any], allow_force: bool) -> tuple[bytes, int, list[g.Grid] | None, int | None]:
    """A play's seed, clock and forced outcomes, checked in that order."""
    seed = _seed(request)
    now = _int_field(request, "now")
    forced, fail_at = _force(request, allow_force)
    return seed, now, forced, fail_at


def _play(state: State, now: int, bet: int, run: Callable[[], game.Outcome]) -> dict[str, Any]:
    """Run a play; an unexpected fault voids the round (malfunction voids all pays and plays)."""
    try:
        outcome = run()
    except Exception as fault:  # noqa: BLE001
        voided = game.malfunction(state, bet, now)
        return _error("MALFUNCTION",
                      f"The engine failed in this round ({type(fault).__name__}); the round is void "
                      "and the bet is returned.", state=voided.state, round=public_round(voided.round))
    reply = {"ok": True, **outcome.reply()}
    if outcome.voided:
        reply["voided"] = True
    return reply


def _resume(request: dict[str, Any], allow_force: bool) -> dict[str, Any]:
    state = _state(request)
    now = _int_field(request, "now")
    void_round = request.get("void_round", False)
    if not isinstance(void_round, bool):
        raise Refusal("BAD_REQUEST", "The field 'void_round' must be true or false.")
    # The caller asks for the void when the engine that started the open round is gone.
    outcome = game.void(state) if void_round and state["round"] is not None else game.resume(state, now)
    return {"ok": True, "state": outcome.state, "round": public_round(outcome.round), "voided": outcome.voided}


_OPS: dict[str, Callable[[dict[str, Any], bool], dict[str, Any]]] = {
    "config": _config, "new_game": _new_game, "spin": _spin, "choose": _choose, "resume": _resume,
}
