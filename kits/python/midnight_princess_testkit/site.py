"""Where the game under test is served: a URL (`Site`), and a checkout of the game that builds
itself (`build.py`) and serves a build under a sub-path (`scripts/serve.py`), as every host may."""

from __future__ import annotations

import functools
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

SUB_PATH = "games/midnight-princess/"  # every build is served below a path: it must work there
DESKTOP = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}
PHONE_LANDSCAPE = {"width": 844, "height": 390}
TABLET = {"width": 820, "height": 1180}


class Site:
    """A build and the URL it is served at (by a child scripts/serve.py, or by someone else)."""

    def __init__(self, url: str, out: Path | None = None, process: subprocess.Popen[str] | None = None, root: Path | None = None):
        self.url = url if url.endswith("/") else url + "/"  # the game's index.html
        self.out = out  # the build's folder, when it is on this machine
        self.root = root  # the folder served (out is below it, at the sub-path)
        self.process = process

    def stop(self) -> None:
        """Stop the server this Site started (if any)."""
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


class Checkout:
    """A checkout of Midnight Princess (`root` holds build.py, scripts/serve.py and py/): its builds, served."""

    def __init__(self, root: Path | str):
        self.root = Path(root).resolve()
        if not self.is_checkout(self.root):
            raise ValueError(f"{self.root} is not a checkout of Midnight Princess (no build.py, scripts/serve.py, py/midnight_princess)")

    @staticmethod
    def is_checkout(path: Path) -> bool:
        return (path / "build.py").is_file() and (path / "scripts" / "serve.py").is_file() and (path / "py" / "midnight_princess").is_dir()

    @classmethod
    def find(cls, start: Path | str) -> Checkout | None:
        """The checkout `start` is in (or is), or None."""
        path = Path(start).resolve()
        for folder in (path, *path.parents):
            if cls.is_checkout(folder):
                return cls(folder)
        return None

    @functools.cache
    def script(self, name: str) -> ModuleType:
        """scripts/<name>.py as a module (scripts/ is not a package)."""
        spec = importlib.util.spec_from_file_location(f"midnight_princess_{name}", self.root / "scripts" / f"{name}.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    def build(self, out: Path, debug: bool, profile: str | None = None) -> Path:
        """Run build.py into `out` (a debug build with --debug); raise with its output if it fails."""
        cmd = [sys.executable, str(self.root / "build.py"), "--out", str(out)] + (["--debug"] if debug else [])
        cmd += ["--profile", profile] if profile else []
        result = subprocess.run(cmd, cwd=self.root, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"build.py failed ({result.returncode}):\n{result.stdout}{result.stderr}")
        return out

    def serve(self, root: Path, sub_path: str = "") -> Site:
        """Serve the folder `root` with scripts/serve.py on a free port; the game is at `sub_path` below it."""
        process = subprocess.Popen([sys.executable, str(self.root / "scripts" / "serve.py"), str(root), "--port", "0"],
                                   stdout=subprocess.PIPE, text=True)
        assert process.stdout is not None
        first = process.stdout.readline()
        base = first.strip().rsplit(" ", 1)[-1]
        if not base.startswith("http://127.0.0.1:"):
            process.terminate()
            raise RuntimeError(f"serve.py printed {first!r}")
        return Site(base + sub_path, root / sub_path, process, root)

    def build_and_serve(self, tmp: Path, debug: bool, profile: str | None = None, sub_path: str = SUB_PATH) -> Site:
        """A fresh build in tmp/site/<sub_path>, served from tmp/site."""
        root = tmp / "site"
        self.build(root / sub_path, debug, profile)
        return self.serve(root, sub_path)

    def serve_existing(self, build_dir: Path, tmp: Path, sub_path: str = SUB_PATH) -> Site:
        """An existing build (e.g. dist-debug/ from `python3 build.py --debug`), copied under the
        sub-path in tmp (tests write nothing into it) and served from there."""
        build_dir = build_dir.resolve()
        if not (build_dir / "index.html").is_file():
            raise RuntimeError(f"{build_dir} has no index.html: run `python3 build.py --debug` first")
        root = tmp / "site"
        shutil.copytree(build_dir, root / sub_path)
        return self.serve(root, sub_path)

    def serve_in_thread(self, root: Path, plain: bool = False) -> Any:
        """scripts/serve.py's GameServer for the folder `root`, in a thread of this process: its `url`, and
        `bytes_sent` (URL path -> body bytes, under `lock`); `plain` sends every file as it is (no .br/.gz
        sibling, no Content-Encoding). Stop it with shutdown() and server_close()."""
        return self.script("serve").start_in_thread(root, plain=plain)
