"""The engine, the simulator and the Python test kit type-check under mypy --strict (as python-chess runs it in CI)."""

from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {"midnight_princess": ROOT / "py", "midnight_princess_sim": ROOT / "py", "midnight_princess_testkit": ROOT / "kits" / "python"}


@pytest.mark.parametrize("package", sorted(PACKAGES))
def test_package_passes_mypy_strict(package: str) -> None:
    stdout, stderr, status = api.run(["--strict", "--no-incremental", "--cache-dir", "/dev/null",
                                      str(PACKAGES[package] / package)])
    assert status == 0, stdout + stderr
