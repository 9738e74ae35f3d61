"""Invariants over many fixed seeds: money, grids, multiplier, step order, and the fast path.

The corpus is 300 seeded rounds played through `handle` exactly as the browser would
(new_game, spin at a bet level, choose when a choice is due), plus forced grid clears,
forced trinity rounds and forced max wins so that every feature is well represented.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from midnight_princess import grid as g
from midnight_princess import model
from midnight_princess.play import Round
from midnight_princess.rng import Rng
from midnight_princess.steps import GRID_STEPS, STEP_TYPES

import rules_oracle as o
from midnight_princess_testkit import ask, kinds, of, seed
from tests.repo import T0, choose, spin

NATURAL = 300
HEARTS = o.grid(*["HHHHH"] * 5)
LOVE5 = o.grid("HBGPH", "BGPHB", "GPHBG", "PHBGP", "LLLLL")
MOONS = o.grid(*["MMMMM"] * 5)


class Played:
    """One round: the state before, the spin reply, and the choose reply if any."""

    def __init__(self, before: dict[str, Any], bet: int, spin_reply: dict[str, Any],
                 choice: str | None, choose_reply: dict[str, Any] | None) -> None:
        self.before = before
        self.bet = bet
        self.spin = spin_reply
        self.choice = choice
        self.choose = choose_reply

    @property
    def steps(self) -> list[dict[str, Any]]:
        return self.spin["steps"] + (self.choose["steps"] if self.choose else [])

    @property
    def final(self) -> dict[str, Any]:
        return self.choose or self.spin

    @property
    def record(self) -> dict[str, Any] | None:
        return self.spin["state"]["round"]


def _play(index: int, label: str, grids: list[Any] | None = None, free: list[Any] | None = None) -> Played:
    new = ask({"v": 1, "op": "new_game", "seed": seed(label + "-game", index), "now": T0})
    before = new["state"]
    bet = model.BET_LEVELS[index % len(model.BET_LEVELS)]
    reply = spin(before, bet, grids=grids, seed=seed(label, index), now=T0 + index)
    assert reply["ok"] is True, reply
    choice = chosen = None
    if reply["round"]["status"] == "awaiting_choice":
        choice = o.PRINCESSES[index % 3]
        chosen = choose(reply["state"], choice, grids=free, seed=seed(label + "-choose", index),
                        now=T0 + index + 5000)
        assert chosen["ok"] is True, chosen
    return Played(before, bet, reply, choice, chosen)


@pytest.fixture(scope="module")
def corpus() -> list[Played]:
    rounds = [_play(i, "natural") for i in range(NATURAL)]
    rounds += [_play(i, "clear", grids=[HEARTS]) for i in range(45)]
    rounds += [_play(i, "trinity", grids=[LOVE5]) for i in range(30)]
    rounds += [_play(i, "maxwin", grids=[HEARTS], free=[LOVE5] * 4 + [MOONS] * 16) for i in range(3)]
    return rounds


def test_corpus_covers_every_feature(corpus: list[Played]) -> None:
    seen = [t for r in corpus for t in kinds(r.steps)]
    for t in STEP_TYPES:
        assert t in seen, t
    natural = corpus[:NATURAL]
    assert sum(1 for r in natural if "power" in kinds(r.spin["steps"])) > 10
    assert sum(1 for r in natural if any(w["multiplier"] > 1 for w in of(r.steps, "win"))) > 10


# --- money ------------------------------------------------------------------------------

def test_round_win_is_the_sum_of_win_totals_and_prizes_capped(corpus: list[Played]) -> None:
    for r in corpus:
        cap = r.bet * model.MAX_WIN_X
        paid = sum(s["total"] for s in of(r.steps, "win")) + sum(s["amount"] for s in of(r.steps, "prize"))
        assert r.steps[-1]["win"] == min(paid, cap) == r.final["round"]["win"]
        running = 0
        for s in r.steps:
            if s["t"] in ("win", "prize"):
                running = min(running + (s["total"] if s["t"] == "win" else s["amount"]), cap)
                assert s["round_win"] == running <= cap
            if s["t"] == "cap":
                assert s["round_win"] == running == cap


def test_balance_after_is_before_minus_bet_plus_win(corpus: list[Played]) -> None:
    for r in corpus:
        before = r.before["balance"]
        win = r.final["round"]["win"]
        assert r.final["state"]["balance"] == before - r.bet + win
        assert r.final["round"]["balance_before"] == before
        assert r.final["round"]["balance_after"] == before - r.bet + win
        if r.choose:
            assert r.spin["state"]["balance"] == before - r.bet == r.spin["round"]["balance_after"]


def test_end_step_and_round_record_match(corpus: list[Played]) -> None:
    for r in corpus:
        end = r.steps[-1]
        assert end == {"t": "end", "win": r.final["round"]["win"], "balance": r.final["state"]["balance"]}
        assert kinds(r.steps).count("end") == 1
        rnd = r.final["round"]
        assert set(rnd) == {"id", "bet", "win", "status", "started_at", "balance_before", "balance_after"}
        assert rnd["status"] == "complete" and rnd["bet"] == r.bet and rnd["id"] == 1
        assert r.final["state"]["round"] is None and r.final["state"]["rounds"] == 1
        if r.choose:
            assert r.spin["round"]["status"] == "awaiting_choice" and r.spin["steps"][-1]["t"] == "choice"
            assert r.spin["state"]["round"]["win"] == r.spin["round"]["win"]
            assert r.final["state"]["princess"] == r.spin["state"]["princess"]


# --- grids ------------------------------------------------------------------------------

def _apply(prev: o.Rows, step: dict[str, Any]) -> o.Rows:
    """The grid a step must leave, from the previous grid and the step's own fields."""
    out = [row[:] for row in prev]
    t = step["t"]
    if t == "remove":
        for r, c in step["cells"]:
            out[r][c] = None
        for r, c in step["moons"]:
            assert [r, c] in step["cells"], "a moon goes only where a win was emptied"
            out[r][c] = "moon"
    elif t == "fall":
        for (r1, c1), (r2, c2) in step["moves"]:
            assert c1 == c2 and r2 > r1 and prev[r1][c1] is not None
            out[r1][c1] = None
        for (r1, c1), (r2, c2) in step["moves"]:
            out[r2][c2] = prev[r1][c1]
    elif t == "moons_removed":
        assert all(prev[r][c] == "moon" for r, c in step["cells"])
        assert step["cells"] == [list(c) for c in o.cells_of(prev, {"moon"})]
        out = o.empty()
    elif t == "power":
        if step["effect"] == "transform":
            out = [[step["to"] if v == step["from"] else v for v in row] for row in prev]
        elif step["effect"] == "wilds":
            for r, c in step["cells"]:
                out[r][c] = "moon"
        else:
            for r, c in step["cells"]:
                out[r][c] = None
    return out


def test_every_grid_changing_step_carries_the_grid_its_fields_give(corpus: list[Played]) -> None:
    for r in corpus:
        prev = None
        for s in r.steps:
            if s["t"] in GRID_STEPS:
                assert "grid" in s, s
                if s["t"] != "land":
                    assert _apply(prev, s) == s["grid"], s
                prev = s["grid"]
            else:
                assert "grid" not in s, s


def test_fall_leaves_no_gap_and_keeps_each_column_in_order(corpus: list[Played]) -> None:
    for r in corpus:
        prev = None
        for s in r.steps:
            if s["t"] == "fall":
                for c in range(5):
                    column = [s["grid"][row][c] for row in range(5)]
                    kept = [v for v in column if v is not None]
                    assert column == [None] * (5 - len(kept)) + kept
                    assert kept == [prev[row][c] for row in range(5) if prev[row][c] is not None]
            if "grid" in s:
                prev = s["grid"]


def test_nothing_enters_the_grid_after_a_landing(corpus: list[Played]) -> None:
    for r in corpus:
        prev = None
        for s in r.steps:
            if "grid" not in s:
                continue
            if s["t"] != "land":
                assert o.filled(s["grid"]) <= o.filled(prev), s
                moons = {tuple(c) for c in s.get("moons", [])}
                wilds = {tuple(c) for c in s.get("cells", [])} if s.get("effect") == "wilds" else set()
                for row in range(5):
                    for c in range(5):
                        if prev[row][c] is None and s["grid"][row][c] is not None and s["t"] != "fall":
                            raise AssertionError(f"a symbol entered at {(row, c)}: {s}")
                        if s["t"] == "remove" and s["grid"][row][c] not in (None, prev[row][c]):
                            assert (row, c) in moons
                        if s["t"] == "power" and s["effect"] == "wilds" and s["grid"][row][c] != prev[row][c]:
                            assert (row, c) in wilds and prev[row][c] not in (None, "moon")
            prev = s["grid"]


def test_landings_are_full_grids_of_known_symbols(corpus: list[Played]) -> None:
    for r in corpus:
        for s in of(r.steps, "land"):
            assert all(v in model.SYMBOLS for row in s["grid"] for v in row)


# --- multiplier, free spins, wins ---------------------------------------------------------

def steps_before(steps: list[dict[str, Any]], step: dict[str, Any]) -> str:
    i = next(k for k, x in enumerate(steps) if x is step)
    return steps[i - 1]["t"]


def test_multiplier_never_above_20_and_rises_by_exactly_1_per_drop(corpus: list[Played]) -> None:
    for r in corpus:
        multiplier = 1
        pending = False  # a drop happened and its multiplier step is due
        for s in r.steps:
            t = s["t"]
            if pending and t not in ("fall", "multiplier"):
                assert multiplier == model.MAX_MULTIPLIER  # at x20 a drop leaves it there, silently
                pending = False
            if t == "win":
                assert s["multiplier"] == multiplier
            elif t == "remove":
                pending = True
            elif t == "multiplier":
                if pending:
                    assert s["value"] == multiplier + 1 <= model.MAX_MULTIPLIER
                    pending = False
                else:  # a new phase (trinity, free spins) starts again at x1
                    assert s["value"] == 1
                    assert steps_before(r.steps, s) in ("trinity_start", "free_spins_start")
                multiplier = s["value"]
            assert multiplier <= model.MAX_MULTIPLIER


def test_free_spins_total_never_above_20(corpus: list[Played]) -> None:
    for r in corpus:
        for s in of(r.steps, "free_spin") + of(r.steps, "extend"):
            assert s["total"] <= model.MAX_FREE_SPINS
        spins = of(r.steps, "free_spin")
        assert [s["number"] for s in spins] == list(range(1, len(spins) + 1))
        if spins and "cap" not in kinds(r.steps):
            assert spins[-1]["number"] == spins[-1]["total"]


def test_wins_sorted_by_symbol_id_then_cells_and_cells_row_major(corpus: list[Played]) -> None:
    for r in corpus:
        for s in of(r.steps, "win"):
            keys = [(w["symbol"], w["cells"]) for w in s["wins"]]
            assert keys == sorted(keys) and len(keys) == len(set(json.dumps(k) for k in keys))
            for w in s["wins"]:
                assert w["cells"] == sorted(w["cells"]) and 3 <= len(w["cells"]) <= 5
                rows = {c[0] for c in w["cells"]}
                cols = {c[1] for c in w["cells"]}
                assert len(rows) == 1 or len(cols) == 1
        for s in of(r.steps, "remove"):
            assert s["cells"] == sorted(s["cells"]) and s["moons"] == sorted(s["moons"])


# --- step order ---------------------------------------------------------------------------

def test_step_order(corpus: list[Played]) -> None:
    for r in corpus:
        steps = r.steps
        ks = kinds(steps)
        assert ks[0] == "land" and ks[-1] == "end"
        phase = "base"
        for i, s in enumerate(steps):
            t = s["t"]
            if t == "land":
                phase = s["phase"]
            if t in ("trinity_start", "free_spins_start"):
                phase = t[:4] if t == "free_spins_start" else "trinity"
            if t == "power":
                follows = steps[i + 1]
                assert (follows["t"] == "princess") == (phase == "base"), (phase, follows)
            if t == "princess":
                assert steps[i - 1]["t"] == "power" and phase == "base"
            if t == "extend":
                assert steps[i - 1] == {"t": "meter", "value": 3} and steps[i + 1] == {"t": "meter", "value": 0}
            if t == "meter":
                assert 0 <= s["value"] <= 3 and phase in ("base", "free")
            if t == "cap":
                assert all(k.endswith("_end") for k in ks[i + 1:-1]) and ks[-1] == "end"
                assert ks[i + 1:-1] == sorted(set(ks[i + 1:-1]), key=ks[i + 1:-1].index)
        assert ks.count("trinity_start") == ks.count("trinity_end") <= 1
        assert ks.count("choice") <= 1 and ks.count("free_spins_start") == ks.count("free_spins_end") <= 1
        if "choice" in ks:
            assert ks.index("choice") == len(r.spin["steps"]) - 1
        if "trinity_start" in ks:
            assert [p["princess"] for p in of(steps[ks.index("trinity_start"):ks.index("trinity_end")],
                                              "power")] == ["love", "star", "storm"][:ks[
                                                  ks.index("trinity_start"):ks.index("trinity_end")].count("power")]


def test_every_round_replays_exactly_against_the_rules(corpus: list[Played]) -> None:
    for r in corpus:
        replay = o.replay_spin(r.spin["steps"], r.bet, r.before["princess"], r.before["balance"])
        assert replay.princess == r.spin["state"]["princess"]
        if r.choose:
            o.replay_choose(r.choose["steps"], r.spin["state"]["round"], r.spin["state"]["princess"], r.choice)


# --- the simulator's fast path ----------------------------------------------------------------

def _outcome(rnd: Round, awaiting: bool) -> tuple[Any, ...]:
    return (awaiting, rnd.win, rnd.princess, rnd.multiplier, rnd.meter, rnd.free_total, rnd.capped,
            rnd.rng.take(16))


@pytest.mark.parametrize("forced", [False, True])
def test_steps_off_fast_path_gives_the_same_outcome(forced: bool) -> None:
    seeds = 1500 if not forced else 150
    clear = [g.from_rows(HEARTS)] if forced else None
    for i in range(seeds):
        raw = bytes.fromhex(seed("fast" + "-forced" * forced, i))
        bet = model.BET_LEVELS[i % len(model.BET_LEVELS)]
        princess = o.PRINCESSES[i % 3]
        results = []
        for steps in (None, []):
            rnd = Round(Rng(raw), bet, princess, steps=steps, forced=list(clear or []))
            awaiting = rnd.play_spin()
            spin_part = _outcome(rnd, awaiting)
            if awaiting:
                free = Round(Rng(raw[::-1]), bet, rnd.princess, steps=steps, win=rnd.win,
                             multiplier=rnd.multiplier, meter=rnd.meter)
                free.play_free_spins(o.PRINCESSES[(i // 3) % 3])
                results.append((spin_part, _outcome(free, False)))
            else:
                results.append((spin_part,))
        assert results[0] == results[1], (i, results)
