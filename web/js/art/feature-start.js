// A feature's start on the whole stage, as the big win she leads: the free spins' (the chosen
// princess large at its centre, rays in her colour), the trinity round's (the three princesses
// together in a fan, the middle one larger and in front, casting) and a grid clear's (the three
// cheering, the title in gold), the stage veiled, the title in the display
// face and its line under them. Her figure is drawn by the caller's `figure(id)(ctx, box, pose,
// fade)` (one picture of each, moved: screen/pictures.js). Time comes in; nothing here reads a clock.

import { body, display, drawRays, VEIL, WORDS_SHADE } from "./bigwin.js";
import { fitText, glowSprite, softOval } from "./canvas.js";
import { BUST_ASPECT, CHIN, CHIN_GAP, FEATURE_LEAD, herBox, WAIST } from "./heroine.js";
import { BANNER_TONES, MIN_TEXT_PX, PALETTE } from "./theme.js";

const SIDE = 0.82; // a princess beside the middle one: her height, of the middle one's
const APART = 0.68; // how far from the middle one's centre each beside her stands, of her width (their faces clear of hers)
const SIDE_LIFT = 0.04; // the two beside her stand back: their chins this much higher, of her height
const TITLE = 0.13; // the title's size, of the words' unit
const TITLE_PX = [24, 140]; // and its least and most, in CSS px
const SUB = 0.4; // the line under it, of the title's size
const SUB_LINES = 2; // the room the line may take (a long French or Spanish sentence: two lines)
const FADE_FROM = 0.75; // her fade begins this share of the way from her chin to the words' foot (heroine.js's leadPlan)
const FOOT = 0.92; // she is gone by this share of her height at most: no hem of her bust's foot across the stage
// Her face in her figure's box (art/princesses/*.svg: frame-face inside frame-bust, her hair's top
// to her chin): what no word of the moment may cover, nor the princess in front of her.
const FACE = Object.freeze({ x: 0.22, y: 0.06, w: 0.56, h: CHIN - 0.06 });

const clamp01 = (k) => Math.max(0, Math.min(1, k));
const outCubic = (k) => 1 - (1 - k) ** 3;
const outBack = (k) => 1 + 2.70158 * (k - 1) ** 3 + 1.70158 * (k - 1) ** 2;
const round2 = (v) => Math.round(v * 100) / 100;
const floor2 = (v) => Math.floor(v * 100) / 100; // gone by the words' foot, not a hair under it

/** Her face's box in her figure's box `b`. */
export function figureFace(b) {
  return { x: b.x + b.w * FACE.x, y: b.y + b.h * FACE.y, w: b.w * FACE.w, h: b.h * FACE.h };
}

/**
 * Where a feature's start stands on the stage `stage` ({x, y, w, h}: the room between the page's
 * header and its HUD) beside the grid `grid`, with `count` princesses (1: the free spins', 3: the
 * trinity round's): their figures (left to right; of three, the middle one larger, the two beside
 * her a little behind), each `{x, y, w, h, face, fade, middle}`; under their chins the words
 * (`title` and `subtitle`: the middle of their first line, their size; `words`: the box they keep
 * within), the whole group in the stage's middle; the rays' centre and reach.
 */
export function featurePlan(stage, grid, count) {
  const margin = Math.max(6, Math.min(stage.w, stage.h) * 0.02);
  const unit = Math.min(stage.w, stage.h * 1.2, grid.size * 1.25);
  const titlePx = Math.round(Math.min(TITLE_PX[1], Math.max(TITLE_PX[0], unit * TITLE)));
  const subPx = Math.round(Math.max(MIN_TEXT_PX + 2, titlePx * SUB));
  const gap = titlePx * 0.1;
  const wordsH = titlePx * 1.15 + gap + subPx * 1.2 * SUB_LINES;
  const three = count > 1;
  const span = three ? 2 * APART + SIDE : 1; // the group's width, of the middle one's
  const roomW = stage.w - 2 * margin;
  const roomH = stage.h - 2 * margin - wordsH;
  const h = Math.floor(Math.min(grid.size * FEATURE_LEAD, roomW / span / BUST_ASPECT, roomH / (CHIN + CHIN_GAP)));
  const w = h * BUST_ASPECT;
  // under her chin at least; lower where the stage is tall, over her figure to her waist (a phone or
  // a tablet upright had its lower third empty under a group stopped at her chest)
  const drop = Math.max(0, Math.min(roomH - (CHIN + CHIN_GAP) * h, (WAIST - CHIN - CHIN_GAP) * h));
  const groupH = (CHIN + CHIN_GAP) * h + drop + wordsH;
  const top = stage.y + margin + (stage.h - 2 * margin - groupH) * 0.45; // a little above the middle: the HUD's weight is below
  const half = (span * w) / 2;
  const cx = Math.max(stage.x + margin + half, Math.min(stage.x + stage.w - margin - half, grid.x + grid.size / 2));
  const chin = top + CHIN * h;
  const wordsTop = top + (CHIN + CHIN_GAP) * h + drop;
  const wordsBottom = wordsTop + wordsH;
  const figure = (x, chinY, height, middle) => {
    const box = herBox(x, chinY + (1 - CHIN) * height, height);
    const foot = Math.min(FOOT, clamp01((wordsBottom - box.y) / box.h));
    const from = CHIN + FADE_FROM * (foot - CHIN);
    const fade = [round2(Math.min(from, 0.9)), floor2(Math.max(Math.min(foot, 1), from + 0.05))];
    return { ...box, face: figureFace(box), fade, middle };
  };
  const figures = three
    ? [figure(cx - APART * w, chin - SIDE_LIFT * h, h * SIDE, false), figure(cx, chin, h, true), figure(cx + APART * w, chin - SIDE_LIFT * h, h * SIDE, false)]
    : [figure(cx, chin, h, true)];
  return {
    cx,
    figures,
    title: { y: wordsTop + titlePx * 0.6, px: titlePx },
    subtitle: { y: wordsTop + titlePx * 1.15 + gap + subPx * 0.6, px: subPx, lines: SUB_LINES },
    words: { x: stage.x + margin, y: wordsTop, w: roomW, h: wordsH },
    rays: { x: cx, y: top + h * 0.3, reach: Math.max(stage.w, stage.h) * 0.75 },
  };
}

/**
 * A feature's start over the whole w x h screen: `show` {kind ("free" | "trinity" | "clear"), ids (her, or the
 * three left to right), title, subtitle, p (0..1 in), out (0..1 away), still (reduced motion: a
 * plain fade)}, placed on the stage `stage` by featurePlan. The stage veiled, rays in her colour
 * (the three's in turn), each princess large in her glow, the title and its line under their chins.
 * `figure(id)` draws princess `id`'s figure. What was drawn, for tests: {alpha, veil, figures,
 * title, subtitle (each {text, lines, px}), fits}, or null.
 */
export function drawFeatureStart(ctx, w, h, stage, grid, show, t, figure) {
  const k = clamp01(show.p) * (1 - clamp01(show.out));
  if (k <= 0) return null;
  const plan = featurePlan(stage, grid, show.ids.length);
  const still = show.still;
  const come = outCubic(clamp01(show.p));
  const go = clamp01(show.out);
  ctx.save();
  // the stage falls back: the veil over everything, as the big win's
  const veil = VEIL * clamp01(k * 1.6);
  ctx.fillStyle = `rgba(6, 2, 24, ${veil})`;
  ctx.fillRect(0, 0, w, h);
  ctx.globalAlpha = k;
  // rays in her colour (turning unless the player asked for less motion)
  ctx.save();
  ctx.translate(plan.rays.x, plan.rays.y);
  // a grid clear's rays all gold and more of them: the three cheer a prize, not the trinity's turns in their colours
  const clear = show.kind === "clear";
  const colours = clear ? [BANNER_TONES.gold[0]] : show.ids.map((id) => PALETTE[id].glow);
  drawRays(ctx, clear ? 28 : colours.length > 1 ? 18 : 16, plan.rays.reach * (still ? 1 : 0.7 + 0.3 * come), still ? 0 : t * 0.3, colours, 0.32);
  ctx.restore();
  // the princesses: the two beside first, the middle one in front; each rises into place (the two
  // beside her slide in from their sides) and sinks a little as the moment leaves
  const order = show.ids.map((id, i) => ({ id, at: plan.figures[i], i })).sort((a, b) => Number(a.at.middle) - Number(b.at.middle));
  const figures = [];
  for (const { id, at, i } of order) {
    const side = show.ids.length > 1 ? i - 1 : 0;
    const dx = still ? 0 : Math.round(side * (1 - come) * at.w * 0.5);
    const dy = still ? 0 : Math.round((1 - come) * at.h * 0.12 + go * at.h * 0.05);
    const box = { x: at.x + dx, y: at.y + dy, w: at.w, h: at.h };
    ctx.save();
    ctx.globalAlpha = k * clamp01(show.p * 1.6);
    const g = at.h * 1.1;
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha *= 0.6;
    ctx.drawImage(glowSprite(PALETTE[id].glow), box.x + box.w / 2 - g / 2, box.y + box.h * 0.32 - g / 2, g, g);
    ctx.restore();
    const drawn = figure(id)(ctx, box, show.kind === "clear" ? "joy" : "cast", at.fade);
    ctx.restore();
    figures[i] = { id, ...box, face: figureFace(box), drawn };
  }
  // the words under their chins: they grow in (and out a little) about their middle
  const tone = { trinity: "trinity", clear: "gold" }[show.kind] || show.ids[0];
  const [light, deep] = BANNER_TONES[tone] || BANNER_TONES.gold;
  const scale = still ? 1 : (0.6 + 0.4 * outBack(clamp01(show.p))) * (1 + 0.08 * go);
  const middle = plan.words.y + plan.words.h / 2;
  ctx.translate(plan.cx, middle);
  ctx.scale(scale, scale);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  const maxW = plan.words.w;
  const title = fitText(ctx, show.title, { maxW, px: plan.title.px, minPx: Math.min(plan.title.px, 14), font: display, maxLines: 1 });
  const ty = plan.title.y - middle;
  // the words on a soft dark oval: her costume under the letters (Star's white jacket) stays behind them
  ctx.font = display(title.px);
  softOval(ctx, 0, 0, Math.min(maxW, ctx.measureText(title.lines[0]).width) * 0.62, plan.words.h * 0.75, WORDS_SHADE);
  const fill = ctx.createLinearGradient(0, ty - title.px * 0.55, 0, ty + title.px * 0.35);
  fill.addColorStop(0, "#ffffff");
  fill.addColorStop(0.35, light);
  fill.addColorStop(1, deep);
  ctx.font = display(title.px);
  ctx.lineWidth = title.px * 0.14;
  ctx.strokeStyle = "rgba(40, 6, 50, 0.95)";
  ctx.strokeText(title.lines[0], 0, ty);
  ctx.fillStyle = fill;
  ctx.fillText(title.lines[0], 0, ty);
  let sub = null;
  if (show.subtitle) {
    sub = fitText(ctx, show.subtitle, { maxW, px: plan.subtitle.px, minPx: MIN_TEXT_PX + 1, font: body, maxLines: plan.subtitle.lines });
    ctx.font = body(sub.px);
    ctx.lineWidth = Math.max(3, sub.px * 0.2);
    ctx.fillStyle = "#fff6ff";
    sub.lines.forEach((line, n) => {
      const y = plan.subtitle.y - middle + n * sub.px * 1.2;
      ctx.strokeText(line, 0, y);
      ctx.fillText(line, 0, y);
    });
  }
  ctx.restore();
  return {
    kind: show.kind,
    alpha: k,
    veil,
    figures,
    words: plan.words,
    title: { text: show.title, lines: title.lines, px: title.px },
    subtitle: sub ? { text: show.subtitle, lines: sub.lines, px: sub.px } : null,
    fits: title.fits && (!sub || sub.fits),
  };
}
