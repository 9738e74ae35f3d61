// Symbol artwork (unit space: the tile spans -50..50): the tiles, each symbol's picture over
// its tile (symbol-pictures.js), and drawSymbol with its highlight, glow and dissolving burst.

import {
  boundedCache,
  clamp01,
  glowSprite,
  hash,
  linear,
  paintedCanvas,
  pixelRatio,
  radial,
  rng,
  roundRectPath,
  sparkleSprite,
  sprite,
  TAU,
  waitForArt,
} from "./canvas.js";
import { PALETTE } from "./theme.js";
import { ART, pictureReady, words } from "./symbol-pictures.js";

const tileCache = boundedCache();

/** The words the symbols print ({wild}: the moon's ribbon), in the language spoken: the moon's tile is painted for each. */
export { setSymbolWords } from "./symbol-pictures.js";

/** Rounded tile with gradient body, bevelled rim and top gloss. */
function drawTile(ctx, id) {
  const p = PALETTE[id];
  ctx.save();
  roundRectPath(ctx, -46, -44, 92, 92, 17);
  ctx.fillStyle = "rgba(8,2,24,0.55)";
  ctx.fill();
  roundRectPath(ctx, -46, -46, 92, 92, 17);
  ctx.fillStyle = radial(ctx, 0, -18, 4, 0, 0, 70, [p.top, p.bottom]);
  ctx.fill();
  ctx.lineWidth = 3.2;
  ctx.strokeStyle = linear(ctx, 0, -46, 0, 46, [p.rim, p.rimDark]);
  ctx.stroke();
  roundRectPath(ctx, -42, -42, 84, 84, 14);
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(255,255,255,0.16)";
  ctx.stroke();
  // top gloss
  ctx.beginPath();
  ctx.ellipse(0, -30, 38, 14, 0, 0, TAU);
  ctx.fillStyle = linear(ctx, 0, -44, 0, -16, ["rgba(255,255,255,0.24)", "rgba(255,255,255,0)"]);
  ctx.fill();
  ctx.restore();
}

/** Cached static tile (tile + artwork) for a symbol at a css size. */
function symbolTile(id, size) {
  const px = Math.max(8, Math.round(size));
  const dpr = pixelRatio();
  const key = `${id}|${px}|${dpr}|${id === "moon" ? words.wild : ""}`;
  let c = tileCache.get(key);
  if (!c) {
    if (!pictureReady(id)) return waitForArt(); // drawn from a later frame, once her art is here
    c = paintedCanvas(px * dpr, px * dpr, (g) => {
      g.scale((px * dpr) / 100, (px * dpr) / 100);
      g.translate(50, 50);
      drawTile(g, id);
      (ART[id] || (() => {}))(g);
    });
    if (!c) return null; // its slice is spent: drawn from the next frame on
    tileCache.set(key, c);
  }
  return c;
}

const HALO = 1.6;
/** Cached tile-shaped win glow (HALO x the tile), blurred once at cache time. */
function haloSprite(id, size) {
  const px = Math.max(8, Math.round(size));
  return sprite(`halo:${id}`, px * HALO, px * HALO, (g) => {
    const k = px / 100;
    g.translate((px * HALO) / 2, (px * HALO) / 2);
    g.scale(k, k);
    // draw the shape far off-canvas and keep only its shadow: a soft glow in the tile's outline
    g.shadowColor = PALETTE[id].glow;
    g.shadowBlur = 16 * k * pixelRatio();
    g.shadowOffsetX = 1000 * k * pixelRatio();
    for (let i = 0; i < 4; i++) {
      roundRectPath(g, -48 - 1000, -48, 96, 96, 19);
      g.fill();
    }
    g.shadowColor = "rgba(255,255,255,0.9)";
    g.shadowBlur = 5 * k * pixelRatio();
    roundRectPath(g, -47 - 1000, -47, 94, 94, 18);
    g.fill();
  });
}

/** Stable per-symbol sparkle directions for the burst effect. */
const BURST_DIRS = {};
function burstDirs(id) {
  if (!BURST_DIRS[id]) {
    const r = rng(hash(id));
    BURST_DIRS[id] = Array.from({ length: 11 }, (_, i) => ({
      a: (i / 11) * TAU + (r() - 0.5) * 0.5,
      d: 0.55 + r() * 0.6,
      s: 0.6 + r() * 0.7,
      spin: r(),
    }));
  }
  return BURST_DIRS[id];
}

/**
 * Draws one symbol centred at (cx, cy) in a square of side `size`.
 * opts: {highlight 0..1, alpha 0..1, scale, burst 0..1}.
 */
export function drawSymbol(ctx, id, cx, cy, size, t, opts = {}) {
  const p = PALETTE[id];
  if (!p) return;
  const alpha = opts.alpha == null ? 1 : clamp01(opts.alpha);
  const hi = clamp01(opts.highlight || 0);
  const burst = clamp01(opts.burst || 0);
  const scale = opts.scale == null ? 1 : opts.scale;
  if (alpha <= 0 || scale <= 0) return;
  const tile = symbolTile(id, size);
  ctx.save();
  const baseAlpha = ctx.globalAlpha;

  // win glow behind the tile, pulsing
  if (hi > 0 && burst < 1) {
    const pulse = 0.75 + 0.25 * Math.sin(t * 7);
    const gs = size * scale * HALO * (1 + 0.06 * pulse);
    ctx.globalAlpha = baseAlpha * alpha * hi * pulse * (1 - burst);
    ctx.globalCompositeOperation = "lighter";
    ctx.drawImage(haloSprite(id, size), cx - gs / 2, cy - gs / 2, gs, gs);
    ctx.globalCompositeOperation = "source-over";
  }
  // the wild breathes a faint halo even at rest, so it always reads as special
  if (id === "moon" && burst < 1) {
    const gs = size * scale * 1.25;
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = baseAlpha * alpha * (0.18 + 0.1 * Math.sin(t * 2.2)) * (1 - burst);
    ctx.drawImage(glowSprite(p.glow), cx - gs / 2, cy - gs / 2, gs, gs);
    ctx.globalCompositeOperation = "source-over";
  }

  // the tile, swelling and fading while bursting
  const tileAlpha = alpha * Math.pow(1 - burst, 1.6);
  if (tileAlpha > 0.003 && tile) {
    const bump = hi > 0 ? 1 + 0.04 * hi * Math.sin(t * 7) : 1;
    const s = size * scale * bump * (1 + 0.3 * burst);
    ctx.globalAlpha = baseAlpha * tileAlpha;
    ctx.drawImage(tile, cx - s / 2, cy - s / 2, s, s);
    if (hi > 0) {
      rimLight(ctx, cx, cy, s, p.spark, baseAlpha * tileAlpha * hi * (0.7 + 0.3 * Math.sin(t * 7)));
      shineSweep(ctx, cx, cy, s, t, baseAlpha * tileAlpha * hi);
    }
    if (burst > 0) {
      // white flash early in the burst
      ctx.globalCompositeOperation = "lighter";
      ctx.globalAlpha = baseAlpha * alpha * Math.sin(Math.min(1, burst * 2.5) * Math.PI) * 0.7;
      ctx.drawImage(glowSprite("#ffffff"), cx - s * 0.6, cy - s * 0.6, s * 1.2, s * 1.2);
      ctx.globalCompositeOperation = "source-over";
    }
  }

  if (burst > 0) drawBurst(ctx, id, cx, cy, size * scale, burst, baseAlpha * alpha);
  ctx.restore();
}

/** Octagon close to the rounded tile outline, in unit space. */
const OCTAGON = [
  [-41, -46],
  [41, -46],
  [46, -41],
  [46, 41],
  [41, 46],
  [-41, 46],
  [-46, 41],
  [-46, -41],
];

/** Convex polygon clipped to the strip lo <= x + y <= hi (Sutherland-Hodgman, two edges). */
function clipStrip(poly, lo, hi) {
  const cut = (pts, keep) => {
    const outPts = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      const fa = keep(a[0] + a[1]);
      const fb = keep(b[0] + b[1]);
      if (fa >= 0) outPts.push(a);
      if (fa >= 0 !== fb >= 0) {
        const u = fa / (fa - fb);
        outPts.push([a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]);
      }
    }
    return outPts;
  };
  return cut(
    cut(poly, (v) => v - lo),
    (v) => hi - v,
  );
}

/** Bright outline around a highlighted tile. */
function rimLight(ctx, cx, cy, s, color, a) {
  const k = s / 100;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha = a;
  roundRectPath(ctx, cx - 46 * k, cy - 46 * k, 92 * k, 92 * k, 17 * k);
  ctx.lineWidth = Math.max(1.5, 4 * k);
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

/** Diagonal light band sweeping across a highlighted tile. */
function shineSweep(ctx, cx, cy, s, t, a) {
  const ph = (t * 0.9) % 1.6;
  if (ph > 1) return;
  // band centre runs along x + y = c (a 45 degree diagonal), clipped by hand to an
  // octagon hugging the rounded tile: ctx.clip() is slow on software canvases
  const k = s / 100;
  const c = (ph * 2 - 1) * 92;
  const poly = clipStrip(OCTAGON, c - 16, c + 16);
  if (poly.length < 3) return;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha = a * 0.5;
  ctx.beginPath();
  poly.forEach(([px, py], i) => (i ? ctx.lineTo(cx + px * k, cy + py * k) : ctx.moveTo(cx + px * k, cy + py * k)));
  ctx.closePath();
  const g0 = (c - 16) / 2;
  const g1 = (c + 16) / 2;
  ctx.fillStyle = linear(ctx, cx + g0 * k, cy + g0 * k, cx + g1 * k, cy + g1 * k, ["rgba(255,255,255,0)", "rgba(255,255,255,0.9)", "rgba(255,255,255,0)"]);
  ctx.fill();
  ctx.restore();
}

/** Sparkles flying outward and a ring expanding as a winning symbol dissolves. */
function drawBurst(ctx, id, cx, cy, size, burst, a) {
  const p = PALETTE[id];
  const ease = 1 - Math.pow(1 - burst, 2.2);
  ctx.globalCompositeOperation = "lighter";
  // expanding ring
  ctx.globalAlpha = a * Math.pow(1 - burst, 2) * 0.6;
  ctx.beginPath();
  ctx.arc(cx, cy, size * (0.2 + 0.45 * ease), 0, TAU);
  ctx.lineWidth = Math.max(1, size * 0.05 * (1 - burst));
  ctx.strokeStyle = p.spark;
  ctx.stroke();
  const sp = sparkleSprite(p.spark);
  const fade = 1 - Math.pow(burst, 1.5);
  for (const d of burstDirs(id)) {
    const dist = size * d.d * ease;
    const x = cx + Math.cos(d.a) * dist;
    const y = cy + Math.sin(d.a) * dist + size * 0.15 * burst * burst;
    const r = size * 0.13 * d.s * (1 - burst * 0.6) * (0.8 + 0.2 * Math.sin(burst * 20 + d.spin * 6));
    ctx.globalAlpha = a * fade;
    ctx.drawImage(sp, x - r, y - r, r * 2, r * 2);
  }
  ctx.globalCompositeOperation = "source-over";
}
