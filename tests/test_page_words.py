"""build.py writes the page's English words into the built index.html (scripts/page-words.mjs), so
the loading screen reads at its first paint; web/index.html itself holds none but the game's name."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

MARKED = re.compile(r'data-i18n(?:-rich)?="[\w-]+"')


def test_the_built_page_holds_every_marked_word_in_english(tmp_path: Path) -> None:
    source = (ROOT / "web" / "index.html").read_text()
    shutil.copy(ROOT / "web" / "index.html", tmp_path / "index.html")
    build.write_page_words(tmp_path)
    page = (tmp_path / "index.html").read_text()
    assert '<figcaption data-i18n-rich="introMeter">Princess wins fill the <strong>Trinity meter</strong>: full, all three use their powers</figcaption>' in page
    assert '<p id="loading-label" data-i18n="loadFetch">Loading the game…</p>' in page
    assert '<span class="sr-only" data-i18n="introName_love">Love: </span>' in page
    # every marked element is filled
    assert not re.search(r'data-i18n(?:-rich)?="[\w-]+"[^<>]*></', page)
    assert len(MARKED.findall(page)) == len(MARKED.findall(source)) == 33


def test_the_source_page_holds_no_words() -> None:
    source = (ROOT / "web" / "index.html").read_text()
    assert not re.search(r'data-i18n(?:-rich)?="[\w-]+"[^<>]*>[^<]', source)
