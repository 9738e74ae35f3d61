// The badges beside the grid: the drop multiplier's medal, hotter as it climbs, and the
// free-spins box (spins left while the feature runs, otherwise how the game pays).

import { fitText, roundRectPath } from "./canvas.js";
import { FONT, FREE_SPINS_BOX, MIN_TEXT_PX, SCREEN_COLOURS } from "./theme.js";

const medalFont = (px) => `bold ${px}px ${FONT}`;

/**
 * The word over the medal's figure for radius `r`: of `words` (long, then short), the first that
 * fits the medal's width at MIN_TEXT_PX or more, shrunk as far as that where it must; the shortest
 * is never dropped. {text, px, fits}.
 */
export function medalWord(ctx, r, words) {
  const maxW = 1.8 * r * Math.sqrt(1 - 0.42 * 0.42);
  const px = Math.max(MIN_TEXT_PX, Math.round(r * 0.22));
  let fit = null;
  for (const text of words) {
    fit = { text, ...fitText(ctx, text, { maxW, px, minPx: MIN_TEXT_PX, font: medalFont, maxLines: 1 }) };
    if (fit.fits) break;
  }
  return fit;
}

/**
 * The multiplier's medal of radius `r` centred `c` px in from the corner: `heat` 0..1 (x1 to the
 * top multiplier) turns it from gold to red; a word (medalWord's, of `words`) above `text`
 * (smaller when `long`, two digits).
 */
export function paintMultiplier(ctx, c, r, { text, long, heat, words }) {
  ctx.translate(c, c);
  const g = ctx.createRadialGradient(0, -r * 0.3, r * 0.1, 0, 0, r);
  g.addColorStop(0, `hsl(${45 - 30 * heat}, 100%, ${75 - 10 * heat}%)`);
  g.addColorStop(1, `hsl(${300 - 40 * heat}, 70%, ${30 + 5 * heat}%)`);
  ctx.shadowColor = `hsla(${45 - 30 * heat}, 100%, 65%, ${0.55 + 0.4 * heat})`;
  ctx.shadowBlur = r * (0.35 + 0.45 * heat);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(2, r * 0.07);
  ctx.strokeStyle = SCREEN_COLOURS.ring;
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const word = medalWord(ctx, r, words);
  ctx.font = medalFont(word.px);
  // white on a dark outline, as the number: pale on the medal's magenta it read faintly (review 6)
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2, word.px * 0.24);
  ctx.strokeStyle = SCREEN_COLOURS.numberOutline;
  ctx.strokeText(word.text, 0, -r * 0.42);
  ctx.fillStyle = SCREEN_COLOURS.white;
  ctx.fillText(word.text, 0, -r * 0.42);
  // the number in the round face: the display face's 1 is a capital I ("x11" would read XII)
  ctx.font = `900 ${Math.round(r * (long ? 0.7 : 0.8))}px ${FONT}`;
  ctx.fillStyle = SCREEN_COLOURS.white;
  ctx.strokeStyle = SCREEN_COLOURS.numberOutline;
  ctx.lineWidth = r * 0.08;
  ctx.strokeText(text, 0, r * 0.14);
  ctx.fillText(text, 0, r * 0.14);
}

// The reminder's letters at most this part of the box's height, where its words fit that large.
const REMINDER_MAX = 0.17;

/**
 * The free-spins box in `box` ({x, y, w, h}). `words.live`: while the feature runs, with `labels`
 * (the count's label, long to shortest), `count` and `line` ("spin 2 of 8", then "2 of 8"), each
 * the first of its words that fits; otherwise `lines`,
 * a reminder drawn whole where it fits at a readable size (larger where the box has the room), else its last two lines, else those
 * words broken again to the box, four lines at most (none where even that does not fit). What it wrote: {lines, px}.
 */
export function drawFreeSpinsBox(ctx, box, words) {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const look = words.live ? FREE_SPINS_BOX.live : FREE_SPINS_BOX.rest;
  const fit = w * 0.9;
  const small = Math.max(MIN_TEXT_PX, Math.round(h * 0.13));
  let shown;
  ctx.save();
  roundRectPath(ctx, x, y, w, h, h * 0.18);
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = look.edge;
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  if (words.live) {
    // the label, the count, "spin n of m": the count takes what the two lines leave
    const big = Math.max(small, Math.round(Math.min(h * 0.42, h - 2 * small - h * 0.22)));
    const top = y + h * 0.08;
    ctx.font = `bold ${small}px ${FONT}`;
    ctx.fillStyle = look.label;
    // of each (long words first), the first that fits the box at this size; else the shortest
    const fitting = (texts) => texts.find((text) => ctx.measureText(text).width <= fit) || texts[texts.length - 1];
    const label = fitting(words.labels);
    ctx.fillText(label, cx, top + small / 2);
    ctx.font = `900 ${big}px ${FONT}`; // the count in the round face, as the medal's
    ctx.fillStyle = look.count;
    const bottom = y + h - h * 0.08;
    ctx.fillText(words.count, cx, (top + small + bottom - small) / 2);
    ctx.font = `${small}px ${FONT}`;
    ctx.fillStyle = look.line;
    const line = fitting(words.line);
    ctx.fillText(line, cx, bottom - small / 2);
    shown = { lines: [label, words.count, line], px: small };
  } else {
    const all = words.lines;
    const fitsAt = (list, size) => {
      ctx.font = `bold ${size}px ${FONT}`;
      return list.every((line) => ctx.measureText(line).width <= fit) && list.length * size * 1.3 <= h * 0.9;
    };
    // the whole reminder as large as the box takes it (a tablet's roomy box), down to the small size
    let px = small;
    for (let size = Math.max(small, Math.round(h * REMINDER_MAX)); size > small; size--) {
      if (fitsAt(all, size)) {
        px = size;
        break;
      }
    }
    const fits = (list) => fitsAt(list, px);
    const lastTwo = all.slice(-2);
    let lines = fits(all) ? all : fits(lastTwo) ? lastTwo : null;
    ctx.font = `bold ${px}px ${FONT}`;
    if (!lines) {
      // the last two lines' words broken again to the box (three lines at most); else no words
      const again = fitText(ctx, lastTwo.join(" "), {
        maxW: fit,
        maxH: h * 0.9,
        px: small,
        font: (px) => `bold ${px}px ${FONT}`,
        maxLines: 4,
        lineHeight: 1.3,
      });
      lines = again.fits ? again.lines : [];
      px = again.px;
      ctx.font = `bold ${px}px ${FONT}`;
    }
    const step = Math.min((h * 0.9) / Math.max(1, lines.length), px * 1.35);
    lines.forEach((line, i) => {
      ctx.fillStyle = lines !== all || i >= lines.length - 2 ? look.accent : look.line; // the call to clear the grid in the accent
      ctx.fillText(line, cx, cy + (i - (lines.length - 1) / 2) * step);
    });
    shown = { lines, px };
  }
  ctx.restore();
  return shown;
}

/** A tag's looks: news (spins just added: bright) and past (what the last round reached: quiet, not the medal's gold). */
const TAG_LOOKS = Object.freeze({
  news: Object.freeze({ fill: "#d81b7a", edge: "#ffe7a3", text: "#ffffff" }),
  past: Object.freeze({ fill: "rgba(18, 10, 44, 0.94)", edge: "rgba(200, 186, 255, 0.7)", text: "#d9d0ff" }),
});

/** A small tag (a pill) with `text` `px` high, centred at (x, y), in `look` ("news" or "past"): its box. */
export function drawTag(ctx, text, x, y, px, look) {
  const colours = TAG_LOOKS[look] || TAG_LOOKS.past;
  ctx.save();
  ctx.font = `800 ${Math.round(px)}px ${FONT}`;
  const w = ctx.measureText(text).width + px * 1.1;
  const h = px * 1.55;
  roundRectPath(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = colours.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, px * 0.1);
  ctx.strokeStyle = colours.edge;
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = colours.text;
  ctx.fillText(text, x, y + px * 0.04);
  ctx.restore();
  return { x: x - w / 2, y: y - h / 2, w, h };
}
