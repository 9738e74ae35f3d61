#!/usr/bin/env python3
"""Serve a built site (dist/ by default) on localhost, with the MIME types Pyodide needs.

    python3 scripts/serve.py [DIR] [--port 8000] [--host 127.0.0.1]

Prints the URL on its first line of output. `--port 0` picks a free port.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from collections import Counter
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Without application/wasm, loadPyodide falls back or hangs: never leave it to the OS tables.
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


class GameRequestHandler(SimpleHTTPRequestHandler):
    """Static files with fixed MIME types, revalidated caching and a byte count per path."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Revalidate every time: a rebuilt dist/ is picked up at once, an unchanged file costs a 304.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        """Send the body and count its bytes for the benchmark."""
        sent = 0
        while chunk := source.read(256 * 1024):
            outputfile.write(chunk)
            sent += len(chunk)
        counter = getattr(self.server, "bytes_sent", None)
        if counter is not None:
            with self.server.lock:  # type: ignore[attr-defined]
                counter[self.path.split("?", 1)[0]] += sent

    def log_message(self, format: str, *args: object) -> None:
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)


class GameServer(ThreadingHTTPServer):
    """A threaded static server for one folder; `bytes_sent` maps URL path to body bytes served."""

    daemon_threads = True

    def __init__(self, directory: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False):
        handler = functools.partial(GameRequestHandler, directory=str(directory))
        super().__init__((host, port), handler)
        self.verbose = verbose
        self.lock = threading.Lock()
        self.bytes_sent: Counter[str] = Counter()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"


def start_in_thread(directory: Path, host: str = "127.0.0.1", port: int = 0) -> GameServer:
    """Start a server in a daemon thread (for tests and benchmarks); call .shutdown() to stop it."""
    server = GameServer(directory, host, port)
    threading.Thread(target=server.serve_forever, name="game-server", daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory", nargs="?", type=Path, default=ROOT / "dist")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not args.directory.is_dir() or not any(args.directory.rglob("index.html")):
        print(f"serve.py: {args.directory} has no index.html: run `python3 build.py` first.", file=sys.stderr)
        return 1
    try:
        server = GameServer(args.directory, args.host, args.port, args.verbose)
    except OSError as exc:
        print(f"serve.py: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    print(f"Midnight Princess is being served at {server.url}", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
