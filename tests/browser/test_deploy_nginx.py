"""docs/deploy.md's nginx recipe, tried: Debian's nginx serves a production build as build.py
wrote it (with its .br and .gz siblings) with deploy/nginx.conf under /games/midnight-princess/,
and the game boots, plays a round and is kept for offline play by its service worker in Chromium."""

from __future__ import annotations

import gzip
import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from midnight_princess_testkit import BOOT_TIMEOUT_MS, GamePage, game_context
from tests.repo import ROOT

NGINX = Path(shutil.which("nginx") or "/usr/sbin/nginx")
BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
PREFIX = "/games/midnight-princess/"

# scripts/install-deps.sh installs both: in CI the recipe is tried whole, never skipped.
pytestmark = pytest.mark.skipif(not NGINX.exists() and not os.environ.get("CI"),
                                reason="needs nginx (apt-get install nginx libnginx-mod-http-brotli-static)")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        return None  # a redirect is the answer under test, not a place to go


OPENER = urllib.request.build_opener(NoRedirect)


def get(url: str, encoding: str | None = None) -> tuple[int, dict[str, str], bytes]:
    """One GET as it is answered: status, headers (lower-case names), body as sent (not decoded)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding else {})
    try:
        with OPENER.open(request) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, b""


@pytest.fixture(scope="module")
def nginx(prod_site, tmp_path_factory):  # type: ignore[no-untyped-def]
    """nginx on a free port serving a copy of the production build with deploy/nginx.conf."""
    tmp = tmp_path_factory.mktemp("nginx")
    root = tmp / "srv" / "midnight-princess"
    shutil.copytree(prod_site.out, root)  # as the recipe says: the build as it is, its siblings made by build.py
    brotli = BROTLI_MODULE.exists()
    assert brotli or not os.environ.get("CI"), f"{BROTLI_MODULE} is missing in CI: the recipe's brotli_static must be tried"
    snippet = (ROOT / "deploy" / "nginx.conf").read_text().replace("/srv/midnight-princess/", f"{root}/")
    if not brotli:
        snippet = snippet.replace("brotli_static on;", "")
    (tmp / "site.conf").write_text(snippet)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    temp_paths = " ".join(f"{name}_temp_path {tmp}/{name};" for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (tmp / "nginx.conf").write_text(f"""
{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
pid {tmp}/nginx.pid;
{f"load_module {BROTLI_MODULE};" if brotli else ""}
events {{}}
http {{
    access_log {tmp}/access.log;
    {temp_paths}
    server {{
        listen 127.0.0.1:{port};
        include {tmp}/site.conf;
    }}
}}
""")
    process = subprocess.Popen([str(NGINX), "-p", str(tmp), "-e", str(tmp / "error.log"), "-c", str(tmp / "nginx.conf"), "-g", "daemon off;"],
                               stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        if process.poll() is not None:
            raise AssertionError(f"nginx did not start: {process.stderr.read() if process.stderr else ''}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.1)
    yield base, root, brotli
    process.terminate()
    process.wait(timeout=10)


def test_nginx_serves_the_precompressed_files_with_their_types(nginx):
    base, root, brotli = nginx
    wasm = base + PREFIX + "pyodide/pyodide.asm.wasm"
    plain = (root / "pyodide" / "pyodide.asm.wasm").read_bytes()
    status, headers, body = get(wasm)
    assert (status, headers["content-type"], body) == (200, "application/wasm", plain) and "content-encoding" not in headers
    assert headers["cache-control"] == "no-cache" and headers["x-content-type-options"] == "nosniff"
    status, headers, body = get(wasm, "gzip")
    assert (headers["content-type"], headers["content-encoding"], headers["vary"]) == ("application/wasm", "gzip", "Accept-Encoding")
    assert gzip.decompress(body) == plain
    if brotli:
        status, headers, body = get(wasm, "gzip, deflate, br")
        assert (headers["content-type"], headers["content-encoding"]) == ("application/wasm", "br")
        assert body == (root / "pyodide" / "pyodide.asm.wasm.br").read_bytes()
    for module in ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "js/main.js", "js/engine/worker.js", "sw.js"):
        assert get(base + PREFIX + module)[1]["content-type"] == "text/javascript", module
    status, headers, _ = get(base + PREFIX + "sw.js")  # the service worker at the build's root, always revalidated
    assert (status, headers["cache-control"]) == (200, "no-cache")
    assert get(base + PREFIX + "manifest.webmanifest")[1]["content-type"] == "application/manifest+json"
    status, headers, _ = get(base + PREFIX.rstrip("/"))  # no slash: sent to the folder
    assert status == 301 and headers["location"].endswith(PREFIX)
    assert get(base + "/")[0] == 404  # only the sub-path is the game


def test_the_game_plays_a_round_through_nginx(nginx, browser):
    base, _, brotli = nginx
    game = GamePage(game_context(browser, speed=None).new_page(), base + PREFIX)
    encodings: dict[str, str] = {}
    game.page.on("response", lambda r: encodings.setdefault(r.url.rsplit("/", 1)[-1], r.headers.get("content-encoding", "")))
    try:
        game.open(until=("ready",))
        # Chromium asks for br even over plain http to 127.0.0.1: nginx sent the .br files.
        expected = "br" if brotli else "gzip"
        assert encodings["pyodide.asm.wasm"] == encodings["python_stdlib.min.zip"] == expected
        game.click("fast_play")
        game.spin(wait=False)
        if game.wait_phase("ready", "choice", timeout=180_000) == "choice":
            game.choose("love", wait=False)
            game.wait_phase("ready", timeout=300_000)
        saved = game.record()
        entry = saved["history"][-1]
        assert len(saved["history"]) == 1 and entry["balance_after"] == entry["balance_before"] - entry["bet"] + entry["win"]
        assert saved["state"]["balance"] == entry["balance_after"] == game.balance()
        # 127.0.0.1 is a secure context: the service worker fetched every file from nginx and took over.
        game.wait_for("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    finally:
        game.close()
