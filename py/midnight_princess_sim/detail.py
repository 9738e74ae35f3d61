"""Where the wins come from: each part played with its steps recorded, and the steps counted.

The steps are the protocol's own (docs/protocol.md), the very ones a player's screen shows, so
this breakdown reads the game as it is played: every win by symbol and run length, by multiplier
level and after which Girl Power, the drops a landing makes and the multiplier a play ends on.
Recording steps is slower than the simulator's plain path, so this runs on a smaller sample than
the RTP; its sums are exact integers, merged like every other chunk's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from midnight_princess import model

from .engines import Engine
from .part import Part
from .stats import BET
from .sums import LABEL

MAX_DROPS = 25  # each drop empties at least two cells of 25


@dataclass
class DetailSums:
    """One part's plays counted from their steps; each list of two or three numbers is a record."""

    part: str = field(metadata=LABEL)  # the part's key: "base", "trinity" or "free:<princess>"
    plays: int
    hits: int
    win: int
    landings: int
    cap_shortfall: int  # what the steps paid beyond the cap
    drops: list[int]  # landings by the number of paying drops they made
    final_multiplier: list[int]  # plays by the multiplier they ended on
    by_multiplier: list[list[int]]  # [wins, cents] by multiplier level
    symbols: dict[str, list[int]]  # "symbol:run length": [landings hit, wins, cents]
    powers: dict[str, list[int]]  # by princess: [fired, landings won after it, cents after it]
    prizes: list[int]  # [prizes, cents]

    @classmethod
    def empty(cls, part: str, plays: int) -> DetailSums:
        """Nothing counted yet for ``plays`` plays of a part."""
        return cls(part=part, plays=plays, hits=0, win=0, landings=0, cap_shortfall=0,
                   drops=[0] * (MAX_DROPS + 1), final_multiplier=[0] * (model.MAX_MULTIPLIER + 1),
                   by_multiplier=[[0, 0] for _ in range(model.MAX_MULTIPLIER + 1)],
                   symbols={f"{s}:{n}": [0, 0, 0] for s in model.SYMBOLS for n in (3, 4, 5)},
                   powers={p: [0, 0, 0] for p in model.PRINCESSES}, prizes=[0, 0])


def count_steps(tally: DetailSums, steps: list[dict[str, Any]], win: int, multiplier: int) -> None:
    """Add one play's steps to a tally."""
    tally.hits += win > 0
    tally.win += win
    tally.final_multiplier[multiplier] += 1
    symbols, by_multiplier, powers = tally.symbols, tally.by_multiplier, tally.powers
    drops = -1
    hit: set[str] = set()
    power = ""
    power_won = False
    paid = 0
    for step in steps:
        kind = step["t"]
        if kind == "land":
            if drops >= 0:
                tally.drops[drops] += 1
            tally.landings += 1
            drops, hit, power, power_won = 0, set(), "", False
        elif kind == "win":
            drops += 1
            total = step["total"]
            paid += total
            level = by_multiplier[step["multiplier"]]
            level[0] += len(step["wins"])
            level[1] += total
            for one in step["wins"]:
                key = f"{one['symbol']}:{len(one['cells'])}"
                entry = symbols[key]
                if key not in hit:
                    hit.add(key)
                    entry[0] += 1
                entry[1] += 1
                entry[2] += one["pay"]
            if power:
                powers[power][2] += total
                if not power_won:
                    power_won = True
                    powers[power][1] += 1
        elif kind == "power":
            power = step["princess"]
            powers[power][0] += 1
        elif kind == "prize":
            tally.prizes[0] += 1
            tally.prizes[1] += step["amount"]
            paid += step["amount"]
    if drops >= 0:
        tally.drops[drops] += 1
    tally.cap_shortfall += paid - win


def detail_chunk(engine: Engine, seed: bytes, index: int, count: int, part: Part) -> DetailSums:
    """Play one chunk of a part with its steps and count them."""
    Round, Rng, child_seed = engine.play.Round, engine.rng.Rng, engine.rng.child_seed
    rng = Rng(child_seed(seed, "detail:" + part.key, index))
    tally = DetailSums.empty(part.key, count)
    princess = model.PRINCESSES[rng.below(len(model.PRINCESSES))]
    for _ in range(count):
        steps: list[dict[str, Any]] = []
        play = Round(rng, BET, princess, steps=steps)
        if part.phase == "base":
            play.play_base()
            princess = play.princess
        elif part.phase == "trinity":
            play.play_trinity()
        else:
            play.play_free_spins(part.choice)
        count_steps(tally, steps, play.win, play.multiplier)
    return tally
