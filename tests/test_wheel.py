"""The engine's wheel as published: the engine and nothing else, a version that follows the
protocol, its metadata, the same bytes from the same source, and engine/wheel.json naming it."""

from __future__ import annotations

import hashlib
import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

import build  # noqa: E402
import midnight_princess  # noqa: E402


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel and engine/wheel.json as the build writes them."""
    out = tmp_path_factory.mktemp("wheel")
    stale = ROOT / "py" / "build" / "lib" / "midnight_princess" / "sim.py"
    stale.parent.mkdir(parents=True, exist_ok=True)
    stale.write_text("# a module deleted from the source since an earlier build\n")
    wheel = build.build_wheel(out)
    build.write_wheel_index(out, wheel, build.fetch_micropip(out))
    return wheel, wheel.parent / build.WHEEL_INDEX


def test_the_wheel_holds_the_engine_only(built: tuple[Path, Path]) -> None:
    names = sorted(n for n in zipfile.ZipFile(built[0]).namelist() if not n.startswith("midnight_princess-"))
    engine = sorted(f"midnight_princess/{p.name}" for p in (ROOT / "py" / "midnight_princess").iterdir()
                    if p.suffix == ".py" or p.name == "py.typed")
    assert names == engine
    assert not any("sim" in n or "par" in n.rsplit("/", 1)[-1] for n in names)


def test_the_version_follows_the_protocol_page() -> None:
    """docs/protocol.md changed: add one line to PROTOCOL_HISTORY (midnight_princess/__init__.py)."""
    digest = hashlib.sha256((ROOT / "docs" / "protocol.md").read_bytes().replace(b"\r\n", b"\n")).hexdigest()
    version, recorded = midnight_princess.PROTOCOL_HISTORY[-1]
    assert recorded == digest, (
        f"docs/protocol.md changed since {version}: add a line to PROTOCOL_HISTORY in py/midnight_princess/__init__.py, "
        f'("X.Y.Z", "{digest}"), a minor step for a field or op added, a patch for wording')
    assert midnight_princess.__version__ == version
    versions = [tuple(int(part) for part in v.split(".")) for v, _ in midnight_princess.PROTOCOL_HISTORY]
    assert all(re.fullmatch(r"1\.\d+\.\d+", v) for v, _ in midnight_princess.PROTOCOL_HISTORY)  # only additions: major 1
    assert versions == sorted(set(versions))
    assert len({d for _, d in midnight_princess.PROTOCOL_HISTORY}) == len(versions)


def test_the_wheel_has_its_versioned_name_and_its_metadata(built: tuple[Path, Path]) -> None:
    wheel = built[0]
    assert wheel.name == f"midnight_princess-{midnight_princess.__version__}-py3-none-any.whl"
    meta = build.wheel_metadata(wheel)
    assert meta["Name"] == "midnight_princess" and meta["Version"] == midnight_princess.__version__
    assert meta["Requires-Python"] == ">=3.11"
    assert meta["License-Expression"] == "LicenseRef-Proprietary"  # package.json: UNLICENSED
    assert meta["Summary"] == "Midnight Princess: a 5x5 drop slot engine in pure Python."
    assert meta.get_all("Requires-Dist") is None and meta.get_all("Provides-Extra") is None  # no dependencies
    with zipfile.ZipFile(wheel) as archive:
        info = archive.read(f"midnight_princess-{midnight_princess.__version__}.dist-info/WHEEL").decode()
    assert "Tag: py3-none-any" in info and "Root-Is-Purelib: true" in info


def test_the_same_source_makes_the_same_wheel(built: tuple[Path, Path], tmp_path: Path) -> None:
    assert build.build_wheel(tmp_path).read_bytes() == built[0].read_bytes()


def test_wheel_json_names_the_wheel_and_micropip(built: tuple[Path, Path]) -> None:
    wheel, index_path = built
    index = json.loads(index_path.read_text())
    micropip = (index_path.parent / index["micropip"]["file"]).resolve()
    assert index == {
        "name": "midnight_princess",
        "version": midnight_princess.__version__,
        "file": wheel.name,
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "size": wheel.stat().st_size,
        "requires_python": ">=3.11",
        "protocol": 1,
        "micropip": {"version": "0.11.1", "file": "../micropip/micropip-0.11.1-py3-none-any.whl", "sha256": build.MICROPIP["sha256"]},
    }
    assert hashlib.sha256(micropip.read_bytes()).hexdigest() == build.MICROPIP["sha256"]


def test_micropip_is_the_version_pyodides_lock_file_names() -> None:
    lock = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["packages"]["micropip"]["version"] == build.MICROPIP["version"]
    assert lock["packages"]["micropip"]["depends"] == []  # its packaging is its own copy: no other wheel to serve
