// Symbol artwork (unit space: the tile spans -50..50): the tiles, each symbol's picture, and
// drawSymbol with its highlight, glow and dissolving burst.

import {
  boundedCache,
  clamp01,
  crescentPath,
  glowSprite,
  hash,
  heartPath,
  hexA,
  linear,
  paintedCanvas,
  pixelRatio,
  radial,
  rng,
  roundRectPath,
  sparklePath,
  sparkleSprite,
  sprite,
  starPath,
  TAU,
} from "./canvas.js";
import { FONT, MIN_TEXT_PX, PALETTE, PRINCESS_LOOKS } from "./theme.js";
import { drawGirl } from "./figure.js";

const tileCache = boundedCache();

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

/** The wild: a glowing golden crescent with little stars and a WILD ribbon. */
function artMoon(ctx) {
  ctx.fillStyle = radial(ctx, -4, -8, 0, -4, -8, 44, ["rgba(255,240,170,0.75)", "rgba(255,220,120,0.2)", "rgba(255,220,120,0)"]);
  ctx.fillRect(-46, -46, 92, 92);
  ctx.save();
  ctx.translate(-5, -6);
  ctx.rotate(-0.35);
  crescentPath(ctx, 31, 15, -6, 27);
  ctx.fillStyle = radial(ctx, -16, -6, 2, -6, 0, 34, ["#fffef2", "#ffe98a", "#f5b52c"]);
  ctx.fill();
  ctx.lineWidth = 2.6;
  ctx.strokeStyle = "#a8620a";
  ctx.stroke();
  // inner glint along the outer edge
  ctx.beginPath();
  ctx.arc(0, 0, 26, 2.0, 3.9);
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.stroke();
  // sleepy closed eye and blush give the moon a friendly face
  ctx.beginPath();
  ctx.moveTo(-14, -2);
  ctx.quadraticCurveTo(-10, 2, -6, -1);
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#a8620a";
  ctx.stroke();
  ctx.fillStyle = "rgba(255,120,100,0.45)";
  ctx.beginPath();
  ctx.ellipse(-12, 6, 3.5, 2, 0, 0, TAU);
  ctx.fill();
  ctx.restore();
  for (const [x, y, r] of [
    [24, -28, 7],
    [30, -6, 4.5],
    [14, -36, 3.5],
  ]) {
    starPath(ctx, x, y, r, r * 0.42);
    ctx.fillStyle = "#fff6c0";
    ctx.fill();
  }
  drawRibbon(ctx, "WILD", 0, 32, 78, 20);
}

/** Banner ribbon with folded tails and bold text. */
function drawRibbon(ctx, text, x, y, w, h) {
  const hw = w / 2;
  const hh = h / 2;
  ctx.save();
  // tails
  ctx.fillStyle = "#6a0f6e";
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(x + sx * (hw - 8), y - hh + 5);
    ctx.lineTo(x + sx * (hw + 6), y - hh + 5);
    ctx.lineTo(x + sx * (hw + 1), y + 2);
    ctx.lineTo(x + sx * (hw + 6), y + hh + 5);
    ctx.lineTo(x + sx * (hw - 8), y + hh + 5);
    ctx.closePath();
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(x - hw, y - hh);
  ctx.quadraticCurveTo(x, y - hh - 5, x + hw, y - hh);
  ctx.lineTo(x + hw, y + hh);
  ctx.quadraticCurveTo(x, y + hh - 5, x - hw, y + hh);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, y - hh, 0, y + hh, ["#ff6fd0", "#c21a9a", "#7a0c6a"]);
  ctx.fill();
  ctx.lineWidth = 1.8;
  ctx.strokeStyle = "#ffd866";
  ctx.stroke();
  // at least MIN_TEXT_PX on screen, however small the tile (its canvas is scaled to CSS px x dpr)
  const onScreen = Math.hypot(ctx.getTransform().a, ctx.getTransform().b) / pixelRatio();
  ctx.font = `900 ${Math.max(h * 0.86, MIN_TEXT_PX / onScreen)}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = 3.2;
  ctx.strokeStyle = "#4a0040";
  ctx.strokeText(text, x, y - 1);
  ctx.fillStyle = linear(ctx, 0, y - hh, 0, y + hh, ["#ffffff", "#fff2a0", "#ffc21a"]);
  ctx.fillText(text, x, y - 1);
  ctx.restore();
}

/** Princess symbol: bust clipped to the tile, with a soft backlight in her colour. */
function artPrincess(ctx, id) {
  const P = PRINCESS_LOOKS[id];
  ctx.save();
  roundRectPath(ctx, -44.5, -44.5, 89, 89, 15.5);
  ctx.clip();
  ctx.fillStyle = radial(ctx, 0, -6, 0, 0, -6, 44, ["rgba(255,255,255,0.55)", hexA(P.bg[0], 0.25), "rgba(255,255,255,0)"]);
  ctx.fillRect(-46, -46, 92, 92);
  ctx.translate(0, 8);
  ctx.scale(1.1, 1.1);
  drawGirl(ctx, id, { line: 1.8, body: 10 });
  ctx.restore();
}

/** Low symbol: glossy red heart. */
function artHeart(ctx) {
  heartPath(ctx, 0, 4, 78);
  ctx.fillStyle = radial(ctx, -12, -10, 2, 0, 2, 46, ["#ff9aa6", "#ff2a48", "#b0001e", "#6a0012"]);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = "#4a000e";
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-18, -14, 9, 5, -0.6, 0, TAU);
  ctx.fillStyle = "rgba(255,255,255,0.75)";
  ctx.fill();
  ctx.beginPath();
  ctx.arc(-8, -20, 2.5, 0, TAU);
  ctx.fill();
  sparklePath(ctx, 22, -18, 7);
  ctx.fillStyle = "rgba(255,240,245,0.9)";
  ctx.fill();
}

/** Low symbol: golden bell with a red bow and a clapper. */
function artBell(ctx) {
  const metal = linear(ctx, -32, 0, 32, 0, ["#7a4600", "#e8a21a", "#fff2a8", "#ffcc3a", "#b06a00", "#6a3a00"]);
  // clapper
  ctx.beginPath();
  ctx.arc(0, 30, 7, 0, TAU);
  ctx.fillStyle = radial(ctx, -2, 28, 0, 0, 30, 8, ["#fff0a0", "#d08a10", "#6a3a00"]);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#4a2800";
  ctx.stroke();
  // body
  ctx.beginPath();
  ctx.moveTo(-34, 24);
  ctx.bezierCurveTo(-28, 16, -24, 6, -23, -8);
  ctx.bezierCurveTo(-22, -26, -12, -30, 0, -30);
  ctx.bezierCurveTo(12, -30, 22, -26, 23, -8);
  ctx.bezierCurveTo(24, 6, 28, 16, 34, 24);
  ctx.quadraticCurveTo(0, 31, -34, 24);
  ctx.closePath();
  ctx.fillStyle = metal;
  ctx.fill();
  ctx.lineWidth = 2.6;
  ctx.strokeStyle = "#4a2800";
  ctx.stroke();
  // lip band
  ctx.beginPath();
  ctx.moveTo(-31, 18);
  ctx.quadraticCurveTo(0, 25, 31, 18);
  ctx.lineWidth = 3;
  ctx.strokeStyle = "#8a5200";
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-14, -20);
  ctx.quadraticCurveTo(-18, 0, -24, 16);
  ctx.lineWidth = 3.5;
  ctx.strokeStyle = "rgba(255,255,240,0.7)";
  ctx.stroke();
  // bow on top
  ctx.fillStyle = linear(ctx, 0, -42, 0, -26, ["#ff5a6a", "#c8102e"]);
  ctx.strokeStyle = "#5a0010";
  ctx.lineWidth = 2;
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(0, -33);
    ctx.bezierCurveTo(sx * 8, -46, sx * 22, -42, sx * 18, -32);
    ctx.bezierCurveTo(sx * 16, -26, sx * 6, -30, 0, -33);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(sx * 2, -32);
    ctx.lineTo(sx * 10, -20);
    ctx.lineTo(sx * 5, -21);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(0, -33, 4, 0, TAU);
  ctx.fill();
  ctx.stroke();
}

/** Low symbol: emerald brilliant cut with shaded facets. */
function artGem(ctx) {
  const T = 22; // half table width
  const top = -26;
  const girdle = -8;
  const G = 38;
  const tip = 36;
  const facets = [
    // crown
    [[-T, top], [T, top], [T * 0.55, girdle], [-T * 0.55, girdle], "#6dffc0"],
    [[-T, top], [-T * 0.55, girdle], [-G, girdle], "#2fd98e"],
    [[T, top], [G, girdle], [T * 0.55, girdle], "#1aa86a"],
    // pavilion
    [[-G, girdle], [-T * 0.55, girdle], [0, tip], "#16b06e"],
    [[-T * 0.55, girdle], [T * 0.55, girdle], [0, tip], "#0c8a52"],
    [[T * 0.55, girdle], [G, girdle], [0, tip], "#066a3c"],
  ];
  for (const f of facets) {
    const color = f[f.length - 1];
    ctx.beginPath();
    for (let i = 0; i < f.length - 1; i++) (i ? ctx.lineTo : ctx.moveTo).call(ctx, f[i][0], f[i][1]);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = "rgba(200,255,230,0.55)";
    ctx.stroke();
  }
  // table sheen
  ctx.beginPath();
  ctx.moveTo(-T + 4, top + 2);
  ctx.lineTo(T - 8, top + 2);
  ctx.lineTo(-T * 0.2, girdle - 2);
  ctx.lineTo(-T * 0.5, girdle - 2);
  ctx.closePath();
  ctx.fillStyle = "rgba(255,255,255,0.45)";
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-T, top);
  ctx.lineTo(T, top);
  ctx.lineTo(G, girdle);
  ctx.lineTo(0, tip);
  ctx.lineTo(-G, girdle);
  ctx.closePath();
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = "#03331e";
  ctx.stroke();
  sparklePath(ctx, -20, -28, 9);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
}

/** Low symbol: round purple potion flask with cork, bubbles and glass shine. */
function artPotion(ctx) {
  const cy = 12;
  const R = 27;
  // glass silhouette path (bulb + neck)
  const flask = () => {
    ctx.beginPath();
    const a = Math.asin(8 / R);
    ctx.moveTo(-8, -26);
    ctx.arc(0, cy, R, -Math.PI / 2 - a, -Math.PI / 2 + a, true);
    ctx.lineTo(8, -26);
    ctx.closePath();
  };
  flask();
  ctx.fillStyle = "rgba(220,200,255,0.22)";
  ctx.fill();
  // liquid, clipped to the flask
  ctx.save();
  flask();
  ctx.clip();
  ctx.beginPath();
  ctx.moveTo(-R, 2);
  ctx.quadraticCurveTo(-R / 2, -3, 0, 2);
  ctx.quadraticCurveTo(R / 2, 7, R, 2);
  ctx.lineTo(R, cy + R);
  ctx.lineTo(-R, cy + R);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -6, 10, 2, 0, 14, 30, ["#f2b8ff", "#b446ff", "#6a12c0", "#360870"]);
  ctx.fill();
  ctx.fillStyle = "rgba(255,230,255,0.75)";
  for (const [x, y, r] of [
    [-8, 18, 3],
    [6, 10, 2.2],
    [10, 24, 3.6],
    [-2, 30, 1.8],
    [-14, 8, 1.6],
  ]) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    ctx.fill();
  }
  ctx.restore();
  flask();
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = "#2a0a50";
  ctx.stroke();
  // glass shine
  ctx.beginPath();
  ctx.arc(0, cy, R - 6, Math.PI * 1.05, Math.PI * 1.4);
  ctx.lineWidth = 4;
  ctx.strokeStyle = "rgba(255,255,255,0.7)";
  ctx.stroke();
  // rim and cork
  roundRectPath(ctx, -11, -29, 22, 5, 2);
  ctx.fillStyle = "#e8d8ff";
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#2a0a50";
  ctx.stroke();
  roundRectPath(ctx, -7, -40, 14, 12, 3);
  ctx.fillStyle = linear(ctx, -7, 0, 7, 0, ["#8a5a2a", "#d8a060", "#8a5a2a"]);
  ctx.fill();
  ctx.stroke();
  // a star charm floating in the brew
  starPath(ctx, 0, 18, 6, 2.6);
  ctx.fillStyle = "rgba(255,240,255,0.9)";
  ctx.fill();
}

const ART = {
  moon: artMoon,
  love: (c) => artPrincess(c, "love"),
  star: (c) => artPrincess(c, "star"),
  storm: (c) => artPrincess(c, "storm"),
  heart: artHeart,
  bell: artBell,
  gem: artGem,
  potion: artPotion,
};

/** Cached static tile (tile + artwork) for a symbol at a css size. */
function symbolTile(id, size) {
  const px = Math.max(8, Math.round(size));
  const dpr = pixelRatio();
  const key = `${id}|${px}|${dpr}`;
  let c = tileCache.get(key);
  if (!c) {
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
