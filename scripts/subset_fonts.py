#!/usr/bin/env python3
"""Write the game's two faces into web/fonts/, subset to the letters the game needs.

    python3 scripts/subset_fonts.py        # after `npm ci`; needs fontTools with brotli (requirements-dev.txt)

Each face comes from its pinned npm package (@fontsource-variable, package.json's devDependencies):
its Latin file, cut down to Latin-1, French's œ and Œ (every letter of English, German, Spanish,
French, Brazilian Portuguese and Swedish) and the punctuation the game prints (German's „ too), woff2. Cinzel, the display face, has
no figures (Nunito draws them) and is fixed at the one weight the game uses (bold, 700); Nunito, the text face, keeps its weights (the
page and the canvas use 400 to 900). Each face's licence (SIL OFL 1.1) is written beside it.
tests/test_fonts.py checks every character the page prints is in both.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "web" / "fonts"
# Printable ASCII, Latin-1's letters and signs, French's œ (cœur), and the typed punctuation the six languages use.
CHARACTERS = (
    {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)} | set("Œœ") | set("«»¡¿‘’‚“”„–—…·€−")
)
# Cinzel's figures are Roman capitals (its 1 is an I: "x11" read XII), so it ships none: the display
# stack names Nunito next (theme.js's DISPLAY_FONT, the style sheet's --display), which draws them.
DIGITS = set("0123456789")
# face: (npm package, its Latin file, the weight to fix or None to keep the variable axis, the file written, its characters)
FACES = {
    "cinzel": ("@fontsource-variable/cinzel", "cinzel-latin-wght-normal.woff2", 700, "cinzel-bold.woff2", CHARACTERS - DIGITS),
    "nunito": ("@fontsource-variable/nunito", "nunito-latin-wght-normal.woff2", None, "nunito.woff2", CHARACTERS),
}


def subset_face(source: Path, weight: int | None, characters: set[str]) -> bytes:
    """The face at `source`, fixed at `weight` (or kept variable), cut down to `characters`, as woff2."""
    font = TTFont(source, recalcTimestamp=False)  # the same package makes the same bytes
    if weight is not None:
        font = instancer.instantiateVariableFont(font, {"wght": weight})
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]  # the copyright and licence lines stay in the file
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in characters))
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def main() -> int:
    pins = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    OUT.mkdir(parents=True, exist_ok=True)
    for face, (package, name, weight, written, characters) in FACES.items():
        source = ROOT / "node_modules" / package
        found = json.loads((source / "package.json").read_text())["version"]
        if found != pins.get(package):
            print(f"subset_fonts.py: node_modules has {package} {found}, package.json pins {pins.get(package)}: run `npm ci`", file=sys.stderr)
            return 1
        data = subset_face(source / "files" / name, weight, characters)
        (OUT / written).write_bytes(data)
        (OUT / f"{face}-OFL.txt").write_text((source / "LICENSE").read_text())
        print(f"{written}: {len(data):,} bytes ({package} {found}, {name})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
