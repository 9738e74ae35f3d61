// Words over the game: a banner (a title, maybe a subtitle, on a dark band with the tone's rules,
// or on a plate) and a win's floating label.

import { fitText, roundRectPath } from "./canvas.js";
import { BANNER_COLOURS, BANNER_TONES, DISPLAY_FONT, FONT, MIN_TEXT_PX, SCREEN_COLOURS } from "./theme.js";

/**
 * A banner in `box`: {title, subtitle, tone, place, p (0..1 in), out (0..1 away)}. Across the grid
 * it is a band fading at its ends; beside the grid (the banner band, the message band) an opaque
 * plate, so nothing beneath shows through; a plain one a quiet plate. Its words fit by a smaller
 * size or a second line, never squeezed. Returns the box drawn with its words, or null.
 */
export function drawBanner(ctx, banner, box) {
  if (!banner || !box) return null;
  const plain = banner.tone === "plain";
  const plate = plain || banner.place !== "grid";
  const k = banner.p * (1 - banner.out);
  if (k <= 0) return null;
  const [light, deep] = BANNER_TONES[banner.tone] || BANNER_TONES.gold;
  const { w, h } = box;
  ctx.save();
  // a plate whole before its words come, its words gone before it fades: never two words at once,
  // its own and those beneath (the meter's caption as the plate fades over it); a band across the
  // grid (cells beneath, no words) comes and goes with its words, never an empty band of rules
  const shown = Math.max(0, Math.min(1, k * 1.6));
  ctx.globalAlpha = shown;
  ctx.translate(box.x + w / 2, box.y + h / 2);
  const grow = plate ? 0.9 + 0.1 * banner.p : 0.6 + 0.4 * banner.p;
  ctx.scale(grow, grow);
  if (plate) drawPlate(ctx, w, h, plain ? BANNER_COLOURS.plateEdge : deep, plain);
  else drawBand(ctx, w, h, deep);
  ctx.globalAlpha = plate ? Math.max(0, Math.min(1, (k - 0.6) / 0.4)) : shown;
  // the words: the title (two lines where one would be too small, three on a narrow plate), the subtitle under it
  const maxW = w * (plate ? 0.88 : 0.9);
  const titleFont = (px) => `bold ${px}px ${plain ? FONT : DISPLAY_FONT}`;
  const subFont = (px) => `bold ${px}px ${FONT}`;
  // a plate beside the grid may be narrow: its subtitle may take a third line, and where even that
  // is not enough (a long French or Spanish sentence), a fourth and more of the plate's height
  const fitSub = (share, maxLines) => fitText(ctx, banner.subtitle, { maxW, maxH: h * share, px: Math.max(MIN_TEXT_PX, h * 0.22), font: subFont, maxLines });
  let subH = h * (plate && !plain ? 0.42 : 0.34);
  let sub = banner.subtitle ? fitSub(subH / h, plate ? 3 : 2) : null;
  if (sub && !sub.fits && plate && !plain) {
    subH = h * 0.58;
    sub = fitSub(0.58, 4);
  }
  const titleH = h * (sub ? 0.88 - subH / h : 0.84);
  const title = fitText(ctx, banner.title, {
    maxW,
    maxH: titleH,
    px: h * (sub ? 0.4 : plain ? 0.5 : 0.55),
    font: titleFont,
    maxLines: plate ? 3 : 2,
    lineHeight: 1.05,
  });
  const gap = sub ? h * 0.04 : 0;
  const blockH = title.lines.length * title.px * 1.05 + (sub ? gap + sub.lines.length * sub.px * 1.15 : 0);
  let y = -blockH / 2 + (title.px * 1.05) / 2;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = titleFont(title.px);
  for (const line of title.lines) {
    if (plain) {
      ctx.fillStyle = BANNER_COLOURS.plateText;
    } else {
      const tg = ctx.createLinearGradient(0, y - title.px / 2, 0, y + title.px / 2);
      tg.addColorStop(0, light);
      tg.addColorStop(1, deep);
      ctx.lineJoin = "round";
      ctx.lineWidth = title.px * 0.12;
      ctx.strokeStyle = BANNER_COLOURS.titleOutline;
      ctx.strokeText(line, 0, y);
      ctx.fillStyle = tg;
    }
    ctx.fillText(line, 0, y);
    y += title.px * 1.05;
  }
  if (sub) {
    ctx.font = subFont(sub.px);
    ctx.fillStyle = BANNER_COLOURS.subtitle;
    let sy = y - (title.px * 1.05) / 2 + gap + (sub.px * 1.15) / 2;
    for (const line of sub.lines) {
      ctx.fillText(line, 0, sy);
      sy += sub.px * 1.15;
    }
  }
  ctx.restore();
  return { x: box.x, y: box.y, w, h, title: banner.title, subtitle: banner.subtitle || "", lines: title.lines, fits: title.fits && (!sub || sub.fits) };
}

/** The band across the grid: dark, fading at its ends, ruled in the tone's colour. */
function drawBand(ctx, w, h, deep) {
  const g = ctx.createLinearGradient(-w / 2, 0, w / 2, 0);
  g.addColorStop(0, BANNER_COLOURS.bandEdge);
  g.addColorStop(0.05, BANNER_COLOURS.band);
  g.addColorStop(0.95, BANNER_COLOURS.band);
  g.addColorStop(1, BANNER_COLOURS.bandEdge);
  ctx.fillStyle = g;
  ctx.fillRect(-w / 2, -h / 2, w, h);
  ctx.fillStyle = deep;
  const rule = Math.max(2, h * 0.03);
  ctx.fillRect(-w * 0.4, -h / 2, w * 0.8, rule);
  ctx.fillRect(-w * 0.4, h / 2 - rule, w * 0.8, rule);
}

/** A plate with rounded corners, edged in `edge`: opaque, beside the grid and the quiet one alike. */
function drawPlate(ctx, w, h, edge, plain) {
  roundRectPath(ctx, -w / 2, -h / 2, w, h, Math.min(h * 0.3, w * 0.08));
  ctx.fillStyle = plain ? BANNER_COLOURS.plate : BANNER_COLOURS.solid;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, h * (plain ? 0.03 : 0.04));
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** A win label's font at `px`. */
export const labelFont = (px) => `800 ${Math.round(px)}px ${FONT}`;

/** A win label's box for `text` at `px`: its pill, {w, h} px. */
export function labelSize(ctx, text, px) {
  ctx.save();
  ctx.font = labelFont(px);
  const w = ctx.measureText(text).width + px * 0.9;
  ctx.restore();
  return { w, h: px * 1.5 };
}

/**
 * A win label centred at (x, y) px: `text` `px` high in light letters on a small dark pill edged
 * in `colour` (the winning symbol's), at `alpha`; readable on any symbol, in any colour. Its box
 * and colours: {x, y, w, h, ink, ground}.
 */
export function drawLabel(ctx, text, x, y, px, colour, alpha) {
  const { w, h } = labelSize(ctx, text, px);
  ctx.save();
  ctx.globalAlpha = alpha;
  roundRectPath(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = SCREEN_COLOURS.labelPill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, px * 0.1);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = labelFont(px);
  ctx.fillStyle = SCREEN_COLOURS.labelText;
  ctx.fillText(text, x, y + px * 0.04);
  ctx.restore();
  return { x: x - w / 2, y: y - h / 2, w, h, ink: SCREEN_COLOURS.labelText, ground: SCREEN_COLOURS.labelPill };
}
