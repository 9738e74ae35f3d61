"""What a memory snapshot freezes cannot change a reply: the engine the browser restores from one
(everything `bridge` imports) draws no randomness of its own and keeps no hash-ordered output."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "py" / "midnight_princess"
# A snapshot holds `random`'s state and the hash seed as they were when it was taken.
FROZEN_SOURCES = {"random", "secrets", "uuid"}


def engine_modules() -> set[str]:
    """The package's modules that importing midnight_princess.bridge loads, found from their imports."""
    seen: set[str] = set()
    todo = ["bridge"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        tree = ast.parse((PACKAGE / f"{name}.py").read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                todo += [node.module] if node.module else [alias.name for alias in node.names]
    return seen


def test_the_snapshotted_engine_uses_no_unseeded_randomness() -> None:
    modules = engine_modules()
    assert {"bridge", "game", "play", "rng", "grid", "model", "state"} <= modules
    for name in sorted(modules):
        tree = ast.parse((PACKAGE / f"{name}.py").read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not {a.name.split(".")[0] for a in node.names} & FROZEN_SOURCES, f"{name}.py imports {ast.unparse(node)}"
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                assert (node.module or "").split(".")[0] not in FROZEN_SOURCES, f"{name}.py: {ast.unparse(node)}"
            elif isinstance(node, ast.Attribute) and node.attr in ("urandom", "getrandom", "randbytes"):
                raise AssertionError(f"{name}.py reads OS randomness: {ast.unparse(node)}")
            elif isinstance(node, ast.Name) and node.id == "hash":
                raise AssertionError(f"{name}.py calls hash(), whose seed a snapshot freezes")

