// Each symbol's picture in unit space (the tile spans -50..50): the wild moon with its ribbon,
// the princesses' faces (princess.js: the same art as her portrait), the heart, the bell, the gem and the potion. symbols.js paints them over
// their tiles; the ribbon's word is the message table's (setSymbolWords), handed in like every word.

import { crescentPath, heartPath, hexA, linear, pixelRatio, radial, roundRectPath, sparklePath, starPath, TAU } from "./canvas.js";
import { FONT, MIN_TEXT_PX, PRINCESS_LOOKS } from "./theme.js";
import { artReady, drawPrincessIn } from "./princess.js";

const RIBBON_MAX_W = 96; // the tile's width, less its rim
export const words = { wild: "" }; // what the symbols print: none until the page's table hands it in

/** The words the symbols print, from the message table of the language spoken: {wild}. */
export function setSymbolWords({ wild = "" } = {}) {
  words.wild = wild;
}

/** The wild: a glowing golden crescent with little stars and a ribbon naming it (`words.wild`). */
function artMoon(ctx) {
  ctx.fillStyle = radial(ctx, -4, -8, 0, -4, -8, 44, ["rgba(255,240,170,0.75)", "rgba(255,220,120,0.2)", "rgba(255,220,120,0)"]);
  ctx.fillRect(-46, -46, 92, 92);
  ctx.save();
  ctx.translate(-5, -6);
  ctx.rotate(-0.35);
  crescentPath(ctx, 31, 15, -6, 27);
  ctx.fillStyle = radial(ctx, -16, -6, 2, -6, 0, 34, ["#fffef2", "#ffe98a", "#f5b52c"]);
  ctx.fill();
  ctx.lineWidth = 2.6;
  ctx.strokeStyle = "#a8620a";
  ctx.stroke();
  // inner glint along the outer edge
  ctx.beginPath();
  ctx.arc(0, 0, 26, 2.0, 3.9);
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.stroke();
  // sleepy closed eye and blush give the moon a friendly face
  ctx.beginPath();
  ctx.moveTo(-14, -2);
  ctx.quadraticCurveTo(-10, 2, -6, -1);
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#a8620a";
  ctx.stroke();
  ctx.fillStyle = "rgba(255,120,100,0.45)";
  ctx.beginPath();
  ctx.ellipse(-12, 6, 3.5, 2, 0, 0, TAU);
  ctx.fill();
  ctx.restore();
  for (const [x, y, r] of [
    [24, -28, 7],
    [30, -6, 4.5],
    [14, -36, 3.5],
  ]) {
    starPath(ctx, x, y, r, r * 0.42);
    ctx.fillStyle = "#fff6c0";
    ctx.fill();
  }
  drawRibbon(ctx, words.wild, 0, 32, 78, 20);
}

/** Banner ribbon with folded tails and bold text; wider for a longer word (COMODÍN), up to the tile's width. */
function drawRibbon(ctx, text, x, y, w, h) {
  if (!text) return;
  // at least MIN_TEXT_PX on screen, however small the tile (its canvas is scaled to CSS px x dpr)
  const onScreen = Math.hypot(ctx.getTransform().a, ctx.getTransform().b) / pixelRatio();
  const font = (px) => `900 ${px}px ${FONT}`;
  // a tile is painted at whole pixels and drawn at the cell's size, up to half a pixel smaller: a margin for it
  const least = (MIN_TEXT_PX + 0.3) / onScreen;
  let px = Math.max(h * 0.86, least);
  ctx.font = font(px);
  w = Math.min(RIBBON_MAX_W, Math.max(w, ctx.measureText(text).width + 14));
  // a word wider than the widest ribbon is set smaller rather than squeezed, down to a readable size;
  // still too wide there, the ribbon takes its width (into the gap between the tiles)
  while (ctx.measureText(text).width > w - 8 && px - 0.5 >= Math.max(h * 0.6, least)) ctx.font = font((px -= 0.5));
  w = Math.max(w, ctx.measureText(text).width + 8);
  h = Math.max(h, px * 1.05);
  const hw = w / 2;
  const hh = h / 2;
  ctx.save();
  // tails
  ctx.fillStyle = "#6a0f6e";
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(x + sx * (hw - 8), y - hh + 5);
    ctx.lineTo(x + sx * (hw + 6), y - hh + 5);
    ctx.lineTo(x + sx * (hw + 1), y + 2);
    ctx.lineTo(x + sx * (hw + 6), y + hh + 5);
    ctx.lineTo(x + sx * (hw - 8), y + hh + 5);
    ctx.closePath();
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(x - hw, y - hh);
  ctx.quadraticCurveTo(x, y - hh - 5, x + hw, y - hh);
  ctx.lineTo(x + hw, y + hh);
  ctx.quadraticCurveTo(x, y + hh - 5, x - hw, y + hh);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, y - hh, 0, y + hh, ["#ff6fd0", "#c21a9a", "#7a0c6a"]);
  ctx.fill();
  ctx.lineWidth = 1.8;
  ctx.strokeStyle = "#ffd866";
  ctx.stroke();
  ctx.font = font(px);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = 3.2;
  ctx.strokeStyle = "#4a0040";
  ctx.strokeText(text, x, y - 1);
  ctx.fillStyle = linear(ctx, 0, y - hh, 0, y + hh, ["#ffffff", "#fff2a0", "#ffc21a"]);
  ctx.fillText(text, x, y - 1);
  ctx.restore();
}

/** Princess symbol: her face from her art, clipped to the tile, in a ring of her colour with a soft backlight. */
function artPrincess(ctx, id) {
  const P = PRINCESS_LOOKS[id];
  ctx.save();
  roundRectPath(ctx, -44.5, -44.5, 89, 89, 15.5);
  ctx.clip();
  ctx.fillStyle = radial(ctx, 0, -6, 0, 0, -6, 44, ["rgba(255,255,255,0.55)", hexA(P.bg[0], 0.25), "rgba(255,255,255,0)"]);
  ctx.fillRect(-46, -46, 92, 92);
  drawPrincessIn(ctx, id, -47, -47, 94, 94, { pose: "rest" }, "face", "cover");
  ctx.restore();
  roundRectPath(ctx, -43, -43, 86, 86, 14);
  ctx.lineWidth = 3;
  ctx.strokeStyle = hexA(P.emblem[1], 0.9);
  ctx.stroke();
}

/** Whether symbol `id`'s picture can be painted now (a princess's waits for her art). */
export function pictureReady(id) {
  return !PRINCESS_LOOKS[id] || artReady(id);
}

/** Low symbol: glossy red heart. */
function artHeart(ctx) {
  heartPath(ctx, 0, 4, 78);
  ctx.fillStyle = radial(ctx, -12, -10, 2, 0, 2, 46, ["#ff9aa6", "#ff2a48", "#b0001e", "#6a0012"]);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = "#4a000e";
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-18, -14, 9, 5, -0.6, 0, TAU);
  ctx.fillStyle = "rgba(255,255,255,0.75)";
  ctx.fill();
  ctx.beginPath();
  ctx.arc(-8, -20, 2.5, 0, TAU);
  ctx.fill();
  sparklePath(ctx, 22, -18, 7);
  ctx.fillStyle = "rgba(255,240,245,0.9)";
  ctx.fill();
}

/** Low symbol: golden bell with a red bow and a clapper. */
function artBell(ctx) {
  const metal = linear(ctx, -32, 0, 32, 0, ["#7a4600", "#e8a21a", "#fff2a8", "#ffcc3a", "#b06a00", "#6a3a00"]);
  // clapper
  ctx.beginPath();
  ctx.arc(0, 30, 7, 0, TAU);
  ctx.fillStyle = radial(ctx, -2, 28, 0, 0, 30, 8, ["#fff0a0", "#d08a10", "#6a3a00"]);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#4a2800";
  ctx.stroke();
  // body
  ctx.beginPath();
  ctx.moveTo(-34, 24);
  ctx.bezierCurveTo(-28, 16, -24, 6, -23, -8);
  ctx.bezierCurveTo(-22, -26, -12, -30, 0, -30);
  ctx.bezierCurveTo(12, -30, 22, -26, 23, -8);
  ctx.bezierCurveTo(24, 6, 28, 16, 34, 24);
  ctx.quadraticCurveTo(0, 31, -34, 24);
  ctx.closePath();
  ctx.fillStyle = metal;
  ctx.fill();
  ctx.lineWidth = 2.6;
  ctx.strokeStyle = "#4a2800";
  ctx.stroke();
  // lip band
  ctx.beginPath();
  ctx.moveTo(-31, 18);
  ctx.quadraticCurveTo(0, 25, 31, 18);
  ctx.lineWidth = 3;
  ctx.strokeStyle = "#8a5200";
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-14, -20);
  ctx.quadraticCurveTo(-18, 0, -24, 16);
  ctx.lineWidth = 3.5;
  ctx.strokeStyle = "rgba(255,255,240,0.7)";
  ctx.stroke();
  // bow on top
  ctx.fillStyle = linear(ctx, 0, -42, 0, -26, ["#ff5a6a", "#c8102e"]);
  ctx.strokeStyle = "#5a0010";
  ctx.lineWidth = 2;
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(0, -33);
    ctx.bezierCurveTo(sx * 8, -46, sx * 22, -42, sx * 18, -32);
    ctx.bezierCurveTo(sx * 16, -26, sx * 6, -30, 0, -33);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(sx * 2, -32);
    ctx.lineTo(sx * 10, -20);
    ctx.lineTo(sx * 5, -21);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(0, -33, 4, 0, TAU);
  ctx.fill();
  ctx.stroke();
}

/** Low symbol: emerald brilliant cut with shaded facets. */
function artGem(ctx) {
  const T = 22; // half table width
  const top = -26;
  const girdle = -8;
  const G = 38;
  const tip = 36;
  const facets = [
    // crown
    [[-T, top], [T, top], [T * 0.55, girdle], [-T * 0.55, girdle], "#6dffc0"],
    [[-T, top], [-T * 0.55, girdle], [-G, girdle], "#2fd98e"],
    [[T, top], [G, girdle], [T * 0.55, girdle], "#1aa86a"],
    // pavilion
    [[-G, girdle], [-T * 0.55, girdle], [0, tip], "#16b06e"],
    [[-T * 0.55, girdle], [T * 0.55, girdle], [0, tip], "#0c8a52"],
    [[T * 0.55, girdle], [G, girdle], [0, tip], "#066a3c"],
  ];
  for (const f of facets) {
    const color = f[f.length - 1];
    ctx.beginPath();
    for (let i = 0; i < f.length - 1; i++) (i ? ctx.lineTo : ctx.moveTo).call(ctx, f[i][0], f[i][1]);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = "rgba(200,255,230,0.55)";
    ctx.stroke();
  }
  // table sheen
  ctx.beginPath();
  ctx.moveTo(-T + 4, top + 2);
  ctx.lineTo(T - 8, top + 2);
  ctx.lineTo(-T * 0.2, girdle - 2);
  ctx.lineTo(-T * 0.5, girdle - 2);
  ctx.closePath();
  ctx.fillStyle = "rgba(255,255,255,0.45)";
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-T, top);
  ctx.lineTo(T, top);
  ctx.lineTo(G, girdle);
  ctx.lineTo(0, tip);
  ctx.lineTo(-G, girdle);
  ctx.closePath();
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = "#03331e";
  ctx.stroke();
  sparklePath(ctx, -20, -28, 9);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
}

/** Low symbol: round purple potion flask with cork, bubbles and glass shine. */
function artPotion(ctx) {
  const cy = 12;
  const R = 27;
  // glass silhouette path (bulb + neck)
  const flask = () => {
    ctx.beginPath();
    const a = Math.asin(8 / R);
    ctx.moveTo(-8, -26);
    ctx.arc(0, cy, R, -Math.PI / 2 - a, -Math.PI / 2 + a, true);
    ctx.lineTo(8, -26);
    ctx.closePath();
  };
  flask();
  ctx.fillStyle = "rgba(220,200,255,0.22)";
  ctx.fill();
  // liquid, clipped to the flask
  ctx.save();
  flask();
  ctx.clip();
  ctx.beginPath();
  ctx.moveTo(-R, 2);
  ctx.quadraticCurveTo(-R / 2, -3, 0, 2);
  ctx.quadraticCurveTo(R / 2, 7, R, 2);
  ctx.lineTo(R, cy + R);
  ctx.lineTo(-R, cy + R);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -6, 10, 2, 0, 14, 30, ["#f2b8ff", "#b446ff", "#6a12c0", "#360870"]);
  ctx.fill();
  ctx.fillStyle = "rgba(255,230,255,0.75)";
  for (const [x, y, r] of [
    [-8, 18, 3],
    [6, 10, 2.2],
    [10, 24, 3.6],
    [-2, 30, 1.8],
    [-14, 8, 1.6],
  ]) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    ctx.fill();
  }
  ctx.restore();
  flask();
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = "#2a0a50";
  ctx.stroke();
  // glass shine
  ctx.beginPath();
  ctx.arc(0, cy, R - 6, Math.PI * 1.05, Math.PI * 1.4);
  ctx.lineWidth = 4;
  ctx.strokeStyle = "rgba(255,255,255,0.7)";
  ctx.stroke();
  // rim and cork
  roundRectPath(ctx, -11, -29, 22, 5, 2);
  ctx.fillStyle = "#e8d8ff";
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#2a0a50";
  ctx.stroke();
  roundRectPath(ctx, -7, -40, 14, 12, 3);
  ctx.fillStyle = linear(ctx, -7, 0, 7, 0, ["#8a5a2a", "#d8a060", "#8a5a2a"]);
  ctx.fill();
  ctx.stroke();
  // a star charm floating in the brew
  starPath(ctx, 0, 18, 6, 2.6);
  ctx.fillStyle = "rgba(255,240,255,0.9)";
  ctx.fill();
}

/** Each symbol's picture, painted in unit space over its tile. */
export const ART = {
  moon: artMoon,
  love: (c) => artPrincess(c, "love"),
  star: (c) => artPrincess(c, "star"),
  storm: (c) => artPrincess(c, "storm"),
  heart: artHeart,
  bell: artBell,
  gem: artGem,
  potion: artPotion,
};
