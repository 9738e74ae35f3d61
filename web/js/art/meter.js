// The Princess Trinity meter: one section for each princess in turn, filled as the engine's
// steps say; it glows when full. Its size is its number of sections (the renderer passes the
// config's trinity order).

import { clamp01, emblemPath, glowSprite, hexA, linear, roundRectPath } from "./canvas.js";
import { PRINCESS_IDS, PRINCESS_LOOKS, SYMBOL_COLOURS } from "./theme.js";

/**
 * Princess Trinity meter: one section for each princess of `sections` (in order), `value`
 * sections filled (fractions fill partly); horizontal when wide, vertical (filling upward) when tall.
 */
export function drawMeter(ctx, value, x, y, w, h, t, sections = PRINCESS_IDS) {
  const n = sections.length;
  const v = Math.max(0, Math.min(n, value || 0));
  const full = v >= n;
  const horiz = w >= h;
  const pad = Math.min(w, h) * 0.12;
  const gap = Math.min(w, h) * 0.08;
  const r = Math.min(w, h) * 0.32;
  const base = ctx.globalAlpha;
  ctx.save();
  if (full) {
    const pulse = 0.7 + 0.3 * Math.sin(t * 6);
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = base * pulse;
    const gs = Math.max(w, h) * 1.5;
    ctx.drawImage(glowSprite("#ff9ae0"), x + w / 2 - gs / 2, y + h / 2 - gs / 2, gs, gs);
    ctx.globalCompositeOperation = "source-over";
    ctx.globalAlpha = base;
  }
  // housing
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = linear(ctx, 0, y, 0, y + h, ["#2a1050", "#12062a"]);
  ctx.fill();
  ctx.lineWidth = Math.max(2, Math.min(w, h) * 0.06);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + h, ["#fff3b0", "#e0a02a", "#8a5406"]);
  ctx.stroke();
  const inner = horiz ? (w - pad * 2 - gap * (n - 1)) / n : (h - pad * 2 - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const id = sections[i];
    const P = PRINCESS_LOOKS[id];
    const sx = horiz ? x + pad + i * (inner + gap) : x + pad;
    const sy = horiz ? y + pad : y + h - pad - (i + 1) * inner - i * gap;
    const sw = horiz ? inner : w - pad * 2;
    const sh = horiz ? h - pad * 2 : inner;
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
      ctx.fillStyle = linear(ctx, sx, sy, sx, sy + sh, [P.bg[0], SYMBOL_COLOURS[id], P.dress[1]]);
      ctx.fillRect(fx, fy, fw, fh);
      ctx.fillStyle = "rgba(255,255,255,0.28)";
      ctx.fillRect(fx, sy, fw, sh * 0.35);
      if (full) {
        // a bright band travels along the full meter
        const ph = ((t * 1.2 + i * 0.18) % 1.4) - 0.2;
        const bx = horiz ? sx + ph * sw : sx;
        ctx.fillStyle = "rgba(255,255,255,0.35)";
        if (horiz) ctx.fillRect(bx, sy, sw * 0.18, sh);
        else ctx.fillRect(sx, sy + ph * sh, sw, sh * 0.18);
      }
      ctx.restore();
    }
    roundRectPath(ctx, sx, sy, sw, sh, sr);
    ctx.lineWidth = Math.max(1, Math.min(sw, sh) * 0.05);
    ctx.strokeStyle = fill > 0 ? "rgba(255,255,255,0.7)" : hexA(SYMBOL_COLOURS[id], 0.45);
    ctx.stroke();
    const es = Math.min(sw, sh) * 0.62;
    const ex = sx + sw / 2;
    const ey = sy + sh / 2;
    if (fill >= 1) {
      const bob = full ? 1 + 0.08 * Math.sin(t * 6 + i) : 1;
      ctx.save();
      ctx.translate(ex, ey);
      ctx.scale(bob, bob);
      emblemPath(ctx, id, 0, 0, es);
      ctx.fillStyle = "#ffffff";
      ctx.fill();
      ctx.lineWidth = Math.max(1, es * 0.09);
      ctx.strokeStyle = P.line;
      ctx.stroke();
      ctx.restore();
    } else {
      emblemPath(ctx, id, ex, ey, es);
      ctx.lineWidth = Math.max(1, es * 0.07);
      ctx.strokeStyle = hexA(SYMBOL_COLOURS[id], 0.6);
      ctx.stroke();
    }
  }
  ctx.restore();
}
