// The princess portrait: an arch-topped window with her figure (princess.js: the build's pictures
// of art/princesses/*.svg), sparkles, a golden frame and her name plate; its glow is drawn apart
// (the renderer caches the portrait itself).

import { clamp01, drawEmblem, emblemPath, fancyText, glowSprite, hash, linear, radial, rng, roundRectPath, sparkleSprite, sprite, TAU } from "./canvas.js";
import { DISPLAY_FONT, FONT, MIN_TEXT_PX, PALETTE, PRINCESS_LOOKS, PRINCESS_NAMES } from "./theme.js";
import { drawPrincessIn, idlePose } from "./princess.js";

/** Arch-topped frame path (rounded bottom corners). */
function archPath(ctx, x, y, w, h) {
  const r = Math.min(w / 2, h * 0.45);
  const br = Math.min(w, h) * 0.08;
  ctx.beginPath();
  ctx.moveTo(x, y + r);
  ctx.arcTo(x, y, x + r, y, r);
  ctx.lineTo(x + w - r, y);
  ctx.arcTo(x + w, y, x + w, y + r, r);
  ctx.lineTo(x + w, y + h - br);
  ctx.arcTo(x + w, y + h, x + w - br, y + h, br);
  ctx.lineTo(x + br, y + h);
  ctx.arcTo(x, y + h, x, y + h - br, br);
  ctx.closePath();
}

/** Cached backdrop of a portrait or card window: princess-coloured radiance and rays. */
export function portraitBackdrop(id, w, h) {
  return sprite(`pbg:${id}`, w, h, (g) => {
    const P = PRINCESS_LOOKS[id];
    g.fillStyle = radial(g, w / 2, h * 0.38, 0, w / 2, h * 0.45, Math.max(w, h) * 0.75, P.bg);
    g.fillRect(0, 0, w, h);
    g.save();
    g.translate(w / 2, h * 0.38);
    g.fillStyle = "rgba(255,255,255,0.07)";
    for (let i = 0; i < 14; i++) {
      g.rotate(TAU / 14);
      g.beginPath();
      g.moveTo(0, 0);
      g.lineTo(Math.max(w, h), -Math.max(w, h) * 0.09);
      g.lineTo(Math.max(w, h), Math.max(w, h) * 0.09);
      g.closePath();
      g.fill();
    }
    g.restore();
    // faint emblems scattered in the backdrop
    const r = rng(hash(id) + 3);
    g.globalAlpha = 0.16;
    for (let i = 0; i < 9; i++) {
      g.save();
      const s = Math.min(w, h) * (0.06 + r() * 0.07);
      emblemPath(g, id, r() * w, r() * h * 0.8, s);
      g.fillStyle = "#ffffff";
      g.fill();
      g.restore();
    }
  });
}

/** A pose by name ("rest", "joy", "cast", "nod", "halt": she lives at `t`) or a whole pose (princess.js's drawPrincessArt). */
export function poseAt(id, t, pose = "rest") {
  return typeof pose === "string" ? idlePose(id, t, pose) : pose;
}

/** Her figure filling a window of w x h at (x, y) from her head to her waist, clipped by the caller; false until her pictures are here. */
export function drawFigure(ctx, id, x, y, w, h, t, pose = "rest") {
  return drawPrincessIn(ctx, id, x, y, w, h, poseAt(id, t, pose), "bust", "cover");
}

/** The share of her figure's height, at its foot, that drawFigureAlone fades out. */
export const FIGURE_FADE = 0.2;

/**
 * Her figure alone, no frame, on a canvas of her own: her bust fitted into (x, y, w, h), fading out
 * towards her waist (a moment's close-up: her power's cut-in, the big win she leads, never a hard
 * edge across the stage); false until her pictures are here. `fade`: [from, to], the shares of her
 * height where her fade begins and where she is gone (nothing of her below it).
 */
export function drawFigureAlone(ctx, id, x, y, w, h, t, pose = "cast", fade = [1 - FIGURE_FADE, 1]) {
  // her eyes open all through her close-up: no blink is caught in it
  if (!drawPrincessIn(ctx, id, x, y, w, h, { ...poseAt(id, t, pose), blink: 0 }, "bust", "contain")) return false;
  const [from, to] = fade;
  ctx.save();
  ctx.globalCompositeOperation = "destination-out";
  ctx.fillStyle = linear(ctx, 0, y + h * from, 0, y + h * to, ["rgba(0,0,0,0)", "rgba(0,0,0,1)"]);
  ctx.fillRect(x - w, y + h * from, w * 3, h * (2 - from));
  ctx.restore();
  return true;
}

/** Twinkling sparkles over a portrait. */
export function portraitSparkles(ctx, id, x, y, w, h, t, n = 7) {
  const r = rng(hash(id) + 11);
  const sp = sparkleSprite(PALETTE[id].spark);
  const base = ctx.globalAlpha;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  for (let i = 0; i < n; i++) {
    const px = x + w * (i % 2 ? 0.06 + r() * 0.2 : 0.74 + r() * 0.2);
    const py = y + h * (0.06 + r() * 0.6);
    const ph = r() * TAU;
    const sp2 = 1.2 + r() * 1.6;
    const tw = Math.max(0, Math.sin(t * sp2 + ph));
    const s = Math.min(w, h) * 0.05 * tw;
    if (s < 0.5) continue;
    ctx.globalAlpha = base * tw;
    ctx.drawImage(sp, px - s, py - s, s * 2, s * 2);
  }
  ctx.restore();
}

/** A portrait's frame inside an odd box: centred, at most 1:1.6 or 1:0.9. */
function portraitBox(x, y, w, h) {
  if (h > w * 1.6) return [x, y + (h - w * 1.6) / 2, w, w * 1.6];
  if (w > h * 0.9) return [x + (w - h * 0.9) / 2, y, h * 0.9, h];
  return [x, y, w, h];
}

/** The nameplate's height in a portrait's frame of w x h. */
const plateHeight = (w, h) => Math.min(h * 0.17, w * 0.3);

/** CSS px a canvas unit of her figure is drawn at in a portrait's box of w x h (her bust frame, 380 x 620 units, covering its window). */
export function portraitScale(w, h) {
  [, , w, h] = portraitBox(0, 0, w, h);
  const fh = h - plateHeight(w, h) * 0.55; // less the nameplate's overlap, as drawPrincess has it
  return Math.max(w / 380, (fh * 0.96) / 620);
}

/** The pulsing glow behind a princess's portrait (`glow` 0..1), drawn apart from it. */
export function drawPrincessGlow(ctx, id, x, y, w, h, t, glow) {
  if (!PRINCESS_LOOKS[id] || !(glow > 0)) return;
  [x, y, w, h] = portraitBox(x, y, w, h);
  const base = ctx.globalAlpha;
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha = base * clamp01(glow) * (0.8 + 0.2 * Math.sin(t * 4));
  const gs = Math.max(w, h) * 1.5;
  ctx.drawImage(glowSprite(PALETTE[id].glow), x + w / 2 - gs / 2, y + h / 2 - gs / 2, gs, gs);
  ctx.restore();
}

/**
 * Large animated portrait of a princess in the box (x, y, w, h), with her name.
 * opts: {active: bool (default true), glow: 0..1, pose: a pose's name or a whole pose (poseAt; by
 * default "joy" where `joy` is over 0.5: a big win, else "rest"), plate: the small word over her name
 * on the nameplate (the message table's portraitPlate; none without it), name: false for no
 * nameplate (a picture whose words say her name in the page, at a size of their own), "apart" for its
 * room without it (drawNamePlate draws it where the picture shows), figure: 0..1, how far her
 * figure shows (default 1): at 0 her window holds its sky and sparkles alone, never a stand-in figure (the loading screen's windows
 * wait for all three princesses: screen/intro.js)}.
 */
export function drawPrincess(ctx, id, x, y, w, h, t, opts = {}) {
  if (!PRINCESS_LOOKS[id]) return;
  drawPrincessGlow(ctx, id, x, y, w, h, t, opts.glow || 0);
  [x, y, w, h] = portraitBox(x, y, w, h);
  const active = opts.active !== false;
  const named = opts.name !== false;
  const plateH = named ? plateHeight(w, h) : 0;
  const fw = w;
  const fh = h - plateH * 0.55;
  ctx.save();
  // frame shadow
  archPath(ctx, x + 3, y + 6, fw, fh);
  ctx.fillStyle = "rgba(6,0,20,0.5)";
  ctx.fill();
  // window content
  ctx.save();
  archPath(ctx, x, y, fw, fh);
  ctx.clip();
  ctx.drawImage(portraitBackdrop(id, Math.round(fw), Math.round(fh)), x, y, fw, fh);
  const figure = opts.figure == null ? 1 : clamp01(opts.figure);
  if (figure > 0) {
    const base = ctx.globalAlpha;
    ctx.globalAlpha = base * figure;
    drawFigure(ctx, id, x, y + fh * 0.04, fw, fh * 0.96, t, opts.pose || (opts.joy > 0.5 ? "joy" : "rest"));
    ctx.globalAlpha = base;
  }
  portraitSparkles(ctx, id, x, y, fw, fh, t);
  if (!active) {
    ctx.fillStyle = "rgba(20,8,50,0.55)";
    ctx.fillRect(x, y, fw, fh);
  }
  ctx.restore();
  // golden frame
  archPath(ctx, x, y, fw, fh);
  ctx.lineWidth = Math.max(3, w * 0.035);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + fh, ["#fff3b0", "#f0b43a", "#9a6308", "#f7cf6a"]);
  ctx.stroke();
  archPath(ctx, x + w * 0.03, y + w * 0.03, fw - w * 0.06, fh - w * 0.06);
  ctx.lineWidth = Math.max(1, w * 0.008);
  ctx.strokeStyle = "rgba(255,240,200,0.5)";
  ctx.stroke();
  // emblem crest at the arch top
  drawEmblem(ctx, id, x + w / 2, y + w * 0.02, w * 0.13, 0.08);
  if (named && opts.name !== "apart") namePlate(ctx, id, x + w * 0.06, y + h - plateH, w * 0.88, plateH, active, opts.plate);
  ctx.restore();
}

/** Where drawPrincess puts her nameplate in the box (x, y, w, h): {x, y, w, h}. */
export function namePlateBox(x, y, w, h) {
  [x, y, w, h] = portraitBox(x, y, w, h);
  const plateH = plateHeight(w, h);
  return { x: x + w * 0.06, y: y + h - plateH, w: w * 0.88, h: plateH };
}

/**
 * Her nameplate alone, where drawPrincess puts it in the box (x, y, w, h): for a portrait painted
 * with `name: "apart"`, so that its words are drawn at the size they show, never scaled with a
 * picture painted at another size. opts: {active (default true), plate: the small word}.
 */
export function drawNamePlate(ctx, id, x, y, w, h, opts = {}) {
  if (!PRINCESS_LOOKS[id]) return;
  const b = namePlateBox(x, y, w, h);
  namePlate(ctx, id, b.x, b.y, b.w, b.h, opts.active !== false, opts.plate);
}

/** Banner-like plate carrying the small word `plate` (spaced out, as an engraving) and the princess's name. */
function namePlate(ctx, id, x, y, w, h, active, plate) {
  const P = PRINCESS_LOOKS[id];
  ctx.save();
  roundRectPath(ctx, x, y, w, h, h * 0.3);
  ctx.fillStyle = linear(ctx, 0, y, 0, y + h, [P.dress[0], P.dress[1], P.line]);
  ctx.fill();
  ctx.lineWidth = Math.max(2, h * 0.07);
  ctx.strokeStyle = linear(ctx, 0, y, 0, y + h, ["#fff3b0", "#c88a1a"]);
  ctx.stroke();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // the small caption only where the plate is large enough to print it legibly
  if (plate && h * 0.2 >= MIN_TEXT_PX) {
    ctx.font = `bold ${Math.round(h * 0.2)}px ${FONT}`;
    ctx.fillStyle = "rgba(255,255,255,0.85)";
    // spaced out as an engraving; a longer word (PRINZESSIN) closer where only that fits; never squeezed
    const word = [[...plate].join(" "), plate].find((text) => ctx.measureText(text).width <= w * 0.8);
    if (word) ctx.fillText(word, x + w / 2, y + h * 0.24);
  }
  fancyText(
    ctx,
    PRINCESS_NAMES[id].toUpperCase(),
    x + w / 2,
    y + h * 0.62,
    Math.max(MIN_TEXT_PX, Math.round(h * 0.46)),
    active ? ["#ffffff", "#fff2b0", "#ffc21a"] : ["#d8d0e8", "#a89cc0"],
    P.line,
    DISPLAY_FONT,
    w * 0.9,
  );
  ctx.restore();
}
