// The grid's board: its panel (a glowing frame in the phase's colours over n x n cell tiles, each
// with a faint sparkle that shows where a win emptied it) and the win lines drawn over a winning run.

import { roundRectPath, sparklePath } from "./canvas.js";
import { GRID_PANEL, SCREEN_COLOURS } from "./theme.js";

/** The panel of a `size` px grid of n x n cells, drawn `m` px in from the corner (room for its glow); `phase` picks its colours. */
export function paintGridPanel(ctx, m, size, n, phase) {
  const look = GRID_PANEL[phase] || GRID_PANEL.base;
  roundRectPath(ctx, m, m, size, size, size * 0.045);
  const fill = ctx.createLinearGradient(m, m, m, m + size);
  fill.addColorStop(0, look.fill);
  fill.addColorStop(1, GRID_PANEL.foot);
  ctx.fillStyle = fill;
  ctx.shadowColor = look.glow;
  ctx.shadowBlur = size * 0.05;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(2, size * 0.006);
  const rim = ctx.createLinearGradient(m, m, m + size, m + size);
  rim.addColorStop(0, SCREEN_COLOURS.ring);
  rim.addColorStop(0.5, look.rim);
  rim.addColorStop(1, SCREEN_COLOURS.ring);
  ctx.strokeStyle = rim;
  ctx.stroke();
  const pad = size * 0.035;
  const cell = (size - 2 * pad) / n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cx = m + pad + (c + 0.5) * cell;
      const cy = m + pad + (r + 0.5) * cell;
      ctx.fillStyle = GRID_PANEL.cells[(r + c) % 2];
      roundRectPath(ctx, cx - cell * 0.46, cy - cell * 0.46, cell * 0.92, cell * 0.92, cell * 0.12);
      ctx.fill();
      // a faint sparkle in its middle: a cell a win emptied reads as cleared, not as missing
      sparklePath(ctx, cx, cy, cell * 0.14);
      ctx.fill();
    }
  }
}

/** A win line through `points` ([x, y] px, the run's cell centres), drawn `p` (0..1) of the way, in `colour`. */
export function drawWinLine(ctx, points, p, colour, cell) {
  if (points.length < 2) return;
  const n = Math.max(1, Math.floor(p * (points.length - 1) * 100) / 100);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(points[0][0], points[0][1]);
  const whole = Math.floor(n);
  for (let i = 1; i <= whole && i < points.length; i++) ctx.lineTo(points[i][0], points[i][1]);
  if (whole < points.length - 1) {
    const f = n - whole;
    const [ax, ay] = points[whole];
    const [bx, by] = points[whole + 1];
    ctx.lineTo(ax + (bx - ax) * f, ay + (by - ay) * f);
  }
  ctx.globalAlpha = 0.3;
  ctx.lineWidth = cell * 0.3;
  ctx.stroke();
  ctx.globalAlpha = 0.85;
  ctx.lineWidth = cell * 0.1;
  ctx.stroke();
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = SCREEN_COLOURS.white;
  ctx.lineWidth = cell * 0.03;
  ctx.stroke();
  ctx.restore();
}
