// The scene behind the game: sky, twinkling stars, the glowing moon, drifting clouds, hills and
// the castle. Static parts are cached per size; only the twinkles and drifts move with `t`.

import { glowSprite, layer, linear, pixelRatio, radial, rng, sparkleSprite, sprite, TAU } from "./canvas.js";

const GROUND_ROOM = 1.6;

/** Static sky: gradient, nebulae and faint milky band, cached per size. */
function skyLayer(w, h) {
  // smooth gradients need no retina resolution: 1x keeps a phone's memory free
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

/** The moon's radius, of the screen's shorter side, where it has the room. */
export const MOON_R = 0.075;

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

/**
 * Full scene background: sky, twinkling stars, glowing moon, drifting clouds and hills. `moon`:
 * where the moon shines {x, y, r} in px (where the page leaves it room), null for none; by default
 * high on the left.
 */
export function drawBackground(ctx, w, h, t, moon = undefined) {
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
  const { x: mx, y: my, r: mr } = moon === undefined ? { x: w * 0.14, y: h * 0.16, r: unit * MOON_R } : moon || {};
  if (mr > 0) {
    const pulse = 1 + 0.04 * Math.sin(t * 0.8);
    const mw = mr * 6 * pulse;
    ctx.drawImage(moonSprite(Math.round(mr)), mx - mw / 2, my - mw / 2, mw, mw);
  }
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
