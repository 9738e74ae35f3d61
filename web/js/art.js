/**
 * Midnight Princess procedural art: night-sky background, symbol tiles,
 * princess portraits, the trinity meter and free-spins choice cards.
 * Pure canvas 2D, no images, no network. Everything animates from `t` (seconds).
 */

const TAU = Math.PI * 2;
const FONT = '"Trebuchet MS", "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
const DISPLAY_FONT = 'Georgia, "Times New Roman", "DejaVu Serif", serif';
const CACHE_LIMIT = 96;
const GROUND_ROOM = 1.6;

/** CSS colour of each symbol, for UI accents (win lines, labels, particles). */
export const SYMBOL_COLORS = Object.freeze({
  moon: "#ffe27a",
  love: "#ff5fa8",
  star: "#ffc531",
  storm: "#38c6ff",
  heart: "#ff3350",
  bell: "#ffa62b",
  gem: "#26e08f",
  potion: "#b463ff",
});

/** Display name of each princess. */
const PRINCESS_NAMES = { love: "LOVE", star: "STAR", storm: "STORM" };

/** Tile and accent palette of each symbol. */
const PALETTE = {
  moon: { top: "#3a4bb0", bottom: "#0c1040", rim: "#ffd866", rimDark: "#a86d10", glow: "#fff0a0", spark: "#fff6c8" },
  love: { top: "#ffb3da", bottom: "#b8256f", rim: "#ffe3f1", rimDark: "#7a1048", glow: "#ff6fb5", spark: "#ffd0ea" },
  star: { top: "#ffe9a0", bottom: "#d07a10", rim: "#fff6d0", rimDark: "#8a4a00", glow: "#ffd23a", spark: "#fff3b0" },
  storm: { top: "#9aeaff", bottom: "#1b4ea8", rim: "#e0f8ff", rimDark: "#0c2a66", glow: "#3cc8ff", spark: "#c8f4ff" },
  heart: { top: "#6c1838", bottom: "#2a0618", rim: "#ff8597", rimDark: "#5a0a20", glow: "#ff3350", spark: "#ffc0c8" },
  bell: { top: "#6a4414", bottom: "#2a1606", rim: "#ffd37a", rimDark: "#6a3c00", glow: "#ffb02e", spark: "#fff0b0" },
  gem: { top: "#13604a", bottom: "#05261c", rim: "#7dffc8", rimDark: "#04402a", glow: "#26e08f", spark: "#c8ffe6" },
  potion: { top: "#4e1c80", bottom: "#1a0834", rim: "#d7a6ff", rimDark: "#3a1070", glow: "#b463ff", spark: "#ecd4ff" },
};

/** Look of each princess: hair, eyes, dress, tiara and outline colours. */
const PRINCESS = {
  love: {
    hair: ["#ff9ccc", "#e0408c", "#8e1552"],
    eye: "#d0287a",
    dress: ["#ff7ab8", "#c2185b"],
    tiara: ["#fff2b0", "#f0b43a", "#9a6308"],
    emblem: ["#ff9fc6", "#ff2e7e", "#8a0a3c"],
    line: "#5c0a32",
    skin: ["#ffe6d6", "#f6b89c"],
    bg: ["#ff9ed0", "#9c1e62", "#3c0828"],
  },
  star: {
    hair: ["#fff0a0", "#ffc22e", "#b86a00"],
    eye: "#c46a12",
    dress: ["#ffd24a", "#e07a00"],
    tiara: ["#ffffff", "#d9e2f2", "#7884a0"],
    emblem: ["#fffbe0", "#ffcf1f", "#a85a00"],
    line: "#5a2e00",
    skin: ["#ffe2c8", "#eaa47a"],
    bg: ["#ffe69a", "#c8680c", "#4a1e02"],
  },
  storm: {
    hair: ["#a8f4ff", "#27a9e8", "#0c3f8a"],
    eye: "#1c7ad8",
    dress: ["#45b8ff", "#123c9c"],
    tiara: ["#ffffff", "#c0d8f0", "#5a7494"],
    emblem: ["#fffbd0", "#ffe22a", "#b07800"],
    line: "#06224e",
    skin: ["#fde6d8", "#eab49e"],
    bg: ["#8ee6ff", "#1a5cb0", "#071a48"],
  },
};

// ---------------------------------------------------------------------------
// Small helpers

/** A fresh offscreen canvas of w x h device pixels (DOM canvas, or OffscreenCanvas in a worker). */
function makeCanvas(w, h) {
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

/** Current device pixel ratio, clamped so caches stay small on 4x screens. */
function pixelRatio() {
  const r = (typeof globalThis !== "undefined" && globalThis.devicePixelRatio) || 1;
  return Math.min(3, Math.max(1, r));
}

/** Map with a size cap: cleared wholesale when full (resizes are rare). */
function boundedCache() {
  const map = new Map();
  return {
    get: (k) => map.get(k),
    set(k, v) {
      if (map.size >= CACHE_LIMIT) map.clear();
      map.set(k, v);
      return v;
    },
  };
}

const tileCache = boundedCache();
const spriteCache = boundedCache();

/** Cached sprite for `key`, drawn once by `paint(ctx)` into a w x h css-pixel canvas at the device ratio. */
function sprite(key, w, h, paint) {
  const dpr = pixelRatio();
  const full = `${key}|${Math.round(w)}x${Math.round(h)}|${dpr}`;
  let c = spriteCache.get(full);
  if (!c) {
    c = makeCanvas(w * dpr, h * dpr);
    const g = c.getContext("2d");
    g.scale(dpr, dpr);
    paint(g);
    spriteCache.set(full, c);
  }
  return c;
}

const layers = new Map();
/**
 * Screen-sized layer kept in one slot per name (a resize replaces it, so big
 * canvases never pile up), rendered at `res` pixels per css pixel.
 */
function layer(name, w, h, res, paint) {
  const key = `${Math.round(w)}x${Math.round(h)}|${res}`;
  const hit = layers.get(name);
  if (hit && hit.key === key) return hit.canvas;
  const canvas = makeCanvas(w * res, h * res);
  const g = canvas.getContext("2d");
  g.scale(res, res);
  paint(g);
  layers.set(name, { key, canvas });
  return canvas;
}

/** Seeded PRNG (mulberry32) so star fields and sparkles are stable frame to frame. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small stable hash of a string, for per-symbol seeds. */
function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Linear gradient with evenly spaced colour stops. */
function linear(ctx, x0, y0, x1, y1, colors) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  colors.forEach((c, i) => g.addColorStop(colors.length === 1 ? 0 : i / (colors.length - 1), c));
  return g;
}

/** Radial gradient with evenly spaced colour stops. */
function radial(ctx, x0, y0, r0, x1, y1, r1, colors) {
  const g = ctx.createRadialGradient(x0, y0, r0, x1, y1, r1);
  colors.forEach((c, i) => g.addColorStop(i / (colors.length - 1), c));
  return g;
}

/** Rounded rectangle path (own version: ctx.roundRect is missing on older phones). */
function roundRectPath(ctx, x, y, w, h, r) {
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
function heartPath(ctx, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x, y + 0.44 * s);
  ctx.bezierCurveTo(x - 0.1 * s, y + 0.34 * s, x - 0.52 * s, y + 0.08 * s, x - 0.5 * s, y - 0.16 * s);
  ctx.bezierCurveTo(x - 0.48 * s, y - 0.46 * s, x - 0.1 * s, y - 0.52 * s, x, y - 0.24 * s);
  ctx.bezierCurveTo(x + 0.1 * s, y - 0.52 * s, x + 0.48 * s, y - 0.46 * s, x + 0.5 * s, y - 0.16 * s);
  ctx.bezierCurveTo(x + 0.52 * s, y + 0.08 * s, x + 0.1 * s, y + 0.34 * s, x, y + 0.44 * s);
  ctx.closePath();
}

/** Star path centred at (x, y) with `points` tips. */
function starPath(ctx, x, y, outer, inner, points = 5, rot = -Math.PI / 2) {
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
function crescentPath(ctx, R, dx, dy, r) {
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
function emblemPath(ctx, id, x, y, s) {
  if (id === "love") heartPath(ctx, x, y + 0.04 * s, s);
  else if (id === "star") starPath(ctx, x, y + 0.04 * s, s * 0.55, s * 0.24);
  else boltPath(ctx, x, y, s * 1.1);
}

/** Filled emblem with gloss and outline, in the princess's emblem colours. */
function drawEmblem(ctx, id, x, y, s, line = 0.07) {
  const c = PRINCESS[id].emblem;
  emblemPath(ctx, id, x, y, s);
  ctx.fillStyle = radial(ctx, x - s * 0.15, y - s * 0.2, 0, x, y, s * 0.6, c);
  ctx.fill();
  ctx.lineWidth = s * line;
  ctx.strokeStyle = c[2];
  ctx.lineJoin = "round";
  ctx.stroke();
}

/** Four-point sparkle path centred at (x, y) with radius r. */
function sparklePath(ctx, x, y, r) {
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
function sparkleSprite(color) {
  return sprite(`sparkle:${color}`, 64, 64, (g) => {
    g.fillStyle = radial(g, 32, 32, 0, 32, 32, 30, [color, hexA(color, 0.35), hexA(color, 0)]);
    g.fillRect(0, 0, 64, 64);
    sparklePath(g, 32, 32, 30);
    g.fillStyle = "#ffffff";
    g.fill();
  });
}

/** Cached soft round glow sprite (128 css px) in `color`. */
function glowSprite(color) {
  return sprite(`glow:${color}`, 128, 128, (g) => {
    g.fillStyle = radial(g, 64, 64, 0, 64, 64, 64, [hexA(color, 0.9), hexA(color, 0.35), hexA(color, 0)]);
    g.fillRect(0, 0, 128, 128);
  });
}

/** '#rrggbb' plus alpha -> 'rgba(...)'. */
function hexA(hex, a) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}

/** Text with a dark outline and a vertical gradient fill. */
function fancyText(ctx, text, x, y, px, colors, outline = "#2a0838", font = DISPLAY_FONT, maxWidth) {
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

// ---------------------------------------------------------------------------
// Background

/** Static sky: gradient, nebulae and faint milky band, cached per size. */
function skyLayer(w, h) {
  // smooth gradients need no retina resolution: 1x keeps a phone's memory free
  return layer("sky", w, h, 1, (g) => {
    g.fillStyle = linear(g, 0, 0, 0, h, ["#070422", "#160a44", "#2c1266", "#4a1a7a", "#6a2486"]);
    g.fillRect(0, 0, w, h);
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
  });
}

/** Static foreground: rolling hills and a castle silhouette with lit windows, cached per size. */
function groundLayer(w, h) {
  const gh = h * 0.26;
  // extra room above the hills so the castle spires are not cut off
  return layer("ground", w, gh * GROUND_ROOM, Math.min(2, pixelRatio()), (g) => {
    g.translate(0, gh * (GROUND_ROOM - 1));
    const hill = (base, amp, freq, phase, colors, rim) => {
      g.beginPath();
      for (let x = 0; x <= w + 8; x += 8) {
        const y = base + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 2.3 + phase * 2) * amp * 0.35;
        if (x === 0) g.moveTo(x, y);
        else g.lineTo(x, y);
      }
      // moonlit ridge before closing the shape
      g.lineWidth = 1.5;
      g.strokeStyle = rim;
      g.stroke();
      g.lineTo(w + 8, gh + 2);
      g.lineTo(0, gh + 2);
      g.closePath();
      g.fillStyle = linear(g, 0, base - amp, 0, gh, colors);
      g.fill();
    };
    hill(gh * 0.42, gh * 0.14, 3.2 / w, 1.0, ["#3e1c74", "#22104a"], "rgba(210,170,255,0.45)");
    // castle on the far hill, right of centre
    const cx = w * 0.8;
    const s = Math.min(gh * 0.85, w * 0.16);
    const base = gh * 0.5;
    g.fillStyle = linear(g, 0, base - s, 0, base + s * 0.3, ["#3a1a6c", "#1e0c40"]);
    const towers = [
      [-0.52, 0.1, 0.3, 0.2],
      [0.52, 0.1, 0.34, 0.2],
      [-0.3, 0.15, 0.5, 0.26],
      [0.3, 0.15, 0.55, 0.26],
      [0, 0.2, 0.74, 0.36],
    ];
    for (const [dx, tw, th, roof] of towers) {
      const x = cx + dx * s;
      g.fillRect(x - (tw * s) / 2, base - th * s, tw * s, th * s + gh);
      g.beginPath();
      g.moveTo(x - tw * s * 0.68, base - th * s);
      g.lineTo(x, base - (th + roof) * s);
      g.lineTo(x + tw * s * 0.68, base - th * s);
      g.closePath();
      g.fill();
    }
    g.fillRect(cx - s * 0.56, base - s * 0.22, s * 1.12, s * 0.22 + gh);
    // pennant on the main spire
    g.beginPath();
    g.moveTo(cx, base - 1.08 * s);
    g.lineTo(cx, base - 1.2 * s);
    g.lineTo(cx + s * 0.11, base - 1.17 * s);
    g.lineTo(cx, base - 1.14 * s);
    g.lineWidth = Math.max(1.5, s * 0.02);
    g.strokeStyle = "#3a1a6c";
    g.stroke();
    g.fillStyle = "#ff6fb5";
    g.fill();
    g.fillStyle = "#ffd27a";
    const win = (dx, dy) => {
      g.beginPath();
      g.ellipse(cx + dx * s, base - dy * s, s * 0.018, s * 0.03, 0, 0, TAU);
      g.fill();
    };
    win(0, 0.56);
    win(0, 0.4);
    win(-0.3, 0.36);
    win(0.3, 0.4);
    win(-0.52, 0.2);
    win(-0.14, 0.1);
    win(0.16, 0.1);
    hill(gh * 0.62, gh * 0.12, 2.2 / w, 3.3, ["#2a0f58", "#150832"], "rgba(190,140,255,0.35)");
    hill(gh * 0.82, gh * 0.09, 4.1 / w, 5.1, ["#180836", "#08021a"], "rgba(170,120,240,0.3)");
  });
}

/** Cached background moon with halo, craters and soft rim. */
function moonSprite(r) {
  const s = r * 6;
  return sprite("bgmoon", s, s, (g) => {
    const c = s / 2;
    g.fillStyle = radial(g, c, c, r * 0.8, c, c, s / 2, ["rgba(255,240,200,0.45)", "rgba(200,170,255,0.12)", "rgba(120,80,220,0)"]);
    g.fillRect(0, 0, s, s);
    g.beginPath();
    g.arc(c, c, r, 0, TAU);
    g.fillStyle = radial(g, c - r * 0.3, c - r * 0.35, r * 0.1, c, c, r, ["#fffdf0", "#fff0c4", "#f2d08e"]);
    g.fill();
    for (const [x, y, cr] of [
      [0.3, 0.2, 0.2],
      [-0.35, 0.3, 0.14],
      [0.05, -0.4, 0.12],
      [-0.2, -0.1, 0.1],
      [0.42, -0.25, 0.08],
    ]) {
      const px = c + x * r;
      const py = c + y * r;
      g.fillStyle = radial(g, px, py, 0, px, py, cr * r, ["rgba(210,160,100,0.2)", "rgba(210,160,100,0.12)", "rgba(210,160,100,0)"]);
      g.fillRect(px - cr * r, py - cr * r, cr * r * 2, cr * r * 2);
    }
    // soft rim light on the lit side
    g.beginPath();
    g.arc(c, c, r * 0.96, Math.PI * 0.9, Math.PI * 1.6);
    g.lineWidth = r * 0.06;
    g.strokeStyle = "rgba(255,255,255,0.55)";
    g.stroke();
  });
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

/** Full scene background: sky, twinkling stars, glowing moon, drifting clouds and hills. */
export function drawBackground(ctx, w, h, t) {
  ctx.save();
  const base = ctx.globalAlpha;
  ctx.drawImage(skyLayer(w, h), 0, 0, w, h);
  const unit = Math.min(w, h);
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
  const mr = unit * 0.075;
  const mx = w * 0.14;
  const my = h * 0.16;
  const pulse = 1 + 0.04 * Math.sin(t * 0.8);
  const ms = moonSprite(mr);
  const mw = mr * 6 * pulse;
  ctx.drawImage(ms, mx - mw / 2, my - mw / 2, mw, mw);
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
  const gh = h * 0.26;
  ctx.drawImage(groundLayer(w, h), 0, h - gh * GROUND_ROOM, w, gh * GROUND_ROOM);
  // fireflies drifting up from the hills
  ctx.globalCompositeOperation = "lighter";
  const ff = glowSprite("#ffd86a");
  for (let i = 0; i < FIREFLIES.length; i++) {
    const f = FIREFLIES[i];
    const life = (t * f.v + f.p) % 1;
    const x = (f.x + Math.sin(t * f.f + f.p * TAU) * 0.02) * w;
    const y = h - gh * (0.15 + life * 1.3);
    const r = unit * 0.012 * f.s;
    ctx.globalAlpha = base * Math.sin(life * Math.PI) * (0.5 + 0.5 * Math.sin(t * 3 * f.f + i));
    ctx.drawImage(ff, x - r, y - r, r * 2, r * 2);
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------
// Princess figure (shared by symbols, portraits and cards)

/**
 * Draws a princess bust in unit space: face centred at (0, 0), face about 40 wide;
 * the figure spans roughly x -50..50, y -48..(50 + body).
 * a = {sway, breathe, blink, body} animate hair, chest, eyes; body extends the dress downward.
 */
function drawGirl(ctx, id, a = {}) {
  const P = PRINCESS[id];
  const sway = a.sway || 0;
  const body = a.body || 0;
  const lw = a.line || 1.6;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  const hairFill = linear(ctx, 0, -34, 0, 50, P.hair);
  const outline = () => {
    ctx.lineWidth = lw;
    ctx.strokeStyle = P.line;
    ctx.stroke();
  };

  // back hair, behind everything
  ctx.fillStyle = hairFill;
  backHair(ctx, id, sway, body);
  ctx.fill();
  outline();

  // dress and shoulders
  ctx.save();
  ctx.translate(0, 30);
  ctx.scale(1 + (a.breathe || 0), 1 + (a.breathe || 0) * 1.6);
  ctx.beginPath();
  ctx.moveTo(-46, 24 + body);
  ctx.bezierCurveTo(-44, 8, -36, 2, -20, 0);
  ctx.lineTo(20, 0);
  ctx.bezierCurveTo(36, 2, 44, 8, 46, 24 + body);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 0, 0, 26 + body, P.dress);
  ctx.fill();
  outline();
  // puffed sleeves: the princess silhouette
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(sx * 35, 8, 11, 8, sx * 0.45, 0, TAU);
    ctx.fillStyle = radial(ctx, sx * 32, 4, 1, sx * 35, 8, 12, ["#ffffff", P.dress[0], P.dress[1]]);
    ctx.fill();
    outline();
    ctx.beginPath();
    ctx.moveTo(sx * 31, 2);
    ctx.quadraticCurveTo(sx * 35, 8, sx * 33, 14);
    ctx.lineWidth = 0.9;
    ctx.strokeStyle = hexA(P.line, 0.45);
    ctx.stroke();
  }
  // skin neckline
  ctx.beginPath();
  ctx.moveTo(-15, 0);
  ctx.quadraticCurveTo(0, 16, 15, 0);
  ctx.closePath();
  ctx.fillStyle = P.skin[1];
  ctx.fill();
  // neckline trim in the emblem colour, plus a pendant
  ctx.beginPath();
  ctx.moveTo(-17, 0);
  ctx.quadraticCurveTo(0, 18, 17, 0);
  ctx.lineWidth = 3;
  ctx.strokeStyle = P.tiara[1];
  ctx.stroke();
  drawEmblem(ctx, id, 0, 12, 8, 0.12);
  ctx.restore();

  // neck
  ctx.beginPath();
  ctx.moveTo(-6.5, 14);
  ctx.lineTo(-6.5, 31);
  ctx.quadraticCurveTo(0, 35, 6.5, 31);
  ctx.lineTo(6.5, 14);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 14, 0, 32, [P.skin[1], P.skin[0]]);
  ctx.fill();

  // face
  ctx.beginPath();
  ctx.moveTo(0, -23);
  ctx.bezierCurveTo(14, -23, 20, -13, 20, -2);
  ctx.bezierCurveTo(20, 10, 11, 21, 0, 22);
  ctx.bezierCurveTo(-11, 21, -20, 10, -20, -2);
  ctx.bezierCurveTo(-20, -13, -14, -23, 0, -23);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -4, -6, 2, 0, 0, 24, [P.skin[0], P.skin[0], P.skin[1]]);
  ctx.fill();
  outline();

  // cheeks
  ctx.fillStyle = "rgba(255,110,140,0.38)";
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(sx * 11.5, 9, 4.6, 2.8, 0, 0, TAU);
    ctx.fill();
  }

  // eyes: large, dark rim, coloured iris, two highlights
  const blink = clamp01(a.blink || 0);
  for (const sx of [-1, 1]) {
    const ex = sx * 8;
    const ey = 2;
    if (blink > 0.6) {
      ctx.beginPath();
      ctx.moveTo(ex - 4.5, ey + 1);
      ctx.quadraticCurveTo(ex, ey + 3.5, ex + 4.5, ey + 1);
      ctx.lineWidth = 1.6;
      ctx.strokeStyle = P.line;
      ctx.stroke();
      continue;
    }
    const ry = 6 * (1 - blink);
    ctx.beginPath();
    ctx.ellipse(ex, ey, 4.6, ry, 0, 0, TAU);
    ctx.fillStyle = "#ffffff";
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(ex, ey + 0.4, 4, ry * 0.9, 0, 0, TAU);
    ctx.fillStyle = linear(ctx, 0, ey - ry, 0, ey + ry, ["#1a0a26", P.eye, "#ffffff"]);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(ex, ey + 0.8, 1.6, ry * 0.42, 0, 0, TAU);
    ctx.fillStyle = "#12061c";
    ctx.fill();
    ctx.fillStyle = "#ffffff";
    ctx.beginPath();
    ctx.arc(ex - 1.4, ey - 2 * (1 - blink), 1.5, 0, TAU);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(ex + 1.5, ey + 2.4 * (1 - blink), 0.7, 0, TAU);
    ctx.fill();
    // upper lash line: a round arch with a small outward flick
    ctx.beginPath();
    ctx.moveTo(ex - sx * 4.6, ey - ry * 0.3);
    ctx.quadraticCurveTo(ex + sx * 0.4, ey - ry * 1.6, ex + sx * 4.9, ey - ry * 0.4);
    ctx.lineTo(ex + sx * 6.3, ey - ry * 0.8);
    ctx.lineWidth = 1.9;
    ctx.strokeStyle = P.line;
    ctx.stroke();
  }
  // brows
  ctx.lineWidth = 1.1;
  ctx.strokeStyle = P.hair[2];
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(sx * 5, -10.5);
    ctx.quadraticCurveTo(sx * 8.5, -13, sx * 12, -11.5);
    ctx.stroke();
  }
  // nose and smile
  ctx.beginPath();
  ctx.moveTo(0.3, 8.5);
  ctx.lineTo(-0.8, 10);
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(150,70,60,0.55)";
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-4, 13.6);
  ctx.quadraticCurveTo(0, 18.4, 4, 13.6);
  ctx.quadraticCurveTo(0, 15, -4, 13.6);
  ctx.fillStyle = "#e0486e";
  ctx.fill();
  ctx.lineWidth = 0.9;
  ctx.strokeStyle = "#a0284a";
  ctx.stroke();

  // fringe and front locks
  ctx.fillStyle = hairFill;
  frontHair(ctx, id, sway);
  ctx.fill();
  outline();
  hairStrands(ctx, id, sway);
  hairShine(ctx, id);

  // tiara on top
  drawTiara(ctx, id);
}

/** Back hair silhouette: long waves (love), buns and bob (star), wind-blown (storm). */
function backHair(ctx, id, sway, body) {
  const s = sway;
  ctx.beginPath();
  if (id === "love") {
    ctx.moveTo(0, -33);
    ctx.bezierCurveTo(22, -34, 31, -20, 29, -2);
    ctx.bezierCurveTo(28, 12, 37 + s, 20, 31 + s, 33);
    ctx.bezierCurveTo(26 + s, 42, 37 + s * 1.5, 48, 31 + s * 1.5, 58 + body * 0.5);
    ctx.bezierCurveTo(20, 60 + body * 0.5, 10, 52, 0, 52);
    ctx.bezierCurveTo(-10, 52, -20, 60 + body * 0.5, -31 + s * 1.5, 58 + body * 0.5);
    ctx.bezierCurveTo(-37 + s * 1.5, 48, -26 + s, 42, -31 + s, 33);
    ctx.bezierCurveTo(-37 + s, 20, -28, 12, -29, -2);
    ctx.bezierCurveTo(-31, -20, -22, -34, 0, -33);
  } else if (id === "star") {
    // two buns, then a chin-length bob flicking outward
    ctx.moveTo(-19 + 10, -28);
    ctx.arc(-19, -28, 10, 0, TAU);
    ctx.moveTo(19 + 10, -28);
    ctx.arc(19, -28, 10, 0, TAU);
    ctx.moveTo(0, -32);
    ctx.bezierCurveTo(20, -32, 28, -20, 27, -4);
    ctx.bezierCurveTo(26, 8, 28 + s, 18, 35 + s, 22);
    ctx.bezierCurveTo(28, 28, 22, 24, 18, 20);
    ctx.lineTo(-18, 20);
    ctx.bezierCurveTo(-22, 24, -28, 28, -35 + s, 22);
    ctx.bezierCurveTo(-28 + s, 18, -26, 8, -27, -4);
    ctx.bezierCurveTo(-28, -20, -20, -32, 0, -32);
  } else {
    // storm: hair blown to the right in long pointed streaks
    const w = s * 1.6;
    ctx.moveTo(-4, -33);
    ctx.bezierCurveTo(16, -36, 30, -28, 36 + w, -24);
    ctx.quadraticCurveTo(44 + w, -22, 52 + w, -26);
    ctx.quadraticCurveTo(46 + w, -16, 38 + w, -12);
    ctx.quadraticCurveTo(48 + w, -10, 56 + w, -14);
    ctx.quadraticCurveTo(48 + w, 0, 36 + w, 2);
    ctx.quadraticCurveTo(46 + w, 6, 52 + w, 6);
    ctx.quadraticCurveTo(42 + w, 18, 30 + w * 0.6, 16);
    ctx.quadraticCurveTo(34 + w * 0.6, 28, 40 + w, 34 + body * 0.3);
    ctx.quadraticCurveTo(26, 34, 20, 24);
    ctx.lineTo(-20, 24);
    ctx.quadraticCurveTo(-26, 30, -30 + w * 0.4, 38);
    ctx.quadraticCurveTo(-32, 20, -28, 4);
    ctx.bezierCurveTo(-30, -16, -24, -32, -4, -33);
  }
  ctx.closePath();
}

/** Fringe and face-framing locks drawn over the face. */
function frontHair(ctx, id, sway) {
  const s = sway;
  ctx.beginPath();
  if (id === "love") {
    // side-parted wavy fringe
    ctx.moveTo(-21, 4);
    ctx.bezierCurveTo(-25, -20, -10, -31, 4, -31);
    ctx.bezierCurveTo(18, -31, 25, -19, 21, 2);
    ctx.bezierCurveTo(19, -8, 15, -14, 9, -17);
    ctx.bezierCurveTo(6, -10, -2, -7, -10, -8);
    ctx.bezierCurveTo(-14, -8, -17, -5, -18, -1);
    ctx.bezierCurveTo(-19, 1, -20, 2, -21, 4);
    // curls in front of the shoulders
    ctx.moveTo(-21, -4);
    ctx.bezierCurveTo(-27, 10, -18 + s, 18, -24 + s, 28);
    ctx.bezierCurveTo(-28 + s, 36, -20 + s, 42, -16 + s, 38);
    ctx.bezierCurveTo(-22 + s, 32, -12 + s, 24, -16, 12);
    ctx.bezierCurveTo(-18, 4, -18, 0, -21, -4);
    ctx.moveTo(21, -4);
    ctx.bezierCurveTo(27, 10, 18 + s, 18, 24 + s, 28);
    ctx.bezierCurveTo(28 + s, 36, 20 + s, 42, 16 + s, 38);
    ctx.bezierCurveTo(22 + s, 32, 12 + s, 24, 16, 12);
    ctx.bezierCurveTo(18, 4, 18, 0, 21, -4);
  } else if (id === "star") {
    // blunt scalloped fringe and straight side pieces
    ctx.moveTo(-21, 8);
    ctx.bezierCurveTo(-25, -20, -12, -31, 0, -31);
    ctx.bezierCurveTo(12, -31, 25, -20, 21, 8);
    ctx.lineTo(18, 8);
    ctx.lineTo(17, -12);
    ctx.quadraticCurveTo(13.5, -9, 10, -12);
    ctx.quadraticCurveTo(6.5, -9, 3, -12);
    ctx.quadraticCurveTo(0, -9, -3, -12);
    ctx.quadraticCurveTo(-6.5, -9, -10, -12);
    ctx.quadraticCurveTo(-13.5, -9, -17, -12);
    ctx.lineTo(-18, 8);
    ctx.closePath();
  } else {
    // storm: one big swept bang from the left, whipping off to the right
    ctx.moveTo(-21, 4);
    ctx.bezierCurveTo(-26, -22, -8, -33, 8, -31);
    ctx.bezierCurveTo(20, -30, 26, -22, 31 + s, -22);
    ctx.quadraticCurveTo(26 + s, -16, 21, -15);
    ctx.quadraticCurveTo(23, -6, 21, 2);
    ctx.bezierCurveTo(18, -8, 14, -12, 8, -13);
    ctx.bezierCurveTo(0, -14, -10, -10, -14, -2);
    ctx.quadraticCurveTo(-17, 0, -21, 4);
  }
  ctx.closePath();
}

/** Strand lines inside the hair masses, for texture. */
const STRANDS = {
  love: [
    [-14, -24, -20, -12, -18, 0],
    [10, -26, 20, -18, 19, -4],
    [-2, -28, -6, -18, -12, -10],
    [26, 8, 30, 20, 28, 40],
    [-26, 8, -30, 20, -28, 40],
  ],
  star: [
    [-10, -28, -20, -20, -21, 0],
    [10, -28, 20, -20, 21, 0],
    [22, 2, 24, 10, 30, 18],
    [-22, 2, -24, 10, -30, 18],
    [-19, -32, -14, -28, -16, -22],
    [19, -32, 14, -28, 16, -22],
  ],
  storm: [
    [0, -30, 16, -30, 26, -20],
    [-12, -26, 0, -20, 10, -16],
    [30, -16, 38, -14, 46, -14],
    [28, 2, 36, 2, 44, 4],
    [-24, 6, -26, 18, -28, 32],
  ],
};
function hairStrands(ctx, id, sway) {
  ctx.lineWidth = 1;
  ctx.strokeStyle = hexA(PRINCESS[id].hair[2], 0.5);
  for (const [x0, y0, cx, cy, x1, y1] of STRANDS[id]) {
    const s = y1 > 10 ? sway : 0;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(cx + s * 0.5, cy, x1 + s, y1);
    ctx.stroke();
  }
}

/** A glossy highlight band across the crown of the head. */
function hairShine(ctx, id) {
  ctx.beginPath();
  const y = id === "star" ? -23 : -24;
  ctx.moveTo(-14, y + 4);
  ctx.quadraticCurveTo(-2, y - 4, 12, y + 2);
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = "rgba(255,255,255,0.45)";
  ctx.stroke();
}

/** Tiara band with three points and the princess emblem in the middle. */
function drawTiara(ctx, id) {
  const P = PRINCESS[id];
  ctx.beginPath();
  ctx.moveTo(-16, -23);
  ctx.lineTo(-15, -31);
  ctx.lineTo(-10, -27);
  ctx.lineTo(-5, -36);
  ctx.lineTo(0, -30);
  ctx.lineTo(5, -36);
  ctx.lineTo(10, -27);
  ctx.lineTo(15, -31);
  ctx.lineTo(16, -23);
  ctx.quadraticCurveTo(0, -28, -16, -23);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, -37, 0, -23, P.tiara);
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = P.tiara[2];
  ctx.stroke();
  for (const x of [-10, 10]) {
    ctx.beginPath();
    ctx.arc(x, -25.5, 1.5, 0, TAU);
    ctx.fillStyle = P.emblem[1];
    ctx.fill();
  }
  drawEmblem(ctx, id, 0, -35, id === "star" ? 17 : 14, 0.09);
}

// ---------------------------------------------------------------------------
// Symbol artwork (unit space: the tile spans -50..50)

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
  ctx.font = `900 ${h * 0.86}px ${FONT}`;
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
  const P = PRINCESS[id];
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
    c = makeCanvas(px * dpr, px * dpr);
    const g = c.getContext("2d");
    g.scale((px * dpr) / 100, (px * dpr) / 100);
    g.translate(50, 50);
    drawTile(g, id);
    (ART[id] || (() => {}))(g);
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
  if (tileAlpha > 0.003) {
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

// ---------------------------------------------------------------------------
// Princess portrait

/** Arch-topped frame path (rounded bottom corners). */
function archPath(ctx, x, y, w, h) {
  const r = Math.min(w / 2, h * 0.45);
  const br = Math.min(w, h) * 0.08;
  ctx.beginPath();
  ctx.moveTo(x, y + r);
  ctx.arcTo(x, y, x + r, y, r);
  ctx.lineTo(x + w - r, y);
  ctx.arcTo(x + w, y, x + w, y + r, r);
  ctx.lineTo(x + w, y + h - br);
  ctx.arcTo(x + w, y + h, x + w - br, y + h, br);
  ctx.lineTo(x + br, y + h);
  ctx.arcTo(x, y + h, x, y + h - br, br);
  ctx.closePath();
}

/** Cached backdrop of a portrait or card window: princess-coloured radiance and rays. */
function portraitBackdrop(id, w, h) {
  return sprite(`pbg:${id}`, w, h, (g) => {
    const P = PRINCESS[id];
    g.fillStyle = radial(g, w / 2, h * 0.38, 0, w / 2, h * 0.45, Math.max(w, h) * 0.75, P.bg);
    g.fillRect(0, 0, w, h);
    g.save();
    g.translate(w / 2, h * 0.38);
    g.fillStyle = "rgba(255,255,255,0.07)";
    for (let i = 0; i < 14; i++) {
      g.rotate(TAU / 14);
      g.beginPath();
      g.moveTo(0, 0);
      g.lineTo(Math.max(w, h), -Math.max(w, h) * 0.09);
      g.lineTo(Math.max(w, h), Math.max(w, h) * 0.09);
      g.closePath();
      g.fill();
    }
    g.restore();
    // faint emblems scattered in the backdrop
    const r = rng(hash(id) + 3);
    g.globalAlpha = 0.16;
    for (let i = 0; i < 9; i++) {
      g.save();
      const s = Math.min(w, h) * (0.06 + r() * 0.07);
      emblemPath(g, id, r() * w, r() * h * 0.8, s);
      g.fillStyle = "#ffffff";
      g.fill();
      g.restore();
    }
  });
}

/** Blink offsets so side-by-side princesses never blink together. */
const BLINK_PHASE = { love: 0, star: 1.4, storm: 2.9 };

/** Animated princess figure filling a window of w x h at (x, y), clipped by the caller. */
function drawFigure(ctx, id, x, y, w, h, t, phase = 0) {
  const k = Math.min(w / 100, h / 118);
  ctx.save();
  ctx.translate(x + w / 2, y + h * 0.42);
  ctx.scale(k, k);
  // blink about every 4.3 s for ~0.15 s
  const bt = (t + phase) % 4.3;
  const blink = bt < 0.15 ? Math.sin((bt / 0.15) * Math.PI) : 0;
  drawGirl(ctx, id, {
    sway: Math.sin((t + phase) * 1.3) * 2.2,
    breathe: Math.sin((t + phase) * 1.7) * 0.012,
    blink,
    body: 40,
    line: 1.5,
  });
  ctx.restore();
}

/** Twinkling sparkles over a portrait. */
function portraitSparkles(ctx, id, x, y, w, h, t, n = 7) {
  const r = rng(hash(id) + 11);
  const sp = sparkleSprite(PALETTE[id].spark);
  const base = ctx.globalAlpha;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  for (let i = 0; i < n; i++) {
    const px = x + w * (i % 2 ? 0.06 + r() * 0.2 : 0.74 + r() * 0.2);
    const py = y + h * (0.06 + r() * 0.6);
    const ph = r() * TAU;
    const sp2 = 1.2 + r() * 1.6;
    const tw = Math.max(0, Math.sin(t * sp2 + ph));
    const s = Math.min(w, h) * 0.05 * tw;
    if (s < 0.5) continue;
    ctx.globalAlpha = base * tw;
    ctx.drawImage(sp, px - s, py - s, s * 2, s * 2);
  }
  ctx.restore();
}

/**
 * Large animated portrait of a princess in the box (x, y, w, h), with her name.
 * opts: {active: bool (default true), glow: 0..1}.
 */
/** A portrait's frame inside an odd box: centred, at most 1:1.6 or 1:0.9. */
function portraitBox(x, y, w, h) {
  if (h > w * 1.6) return [x, y + (h - w * 1.6) / 2, w, w * 1.6];
  if (w > h * 0.9) return [x + (w - h * 0.9) / 2, y, h * 0.9, h];
  return [x, y, w, h];
}

/** The pulsing glow behind a princess's portrait (`glow` 0..1), drawn apart from it. */
export function drawPrincessGlow(ctx, id, x, y, w, h, t, glow) {
  if (!PRINCESS[id] || !(glow > 0)) return;
  [x, y, w, h] = portraitBox(x, y, w, h);
  const base = ctx.globalAlpha;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha = base * clamp01(glow) * (0.8 + 0.2 * Math.sin(t * 4));
  const gs = Math.max(w, h) * 1.5;
  ctx.drawImage(glowSprite(PALETTE[id].glow), x + w / 2 - gs / 2, y + h / 2 - gs / 2, gs, gs);
  ctx.restore();
}

export function drawPrincess(ctx, id, x, y, w, h, t, opts = {}) {
  if (!PRINCESS[id]) return;
  drawPrincessGlow(ctx, id, x, y, w, h, t, opts.glow || 0);
  [x, y, w, h] = portraitBox(x, y, w, h);
  const active = opts.active !== false;
  const plateH = Math.min(h * 0.17, w * 0.3);
  const fw = w;
  const fh = h - plateH * 0.55;
  ctx.save();
  // frame shadow
  archPath(ctx, x + 3, y + 6, fw, fh);
  ctx.fillStyle = "rgba(6,0,20,0.5)";
  ctx.fill();
  // window content
  ctx.save();
  archPath(ctx, x, y, fw, fh);
  ctx.clip();
  ctx.drawImage(portraitBackdrop(id, Math.round(fw), Math.round(fh)), x, y, fw, fh);
  drawFigure(ctx, id, x, y + fh * 0.08, fw, fh * 0.95, t, BLINK_PHASE[id]);
  portraitSparkles(ctx, id, x, y, fw, fh, t);
  if (!active) {
    ctx.fillStyle = "rgba(20,8,50,0.55)";
    ctx.fillRect(x, y, fw, fh);
  }
  ctx.restore();
  // golden frame
  archPath(ctx, x, y, fw, fh);
  ctx.lineWidth = Math.max(3, w * 0.035);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + fh, ["#fff3b0", "#f0b43a", "#9a6308", "#f7cf6a"]);
  ctx.stroke();
  archPath(ctx, x + w * 0.03, y + w * 0.03, fw - w * 0.06, fh - w * 0.06);
  ctx.lineWidth = Math.max(1, w * 0.008);
  ctx.strokeStyle = "rgba(255,240,200,0.5)";
  ctx.stroke();
  // emblem crest at the arch top
  drawEmblem(ctx, id, x + w / 2, y + w * 0.02, w * 0.13, 0.08);
  // name plate
  const py = y + h - plateH;
  namePlate(ctx, id, x + w * 0.06, py, w * 0.88, plateH, active);
  ctx.restore();
}

/** Banner-like plate carrying "PRINCESS" and the princess's name. */
function namePlate(ctx, id, x, y, w, h, active) {
  const P = PRINCESS[id];
  ctx.save();
  roundRectPath(ctx, x, y, w, h, h * 0.3);
  ctx.fillStyle = linear(ctx, 0, y, 0, y + h, [P.dress[0], P.dress[1], P.line]);
  ctx.fill();
  ctx.lineWidth = Math.max(2, h * 0.07);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + h, ["#fff3b0", "#c88a1a"]);
  ctx.stroke();
  ctx.font = `bold ${Math.round(h * 0.2)}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.fillText("P R I N C E S S", x + w / 2, y + h * 0.24);
  fancyText(
    ctx,
    PRINCESS_NAMES[id],
    x + w / 2,
    y + h * 0.62,
    Math.round(h * 0.46),
    active ? ["#ffffff", "#fff2b0", "#ffc21a"] : ["#d8d0e8", "#a89cc0"],
    P.line,
    DISPLAY_FONT,
    w * 0.9,
  );
  ctx.restore();
}

// ---------------------------------------------------------------------------
// Meter

/**
 * Princess Trinity meter: three sections (love, star, storm), `value` 0..3 filled
 * (fractions fill partly); horizontal when wide, vertical (filling upward) when tall.
 */
export function drawMeter(ctx, value, x, y, w, h, t) {
  const v = Math.max(0, Math.min(3, value || 0));
  const full = v >= 3;
  const ids = ["love", "star", "storm"];
  const horiz = w >= h;
  const pad = Math.min(w, h) * 0.12;
  const gap = Math.min(w, h) * 0.08;
  const r = Math.min(w, h) * 0.32;
  const base = ctx.globalAlpha;
  ctx.save();
  if (full) {
    const pulse = 0.7 + 0.3 * Math.sin(t * 6);
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = base * pulse;
    const gs = Math.max(w, h) * 1.5;
    ctx.drawImage(glowSprite("#ff9ae0"), x + w / 2 - gs / 2, y + h / 2 - gs / 2, gs, gs);
    ctx.globalCompositeOperation = "source-over";
    ctx.globalAlpha = base;
  }
  // housing
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = linear(ctx, 0, y, 0, y + h, ["#2a1050", "#12062a"]);
  ctx.fill();
  ctx.lineWidth = Math.max(2, Math.min(w, h) * 0.06);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + h, ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  const inner = horiz ? (w - pad * 2 - gap * 2) / 3 : (h - pad * 2 - gap * 2) / 3;
  for (let i = 0; i < 3; i++) {
    const id = ids[i];
    const P = PRINCESS[id];
    const sx = horiz ? x + pad + i * (inner + gap) : x + pad;
    const sy = horiz ? y + pad : y + h - pad - (i + 1) * inner - i * gap;
    const sw = horiz ? inner : w - pad * 2;
    const sh = horiz ? h - pad * 2 : inner;
    const sr = Math.min(sw, sh) * 0.3;
    const fill = clamp01(v - i);
    roundRectPath(ctx, sx, sy, sw, sh, sr);
    ctx.fillStyle = "rgba(0,0,0,0.45)";
    ctx.fill();
    if (fill > 0) {
      ctx.save();
      roundRectPath(ctx, sx, sy, sw, sh, sr);
      ctx.clip();
      const fx = sx;
      const fy = horiz ? sy : sy + sh * (1 - fill);
      const fw = horiz ? sw * fill : sw;
      const fh = horiz ? sh : sh * fill;
      ctx.fillStyle = linear(ctx, sx, sy, sx, sy + sh, [P.bg[0], SYMBOL_COLORS[id], P.dress[1]]);
      ctx.fillRect(fx, fy, fw, fh);
      ctx.fillStyle = "rgba(255,255,255,0.28)";
      ctx.fillRect(fx, sy, fw, sh * 0.35);
      if (full) {
        // a bright band travels along the full meter
        const ph = ((t * 1.2 + i * 0.18) % 1.4) - 0.2;
        const bx = horiz ? sx + ph * sw : sx;
        ctx.fillStyle = "rgba(255,255,255,0.35)";
        if (horiz) ctx.fillRect(bx, sy, sw * 0.18, sh);
        else ctx.fillRect(sx, sy + ph * sh, sw, sh * 0.18);
      }
      ctx.restore();
    }
    roundRectPath(ctx, sx, sy, sw, sh, sr);
    ctx.lineWidth = Math.max(1, Math.min(sw, sh) * 0.05);
    ctx.strokeStyle = fill > 0 ? "rgba(255,255,255,0.7)" : hexA(SYMBOL_COLORS[id], 0.45);
    ctx.stroke();
    const es = Math.min(sw, sh) * 0.62;
    const ex = sx + sw / 2;
    const ey = sy + sh / 2;
    if (fill >= 1) {
      const bob = full ? 1 + 0.08 * Math.sin(t * 6 + i) : 1;
      ctx.save();
      ctx.translate(ex, ey);
      ctx.scale(bob, bob);
      emblemPath(ctx, id, 0, 0, es);
      ctx.fillStyle = "#ffffff";
      ctx.fill();
      ctx.lineWidth = Math.max(1, es * 0.09);
      ctx.strokeStyle = P.line;
      ctx.stroke();
      ctx.restore();
    } else {
      emblemPath(ctx, id, ex, ey, es);
      ctx.lineWidth = Math.max(1, es * 0.07);
      ctx.strokeStyle = hexA(SYMBOL_COLORS[id], 0.6);
      ctx.stroke();
    }
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------
// Free-spins choice card

/**
 * Card for the free-spins choice: portrait window, name and "N FREE SPINS".
 * opts: {hover: bool}.
 */
export function drawChoiceCard(ctx, id, spins, x, y, w, h, t, opts = { hover: false }) {
  if (!PRINCESS[id]) return;
  const P = PRINCESS[id];
  const hover = !!(opts && opts.hover);
  // callers may give each card its own canvas of exactly w x h: keep glow and lift inside it
  const mg = Math.min(w, h) * 0.045;
  const lift = hover ? 1 : 0.96 + 0.006 * Math.sin(t * 2 + BLINK_PHASE[id]);
  const base = ctx.globalAlpha;
  ctx.save();
  ctx.translate(x + w / 2, y + h / 2);
  ctx.scale(lift, lift);
  w -= mg * 2;
  h -= mg * 2;
  ctx.translate(-w / 2, -h / 2);
  const r = Math.min(w, h) * 0.08;
  // drop shadow, then (on hover) a pulsing glow ring in her colour
  roundRectPath(ctx, mg * 0.3, mg * 0.6, w, h, r);
  ctx.fillStyle = "rgba(6,0,20,0.5)";
  ctx.fill();
  if (hover) {
    const pulse = 0.8 + 0.2 * Math.sin(t * 5);
    ctx.globalCompositeOperation = "lighter";
    roundRectPath(ctx, 0, 0, w, h, r);
    for (const [lw, a] of [
      [1.7, 0.22],
      [1.1, 0.3],
      [0.5, 0.5],
    ]) {
      ctx.globalAlpha = base * a * pulse;
      ctx.lineWidth = mg * lw;
      ctx.strokeStyle = PALETTE[id].glow;
      ctx.stroke();
    }
    ctx.globalCompositeOperation = "source-over";
    ctx.globalAlpha = base;
  }
  // card body
  roundRectPath(ctx, 0, 0, w, h, r);
  ctx.fillStyle = linear(ctx, 0, 0, 0, h, [P.dress[0], P.dress[1], P.line]);
  ctx.fill();
  // portrait window
  const m = w * 0.07;
  const pw = w - m * 2;
  const ph = h * 0.6;
  ctx.save();
  roundRectPath(ctx, m, m, pw, ph, r * 0.8);
  ctx.clip();
  ctx.drawImage(portraitBackdrop(id, Math.round(pw), Math.round(ph)), m, m, pw, ph);
  drawFigure(ctx, id, m, m + ph * 0.1, pw, ph * 1.05, t, BLINK_PHASE[id]);
  portraitSparkles(ctx, id, m, m, pw, ph, t, hover ? 10 : 5);
  ctx.restore();
  roundRectPath(ctx, m, m, pw, ph, r * 0.8);
  ctx.lineWidth = Math.max(2, w * 0.018);
  ctx.strokeStyle = "#ffe7a0";
  ctx.stroke();
  // name and spins
  const ny = m + ph + (h - m - ph) * 0.24;
  fancyText(ctx, PRINCESS_NAMES[id], w / 2, ny, Math.round(h * 0.075), ["#ffffff", "#fff2b0", "#ffc21a"], P.line, DISPLAY_FONT, w * 0.9);
  const sy = m + ph + (h - m - ph) * 0.62;
  fancyText(ctx, String(spins), w * 0.3, sy, Math.round(h * 0.14), ["#ffffff", "#fff6c0", "#ffb800"], "#3a0a30", FONT);
  ctx.font = `900 ${Math.round(h * 0.052)}px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(2, h * 0.01);
  ctx.strokeStyle = "#3a0a30";
  ctx.fillStyle = "#ffffff";
  for (const [txt, dy] of [
    ["FREE", -0.034],
    ["SPINS", 0.034],
  ]) {
    ctx.strokeText(txt, w * 0.43, sy + dy * h);
    ctx.fillText(txt, w * 0.43, sy + dy * h);
  }
  // gold border, brighter on hover
  roundRectPath(ctx, 0, 0, w, h, r);
  ctx.lineWidth = Math.max(3, w * 0.03);
  ctx.strokeStyle = linear(ctx, 0, 0, 0, h, hover ? ["#ffffff", "#ffe070", "#ffb020"] : ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  ctx.restore();
}
