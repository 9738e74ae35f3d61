"""The same golden replies, byte for byte, from the engine running inside Pyodide under Node."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
SCRIPT = ROOT / "tests" / "engine" / "golden" / "pyodide_check.mjs"
LADDER = SCRIPT.with_name("golden-ladder.json")
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


def _check(*options: str) -> dict:
    """Run pyodide_check.mjs with options and return its summary, after the shared assertions."""
    node = shutil.which("node")
    if node is None:
        # CI (.ci/run installs Node.js) must never skip this: it is the only Pyodide check.
        assert not os.environ.get("CI"), "node is missing in CI: the Pyodide goldens must run"
        pytest.skip("node is not installed")
    _ensure_pyodide(shutil.which("npm"))
    done = subprocess.run([node, str(SCRIPT), *options], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"pyodide_check.mjs failed:\n{done.stderr[-3000:]}"
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["cases"] > 150
    assert summary["mismatched"] == 0, (
        f"{summary['mismatched']} of {summary['cases']} replies differ in Pyodide {summary['pyodide']} "
        f"(Python {summary['python']}, {summary['stdlib']} stdlib). {REGENERATE}\n" + json.dumps(summary["first_mismatches"], indent=1))
    return summary


def test_pyodide_replies_match_the_goldens_byte_for_byte() -> None:
    summary = _check()
    assert summary["matched"] == summary["cases"]


def test_pyodide_plays_every_other_rung_of_the_rtp_ladder_as_cpython_does() -> None:
    summary = _check(str(LADDER))
    assert summary["matched"] == summary["cases"]


def test_the_trimmed_stdlib_and_a_snapshot_restored_engine_answer_the_goldens_byte_for_byte(tmp_path: Path) -> None:
    """The browser's runtime: python_stdlib.min.zip, and an engine restored from a memory snapshot."""
    import build  # the repository's build.py

    _ensure_pyodide(shutil.which("npm"))
    (tmp_path / "pyodide").mkdir()
    trimmed = build.trim_stdlib(tmp_path)
    summary = _check("--stdlib", str(trimmed), "--snapshot")
    assert summary["stdlib"] == "trimmed"
    assert summary["restored"]["bytes"] > 30_000_000
    assert summary["matched"] == 2 * summary["cases"]  # once fresh, once restored
