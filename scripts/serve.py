#!/usr/bin/env python3
"""Serve a built site (dist/ by default) on localhost, with the MIME types Pyodide needs.

    python3 scripts/serve.py [DIR] [--port 8000] [--host 127.0.0.1] [--plain] [--throttle 10mbps:40ms]

Prints the URL on its first line of output. `--port 0` picks a free port. Like a good host it
sends the build's precompressed X.br or X.gz for X when the browser accepts it (Content-Encoding);
`--plain` serves every file as it is, as the plainest static host does. `--throttle RATE:DELAY`
makes one slow link for the benchmark: every byte shares RATE, every request and new connection
waits DELAY (one round trip).
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import os
import re
import sys
import threading
import time
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
    ".woff2": "font/woff2",
}


# Precompressed siblings, best first, as build.py writes them.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class Link:
    """One shared slow link: `rate` bytes a second for everyone, `delay` seconds a round trip."""

    def __init__(self, rate: float, delay: float):
        self.rate = rate
        self.delay = delay
        self.lock = threading.Lock()
        self.free_at = time.monotonic()

    def send(self, nbytes: int) -> None:
        """Wait until the link has carried nbytes after everything queued before them."""
        with self.lock:
            start = max(self.free_at, time.monotonic())
            self.free_at = start + nbytes / self.rate
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))


def parse_throttle(text: str) -> Link:
    """`10mbps:40ms` (also kbps, s) into a Link."""
    match = re.fullmatch(r"([\d.]+)(k|m)bps:([\d.]+)(ms|s)", text.strip().lower())
    if not match:
        raise argparse.ArgumentTypeError(f"--throttle wants RATE:DELAY such as 10mbps:40ms, not {text!r}")
    rate = float(match[1]) * (1e3 if match[2] == "k" else 1e6) / 8
    delay = float(match[3]) / (1000 if match[4] == "ms" else 1)
    return Link(rate, delay)


class GameRequestHandler(SimpleHTTPRequestHandler):
    """Static files with fixed MIME types, precompressed siblings, revalidated caching and a byte count per path."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    encoding: str | None = None

    def setup(self) -> None:
        super().setup()
        link = getattr(self.server, "link", None)
        if link is not None:
            self.protocol_version = "HTTP/1.1"  # keep-alive, as a browser's connections to a real host
            time.sleep(link.delay)  # the TCP handshake's round trip

    def send_head(self):  # type: ignore[no-untyped-def]
        """Like SimpleHTTPRequestHandler's, but a file X may be answered by its X.br or X.gz."""
        link = getattr(self.server, "link", None)
        if link is not None:
            time.sleep(link.delay)  # the request's round trip before the first byte comes back
        self.encoding = None
        path = self.translate_path(self.path)
        if not getattr(self.server, "plain", False) and os.path.isfile(path):
            accepted = {part.split(";")[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")}
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    self.encoding = encoding
                    return self.send_encoded(path, path + suffix)
        return super().send_head()

    def send_encoded(self, path: str, encoded: str):  # type: ignore[no-untyped-def]
        """Headers for X answered by its sibling file, as a host with precompressed files does."""
        source = open(encoded, "rb")
        stat = os.fstat(source.fileno())
        if self.not_modified(stat.st_mtime):
            source.close()
            self.send_response(304)
            self.end_headers()
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", str(self.encoding))
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return source

    def not_modified(self, mtime: float) -> bool:
        """True when the browser's If-Modified-Since copy is still current."""
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            return int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self) -> None:
        # Revalidate every time: a rebuilt dist/ is picked up at once, an unchanged file costs a 304.
        self.send_header("Cache-Control", "no-cache")
        if not getattr(self.server, "plain", False):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        """Send the body (through the slow link, if any) and count its bytes for the benchmark."""
        link = getattr(self.server, "link", None)
        sent = 0
        size = 16 * 1024 if link is not None else 256 * 1024
        try:
            while chunk := source.read(size):
                if link is not None:
                    link.send(len(chunk))
                outputfile.write(chunk)
                sent += len(chunk)
        finally:
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

    def __init__(
        self, directory: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False, plain: bool = False, link: Link | None = None
    ):
        handler = functools.partial(GameRequestHandler, directory=str(directory))
        super().__init__((host, port), handler)
        self.verbose = verbose
        self.plain = plain
        self.link = link
        self.lock = threading.Lock()
        self.bytes_sent: Counter[str] = Counter()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"


def start_in_thread(directory: Path, host: str = "127.0.0.1", port: int = 0, plain: bool = False, link: Link | None = None) -> GameServer:
    """Start a server in a daemon thread (for tests and benchmarks); call .shutdown() to stop it."""
    server = GameServer(directory, host, port, plain=plain, link=link)
    threading.Thread(target=server.serve_forever, name="game-server", daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory", nargs="?", type=Path, default=ROOT / "dist")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument("--plain", action="store_true", help="no precompressed siblings: every file as it is")
    parser.add_argument("--throttle", type=parse_throttle, default=None, metavar="RATE:DELAY", help="a slow link, e.g. 10mbps:40ms")
    args = parser.parse_args(argv)
    if not args.directory.is_dir() or not any(args.directory.rglob("index.html")):
        print(f"serve.py: {args.directory} has no index.html: run `python3 build.py` first.", file=sys.stderr)
        return 1
    try:
        server = GameServer(args.directory, args.host, args.port, args.verbose, args.plain, args.throttle)
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
