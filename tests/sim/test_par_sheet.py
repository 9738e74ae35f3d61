"""Every rung's PAR sheet (docs/PAR.md, docs/par/<rtp>/PAR.md) was made with the engine that ships and that
rung's table, proves its return as the rules ask, and its par.json is the shape the simulator types."""

from __future__ import annotations

import json
from pathlib import Path
from types import UnionType
from typing import Any, NotRequired, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from midnight_princess import ladder, model
from midnight_princess_sim import engines, par
from midnight_princess_sim.stats import proof_half_width, target_of
from midnight_princess_sim.figures import Result

DOCS = Path(__file__).resolve().parents[2] / "docs"
SHEET = DOCS / par.MARKDOWN_NAME


def sheet_of(rtp: str) -> Path:
    return par.sheet_dir(rtp, DOCS) / par.MARKDOWN_NAME


def test_the_par_sheet_names_the_shipped_engine() -> None:
    named = par.sheet_fingerprint(SHEET.read_text(encoding="utf-8"))
    assert named == engines.fingerprint(), (
        f"docs/PAR.md was made with engine {named}, the engine is now {engines.fingerprint()}: the model or "
        "the engine's play changed, so regenerate the sheet (docs/simulator.md, The PAR sheet).")


@pytest.mark.parametrize("rtp", list(ladder.RUNGS))
def test_each_rungs_sheet_names_the_shipped_engine_and_its_table(rtp: str) -> None:
    named = par.sheet_fingerprint(sheet_of(rtp).read_text(encoding="utf-8"))
    assert named == engines.fingerprint(rtp), (
        f"docs/par/{rtp}/PAR.md was made with engine {named}, the engine and the rung's table are now "
        f"{engines.fingerprint(rtp)}: prove the rung again (docs/simulator.md, --rtp).")


@pytest.mark.parametrize("rtp", list(ladder.RUNGS))
def test_each_rungs_sheet_was_measured_against_the_default_rungs_sheet_as_it_is(rtp: str) -> None:
    """A rung's figures lean on the default rung's sheet (its base game, trinity round and features):
    a new default sheet asks for every rung's again."""
    control = json.loads(sheet_of(rtp).with_name(par.JSON_NAME).read_text(encoding="utf-8"))["config"]["control"]
    default = json.loads(SHEET.with_name(par.JSON_NAME).read_text(encoding="utf-8"))
    assert (control["sheet"], control["engine"], control["seed"]) == ("docs/par.json", default["engine"], default["config"]["seed"])


@pytest.mark.parametrize("rtp", ladder.RTPS)
def test_each_rungs_sheet_proves_its_return_for_every_choice(rtp: str) -> None:
    """Every choice's interval (and a random pick's) holds the rung's return, at most the proof's half-width
    wide each side: +-0.05 pp at the default rung, the rules' +-0.10 pp at the others."""
    data = json.loads(sheet_of(rtp).with_name(par.JSON_NAME).read_text(encoding="utf-8"))
    assert data["model"]["rtp_target"] == target_of(rtp)
    for choice, figures in data["parts"]["choices"].items():
        assert figures["rtp_low"] <= target_of(rtp) <= figures["rtp_high"], (rtp, choice)
        assert figures["ci95"] <= proof_half_width(rtp), (rtp, choice)


@pytest.mark.parametrize("rtp", ladder.RTPS)
def test_the_choice_screens_swing_is_the_sheets_feature_spread(rtp: str) -> None:
    """model.FREE_SPINS_SWING (shown on the choice screen at every rung) orders the choices as each sheet's feature SDs do."""
    figures = json.loads(sheet_of(rtp).with_name(par.JSON_NAME).read_text(encoding="utf-8"))["parts"]["choices"]
    by_spread = sorted(model.PRINCESSES, key=lambda c: figures[c]["feature_sd_x"])
    assert [model.FREE_SPINS_SWING[c] for c in by_spread] == ["least", "middle", "most"], (rtp, by_spread)


def conforms(value: Any, kind: Any, where: str = "par.json") -> list[str]:
    """Where ``value`` (JSON) is not of ``kind`` (a type of figures.py), key by key."""
    if kind is Any:
        return []
    if is_typeddict(kind):
        if not isinstance(value, dict):
            return [f"{where}: not an object"]
        hints = get_type_hints(kind)
        # Read from the hints: a NotRequired in a postponed annotation is not in __optional_keys__ on Python 3.11.
        optional = {key for key, hint in get_type_hints(kind, include_extras=True).items() if get_origin(hint) is NotRequired}
        problems = [f"{where}: {key} missing" for key in hints if key not in optional and key not in value]
        problems += [f"{where}: {key} not declared" for key in value if key not in hints]
        for key, item in value.items():
            if key in hints:
                hint = hints[key]
                if get_origin(hint) is NotRequired:
                    hint = get_args(hint)[0]
                problems += conforms(item, hint, f"{where}.{key}")
        return problems
    origin, args = get_origin(kind), get_args(kind)
    if origin in (Union, UnionType):
        tries = [conforms(value, arg, where) for arg in args]
        return [] if any(not t for t in tries) else min(tries, key=len)
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: not an object"]
        return [p for key, item in value.items() for p in conforms(item, args[1], f"{where}.{key}")]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: not a list"]
        return [p for i, item in enumerate(value) for p in conforms(item, args[0], f"{where}[{i}]")]
    if kind is type(None):
        return [] if value is None else [f"{where}: not null"]
    allowed = (int, float) if kind is float else (kind,)
    return [] if isinstance(value, allowed) and not isinstance(value, bool) else [f"{where}: not {kind.__name__}"]


@pytest.mark.parametrize("sheet", ["PAR.md", *(f"par/{rtp}/PAR.md" for rtp in ladder.RUNGS), "tuning/C8-proof/PAR.md",
                                   "tuning/archive/centred-run-3/PAR.md", "tuning/archive/centred-run-4/PAR.md"])
def test_par_json_is_the_shape_the_simulator_types(sheet: str) -> None:
    """figures.Result describes par.json key by key: the sheet's reader is type-checked against what is written."""
    data = json.loads((SHEET.parent / sheet).with_name(par.JSON_NAME).read_text(encoding="utf-8"))
    assert conforms(data, Result) == []
