// The effects' looks: sparks and a power's bolts, placed in grid units (column x, row y) on a grid
// whose cell (0, 0) has its centre at (ox, oy) and whose cells are `cell` px, and a big win's coins,
// placed across the screen.

import { drawCoin } from "./bigwin.js";
import { makeCanvas } from "./canvas.js";
import { SCREEN_COLOURS } from "./theme.js";

/**
 * Sparks, brightening what is beneath them, fading and shrinking as they age: each a glint (a white
 * core, four points and a glow in its colour: flat discs read as dirt over the cells), kept within
 * `clip` ({x, y, w, h}, the grid's frame) where one is given.
 */
export function drawSparks(ctx, particles, ox, oy, cell, clip = null) {
  if (!particles.length) return;
  ctx.save();
  if (clip) {
    ctx.beginPath();
    ctx.rect(clip.x, clip.y, clip.w, clip.h);
    ctx.clip();
  }
  ctx.globalCompositeOperation = "lighter";
  const base = ctx.getTransform();
  for (const p of particles) {
    const k = 1 - p.life / p.ttl;
    if (k <= 0) continue;
    const r = Math.max(1, p.size * cell * (0.4 + 0.6 * k)) * GLINT_REACH;
    const turn = (p.x + p.y) * 3 + p.life * 0.004; // each glint at its own angle, turning as it flies
    ctx.globalAlpha = k;
    ctx.setTransform(base);
    ctx.translate(ox + (p.x - 0.5) * cell, oy + (p.y - 0.5) * cell);
    ctx.rotate(turn);
    ctx.drawImage(glint(p.colour), -r, -r, 2 * r, 2 * r);
  }
  ctx.restore();
}

const GLINT_PX = 48; // a glint's picture, drawn once a colour
const GLINT_REACH = 2.2; // its picture's half-size, in the spark's old radius: the core about as big as the disc was
const glints = new Map();

/** A glint in `colour`: its glow, four points and a white core, in a picture of its own (one a colour, drawn once). */
function glint(colour) {
  let picture = glints.get(colour);
  if (picture) return picture;
  picture = makeCanvas(GLINT_PX, GLINT_PX);
  const g = /** @type {CanvasRenderingContext2D} */ (picture.getContext("2d"));
  const c = GLINT_PX / 2;
  const glow = g.createRadialGradient(c, c, 0, c, c, c);
  glow.addColorStop(0, colour);
  glow.addColorStop(0.35, colour);
  glow.addColorStop(1, "rgba(0, 0, 0, 0)");
  g.globalAlpha = 0.55;
  g.fillStyle = glow;
  g.fillRect(0, 0, GLINT_PX, GLINT_PX);
  g.globalAlpha = 1;
  g.fillStyle = colour;
  g.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const reach = i % 2 ? c * 0.16 : c * 0.95;
    g.lineTo(c + Math.cos(a) * reach, c + Math.sin(a) * reach);
  }
  g.closePath();
  g.fill();
  const core = g.createRadialGradient(c, c, 0, c, c, c * 0.3);
  core.addColorStop(0, "#ffffff");
  core.addColorStop(1, "rgba(255, 255, 255, 0)");
  g.fillStyle = core;
  g.fillRect(0, 0, GLINT_PX, GLINT_PX);
  glints.set(colour, picture);
  return picture;
}

/**
 * Coins turning as they fall over a screen of w x h px (x and y fractions of it, size in cells of
 * `cell` px), fading in their last 400 ms, and fading in as they cross `top` (the stage's top, where
 * they are cut: never a coin sliced flat in mid-air).
 */
export function drawCoins(ctx, coins, w, h, cell, top = -Infinity) {
  for (const coin of coins) {
    const enter = Math.max(0, Math.min(1, (coin.y * h - top) / (cell * 0.8)));
    const fade = Math.min(1, (coin.ttl - coin.life) / 400, enter);
    drawCoin(ctx, coin.x * w, coin.y * h, coin.size * cell, coin.spin, fade);
  }
}

/** A bolt from (fx, fy) toward (tx, ty), `p` (0..1) of the way: a beam, or zigzag `lightning`, with a bright head. */
export function drawBolt(ctx, bolt, fx, fy, tx, ty, cell) {
  const ex = fx + (tx - fx) * bolt.p;
  const ey = fy + (ty - fy) * bolt.p;
  ctx.save();
  ctx.strokeStyle = bolt.colour;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(fx, fy);
  if (bolt.lightning) {
    const steps = 6;
    for (let i = 1; i <= steps; i++) {
      const f = i / steps;
      const jitter = i < steps ? (i % 2 ? 1 : -1) * cell * 0.18 : 0;
      ctx.lineTo(fx + (ex - fx) * f + jitter, fy + (ey - fy) * f);
    }
  } else {
    ctx.lineTo(ex, ey);
  }
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = cell * 0.25;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = cell * (bolt.lightning ? 0.06 : 0.09);
  ctx.stroke();
  ctx.fillStyle = SCREEN_COLOURS.white;
  ctx.beginPath();
  ctx.arc(ex, ey, cell * 0.08, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
