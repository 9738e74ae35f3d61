"""The same golden replies, byte for byte, from the engine running inside Pyodide under Node."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "engine" / "golden" / "pyodide_check.mjs"
REGENERATE = ("If the math model or the engine changed on purpose, regenerate the goldens with "
              "`python tests/engine/golden/make_golden.py`; if only Pyodide differs, CPython and Pyodide disagree.")


def _ensure_pyodide(npm: str | None) -> None:
    """Install the root package.json's dependencies once, when node_modules lacks pyodide."""
    if (ROOT / "node_modules" / "pyodide" / "package.json").exists():
        return
    assert npm, "node_modules/pyodide is missing and npm is not installed: run `npm install` at the repo root"
    command = [npm, "ci" if (ROOT / "package-lock.json").exists() else "install", "--no-audit", "--no-fund"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"`{' '.join(command)}` failed:\n{done.stderr[-2000:]}"


def test_pyodide_replies_match_the_goldens_byte_for_byte() -> None:
    node = shutil.which("node")
    if node is None:
        # CI (.ci/run installs Node.js) must never skip this: it is the only Pyodide check.
        assert not os.environ.get("CI"), "node is missing in CI: the Pyodide goldens must run"
        pytest.skip("node is not installed")
    _ensure_pyodide(shutil.which("npm"))
    done = subprocess.run([node, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"pyodide_check.mjs failed:\n{done.stderr[-3000:]}"
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["cases"] > 150
    assert summary["mismatched"] == 0, (
        f"{summary['mismatched']} of {summary['cases']} replies differ in Pyodide {summary['pyodide']} "
        f"(Python {summary['python']}). {REGENERATE}\n" + json.dumps(summary["first_mismatches"], indent=1))
    assert summary["matched"] == summary["cases"]
