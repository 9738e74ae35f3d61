"""Golden replies: fixed requests must get exactly the stored replies, byte for byte, in CPython (every rung of the RTP ladder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from midnight_princess import ladder
from midnight_princess.bridge import handle

GOLDEN = Path(__file__).resolve().parent / "golden" / "golden.json"
LADDER = GOLDEN.with_name("golden-ladder.json")  # every rung but the default
REGENERATE = ("If the math model or the engine changed on purpose, regenerate the goldens with "
              "`python tests/engine/golden/make_golden.py` and commit tests/engine/golden/golden.json.")


def test_golden_file_covers_the_features() -> None:
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))["cases"]
    assert len(cases) > 150
    replies = "".join(c["reply"] for c in cases)
    for token in ('"config"', '"choice"', '"free_spins_start"', '"free_spin"', '"voided":false', '"power"'):
        assert token in replies, token


def test_the_ladders_goldens_play_every_other_rung_its_features_and_a_move() -> None:
    cases = json.loads(LADDER.read_text(encoding="utf-8"))["cases"]
    replies = [json.loads(c["reply"]) for c in cases]
    rungs = {r["state"].get("rtp") for r in replies if r.get("state") and r["state"]["round"] is None}
    assert rungs == {*ladder.RUNGS, None}  # None: moved to the default rung
    assert {r["config"]["rtp"] for r in replies if "config" in r} == set(ladder.RUNGS)
    chosen = [r["state"].get("rtp") for c, r in zip(cases, replies) if '"op":"choose"' in c["request"]]
    assert set(chosen) == set(ladder.RUNGS)  # each rung's free spins, landed from its own sets
    assert replies[-1]["error"]["code"] == "INVALID_RTP"


@pytest.mark.parametrize("golden", [GOLDEN, LADDER], ids=lambda p: p.name)
def test_cpython_replies_match_the_goldens_byte_for_byte(golden: Path) -> None:
    cases = json.loads(golden.read_text(encoding="utf-8"))["cases"]
    mismatched = []
    for index, case in enumerate(cases):
        got = handle(case["request"], allow_force=case["allow_force"])
        if got != case["reply"]:
            mismatched.append((index, case["request"][:200], case["reply"][:300], got[:300]))
    assert not mismatched, (f"{len(mismatched)} of {len(cases)} golden replies differ. {REGENERATE}\n"
                            + "\n".join(f"#{i} request {req}\n  expected {exp}\n  got      {got}"
                                        for i, req, exp, got in mismatched[:3]))
