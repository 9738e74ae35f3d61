// Before the first round the grid is empty: it invites a spin rather than look unfinished.
// Nothing here looks like an outcome: one moon and the words, no symbols in cells.

import { drawSymbol } from "./symbols.js";
import { DISPLAY_FONT, FONT, MIN_TEXT_PX } from "./theme.js";

/** True when no cell holds a symbol and nothing is moving on the grid. */
export function gridIsIdle(scene) {
  if (scene.ghosts.length || scene.banner || scene.bigWin || !scene.hud || scene.hud.roundOpen) return false;
  return scene.cells.every((row) => row.every((cell) => !cell));
}

/**
 * The invitation, centred on the grid `{x, y, size}` (still: the grid at rest draws 10 frames a
 * second). `words`: {title, hint, hintLines (the hint on two lines, where one does not fit)}.
 */
export function drawIdle(ctx, grid, t, words) {
  const cx = grid.x + grid.size / 2;
  const cy = grid.y + grid.size / 2;
  ctx.save();
  drawSymbol(ctx, "moon", cx, cy - grid.size * 0.12, grid.size * 0.3, t, { highlight: 0.4 });
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = `bold ${Math.round(grid.size * 0.075)}px ${DISPLAY_FONT}`;
  const g = ctx.createLinearGradient(0, cy + grid.size * 0.1, 0, cy + grid.size * 0.17);
  g.addColorStop(0, "#fff6cf");
  g.addColorStop(1, "#ffae3c");
  ctx.lineWidth = grid.size * 0.012;
  ctx.strokeStyle = "rgba(30, 8, 50, 0.9)";
  ctx.strokeText(words.title, cx, cy + grid.size * 0.14, grid.size * 0.9);
  ctx.fillStyle = g;
  ctx.fillText(words.title, cx, cy + grid.size * 0.14, grid.size * 0.9);
  const px = Math.max(MIN_TEXT_PX, Math.round(grid.size * 0.036));
  ctx.font = `${px}px ${FONT}`;
  ctx.fillStyle = "rgba(235, 230, 255, 0.85)";
  // one line where it fits at a readable size, else two
  const lines = ctx.measureText(words.hint).width <= grid.size * 0.9 ? [words.hint] : words.hintLines;
  lines.forEach((line, i) => ctx.fillText(line, cx, cy + grid.size * 0.24 + i * px * 1.3));
  ctx.restore();
}
