// Big-win presentations: the bigger the round's win against its bet, the grander the show.
// The tier is only how the win is presented; the win itself is the engine's.

import { DISPLAY_FONT, FONT } from "./theme.js";

export const BIG_WIN_TIERS = Object.freeze([
  Object.freeze({ x: 10, title: "BIG WIN", colours: ["#fff3c4", "#ffb02e"] }),
  Object.freeze({ x: 25, title: "SUPER WIN", colours: ["#ffe0f4", "#ff5fb8"] }),
  Object.freeze({ x: 50, title: "MEGA WIN", colours: ["#e0fbff", "#38c6ff"] }),
  Object.freeze({ x: 100, title: "EPIC WIN", colours: ["#fff6d6", "#ff7a1a"] }),
]);

/** How many tiers `win` reaches at `bet` (0: not a big win). Integer cents only. */
export function bigWinTier(win, bet) {
  let tier = 0;
  for (const t of BIG_WIN_TIERS) if (Number.isSafeInteger(win) && Number.isSafeInteger(bet) && win >= bet * t.x) tier += 1;
  return tier;
}

/**
 * Draw the presentation over the whole canvas. `show`: {tier (1..4), text (the counted amount),
 * p (0..1 in), out (0..1 away), pop (0..1 on a tier change), still (reduced motion)}.
 */
export function drawBigWin(ctx, w, h, grid, show, t) {
  const tier = BIG_WIN_TIERS[Math.max(0, Math.min(BIG_WIN_TIERS.length, show.tier) - 1)];
  const k = Math.max(0, Math.min(1, show.p * (1 - show.out)));
  if (k <= 0) return;
  const cx = grid.x + grid.size / 2;
  const cy = grid.y + grid.size * 0.46;
  const unit = Math.min(w, h, grid.size * 1.25);
  ctx.save();
  ctx.globalAlpha = k;
  ctx.fillStyle = "rgba(6, 2, 24, 0.62)";
  ctx.fillRect(0, 0, w, h);

  // rays turning slowly behind the title
  const rays = 10 + 4 * show.tier;
  const spin = show.still ? 0 : t * 0.35;
  const reach = unit * (0.55 + 0.1 * show.tier);
  ctx.translate(cx, cy);
  ctx.globalCompositeOperation = "lighter";
  const glow = ctx.createRadialGradient(0, 0, 0, 0, 0, reach);
  glow.addColorStop(0, tier.colours[1]);
  glow.addColorStop(1, "rgba(0,0,0,0)");
  ctx.globalAlpha = k * 0.35;
  ctx.fillStyle = glow;
  for (let i = 0; i < rays; i++) {
    const a = spin + (i / rays) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, reach, a - Math.PI / rays / 2, a + Math.PI / rays / 2);
    ctx.closePath();
    ctx.fill();
  }
  ctx.globalCompositeOperation = "source-over";
  ctx.globalAlpha = k;

  // the title grows with the tier and pops on each step up
  const grow = 0.75 + 0.12 * show.tier + 0.12 * show.pop;
  const scale = (0.5 + 0.5 * show.p) * grow;
  ctx.scale(scale, scale);
  const titleSize = unit * 0.15;
  ctx.font = `bold ${Math.round(titleSize)}px ${DISPLAY_FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const g = ctx.createLinearGradient(0, -titleSize * 0.9, 0, titleSize * 0.2);
  g.addColorStop(0, tier.colours[0]);
  g.addColorStop(1, tier.colours[1]);
  ctx.lineJoin = "round";
  ctx.lineWidth = titleSize * 0.14;
  ctx.strokeStyle = "rgba(40, 6, 50, 0.95)";
  const maxW = (w * 0.92) / scale;
  ctx.strokeText(tier.title, 0, -titleSize * 0.35, maxW);
  ctx.fillStyle = g;
  ctx.fillText(tier.title, 0, -titleSize * 0.35, maxW);

  const amountSize = titleSize * 0.62;
  ctx.font = `bold ${Math.round(amountSize)}px ${FONT}`;
  ctx.lineWidth = amountSize * 0.16;
  ctx.strokeStyle = "rgba(30, 4, 40, 0.95)";
  ctx.strokeText(show.text, 0, titleSize * 0.55, maxW);
  ctx.fillStyle = "#ffffff";
  ctx.fillText(show.text, 0, titleSize * 0.55, maxW);
  ctx.restore();
}
