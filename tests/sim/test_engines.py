"""The compiled engine is the pure one's source compiled by mypyc: the same figures, the same replies."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from midnight_princess_sim import cli, engines, run

GOLDEN = Path(__file__).resolve().parents[1] / "engine" / "golden" / "golden.json"
SMALL = {"rounds_count": 2000, "seed": cli.parse_seed("tests/sim/engines"), "choice": "all", "splits": 2,
         "chunk": 1000, "parts_rounds": 20_000, "detail_rounds": 2000}


@pytest.fixture(scope="session")
def compiled() -> engines.Engine:
    """The compiled engine, built once (cached in py/.compiled, git-ignored) when missing or stale."""
    problem = engines.compiler_problem()
    if problem:
        # CI installs gcc and the Python headers: there the compiled engine must be tested.
        assert not os.environ.get("CI"), problem
        pytest.skip(problem)
    return engines.load("compiled")


def figures(result: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps({k: v for k, v in result.items() if k not in ("run", "plan")}, sort_keys=True))


def test_the_compiled_engine_is_compiled(compiled: engines.Engine) -> None:
    assert compiled.kind == "compiled"
    for module in (compiled.model, compiled.rng, compiled.grid, compiled.play):
        assert module.__file__ is not None and module.__file__.endswith(".so"), module.__file__
    assert engines.is_current()
    assert engines.load("auto") is compiled


def test_pure_and_compiled_give_identical_figures(compiled: engines.Engine) -> None:
    pure = run.simulate(**SMALL, engine="pure")  # type: ignore[arg-type]
    fast = run.simulate(**SMALL, engine="compiled")  # type: ignore[arg-type]
    assert pure["run"]["engine"] == "pure" and fast["run"]["engine"] == "compiled"
    assert figures(fast) == figures(pure)


def test_the_compiled_engine_gives_the_golden_replies(compiled: engines.Engine) -> None:
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))["cases"]
    differ = [i for i, case in enumerate(cases)
              if compiled.bridge.handle(case["request"], allow_force=case["allow_force"]) != case["reply"]]
    assert not differ, f"{len(differ)} of {len(cases)} golden replies differ in the compiled engine: {differ[:5]}"


def test_a_build_from_other_source_is_stale(tmp_path: Path) -> None:
    (tmp_path / engines.COMPILED_PACKAGE).mkdir()
    (tmp_path / engines.STAMP).write_text(json.dumps({"source": "0" * 64}), encoding="utf-8")
    assert not engines.is_current(tmp_path)
    (tmp_path / engines.STAMP).write_text(json.dumps({"source": engines.source_hash()}), encoding="utf-8")
    assert engines.is_current(tmp_path)


def test_the_fingerprint_ignores_comments_and_docstrings_only() -> None:
    source = (engines.ENGINE_SOURCE / "play.py").read_text(encoding="utf-8")
    digest = engines.code_digest(source)
    assert engines.code_digest("# a new comment\n" + source.replace('"""', '"""Reworded. ', 1)) == digest
    assert engines.code_digest(source.replace("count += 1", "count += 2", 1)) != digest
    assert engines.code_digest("x = 1\n") != engines.code_digest("x = 2\n")
    assert engines.code_digest('x = "text"\n') != engines.code_digest("x = 1\n")  # a string value is code
    assert len(engines.fingerprint()) == 16


def test_no_c_compiler_gets_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engines.shutil, "which", lambda name: None)
    problem = engines.compiler_problem()
    assert problem is not None and problem.startswith("no C compiler")
    with pytest.raises(engines.BuildError, match="cannot build the compiled engine: no C compiler"):
        engines.build(tmp_path, echo=lambda line: None)
    assert not (tmp_path / engines.COMPILED_PACKAGE).exists()
