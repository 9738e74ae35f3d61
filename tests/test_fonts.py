"""The game's own type: the two faces web/fonts/ ships (scripts/subset_fonts.py cut them from their
pinned npm packages) have a glyph for every letter of the six languages the game speaks (English,
German, Spanish, French, Brazilian Portuguese, Swedish: Latin-1 and French's œ hold them all), for
every character of every message table (the page's and the panels', read as the page reads them)
and for every character the page prints, and little more; each ships with its licence; the style
sheet, the canvas (art/faces.js) and the preloads name the same files."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
import subset_fonts  # noqa: E402

WEB = ROOT / "web"
# Every letter of the six languages (and of Latin-1 besides): A-Z, a-z, À to ÿ but × and ÷, and French's Œ œ.
LETTERS = [chr(c) for c in [*range(0x41, 0x5B), *range(0x61, 0x7B), *range(0xC0, 0x100)] if chr(c) not in "×÷"] + ["Œ", "œ"]
# Typed punctuation the languages use: quotes (German's „ ‚ too), dashes, guillemets, inverted marks, the euro.
PUNCTUATION = "«»¡¿‘’‚“”„–—…·€−"
# Signs, not words: where a face lacks one, the system's symbol font draws it (a tick, a cross, an arrow).
SIGNS = set("✓✗✕→")
FACES = {face: WEB / "fonts" / written for face, (_, _, _, written, _) in subset_fonts.FACES.items()}
# The display face's figures read as Roman capitals (its 1 is an I), so it ships none: the text face draws them.
NOT_IN = {"cinzel": set("0123456789"), "nunito": set()}


def printed_characters() -> set[str]:
    """Every character of the page's text: index.html and every string in the page's scripts."""
    chars: set[str] = set()
    for path in [WEB / "index.html", *sorted((WEB / "js").rglob("*.js"))]:
        text = path.read_text()
        if path.suffix == ".js":
            text = "".join(m.group(1) for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`', text) if m.group(1))
        chars.update(ch for ch in text if ch.isprintable() and not ch.isspace())
    return chars


# Every text of every table, as messages.js loads them: {code: {part: {key: [its texts]}}}.
READ_TABLES = """
const codes = Object.keys((await import(process.argv[1] + "messages.js")).LANGUAGES);
const texts = (value) => (typeof value === "string" ? [value] : Object.values(value));
const out = {};
for (const code of codes) {
  out[code] = {};
  for (const part of ["lang/", "lang/panels/"]) {
    const table = (await import(`${process.argv[1]}${part}${code}.js`)).default;
    out[code][part] = Object.fromEntries(Object.entries(table).map(([key, value]) => [key, texts(value)]));
  }
}
console.log(JSON.stringify(out));
"""


def table_texts() -> dict[str, dict[str, dict[str, list[str]]]]:
    """Every text of the six languages' tables, the page's and the panels', by language, part and key."""
    node = shutil.which("node")
    assert node, "node reads the tables (npm test has it)"
    base = (WEB / "js").as_uri() + "/"
    run = subprocess.run([node, "--input-type=module", "-e", READ_TABLES, base], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


@pytest.mark.parametrize("face", list(FACES))
def test_each_face_has_every_character_of_every_languages_tables(face):
    cmap = TTFont(FACES[face]).getBestCmap()
    tables = table_texts()
    assert list(tables) == ["en", "de", "es", "fr", "pt-BR", "sv"]
    missing = {
        f"{code} {part}{key}": sorted({ch for ch in "".join(texts) if not ch.isspace() and ch not in SIGNS and ord(ch) not in cmap})
        for code, parts in tables.items()
        for part, keys in parts.items()
        for key, texts in keys.items()
    }
    assert {where: chars for where, chars in missing.items() if set(chars) - NOT_IN[face]} == {}, face
    assert sum(len(keys) for parts in tables.values() for keys in parts.values()) > 6 * 300  # every table was read


@pytest.mark.parametrize("face", list(FACES))
def test_each_face_has_every_letter_the_game_prints_and_little_more(face):
    font = TTFont(FACES[face])
    cmap = font.getBestCmap()
    missing = [ch for ch in LETTERS + list(PUNCTUATION) if ord(ch) not in cmap]
    assert not missing, f"{face} lacks {missing}"
    unprinted = sorted(ch for ch in printed_characters() - SIGNS - NOT_IN[face] if ord(ch) not in cmap)
    assert not unprinted, f"{face} lacks {unprinted}, which the page prints"
    assert not [ch for ch in NOT_IN[face] if ord(ch) in cmap], f"{face} ships figures the text face draws"
    assert len(cmap) <= 220, f"{face} maps {len(cmap)} characters: not cut down to the game's"
    assert FACES[face].stat().st_size < 40_000


def test_the_display_stack_names_the_text_face_next_for_the_figures():
    css = (WEB / "css" / "style.css").read_text()
    theme = (WEB / "js" / "art" / "theme.js").read_text()
    assert '--display: "Cinzel", "Nunito",' in css
    assert """DISPLAY_FONT = '"Cinzel", "Nunito",""" in theme


def test_the_display_face_is_its_one_weight_and_the_text_face_keeps_its_weights():
    assert "fvar" not in TTFont(FACES["cinzel"]) and TTFont(FACES["cinzel"])["OS/2"].usWeightClass == 700
    axes = {a.axisTag: (a.minValue, a.maxValue) for a in TTFont(FACES["nunito"])["fvar"].axes}
    assert axes["wght"][0] <= 400 and axes["wght"][1] >= 900  # the page and the canvas use 400 to 900


def test_each_face_ships_with_its_licence_the_page_never_fetches():
    for face in FACES:
        assert "SIL Open Font License" in (WEB / "fonts" / f"{face}-OFL.txt").read_text()
    assert "fonts/*.txt" in build.NOT_PRECACHED


def test_the_style_sheet_the_canvas_and_the_preloads_name_the_same_files():
    shipped = {f"fonts/{path.name}" for path in FACES.values()}
    css = (WEB / "css" / "style.css").read_text()
    declared = {"fonts/" + src for src in re.findall(r'url\("\.\./fonts/([^"]+)"\)', css)}
    canvas = set(re.findall(r'file: "([^"]+)"', (WEB / "js" / "art" / "faces.js").read_text()))
    preloaded = set(re.findall(r'<link rel="preload" href="([^"]+)" as="font"', (WEB / "index.html").read_text()))
    assert declared == canvas == preloaded == shipped
