"""The retune's search script: candidates are model.py's shapes, a part's record key is stable, and a
candidate reaches the engine, pure or compiled, through one door."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from midnight_princess import model
from midnight_princess_sim import chunks, engines, part, parts, tune

PY = Path(__file__).resolve().parents[2] / "py"


def test_model_py_as_a_candidate_gives_back_its_reel_sets() -> None:
    cand = tune.model_candidate()
    for phase, sets in model.REEL_SETS.items():
        assert tune.reel_sets(cand[phase]) == sets, phase


def test_a_set_may_name_five_different_reels() -> None:
    reels = [{"moon": 208 + i, "love": 12} for i in range(5)]
    ((weight, five),) = tune.reel_sets([[7, reels]])
    assert weight == 7 and [r["moon"] for r in five] == [208, 209, 210, 211, 212]
    assert all(sum(r.values()) == model.STRIP_LENGTH for r in five)
    with pytest.raises(ValueError, match="five reels, not 4"):
        tune.reel_sets([[7, reels[:4]]])


def test_a_parts_record_key_is_unchanged_for_one_reel_sets() -> None:
    # The keys docs/tuning/runs.jsonl holds for C8's base spin and trinity round (pooled by key).
    c8 = tune.load_candidates()["C8"]
    assert tune.part_key(c8, "base") == "2963ce226b6e679e"
    assert tune.part_key(c8, "trinity") == "9f1a8426bea36536"


# --- a candidate reaches the engine through one door: engines.load(kind, model=...) -----------------

SEED = b"tests/sim/tune".hex()


def star_features(values: engines.ModelValues | None, kind: str = "pure") -> parts.FeatureSums:
    """300 of star's features on an engine loaded with a candidate's model values."""
    played = chunks.play(chunks.Chunk(SEED, 0, part.free("star"), 300, engine=kind, model=values))
    assert isinstance(played.sums, parts.FeatureSums)
    return played.sums


def test_model_py_as_a_candidate_plays_what_model_py_plays() -> None:
    values = tune.candidate_model(tune.model_candidate())
    for piece in (part.BASE, part.TRINITY, part.free("love"), part.free("star")):
        count = sum(parts.trinity_weights()) if piece == part.TRINITY else 400
        plain = chunks.play(chunks.Chunk(SEED, 1, piece, count, engine="pure"))
        candidate = chunks.play(chunks.Chunk(SEED, 1, piece, count, engine="pure", model=values))
        assert candidate.sums == plain.sums, piece.key


def test_a_candidates_star_wilds_change_the_figures() -> None:
    """star_wilds is bound by play.py at import (_STAR_WILDS_WEIGHTS): a candidate's must be set before it."""
    cand = tune.model_candidate()
    two_wilds = tune.candidate_model({**cand, "star_wilds": [1, 3]})
    engine = engines.load("pure", model=two_wilds)
    assert engine.play._STAR_WILDS_WEIGHTS == (1, 3) and engine.model.STAR_WILDS_WEIGHTS == (1, 3)
    assert engines.load("pure").play._STAR_WILDS_WEIGHTS == model.STAR_WILDS_WEIGHTS == (1, 1)  # untouched
    plain, heavier = star_features(tune.candidate_model(cand)), star_features(two_wilds)
    assert heavier.feature_win != plain.feature_win
    assert heavier.features == plain.features == 300
    assert tune.part_key({**cand, "star_wilds": [1, 3]}, "free:star") != tune.part_key(cand, "free:star")
    assert tune.part_key({**cand, "star_wilds": [1, 3]}, "free:love") == tune.part_key(cand, "free:love")


def test_a_candidate_may_set_only_what_model_py_has() -> None:
    with pytest.raises(engines.ModelError, match="model.py has no 'STAR_WILD_WEIGHTS'"):
        engines.load("pure", model={"STAR_WILD_WEIGHTS": (1, 3)})


def test_a_candidate_reaches_the_compiled_engine_too() -> None:
    """mypyc compiles play's Final copies into C statics, bound at import: the door sets the model first.
    In a process of its own (a process holds one compiled model), against the pure engine's figures."""
    problem = engines.compiler_problem()
    if problem:
        assert not os.environ.get("CI"), problem  # CI installs gcc and the Python headers
        pytest.skip(problem)
    script = (
        "import json, sys\n"
        "from midnight_princess_sim import chunks, engines, part, tune\n"
        "values = tune.candidate_model({**tune.model_candidate(), 'star_wilds': [1, 3]})\n"
        f"played = chunks.play(chunks.Chunk({SEED!r}, 0, part.free('star'), 300, engine='compiled', model=values))\n"
        "assert played.engine_kind == 'compiled'\n"
        "print(played.sums.feature_win)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(PY)}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    two_wilds = tune.candidate_model({**tune.model_candidate(), "star_wilds": [1, 3]})
    assert int(out.stdout.split()[-1]) == star_features(two_wilds).feature_win


def test_a_process_plays_one_model_on_the_compiled_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engines, "_LOADED", {})
    monkeypatch.setattr(engines, "_COMPILED_MODEL", ["0123456789abcdef"])
    monkeypatch.setattr(engines, "build", lambda echo=None: engines.build_dir())
    with pytest.raises(engines.ModelError, match="needs a process of its own"):
        engines.load("compiled")
