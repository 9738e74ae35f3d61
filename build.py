#!/usr/bin/env python3
"""Build the static site: Pyodide's runtime files, the engine wheel and web/ into one folder.

    python3 build.py                 # dist/: the production build, force never allowed
    python3 build.py --debug         # a test build: worker allows force, page exposes window.__mp
    python3 build.py --out DIR       # build somewhere else
    python3 build.py --profile uk    # an operator profile: options the jurisdiction does not offer are off
    python3 build.py --bench         # the production game plus the benchmark's bare loadPyodide page (bench/)

The output uses relative URLs only, so it works from any static host under any sub-path.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
PY = ROOT / "py"
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"

# Only what a module worker needs to boot Python: no packages from the lock file are loaded.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The one source line the debug build flips; the production worker keeps it false.
DEBUG_LINE_OFF = "export const DEBUG = false;"
DEBUG_LINE_ON = "export const DEBUG = true;"
DEBUG_MODULE = "debug.js"
# Pages of web/ that are not the game: the art preview ships in debug builds, the benchmark's
# pages (bench/browser.py) in bench builds; a production build has neither.
DEBUG_PAGES = ("art-preview.html",)
BENCH_DIR = "bench"
# Operator profiles, defined in web/js/ui/profile.js (a browser test checks the two agree).
PROFILES = ("default", "uk")


class BuildError(Exception):
    """The build cannot go on; the message says what to do."""


def copy_pyodide(out: Path) -> dict[str, int]:
    """Copy Pyodide's runtime files into out/pyodide; return their sizes."""
    if not (PYODIDE_SRC / "package.json").is_file():
        raise BuildError("node_modules/pyodide is missing: run `npm ci` (or `npm install`) first.")
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    found = json.loads((PYODIDE_SRC / "package.json").read_text())["version"]
    if found != pinned:
        raise BuildError(f"node_modules has pyodide {found}, package.json pins {pinned}: run `npm ci`.")
    dest = out / "pyodide"
    dest.mkdir(parents=True)
    sizes = {}
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_SRC / name, dest / name)
        sizes[name] = (dest / name).stat().st_size
    return sizes


def build_wheel(out: Path) -> Path:
    """Build the engine wheel from py/ with pip and put it in out/engine."""
    if not (PY / "pyproject.toml").is_file():
        raise BuildError("py/pyproject.toml is missing: the engine package is not there yet.")
    dest = out / "engine"
    dest.mkdir(parents=True)
    # pip builds in the source tree; setuptools' build/ keeps modules deleted since: never ship them.
    shutil.rmtree(PY / "build", ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", str(PY), "-w", tmp]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"pip wheel failed:\n{result.stdout}\n{result.stderr}")
        wheels = sorted(Path(tmp).glob("midnight_princess-*-py3-none-any.whl"))
        if len(wheels) != 1:
            raise BuildError(f"expected one midnight_princess wheel, pip made {[w.name for w in wheels]}")
        target = dest / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def web_ignore(debug: bool, bench: bool) -> Callable[[str, list[str]], set[str]]:
    """copytree's ignore: editor files always, the preview page outside debug builds, bench/ outside bench builds."""
    always = shutil.ignore_patterns(".*", "*~")

    def ignore(directory: str, names: list[str]) -> set[str]:
        skipped = set(always(directory, names))
        if Path(directory) == WEB:
            skipped.update(n for n in names if (n in DEBUG_PAGES and not debug) or (n == BENCH_DIR and not bench))
        return skipped

    return ignore


def copy_web(out: Path, debug: bool, wheel: Path, pyodide_sizes: dict[str, int], profile: str = "default", bench: bool = False) -> None:
    """Copy web/ and write js/build-info.js, the only file the build generates."""
    shutil.copytree(WEB, out, dirs_exist_ok=True, ignore=web_ignore(debug, bench))
    if not debug:
        # The test hook is not shipped at all in production: nothing can turn it on.
        (out / "js" / DEBUG_MODULE).unlink()
    info = out / "js" / "build-info.js"
    source = info.read_text()
    if source.count(DEBUG_LINE_OFF) != 1:
        raise BuildError(f"web/js/build-info.js must contain `{DEBUG_LINE_OFF}` exactly once.")
    lines = [
        "// Written by build.py: what this build is. Do not edit in dist/.",
        DEBUG_LINE_ON if debug else DEBUG_LINE_OFF,
        f"export const WHEEL_URL = {json.dumps('engine/' + wheel.name)};",
        f"export const WHEEL_BYTES = {wheel.stat().st_size};",
        f"export const PYODIDE_BYTES = {json.dumps(pyodide_sizes, sort_keys=True)};",
        f"export const PROFILE = {json.dumps(profile)};",
        "",
    ]
    info.write_text("\n".join(lines))


def build(out: Path, debug: bool, profile: str = "default", bench: bool = False) -> Path:
    """Make a complete build in out (replacing it) and return out."""
    if profile not in PROFILES:
        raise BuildError(f"unknown profile {profile!r}: choose one of {', '.join(PROFILES)}")
    out = out.resolve()
    if out == ROOT or ROOT.is_relative_to(out) or out in (WEB, PY):
        raise BuildError(f"refusing to replace {out}")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    sizes = copy_pyodide(out)
    wheel = build_wheel(out)
    copy_web(out, debug, wheel, sizes, profile, bench)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--debug", action="store_true", help="allow forced grids and expose the test hook")
    parser.add_argument("--out", type=Path, default=None, help="output folder (default dist/, or dist-debug/ with --debug)")
    parser.add_argument("--profile", default="default", choices=PROFILES, help="operator profile (default: every option on)")
    parser.add_argument("--bench", action="store_true", help="add the benchmark's pages (bench/browser.py uses them)")
    args = parser.parse_args(argv)
    out = args.out or ROOT / ("dist-debug" if args.debug else "dist")
    try:
        built = build(out, args.debug, args.profile, args.bench)
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    kind = "debug" if args.debug else "production"
    print(f"Built the {kind} site ({args.profile} profile) in {built}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
