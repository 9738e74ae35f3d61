"""The game's own type: the two faces the build ships (build.FONTS, from npm) have a glyph for every
letter of the six languages the game speaks (English, German, Spanish, French, Brazilian
Portuguese, Swedish: Latin-1 holds them all) and for every character the page prints; each ships
with its licence; the style sheet, the canvas (art/faces.js) and the build name the same files."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

WEB = ROOT / "web"
# Every letter of the six languages (and of Latin-1 besides): A-Z, a-z, and À to ÿ but × and ÷.
LETTERS = [chr(c) for c in [*range(0x41, 0x5B), *range(0x61, 0x7B), *range(0xC0, 0x100)] if chr(c) not in "×÷"]
# Typed punctuation the languages use: quotes, dashes, guillemets, inverted marks, the euro.
PUNCTUATION = "«»¡¿‘’“”–—…·€−"
# Signs, not words: where a face lacks one, the system's symbol font draws it (a tick, a cross, an arrow).
SIGNS = set("✓✗✕→")


def face_paths() -> dict[str, Path]:
    return {face: ROOT / "node_modules" / package / "files" / name for face, (package, name) in build.FONTS.items()}


def printed_characters() -> set[str]:
    """Every character of the page's text: index.html and every string in the page's scripts."""
    chars: set[str] = set()
    for path in [WEB / "index.html", *sorted((WEB / "js").rglob("*.js"))]:
        text = path.read_text()
        if path.suffix == ".js":
            text = "".join(m.group(1) for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`', text) if m.group(1))
        chars.update(ch for ch in text if ch.isprintable() and not ch.isspace())
    return chars


@pytest.mark.parametrize("face", list(build.FONTS))
def test_each_face_has_every_letter_the_game_prints(face):
    path = face_paths()[face]
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `npm ci`")
    cmap = TTFont(path).getBestCmap()
    missing = [ch for ch in LETTERS + list(PUNCTUATION) if ord(ch) not in cmap]
    assert not missing, f"{face} lacks {missing}"
    unprinted = sorted(ch for ch in printed_characters() - SIGNS if ord(ch) not in cmap)
    assert not unprinted, f"{face} lacks {unprinted}, which the page prints"


def test_the_build_ships_each_face_with_its_licence(tmp_path):
    sizes = build.copy_fonts(tmp_path)
    for face, (_, name) in build.FONTS.items():
        assert (tmp_path / "fonts" / face / name).read_bytes()[:4] == b"wOF2"
        assert "SIL Open Font License" in (tmp_path / "fonts" / face / build.FONT_LICENSE).read_text()
        assert sizes[f"fonts/{face}/{name}"] < 60_000  # a Latin subset, not the whole face
    assert "fonts/*/LICENSE" in build.NOT_PRECACHED  # the reader's, never the page's


def test_the_style_sheet_the_canvas_and_the_build_name_the_same_files():
    shipped = {f"fonts/{face}/{name}" for face, (_, name) in build.FONTS.items()}
    css = (WEB / "css" / "style.css").read_text()
    declared = {"fonts/" + src for src in re.findall(r'url\("\.\./fonts/([^"]+)"\)', css)}
    canvas = set(re.findall(r'file: "([^"]+)"', (WEB / "js" / "art" / "faces.js").read_text()))
    preloaded = set(re.findall(r'<link rel="preload" href="([^"]+)" as="font"', (WEB / "index.html").read_text()))
    assert declared == canvas == preloaded == shipped
