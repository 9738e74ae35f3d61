"""The engine and the simulator type-check under mypy --strict (as python-chess runs it in CI)."""

from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

PY = Path(__file__).resolve().parents[1] / "py"


@pytest.mark.parametrize("package", ["midnight_princess", "midnight_princess_sim"])
def test_package_passes_mypy_strict(package: str) -> None:
    stdout, stderr, status = api.run(["--strict", "--no-incremental", "--cache-dir", "/dev/null",
                                      str(PY / package)])
    assert status == 0, stdout + stderr
