"""The engine as other Pyodide pages install it: micropip installs the built wheel from its URL in
Pyodide under Node, the engine answers the goldens byte for byte, and the snippets of
docs/python-in-the-browser.md run as the page shows them."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.test_pyodide import _ensure_pyodide
from tests.snippets import snippets

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
SCRIPT = ROOT / "tests" / "engine" / "micropip_check.mjs"
DOC = ROOT / "docs" / "python-in-the-browser.md"

import build  # noqa: E402
import midnight_princess  # noqa: E402


@pytest.fixture(scope="module")
def summary(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """micropip_check.mjs's summary over the build's engine/ and micropip/."""
    node = shutil.which("node")
    if node is None:
        assert not os.environ.get("CI"), "node is missing in CI: the micropip check must run"
        pytest.skip("node is not installed")
    _ensure_pyodide(shutil.which("npm"))
    site = tmp_path_factory.mktemp("site")
    wheel = build.build_wheel(site)
    build.write_wheel_index(site, wheel, build.fetch_micropip(site))
    code = site.parent / "snippets.json"
    code.write_text(json.dumps({name: snippet.code for name, snippet in snippets(DOC).items()}))
    done = subprocess.run([node, str(SCRIPT), str(site), str(code)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"micropip_check.mjs failed:\n{done.stderr[-3000:]}"
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_micropip_installs_the_wheel_and_the_engine_answers_the_goldens_byte_for_byte(summary: dict) -> None:
    assert summary["pyodide"] == "314.0.7" and summary["python"].startswith("3.14.")
    assert summary["cases"] > 150 and summary["mismatched"] == 0
    installed = summary["installed"]
    assert installed["version"] == midnight_princess.__version__ and installed["installer"] == "micropip"
    assert installed["requires"] is None  # no dependencies
    assert installed["packaging"] is False  # micropip's own copy of packaging: no other wheel was needed
    version = midnight_princess.__version__
    assert summary["asked"] == sorted(
        ["/engine/wheel.json", f"/engine/midnight_princess-{version}-py3-none-any.whl", "/micropip/micropip-0.11.1-py3-none-any.whl"])


def test_the_pages_install_snippets_install_the_engine(summary: dict) -> None:
    printed = summary["printed"]
    assert printed["pyodide"].startswith('{"ok":true,"config":{"symbols":')
    assert printed["install"].splitlines()[-1] == f"installed midnight_princess {midnight_princess.__version__}"
    assert re.fullmatch(r"\d+ \d+ (complete|awaiting_choice)", printed["handle"])


def test_the_check_snippet_finds_a_downloaded_history_whole_and_a_changed_one_changed(summary: dict) -> None:
    history = summary["history"]
    assert history["name"] == "midnight-princess-rounds-1-3.json"  # the name the snippet opens
    assert [r[1] for r in history["rounds"]] == ["complete", "complete", "complete"]
    assert "free_spins" in history["rounds"][1][2]
    assert summary["printed"]["check"] == "all 3 rounds hold"
    tampered = summary["printed"]["check_tampered"].splitlines()
    assert tampered[0] == "round 1: changed since the game sealed it"
    assert re.fullmatch(r"round 1: win is \d+, the engine says \d+", tampered[1]) and len(tampered) == 2


def test_the_simulation_prints_in_pyodide_what_it_prints_in_cpython(summary: dict) -> None:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(snippets(DOC)["simulate"].code, {})  # noqa: S102 - the page's own snippet
    assert summary["printed"]["simulate"] == printed.getvalue().strip()
    assert re.fullmatch(r"1,000 rounds returned \d+\.\d\d% of the bets", printed.getvalue().strip())


def test_the_page_shows_wheel_json_as_the_build_writes_it(tmp_path: Path) -> None:
    wheel = build.build_wheel(tmp_path)
    written = build.write_wheel_index(tmp_path, wheel, build.fetch_micropip(tmp_path))
    shown = json.loads(snippets(DOC)["wheel-json"].code)
    assert list(shown) == list(written)  # the same fields; the wheel's own (version, hash, size) move with it
    assert [shown[k] for k in ("name", "requires_python", "protocol", "micropip")] == [
        written[k] for k in ("name", "requires_python", "protocol", "micropip")]
