// The scene behind the game, in layers: the far sky (its gradient, twinkling stars, the aurora),
// the moon, drifting clouds, then the castle's hills and the city's roofs (the layers of
// art/scene/scene.svg, drawn by princess.js), moved apart by a parallax `depth`, and fireflies. The
// sky is cached per size (dithered, so its gradients show no bands on a large screen); the rest
// moves with `t`. The skyline stands on the bottom bar's top edge, its castle on the left beside the
// grid (screen/layout.js's skylineSpot says where).

import { glowSprite, layer, linear, radial, rng, sparkleSprite, sprite, TAU } from "./canvas.js";
import { drawingInfo, drawSceneLayer } from "./princess.js";
import { PALETTE, SCREEN_COLOURS } from "./theme.js";

/** Static sky: gradient, nebulae and faint milky band, cached per size. */
function skyLayer(w, h) {
  // smooth gradients need no retina resolution: 1x keeps a phone's memory free, and a dither
  // (once a size, in the cache) breaks the 8-bit steps a dark gradient shows across a large screen
  return layer("sky", w, h, 1, (g) => {
    g.fillStyle = linear(g, 0, 0, 0, h, ["#070422", "#160a44", "#2c1266", "#4a1a7a", "#6a2486"]);
    g.fillRect(0, 0, w, h);
    /** @type {Array<[number, number, number, string]>} */
    const blobs = [
      [0.78, 0.22, 0.42, "rgba(120,60,220,0.28)"],
      [0.25, 0.55, 0.38, "rgba(230,80,200,0.16)"],
      [0.6, 0.7, 0.5, "rgba(60,120,255,0.14)"],
      [0.5, 1.05, 0.6, "rgba(255,120,200,0.22)"],
    ];
    for (const [bx, by, br, c] of blobs) {
      const r = br * Math.max(w, h);
      g.fillStyle = radial(g, bx * w, by * h, 0, bx * w, by * h, r, [c, "rgba(0,0,0,0)"]);
      g.fillRect(0, 0, w, h);
    }
    // a diagonal milky band gives the sky depth without per-frame cost
    g.save();
    g.translate(w * 0.5, h * 0.35);
    g.rotate(-0.35);
    g.fillStyle = linear(g, 0, -h * 0.12, 0, h * 0.12, ["rgba(200,170,255,0)", "rgba(200,170,255,0.09)", "rgba(200,170,255,0)"]);
    g.fillRect(-w, -h * 0.12, w * 2, h * 0.24);
    const r = rng(7);
    g.fillStyle = "rgba(255,240,255,0.5)";
    for (let i = 0; i < 260; i++) {
      const px = (r() - 0.5) * w * 1.6;
      const py = (r() + r() + r() - 1.5) * h * 0.07;
      g.fillRect(px, py, 0.9, 0.9);
    }
    g.restore();
    const width = Math.max(1, Math.ceil(w));
    const height = Math.max(1, Math.ceil(h));
    const image = g.getImageData(0, 0, width, height);
    dither(image.data, width, height);
    g.putImageData(image, 0, 0);
  });
}

/**
 * Dither an RGBA picture in place: each colour channel moved by -1, 0 or +1 level, in a fixed
 * pattern (a seeded triangular noise, the same at every size), so that a gradient's 8-bit steps
 * become grain rather than bands. Alpha is left alone; on average no colour moves.
 */
export function dither(data, w, h) {
  const noise = DITHER_NOISE;
  for (let y = 0; y < h; y++) {
    const row = (y % DITHER_TILE) * DITHER_TILE;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const n = (row + (x % DITHER_TILE)) * 3;
      data[i] += noise[n];
      data[i + 1] += noise[n + 1];
      data[i + 2] += noise[n + 2];
    }
  }
}

const DITHER_TILE = 64; // the noise's tile, px: far larger than a band's step, too small to see repeat in grain
/** The dither's noise: -1, 0 or +1 for each channel of each pixel of the tile (triangular: 0 half the time). */
const DITHER_NOISE = (() => {
  const r = rng(1701);
  return Int8Array.from({ length: DITHER_TILE * DITHER_TILE * 3 }, () => Math.round(r() + r() - 1));
})();

/** The moon's radius, of the screen's shorter side, where it has the room. */
export const MOON_R = 0.075;
const MOON_UNITS = 68; // the moon's radius on the scene's canvas (art/scene/scene.svg)
const MOON_AT = [1400, 160]; // and its centre there
// How far each layer moves for a parallax depth of 1 (of the screen's width): the nearest the most.
const DEPTH = { aurora: 0.01, moon: 0.012, "skyline-far": 0.025, "skyline-near": 0.05 };
const DEPTH_MOST = 1.5; // the most the layers part: a princess's place (0.6) and a big win's (0.9)
// The castle on the scene's canvas (art/scene/scene.svg's castle-shape): its middle and width, the
// tips of its side towers' spires, of its middle one and of its flag.
const CASTLE = Object.freeze({ x: 1100, w: 292, towers: 110, spire: 20, flag: 2 });
const TOWERS_CLEAR = 8; // px: the side towers' tips this far above the plate they rise beside
const CASTLE_ROOM = 1.1; // the castle this much wider than the room it stands in: its side towers flank the plate

/**
 * Where the skyline is drawn on a `w` px wide screen for a spot {ground, x, w, towers, spire}
 * (screen/layout.js's skylineSpot), on the scene's canvas {w, h} (its units): `scale` px a unit
 * across, `sy` px a unit up (never more than across: squeezed, never stretched), `x0` where the
 * first copy's left edge is, `copies` (the canvas drawn side by side, mirrored and not in turn, so
 * that its edges meet: the first mirrored, its castle at the spot's x), and `castle`, the
 * castle's box on the screen {x, y, w, h}.
 */
export function skylinePlace(w, spot, canvas) {
  const reach = DEPTH["skyline-near"] * DEPTH_MOST * w; // how far the nearest layer moves apart
  const half = CASTLE.w / 2;
  const sy = Math.max((spot.ground - spot.spire) / (canvas.h - CASTLE.spire), (spot.ground - spot.towers + TOWERS_CLEAR) / (canvas.h - CASTLE.towers));
  // as wide as its room and never narrower than it is tall, whole on the screen, and the only
  // castle there: the copies' castles stand 2 x CASTLE.x units apart on the right, 2 x (the rest) on the left
  const left = canvas.w - CASTLE.x; // mirrored, the castle's middle is this far from the canvas's left edge
  let scale = Math.max((spot.w * CASTLE_ROOM) / CASTLE.w, sy);
  let x = spot.x;
  for (let i = 0; i < 3; i++) {
    x = Math.max(spot.x, half * scale);
    scale = Math.max(scale, (w + reach - x) / (2 * CASTLE.x - half), (x + reach) / (2 * left - half));
  }
  const span = canvas.w * scale;
  let x0 = x - left * scale;
  let first = 0; // copies drawn before the castle's (the castle's is mirrored; they alternate)
  while (x0 > -reach) {
    x0 -= span;
    first++;
  }
  const copies = Math.ceil((w + reach - x0) / span);
  const top = spot.ground - (canvas.h - CASTLE.flag) * sy;
  const castle = { x: x - half * scale, y: top, w: CASTLE.w * scale, h: spot.ground - top };
  return { scale, sy, x0, first, copies, castle };
}

/** The scene's skyline layers standing on `spot` (layout.js's skylineSpot), moved apart by `depth` (-1..1), and the ground under it. */
function drawSkyline(ctx, w, h, depth, spot) {
  const info = drawingInfo("scene");
  if (!info) return;
  const place = skylinePlace(w, spot, info.canvas);
  const span = info.canvas.w * place.scale;
  for (const name of ["skyline-far", "skyline-near"]) {
    for (let k = 0; k < place.copies; k++) {
      const mirrored = (k + place.first) % 2 === 0;
      ctx.save();
      ctx.translate(place.x0 + k * span + depth * DEPTH[name] * w, spot.ground);
      if (mirrored) {
        ctx.translate(span, 0);
        ctx.scale(-1, 1);
      }
      ctx.scale(1, place.sy / place.scale);
      drawSceneLayer(ctx, name, 0, -info.canvas.h * place.scale, place.scale);
      ctx.restore();
    }
  }
  ctx.fillStyle = SCREEN_COLOURS.ground;
  ctx.fillRect(0, spot.ground - 1, w, h - spot.ground + 1);
}

/** Where the skyline stands without a layout (the first frames): on the screen's foot, the castle on the left. */
function footSpot(w, h) {
  const ground = h;
  return { ground, x: w * 0.15, w: w * 0.25, towers: ground - h * 0.2, spire: ground - h * 0.3 };
}

/** The aurora across the upper sky, breathing and drifting slowly. */
function drawAurora(ctx, w, h, t, depth) {
  const info = drawingInfo("scene");
  if (!info) return;
  const scale = (w * 1.3) / info.canvas.w;
  ctx.save();
  ctx.globalAlpha *= 0.55 + 0.25 * Math.sin(t * 0.25);
  ctx.translate(-w * 0.15 + Math.sin(t * 0.05) * w * 0.04 + depth * DEPTH.aurora * w, h * 0.02);
  ctx.scale(1, Math.min(1, (h * 0.45) / (300 * scale)));
  drawSceneLayer(ctx, "aurora", 0, 0, scale);
  ctx.restore();
}

/** The moon at (x, y) with radius r: the scene's moon layer, brighter by `glow` (0..1: a wild landed). */
function drawMoon(ctx, x, y, r, t, glow) {
  const scale = (r / MOON_UNITS) * (1 + 0.02 * Math.sin(t * 0.8));
  drawSceneLayer(ctx, "moon", x - MOON_AT[0] * scale, y - MOON_AT[1] * scale, scale);
  if (glow > 0) {
    const g = r * (3 + 2 * glow);
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha *= glow * 0.8;
    ctx.drawImage(glowSprite("#fff0b8"), x - g, y - g, g * 2, g * 2);
    ctx.restore();
  }
}

/** Cached soft cloud sprite, one of a few seeded shapes. */
function cloudSprite(i, cw) {
  const ch = cw * 0.4;
  return sprite(`cloud${i}`, cw, ch, (g) => {
    const r = rng(100 + i);
    const puffs = 7;
    for (let k = 0; k < puffs; k++) {
      const px = cw * (0.15 + 0.7 * (k / (puffs - 1)));
      const py = ch * (0.55 + (r() - 0.5) * 0.2);
      const pr = ch * (0.22 + r() * 0.2) * (1 - Math.abs(k / (puffs - 1) - 0.5));
      g.fillStyle = radial(g, px, py, 0, px, py, pr * 1.8, ["rgba(210,180,255,0.35)", "rgba(180,140,240,0.16)", "rgba(150,110,220,0)"]);
      g.fillRect(px - pr * 2, py - pr * 2, pr * 4, pr * 4);
    }
  });
}

/** Star field: positions and twinkle phases, generated once. */
const STARS = (() => {
  const r = rng(42);
  return Array.from({ length: 170 }, () => ({
    x: r(),
    y: Math.pow(r(), 1.3) * 0.85,
    s: 0.5 + Math.pow(r(), 3) * 2.2,
    p: r() * TAU,
    f: 0.6 + r() * 2.2,
    big: r() < 0.06,
  }));
})();

/** Fireflies: seeded drift parameters. */
const FIREFLIES = (() => {
  const r = rng(9);
  return Array.from({ length: 22 }, () => ({ x: r(), p: r(), v: 0.03 + r() * 0.05, f: 0.5 + r(), s: 0.6 + r() * 0.8 }));
})();

/**
 * Free spins under the princess chosen: her colour washes down from the top of the sky and glows
 * up from the horizon at `k` (0..1), the stars and the town over it, so that the feature is a place
 * of its own.
 */
function drawFeatureSky(ctx, w, h, id, k) {
  const colour = PALETTE[id] ? PALETTE[id].glow : null;
  if (!colour) return;
  ctx.save();
  ctx.globalAlpha = 0.4 * k;
  ctx.fillStyle = linear(ctx, 0, 0, 0, h * 0.7, [colour, `${colour}00`]);
  ctx.fillRect(0, 0, w, h * 0.7);
  ctx.globalAlpha = 0.3 * k;
  ctx.fillStyle = linear(ctx, 0, h * 0.45, 0, h, [`${colour}00`, colour]);
  ctx.fillRect(0, h * 0.45, w, h * 0.55);
  ctx.restore();
}

/**
 * Full scene background: sky, stars, aurora, moon, clouds, skyline. `moon`: where the moon shines
 * {x, y, r} in px (where the page leaves it room), null for none; by default high on the left.
 * `view`: {depth: -1..1, how far the layers have moved apart (parallax), moonGlow: 0..1, tint: the
 * free spins' princess (her sky), feature: 0..1, how far her colour has come into it}. `skyline`:
 * where the skyline stands (screen/layout.js's skylineSpot: on the bottom bar), by default on the screen's foot.
 */
export function drawBackground(ctx, w, h, t, moon = undefined, view = {}, skyline = undefined) {
  const depth = view.depth || 0;
  ctx.save();
  const base = ctx.globalAlpha;
  ctx.drawImage(skyLayer(w, h), 0, 0, w, h);
  if (view.tint && view.feature > 0) drawFeatureSky(ctx, w, h, view.tint, view.feature);
  const unit = Math.min(w, h);
  drawAurora(ctx, w, h, t, depth);
  const dot = sparkleSprite("#e8dcff");
  ctx.fillStyle = "#ffffff";
  for (const st of STARS) {
    const tw = 0.55 + 0.45 * Math.sin(t * st.f + st.p);
    const x = st.x * w;
    const y = st.y * h;
    if (st.big) {
      const r = (3 + st.s * 2) * (0.7 + 0.3 * tw) * (unit / 900 + 0.5);
      ctx.globalAlpha = base * (0.4 + 0.6 * tw);
      ctx.drawImage(dot, x - r, y - r, r * 2, r * 2);
    } else {
      ctx.globalAlpha = base * (0.25 + 0.75 * tw);
      ctx.fillRect(x - st.s / 2, y - st.s / 2, st.s, st.s);
    }
  }
  // a rare shooting star, every ~9 s, for life in the sky
  const sp = (t % 9) / 0.9;
  if (sp < 1) {
    const k = Math.floor(t / 9);
    const sx = w * (0.3 + ((k * 0.37) % 0.5));
    const sy = h * (0.05 + ((k * 0.23) % 0.2));
    const len = unit * 0.18;
    const hx = sx + sp * unit * 0.35;
    const hy = sy + sp * unit * 0.15;
    ctx.globalAlpha = base * Math.sin(sp * Math.PI);
    ctx.strokeStyle = linear(ctx, hx - len, hy - len * 0.43, hx, hy, ["rgba(255,255,255,0)", "rgba(255,240,255,0.9)"]);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(hx - len, hy - len * 0.43);
    ctx.lineTo(hx, hy);
    ctx.stroke();
  }
  ctx.globalAlpha = base;
  const { x: mx, y: my, r: mr } = moon === undefined ? { x: w * 0.14, y: h * 0.16, r: unit * MOON_R } : moon || {};
  if (mr > 0) drawMoon(ctx, mx + depth * DEPTH.moon * w, my, mr, t, view.moonGlow || 0);
  const cw = unit * 0.55;
  for (let i = 0; i < 4; i++) {
    const speed = 6 + i * 3.5;
    const span = w + cw;
    const x = ((i * 0.31 * span + t * speed) % span) - cw;
    const y = h * (0.12 + i * 0.14);
    ctx.globalAlpha = base * (0.8 - i * 0.1);
    ctx.drawImage(cloudSprite(i % 3, cw), x, y, cw * (1 - i * 0.1), cw * 0.4 * (1 - i * 0.1));
  }
  ctx.globalAlpha = base;
  const spot = skyline || footSpot(w, h);
  drawSkyline(ctx, w, h, depth, spot);
  const gh = Math.max(unit * 0.1, spot.ground - spot.spire);
  // fireflies drifting up from the hills
  ctx.globalCompositeOperation = "lighter";
  const ff = glowSprite("#ffd86a");
  for (let i = 0; i < FIREFLIES.length; i++) {
    const f = FIREFLIES[i];
    const life = (t * f.v + f.p) % 1;
    const x = (f.x + Math.sin(t * f.f + f.p * TAU) * 0.02) * w;
    const y = spot.ground - gh * (0.15 + life * 1.3);
    const r = unit * 0.012 * f.s;
    ctx.globalAlpha = base * Math.sin(life * Math.PI) * (0.5 + 0.5 * Math.sin(t * 3 * f.f + i));
    ctx.drawImage(ff, x - r, y - r, r * 2, r * 2);
  }
  ctx.restore();
}
