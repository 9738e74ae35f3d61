// The loading screen's pictures, painted with the game's own painters (art/): a princess in her
// window, the Trinity meter filling, and a little grid that clears for free spins. Pure painting on
// a 2D context of w x h pixels at `t` seconds: the painter (painter.js) runs it in a worker where it
// can, or on the main thread. The three princesses' pictures arrive one by one (an atlas each,
// art/princess.js): their windows show their sky and sparkles alone until all three are here, then the three fade
// in together (portraitsShown), never one princess beside two empty windows.

import { roundRectPath } from "../art/canvas.js";
import { DISPLAY_FONT, PRINCESS_IDS } from "../art/theme.js";

// The little grid of the "clear" demo, as the game's symbols (art.drawSymbol ids).
const DEMO_GRID = [
  ["heart", "bell", "gem", "potion", "love"],
  ["gem", "star", "heart", "bell", "potion"],
  ["potion", "heart", "moon", "gem", "storm"],
  ["bell", "potion", "gem", "heart", "bell"],
  ["love", "gem", "bell", "storm", "heart"],
];
// The loading screen shows before the engine's config: its pictures are sized by themselves.
const DEMO_SIZE = DEMO_GRID.length;
const DEMO_CELLS = DEMO_SIZE * DEMO_SIZE;
const CLEAR_ORDER = DEMO_GRID.flat().map((_, i) => (i * 7) % DEMO_CELLS); // cells leave in a scattered order (7 is prime to 25)
const METER_FILLS = [0.5, 1.3, 2.1]; // when (s into the loop) each section of the demo meter fills
export const REVEAL_S = 0.4; // the three portraits' fade in, once all three pictures are here

/**
 * How far the princesses show in their windows at `t` seconds, 0 (the windows' sky alone) to 1: 0 until all
 * three have their pictures (art.artReady), then a fade of REVEAL_S from the first `t` that finds
 * them all, kept in `reveal` ({at: null} to begin with); at once with reduced motion (`still`).
 */
export function portraitsShown(art, reveal, t, still) {
  if (reveal.at === null) {
    if (!PRINCESS_IDS.every((id) => art.artReady(id))) return 0;
    reveal.at = t;
  }
  return still ? 1 : Math.max(0, Math.min(1, (t - reveal.at) / REVEAL_S));
}

/**
 * Paint one picture of the intro: `item` {kind: "princess" | "meter" | "clear", id (a princess)},
 * `still` (reduced motion: one fixed frame), `words` {free, spins, plate} (the clear's last words, the nameplate's),
 * `shown`: how far a princess shows in her window (portraitsShown: 0, her window's sky alone).
 */
export function paintIntro(art, ctx, item, w, h, t, still, words, shown = 1) {
  ctx.clearRect(0, 0, w, h);
  art.setSymbolWords({}); // the little grid's moon bears no ribbon: its word would be a fragment at that size
  // a little room above the arch for her emblem
  if (item.kind === "princess") art.drawPrincess(ctx, item.id, 0, h * 0.05, w, h * 0.95, still ? 0 : t, { plate: words.plate, figure: shown });
  else if (item.kind === "meter") paintMeter(art, ctx, w, h, t, still);
  else if (item.kind === "clear") paintClear(art, ctx, w, h, t, still, words);
}

/** The meter fills a section at a time, glows full, and empties again (a 5 s loop). */
function paintMeter(art, ctx, w, h, t, still) {
  const loop = still ? 3 : t % 5;
  const fill = (from) => Math.max(0, Math.min(1, (loop - from) / 0.5));
  const value = loop > 4.5 ? 0 : METER_FILLS.reduce((sum, from) => sum + fill(from), 0);
  const mw = w * 0.8;
  const mh = Math.min(h * 0.7, mw * 0.32);
  art.drawMeter(ctx, value, (w - mw) / 2, (h - mh) / 2, mw, mh, still ? 0 : t);
}

/** The grid's symbols burst one by one until it is clear, then free spins (a 6 s loop). */
function paintClear(art, ctx, w, h, time, still, words) {
  const loop = still ? 2.2 : time % 6;
  const side = Math.min(w, h) * 0.96;
  const x0 = (w - side) / 2;
  const y0 = (h - side) / 2;
  const pad = side * 0.05;
  const cell = (side - pad * 2) / DEMO_SIZE;
  // the grid's frame, as the game's: a dark panel with a gold edge
  ctx.save();
  roundRectPath(ctx, x0, y0, side, side, side * 0.08);
  ctx.fillStyle = "rgba(12, 6, 40, 0.85)";
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, side * 0.015);
  ctx.strokeStyle = "rgba(255, 214, 107, 0.75)";
  ctx.stroke();
  ctx.restore();
  const start = 0.5;
  const step = 0.11;
  for (let k = 0; k < DEMO_CELLS; k++) {
    const index = CLEAR_ORDER[k];
    const r = Math.floor(index / DEMO_SIZE);
    const c = index % DEMO_SIZE;
    const burst = Math.max(0, Math.min(1, (loop - start - k * step) / 0.3));
    if (burst >= 1) continue;
    art.drawSymbol(ctx, DEMO_GRID[r][c], x0 + pad + (c + 0.5) * cell, y0 + pad + (r + 0.5) * cell, cell * 0.92, still ? 0 : time, { burst });
  }
  const clear = start + (DEMO_CELLS - 1) * step + 0.3;
  if (loop > clear) {
    // the grid is clear: free spins
    ctx.save();
    ctx.globalAlpha = Math.min(1, (loop - clear) / 0.3);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = `bold ${Math.round(side * 0.19)}px ${DISPLAY_FONT}`;
    ctx.lineWidth = Math.max(2, side * 0.025);
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#3a0a30";
    ctx.fillStyle = "#ffd66b";
    for (const [text, dy] of [
      [words.free, -0.12],
      [words.spins, 0.12],
    ]) {
      ctx.strokeText(text, w / 2, h / 2 + dy * side);
      ctx.fillText(text, w / 2, h / 2 + dy * side);
    }
    ctx.restore();
  }
}
