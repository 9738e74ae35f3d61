"""build.py's offline parts without a browser: what the service worker keeps, its version, the icons."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
import urllib.parse
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402


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


@pytest.fixture(scope="module")
def drawn(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build's icons and favicon, drawn by build.py from web/index.html's mark (the page copied as the build copies it)."""
    out = tmp_path_factory.mktemp("build")
    shutil.copy(ROOT / "web" / "index.html", out / "index.html")
    build.make_icons(out)
    build.write_app_manifest(out)
    return out


def is_gold(pixel: tuple[int, int, int, int]) -> bool:
    """The mark's gold (#logo-gold: #fff6cf to #c7781c): warm, bright, far from the sky's blues."""
    r, g, b, a = pixel
    return a == 255 and r > 190 and 110 < g < 235 and b < 120


@pytest.mark.parametrize("name,size,kind", build.ICONS)
def test_the_icons_are_the_logo_mark_on_the_night_sky(drawn: Path, name: str, size: int, kind: str) -> None:
    with Image.open(drawn / "icons" / name) as image:
        assert image.format == "PNG" and image.size == (size, size)
        rgba = image.convert("RGBA")
    corner = rgba.getpixel((1, 1))
    assert corner[3] == (0 if kind == "any" else 255)  # a rounded tile; maskable and apple full-bleed (the mask, iOS round them)
    r, g, b, a = rgba.getpixel((size // 2, size // 40 + 2))
    assert a == 255 and b > r and b > g  # the night sky above the mark
    centre = [rgba.getpixel((x, y)) for x in range(size * 3 // 10, size * 7 // 10) for y in range(size * 3 // 10, size * 7 // 10)]
    assert sum(map(is_gold, centre)) > len(centre) // 10  # the crescent's gold about the centre
    if kind == "maskable":
        safe = (0.4 * size) ** 2
        outside = [(x, y) for x in range(size) for y in range(size) if (x + 0.5 - size / 2) ** 2 + (y + 0.5 - size / 2) ** 2 > safe]
        assert not [p for p in outside if is_gold(rgba.getpixel(p))]  # the mark keeps to the safe zone


def test_the_manifest_lists_the_icons_but_the_apple_touch_one(drawn: Path) -> None:
    manifest = json.loads((drawn / "manifest.webmanifest").read_text())
    assert manifest["icons"] == [
        {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {"src": "icons/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ]


def test_the_favicon_is_the_marks_crescent_and_crown_inline(drawn: Path) -> None:
    source = (ROOT / "web" / "index.html").read_text()
    page = (drawn / "index.html").read_text()
    href = re.search(r'<link rel="icon" href="([^"]*)">', page).group(1)  # type: ignore[union-attr]
    assert href.startswith("data:image/svg+xml,")  # no request
    svg = urllib.parse.unquote(href)
    for part in ("logo-crescent", "logo-crown"):
        d = re.search(rf'<path id="{part}" d="([^"]+)"', source).group(1)  # type: ignore[union-attr]
        assert f"d='{d}'" in svg  # the mark's own paths, read from the page
    assert "#ff5fa8" not in svg and "#6fd3ff" not in svg  # the charms are left out: mush at 16 px
    assert page.replace(href, "") == source.replace('href="data:,"', 'href=""')  # nothing else changed
