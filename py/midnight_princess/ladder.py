"""The operator's RTP ladder: one game at five returns, differing only in how often each reel set lands.

Every rung plays model.py's rules, paytable, powers, meter, reels and 5,000x cap. The default
rung, 96.50, is model.py's own ``REEL_SETS``; every other rung adds landings to its base game
(a lean set: the ordinary reel with two moons fewer) and to its trinity round (more of the
three-symbol set), and sets each choice's moon shower's weight.
A game's state names its rung (docs/protocol.md); a play lands from that rung's sets.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from . import model, play

DEFAULT = model.RTP
ReelSets = tuple[tuple[int, tuple[model.Reel, ...]], ...]


class Rung(NamedTuple):
    """A rung: the lean base landings added to the default rung's 1,008 (its ordinary 1,000 and its
    rich 8 kept), the three-symbol trinity landings added to its 1,000, and each choice's moon shower
    of 400,000 (the crown keeps 1, the choice's ordinary set the rest, as at the default rung)."""

    lean: int
    rich: int
    love: int
    star: int
    storm: int


# Each rung keeps the top rung's shape: about 1 round in 3 wins, free spins about 1 in 250 rounds,
# 43.5% of the return from them. The lean set takes the base game down, more of the trinity's
# three-symbol set keeps the free spins' frequency as the full meter comes less often, and fewer
# showers take the feature down. The base game and the trinity round are the default rung's with
# sets added, so a rung's proof takes them from the default rung's sheet and plays only what it adds.
RUNGS: dict[str, Rung] = {
    "94.51": Rung(lean=74, rich=3, love=480, star=898, storm=4_046),
    "91.49": Rung(lean=208, rich=7, love=408, star=776, storm=3_858),
    "87.50": Rung(lean=444, rich=13, love=313, star=618, storm=3_585),
    "84.50": Rung(lean=692, rich=18, love=245, star=496, storm=3_389),
}
RTPS: tuple[str, ...] = (DEFAULT, *RUNGS)

_REEL_SETS: dict[str, dict[str, ReelSets]] = {}


def reel_sets(rtp: str) -> dict[str, ReelSets]:
    """A rung's reel sets by phase, as model.REEL_SETS holds the default rung's."""
    if rtp == DEFAULT:
        return model.REEL_SETS
    if rtp not in _REEL_SETS:  # made on first use: a candidate model (the tuner's) never needs one
        rung = RUNGS[rtp]
        (ordinary, ordinary_reels), (hot, hot_reels) = model.REEL_SETS["base"]
        # The lean base landing: the ordinary reel with two moons fewer (hearts fill the strip).
        lean = tuple({**reel, "moon": reel["moon"] - 2, "heart": reel["heart"] + 2} for reel in ordinary_reels)
        (plain, plain_reels), (rich, rich_reels) = model.REEL_SETS["trinity"]
        free = {f"free:{choice}": _weighed(f"free:{choice}", (399_999 - shower, shower, 1))
                for choice, shower in (("love", rung.love), ("star", rung.star), ("storm", rung.storm))}
        _REEL_SETS[rtp] = {"base": ((ordinary, ordinary_reels), (hot, hot_reels), (rung.lean, lean)),
                           "trinity": ((plain, plain_reels), (rich + rung.rich, rich_reels)), **free}
    return _REEL_SETS[rtp]


def _weighed(phase: str, weights: tuple[int, ...]) -> ReelSets:
    """A phase's model.py reel sets at other weights, of the same total (so a landing draws alike)."""
    sets = model.REEL_SETS[phase]
    assert sum(weights) == sum(weight for weight, _ in sets)
    return tuple((weight, reels) for weight, (_, reels) in zip(weights, sets, strict=True))


_STRIPS: dict[str, dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[play.Reels, ...]]]] = {}


def strips(rtp: str) -> dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[play.Reels, ...]]]:
    """A rung's reel strips as play lands them, made on its first play."""
    if rtp not in _STRIPS:
        _STRIPS[rtp] = {phase: play._prepare(sets) for phase, sets in reel_sets(rtp).items()}
    return _STRIPS[rtp]


@contextmanager
def landing(rtp: str) -> Iterator[None]:
    """Every landing inside lands from the rung's reel sets; the default rung's play is untouched.

    play binds model.py's strips, as the simulator proved it; another rung's are swapped into the
    same table for the length of one play, so every rung plays the very code that was proved.
    """
    if rtp == DEFAULT:
        yield
        return
    table = play.STRIPS
    saved = dict(table)
    table.update(strips(rtp))
    try:
        yield
    finally:
        table.update(saved)
