"""build.py's offline parts without a browser: what the service worker keeps, its version, the icons."""

from __future__ import annotations

import hashlib
import json
import re
import struct
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
import icons  # noqa: E402


def make(tree: Path, files: dict[str, bytes]) -> None:
    for path, data in files.items():
        (tree / path).parent.mkdir(parents=True, exist_ok=True)
        (tree / path).write_bytes(data)


def test_the_service_worker_keeps_what_the_page_and_the_worker_fetch(tmp_path: Path) -> None:
    make(tmp_path, {p: b"x" for p in (
        "index.html", "sw.js", "_headers", "art-preview.html", "bench/bare.html",
        "js/main.js", "js/main.js.gz", "js/main.js.br",  # the page asks for main.js (a good host encodes it)
        "pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.wasm.gz", "pyodide/pyodide.asm.wasm.br",  # the worker asks for the .gz
        "pyodide/pyodide.mjs",  # no sibling: the file itself
        "engine/midnight_princess-1.1.0-py3-none-any.whl",  # the worker unpacks it
        "engine/wheel.json", "micropip/micropip-0.11.1-py3-none-any.whl",  # for other pages: the game never fetches them
        "art/art.json", "art/love-s.webp", "art/love-l.webp",  # every screen's pictures
        "art/art-xl.json", "art/love-xl.webp",  # a big screen's alone, fetched when it needs them: not every device's download
    )})
    assert build.precache_files(tmp_path) == [
        "art/art.json", "art/love-l.webp", "art/love-s.webp",
        "engine/midnight_princess-1.1.0-py3-none-any.whl", "index.html", "js/main.js", "pyodide/pyodide.asm.wasm.gz", "pyodide/pyodide.mjs"]


def test_the_version_is_a_hash_of_every_kept_file(tmp_path: Path) -> None:
    sw = (ROOT / "web" / "sw.js").read_text()
    make(tmp_path, {"sw.js": sw.encode(), "index.html": b"<!doctype html>", "js/a.js": b"1"})
    first = build.write_service_worker(tmp_path, build.precache_files(tmp_path))
    written = (tmp_path / "sw.js").read_text()
    assert f'const VERSION = "{first}";' in written
    files = json.loads(re.search(r"^const FILES = (\{.*?\});$", written, re.S | re.M).group(1))  # type: ignore[union-attr]
    assert files == {"index.html": hashlib.sha256(b"<!doctype html>").hexdigest(), "js/a.js": hashlib.sha256(b"1").hexdigest()}
    (tmp_path / "sw.js").write_text(sw)
    (tmp_path / "js" / "a.js").write_bytes(b"2")
    assert build.write_service_worker(tmp_path, build.precache_files(tmp_path)) != first


def test_sw_js_without_its_two_lines_is_refused(tmp_path: Path) -> None:
    make(tmp_path, {"sw.js": b"// nothing to fill in", "index.html": b""})
    with pytest.raises(build.BuildError):
        build.write_service_worker(tmp_path, ["index.html"])


def pixels(png: bytes) -> tuple[int, int, bytes]:
    """Width, height and the raw RGBA rows (filter 0) of a PNG that icons.py wrote."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
    assert (depth, colour) == (8, 6)
    idat = png.index(b"IDAT")
    length = struct.unpack(">I", png[idat - 4:idat])[0]
    return width, height, zlib.decompress(png[idat + 4:idat + 4 + length])


@pytest.mark.parametrize("name,size,maskable", icons.ICONS)
def test_the_icons_are_the_moon_on_the_night_sky(name: str, size: int, maskable: bool) -> None:
    width, height, raw = pixels(icons.png(icons.draw_icon(size, maskable)))
    assert (width, height) == (size, size) and len(raw) == size * (size * 4 + 1)

    def at(x: float, y: float) -> tuple[int, ...]:
        row = int(y * size)
        start = row * (size * 4 + 1) + 1 + int(x * size) * 4
        return tuple(raw[start:start + 4])

    corner = at(0.005, 0.005)
    assert corner[3] == (255 if maskable else 0)  # a maskable icon is full-bleed; the other a rounded tile
    r, g, b, a = at(0.5, 0.12)
    assert a == 255 and b > r and b > g  # the night sky
    r, g, b, a = at(0.27 if not maskable else 0.32, 0.55)
    assert a == 255 and r > 200 and g > 150 and b < 150  # the crescent's gold
