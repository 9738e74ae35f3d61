#!/usr/bin/env python3
"""The game's app icons, drawn in pure Python: the favicon's crescent moon on the night sky.

    python3 scripts/icons.py OUT_DIR     # writes the icons there (build.py calls write_icons)

No image library and no image file from elsewhere: every pixel is computed here (shapes by signed
distance, one pixel of anti-aliasing) and written as PNG with zlib.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

# The sky of art.js's skyLayer, top to bottom, and the moon tile's golds (PALETTE.moon).
SKY = ("#070422", "#160a44", "#2c1266", "#4a1a7a", "#6a2486")
GOLD = ("#fff6c8", "#ffd866", "#f0b43a")
RIM = "#a86d10"
GLOW = "#fff0a0"
SPARK = "#fff6c8"
# (x, y, size) in icon units (0..1): four-pointed sparkles as the game's sky has.
SPARKLES = ((0.68, 0.36, 0.08), (0.80, 0.66, 0.045), (0.20, 0.20, 0.04), (0.84, 0.18, 0.03))
DOTS = ((0.40, 0.12), (0.62, 0.88), (0.12, 0.50), (0.90, 0.44), (0.60, 0.16), (0.26, 0.86), (0.56, 0.55))

# (file name, size in pixels, maskable): the manifest lists them with these names and sizes.
ICONS = (
    ("icon-192.png", 192, False),
    ("icon-512.png", 512, False),
    ("icon-maskable-512.png", 512, True),
    ("apple-touch-icon.png", 180, True),
)


def rgb(hex_colour: str) -> tuple[float, float, float]:
    """'#rrggbb' as three floats 0..1."""
    value = int(hex_colour[1:], 16)
    return ((value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)


def ramp(stops: tuple[str, ...], f: float) -> tuple[float, float, float]:
    """The colour at f (0..1) along evenly spaced stops."""
    f = min(1.0, max(0.0, f)) * (len(stops) - 1)
    i = min(int(f), len(stops) - 2)
    a, b = rgb(stops[i]), rgb(stops[i + 1])
    k = f - i
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k)


def cover(distance: float) -> float:
    """Coverage of a pixel whose centre is `distance` pixels outside a shape's edge."""
    return min(1.0, max(0.0, 0.5 - distance))


def draw_icon(size: int, maskable: bool) -> list[bytearray]:
    """RGBA rows of one icon: full-bleed when maskable, else a rounded tile with clear corners."""
    # A maskable icon keeps everything that matters inside the central circle of 80 %.
    scale = 0.78 if maskable else 1.0
    half = size / 2
    u = size * scale  # pixels per icon unit around the centre

    def at(x: float, y: float) -> tuple[float, float]:
        return (half + (x - 0.5) * u, half + (y - 0.5) * u)

    def box(cx: float, cy: float, reach: float) -> tuple[range, range]:
        """The pixel rows and columns within `reach` of (cx, cy): each layer touches only those."""
        return (range(max(0, int(cy - reach)), min(size, int(cy + reach) + 2)),
                range(max(0, int(cx - reach)), min(size, int(cx + reach) + 2)))

    def blend(px: int, py: int, colour: tuple[float, float, float], a: float) -> None:
        pixel = image[py][px]
        for k in range(3):
            pixel[k] += (colour[k] - pixel[k]) * a

    sky = [ramp(SKY, ((py + 0.5) / size) * 0.85) for py in range(size)]
    image = [[list(sky[py]) for _ in range(size)] for py in range(size)]
    moon_c = at(0.47, 0.52)
    moon_r = 0.30 * u
    bite_c = at(0.60, 0.43)
    bite_r = 0.265 * u
    # a warm halo around the moon, fading over about two radii
    glow = rgb(GLOW)
    halo_c = at(0.42, 0.56)
    rows, cols = box(*halo_c, moon_r * 2.4)
    for py in rows:
        for px in cols:
            dm = math.hypot(px + 0.5 - halo_c[0], py + 0.5 - halo_c[1])
            halo = 0.55 * math.exp(-(((dm - moon_r * 0.6) / (moon_r * 0.75)) ** 2)) if dm > moon_r * 0.6 else 0.55
            pixel = image[py][px]
            for k, weight in enumerate((0.45, 0.35, 0.2)):
                pixel[k] += (glow[k] - pixel[k]) * halo * weight
    # small stars and four-pointed sparkles, as the game's sky has
    white = (1.0, 1.0, 1.0)
    dot_r = max(0.8, size / 300)
    for sx, sy in DOTS:
        cx, cy = at(sx, sy)
        rows, cols = box(cx, cy, dot_r + 1)
        for py in rows:
            for px in cols:
                blend(px, py, white, 0.8 * cover(math.hypot(px + 0.5 - cx, py + 0.5 - cy) - dot_r))
    spark = rgb(SPARK)
    for sx, sy, ss in SPARKLES:
        cx, cy = at(sx, sy)
        reach = ss * u
        rows, cols = box(cx, cy, reach * 1.2)
        for py in rows:
            for px in cols:
                dx, dy = abs(px + 0.5 - cx) / reach, abs(py + 0.5 - cy) / reach
                f = (math.sqrt(dx) + math.sqrt(dy)) ** 2  # an astroid: a four-pointed star of radius 1
                a = min(1.0, max(0.0, (1 - f) * reach / 2.5 + 0.5) + 0.35 * math.exp(-8 * (dx * dx + dy * dy)))
                blend(px, py, spark, a)
    # the crescent: the moon's disc less a bite, gold from top to bottom with a darker rim
    rim_colour = rgb(RIM)
    rows, cols = box(*moon_c, moon_r + 1)
    for py in rows:
        gold_row = ramp(GOLD, (py + 0.5 - (moon_c[1] - moon_r)) / (2 * moon_r))
        for px in cols:
            x, y = px + 0.5, py + 0.5
            dm = math.hypot(x - moon_c[0], y - moon_c[1])
            db = math.hypot(x - bite_c[0], y - bite_c[1])
            inside = cover(dm - moon_r) * (1 - cover(db - bite_r))
            if inside <= 0:
                continue
            rim = 1 - cover(max(dm - (moon_r - 0.035 * u), bite_r + 0.02 * u - db))
            gold = tuple(gold_row[k] + (rim_colour[k] - gold_row[k]) * rim * 0.6 for k in range(3))
            blend(px, py, gold, inside)  # type: ignore[arg-type]
    corner = size * 0.2
    inner = half - corner
    rows_out = []
    for py, line in enumerate(image):
        qy = max(abs(py + 0.5 - half) - inner, 0.0)
        row = bytearray()
        for px, (r, g, b) in enumerate(line):
            alpha = 255
            qx = max(abs(px + 0.5 - half) - inner, 0.0)
            if not maskable and qx > 0 and qy > 0:
                # a rounded square tile: corners fade out over one pixel
                alpha = round(cover(math.hypot(qx, qy) - corner) * 255)
            row += bytes((round(min(1.0, r) * 255), round(min(1.0, g) * 255), round(min(1.0, b) * 255), alpha))
        rows_out.append(row)
    return rows_out


def png(rows: list[bytearray]) -> bytes:
    """RGBA rows as a PNG file (8 bits a channel, filter 0, zlib)."""
    height, width = len(rows), len(rows[0]) // 4

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_icons(out: Path) -> list[Path]:
    """Draw every icon of ICONS into out and return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size, maskable in ICONS:
        path = out / name
        path.write_bytes(png(draw_icon(size, maskable)))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "icons")):
        print(path)
