// The effects' looks: sparks and a power's bolts, placed in grid units (column x, row y) on a grid
// whose cell (0, 0) has its centre at (ox, oy) and whose cells are `cell` px, and a big win's coins,
// placed across the screen.

import { drawCoin } from "./bigwin.js";
import { SCREEN_COLOURS } from "./theme.js";

/** Sparks, brightening what is beneath them, fading and shrinking as they age. */
export function drawSparks(ctx, particles, ox, oy, cell) {
  if (!particles.length) return;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  for (const p of particles) {
    const k = 1 - p.life / p.ttl;
    ctx.globalAlpha = Math.max(0, k);
    ctx.fillStyle = p.colour;
    ctx.beginPath();
    ctx.arc(ox + (p.x - 0.5) * cell, oy + (p.y - 0.5) * cell, Math.max(0.5, p.size * cell * (0.4 + 0.6 * k)), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
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
