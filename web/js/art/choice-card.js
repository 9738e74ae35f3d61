// The free-spins choice card: her portrait (she nods under the pointer), her name and her number of free spins.

import { fancyText, fitText, linear, roundRectPath } from "./canvas.js";
import { DISPLAY_FONT, FONT, MIN_TEXT_PX, PALETTE, PRINCESS_LOOKS, PRINCESS_NAMES } from "./theme.js";
import { drawFigure, portraitBackdrop, portraitSparkles } from "./portrait.js";

const BOB_PHASE = { love: 0, star: 1.4, storm: 2.9 }; // the three cards never bob together

/**
 * Card for the free-spins choice: portrait window, name, and her number of spins with `opts.words`
 * by it ([long, short]: the message table's choiceCardSpins and choiceCardSpinsShort).
 * opts: {hover: bool, words: [string, string]}. Returns whether its words fit at a readable size: {fits}.
 */
export function drawChoiceCard(ctx, id, spins, x, y, w, h, t, opts = { hover: false }) {
  if (!PRINCESS_LOOKS[id]) return { fits: false };
  const P = PRINCESS_LOOKS[id];
  const hover = !!(opts && opts.hover);
  // callers may give each card its own canvas of exactly w x h: keep glow and lift inside it
  const mg = Math.min(w, h) * 0.045;
  const lift = hover ? 1 : 0.96 + 0.006 * Math.sin(t * 2 + BOB_PHASE[id]);
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
  // under the pointer she nods to the player: her pose for the choice
  drawFigure(ctx, id, m, m + ph * 0.03, pw, ph * 0.97, t, hover ? "nod" : "rest");
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
  const fit = spinsLayout(ctx, (opts && opts.words) || [], w, h, m + ph, Math.ceil(floor));
  fancyText(ctx, String(spins), fit.number.x, fit.number.y, fit.number.px, ["#ffffff", "#fff6c0", "#ffb800"], "#3a0a30", FONT);
  ctx.font = spinsFont(fit.px);
  ctx.textAlign = fit.align;
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(2, h * 0.01);
  ctx.strokeStyle = "#3a0a30";
  ctx.fillStyle = "#ffffff";
  fit.lines.forEach((line, i) => {
    const ly = fit.y + (i - (fit.lines.length - 1) / 2) * fit.step;
    ctx.strokeText(line, fit.x, ly);
    ctx.fillText(line, fit.x, ly);
  });
  // gold border, brighter on hover
  roundRectPath(ctx, 0, 0, w, h, r);
  ctx.lineWidth = Math.max(3, w * 0.03);
  ctx.strokeStyle = linear(ctx, 0, 0, 0, h, hover ? ["#ffffff", "#ffe070", "#ffb020"] : ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  ctx.restore();
  return { fits: fit.fits };
}

const spinsFont = (size) => `900 ${size}px ${FONT}`;
const SOFT_HYPHEN = "\u00ad";

/**
 * Where the card's number of spins and its words go, below the portrait window (from `top` down):
 * the long words ([long, short]: "FREE SPINS", "SPINS") first, beside the number where they fit at
 * a readable size (on one line or two, a long word broken at its soft hyphen: FREI-SPIELE), else
 * under it across the card; only where the long words fit nowhere the short ones, beside it, else
 * under it ("4 SPIELE" says less than "4 FREISPIELE": the short word is the last resort).
 * {number: {x, y, px}, lines, px, x, y, step, align, fits}.
 */
export function spinsLayout(ctx, [long = "", short = long], w, h, top, minPx) {
  const room = h - top;
  const whole = long.replaceAll(SOFT_HYPHEN, "");
  const broken = long.includes(SOFT_HYPHEN) ? [long.replaceAll(SOFT_HYPHEN, "- ")] : [];
  const px = Math.round(h * 0.052);
  const sy = top + room * 0.62;
  const beside = { number: { x: w * 0.3, y: sy, px: Math.max(minPx, Math.round(h * 0.14)) }, x: w * 0.43, y: sy, align: "left" };
  const under = { number: { x: w / 2, y: top + room * 0.5, px: Math.max(minPx, Math.round(h * 0.1)) }, x: w / 2, y: top + room * 0.8, align: "center" };
  const besideBox = { maxW: w * 0.52, maxH: h * 0.16, maxLines: 2 };
  const underBox = { maxW: w * 0.88, maxH: room * 0.3, maxLines: 1 };
  const tries = [
    ...[whole, ...broken].map((text) => [beside, text, besideBox]),
    [under, whole, underBox],
    [beside, short, besideBox],
    [under, short, underBox],
  ];
  let fit = null;
  for (const [place, text, box] of tries) {
    fit = { ...place, ...fitText(ctx, text, { ...box, px, minPx, font: spinsFont }) };
    if (fit.fits) break;
  }
  return { ...fit, step: Math.max(0.034 * h, fit.px * 0.56) * 2 };
}
