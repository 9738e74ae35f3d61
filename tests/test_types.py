"""The engine type-checks under mypy --strict (as python-chess runs it in CI)."""

from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

PACKAGE = Path(__file__).resolve().parents[1] / "py" / "midnight_princess"


def test_engine_passes_mypy_strict() -> None:
    stdout, stderr, status = api.run(["--strict", "--no-incremental", "--cache-dir", "/dev/null", str(PACKAGE)])
    assert status == 0, stdout + stderr
