// The princess figure (unit space), shared by the princess symbols, the portraits and the
// free-spins cards: face, hair, dress and tiara in each princess's looks (theme.js).

import { clamp01, drawEmblem, hexA, linear, radial, TAU } from "./canvas.js";
import { PRINCESS_LOOKS } from "./theme.js";

/**
 * Draws a princess bust in unit space: face centred at (0, 0), face about 40 wide;
 * the figure spans roughly x -50..50, y -48..(50 + body).
 * a = {sway, breathe, blink, body, joy} animate hair, chest, eyes; body extends the dress downward;
 * joy (0..1) closes her eyes in a smile and opens her mouth (a big win).
 */
export function drawGirl(ctx, id, a = {}) {
  const P = PRINCESS_LOOKS[id];
  const sway = a.sway || 0;
  const body = a.body || 0;
  const lw = a.line || 1.6;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  const hairFill = linear(ctx, 0, -34, 0, 50, P.hair);
  const outline = () => {
    ctx.lineWidth = lw;
    ctx.strokeStyle = P.line;
    ctx.stroke();
  };

  // back hair, behind everything
  ctx.fillStyle = hairFill;
  backHair(ctx, id, sway, body);
  ctx.fill();
  outline();

  // dress and shoulders
  ctx.save();
  ctx.translate(0, 30);
  ctx.scale(1 + (a.breathe || 0), 1 + (a.breathe || 0) * 1.6);
  ctx.beginPath();
  ctx.moveTo(-46, 24 + body);
  ctx.bezierCurveTo(-44, 8, -36, 2, -20, 0);
  ctx.lineTo(20, 0);
  ctx.bezierCurveTo(36, 2, 44, 8, 46, 24 + body);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 0, 0, 26 + body, P.dress);
  ctx.fill();
  outline();
  // puffed sleeves: the princess silhouette
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(sx * 35, 8, 11, 8, sx * 0.45, 0, TAU);
    ctx.fillStyle = radial(ctx, sx * 32, 4, 1, sx * 35, 8, 12, ["#ffffff", P.dress[0], P.dress[1]]);
    ctx.fill();
    outline();
    ctx.beginPath();
    ctx.moveTo(sx * 31, 2);
    ctx.quadraticCurveTo(sx * 35, 8, sx * 33, 14);
    ctx.lineWidth = 0.9;
    ctx.strokeStyle = hexA(P.line, 0.45);
    ctx.stroke();
  }
  // skin neckline
  ctx.beginPath();
  ctx.moveTo(-15, 0);
  ctx.quadraticCurveTo(0, 16, 15, 0);
  ctx.closePath();
  ctx.fillStyle = P.skin[1];
  ctx.fill();
  // neckline trim in the emblem colour, plus a pendant
  ctx.beginPath();
  ctx.moveTo(-17, 0);
  ctx.quadraticCurveTo(0, 18, 17, 0);
  ctx.lineWidth = 3;
  ctx.strokeStyle = P.tiara[1];
  ctx.stroke();
  drawEmblem(ctx, id, 0, 12, 8, 0.12);
  ctx.restore();

  // neck
  ctx.beginPath();
  ctx.moveTo(-6.5, 14);
  ctx.lineTo(-6.5, 31);
  ctx.quadraticCurveTo(0, 35, 6.5, 31);
  ctx.lineTo(6.5, 14);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 14, 0, 32, [P.skin[1], P.skin[0]]);
  ctx.fill();

  // face
  ctx.beginPath();
  ctx.moveTo(0, -23);
  ctx.bezierCurveTo(14, -23, 20, -13, 20, -2);
  ctx.bezierCurveTo(20, 10, 11, 21, 0, 22);
  ctx.bezierCurveTo(-11, 21, -20, 10, -20, -2);
  ctx.bezierCurveTo(-20, -13, -14, -23, 0, -23);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -4, -6, 2, 0, 0, 24, [P.skin[0], P.skin[0], P.skin[1]]);
  ctx.fill();
  outline();

  // cheeks
  ctx.fillStyle = "rgba(255,110,140,0.38)";
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(sx * 11.5, 9, 4.6, 2.8, 0, 0, TAU);
    ctx.fill();
  }

  // eyes: large, dark rim, coloured iris, two highlights
  const blink = clamp01(a.blink || 0);
  const joy = clamp01(a.joy || 0);
  for (const sx of [-1, 1]) {
    const ex = sx * 8;
    const ey = 2;
    if (joy > 0.5) {
      // laughing eyes: closed upward arches
      ctx.beginPath();
      ctx.moveTo(ex - 4.6, ey + 1.5);
      ctx.quadraticCurveTo(ex, ey - 4.5, ex + 4.6, ey + 1.5);
      ctx.lineWidth = 1.9;
      ctx.strokeStyle = P.line;
      ctx.stroke();
      continue;
    }
    if (blink > 0.6) {
      ctx.beginPath();
      ctx.moveTo(ex - 4.5, ey + 1);
      ctx.quadraticCurveTo(ex, ey + 3.5, ex + 4.5, ey + 1);
      ctx.lineWidth = 1.6;
      ctx.strokeStyle = P.line;
      ctx.stroke();
      continue;
    }
    const ry = 6 * (1 - blink);
    ctx.beginPath();
    ctx.ellipse(ex, ey, 4.6, ry, 0, 0, TAU);
    ctx.fillStyle = "#ffffff";
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(ex, ey + 0.4, 4, ry * 0.9, 0, 0, TAU);
    ctx.fillStyle = linear(ctx, 0, ey - ry, 0, ey + ry, ["#1a0a26", P.eye, "#ffffff"]);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(ex, ey + 0.8, 1.6, ry * 0.42, 0, 0, TAU);
    ctx.fillStyle = "#12061c";
    ctx.fill();
    ctx.fillStyle = "#ffffff";
    ctx.beginPath();
    ctx.arc(ex - 1.4, ey - 2 * (1 - blink), 1.5, 0, TAU);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(ex + 1.5, ey + 2.4 * (1 - blink), 0.7, 0, TAU);
    ctx.fill();
    // upper lash line: a round arch with a small outward flick
    ctx.beginPath();
    ctx.moveTo(ex - sx * 4.6, ey - ry * 0.3);
    ctx.quadraticCurveTo(ex + sx * 0.4, ey - ry * 1.6, ex + sx * 4.9, ey - ry * 0.4);
    ctx.lineTo(ex + sx * 6.3, ey - ry * 0.8);
    ctx.lineWidth = 1.9;
    ctx.strokeStyle = P.line;
    ctx.stroke();
  }
  // brows
  ctx.lineWidth = 1.1;
  ctx.strokeStyle = P.hair[2];
  for (const sx of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(sx * 5, -10.5);
    ctx.quadraticCurveTo(sx * 8.5, -13, sx * 12, -11.5);
    ctx.stroke();
  }
  // nose and smile
  ctx.beginPath();
  ctx.moveTo(0.3, 8.5);
  ctx.lineTo(-0.8, 10);
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(150,70,60,0.55)";
  ctx.stroke();
  ctx.beginPath();
  if (joy > 0.5) {
    // an open, delighted smile
    ctx.moveTo(-5.5, 12.6);
    ctx.quadraticCurveTo(0, 22, 5.5, 12.6);
    ctx.quadraticCurveTo(0, 14, -5.5, 12.6);
  } else {
    ctx.moveTo(-4, 13.6);
    ctx.quadraticCurveTo(0, 18.4, 4, 13.6);
    ctx.quadraticCurveTo(0, 15, -4, 13.6);
  }
  ctx.fillStyle = "#e0486e";
  ctx.fill();
  ctx.lineWidth = 0.9;
  ctx.strokeStyle = "#a0284a";
  ctx.stroke();

  // fringe and front locks
  ctx.fillStyle = hairFill;
  frontHair(ctx, id, sway);
  ctx.fill();
  outline();
  hairStrands(ctx, id, sway);
  hairShine(ctx, id);

  // tiara on top
  drawTiara(ctx, id);
}

/** Back hair silhouette: long waves (love), buns and bob (star), wind-blown (storm). */
function backHair(ctx, id, sway, body) {
  const s = sway;
  ctx.beginPath();
  if (id === "love") {
    ctx.moveTo(0, -33);
    ctx.bezierCurveTo(22, -34, 31, -20, 29, -2);
    ctx.bezierCurveTo(28, 12, 37 + s, 20, 31 + s, 33);
    ctx.bezierCurveTo(26 + s, 42, 37 + s * 1.5, 48, 31 + s * 1.5, 58 + body * 0.5);
    ctx.bezierCurveTo(20, 60 + body * 0.5, 10, 52, 0, 52);
    ctx.bezierCurveTo(-10, 52, -20, 60 + body * 0.5, -31 + s * 1.5, 58 + body * 0.5);
    ctx.bezierCurveTo(-37 + s * 1.5, 48, -26 + s, 42, -31 + s, 33);
    ctx.bezierCurveTo(-37 + s, 20, -28, 12, -29, -2);
    ctx.bezierCurveTo(-31, -20, -22, -34, 0, -33);
  } else if (id === "star") {
    // two buns, then a chin-length bob flicking outward
    ctx.moveTo(-19 + 10, -28);
    ctx.arc(-19, -28, 10, 0, TAU);
    ctx.moveTo(19 + 10, -28);
    ctx.arc(19, -28, 10, 0, TAU);
    ctx.moveTo(0, -32);
    ctx.bezierCurveTo(20, -32, 28, -20, 27, -4);
    ctx.bezierCurveTo(26, 8, 28 + s, 18, 35 + s, 22);
    ctx.bezierCurveTo(28, 28, 22, 24, 18, 20);
    ctx.lineTo(-18, 20);
    ctx.bezierCurveTo(-22, 24, -28, 28, -35 + s, 22);
    ctx.bezierCurveTo(-28 + s, 18, -26, 8, -27, -4);
    ctx.bezierCurveTo(-28, -20, -20, -32, 0, -32);
  } else {
    // storm: hair blown to the right in long pointed streaks
    const w = s * 1.6;
    ctx.moveTo(-4, -33);
    ctx.bezierCurveTo(16, -36, 30, -28, 36 + w, -24);
    ctx.quadraticCurveTo(44 + w, -22, 52 + w, -26);
    ctx.quadraticCurveTo(46 + w, -16, 38 + w, -12);
    ctx.quadraticCurveTo(48 + w, -10, 56 + w, -14);
    ctx.quadraticCurveTo(48 + w, 0, 36 + w, 2);
    ctx.quadraticCurveTo(46 + w, 6, 52 + w, 6);
    ctx.quadraticCurveTo(42 + w, 18, 30 + w * 0.6, 16);
    ctx.quadraticCurveTo(34 + w * 0.6, 28, 40 + w, 34 + body * 0.3);
    ctx.quadraticCurveTo(26, 34, 20, 24);
    ctx.lineTo(-20, 24);
    ctx.quadraticCurveTo(-26, 30, -30 + w * 0.4, 38);
    ctx.quadraticCurveTo(-32, 20, -28, 4);
    ctx.bezierCurveTo(-30, -16, -24, -32, -4, -33);
  }
  ctx.closePath();
}

/** Fringe and face-framing locks drawn over the face. */
function frontHair(ctx, id, sway) {
  const s = sway;
  ctx.beginPath();
  if (id === "love") {
    // side-parted wavy fringe
    ctx.moveTo(-21, 4);
    ctx.bezierCurveTo(-25, -20, -10, -31, 4, -31);
    ctx.bezierCurveTo(18, -31, 25, -19, 21, 2);
    ctx.bezierCurveTo(19, -8, 15, -14, 9, -17);
    ctx.bezierCurveTo(6, -10, -2, -7, -10, -8);
    ctx.bezierCurveTo(-14, -8, -17, -5, -18, -1);
    ctx.bezierCurveTo(-19, 1, -20, 2, -21, 4);
    // curls in front of the shoulders
    ctx.moveTo(-21, -4);
    ctx.bezierCurveTo(-27, 10, -18 + s, 18, -24 + s, 28);
    ctx.bezierCurveTo(-28 + s, 36, -20 + s, 42, -16 + s, 38);
    ctx.bezierCurveTo(-22 + s, 32, -12 + s, 24, -16, 12);
    ctx.bezierCurveTo(-18, 4, -18, 0, -21, -4);
    ctx.moveTo(21, -4);
    ctx.bezierCurveTo(27, 10, 18 + s, 18, 24 + s, 28);
    ctx.bezierCurveTo(28 + s, 36, 20 + s, 42, 16 + s, 38);
    ctx.bezierCurveTo(22 + s, 32, 12 + s, 24, 16, 12);
    ctx.bezierCurveTo(18, 4, 18, 0, 21, -4);
  } else if (id === "star") {
    // blunt scalloped fringe and straight side pieces
    ctx.moveTo(-21, 8);
    ctx.bezierCurveTo(-25, -20, -12, -31, 0, -31);
    ctx.bezierCurveTo(12, -31, 25, -20, 21, 8);
    ctx.lineTo(18, 8);
    ctx.lineTo(17, -12);
    ctx.quadraticCurveTo(13.5, -9, 10, -12);
    ctx.quadraticCurveTo(6.5, -9, 3, -12);
    ctx.quadraticCurveTo(0, -9, -3, -12);
    ctx.quadraticCurveTo(-6.5, -9, -10, -12);
    ctx.quadraticCurveTo(-13.5, -9, -17, -12);
    ctx.lineTo(-18, 8);
    ctx.closePath();
  } else {
    // storm: one big swept bang from the left, whipping off to the right
    ctx.moveTo(-21, 4);
    ctx.bezierCurveTo(-26, -22, -8, -33, 8, -31);
    ctx.bezierCurveTo(20, -30, 26, -22, 31 + s, -22);
    ctx.quadraticCurveTo(26 + s, -16, 21, -15);
    ctx.quadraticCurveTo(23, -6, 21, 2);
    ctx.bezierCurveTo(18, -8, 14, -12, 8, -13);
    ctx.bezierCurveTo(0, -14, -10, -10, -14, -2);
    ctx.quadraticCurveTo(-17, 0, -21, 4);
  }
  ctx.closePath();
}

/** Strand lines inside the hair masses, for texture. */
const STRANDS = {
  love: [
    [-14, -24, -20, -12, -18, 0],
    [10, -26, 20, -18, 19, -4],
    [-2, -28, -6, -18, -12, -10],
    [26, 8, 30, 20, 28, 40],
    [-26, 8, -30, 20, -28, 40],
  ],
  star: [
    [-10, -28, -20, -20, -21, 0],
    [10, -28, 20, -20, 21, 0],
    [22, 2, 24, 10, 30, 18],
    [-22, 2, -24, 10, -30, 18],
    [-19, -32, -14, -28, -16, -22],
    [19, -32, 14, -28, 16, -22],
  ],
  storm: [
    [0, -30, 16, -30, 26, -20],
    [-12, -26, 0, -20, 10, -16],
    [30, -16, 38, -14, 46, -14],
    [28, 2, 36, 2, 44, 4],
    [-24, 6, -26, 18, -28, 32],
  ],
};
function hairStrands(ctx, id, sway) {
  ctx.lineWidth = 1;
  ctx.strokeStyle = hexA(PRINCESS_LOOKS[id].hair[2], 0.5);
  for (const [x0, y0, cx, cy, x1, y1] of STRANDS[id]) {
    const s = y1 > 10 ? sway : 0;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(cx + s * 0.5, cy, x1 + s, y1);
    ctx.stroke();
  }
}

/** A glossy highlight band across the crown of the head. */
function hairShine(ctx, id) {
  ctx.beginPath();
  const y = id === "star" ? -23 : -24;
  ctx.moveTo(-14, y + 4);
  ctx.quadraticCurveTo(-2, y - 4, 12, y + 2);
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = "rgba(255,255,255,0.45)";
  ctx.stroke();
}

/** Tiara band with three points and the princess emblem in the middle. */
function drawTiara(ctx, id) {
  const P = PRINCESS_LOOKS[id];
  ctx.beginPath();
  ctx.moveTo(-16, -23);
  ctx.lineTo(-15, -31);
  ctx.lineTo(-10, -27);
  ctx.lineTo(-5, -36);
  ctx.lineTo(0, -30);
  ctx.lineTo(5, -36);
  ctx.lineTo(10, -27);
  ctx.lineTo(15, -31);
  ctx.lineTo(16, -23);
  ctx.quadraticCurveTo(0, -28, -16, -23);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, -37, 0, -23, P.tiara);
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = P.tiara[2];
  ctx.stroke();
  for (const x of [-10, 10]) {
    ctx.beginPath();
    ctx.arc(x, -25.5, 1.5, 0, TAU);
    ctx.fillStyle = P.emblem[1];
    ctx.fill();
  }
  drawEmblem(ctx, id, 0, -35, id === "star" ? 17 : 14, 0.09);
}
