// The scene behind the game, in layers: the far sky (its gradient, twinkling stars, the aurora),
// the moon with the castle on its distant hill beside it (one picture: the moon rises behind its
// spire), drifting clouds, then the hills and the city's roofs low along the bottom bar (the layers
// of art/scene/scene.svg, drawn by princess.js), moved apart by a parallax `depth`, and fireflies.
// The sky, the aurora and the moon's halo are painted here, cached per size and dithered, so that
// their soft gradients show no bands on a large screen; the rest moves with `t`.
// screen/layout.js says where the moon's picture and the skyline stand.

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
 * become grain rather than bands; its transparency too where `alpha` (a see-through layer's soft
 * edges), else alpha is left alone. On average nothing moves.
 */
export function dither(data, w, h, alpha = false) {
  const noise = DITHER_NOISE;
  for (let y = 0; y < h; y++) {
    const row = (y % DITHER_TILE) * DITHER_TILE;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const n = (row + (x % DITHER_TILE)) * 3;
      data[i] += noise[n];
      data[i + 1] += noise[n + 1];
      data[i + 2] += noise[n + 2];
      if (alpha && data[i + 3] > 0) data[i + 3] += noise[(n + 1) % noise.length]; // where it shows at all: clear pixels stay clear
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

// The castle on the scene's canvas (art/scene/scene.svg's castle layer): its middle spire's tip, its
// foot, and its half width (its side towers' roofs).
const CASTLE = Object.freeze({ x: 1100, tip: 20, foot: 320, half: 146, flag: 2 });
// The castle beside the moon, in the moon's radii from its centre: its spire's tip just left of the
// moon and level with its top, and its height from that tip to its foot; its right tower stands in
// front of the moon's lower left (the moon rises behind it, beside the spire).
const CASTLE_BY_MOON = Object.freeze({ dx: -1.05, dy: -0.95, h: 2.35 });

/** The castle's box beside a moon {x, y, r}: {x, y, w, h, scale} (px; `scale` px a unit of its canvas), its flag at the top, its foot at the bottom. */
export function castleBox(moon) {
  const scale = (CASTLE_BY_MOON.h * moon.r) / (CASTLE.foot - CASTLE.tip);
  const tipX = moon.x + CASTLE_BY_MOON.dx * moon.r;
  const tipY = moon.y + CASTLE_BY_MOON.dy * moon.r;
  const y = tipY - (CASTLE.tip - CASTLE.flag) * scale;
  return { x: tipX - CASTLE.half * scale, y, w: 2 * CASTLE.half * scale, h: tipY + CASTLE_BY_MOON.h * moon.r - y, scale };
}

/** How far the moon's picture (the moon and its castle) reaches from the moon's centre, in its radii (screen/layout.js's moonSpot `shape`). */
export const MOON_SCENE = (() => {
  const c = castleBox({ x: 0, y: 0, r: 1 });
  return Object.freeze({ left: Math.max(1, -c.x), right: Math.max(1, c.x + c.w), up: Math.max(1, -c.y), down: Math.max(1, c.y + c.h), room: 1 });
})();

const HILL_TOP = 266; // the far hills' highest point on the scene's canvas (skyline-far)

/**
 * Where the skyline is drawn on a `w` px wide screen for a spot {ground, top} (screen/layout.js's
 * skylineSpot), on the scene's canvas {w, h} (its units): `scale` px a unit, its hills' tops at the
 * spot's top, `x0` where the first copy's left edge is and `copies` (the canvas drawn side by side,
 * mirrored and not in turn so that its edges meet), enough to cover the screen as the layers part.
 */
export function skylinePlace(w, spot, canvas) {
  const reach = DEPTH["skyline-near"] * DEPTH_MOST * w; // how far the nearest layer moves apart
  const scale = Math.max(0, spot.ground - spot.top) / (canvas.h - HILL_TOP);
  const span = canvas.w * scale;
  const x0 = -reach;
  const copies = span > 0 ? Math.ceil((w + 2 * reach) / span) : 0;
  return { scale, x0, copies };
}

/** The scene's skyline layers standing on `spot` (layout.js's skylineSpot), moved apart by `depth` (-1..1), and the ground under it. */
function drawSkyline(ctx, w, h, depth, spot) {
  const info = drawingInfo("scene");
  if (!info) return;
  const place = skylinePlace(w, spot, info.canvas);
  const span = info.canvas.w * place.scale;
  for (const name of ["skyline-far", "skyline-near"]) {
    for (let k = 0; k < place.copies; k++) {
      ctx.save();
      ctx.translate(place.x0 + k * span + depth * DEPTH[name] * w, spot.ground);
      if (k % 2 === 1) {
        ctx.translate(span, 0);
        ctx.scale(-1, 1);
      }
      drawSceneLayer(ctx, name, 0, -info.canvas.h * place.scale, place.scale);
      ctx.restore();
    }
  }
  ctx.fillStyle = SCREEN_COLOURS.ground;
  ctx.fillRect(0, spot.ground - 1, w, h - spot.ground + 1);
}

/** Where the skyline stands without a layout (the first frames): on the screen's foot. */
function footSpot(w, h) {
  return { ground: h, top: h * 0.8 };
}

// The aurora's two bands across a 1600 x 300 sky (once art/scene/scene.svg's aurora layer: painted
// here, where its soft edges are dithered, not compressed into the atlas's steps).
const AURORA_BANDS = [
  {
    path: "M0 170C200 90 380 210 600 140C820 70 1000 190 1220 120C1380 70 1500 110 1600 90L1600 170C1500 190 1380 150 1220 200C1000 270 820 150 600 220C380 290 200 170 0 250Z",
    alpha: 1,
  },
  {
    path: "M0 120C240 60 420 160 660 100C880 44 1060 140 1280 80C1420 44 1520 70 1600 60L1600 100C1520 110 1420 90 1280 130C1060 190 880 96 660 150C420 210 240 110 0 170Z",
    alpha: 0.6,
  },
];

/** The aurora's bands painted once a size (`w` x `h` px, from a 1600 x 300 drawing), faded top and bottom, dithered. */
function auroraLayer(w, h) {
  return layer("aurora", w, h, 1, (g) => {
    g.save();
    g.scale(w / 1600, h / 300);
    for (const { path, alpha } of AURORA_BANDS) {
      g.globalAlpha = alpha;
      g.fillStyle = linear(
        g,
        0,
        0,
        1600,
        0,
        ["rgba(124,242,216,0)", "rgba(124,242,216,0.5)", "rgba(180,140,255,0.45)", "rgba(255,138,208,0)"],
        [0, 0.3, 0.6, 1],
      );
      g.fill(new Path2D(path));
    }
    g.restore();
    g.globalAlpha = 1;
    g.globalCompositeOperation = "destination-in";
    g.fillStyle = linear(g, 0, 0, 0, h, ["rgba(0,0,0,0)", "#000", "rgba(0,0,0,0)"]);
    g.fillRect(0, 0, w, h);
    ditherLayer(g, w, h);
  });
}

/** The moon's halo for a moon of radius `r`, painted once a size and dithered: a warm glow fading to violet. */
function haloLayer(r) {
  const R = Math.ceil(r * HALO);
  return layer("halo", 2 * R, 2 * R, 1, (g) => {
    g.fillStyle = radial(
      g,
      R,
      R,
      0,
      R,
      R,
      R,
      ["rgba(255,240,200,0.5)", "rgba(255,240,200,0.5)", "rgba(200,168,255,0.16)", "rgba(120,80,220,0)"],
      [0, 0.45, 0.7, 1],
    );
    g.fillRect(0, 0, 2 * R, 2 * R);
    ditherLayer(g, 2 * R, 2 * R);
  });
}

const HALO = 150 / 68; // the halo's reach, in the moon's radii

/** Dither a cached layer's pixels in place, its transparency too (the soft edges of a see-through glow band as a gradient does). */
function ditherLayer(g, w, h) {
  const width = Math.max(1, Math.ceil(w));
  const height = Math.max(1, Math.ceil(h));
  const image = g.getImageData(0, 0, width, height);
  dither(image.data, width, height, true);
  g.putImageData(image, 0, 0);
}

/** The aurora across the upper sky, breathing and drifting slowly. */
function drawAurora(ctx, w, h, t, depth) {
  const aw = w * 1.3;
  const ah = Math.min((300 * aw) / 1600, h * 0.45);
  ctx.save();
  ctx.globalAlpha *= 0.55 + 0.25 * Math.sin(t * 0.25);
  ctx.drawImage(auroraLayer(aw, ah), -w * 0.15 + Math.sin(t * 0.05) * w * 0.04 + depth * DEPTH.aurora * w, h * 0.02, aw, ah);
  ctx.restore();
}

/** The moon at (x, y) with radius r: the scene's moon layer, brighter by `glow` (0..1: a wild landed). */
function drawMoon(ctx, x, y, r, t, glow) {
  const breath = 1 + 0.02 * Math.sin(t * 0.8);
  const scale = (r / MOON_UNITS) * breath;
  const R = Math.ceil(r * HALO);
  ctx.drawImage(haloLayer(r), x - R * breath, y - R * breath, 2 * R * breath, 2 * R * breath);
  drawSceneLayer(ctx, "moon", x - MOON_AT[0] * scale, y - MOON_AT[1] * scale, scale);
  if (glow > 0) {
    const g = r * (3 + 2 * glow);
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha *= glow * 0.8;
    ctx.drawImage(glowSprite("#fff0b8"), x - g, y - g, g * 2, g * 2);
    ctx.restore();
  }
  // the castle in front of the moon, still as the moon breathes
  const c = castleBox({ x, y, r });
  drawSceneLayer(ctx, "castle", c.x - (CASTLE.x - CASTLE.half) * c.scale, c.y - CASTLE.flag * c.scale, c.scale);
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
 * The castle stands beside the moon, wherever it is (castleBox).
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
  // the moon and its castle part with the layers, but never so far left that the castle leaves the screen's edge
  if (mr > 0) drawMoon(ctx, mx + Math.max(depth * DEPTH.moon * w, -Math.max(0, castleBox({ x: mx, y: my, r: mr }).x - 2)), my, mr, t, view.moonGlow || 0);
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
  const gh = Math.max(unit * 0.1, spot.ground - spot.top);
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
