// The free-spins choice card: her portrait, her name and her number of free spins.

import { fancyText, linear, roundRectPath } from "./canvas.js";
import { DISPLAY_FONT, FONT, MIN_TEXT_PX, PALETTE, PRINCESS_LOOKS, PRINCESS_NAMES } from "./theme.js";
import { BLINK_PHASE, drawFigure, portraitBackdrop, portraitSparkles } from "./portrait.js";

/**
 * Card for the free-spins choice: portrait window, name and "N FREE SPINS".
 * opts: {hover: bool}.
 */
export function drawChoiceCard(ctx, id, spins, x, y, w, h, t, opts = { hover: false }) {
  if (!PRINCESS_LOOKS[id]) return;
  const P = PRINCESS_LOOKS[id];
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
  const floor = MIN_TEXT_PX / lift; // the card is drawn scaled by `lift`: its words stay readable
  fancyText(
    ctx,
    PRINCESS_NAMES[id].toUpperCase(),
    w / 2,
    ny,
    Math.max(Math.ceil(floor), Math.round(h * 0.075)),
    ["#ffffff", "#fff2b0", "#ffc21a"],
    P.line,
    DISPLAY_FONT,
    w * 0.9,
  );
  const sy = m + ph + (h - m - ph) * 0.62;
  fancyText(ctx, String(spins), w * 0.3, sy, Math.round(h * 0.14), ["#ffffff", "#fff6c0", "#ffb800"], "#3a0a30", FONT);
  const px = Math.max(Math.ceil(floor), Math.round(h * 0.052));
  ctx.font = `900 ${px}px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(2, h * 0.01);
  ctx.strokeStyle = "#3a0a30";
  ctx.fillStyle = "#ffffff";
  const dy = Math.max(0.034 * h, px * 0.56);
  for (const [txt, k] of [
    ["FREE", -1],
    ["SPINS", 1],
  ]) {
    ctx.strokeText(txt, w * 0.43, sy + k * dy);
    ctx.fillText(txt, w * 0.43, sy + k * dy);
  }
  // gold border, brighter on hover
  roundRectPath(ctx, 0, 0, w, h, r);
  ctx.lineWidth = Math.max(3, w * 0.03);
  ctx.strokeStyle = linear(ctx, 0, 0, 0, h, hover ? ["#ffffff", "#ffe070", "#ffb020"] : ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  ctx.restore();
}
