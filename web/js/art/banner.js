// Words over the game: a banner (a title, maybe a subtitle, on a dark band with the tone's rules,
// or on a plain plate) and a win's floating label.

import { roundRectPath } from "./canvas.js";
import { BANNER_COLOURS, BANNER_TONES, DISPLAY_FONT, FONT, SCREEN_COLOURS } from "./theme.js";

/**
 * A banner in `box`: {title, subtitle, tone, place, p (0..1 in), out (0..1 away)}; a banner in the
 * grid's top row keeps to one line. Returns the box drawn with its words, or null.
 */
export function drawBanner(ctx, banner, box) {
  if (!banner || !box) return null;
  const plain = banner.tone === "plain";
  const oneLine = !banner.subtitle || banner.place === "gridTop";
  const k = banner.p * (1 - banner.out);
  if (k <= 0) return null;
  const [light, deep] = BANNER_TONES[banner.tone] || BANNER_TONES.gold;
  const { w, h } = box;
  ctx.save();
  ctx.globalAlpha = Math.max(0, Math.min(1, k * 1.2));
  ctx.translate(box.x + w / 2, box.y + h / 2);
  const grow = plain ? 0.9 + 0.1 * banner.p : 0.6 + 0.4 * banner.p;
  ctx.scale(grow, grow);
  if (plain) {
    roundRectPath(ctx, -w / 2, -h / 2, w, h, h * 0.3);
    ctx.fillStyle = BANNER_COLOURS.plate;
    ctx.fill();
    ctx.lineWidth = Math.max(1, h * 0.03);
    ctx.strokeStyle = BANNER_COLOURS.plateEdge;
    ctx.stroke();
  } else {
    const g = ctx.createLinearGradient(-w / 2, 0, w / 2, 0);
    g.addColorStop(0, BANNER_COLOURS.bandEdge);
    g.addColorStop(0.12, BANNER_COLOURS.band);
    g.addColorStop(0.88, BANNER_COLOURS.band);
    g.addColorStop(1, BANNER_COLOURS.bandEdge);
    ctx.fillStyle = g;
    ctx.fillRect(-w / 2, -h / 2, w, h);
    ctx.fillStyle = deep;
    const rule = Math.max(2, h * 0.03);
    ctx.fillRect(-w * 0.4, -h / 2, w * 0.8, rule);
    ctx.fillRect(-w * 0.4, h / 2 - rule, w * 0.8, rule);
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const titleSize = oneLine ? h * (plain ? 0.5 : 0.55) : h * 0.4;
  ctx.font = `bold ${Math.round(titleSize)}px ${plain ? FONT : DISPLAY_FONT}`;
  const ty = oneLine ? 0 : -h * 0.15;
  if (plain) {
    ctx.fillStyle = BANNER_COLOURS.plateText;
    ctx.fillText(banner.title, 0, ty, w * 0.9);
  } else {
    const tg = ctx.createLinearGradient(0, ty - titleSize / 2, 0, ty + titleSize / 2);
    tg.addColorStop(0, light);
    tg.addColorStop(1, deep);
    ctx.lineJoin = "round";
    ctx.lineWidth = titleSize * 0.12;
    ctx.strokeStyle = BANNER_COLOURS.titleOutline;
    ctx.strokeText(banner.title, 0, ty, w * 0.9);
    ctx.fillStyle = tg;
    ctx.fillText(banner.title, 0, ty, w * 0.9);
  }
  if (!oneLine) {
    ctx.font = `bold ${Math.round(Math.max(12, h * 0.22))}px ${FONT}`;
    ctx.fillStyle = BANNER_COLOURS.subtitle;
    ctx.fillText(banner.subtitle, 0, h * 0.24, w * 0.9);
  }
  ctx.restore();
  return { x: box.x, y: box.y, w, h, title: banner.title, subtitle: banner.subtitle || "" };
}

/** A floating label: `text` at (x, y) px, `px` high, in `colour` with an outline `stroke` px wide, at `alpha`. */
export function drawLabel(ctx, text, x, y, px, stroke, colour, alpha) {
  ctx.save();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.globalAlpha = alpha;
  ctx.font = `bold ${Math.round(px)}px ${FONT}`;
  ctx.lineWidth = stroke;
  ctx.strokeStyle = SCREEN_COLOURS.labelOutline;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
  ctx.restore();
}
