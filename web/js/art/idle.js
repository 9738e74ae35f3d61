// Before the first round the grid has no outcome to show: it invites a spin with every symbol of
// the game, laid so that none stands in a run (nothing here looks like a win), breathing in a slow
// wave, under a plate that says how to play once.

import { drawBanner } from "./banner.js";
import { drawSymbol } from "./symbols.js";
import { SYMBOL_COLOURS } from "./theme.js";

const SYMBOLS = Object.keys(SYMBOL_COLOURS);
const STEP_DOWN = 3; // a row starts this many symbols on: no two neighbours alike across or down, so no run

/** True when no cell holds a symbol and nothing is moving on the grid. */
export function gridIsIdle(scene) {
  if (scene.ghosts.length || scene.banner || scene.bigWin || !scene.hud || scene.hud.roundOpen) return false;
  return scene.cells.every((row) => row.every((cell) => !cell));
}

/** The symbol the idle grid shows at (r, c). */
export function idleSymbol(r, c) {
  return SYMBOLS[(r * STEP_DOWN + c) % SYMBOLS.length];
}

/**
 * The invitation on the grid `{x, y, size, n, pad, cell}`: its symbols breathing, and across its
 * middle a plate with `words` {title, hint} (none where `words` is null). Returns the plate as drawn (drawBanner's), or null.
 */
export function drawIdle(ctx, grid, t, words) {
  const { x, y, n, pad, cell } = grid;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const wave = Math.sin(t * 1.4 - (r + c) * 0.55);
      const cx = x + pad + (c + 0.5) * cell;
      const cy = y + pad + (r + 0.5) * cell - wave * cell * 0.025;
      drawSymbol(ctx, idleSymbol(r, c), cx, cy, cell * 0.92, t, { alpha: 0.78, scale: 1 + 0.0125 * (1 + wave), highlight: 0.12 + 0.12 * wave });
    }
  }
  const h = Math.min(grid.size * 0.4, Math.max(cell * 1.6, 84)); // room for the hint on two lines on a small grid
  const plate = { x: x + grid.size * 0.06, y: y + (grid.size - h) / 2, w: grid.size * 0.88, h };
  return words ? drawBanner(ctx, { title: words.title, subtitle: words.hint, tone: "gold", place: "idle", p: 1, out: 0 }, plate) : null;
}
