"""docs/PAR.md was made with the engine that ships: its fingerprint is the engine's."""

from __future__ import annotations

import json
from pathlib import Path

from midnight_princess import model
from midnight_princess_sim import engines, par

SHEET = Path(__file__).resolve().parents[2] / "docs" / par.MARKDOWN_NAME


def test_the_par_sheet_names_the_shipped_engine() -> None:
    named = par.sheet_fingerprint(SHEET.read_text(encoding="utf-8"))
    assert named == engines.fingerprint(), (
        f"docs/PAR.md was made with engine {named}, the engine is now {engines.fingerprint()}: the model or "
        "the engine's play changed, so regenerate the sheet (README, Simulator and maths).")


def test_the_choice_screens_swing_is_the_sheets_feature_spread() -> None:
    """model.FREE_SPINS_SWING (shown on the choice screen) orders the choices as the sheet's feature SDs do."""
    figures = json.loads(SHEET.with_name(par.JSON_NAME).read_text(encoding="utf-8"))["parts"]["choices"]
    by_spread = sorted(model.PRINCESSES, key=lambda c: figures[c]["feature_sd_x"])
    assert [model.FREE_SPINS_SWING[c] for c in by_spread] == ["least", "middle", "most"], by_spread
