// Big-win presentations, painted: the higher the tier, the grander the show. Which tier a win
// reaches is the presentation's rule (screen/tiers.js); this module only paints the one it is given.

import { fitText, softOval } from "./canvas.js";
import { DISPLAY_FONT, FONT } from "./theme.js";

/** BIG, SUPER, MEGA, EPIC (screen/tiers.js's, in order): each title's colours. */
export const BIG_WIN_TIERS = Object.freeze([
  Object.freeze({ colours: ["#fff3c4", "#ffb02e"] }),
  Object.freeze({ colours: ["#ffe0f4", "#ff5fb8"] }),
  Object.freeze({ colours: ["#e0fbff", "#38c6ff"] }),
  Object.freeze({ colours: ["#fff6d6", "#ff7a1a"] }),
]);

/**
 * Draw the presentation over the whole canvas. `show`: {tier (1..4), text (the counted amount),
 * p (0..1 in), out (0..1 away), pop (0..1 on a tier change), still (reduced motion)}; `title` the
 * tier's words ("BIG WIN"). `layer`:
 * "back" (the veil and the rays), "front" (the title and the amount) or both, so that coins and the
 * princess can come between. It returns {fits, veil}: the words' layers whether every line is at a
 * readable size, unsqueezed; the back layer the veil's opacity now (else null). `shift`: what this
 * call draws moved down by so much (CSS px); the renderer moves the words (the front layer) below
 * the face of the princess who leads the show.
 */
export function drawBigWin(ctx, w, h, grid, show, title, t, layer = "both", shift = 0) {
  const tier = BIG_WIN_TIERS[Math.max(0, Math.min(BIG_WIN_TIERS.length, show.tier) - 1)];
  const k = Math.max(0, Math.min(1, show.p * (1 - show.out)));
  if (k <= 0) return;
  const cx = grid.x + grid.size / 2;
  const cy = wordsMiddle(grid) + shift;
  const unit = wordsUnit(w, h, grid);
  ctx.save();
  ctx.globalAlpha = k;
  ctx.translate(cx, cy);
  if (layer !== "front") {
    ctx.fillStyle = `rgba(6, 2, 24, ${VEIL})`; // dark enough that no word beneath reads through it
    ctx.fillRect(-cx, -cy, w, h);
    drawRays(ctx, 10 + 4 * show.tier, unit * (0.55 + 0.1 * show.tier), show.still ? 0 : t * 0.35, tier.colours[1], k * 0.35);
  }
  // centred on the grid, not the screen: its words get the room on both sides of the grid's middle
  const fits = layer !== "back" ? drawTitle(ctx, show, title, tier, unit, 2 * Math.min(cx, w - cx)) : null;
  ctx.restore();
  return { fits, veil: layer !== "front" ? VEIL * k : null };
}

// Where a big win's words stand: their middle on the grid, their size from the screen and the grid.
const wordsMiddle = (grid) => grid.y + grid.size * 0.46;
const wordsUnit = (w, h, grid) => Math.min(w, h, grid.size * 1.25);
// The words' reach above and below their middle, of the title's size at scale 1 (the title's caps and
// outline above, the amount's figures and outline below), at the top tier's largest scale.
const WORDS_ABOVE = 0.85;
const WORDS_BELOW = 0.9;
const TOP_SCALE = 0.75 + 0.12 * 4;

/**
 * Where a big win's words reach at their largest (the top tier, in place), unshifted: {top, bottom}
 * in CSS px. The princess who leads it keeps her face above their top (heroine.js's leadPlan).
 */
export function bigWinWords(w, h, grid) {
  const cy = wordsMiddle(grid);
  const size = wordsUnit(w, h, grid) * TITLE_SIZE * TOP_SCALE;
  return { top: cy - WORDS_ABOVE * size, bottom: cy + WORDS_BELOW * size };
}

/** `rays` rays of light `reach` px long about the origin, turned `spin` radians, fading out from `colour` at their root (a list: each ray the next one's). */
export function drawRays(ctx, rays, reach, spin, colour, alpha) {
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  const glows = (Array.isArray(colour) ? colour : [colour]).map((c) => {
    const glow = ctx.createRadialGradient(0, 0, 0, 0, 0, reach);
    glow.addColorStop(0, c);
    glow.addColorStop(1, "rgba(0,0,0,0)");
    return glow;
  });
  ctx.globalAlpha = alpha;
  for (let i = 0; i < rays; i++) {
    const a = spin + (i / rays) * Math.PI * 2;
    ctx.fillStyle = glows[i % glows.length];
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, reach, a - Math.PI / rays / 2, a + Math.PI / rays / 2);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** `text` centred at (0, y) in `font(px)`, at most `maxW` wide (a smaller size, never squeezed), outlined; its size. */
function outlined(ctx, text, y, px, maxW, fill, outline, font) {
  const fit = fitText(ctx, text, { maxW, px, minPx: Math.min(px, 12), font, maxLines: 1 });
  ctx.font = font(fit.px);
  ctx.lineJoin = "round";
  ctx.lineWidth = fit.px * 0.14;
  ctx.strokeStyle = outline;
  ctx.strokeText(text, 0, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, 0, y);
  return fit.fits;
}

const TITLE_SIZE = 0.15; // the title's size, of the words' unit
const WORD_SPACE = "\u2002"; // between the title's words: an en space, twice a plain one, so her costume's star between them never joins them

/** A big win's title as drawn: its words apart by a wide space ("EPIC WIN", "EPISCHER GEWINN"), in every language. */
export function spacedTitle(title) {
  return title.trim().split(/\s+/u).join(WORD_SPACE);
}
export const VEIL = 0.96; // a big win's veil over the whole canvas, at its peak: dark enough that no word beneath reads through it
const SCREEN_VEIL = 0.96; // the max win's and the feature's screens'

/** The shows' fonts at `px`: the display face's titles, the body face's words. */
export const display = (px) => `bold ${Math.round(px)}px ${DISPLAY_FONT}`;
export const body = (px) => `bold ${Math.round(px)}px ${FONT}`;

/** A title's gradient in a tier's colours around `y`. */
function tierFill(ctx, colours, y, px) {
  const g = ctx.createLinearGradient(0, y - px * 0.55, 0, y + px * 0.35);
  g.addColorStop(0, colours[0]);
  g.addColorStop(1, colours[1]);
  return g;
}

/**
 * A soft dark oval behind a big win's title and amount, fading out at its edges: the princess who
 * leads the show stands behind her words, and her costume's colours under the letters (Star's white
 * jacket under "EPIC WIN") made them hard to read.
 */
function wordsShade(ctx, text, titleSize, maxW) {
  ctx.font = display(titleSize);
  const rx = Math.min(maxW, ctx.measureText(text).width) * 0.62;
  softOval(ctx, 0, titleSize * 0.1, rx, titleSize * 1.3, WORDS_SHADE);
}

/** The shade's colours from its middle to its edge (softOval's stops): a feature's start puts its words on it too. */
export const WORDS_SHADE = Object.freeze([
  [0, "rgba(10, 3, 30, 0.72)"],
  [0.6, "rgba(10, 3, 30, 0.5)"],
  [1, "rgba(10, 3, 30, 0)"],
]);

/** The title grows with the tier and pops on each step up; the amount beneath it, both at most `w` wide. Whether both fit unsqueezed. */
function drawTitle(ctx, show, title, tier, unit, w) {
  ctx.save();
  const grow = 0.75 + 0.12 * show.tier + 0.12 * show.pop;
  const scale = (0.5 + 0.5 * show.p) * grow;
  ctx.scale(scale, scale);
  const titleSize = unit * TITLE_SIZE;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const maxW = (w * 0.92) / scale;
  const ty = -titleSize * 0.35;
  wordsShade(ctx, spacedTitle(title), titleSize, maxW);
  const fits = outlined(ctx, spacedTitle(title), ty, titleSize, maxW, tierFill(ctx, tier.colours, ty, titleSize), "rgba(40, 6, 50, 0.95)", display);
  const fitsToo = outlined(ctx, show.text, titleSize * 0.55, titleSize * 0.62, maxW, "#ffffff", "rgba(30, 4, 40, 0.95)", body);
  ctx.restore();
  return fits && fitsToo;
}

/** A gold coin of radius `r` at (x, y), turning (`spin`, radians) and fading (`alpha` 0..1). */
export function drawCoin(ctx, x, y, r, spin, alpha = 1) {
  const face = Math.cos(spin);
  const wide = Math.max(0.08, Math.abs(face));
  ctx.save();
  ctx.globalAlpha *= Math.max(0, Math.min(1, alpha));
  ctx.translate(x, y);
  ctx.scale(wide, 1);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  const g = ctx.createLinearGradient(-r, -r, r, r);
  g.addColorStop(0, face > 0 ? "#fff3b0" : "#f0c040");
  g.addColorStop(0.5, "#ffc531");
  g.addColorStop(1, "#a86d10");
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = "#8a5406";
  ctx.stroke();
  if (wide > 0.35) {
    // the crescent struck on its face
    ctx.beginPath();
    ctx.arc(-r * 0.08, 0, r * 0.5, 0, Math.PI * 2);
    ctx.arc(r * 0.14, -r * 0.12, r * 0.42, 0, Math.PI * 2, true);
    ctx.fillStyle = "rgba(255, 250, 220, 0.85)";
    ctx.fill("evenodd");
  }
  ctx.restore();
}

/**
 * A screen over the whole canvas for the max win or the feature's total. `screen`: {kind ("max" |
 * "feature"), title, p (0..1 in), out (0..1 away), still (reduced motion)}; the max win's {caption,
 * amount, line}: "5,000x" / "MAX WIN" / the amount / what ends; the feature's {heading, tier, amount,
 * line, items}: the big-win tier its total reaches (else "Free Spins Complete") / the total /
 * "round total, with 9 free spins" / what it came from. {fits, veil}, as drawBigWin's. `room`:
 * {left, right}, the canvas's span the words keep within (beside a portrait drawn over the screen,
 * up to her frame), else null: centred on the grid, they move over as far as their widest line needs.
 */
export function drawWinScreen(ctx, w, h, grid, screen, t, layer = "both", room = null) {
  const k = Math.max(0, Math.min(1, screen.p * (1 - screen.out)));
  if (k <= 0) return;
  const max = screen.kind === "max";
  const tier = screen.tier > 0 ? BIG_WIN_TIERS[Math.min(BIG_WIN_TIERS.length, screen.tier) - 1] : null;
  const colours = max ? ["#fff6d6", "#ff7a1a"] : tier ? tier.colours : ["#ffe0f4", "#c86bff"];
  const cx = grid.x + grid.size / 2;
  const cy = grid.y + grid.size * 0.46;
  const unit = Math.min(w, h, grid.size * 1.25);
  ctx.save();
  ctx.globalAlpha = k;
  if (layer === "front") {
    // centred on the grid; between `room`'s bounds, moved over as far as its widest line needs
    let x = cx;
    let width = wordsWidth(w, grid);
    if (room) {
      width = Math.min(width, room.right - room.left);
      const half = Math.min(screenWidth(ctx, screen, max, unit) / 0.92, width) / 2;
      x = Math.max(room.left + half, Math.min(cx, room.right - half));
    }
    ctx.translate(x, cy);
    const fits = drawScreenText(ctx, screen, max, colours, unit, width);
    ctx.restore();
    return { fits };
  }
  ctx.fillStyle = max ? `rgba(20, 4, 20, ${SCREEN_VEIL})` : `rgba(10, 4, 34, ${SCREEN_VEIL})`; // no word beneath reads through it
  ctx.fillRect(0, 0, w, h);
  ctx.translate(cx, cy);
  // a crown of rays (turning unless the player asked for less motion)
  const rays = max ? 24 : 16 + 2 * (screen.tier || 0);
  drawRays(ctx, rays, unit * (max ? 0.8 : 0.6 + 0.05 * (screen.tier || 0)), screen.still ? 0 : t * 0.25, colours[1], k * (max ? 0.45 : 0.3));
  const fits = layer === "both" ? drawScreenText(ctx, screen, max, colours, unit, wordsWidth(w, grid)) : null;
  ctx.restore();
  return { fits, veil: SCREEN_VEIL * k };
}

/**
 * A win screen's words stay over the grid's frame where that is wide enough for them (on a large
 * screen they would cross the princess beside it); on a small one they take what they need to be read.
 */
function wordsWidth(w, grid) {
  return Math.min(w, Math.max(grid.size * 1.1, WORDS_MIN_W));
}
const WORDS_MIN_W = 560;

/**
 * The win screen's lines: {text, y, px, fill, font} each, centred on the origin (y from the
 * screen's middle), before the screen's own scale; `fill` a colour, or "tier" for its gradient
 * (over `shade` px, else its own size).
 */
function screenLines(screen, max, unit) {
  if (max) {
    const big = unit * 0.2;
    return [
      { text: screen.title, y: -big * 0.75, px: big, fill: "tier", font: display },
      { text: screen.caption, y: big * 0.12, px: big * 0.55, fill: "tier", font: display },
      { text: screen.amount, y: big * 0.78, px: big * 0.42, fill: "#ffffff", font: body },
      { text: screen.line, y: big * 1.3, px: Math.max(13, big * 0.2), fill: "#ffe9c8", font: body },
    ];
  }
  // the feature's total: [heading,] title, the amount, "in n free spins", then what it came from
  const big = unit * 0.13;
  const small = Math.max(13, big * 0.36);
  const items = screen.items || [];
  const lines = [];
  let y = -big * (screen.tier > 0 ? 1.45 : 1.1) - (items.length * small * 1.3) / 2;
  if (screen.tier > 0) {
    lines.push({ text: screen.heading, y, px: small * 1.1, fill: "#f3e6ff", font: body });
    y += big * 0.75;
  }
  lines.push({
    text: screen.tier > 0 ? spacedTitle(screen.title) : screen.title,
    y,
    px: big * (screen.tier > 0 ? 1.05 : 0.8),
    fill: "tier",
    shade: big,
    font: display,
  });
  y += big * 1.05;
  lines.push({ text: screen.amount, y, px: big * 0.9, fill: "#ffffff", font: body });
  y += big * 0.8;
  lines.push({ text: screen.line, y, px: Math.max(13, big * 0.42), fill: "#f3e6ff", font: body });
  y += big * 0.45 + small * 0.6;
  for (const item of items) {
    y += small * 1.3;
    lines.push({ text: item, y, px: small, fill: "#e6d8ff", font: body });
  }
  return lines;
}

/** The screen's scale now: it grows in, and pops on a tier's step up. */
const screenScale = (screen) => (0.6 + 0.4 * screen.p) * (1 + 0.08 * (screen.pop || 0));

/** The widest of the win screen's lines at their own sizes, as drawn (scaled), in px. */
function screenWidth(ctx, screen, max, unit) {
  return widestLine(ctx, screenLines(screen, max, unit)) * screenScale(screen);
}

/** The widest of `lines` (screenLines') at their own sizes, unscaled, in px. */
function widestLine(ctx, lines) {
  let widest = 0;
  for (const line of lines) {
    ctx.font = line.font(line.px);
    widest = Math.max(widest, ctx.measureText(line.text).width);
  }
  return widest;
}

/** The win screen's words, centred on the origin, at most `w` wide (92% of it). Whether every line fits unsqueezed. */
function drawScreenText(ctx, screen, max, colours, unit, w) {
  const scale = screenScale(screen);
  ctx.scale(scale, scale);
  const maxW = (w * 0.92) / scale;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const dark = "rgba(40, 6, 50, 0.95)";
  let fits = true;
  const lines = screenLines(screen, max, unit);
  // the words on the big win's soft dark oval: the coins fall behind them, never through a line
  const widest = widestLine(ctx, lines);
  const top = lines[0].y - lines[0].px * 0.6;
  const foot = lines[lines.length - 1].y + lines[lines.length - 1].px * 0.6;
  softOval(ctx, 0, (top + foot) / 2, (Math.min(maxW, widest) / 2) * 1.15, ((foot - top) / 2) * 1.3, WORDS_SHADE);
  for (const line of lines) {
    const fill = line.fill === "tier" ? tierFill(ctx, colours, line.y, line.shade || line.px) : line.fill;
    fits = outlined(ctx, line.text, line.y, line.px, maxW, fill, dark, line.font) && fits;
  }
  return fits;
}
