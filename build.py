#!/usr/bin/env python3
"""Build the static site: Pyodide's runtime files, the engine wheel and web/ into one folder.

    python3 build.py                 # dist/: the production build, force never allowed
    python3 build.py --debug         # a test build: worker allows force, page exposes window.__mp
    python3 build.py --out DIR       # build somewhere else
    python3 build.py --profile uk    # an operator profile: options the jurisdiction does not offer are off
    python3 build.py --rtp 94.51     # one operator's rung of the RTP ladder: the launch's ?rtp= is ignored
    python3 build.py --bench         # the production game plus the benchmark's bare loadPyodide page (bench/)

Beside the game: the engine's wheel under its versioned name with engine/wheel.json naming it, and
micropip's wheel (micropip/), for other Pyodide pages (docs/python-in-the-browser.md).

The output uses relative URLs only, so it works from any static host under any sub-path.
"""

from __future__ import annotations

import argparse
import ast
import email.message
import email.parser
import fnmatch
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
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
# The PAR sheets' figures (the simulator writes them): the help gives the max win's odds from them.
# The default rung's sheet is docs/par.json, every other rung's docs/par/<rtp>/par.json.
PAR_SHEET = ROOT / "docs" / "par.json"
LADDER_SHEETS = ROOT / "docs" / "par"
# The standard library the engine and Pyodide's boot really import (scripts/stdlib_trace.mjs writes it).
STDLIB_KEEP = ROOT / "scripts" / "stdlib-keep.txt"
STDLIB_MIN = "python_stdlib.min.zip"
# Files that get .gz and .br siblings: the worker decodes the .gz on a plain host, a good host serves either.
COMPRESS_SUFFIXES = (".wasm", ".mjs", ".js", ".css", ".html", ".json", ".svg", ".zip")
COMPRESS_MIN_BYTES = 1024
# Brotli 11 of the wasm takes most of a minute: each output is kept by the hash of its input.
COMPRESS_CACHE = ROOT / "node_modules" / ".cache" / "midnight-princess-build"
# The one source line the debug build flips; the production worker keeps it false.
DEBUG_LINE_OFF = "export const DEBUG = false;"
DEBUG_LINE_ON = "export const DEBUG = true;"
DEBUG_MODULES = ("debug.js", "debug-ui.js", "drawn-text.js")  # the test hooks and the record of the words drawn
# Pages of web/ that are not the game: the art preview ships in debug builds, the benchmark's
# pages (bench/browser.py) in bench builds; a production build has neither.
DEBUG_PAGES = ("art-preview.html",)
BENCH_DIR = "bench"
# The two lines of web/sw.js that the build fills in.
SW_VERSION_LINE = 'const VERSION = "unbuilt";'
SW_FILES_LINE = "const FILES = {};"
# Operator profiles, defined in web/js/ui/profile.js (a browser test checks the two agree).
PROFILES = ("default", "uk")
# What the service worker keeps for offline play: every file the page and the worker fetch, that
# is the whole build but these (glob patterns against the path in the build, / between parts).
# sw.js itself is the browser's to keep; the bench pages and the art preview (bench and debug builds) are not the game;
# _headers is read by Netlify and Cloudflare Pages and never served, so fetching it would fail the install there;
# a font's licence ships beside it (web/fonts/) for the reader, the page never fetches it.
# engine/wheel.json and micropip/ are for other pages that install the engine: the game never fetches them.
# The princesses' largest pictures (art/*-xl.*: 750 kB) are for big screens alone, which fetch them once Spin works: a
# phone never downloads them, nor an offline cache for it (offline, a big screen draws from the large ones).
NOT_PRECACHED = ("sw.js", "_headers", "bench/*", "art-preview.html", "*.br", "pyodide/python_stdlib.zip", "fonts/*.txt",
                 "engine/wheel.json", "micropip/*", "art/*-xl.*", "art/art-xl.json")
# Where the build wrote a .gz sibling of one of these, the worker fetches the sibling (and decodes
# it) on a plain host: the service worker keeps the sibling only, and answers the file from it.
PRECACHED_AS_GZ = ("pyodide/*",)
# The web app manifest: relative start_url and scope, so the build installs from any sub-path.
MANIFEST = {
    "id": "./",
    "name": "Midnight Princess",
    "short_name": "Midnight Princess",
    "description": "A 5x5 drop slot under the night sky.",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "any",
    "background_color": "#0b0726",
    "theme_color": "#0b0726",
    "categories": ["games", "entertainment"],
}


# micropip for pages that install the engine with it: the version Pyodide's lock file names, PyPI's
# wheel (its own build in the lock differs by hash), which carries its own copy of packaging.
MICROPIP = {"name": "micropip", "version": "0.11.1", "sha256": "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"}
PYPI_CACHE = COMPRESS_CACHE / "pypi"
WHEEL_INDEX = "wheel.json"


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


def build_wheel(out: Path, py: Path = PY) -> Path:
    """Build the engine wheel from py/ (or another copy of it) with pip and put it in out/engine."""
    if not (py / "pyproject.toml").is_file():
        raise BuildError("py/pyproject.toml is missing: the engine package is not there yet.")
    dest = out / "engine"
    dest.mkdir(parents=True)
    # pip builds in the source tree; setuptools' build/ keeps modules deleted since: never ship them.
    shutil.rmtree(py / "build", ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", str(py), "-w", tmp]
        # A fixed date makes the same source the same wheel, so RUNTIME_ID (and a player's snapshot) survive a rebuild.
        env = {**os.environ, "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", "315532800")}
        result = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            raise BuildError(f"pip wheel failed:\n{result.stdout}\n{result.stderr}")
        wheels = sorted(Path(tmp).glob("midnight_princess-*-py3-none-any.whl"))
        if len(wheels) != 1:
            raise BuildError(f"expected one midnight_princess wheel, pip made {[w.name for w in wheels]}")
        target = dest / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def wheel_metadata(wheel: Path) -> email.message.Message:
    """The METADATA of a wheel, parsed."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        return email.parser.BytesParser().parsebytes(archive.read(name))


def protocol_version(py: Path = PY) -> int:
    """The request's `v` the engine answers (bridge.VERSION), read from the source."""
    tree = ast.parse((py / "midnight_princess" / "bridge.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["VERSION"]:
            return int(ast.literal_eval(node.value))
    raise BuildError("midnight_princess/bridge.py has no VERSION")


def fetch_micropip(out: Path) -> Path:
    """micropip's wheel from PyPI (pip download, kept in the build's cache), checked, into out/micropip."""
    name = f"{MICROPIP['name']}-{MICROPIP['version']}-py3-none-any.whl"
    cached = PYPI_CACHE / name
    data = cached.read_bytes() if cached.is_file() else b""
    if hashlib.sha256(data).hexdigest() != MICROPIP["sha256"]:
        PYPI_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            # micropip asks for Python 3.13 or later (Pyodide's 3.14), whatever Python runs the build.
            cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
                   "-d", tmp, f"{MICROPIP['name']}=={MICROPIP['version']}"]
            done = subprocess.run(cmd, capture_output=True, text=True)
            got = Path(tmp) / name
            if done.returncode != 0 or not got.is_file():
                raise BuildError(f"could not download {name} from PyPI (needed once, then cached):\n{done.stderr.strip()[-600:]}")
            data = got.read_bytes()
        if hashlib.sha256(data).hexdigest() != MICROPIP["sha256"]:
            raise BuildError(f"{name} from PyPI is not the pinned one (SHA-256 differs): build.py's MICROPIP")
        # Written aside and renamed, as the compressed siblings are: a build at the same time never reads half of it.
        part = cached.with_name(f"{name}.{os.getpid()}.part")
        part.write_bytes(data)
        part.replace(cached)
    dest = out / "micropip"
    dest.mkdir(parents=True, exist_ok=True)
    (dest / name).write_bytes(data)
    return dest / name


def write_wheel_index(out: Path, wheel: Path, micropip: Path, py: Path = PY) -> dict[str, object]:
    """engine/wheel.json: the current wheel and micropip's, by paths relative to it, so a page finds them without guessing."""
    meta = wheel_metadata(wheel)
    index: dict[str, object] = {
        "name": meta["Name"],
        "version": meta["Version"],
        "file": wheel.name,
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "size": wheel.stat().st_size,
        "requires_python": meta["Requires-Python"],
        "protocol": protocol_version(py),
        "micropip": {
            "version": MICROPIP["version"],
            "file": f"../{micropip.parent.name}/{micropip.name}",
            "sha256": MICROPIP["sha256"],
        },
    }
    (wheel.parent / WHEEL_INDEX).write_text(json.dumps(index, indent=2) + "\n")
    return index


def trim_stdlib(out: Path) -> Path:
    """Write pyodide/python_stdlib.min.zip: only the modules scripts/stdlib-keep.txt lists, stored."""
    keep = [line.strip() for line in STDLIB_KEEP.read_text().splitlines() if line.strip() and not line.startswith("#")]
    with zipfile.ZipFile(PYODIDE_SRC / "python_stdlib.zip") as full:
        names = sorted(n for n in full.namelist() if not n.endswith("/"))
        chosen = [n for n in names if n in keep or any(k.endswith("/") and n.startswith(k) for k in keep)]
        missing = [k for k in keep if not any(n == k or (k.endswith("/") and n.startswith(k)) for n in names)]
        if missing:
            raise BuildError(f"python_stdlib.zip lacks {missing[:5]}: Pyodide changed; rerun scripts/stdlib_trace.mjs --write")
        target = out / "pyodide" / STDLIB_MIN
        # Stored, not deflated: the .gz and .br siblings compress across files, and a fixed date keeps builds identical.
        with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as small:
            for name in chosen:
                small.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), full.read(name))
    return target


ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
# The princesses' and the scene's pictures: scripts/art.mjs renders art/*.svg into OUT/art (docs/art.md).
ART_SCRIPT = ROOT / "scripts" / "art.mjs"
ART_TOOLS = ("@resvg/resvg-js", "sharp", "svgo")


def run_script(script: Path, args: list[str], what: str) -> None:
    """Run one of scripts/*.mjs with Node; a failure is a BuildError saying `what` it could not do."""
    node = shutil.which("node")
    if not node:
        raise BuildError("node is missing: the build runs scripts/*.mjs with it (install Node, then `npm ci`).")
    done = subprocess.run([node, str(script), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"scripts/{script.name} could not {what}: {done.stderr.strip()[-600:]}")


def make_art(out: Path) -> None:
    """Render the SVG art into out/art (atlases and art.json), each output kept by its inputs' hash."""
    missing = [tool for tool in ART_TOOLS if not (ROOT / "node_modules" / tool / "package.json").is_file()]
    if missing:
        raise BuildError(f"the art's tools are missing ({', '.join(missing)}): run `npm ci` (or `npm install`) first.")
    run_script(ART_SCRIPT, [str(out / "art")], "make the pictures")


# The app icons and the favicon, drawn from the logo's mark in web/index.html (scripts/icons.mjs):
# (file name, pixels, kind) with kind the manifest's purpose, or apple for the page's apple-touch-icon.
ICON_SCRIPT = ROOT / "scripts" / "icons.mjs"
ICONS = (
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-512.png", 512, "maskable"),
    ("apple-touch-icon.png", 180, "apple"),
)


def make_icons(out: Path) -> None:
    """Draw ICONS into out/icons and the favicon into out/index.html, both from the logo's mark."""
    specs = [f"{name}:{size}:{kind}" for name, size, kind in ICONS]
    run_script(ICON_SCRIPT, [str(out / "icons"), *specs, "--favicon", str(out / "index.html")], "draw the icons")


PAGE_WORDS_SCRIPT = ROOT / "scripts" / "page-words.mjs"


def write_page_words(out: Path) -> None:
    """The page's English words into out/index.html, for its first paint (scripts/page-words.mjs)."""
    run_script(PAGE_WORDS_SCRIPT, [str(out / "index.html")], "write the page's words")


# Written by the build and read by the tests and the bench as it is: left as written.
NOT_MINIFIED = ("js/build-info.js",)


def minify(out: Path) -> None:
    """The production build's modules and styles without their comments and long names (esbuild, a
    devDependency, each file on its own: no bundling, every module stays a module); the debug build
    keeps the sources as written. Without esbuild (no npm install) the files ship as they are."""
    files = sorted(
        f for f in [*(out / "js").rglob("*.js"), *(out / "css").rglob("*.css")] if f.relative_to(out).as_posix() not in NOT_MINIFIED
    )
    if not ESBUILD.is_file() or not files:
        print("build.py: esbuild is not installed (npm install): the modules ship unminified", file=sys.stderr)
        return
    done = subprocess.run(
        [str(ESBUILD), *(str(f) for f in files), "--minify", "--allow-overwrite", f"--outdir={out}", f"--outbase={out}",
         "--log-level=warning", "--legal-comments=none", "--charset=utf8"],
        capture_output=True, text=True,
    )
    if done.returncode != 0:
        raise BuildError(f"esbuild could not minify the build: {done.stderr.strip()[-600:]}")


def write_compressed_siblings(out: Path) -> dict[str, dict[str, int]]:
    """Beside each compressible file write X.gz (zlib level 9) and X.br (brotli 11, by Node) where they pay; return sizes by path."""
    files = sorted(
        f for f in out.rglob("*") if f.is_file() and f.suffix in COMPRESS_SUFFIXES and f.stat().st_size >= COMPRESS_MIN_BYTES
    )
    COMPRESS_CACHE.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, dict[str, int]] = {}
    to_brotli: dict[Path, Path] = {}
    for f in files:
        raw = f.read_bytes()
        key = COMPRESS_CACHE / hashlib.sha256(raw).hexdigest()
        gz = key.with_suffix(".gz")
        if not gz.is_file():
            # Written aside and renamed: a build running at the same time never reads half a file.
            part = gz.with_name(f"{gz.name}.{os.getpid()}.part")
            part.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
            part.replace(gz)
        # Already-compressed files (Pyodide's own deflated zip) gain nothing: no sibling.
        if gz.stat().st_size > 0.95 * len(raw):
            continue
        rel = f.relative_to(out).as_posix()
        shutil.copyfile(gz, f.parent / (f.name + ".gz"))
        sizes[rel] = {"bytes": len(raw), "gz": gz.stat().st_size}
        br = key.with_suffix(".br")
        if not br.is_file():
            to_brotli[f] = br
    brotli_with_node(to_brotli)
    for rel in sizes:
        br = COMPRESS_CACHE / (hashlib.sha256((out / rel).read_bytes()).hexdigest() + ".br")
        if br.is_file():
            shutil.copyfile(br, out / (rel + ".br"))
            sizes[rel]["br"] = br.stat().st_size
    return sizes


BROTLI_JS = """
const fs = require("node:fs"), zlib = require("node:zlib");
for (const [source, target] of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const raw = fs.readFileSync(source);
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
  fs.writeFileSync(`${target}.${process.pid}.part`, zlib.brotliCompressSync(raw, { params }));
  fs.renameSync(`${target}.${process.pid}.part`, target);
}
"""


def brotli_with_node(jobs: dict[Path, Path]) -> None:
    """Brotli each source into its target with Node's built-in zlib (npm brings Node: no extra dependency); nothing without Node."""
    node = shutil.which("node")
    if not node or not jobs:
        return
    pairs = json.dumps([[str(source), str(target)] for source, target in jobs.items()])
    done = subprocess.run([node, "-e", BROTLI_JS], input=pairs, capture_output=True, text=True)
    if done.returncode != 0:
        print(f"build.py: some .br siblings are missing, node failed: {done.stderr.strip()[-300:]}", file=sys.stderr)


def runtime_info(out: Path, wheel: Path, compressed: dict[str, dict[str, int]]) -> list[str]:
    """build-info.js lines for the worker's boot: the files it fetches, their sizes, and the runtime's identity."""
    boot = ("pyodide-lock.json", STDLIB_MIN, "pyodide.asm.wasm", "pyodide.asm.mjs")
    files = {}
    digest = hashlib.sha256()
    for name in boot:
        data = (out / "pyodide" / name).read_bytes()
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
        files[name] = compressed.get(f"pyodide/{name}", {"bytes": len(data)})
    wheel_sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    digest.update(wheel_sha.encode())
    version = json.loads((PYODIDE_SRC / "package.json").read_text())["version"]
    return [
        f"export const PYODIDE_VERSION = {json.dumps(version)};",
        f"export const STDLIB_URL = {json.dumps('pyodide/' + STDLIB_MIN)};",
        f"export const WHEEL_SHA256 = {json.dumps(wheel_sha)};",
        "// The engine: what a memory snapshot is only valid for (Pyodide, the trimmed stdlib and the wheel),",
        "// and the name the record gives the engine of every open round (ledger.js).",
        f"export const RUNTIME_ID = {json.dumps(version + '-' + digest.hexdigest()[:24])};",
        f"export const BOOT_FILES = {json.dumps(files, sort_keys=True)};",
    ]


def web_ignore(debug: bool, bench: bool) -> Callable[[str, list[str]], set[str]]:
    """copytree's ignore: editor files always, the preview page outside debug builds, bench/ outside bench builds."""
    always = shutil.ignore_patterns(".*", "*~")

    def ignore(directory: str, names: list[str]) -> set[str]:
        skipped = set(always(directory, names))
        if Path(directory) == WEB:
            skipped.update(n for n in names if (n in DEBUG_PAGES and not debug) or (n == BENCH_DIR and not bench))
        return skipped

    return ignore


def max_win_odds(sheet: Path = PAR_SHEET) -> dict[str, int]:
    """One in how many rounds reaches the max win, by free-spins choice and for a random pick: the PAR sheet's figures."""
    try:
        choices = json.loads(sheet.read_text())["parts"]["choices"]
        return {name: round(1 / figures["round_capped"]) for name, figures in sorted(choices.items()) if figures["round_capped"] > 0}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise BuildError(f"{sheet} has no max win odds ({exc!r}): run the simulator's PAR sheet (docs/simulator.md).") from exc


def rung_sheets() -> dict[str, Path]:
    """Every rung of the RTP ladder that has a PAR sheet, the default's first: its return and its par.json."""
    try:
        model = json.loads(PAR_SHEET.read_text())["model"]
        default = model.get("rtp") or f"{100 * model['rtp_target']:.2f}"  # a sheet made before the ladder names only its target
    except (OSError, ValueError, KeyError) as exc:
        raise BuildError(f"{PAR_SHEET} is not a PAR sheet ({exc!r}): run the simulator (docs/simulator.md).") from exc
    others = sorted((p.parent.name for p in LADDER_SHEETS.glob("*/par.json")), key=float, reverse=True)
    return {default: PAR_SHEET, **{rtp: LADDER_SHEETS / rtp / "par.json" for rtp in others}}


def ladder_odds(pinned: str | None = None) -> dict[str, dict[str, int]]:
    """Each rung's max win odds (only the pinned rung's in a build for one operator): what the help states."""
    sheets = rung_sheets()
    if pinned is not None and pinned not in sheets:
        raise BuildError(f"no PAR sheet for the rung {pinned}: the ladder's sheets are {', '.join(sheets)}")
    return {rtp: max_win_odds(sheet) for rtp, sheet in sheets.items() if pinned in (None, rtp)}


def copy_web(out: Path, debug: bool, wheel: Path, pyodide_sizes: dict[str, int], profile: str = "default", bench: bool = False,
             rtp: str | None = None) -> None:
    """Copy web/ and write js/build-info.js, the only file the build generates."""
    shutil.copytree(WEB, out, dirs_exist_ok=True, ignore=web_ignore(debug, bench))
    if not debug:
        # The test hooks are not shipped at all in production: nothing can turn them on.
        for name in DEBUG_MODULES:
            (out / "js" / name).unlink()
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
        "// The one rung of the RTP ladder this build runs (null: the launch's ?rtp=, else the default).",
        f"export const RTP = {json.dumps(rtp)};",
        "// Each rung's PAR sheet's odds of a round reaching the max win (one in N rounds), for the help.",
        f"export const MAX_WIN_ODDS = {json.dumps(ladder_odds(rtp), sort_keys=True)};",
        "",
    ]
    info.write_text("\n".join(lines))


def build(out: Path, debug: bool, profile: str = "default", bench: bool = False, py: Path = PY, rtp: str | None = None) -> Path:
    """Make a complete build in out (replacing it) and return out; `py` is the engine's source; `rtp`
    the one rung of the RTP ladder it runs (None: the launch chooses)."""
    if profile not in PROFILES:
        raise BuildError(f"unknown profile {profile!r}: choose one of {', '.join(PROFILES)}")
    ladder_odds(rtp)  # a rung without a PAR sheet is refused before anything is written
    out = out.resolve()
    if out == ROOT or ROOT.is_relative_to(out) or out in (WEB, PY):
        raise BuildError(f"refusing to replace {out}")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    sizes = copy_pyodide(out)
    trim_stdlib(out)
    wheel = build_wheel(out, py)
    write_wheel_index(out, wheel, fetch_micropip(out), py)
    copy_web(out, debug, wheel, sizes, profile, bench, rtp)
    write_page_words(out)
    make_art(out)
    make_icons(out)
    if not debug:
        minify(out)
    compressed = write_compressed_siblings(out)
    append_build_info(out, runtime_info(out, wheel, compressed))
    write_app_manifest(out)
    write_service_worker(out, precache_files(out))
    return out


def append_build_info(out: Path, lines: list[str]) -> None:
    """Add lines to js/build-info.js (its .gz and .br siblings are written again to match)."""
    info = out / "js" / "build-info.js"
    info.write_text(info.read_text() + "\n".join(lines) + "\n")
    for sibling in (info.with_name(info.name + ".gz"), info.with_name(info.name + ".br")):
        sibling.unlink(missing_ok=True)


# --- offline and installable ------------------------------------------------------------------


def precache_files(out: Path) -> list[str]:
    """Every file of the build the service worker keeps (paths relative to out, sorted)."""
    paths = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}

    def as_gz(path: str) -> bool:
        return path + ".gz" in paths and any(fnmatch.fnmatchcase(path, pattern) for pattern in PRECACHED_AS_GZ)

    kept = []
    for path in paths:
        if any(fnmatch.fnmatchcase(path, pattern) for pattern in NOT_PRECACHED) or as_gz(path):
            continue
        if path.endswith(".gz") and path[:-3] in paths and not as_gz(path[:-3]):
            continue  # a sibling for hosts that compress: the page asks for the file itself
        kept.append(path)
    return sorted(kept)


def write_app_manifest(out: Path) -> None:
    """The web app manifest, listing the icons make_icons drew (the apple-touch icon is the page's alone)."""
    icons = [{"src": f"icons/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": kind} for name, size, kind in ICONS if kind != "apple"]
    (out / "manifest.webmanifest").write_text(json.dumps({**MANIFEST, "icons": icons}, indent=2) + "\n")


def write_service_worker(out: Path, files: list[str]) -> str:
    """Write sw.js's version and file list (path: SHA-256); the version is a hash of them all."""
    hashes = {path: hashlib.sha256((out / path).read_bytes()).hexdigest() for path in files}
    version = hashlib.sha256(json.dumps(hashes, sort_keys=True).encode()).hexdigest()[:16]
    sw = out / "sw.js"
    source = sw.read_text()
    if source.count(SW_VERSION_LINE) != 1 or source.count(SW_FILES_LINE) != 1:
        raise BuildError(f"web/sw.js must contain `{SW_VERSION_LINE}` and `{SW_FILES_LINE}` once each.")
    source = source.replace(SW_VERSION_LINE, f"const VERSION = {json.dumps(version)};")
    source = source.replace(SW_FILES_LINE, f"const FILES = {json.dumps(hashes, indent=2, sort_keys=True)};")
    sw.write_text(source)
    for sibling in (sw.with_name(sw.name + ".gz"), sw.with_name(sw.name + ".br")):
        sibling.unlink(missing_ok=True)  # written from the template before: a host must never serve them
    return version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--debug", action="store_true", help="allow forced grids and expose the test hook")
    parser.add_argument("--out", type=Path, default=None, help="output folder (default dist/, or dist-debug/ with --debug)")
    parser.add_argument("--profile", default="default", choices=PROFILES, help="operator profile (default: every option on)")
    parser.add_argument("--bench", action="store_true", help="add the benchmark's pages (bench/browser.py uses them)")
    parser.add_argument("--rtp", default=None, help="pin one rung of the RTP ladder (94.51): the launch parameter rtp is then ignored")
    args = parser.parse_args(argv)
    out = args.out or ROOT / ("dist-debug" if args.debug else "dist")
    try:
        built = build(out, args.debug, args.profile, args.bench, rtp=args.rtp)
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    kind = "debug" if args.debug else "production"
    pinned = f", the {args.rtp}% rung only" if args.rtp else ""
    print(f"Built the {kind} site ({args.profile} profile{pinned}) in {built}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
