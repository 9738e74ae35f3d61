"""RTP by parts: the base spin, the trinity round and the free spins, each simulated alone.

A round's value is ``B + T*Tr + [BC or (T and TC)]*F``: the base spin's win ``B``,
its full meter ``T`` and grid clear ``BC``, the trinity round's win ``Tr`` and clear
``TC``, and the feature's win ``F``. The trinity round and the feature start from
nothing the base spin left (x1, an empty meter, a new landing), so each part can be
sampled on its own, as often as its share of the variance asks, and the parts combine
exactly in expectation:

    RTP = E[B] + P(T) E[Tr] + (P(BC) + P(T and not BC) P(TC)) E[F]

The 95% interval comes from the delta method over the three independent samples. The
one coupling left out is the round cap when a feature starts from a base win ``w``
(a feature then pays ``min(F, cap - w)``): the bias is below ``w`` times the chance of
a feature reaching the cap, and is stated with the figures.

Every chunk is seeded from the run's seed, the part and the chunk's index, and returns
exact integer sums, so any split of the chunks over processes gives the same figures.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from . import model
from .play import CAP, CLEAR, Round
from .rng import Rng, child_seed

BET = 100  # cents; RTP is win / bet, so any bet level gives the same figures
Z95 = 1.959963984540054

Sums = dict[str, int]


def base_chunk(seed: bytes, index: int, rounds: int) -> Sums:
    """Base spins alone, the active princess carried from round to round."""
    rng = Rng(child_seed(seed, "base", index))
    princess = model.PRINCESSES[rng.below(3)]
    s = dict.fromkeys(("n", "b", "bb", "t", "bc", "s", "bt", "bbc", "bs", "tbc", "hit", "powers", "cap"), 0)
    n = b_sum = bb = t_sum = bc_sum = s_sum = bt = bbc = bs = tbc = hit = powers = caps = 0
    for _ in range(rounds):
        play = Round(rng, BET, princess)
        outcome = play.play_base()
        princess = play.princess
        b = play.win
        t = play.meter >= model.METER_FULL and outcome != CAP
        bc = outcome == CLEAR
        n += 1
        b_sum += b
        bb += b * b
        powers += play.powers
        if outcome == CAP:
            caps += 1
        if b or t or bc:
            hit += 1
        if t:
            t_sum += 1
            bt += b
            if bc:
                tbc += 1
            else:
                s_sum += 1
                bs += b
        if bc:
            bc_sum += 1
            bbc += b
    s.update(n=n, b=b_sum, bb=bb, t=t_sum, bc=bc_sum, s=s_sum, bt=bt, bbc=bbc, bs=bs, tbc=tbc,
             hit=hit, powers=powers, cap=caps)
    return s


def trinity_chunk(seed: bytes, index: int, rounds: int) -> Sums:
    """Trinity rounds alone, each from x1 and a new landing."""
    rng = Rng(child_seed(seed, "trinity", index))
    n = tr = trtr = tc = trtc = 0
    for _ in range(rounds):
        play = Round(rng, BET, "love")
        cleared = play.play_trinity() == CLEAR
        w = play.win
        n += 1
        tr += w
        trtr += w * w
        if cleared:
            tc += 1
            trtc += w
    return {"n": n, "tr": tr, "trtr": trtr, "tc": tc, "trtc": trtc}


def feature_chunk(seed: bytes, index: int, features: int, choice: str) -> Sums:
    """Free-spins features alone for one choice, each from x1 and an empty meter."""
    rng = Rng(child_seed(seed, "free:" + choice, index))
    n = f = ff = prize = caps = ext = spins = clears = 0
    top = 0
    for _ in range(features):
        play = Round(rng, BET, "love")
        play.play_free_spins(choice)
        w = play.win
        n += 1
        f += w
        ff += w * w
        prize += play.win_prize
        caps += play.capped
        ext += play.extensions
        spins += play.free_spins_played
        clears += play.clears
        top = max(top, w)
    return {"n": n, "f": f, "ff": ff, "prize": prize, "cap": caps, "ext": ext, "spins": spins,
            "clears": clears, "top": top}


def merge(chunks: list[Sums]) -> Sums:
    """Add chunk sums (``top`` is a maximum)."""
    total: Sums = {}
    for chunk in chunks:
        for key, value in chunk.items():
            total[key] = max(total.get(key, 0), value) if key == "top" else total.get(key, 0) + value
    return total


@dataclass
class Estimate:
    """The RTP of one free-spins choice, by parts, with its 95% interval (fractions of the bet)."""

    rtp: float
    half_width: float
    base: float
    trinity: float
    free: float
    prize: float
    trigger: float
    feature_mean_x: float
    parts_variance: dict[str, float] = field(default_factory=dict)


def _var(sum_x: int, sum_xx: int, n: int) -> float:
    mean = sum_x / n
    return max(sum_xx / n - mean * mean, 0.0)


def combine(base: Sums, trinity: Sums, feature: Sums) -> Estimate:
    """The RTP and its interval from the three parts' sums."""
    u = BET
    nb, nt, nf = base["n"], trinity["n"], feature["n"]
    eb = base["b"] / nb / u
    pt, pbc, ps = base["t"] / nb, base["bc"] / nb, base["s"] / nb
    etr, pc = trinity["tr"] / nt / u, trinity["tc"] / nt
    ef = feature["f"] / nf / u
    trigger = pbc + ps * pc
    rtp = eb + pt * etr + trigger * ef
    # Base sample: Var(B + etr*T + ef*BC + pc*ef*S) per round, from the stored cross sums.
    a_t, a_bc, a_s = etr, ef, pc * ef
    mb = {"b": eb, "t": pt, "bc": pbc, "s": ps}
    ex2 = (base["bb"] / u / u / nb + a_t**2 * pt + a_bc**2 * pbc + a_s**2 * ps
           + 2 * a_t * base["bt"] / u / nb + 2 * a_bc * base["bbc"] / u / nb + 2 * a_s * base["bs"] / u / nb
           + 2 * a_t * a_bc * base["tbc"] / nb + 2 * a_t * a_s * ps)
    mean_lin = mb["b"] + a_t * pt + a_bc * pbc + a_s * ps
    var_base = max(ex2 - mean_lin**2, 0.0) / nb
    # Trinity sample: Var(pt*Tr + ps*ef*TC) per trinity round.
    c_tr, c_tc = pt, ps * ef
    var_tr = _var(trinity["tr"], trinity["trtr"], nt) / u / u
    var_tc = pc * (1 - pc)
    cov = trinity["trtc"] / nt / u - etr * pc
    var_trinity = (c_tr**2 * var_tr + c_tc**2 * var_tc + 2 * c_tr * c_tc * cov) / nt
    var_feature = trigger**2 * _var(feature["f"], feature["ff"], nf) / u / u / nf
    half = Z95 * math.sqrt(var_base + var_trinity + var_feature)
    return Estimate(
        rtp=rtp, half_width=half, base=eb, trinity=pt * etr,
        free=trigger * (feature["f"] - feature["prize"]) / nf / u, prize=trigger * feature["prize"] / nf / u,
        trigger=trigger, feature_mean_x=ef,
        parts_variance={"base": var_base, "trinity": var_trinity, "free": var_feature},
    )
