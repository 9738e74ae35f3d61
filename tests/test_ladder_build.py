"""build.py and the RTP ladder: every rung's max win odds from its PAR sheet for the help, and a build for
one operator pinned to one rung (build.py --rtp), which no launch parameter changes (web/js/launch.js)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from midnight_princess import ladder

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the repository's build.py)


def build_info(out: Path) -> str:
    return (out / "js" / "build-info.js").read_text(encoding="utf-8")


def odds_of(info: str) -> dict[str, dict[str, int]]:
    match = re.search(r"^export const MAX_WIN_ODDS = (\{.*\});$", info, re.M)
    assert match, info
    return json.loads(match.group(1))  # type: ignore[no-any-return]


def test_every_rung_of_the_ladder_has_a_sheet_the_build_reads_the_default_first() -> None:
    assert list(build.rung_sheets()) == list(ladder.RTPS)


def test_a_build_states_every_rungs_max_win_odds_from_its_sheet(tmp_path: Path) -> None:
    wheel = tmp_path / "engine.whl"
    wheel.write_bytes(b"wheel")
    build.copy_web(tmp_path / "out", False, wheel, {})
    info = build_info(tmp_path / "out")
    assert "export const RTP = null;" in info
    odds = odds_of(info)
    assert list(odds) == sorted(build.rung_sheets())
    for rtp, sheet in build.rung_sheets().items():
        choices = json.loads(sheet.read_text(encoding="utf-8"))["parts"]["choices"]
        assert odds[rtp] == {c: round(1 / f["round_capped"]) for c, f in choices.items()}


def test_a_build_for_one_rung_names_it_and_states_its_odds_only(tmp_path: Path) -> None:
    wheel = tmp_path / "engine.whl"
    wheel.write_bytes(b"wheel")
    rtp = list(build.rung_sheets())[-1]
    build.copy_web(tmp_path / "out", False, wheel, {}, rtp=rtp)
    info = build_info(tmp_path / "out")
    assert f'export const RTP = "{rtp}";' in info and list(odds_of(info)) == [rtp]


def test_a_rung_without_a_sheet_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="no PAR sheet for the rung 95.00"):
        build.build(tmp_path / "never", False, rtp="95.00")
    assert not (tmp_path / "never").exists()
