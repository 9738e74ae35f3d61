"""The browser's wheel holds the engine and nothing else: no simulator, no stale module."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402


def test_the_wheel_holds_the_engine_only(tmp_path: Path) -> None:
    stale = ROOT / "py" / "build" / "lib" / "midnight_princess" / "sim.py"
    stale.parent.mkdir(parents=True, exist_ok=True)
    stale.write_text("# a module deleted from the source since an earlier build\n")
    wheel = build.build_wheel(tmp_path)
    names = sorted(n for n in zipfile.ZipFile(wheel).namelist() if not n.startswith("midnight_princess-"))
    engine = sorted(f"midnight_princess/{p.name}" for p in (ROOT / "py" / "midnight_princess").iterdir()
                    if p.suffix == ".py" or p.name == "py.typed")
    assert names == engine
    assert not any("sim" in n or "par" in n.rsplit("/", 1)[-1] for n in names)
