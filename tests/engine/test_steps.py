"""steps.py's lists are the engine's: every step type play.py and game.py emit is listed, every listed
one is emitted, shown in protocol.md and met in the goldens, and GRID_STEPS are those that carry the grid."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from midnight_princess.steps import GRID_STEPS, STEP_TYPES

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "py" / "midnight_princess"
PROTOCOL = ROOT / "docs" / "protocol.md"
GOLDEN = ROOT / "tests" / "engine" / "golden" / "golden.json"


def emitted() -> dict[str, bool]:
    """Every step the engine's source builds (a dict literal with a "t"): its type, and whether it carries the grid
    (a "grid" key of its own, or passed to Round._emit_grid, which adds it)."""
    found: dict[str, bool] = {}
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        with_grid = {id(call.args[0]) for call in ast.walk(tree) if isinstance(call, ast.Call) and call.args
                     and isinstance(call.func, ast.Attribute) and call.func.attr == "_emit_grid"}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Dict):
                continue
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            if "t" not in keys:
                continue
            kind = node.values[keys.index("t")]
            assert isinstance(kind, ast.Constant) and isinstance(kind.value, str), f"{path.name}: a step's t is not a literal"
            grid = "grid" in keys or id(node) in with_grid
            assert found.setdefault(kind.value, grid) == grid, f"{kind.value} carries the grid in one place only"
    return found


def test_the_engine_emits_exactly_the_listed_step_types() -> None:
    steps = emitted()
    assert sorted(steps) == sorted(STEP_TYPES)
    assert len(STEP_TYPES) == len(set(STEP_TYPES)) == 20


def test_grid_steps_are_the_steps_that_carry_the_grid() -> None:
    assert sorted(t for t, grid in emitted().items() if grid) == sorted(GRID_STEPS)


def test_every_listed_step_type_occurs_in_protocol_md_and_the_goldens_hold_no_other() -> None:
    replies = [json.loads(case["reply"]) for case in json.loads(GOLDEN.read_text(encoding="utf-8"))["cases"]]
    golden = {step["t"] for reply in replies for step in reply.get("steps", [])}
    shown = {json.loads(body)["t"] for body in re.findall(r"<!-- example: [\w-]+ step -->\n```json\n(.*?)\n```",
                                                          PROTOCOL.read_text(encoding="utf-8"), re.S)}
    assert shown == set(STEP_TYPES)
    assert golden <= set(STEP_TYPES) and len(golden) == 17  # the goldens' seeds meet no cap, prize or moons_removed
