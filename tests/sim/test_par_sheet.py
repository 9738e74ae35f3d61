"""docs/PAR.md was made with the engine that ships: its fingerprint is the engine's."""

from __future__ import annotations

from pathlib import Path

from midnight_princess_sim import engines, par

SHEET = Path(__file__).resolve().parents[2] / "docs" / par.MARKDOWN_NAME


def test_the_par_sheet_names_the_shipped_engine() -> None:
    named = par.sheet_fingerprint(SHEET.read_text(encoding="utf-8"))
    assert named == engines.fingerprint(), (
        f"docs/PAR.md was made with engine {named}, the engine is now {engines.fingerprint()}: the model or "
        "the engine's play changed, so regenerate the sheet (README, Simulator and maths).")
