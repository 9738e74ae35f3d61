// Small canvas helpers shared by the art: offscreen canvases and caches, seeded randomness,
// gradients, paths (rounded rectangle, heart, star, bolt, crescent, emblem, sparkle) and outlined text.

import { DISPLAY_FONT, MIN_TEXT_PX, PRINCESS_LOOKS } from "./theme.js";

export const TAU = Math.PI * 2;
const CACHE_LIMIT = 96;

/** A fresh offscreen canvas of w x h device pixels (DOM canvas, or OffscreenCanvas in a worker). */
export function makeCanvas(w, h) {
  const cw = Math.max(1, Math.ceil(w));
  const ch = Math.max(1, Math.ceil(h));
  if (typeof document !== "undefined") {
    const c = document.createElement("canvas");
    c.width = cw;
    c.height = ch;
    return c;
  }
  return new OffscreenCanvas(cw, ch);
}

let toldRatio = null; // a worker has no screen: the page tells it the ratio its pictures are for

/** Current device pixel ratio, clamped so caches stay small on 4x screens. */
export function pixelRatio() {
  const r = toldRatio || (typeof globalThis !== "undefined" && globalThis.devicePixelRatio) || 1;
  return Math.min(3, Math.max(1, r));
}

/** The device pixel ratio to paint for where there is no screen (a worker); null: the screen's own. */
export function setPixelRatio(ratio) {
  toldRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** Map with a size cap: cleared wholesale when full (resizes are rare). */
export function boundedCache() {
  const map = new Map();
  return {
    get: (k) => map.get(k),
    set(k, v) {
      if (map.size >= CACHE_LIMIT) map.clear();
      map.set(k, v);
      return v;
    },
    clear: () => map.clear(),
  };
}

// The game's first frames find every cache empty (the sky, the symbols' tiles, the badges...):
// painted all at once they make one long task. While slices are on, a frame paints caches only
// until it has spent SLICE_MS on them (at least one a frame), and a part whose cache is not painted
// yet is left out of that frame; the next frame paints the next ones. main.js turns them on for the
// start; painting outside a frame (a panel's picture) is never sliced.
const SLICE_MS = 4;
const slices = { on: false, inFrame: false, spent: 0, left: false };
let nothingCanvas = null;

/** What is drawn where a cache waits for its slice: a transparent pixel (made when first needed). */
export function nothing() {
  return (nothingCanvas ??= makeCanvas(1, 1));
}

/** Paint the caches a slice a frame from now on (`on`), or each at once as it is needed. */
export function paintCachesInSlices(on) {
  slices.on = on;
}

/** Run `draw()` (one frame) in one slice of cache painting; true when it left a part out (draw the next frame too). */
export function inCacheSlice(draw) {
  Object.assign(slices, { inFrame: true, spent: 0, left: false });
  try {
    draw();
  } finally {
    slices.inFrame = false;
  }
  return slices.left;
}

/** A part left out of this frame because its pictures are still on their way: null, and the frame asks to be drawn again. */
export function waitForArt() {
  if (slices.inFrame) slices.left = true;
  return null;
}

/**
 * A canvas of w x h device pixels painted by `paint(ctx)`, or null when this frame's slice is
 * spent (draw nothing this frame; ask again the next).
 */
export function paintedCanvas(w, h, paint) {
  const sliced = slices.on && slices.inFrame;
  if (sliced && slices.spent >= SLICE_MS) {
    slices.left = true;
    return null;
  }
  const started = performance.now();
  const canvas = makeCanvas(w, h);
  const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  paint(g);
  if (!sliced) return canvas;
  g.getImageData(0, 0, 1, 1); // rasterized now, so that its cost falls in this slice, not in a later drawImage
  slices.spent += performance.now() - started;
  return canvas;
}

const spriteCache = boundedCache();

/** Cached sprite for `key`, drawn once by `paint(ctx)` into a w x h css-pixel canvas at the device ratio. */
export function sprite(key, w, h, paint) {
  const dpr = pixelRatio();
  const full = `${key}|${Math.round(w)}x${Math.round(h)}|${dpr}`;
  let c = spriteCache.get(full);
  if (!c) {
    c = paintedCanvas(w * dpr, h * dpr, (g) => {
      g.scale(dpr, dpr);
      paint(g);
    });
    if (!c) return nothing();
    spriteCache.set(full, c);
  }
  return c;
}

const layers = new Map();
/**
 * Screen-sized layer kept in one slot per name (a resize replaces it, so big
 * canvases never pile up), rendered at `res` pixels per css pixel.
 */
export function layer(name, w, h, res, paint) {
  const key = `${Math.round(w)}x${Math.round(h)}|${res}`;
  const hit = layers.get(name);
  if (hit && hit.key === key) return hit.canvas;
  const canvas = paintedCanvas(w * res, h * res, (g) => {
    g.scale(res, res);
    paint(g);
  });
  if (!canvas) return nothing();
  layers.set(name, { key, canvas });
  return canvas;
}

/** Seeded PRNG (mulberry32) so star fields and sparkles are stable frame to frame. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small stable hash of a string, for per-symbol seeds. */
export function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Linear gradient with evenly spaced colour stops (or at `offsets`). */
export function linear(ctx, x0, y0, x1, y1, colors, offsets = null) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  colors.forEach((c, i) => g.addColorStop(offsets ? offsets[i] : colors.length === 1 ? 0 : i / (colors.length - 1), c));
  return g;
}

/** Radial gradient with evenly spaced colour stops (or at `offsets`). */
export function radial(ctx, x0, y0, r0, x1, y1, r1, colors, offsets = null) {
  const g = ctx.createRadialGradient(x0, y0, r0, x1, y1, r1);
  colors.forEach((c, i) => g.addColorStop(offsets ? offsets[i] : i / (colors.length - 1), c));
  return g;
}

/** A soft oval `rx` x `ry` about (x, y): a radial gradient of `stops` ([offset, colour]...) from its middle to its edge. */
export function softOval(ctx, x, y, rx, ry, stops) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, ry / rx);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  ctx.fillStyle = g;
  ctx.fillRect(-rx, -rx, 2 * rx, 2 * rx);
  ctx.restore();
}

/** Rounded rectangle path (own version: ctx.roundRect is missing on older phones). */
export function roundRectPath(ctx, x, y, w, h, r) {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Heart path centred at (x, y), about s wide. */
export function heartPath(ctx, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x, y + 0.44 * s);
  ctx.bezierCurveTo(x - 0.1 * s, y + 0.34 * s, x - 0.52 * s, y + 0.08 * s, x - 0.5 * s, y - 0.16 * s);
  ctx.bezierCurveTo(x - 0.48 * s, y - 0.46 * s, x - 0.1 * s, y - 0.52 * s, x, y - 0.24 * s);
  ctx.bezierCurveTo(x + 0.1 * s, y - 0.52 * s, x + 0.48 * s, y - 0.46 * s, x + 0.5 * s, y - 0.16 * s);
  ctx.bezierCurveTo(x + 0.52 * s, y + 0.08 * s, x + 0.1 * s, y + 0.34 * s, x, y + 0.44 * s);
  ctx.closePath();
}

/** Star path centred at (x, y) with `points` tips. */
export function starPath(ctx, x, y, outer, inner, points = 5, rot = -Math.PI / 2) {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rot + (i * Math.PI) / points;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    else ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  ctx.closePath();
}

/** Lightning bolt path centred at (x, y), about s tall. */
function boltPath(ctx, x, y, s) {
  const p = [
    [0.2, -0.5],
    [-0.28, 0.06],
    [-0.02, 0.06],
    [-0.16, 0.5],
    [0.3, -0.1],
    [0.04, -0.1],
    [0.2, -0.5],
  ];
  ctx.beginPath();
  p.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * s, y + py * s) : ctx.moveTo(x + px * s, y + py * s)));
  ctx.closePath();
}

/** Crescent path: circle (0,0,R) minus circle (dx,dy,r), built from two arcs. */
export function crescentPath(ctx, R, dx, dy, r) {
  const d = Math.hypot(dx, dy);
  const th = Math.atan2(dy, dx);
  const phi = Math.acos((R * R + d * d - r * r) / (2 * R * d));
  const chi = Math.acos((r * r + d * d - R * R) / (2 * r * d));
  ctx.beginPath();
  ctx.arc(0, 0, R, th + phi, th + TAU - phi, false);
  ctx.arc(dx, dy, r, th + Math.PI + chi, th + Math.PI - chi, true);
  ctx.closePath();
}

/** Emblem of a princess (heart, star or bolt) centred at (x, y), s across. */
export function emblemPath(ctx, id, x, y, s) {
  if (id === "love") heartPath(ctx, x, y + 0.04 * s, s);
  else if (id === "star") starPath(ctx, x, y + 0.04 * s, s * 0.55, s * 0.24);
  else boltPath(ctx, x, y, s * 1.1);
}

/** Filled emblem with gloss and outline, in the princess's emblem colours. */
export function drawEmblem(ctx, id, x, y, s, line = 0.07) {
  const c = PRINCESS_LOOKS[id].emblem;
  emblemPath(ctx, id, x, y, s);
  ctx.fillStyle = radial(ctx, x - s * 0.15, y - s * 0.2, 0, x, y, s * 0.6, c);
  ctx.fill();
  ctx.lineWidth = s * line;
  ctx.strokeStyle = c[2];
  ctx.lineJoin = "round";
  ctx.stroke();
}

/** Four-point sparkle path centred at (x, y) with radius r. */
export function sparklePath(ctx, x, y, r) {
  const k = r * 0.22;
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.quadraticCurveTo(x + k, y - k, x + r, y);
  ctx.quadraticCurveTo(x + k, y + k, x, y + r);
  ctx.quadraticCurveTo(x - k, y + k, x - r, y);
  ctx.quadraticCurveTo(x - k, y - k, x, y - r);
  ctx.closePath();
}

/** Cached glowing sparkle sprite (64 css px) tinted with `color`. */
export function sparkleSprite(color) {
  return sprite(`sparkle:${color}`, 64, 64, (g) => {
    g.fillStyle = radial(g, 32, 32, 0, 32, 32, 30, [color, hexA(color, 0.35), hexA(color, 0)]);
    g.fillRect(0, 0, 64, 64);
    sparklePath(g, 32, 32, 30);
    g.fillStyle = "#ffffff";
    g.fill();
  });
}

/** Cached soft round glow sprite (128 css px) in `color`. */
export function glowSprite(color) {
  return sprite(`glow:${color}`, 128, 128, (g) => {
    g.fillStyle = radial(g, 64, 64, 0, 64, 64, 64, [hexA(color, 0.9), hexA(color, 0.35), hexA(color, 0)]);
    g.fillRect(0, 0, 128, 128);
  });
}

/** '#rrggbb' plus alpha -> 'rgba(...)'. */
export function hexA(hex, a) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}

/** Text with a dark outline and a vertical gradient fill. */
export function fancyText(ctx, text, x, y, px, colors, outline = "#2a0838", font = DISPLAY_FONT, maxWidth) {
  ctx.font = `bold ${px}px ${font}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2, px * 0.16);
  ctx.strokeStyle = outline;
  ctx.strokeText(text, x, y, maxWidth);
  ctx.fillStyle = linear(ctx, 0, y - px * 0.5, 0, y + px * 0.5, colors);
  ctx.fillText(text, x, y, maxWidth);
}

const fitted = boundedCache();

/** `words` broken into `n` lines so that the widest, as `width(line)` says, is the narrowest it can be. */
function breakLines(words, n, width) {
  let best = null;
  const place = (from, lines) => {
    if (lines.length === n - 1) {
      const all = [...lines, words.slice(from).join(" ")];
      const widest = Math.max(...all.map(width));
      if (!best || widest < best.widest) best = { lines: all, widest };
      return;
    }
    // each line takes at least one word and leaves one for every line after it
    for (let to = from + 1; to <= words.length - (n - 1 - lines.length); to++) place(to, [...lines, words.slice(from, to).join(" ")]);
  };
  place(0, []);
  return best;
}

/**
 * How `text` fits a box `maxW` wide and `maxH` high in `font(px)`: on one line at the largest size
 * from `px` down to `minPx`, else broken at spaces into up to `maxLines` lines (4 at most; where that gives a
 * size a sixth larger, or the only size of `minPx` or more), never squeezed sideways. Returns
 * {lines, px, fits}; `fits` is false where even `minPx` is too wide (the words want shortening).
 */
export function fitText(ctx, text, { maxW, maxH = Infinity, px, minPx = MIN_TEXT_PX, font, maxLines = 2, lineHeight = 1.15 }) {
  const key = `${text}|${Math.round(maxW)}|${Math.round(maxH)}|${Math.round(px)}|${minPx}|${font(100)}|${maxLines}`;
  const hit = fitted.get(key);
  if (hit) return hit;
  const saved = ctx.font;
  ctx.font = font(px);
  const width = (line) => ctx.measureText(line).width;
  const words = text.split(" ").filter(Boolean);
  let best = null;
  for (let n = 1; n <= Math.min(maxLines, words.length, 4); n++) {
    const broken = n === 1 ? { lines: [text], widest: width(text) } : breakLines(words, n, width);
    const size = Math.min(px, (px * maxW) / Math.max(1, broken.widest), maxH / (n * lineHeight));
    // another line where it gives a size a sixth larger, or one that fits where fewer lines would not
    if (!best || size > best.size * (best.size >= minPx ? 7 / 6 : 1)) best = { lines: broken.lines, size };
  }
  // the size scales the widths only nearly in proportion: step down until the widest line fits
  let size = Math.max(minPx, Math.floor(best.size));
  ctx.font = font(size);
  while (size > minPx && Math.max(...best.lines.map(width)) > maxW) ctx.font = font(--size);
  const fits = Math.max(...best.lines.map(width)) <= maxW + 0.5;
  ctx.font = saved;
  return fitted.set(key, { lines: best.lines, px: size, fits });
}
