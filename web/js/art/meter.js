// The Princess Trinity meter. It counts princess wins, whichever princess won (a 3-run 1, a 4-run
// 2, a 5-run 3, as the engine's steps say), so its sockets are alike: gems, not princesses, filled
// in one colour from left to right. Full, it glows; its caption says what a full meter gives.

import { clamp01, fitText, glowSprite, linear, roundRectPath } from "./canvas.js";
import { FONT, MIN_TEXT_PX, PRINCESS_IDS } from "./theme.js";

const FILL = ["#ffd9f3", "#ff6fc0", "#8f3cf0"];
const EMPTY_GEM = "rgba(255, 214, 245, 0.42)";

/** A cut gem centred at (x, y), `s` wide. */
function gemPath(ctx, x, y, s) {
  const w = s / 2;
  const top = y - s * 0.32;
  const girdle = y - s * 0.08;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.55, top);
  ctx.lineTo(x + w * 0.55, top);
  ctx.lineTo(x + w, girdle);
  ctx.lineTo(x, y + s * 0.45);
  ctx.lineTo(x - w, girdle);
  ctx.closePath();
}

const captionFont = (px) => `bold ${px}px ${FONT}`;

/** How the meter glows at `value` of `n`: "full" (bright and quick), "near" (one princess win short: a slow, soft glow), or null. */
export function meterGlow(value, n) {
  if (value >= n) return "full";
  return value >= n - 1 ? "near" : null;
}

/**
 * Of `captions` (long words first), the first that fits `maxW` at a readable size, never squeezed:
 * on one line, or on two where `maxH` (the room for two lines, 0 for none) lets them. {text, lines, px, fits, form}.
 */
export function fitCaption(ctx, captions, maxW, px, maxH = 0) {
  let fit = null;
  for (const [form, text] of captions.entries()) {
    const two = maxH > 0 ? { maxH, maxLines: 2 } : { maxLines: 1 };
    fit = { text, form, ...fitText(ctx, text, { maxW, px, minPx: Math.min(px, MIN_TEXT_PX), font: captionFont, ...two }) };
    if (fit.fits && fit.px >= Math.min(px, MIN_TEXT_PX + 1)) break;
  }
  return fit;
}

/**
 * The meter in (x, y, w, h): `value` of its sockets filled (fractions fill partly); horizontal
 * when wide, vertical (filling upward) when tall. `options`: {size (sockets, 3), caption (what
 * fills it and what a full meter gives, in long then shorter words, drawn above the sockets of a
 * wide meter)}. Returns the caption drawn ({text, lines, px, form}), or null (no room for any of its words).
 */
export function drawMeter(ctx, value, x, y, w, h, t, options = {}) {
  const n = Array.isArray(options) ? options.length : options.size || PRINCESS_IDS.length;
  const captions = Array.isArray(options) || !options.caption ? null : [options.caption].flat();
  const v = Math.max(0, Math.min(n, value || 0));
  const glow = meterGlow(v, n);
  const full = glow === "full";
  const horiz = w >= h;
  const base = ctx.globalAlpha;
  ctx.save();
  if (glow) {
    // full: a quick bright pulse; one short of full: a slow, softer one in gold (the next princess win fills it)
    const pulse = full ? 0.7 + 0.3 * Math.sin(t * 6) : 0.35 + 0.2 * Math.sin(t * 2.6);
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = base * pulse;
    const gs = Math.max(w, h) * (full ? 1.5 : 1.3);
    ctx.drawImage(glowSprite(full ? "#ff9ae0" : "#ffd36b"), x + w / 2 - gs / 2, y + h / 2 - gs / 2, gs, gs);
    ctx.globalCompositeOperation = "source-over";
    ctx.globalAlpha = base;
  }
  // housing
  const r = Math.min(w, h) * 0.3;
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = linear(ctx, 0, y, 0, y + h, ["#2a1050", "#12062a"]);
  ctx.fill();
  ctx.lineWidth = Math.max(2, Math.min(w, h) * 0.05);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + h, ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  // the caption, when there is room for it above the sockets: one line, or two on a tall meter
  let top = y;
  let drawn = null;
  const textTop = y + h * 0.07; // where two lines start
  if (captions && horiz && h >= 40) {
    const ch = h * 0.3;
    const twoH = h * 0.4; // two lines take this much of the meter's height, where each line is readable
    // clear of the frame: its line and its rounded corners, as far in as they reach at the words' top
    const corner = r - Math.sqrt(Math.max(0, r * r - (r - (textTop - y)) ** 2));
    const maxW = Math.min(w * 0.9, w - 2 * (corner + ctx.lineWidth + 2));
    drawn = fitCaption(ctx, captions, maxW, Math.max(MIN_TEXT_PX, Math.round(ch * 0.62)), twoH / (2 * 1.15) >= MIN_TEXT_PX ? twoH : 0);
  }
  if (drawn && drawn.fits) {
    ctx.font = captionFont(drawn.px);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = full ? "#ffe9a8" : "rgba(245, 232, 255, 0.9)";
    if (drawn.lines.length === 1) {
      const ch = h * 0.3;
      ctx.fillText(drawn.text, x + w / 2, y + ch * 0.6);
      top = y + ch * 0.85;
    } else {
      const step = drawn.px * 1.15;
      drawn.lines.forEach((line, i) => ctx.fillText(line, x + w / 2, textTop + step * (i + 0.5)));
      top = textTop + step * drawn.lines.length + h * 0.01;
    }
  }
  const ih = y + h - top;
  const pad = Math.min(w, ih) * 0.14;
  const gap = Math.min(w, ih) * 0.08;
  const inner = horiz ? (w - pad * 2 - gap * (n - 1)) / n : (ih - pad * 2 - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const sx = horiz ? x + pad + i * (inner + gap) : x + pad;
    const sy = horiz ? top + pad : y + h - pad - (i + 1) * inner - i * gap;
    const sw = horiz ? inner : w - pad * 2;
    const sh = horiz ? ih - pad * 2 : inner;
    const sr = Math.min(sw, sh) * 0.3;
    const fill = clamp01(v - i);
    roundRectPath(ctx, sx, sy, sw, sh, sr);
    ctx.fillStyle = "rgba(0,0,0,0.45)";
    ctx.fill();
    if (fill > 0) {
      ctx.save();
      roundRectPath(ctx, sx, sy, sw, sh, sr);
      ctx.clip();
      const fx = sx;
      const fy = horiz ? sy : sy + sh * (1 - fill);
      const fw = horiz ? sw * fill : sw;
      const fh = horiz ? sh : sh * fill;
      ctx.fillStyle = linear(ctx, sx, sy, sx, sy + sh, FILL);
      ctx.fillRect(fx, fy, fw, fh);
      ctx.fillStyle = "rgba(255,255,255,0.28)";
      ctx.fillRect(fx, sy, fw, sh * 0.35);
      if (full) {
        // a bright band travels along the full meter
        const ph = ((t * 1.2 + i * 0.18) % 1.4) - 0.2;
        ctx.fillStyle = "rgba(255,255,255,0.35)";
        if (horiz) ctx.fillRect(sx + ph * sw, sy, sw * 0.18, sh);
        else ctx.fillRect(sx, sy + ph * sh, sw, sh * 0.18);
      }
      ctx.restore();
    }
    roundRectPath(ctx, sx, sy, sw, sh, sr);
    ctx.lineWidth = Math.max(1, Math.min(sw, sh) * 0.05);
    ctx.strokeStyle = fill > 0 ? "rgba(255,255,255,0.75)" : "rgba(255, 180, 230, 0.4)";
    ctx.stroke();
    const es = Math.min(sw, sh) * 0.6;
    const bob = full ? 1 + 0.08 * Math.sin(t * 6 + i) : 1;
    ctx.save();
    ctx.translate(sx + sw / 2, sy + sh / 2);
    ctx.scale(bob, bob);
    gemPath(ctx, 0, 0, es);
    if (fill >= 1) {
      ctx.fillStyle = "#ffffff";
      ctx.fill();
      ctx.lineWidth = Math.max(1, es * 0.08);
      ctx.strokeStyle = "#7a1d8a";
      ctx.stroke();
    } else {
      ctx.lineWidth = Math.max(1, es * 0.07);
      ctx.strokeStyle = EMPTY_GEM;
      ctx.stroke();
    }
    ctx.restore();
  }
  ctx.restore();
  return drawn && drawn.fits ? drawn : null; // no words where none fit
}
