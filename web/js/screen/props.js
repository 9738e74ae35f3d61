// The props: what stands on the stage between two frames, in grid units (column x, row y): the
// symbols in their cells and the ones leaving, the win lines and labels, the banners and the shows.
// The presenter's moments change them; the renderer paints them in the layout's zones (on the
// page's stage, the `#stage` element).

/** A symbol on the stage, at row `r`, column `c`. */
export function sprite(id, r, c) {
  return { id, x: c, y: r, scale: 1, alpha: 1, glow: 0, flip: 1 };
}

/** The cells of an `n` x `n` grid as `grid` (rows of symbol ids or null) fills them. */
export function cellsFromGrid(grid, n) {
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (grid && grid[r] && grid[r][c] ? sprite(grid[r][c], r, c) : null)));
}

/** Cells as `grid` says, keeping the sprites already there (their animations run on). */
export function syncCells(cells, grid) {
  return cells.map((row, r) =>
    row.map((s, c) => {
      const id = grid && grid[r] && grid[r][c];
      if (!id) return null;
      return s && s.id === id ? s : sprite(id, r, c);
    }),
  );
}

/** The props of an empty stage. */
export function emptyProps() {
  return {
    cells: [],
    ghosts: [], // symbols leaving their cells
    texts: [], // the label layer: a win's pay at its run
    lines: [], // win lines over their runs
    dim: 0, // 0..1: the symbols that did not win dim while the winners glow
    banner: null, // over the grid: its middle, or its top row
    powerBanner: null, // the banner band: never on the cells a power changes
    overlay: null, // the max-win and the feature-total screens
    total: null, // the message band, after Stop: the round's total, until the next round
    bigWin: null,
    featureStart: null, // a feature's start on the whole stage: {kind, ids, title, subtitle, p, out, still}
    cheer: 0, // 0..1: the princess celebrates a big win
    powerPrincess: null, // the princess whose power plays
    lean: 0, // 0..1: she leans out of her frame towards the grid (a power's anticipation)
    cutIn: null, // a power's cut-in: {id, k (0..1 of its sweep), still}: she crosses the stage large
    halt: 0, // 0..1: Stop's moment: she raises her hand
    flash: 0, // 0..1: Stop's freeze-flash over the grid
    // the scene's layers moved apart (parallax, -1..1), the moon's glow (0..1: a wild landed), and
    // the free spins' sky: their princess's colour (`tint`) come in as far as `feature` (0..1)
    sky: { depth: 0, moonGlow: 0, tint: null, feature: 0 },
    pops: { multiplier: 0, meter: 0, princess: 0, power: 0 },
    princessFade: { from: null, to: null, p: 1 }, // the portrait's princess (`to`), fading in over the one before
    added: null, // {count, number}: spins a full meter added in free spin `number`, on the free-spins box until the spin after it ends
    reached: 0, // the multiplier the last round reached (over x1), beside the medal until the next round begins
  };
}
