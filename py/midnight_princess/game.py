"""The four plays of the game on a checked state: new game, spin, choose, resume.

Inputs here are already validated by the bridge, which also refuses what the rules
refuse (a spin while a round is open, a bet off the currency's levels or over the balance, a choice
with none pending); these functions apply the rules and return the new state, the round
record and the steps. They never read a clock or a global random source: ``now`` and
``seed`` come in with every call.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from . import grid as g
from . import ladder, model
from .currency import Currency
from .play import Round, Step
from .rng import Rng
from .state import RoundRecord, State, new_state, public_round, rtp_of, with_rtp


@dataclass
class Outcome:
    """What a play returns: the new state, the round and its steps."""

    state: State
    round: RoundRecord | None
    steps: list[Step]
    voided: bool = False

    def reply(self) -> dict[str, Any]:
        """The protocol's reply body."""
        return {"state": self.state, "round": public_round(self.round), "steps": self.steps}


class StepLog(list[Step]):
    """A step list that can raise after a given number of steps (debug fault injection)."""

    def __init__(self, fail_at: int | None = None) -> None:
        super().__init__()
        self.fail_at = fail_at

    def append(self, step: Step) -> None:
        if self.fail_at is not None and len(self) >= self.fail_at:
            raise RuntimeError(f"injected fault after {self.fail_at} steps")
        super().append(step)


def new_game(seed: bytes, balance: int, currency: Currency, rtp: str = ladder.DEFAULT) -> State:
    """A fresh game in `currency` and the rung `rtp` with its active princess drawn at random."""
    princess = model.PRINCESSES[Rng(seed).below(len(model.PRINCESSES))]
    return new_state(balance, princess, currency, rtp)


def spin(state: State, bet: int, seed: bytes, now: int,
         forced: list[g.Grid] | None = None, fail_at: int | None = None, rtp: str | None = None) -> Outcome:
    """Start a round in the rung `rtp` (None: the state's): take the bet, play the base spin and
    trinity, stop at the choice or the end. The game is in that rung from this round on."""
    rtp = rtp or rtp_of(state)
    steps = StepLog(fail_at)
    play = Round(Rng(seed), bet, state["princess"], steps=steps, forced=forced)
    with ladder.landing(rtp):
        awaiting = play.play_spin()
    record = {**_started(state, bet, now), "win": play.win, "status": "awaiting_choice" if awaiting else "complete",
              "multiplier": play.multiplier, "meter": play.meter}
    new = with_rtp({**state, "bet": bet, "princess": play.princess, "rounds": record["id"]}, rtp)
    if awaiting:
        new["balance"] = record["balance_after"]
        new["round"] = record
    else:
        _finish(new, record, steps)
    return Outcome(new, record, list(steps))


def choose(state: State, princess: str, seed: bytes, now: int,
           forced: list[g.Grid] | None = None, fail_at: int | None = None) -> Outcome:
    """Answer the open round's free-spins choice and play the feature to the round's end."""
    record = state["round"]
    if expired(record, now):
        return void(state)
    steps = StepLog(fail_at)
    play = Round(Rng(seed), record["bet"], state["princess"], steps=steps, forced=forced,
                 win=record["win"], multiplier=record["multiplier"], meter=record["meter"])
    with ladder.landing(rtp_of(state)):  # the round's own rung, whatever the operator runs now
        play.play_free_spins(princess)
    record = {**record, "win": play.win, "multiplier": play.multiplier, "meter": play.meter}
    new = {**state, "round": None}
    _finish(new, record, steps)
    return Outcome(new, record, list(steps))


def resume(state: State, now: int) -> Outcome:
    """Check a stored state on load; void a round that has waited too long."""
    record = state["round"]
    if record is not None and expired(record, now):
        return void(state)
    return Outcome(state, record, [])


def expired(record: RoundRecord, now: int) -> bool:
    """True once a waiting round is more than 7 x 24 hours old."""
    started: int = record["started_at"]
    return now - started > model.VOID_AFTER_MS


def void(state: State) -> Outcome:
    """Void the open round: the bet comes back and nothing is paid."""
    record = _voided(state["round"])
    new = {**state, "balance": record["balance_before"], "round": None}
    return Outcome(new, record, [], voided=True)


def malfunction(state: State, bet: int, now: int) -> Outcome:
    """The state after an engine fault: the round (open or just started) is void."""
    if state["round"] is not None:
        return void(state)
    record = _voided(_started(state, bet, now))
    return Outcome({**copy.deepcopy(state), "rounds": record["id"]}, record, [], voided=True)


def _started(state: State, bet: int, now: int) -> RoundRecord:
    """The record of the state's next round as it starts: the bet taken, nothing won yet."""
    return {"id": state["rounds"] + 1, "bet": bet, "win": 0, "status": "awaiting_choice", "started_at": now,
            "balance_before": state["balance"], "balance_after": state["balance"] - bet, "multiplier": 1, "meter": 0}


def _voided(record: RoundRecord) -> RoundRecord:
    """A round record made void: nothing won, the balance as before the bet."""
    return {**record, "status": "void", "win": 0, "balance_after": record["balance_before"]}


def _finish(state: State, record: RoundRecord, steps: list[Step]) -> None:
    """Pay the round's win and close it."""
    record["status"] = "complete"
    record["balance_after"] = record["balance_before"] - record["bet"] + record["win"]
    state["balance"] = record["balance_after"]
    state["round"] = None
    steps.append({"t": "end", "win": record["win"], "balance": record["balance_after"]})

