"""The game state the caller stores between requests, and the round record.

The state is plain JSON: ``balance`` and ``bet`` in minor units of the game's currency, the
active ``princess``, the open ``round`` (or None), the count of ``rounds`` played, in a
game of any currency but USD its ``currency``, and in a game of any rung of the RTP ladder but
the default its ``rtp``. ``check`` is the only judge of whether a stored state can be played.
"""

from __future__ import annotations

from typing import Any

from . import ladder, model
from .currency import CURRENCIES, DEFAULT, Currency

State = dict[str, Any]
RoundRecord = dict[str, Any]

VERSION = 1
# Wins may carry a balance past any starting balance: a stored balance is bounded only by
# what JavaScript holds exactly, so that no state the engine returns is refused as corrupt.
MAX_BALANCE = 2**53 - 1  # minor units
MAX_START_BALANCE = 10**15  # minor units; new_game's limit, with room left for over 10^8 max wins
_STATE_KEYS = frozenset({"v", "balance", "bet", "princess", "round", "rounds"})
_NAMED_KEYS = frozenset({"currency", "rtp"})  # named only when not the default, in this order, last
_PUBLIC_ROUND_KEYS = ("id", "bet", "win", "status", "started_at", "balance_before", "balance_after")
_ROUND_KEYS = frozenset({*_PUBLIC_ROUND_KEYS, "multiplier", "meter"})


class CorruptState(ValueError):
    """A stored state that cannot be played."""


def is_int(value: object) -> bool:
    """True for a JSON integer (bool excluded)."""
    return type(value) is int


def new_state(balance: int, princess: str, currency: Currency = CURRENCIES[DEFAULT],
              rtp: str = ladder.DEFAULT) -> State:
    """A fresh game."""
    state = {"v": VERSION, "balance": balance, "bet": currency.default_bet, "princess": princess,
             "round": None, "rounds": 0}
    if currency.code != DEFAULT:
        state["currency"] = currency.code  # a USD state stays exactly as it was before games had currencies
    return with_rtp(state, rtp)


def with_rtp(state: State, rtp: str) -> State:
    """The state in the rung ``rtp``: named last, and only when not the default (a 96.50 state is as before the ladder)."""
    out = {key: value for key, value in state.items() if key != "rtp"}
    if rtp != ladder.DEFAULT:
        out["rtp"] = rtp
    return out


def rtp_of(state: State) -> str:
    """The rung of the RTP ladder a checked state plays in."""
    rtp: str = state.get("rtp", ladder.DEFAULT)
    return rtp


def currency_of(state: State) -> Currency:
    """The currency of a checked state."""
    return CURRENCIES[state.get("currency", DEFAULT)]


def check(state: object) -> State:
    """Return the state if it can be played, else raise CorruptState saying why."""
    if not isinstance(state, dict):
        raise CorruptState("the state is not an object")
    if set(state) - _NAMED_KEYS != _STATE_KEYS:
        raise CorruptState("the state's fields are not the expected ones")
    if state["v"] != VERSION or not is_int(state["v"]):
        raise CorruptState("the state is from another version")
    # The default currency is never named: one game, one way to store it.
    named = state.get("currency", None)
    if "currency" in state and (not isinstance(named, str) or named not in CURRENCIES or named == DEFAULT):
        raise CorruptState("the state's currency is unknown")
    named = state.get("rtp", None)
    if "rtp" in state and (not isinstance(named, str) or named not in ladder.RTPS or named == ladder.DEFAULT):
        raise CorruptState("the state's rtp is not a rung of the ladder")
    levels = currency_of(state).bet_levels
    _whole(state, "balance", 0, MAX_BALANCE)
    _whole(state, "rounds", 0, MAX_BALANCE)
    if state["bet"] not in levels or not is_int(state["bet"]):
        raise CorruptState("the state's bet is not a bet level")
    if state["princess"] not in model.PRINCESSES:
        raise CorruptState("the state's princess is unknown")
    record = state["round"]
    if record is not None:
        _check_round(record, state, levels)
    return state


def _check_round(record: object, state: State, levels: tuple[int, ...]) -> None:
    if not isinstance(record, dict) or set(record) != _ROUND_KEYS:
        raise CorruptState("the open round is malformed")
    if record["status"] != "awaiting_choice":
        raise CorruptState("the open round is not waiting for a choice")
    if record["bet"] not in levels or not is_int(record["bet"]):
        raise CorruptState("the open round's bet is not a bet level")
    _whole(record, "id", 1, MAX_BALANCE)
    _whole(record, "win", 0, record["bet"] * model.MAX_WIN_X - 1)
    _whole(record, "started_at", 0, 2**53)
    _whole(record, "balance_before", record["bet"], MAX_BALANCE)
    _whole(record, "balance_after", 0, MAX_BALANCE)
    _whole(record, "multiplier", 1, model.MAX_MULTIPLIER)
    _whole(record, "meter", 0, model.METER_FULL)
    if record["balance_after"] != record["balance_before"] - record["bet"] \
            or state["balance"] != record["balance_after"]:
        raise CorruptState("the open round's balances do not add up")
    if record["id"] != state["rounds"]:
        raise CorruptState("the open round is not the state's last round")


def _whole(obj: dict[str, Any], key: str, low: int, high: int) -> None:
    value = obj[key]
    if not is_int(value) or not low <= value <= high:
        raise CorruptState(f"the field {key!r} is not a whole number from {low} to {high}")


def public_round(record: RoundRecord | None) -> RoundRecord | None:
    """The protocol's view of a round record (None for no round)."""
    if record is None:
        return None
    return {key: record[key] for key in _PUBLIC_ROUND_KEYS}
