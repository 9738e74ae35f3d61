"""The engine the simulator plays: the pure Python package, or the very same source compiled by mypyc.

The browser runs ``midnight_princess`` as it is. For the simulator only, ``build()`` copies that
package's source into a git-ignored folder as ``midnight_princess_compiled`` and compiles its hot
modules into C extensions with mypyc (which comes with mypy). Both packages are importable side by
side, so one process can play both and compare them; their figures are identical by construction.

A candidate model (``tune.py``) reaches the engine through one door, ``load(kind, model=values)``:
the values are set on the engine's ``model`` module before ``play`` is imported, so everything
the engine binds or builds from the model at import (its reel strips, star's wilds weights, every
``Final`` copy) is the candidate's, exactly as if ``model.py`` said so. The pure engine is imported
afresh for each candidate under a package name of its own; the compiled one is one set of C
extensions a process, so a process plays one model on it.
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib
import importlib.util
import io
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tokenize
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import midnight_princess
from midnight_princess import ladder

ENGINE_SOURCE = Path(midnight_princess.__file__).resolve().parent
COMPILED_PACKAGE = "midnight_princess_compiled"
# The modules that decide every outcome: the fingerprint covers them, mypyc compiles them.
HOT_MODULES: tuple[str, ...] = ("model", "rng", "grid", "play")
KINDS: tuple[str, ...] = ("auto", "pure", "compiled")
BUILD_ENV = "MIDNIGHT_PRINCESS_BUILD"  # overrides where the compiled engine is built
STAMP = "BUILD.json"


ModelValues = Mapping[str, object]  # names of model.py and the values a candidate gives them


class BuildError(RuntimeError):
    """The compiled engine cannot be built here; the message says why and what to do."""


class ModelError(ValueError):
    """A candidate model that cannot be played here: a name model.py lacks, or a second model in
    a process whose compiled engine already plays another."""


@dataclass(frozen=True)
class Engine:
    """One engine's modules, as the simulator plays them."""

    kind: str  # "pure" or "compiled"
    model: ModuleType
    rng: ModuleType
    grid: ModuleType
    play: ModuleType
    bridge: ModuleType
    ladder: ModuleType


# --- the fingerprint ----------------------------------------------------------------------

def _code_tokens(source: str) -> list[str]:
    """The source's tokens without comments, blank lines and docstrings (any string statement)."""
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.ENCODING}
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in skip]
    offsets = [0]
    for line in source.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    fstring_start = getattr(tokenize, "FSTRING_START", None)
    fstring_end = getattr(tokenize, "FSTRING_END", None)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        token, last = tokens[i], i
        text = token.string
        if token.type == fstring_start:
            # Python 3.12+ splits an f-string into parts: take its whole text, one token as in 3.11.
            depth = 0
            while True:
                depth += (tokens[last].type == fstring_start) - (tokens[last].type == fstring_end)
                if depth == 0:
                    break
                last += 1
            (row, col), (end_row, end_col) = token.start, tokens[last].end
            text = source[offsets[row - 1] + col:offsets[end_row - 1] + end_col]
        following = tokens[last + 1].type if last + 1 < len(tokens) else tokenize.ENDMARKER
        if (token.type in (tokenize.STRING, fstring_start) and (not out or out[-1] in ("\n", "<indent>", "<dedent>"))
                and following in (tokenize.NEWLINE, tokenize.ENDMARKER)):
            i = last + 2  # a string statement (a docstring) and its NEWLINE
            continue
        if token.type == tokenize.NEWLINE:
            text = "\n"
        elif token.type == tokenize.INDENT:
            text = "<indent>"
        elif token.type == tokenize.DEDENT:
            text = "<dedent>"
        out.append(text)
        i = last + 1
    return out


def code_digest(source: str) -> str:
    """SHA-256 of a module's code: comments, blank lines and docstrings do not count."""
    return hashlib.sha256("\x00".join(_code_tokens(source)).encode()).hexdigest()


_FINGERPRINT: list[str] = []


def fingerprint(rtp: str = ladder.DEFAULT, tables: ModuleType = ladder) -> str:
    """16 hex digits naming the engine's code (model, rng, grid, play) and, for a rung of the RTP
    ladder but the default (whose reel sets are model.py's), that rung's reel sets as ``tables``
    (a loaded engine's own ladder module) has them: a rung's figures depend on nothing else, and a
    change to one rung's table leaves the others' sheets valid."""
    if not _FINGERPRINT:
        digest = hashlib.sha256()
        for name in HOT_MODULES:
            digest.update(code_digest((ENGINE_SOURCE / f"{name}.py").read_text(encoding="utf-8")).encode())
        _FINGERPRINT.append(digest.hexdigest()[:16])
    if rtp == ladder.DEFAULT:
        return _FINGERPRINT[0]
    table = json.dumps(tables.reel_sets(rtp), sort_keys=True)  # the weights and every reel's counts, in order
    return hashlib.sha256(f"{_FINGERPRINT[0]}\x00{rtp}\x00{table}".encode()).hexdigest()[:16]


def source_hash() -> str:
    """SHA-256 of every byte of the engine package, with the Python and mypy versions: a build's identity."""
    digest = hashlib.sha256(f"{sys.version}\n{_mypy_version()}\n".encode())
    for path in sorted(ENGINE_SOURCE.glob("*.py")):
        digest.update(path.name.encode() + b"\x00" + path.read_bytes() + b"\x00")
    return digest.hexdigest()


def _mypy_version() -> str:
    try:
        from mypy.version import __version__
    except ImportError:
        return "none"
    return __version__


# --- the compiled build ----------------------------------------------------------------------

def build_dir() -> Path:
    """Where the compiled engine lives: $MIDNIGHT_PRINCESS_BUILD, else py/.compiled beside the engine."""
    return Path(os.environ.get(BUILD_ENV) or ENGINE_SOURCE.parent / ".compiled")


def is_current(where: Path | None = None) -> bool:
    """True when a compiled engine is built from the engine's current source."""
    where = where or build_dir()
    try:
        stamp = json.loads((where / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return bool(stamp.get("source") == source_hash() and (where / COMPILED_PACKAGE).is_dir())


def compiler_problem() -> str | None:
    """Why no C extension can be built here (no compiler, no Python headers, no mypyc), or None."""
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed: `python3 -m pip install mypy` (mypyc comes with it)"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return (f"no C compiler: `{compiler}` is not on PATH (Debian: `apt-get install gcc`); "
                "use --engine pure meanwhile")
    include = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not include.is_file():
        return f"no Python headers: {include} is missing (Debian: `apt-get install python3-dev`)"
    return None


def build(where: Path | None = None, echo: Callable[[str], None] | None = None) -> Path:
    """Compile the engine's hot modules with mypyc into ``where`` unless already current; the folder."""
    where = where or build_dir()
    echo = echo or (lambda line: print(line, file=sys.stderr, flush=True))
    where.mkdir(parents=True, exist_ok=True)
    with open(where / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one build at a time, whichever process asks
        if is_current(where):
            return where
        problem = compiler_problem()
        if problem:
            raise BuildError(f"cannot build the compiled engine: {problem}")
        source = source_hash()
        work = where / "work"
        shutil.rmtree(work, ignore_errors=True)
        package = work / COMPILED_PACKAGE
        package.mkdir(parents=True)
        for path in sorted(ENGINE_SOURCE.glob("*.py")):
            shutil.copy2(path, package / path.name)
        files = [f"{COMPILED_PACKAGE}/{name}.py" for name in HOT_MODULES]
        echo(f"compiling the engine with mypyc ({', '.join(HOT_MODULES)}) into {where}; about 30 s ...")
        process = subprocess.Popen([sys.executable, "-m", "mypyc", *files], cwd=work, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True,
                                   env={**os.environ, "MYPYC_OPT_LEVEL": "3"})
        assert process.stdout is not None
        output = []
        for line in process.stdout:
            output.append(line)
            if line.startswith(("copying", "building", "gcc", "cc ")) or "error" in line:
                echo("  " + line.rstrip()[:160])
        if process.wait() != 0:
            raise BuildError("mypyc failed:\n" + "".join(output[-40:]))
        for old in where.iterdir():  # replace the previous build whole
            if old.name not in (".lock", "work"):
                shutil.rmtree(old) if old.is_dir() else old.unlink()
        shutil.move(str(package), where / COMPILED_PACKAGE)
        for library in work.glob("*__mypyc*.so"):
            shutil.move(str(library), where / library.name)
        shutil.rmtree(work, ignore_errors=True)
        (where / STAMP).write_text(json.dumps({"source": source, "fingerprint": fingerprint()}), encoding="utf-8")
        echo(f"compiled engine ready ({fingerprint()})")
        return where


# --- loading -----------------------------------------------------------------------------

_LOADED: dict[tuple[str, str], Engine] = {}
_COMPILED_MODEL: list[str] = []  # the model key the compiled engine was imported with, once


def model_key(values: ModelValues | None) -> str:
    """16 hex digits naming a candidate's model values; "" for model.py as it is."""
    if not values:
        return ""
    text = json.dumps(values, sort_keys=True, default=list)  # tuples as lists: a stable text
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _modules(package: str, kind: str) -> Engine:
    def get(name: str) -> ModuleType:
        return importlib.import_module(f"{package}.{name}")

    return Engine(kind, get("model"), get("rng"), get("grid"), get("play"), get("bridge"), get("ladder"))


def _set_model(package: str, values: ModelValues) -> None:
    """Set a candidate's values on ``package.model`` before anything else of the engine imports it."""
    module = importlib.import_module(f"{package}.model")
    unknown = [name for name in values if not name.isupper() or not hasattr(module, name)]
    if unknown:
        raise ModelError(f"model.py has no {', '.join(map(repr, unknown))} for a candidate to set")
    for name, value in values.items():
        setattr(module, name, value)


def _fresh_pure(package: str) -> None:
    """The pure engine's source imported again as ``package``: modules of its own, bound afresh."""
    spec = importlib.util.spec_from_file_location(package, ENGINE_SOURCE / "__init__.py",
                                                  submodule_search_locations=[str(ENGINE_SOURCE)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[package] = module
    spec.loader.exec_module(module)


def load(kind: str = "auto", echo: Callable[[str], None] | None = None, model: ModelValues | None = None) -> Engine:
    """The engine of a kind: ``pure``; ``compiled`` (built first when missing or stale); ``auto``
    (compiled when built and current, else pure); with ``model``, playing a candidate's values."""
    if kind not in KINDS:
        raise ValueError(f"engine must be one of {', '.join(KINDS)}, not {kind!r}")
    if kind == "auto":
        kind = "compiled" if is_current() else "pure"
    key = model_key(model)
    if (kind, key) in _LOADED:
        return _LOADED[(kind, key)]
    if kind == "pure":
        package = "midnight_princess"
        if key:
            package = f"midnight_princess_model_{key}"
            _fresh_pure(package)
            _set_model(package, model or {})
        engine = _modules(package, "pure")
    else:
        where = build(echo=echo)
        if str(where) not in sys.path:
            sys.path.insert(0, str(where))
        if _COMPILED_MODEL and _COMPILED_MODEL[0] != key:
            raise ModelError(f"the compiled engine of this process plays model {_COMPILED_MODEL[0] or 'model.py'}: "
                             f"model {key or 'model.py'} needs a process of its own (or --engine pure)")
        if key:
            if f"{COMPILED_PACKAGE}.play" in sys.modules:
                raise ModelError("the compiled engine was imported before a candidate could be set: "
                                 "play the candidate in a process of its own")
            _set_model(COMPILED_PACKAGE, model or {})
        _COMPILED_MODEL[:] = [key]
        engine = _modules(COMPILED_PACKAGE, "compiled")
        if not engine.play.__file__ or not engine.play.__file__.endswith(".so"):
            raise BuildError(f"{engine.play.__file__} is not a compiled module")
    _LOADED[(kind, key)] = engine
    return engine
