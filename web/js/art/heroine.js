// The princess out of her frame, as the moments stage her: her Girl Power's cut-in (she crosses the
// stage large in a diagonal band of her colour, her name beside her in the display face), the big
// win she leads (large at its centre, laughing), and Stop's freeze-flash over the grid. Her figure
// is drawn by the caller's `figure(ctx, box, pose)` (one picture of her, moved: screen/pictures.js),
// so that a frame here costs a few fills and one image. Time comes in; nothing here reads a clock.

import { emblemPath, fancyText, glowSprite, roundRectPath, softOval } from "./canvas.js";
import { FIGURE_FADE } from "./portrait.js";
import { BANNER_TONES, DISPLAY_FONT, PALETTE, PRINCESS_LOOKS, PRINCESS_NAMES } from "./theme.js";

export const BUST_ASPECT = 380 / 620; // her bust frame's width to its height (art/princesses/*.svg, frame-bust)
const SLOPE = -0.18; // the band rises this much a pixel across (about 10 degrees)
const BAND = 0.44; // the band's height, of the grid's size
// Her figure's height, of the band's: her head stands out above the band (its top a band's height
// over the band's middle) and the band's lower edge cuts her where she is whole, above the fade at
// her waist (drawFigureAlone's last FIGURE_FADE of her height), even at her side where the slanted edge is lower.
const EDGE = 0.12; // how far below the band's edge at her middle her fade begins, of the band's height
const TALL = (1.5 + EDGE) / (1 - FIGURE_FADE);
export const LEAD = 0.84; // her figure's height, of the grid's, as she leads a big win
// The most a feature's start draws her, of the grid's size (art/feature-start.js): she takes the
// whole stage with her words, on a tall one too, where 0.84 left its lower third empty.
export const FEATURE_LEAD = 1.1;
const BUST_H = 620; // her bust frame's height in canvas units: her figure's box is it, contained

/** The most CSS px a canvas unit of her figure is drawn at out of her frame (her cut-in, the big win she leads, a feature's start) beside a grid `size` px. */
export function figureScale(size) {
  return (Math.max(TALL * BAND, LEAD, FEATURE_LEAD) * size) / BUST_H;
}
const clamp01 = (k) => Math.max(0, Math.min(1, k));
const outCubic = (k) => 1 - (1 - k) ** 3;
const inCubic = (k) => k * k * k;
const inOutSine = (k) => 0.5 - 0.5 * Math.cos(Math.PI * k);

/** Her box on the stage: whole pixels, so that her picture is one size while she moves. */
export function herBox(cx, bottom, h) {
  const H = Math.round(h);
  const W = Math.round(H * BUST_ASPECT);
  return { x: Math.round(cx - W / 2), y: Math.round(bottom - H), w: W, h: H };
}

/**
 * Where the cut-in's parts stand at `k` (0..1 of its sweep) on a w x h screen: the band through the
 * grid's middle, entering from the side of her frame (`from`, the portrait's box); `still`: no
 * sweep (reduced motion), the close-up fades in and out where it stands. {band: {cx, cy, h, x0, x1},
 * her: box, name: {x, y, px, alpha}, alpha, dir}.
 */
export function cutInPlan(w, h, grid, from, k, still = false) {
  const cx = grid.x + grid.size / 2;
  const cy = grid.y + grid.size / 2;
  const dir = from && from.x + from.w / 2 > cx ? -1 : 1; // she comes from her frame's side
  const bandH = Math.max(grid.size * BAND, Math.min(w, h) * 0.3); // a small grid on a wide screen: she stays large
  const slope = -Math.min(-SLOPE, (0.35 * h) / w); // across a wide, low screen the band rises no more than a third of it
  const herH = bandH * TALL;
  const herW = herH * BUST_ASPECT;
  // she hangs a little before the middle, her name a little past it
  const hang = cx - dir * Math.min(herW * 0.45, w * 0.16);
  const span = w / 2 + herW;
  let x = hang;
  let wipe = 1;
  let close = 0;
  let alpha = 1;
  if (still) alpha = inOutSine(clamp01(Math.min(k / 0.2, (1 - k) / 0.2)));
  else {
    wipe = outCubic(clamp01(k / 0.22));
    close = inCubic(clamp01((k - 0.8) / 0.2));
    // fast in, a slow drift through the middle, fast out: her whole crossing eases, none of it is linear
    const s = 2 * k - 1;
    x = hang + dir * (0.1 * s + 0.9 * s ** 5) * span;
  }
  const shownH = bandH * (1 - close);
  const lineY = (px) => cy + slope * (px - cx); // the band's middle line
  const reach = (w + 2 * herW) * wipe; // how far the band has come from its side
  const x0 = dir > 0 ? -herW : w + herW - reach;
  const x1 = dir > 0 ? -herW + reach : w + herW;
  const nameX = cx + dir * (Math.min(herW * 0.45, w * 0.16) + herW * 0.35) + (still ? 0 : -dir * 0.06 * w * (k - 0.5));
  const nameAlpha = still ? 1 : clamp01((k - 0.12) / 0.2) * (1 - close);
  return {
    dir,
    alpha,
    band: { cx, cy, h: shownH, x0, x1, lineY, slope },
    her: herBox(x, lineY(x) + bandH / 2 + EDGE * bandH + FIGURE_FADE * herH, herH),
    herAlpha: 1 - close,
    name: { x: nameX, y: lineY(nameX) + bandH * 0.18, px: Math.max(14, Math.round(bandH * 0.3)), alpha: nameAlpha },
  };
}

/** The band's parallelogram from x0 to x1 about its middle line, `h` high. */
function bandPath(ctx, band, grow = 0) {
  const { x0, x1, lineY } = band;
  const half = band.h / 2 + grow;
  ctx.beginPath();
  ctx.moveTo(x0, lineY(x0) - half);
  ctx.lineTo(x1, lineY(x1) - half);
  ctx.lineTo(x1, lineY(x1) + half);
  ctx.lineTo(x0, lineY(x0) + half);
  ctx.closePath();
}

/**
 * A Girl Power's cut-in over the whole w x h screen: the stage veiled, a band of princess `cut.id`'s
 * colour across the grid's middle, she in it large (her head above it), her name in the display
 * face; `cut`: {id, k (0..1 of the sweep), still}; `from`: her frame's box; `t`: seconds (the
 * light's streaks); `figure(ctx, box, pose)` draws her. What was drawn ({band, her, name}) for tests.
 */
export function drawCutIn(ctx, w, h, grid, from, cut, t, figure) {
  const plan = cutInPlan(w, h, grid, from, cut.k, cut.still);
  const { band, alpha } = plan;
  if (alpha <= 0 || band.h <= 0.5) return null;
  const palette = PALETTE[cut.id];
  const look = PRINCESS_LOOKS[cut.id];
  ctx.save();
  ctx.globalAlpha = alpha;
  // the stage falls back so that she is the brightest thing on it
  ctx.fillStyle = "rgba(8, 2, 28, 0.5)";
  ctx.fillRect(0, 0, w, h);
  // her colour floods the band, opaque (nothing on the stage shows through it): light at its edges, deep in its middle
  const top = band.lineY(band.cx) - band.h / 2;
  const fill = ctx.createLinearGradient(0, top, 0, top + band.h);
  const [edge, mid, deep] = look.band || [palette.spark, palette.glow, look.dress[1]];
  fill.addColorStop(0, edge);
  fill.addColorStop(0.35, mid);
  fill.addColorStop(1, deep);
  bandPath(ctx, band);
  ctx.fillStyle = fill;
  ctx.fill();
  // her emblems drift faintly in it, and light streaks run along it (light alone moves at an even
  // pace; with reduced motion neither moves)
  ctx.save();
  ctx.clip();
  ctx.fillStyle = "rgba(255,255,255,0.16)";
  const es = band.h * 0.22;
  for (let i = 0; i < 12; i++) {
    const ex = band.x0 + ((i + 0.5) / 12) * (band.x1 - band.x0) - (cut.still ? 0 : plan.dir * cut.k * es * 2);
    emblemPath(ctx, cut.id, ex, band.lineY(ex) + (i % 2 ? -0.26 : 0.3) * band.h, es * (i % 3 ? 0.8 : 1.1));
    ctx.fill();
  }
  ctx.globalCompositeOperation = "lighter";
  ctx.strokeStyle = "rgba(255,255,255,0.35)";
  ctx.lineCap = "round";
  const run = w + 400;
  for (let i = 0; i < (cut.still ? 0 : 9); i++) {
    const off = ((i * 0.37) % 1) - 0.5;
    const len = 60 + ((i * 53) % 90);
    const sx = ((((t * 2.4 + i * 0.23) % 1) * run - 200) * -plan.dir + (plan.dir > 0 ? w : 0)) | 0;
    const sy = band.lineY(sx) + off * band.h * 0.9;
    ctx.lineWidth = 1.5 + (i % 3);
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.lineTo(sx + plan.dir * len, sy + band.slope * plan.dir * len);
    ctx.stroke();
  }
  ctx.restore();
  // its edges: two lines of light
  ctx.lineWidth = Math.max(2, band.h * 0.025);
  ctx.strokeStyle = "rgba(255,255,255,0.9)";
  for (const side of [-1, 1]) {
    const y0 = band.lineY(band.x0) + (side * band.h) / 2;
    const y1 = band.lineY(band.x1) + (side * band.h) / 2;
    ctx.beginPath();
    ctx.moveTo(band.x0, y0);
    ctx.lineTo(band.x1, y1);
    ctx.stroke();
  }
  // she stands in the band: cut at its lower edge, her head above it, her glow behind her
  const her = plan.her;
  ctx.globalAlpha = alpha * plan.herAlpha;
  const g = her.h * 1.1;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha *= 0.7;
  ctx.drawImage(glowSprite(palette.glow), her.x + her.w / 2 - g / 2, her.y + her.h * 0.35 - g / 2, g, g);
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  const low = band.h / 2;
  ctx.moveTo(band.x0, band.lineY(band.x0) + low);
  ctx.lineTo(band.x1, band.lineY(band.x1) + low);
  ctx.lineTo(band.x1, -h);
  ctx.lineTo(band.x0, -h);
  ctx.closePath();
  ctx.clip();
  const drawn = figure(ctx, her, "cast");
  ctx.restore();
  // her name beside her, whole on the screen (a smaller size where the screen is narrow, never squeezed)
  const text = PRINCESS_NAMES[cut.id].toUpperCase();
  const name = { ...plan.name };
  ctx.font = `bold ${name.px}px ${DISPLAY_FONT}`;
  const margin = Math.max(8, w * 0.02);
  const wide = ctx.measureText(text).width * 1.08; // and its outline
  if (wide > w - 2 * margin) name.px = Math.floor((name.px * (w - 2 * margin)) / wide);
  const half = (Math.min(wide, w - 2 * margin) / 2) | 0;
  name.x = Math.max(margin + half, Math.min(w - margin - half, name.x));
  name.y = band.lineY(name.x) + band.h * 0.18;
  if (name.alpha > 0) {
    ctx.globalAlpha = alpha * name.alpha;
    fancyText(ctx, text, name.x, name.y, name.px, ["#ffffff", ...BANNER_TONES[cut.id]], look.line, DISPLAY_FONT);
  }
  ctx.restore();
  return { alpha, her: { ...her, drawn }, name: { text, px: name.px, x: name.x - half, w: 2 * half, y: name.y }, band: { y: top, h: band.h, alpha } };
}

// Her chin, of her bust's height from its top (art/princesses/*.svg: the head layer ends about
// 0.44 of the way down frame-bust), and the breath kept between it and a big win's title.
export const CHIN = 0.45;
export const CHIN_GAP = 0.03;
const LEAD_LEAST = 0.55; // she is never smaller than this, of the grid's size, as she leads
// Her figure fades out from this share of the way between her chin and the words' foot, and is gone at their foot:
// nothing of her (a belt, a hem) shows under the amount. Whole through her chest and waist (a fade from
// 0.4 of the way let the coins falling behind her show through her chest: a ghost, not a figure).
const LEAD_FADE_FROM = 0.75;
// Her waist, of her bust's height from its top: the lowest the words of a moment she leads (a big
// win, a feature's start) come down her figure where the stage has room, so that she shows to it.
export const WAIST = 0.8;

/**
 * Where the princess stands as she leads a big win whose words reach `words` ({top, bottom},
 * bigwin.js's bigWinWords) on a stage `stage` ({y, h}): her face above the title, the title across
 * her shoulders. The words come down as far as the stage lets them (`shift`, CSS px), to her waist
 * where it has room, then she is made smaller until her chin clears them. {top, h, shift, fade: [from, to] of her height}.
 */
export function leadPlan(grid, words, stage) {
  const full = grid.size * LEAD;
  const top = Math.max(grid.y - grid.size * 0.1, stage.y + full * 0.02); // under the page's header, its session pill off her bows
  const over = top + (CHIN + CHIN_GAP) * full - words.top; // how far her chin reaches into the title
  const room = Math.max(0, Math.min(grid.y + grid.size, stage.y + stage.h) - words.bottom);
  // where the stage has room (a phone upright) the words go further down, to her waist at most: the
  // title across her chest, under its dark shade, had greyed her from the chin down
  const waist = top + WAIST * full - words.top;
  const shift = Math.max(0, Math.min(Math.max(over, waist), room));
  const h = over > shift ? Math.max(grid.size * LEAD_LEAST, (words.top + shift - top) / (CHIN + CHIN_GAP)) : full;
  const foot = clamp01((words.bottom + shift - top) / h);
  const from = CHIN + LEAD_FADE_FROM * (foot - CHIN);
  return { top, h, shift, fade: [round2(Math.min(from, 0.9)), round2(Math.max(Math.min(foot, 1), from + 0.05))] };
}

const round2 = (v) => Math.round(v * 100) / 100;

/**
 * Princess `id` leads a big win: laughing, rising into place as `k` (0..1) comes, where `plan`
 * (leadPlan) puts her, behind the show's words (their outline keeps them read over her); her glow
 * behind her. `figure(ctx, box, pose, fade)` draws her. Her box, for tests.
 */
export function drawLead(ctx, grid, id, k, t, figure, plan) {
  if (!(k > 0) || !PALETTE[id]) return null;
  const H = plan.h;
  const rise = (1 - k) * grid.size * 0.18; // she comes up from below as the show opens
  const box = herBox(grid.x + grid.size / 2, plan.top + H + rise, H);
  ctx.save();
  ctx.globalAlpha *= clamp01(k * 1.6);
  const g = H * 1.25;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha *= 0.55 + 0.1 * Math.sin(t * 3);
  ctx.drawImage(glowSprite(PALETTE[id].glow), box.x + box.w / 2 - g / 2, box.y + H * 0.3 - g / 2, g, g);
  ctx.restore();
  // the night behind her lower body, as dark as the show's veil: she fades into it, and the coins
  // falling behind her no longer show through her skirt
  const [from, to] = plan.fade;
  softOval(ctx, box.x + box.w / 2, box.y + ((from + to) / 2) * H, box.w * 0.48, ((to - from) * H) / 2 + H * 0.1, [
    [0, "rgba(6, 2, 24, 0.96)"],
    [0.7, "rgba(6, 2, 24, 0.9)"],
    [1, "rgba(6, 2, 24, 0)"],
  ]);
  const drawn = figure(ctx, box, "joy", plan.fade);
  ctx.restore();
  return { ...box, drawn, chin: Math.round(box.y + CHIN * H) };
}

/**
 * Stop's freeze-flash over the grid (`k` 0..1: its light): time stops, the cells cool to a night
 * blue for an instant (dimmed, never whitened: a milky board read as a disabled one) and the grid's
 * rim flares white outwards (`still`: the cool alone, no ring moving).
 */
export function drawStopFlash(ctx, grid, k, still = false) {
  if (!(k > 0)) return;
  const { x, y, size } = grid;
  ctx.save();
  ctx.globalAlpha = k * (still ? 0.3 : 0.4);
  ctx.fillStyle = "#0b1a4a";
  roundRectPath(ctx, x, y, size, size, size * 0.045);
  ctx.fill();
  // its frame's edge lit from inside: the freeze's light, on the rim and not on the cells
  ctx.globalAlpha = k * 0.7;
  ctx.lineWidth = Math.max(2, size * 0.008);
  ctx.strokeStyle = "#cfe0ff";
  roundRectPath(ctx, x + size * 0.01, y + size * 0.01, size * 0.98, size * 0.98, size * 0.04);
  ctx.stroke();
  if (!still) {
    const grow = size * 0.06 * (1 - k);
    ctx.globalAlpha = k;
    ctx.lineWidth = Math.max(2, size * 0.012);
    ctx.strokeStyle = "#ffffff";
    roundRectPath(ctx, x - grow, y - grow, size + 2 * grow, size + 2 * grow, size * 0.045 + grow);
    ctx.stroke();
  }
  ctx.restore();
}
