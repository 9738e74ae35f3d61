// The screen's zones, computed once for each size of the stage: where the grid, the princess's
// portrait, the meter, the multiplier and the free-spins box stand, and the bands a moment may put
// its words in. A moment names its zone (presenter.js); the renderer paints there. Nothing covers
// the cells unless it is about the cells.
//
// Zones, in CSS pixels:
// - grid: {x, y, size, w, h, n, pad, cell}: the grid's panel, n x n cells of `cell` px
// - portrait, meter, freeSpins: boxes {x, y, w, h}; multiplier: a badge {cx, cy, r} (and its box)
// - bannerBand: beside the grid (over her nameplate and the meter, below her figure) in landscape,
//   above it beside the portrait in portrait: a moment that is not about the cells (a Girl
//   Power's banner, a free spin's count while the grid lands)
// - labels: the label layer, over the grid: a win's pay at its run
// - messageBand: a line the round leaves at rest (the total after a Stop), over the portrait's
//   lower part: never on the cells
// - notice: where the page's note over the game (resuming a round) goes: the row above the grid
//   (tall), the column left of it above the multiplier (wide): never on the cells

import { MIN_TEXT_PX } from "../art/theme.js";

const WIDE = 1.25; // a stage this much wider than tall puts the portrait and the badges beside the grid
const SIDE = 0.55; // each column beside the grid, of the grid's size, where the stage is wide enough
const SIDE_MIN = 0.38; // how narrow they get before the grid gives up height (a small phone on its side)

const REMINDER_H = (4 * 1.3 * MIN_TEXT_PX) / 0.9 + 1; // four lines of the free-spins box's reminder at MIN_TEXT_PX (art/badges.js)

function box(x, y, w, h) {
  return { x, y, w, h };
}

/** The zones of a stage at (x, y), w x h CSS px, for an n x n grid. */
export function computeLayout(x, y, w, h, n) {
  const gap = Math.max(10, Math.min(w, h) * 0.025);
  const wide = w / h >= WIDE;
  const zones = wide ? landscape(x, y, w, h, gap) : portrait(x, y, w, h, gap);
  zones.wide = wide;
  const { x: gx, y: gy, size } = zones.grid;
  const pad = size * 0.035;
  zones.grid = { x: gx, y: gy, size, w: size, h: size, n, pad, cell: (size - 2 * pad) / n };
  zones.labels = box(gx, gy, size, size);
  zones.messageBand = lowerPart(zones.portrait, gap);
  const m = zones.multiplier;
  Object.assign(m, box(m.cx - m.r, m.cy - m.r, 2 * m.r, 2 * m.r));
  const f = zones.freeSpins;
  const fh = f.h || f.w * 0.62;
  Object.assign(f, { h: fh, x: f.cx - f.w / 2, y: f.cy - fh / 2 });
  return zones;
}

// A caption on her portrait (a change's words, a Stop's total) is a plate at its foot, over her
// nameplate, this share of its height where its words fit (a change's under her chin to the foot
// filled the portrait's lower half at 2560x1440 and hid her figure).
const CAPTION = 1 / 3;

/**
 * Over the lower part of the portrait `p`, her nameplate included: a third of it (CAPTION), more where
 * it is narrow (its words take more lines).
 */
function lowerPart(p, gap) {
  const share = Math.min(narrowShare(p), Math.max(CAPTION, 60 / p.w));
  return box(p.x - gap * 0.4, p.y + p.h * (1.03 - share), p.w + gap * 0.8, p.h * share);
}

/** The share of the portrait `p`'s height a banner beside it takes: more where it is narrow (its words take more lines). */
function narrowShare(p) {
  return Math.min(0.62, Math.max(0.39, 60 / p.w));
}

// Where her portrait's parts stand, of its zone (art/princesses/*.svg in their frame): her face
// (her hair's top to her chin) and the top of her nameplate, below her figure.
const FACE = Object.freeze({ x: 0.22, y: 0.12, w: 0.56, h: 0.42 });
const NAMEPLATE = 0.81;

/** Her face in the portrait `p`: a box that a banner beside the grid must leave in sight. */
export function faceBox(p) {
  return box(p.x + p.w * FACE.x, p.y + p.h * FACE.y, p.w * FACE.w, p.h * FACE.h);
}

/** The portrait `p`'s foot, over her nameplate, at most CAPTION of its height and never over her face. */
function underFace(p) {
  const face = faceBox(p);
  const top = Math.max(face.y + face.h + p.h * 0.02, p.y + p.h * (1 - CAPTION));
  return box(p.x, top, p.w, p.y + p.h - top);
}

/**
 * Wide, the banner band: from her nameplate's top to the meter's foot, over the nameplate (a power's
 * banner names her too) and the meter, never over her face or her figure, on a phone on its side as
 * at a desk. Where the portrait is narrow (640x360) that is too little room for a long language's
 * words at 11 px: the band then reaches up over her lower figure, as high as her words want
 * (`narrowShare`), and never higher than her chin.
 */
function belowHer(p, meter, gap) {
  const bottom = meter.y + meter.h;
  const chin = faceBox(p);
  const top = Math.max(chin.y + chin.h, Math.min(p.y + p.h * NAMEPLATE, bottom - p.h * narrowShare(p)));
  return box(p.x - gap * 0.4, top, p.w + gap * 0.8, bottom - top);
}

/** Wide: the multiplier and the free-spins box left of the grid, the portrait and the meter right of it. */
function landscape(x, y, w, h, gap) {
  // the columns beside the grid narrow before the grid gives up any height
  const k = Math.max(SIDE_MIN, Math.min(SIDE, ((w - 4 * gap) / (h - gap) - 1) / 2));
  const size = Math.max(120, Math.min(h - gap, (w - 4 * gap) / (1 + 2 * k)));
  const side = size * k;
  const total = size + 2 * (side + gap);
  const gx = x + (w - total) / 2 + side + gap;
  const gy = y + (h - size) / 2;
  const rx = gx + size + gap;
  const lx = gx - gap - side;
  const portrait = box(rx, gy, side, size * 0.72);
  const meter = box(rx + side * 0.05, gy + size * 0.76, side * 0.9, size * 0.2);
  // The left column is one group, its foot on the meter's: the free-spins box (a narrow column's
  // taller, its reminder's words on four lines at MIN_TEXT_PX), and the medal just above it, with
  // room between them for the "+3 spins" tag over the box; the sky above them is the notice's and the moon's.
  const r = Math.min(side * 0.36, size * 0.17);
  const fw = side * 0.9;
  const fh = Math.max(fw * 0.62, Math.min(fw * 0.9, REMINDER_H));
  const fy = meter.y + meter.h - fh;
  const cy = Math.max(gy + r * 1.25, fy - medalRoom(gap, fh, r) - r);
  return {
    grid: { x: gx, y: gy, size },
    portrait,
    meter,
    multiplier: { cx: lx + side / 2, cy, r },
    freeSpins: { cx: lx + side / 2, cy: Math.max(fy, cy + r + medalRoom(gap, fh, r)) + fh / 2, w: fw, h: fh },
    bannerBand: belowHer(portrait, meter, gap),
    notice: box(lx, gy, side, Math.max(gap, cy - r - gap - gy)),
  };
}

/**
 * The room kept between the medal's foot (radius `r`) and the free-spins box (`fh` px tall) in a
 * wide layout: the "+3 spins" tag above the box (renderer.js drawAdded) and a little air, and the
 * medal's pop (a quarter larger) clear of the box.
 */
export function medalRoom(gap, fh, r) {
  const px = Math.max(MIN_TEXT_PX + 1, Math.min(24, fh * 0.17));
  return Math.max(gap * 1.5, px * 1.55 + 3 + 8, r * 0.3); // 8: the tag clear of the medal's rim (4 touched it at 844x390)
}

/** Tall: the portrait, the multiplier, the free-spins box and the meter in a row above the grid. */
function portrait(x, y, w, h, gap) {
  const size = Math.max(120, Math.min(w - gap, h * 0.64));
  const topH = Math.max(60, h - size - gap);
  const gx = x + (w - size) / 2;
  const gy = y + topH + gap;
  // The row above the grid may be wider than the grid: on a phone the badge and the free-spins
  // box need the room to print their words at MIN_TEXT_PX or more.
  const tw = Math.min(w, size * 1.2);
  const tx = x + (w - tw) / 2;
  const pw = Math.min(tw * 0.4, topH * 0.78);
  const rest = tw - pw - gap;
  const r = Math.min(topH * 0.25, rest * 0.22);
  const fh = rest * 0.52 * 0.62; // the free-spins box's height (computeLayout's, of its width)
  // the band over the meter, beside her (she stays in sight as she acts), its top clear of the medal and the free-spins box
  const bandTop = Math.max(gy - gap - Math.min(topH * 0.62, size * 0.26), y + topH * 0.3 + Math.max(r, rest * 0.17) + gap * 0.5);
  return {
    grid: { x: gx, y: gy, size },
    portrait: box(tx, y, pw, topH),
    meter: box(tx + pw + gap, y + topH * 0.6, rest, Math.min(topH * 0.36, rest * 0.35)),
    multiplier: { cx: tx + pw + gap + rest * 0.24, cy: y + topH * 0.3, r },
    // the box's foot on the medal's: the sky above it is the moon's where the row takes a phone's width
    freeSpins: { cx: tx + pw + gap + rest * 0.73, cy: Math.max(y + fh / 2, y + topH * 0.3 + r - fh / 2), w: rest * 0.52, h: fh },
    bannerBand: box(tx + pw + gap * 0.5, bandTop, rest + gap * 0.5, gy - gap - bandTop),
    notice: box(x, y, w, topH),
  };
}

/** The centre of cell (r, c) of the grid zone, in px, and the cell's size: [x, y, cell]. */
export function cellCentre(grid, r, c) {
  return [grid.x + grid.pad + (c + 0.5) * grid.cell, grid.y + grid.pad + (r + 0.5) * grid.cell, grid.cell];
}

/**
 * Where a banner goes in its zone: the grid's banners across its middle (a plain one a smaller
 * plate); the others fill their zone; a small one (a free spin's count), on a wide stage, its lower half.
 */
export function bannerBox(zones, banner) {
  if (!banner) return null;
  if (banner.place !== "grid") {
    const zone = zones[banner.place];
    if (zone && banner.place === "portrait") return underFace(zone); // her words on her nameplate (a change's "Love takes over"): her face and figure in sight
    if (!zone || (banner.tone !== "small" && !banner.small)) return zone || null;
    // tall, the band is the meter's place: a small one covers it whole, as a power's does (its lower
    // half left the meter's caption standing over it, half hidden)
    if (!zones.wide) return zone;
    return box(zone.x, zone.y + zone.h * 0.47, zone.w, zone.h * 0.5); // its lower half: over the nameplate, as the band is
  }
  const { x, y, size } = zones.grid;
  if (banner.tone === "plain") return box(x + size * 0.12, y + size * 0.435, size * 0.76, size * 0.13);
  const h = size * (banner.subtitle ? 0.27 : 0.2);
  return box(x - size * 0.01, y + size * 0.45 - h / 2, size * 1.02, h);
}

/** Whether the boxes a and b ({x, y, w, h}, x and y their top-left corner) come within `pad` px of each other (a win label and a banner's box). */
export function near(a, b, pad = 0) {
  const centred = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2, w: c.w, h: c.h });
  return clash(centred(a), centred(b), pad);
}

/**
 * Whether a win label at `box` ({x, y, w, h} px, its top-left corner) is drawn at `alpha`: not where
 * it would come within `pad` of a banner's box (`banners`: every banner drawn), nor, while a band
 * crosses the grid (`bands`: the boxes of those drawn), within `pad` of its rows at any point across,
 * nor fading meanwhile: never a ghost of a label by or beneath a banner over the grid.
 */
export function labelShown(box, alpha, pad, banners, bands) {
  if (banners.some((b) => near(box, b, pad))) return false;
  if (!bands.length) return true;
  if (alpha < 1) return false;
  return !bands.some((b) => box.y < b.y + b.h + pad && b.y < box.y + box.h + pad);
}

/**
 * The moon's corner of the sky, from the zones alone (never from the header's parts: a wider session
 * box or another language moves nothing): the areas {x, y, w, h, at} its picture (the moon and the
 * castle beside it) may stand in, `at` the x it stands nearest. Wide, the sky over the left column,
 * from the screen's top to the medal's. On a stage on its end, the sky left of the portrait and the
 * grid (a tablet's), and over the free-spins box, right of the medal (a phone's, where the row above
 * the grid takes the width).
 */
export function moonCorner(zones) {
  const { grid, portrait: p, multiplier: m, freeSpins: f } = zones;
  if (zones.wide) return [{ x: 0, y: 0, w: grid.x, h: m.cy - m.r, at: m.cx }];
  const right = m.cx + m.r;
  return [
    { x: 0, y: p.y, w: grid.x, h: grid.y + grid.size - p.y, at: grid.x / 2 },
    { x: right, y: p.y, w: grid.x + grid.size - right, h: f.y - p.y, at: f.cx },
  ];
}

/**
 * Where the skyline stands (art/background.js draws it so): its ground on the bottom bar's top edge
 * `ground` (the HUD's: the balance, win, bet and Spin), its hills' tops `top`, low along the bar
 * (HILLS of the grid's size above it): {ground, top}, in px.
 */
export function skylineSpot(zones, ground) {
  return { ground, top: ground - HILLS * zones.grid.size };
}

const HILLS = 0.3; // the far hills' height over the bar, of the grid's size: the roofs stay low, the castle is in the sky

/** The moon's picture alone: a disc of radius r about its centre (in radii, each way), taking 0.85 of its room (a breath round it). */
export const MOON_ALONE = Object.freeze({ left: 1, right: 1, up: 1, down: 1, room: 0.85 });

/**
 * Where the moon shines: its picture (`shape`: how far it reaches each way from the moon's centre,
 * in radii, and the share of its room it takes; the moon and the castle beside it) wholly inside one of `corner`'s areas (moonCorner's;
 * by default the screen's upper half), as large as it fits (r at most `r`), then the highest of
 * those spots, then the nearest its area's `at`: one place a player learns, smaller where its corner
 * has less room. Clear of every box in `occupied` (the page's header, HUD and controls, the zones).
 * Null where no moon of `minR` fits there: {x, y, r}.
 */
export function moonSpot(occupied, w, h, r, minR, corner = [{ x: 0, y: 0, w, h: h / 2 }], shape = MOON_ALONE) {
  let best = null;
  for (const area of corner) {
    const spot = moonIn(occupied, w, h, r, minR, area, shape);
    if (spot && (!best || spot.r > best.r + 0.5)) best = spot;
  }
  return best;
}

/** The largest k for which a picture reaching k * `reach` past a point stays `gap` px short of an edge (Infinity where it reaches no further that way). */
const upTo = (gap, reach) => (reach > 0 ? gap / reach : gap >= 0 ? Infinity : -Infinity);

/** moonSpot's search in one area (its points as fine as 96 x 48 over the screen's upper half, and 24 x 24 over a small area at least). */
function moonIn(occupied, w, h, r, minR, area, shape) {
  let best = null;
  const dx = Math.min(w / 96, area.w / 24);
  const dy = Math.min(h / 96, area.h / 24);
  const at = area.at === undefined ? area.x + area.w / 2 : area.at;
  const { left, right, up, down, room: share = 1 } = shape;
  for (let y = area.y + dy / 2; y < area.y + area.h; y += dy) {
    for (let x = area.x + dx / 2; x < area.x + area.w; x += dx) {
      let room = Math.min(upTo(x - area.x, left), upTo(Math.min(w, area.x + area.w) - x, right), upTo(y - area.y, up), upTo(area.y + area.h - y, down));
      // clear of a box where it ends before it on one side at least
      for (const b of occupied) room = Math.min(room, Math.max(upTo(b.x - x, right), upTo(x - b.x - b.w, left), upTo(b.y - y, down), upTo(y - b.y - b.h, up)));
      room = Math.min(r, room * share);
      if (room < minR) continue;
      // the largest moon; of those within half a pixel of it, the highest (the scan's order), then the nearest `at`
      if (!best || room > best.r + 0.5 || (room > best.r - 0.5 && y === best.y && Math.abs(x - at) < Math.abs(best.x - at))) best = { x, y, r: room };
    }
  }
  return best;
}

/**
 * The moon's place on a screen `w` x `h` laid out as `zones`, clear of the page's `parts` (the
 * header's, the HUD's and the controls' boxes) and of the zones (the portrait with her crest, the
 * medal with its glow and pop): in its corner (moonCorner) with a breath of `gap` round it where
 * there is room, less on a crowded phone; only where none of `minR` fits there, in the rest of the
 * upper sky; null where none fits at all. `r`: its largest radius; `shape`: its picture's reach
 * (moonSpot's). {x, y, r}.
 */
export function moonPlace(zones, parts, w, h, { r, minR, gap, shape = MOON_ALONE }) {
  const p = zones.portrait;
  const crest = p.w * 0.2; // her crest and the frame's shadow reach past the portrait's box
  const grown = (b, by) => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
  const corner = moonCorner(zones);
  const boxesAt = (g) => [
    ...parts.map((b) => grown(b, g)),
    grown(p, crest),
    grown(zones.multiplier, zones.multiplier.r * 0.3 + g),
    ...[zones.freeSpins, zones.meter, zones.grid].map((b) => grown(b, g)),
  ];
  for (const breath of [1, 0.5, 0]) {
    const spot = moonSpot(boxesAt(gap * breath), w, h, r, minR, corner, shape);
    if (spot) return spot;
  }
  return moonSpot(boxesAt(0), w, h, r, minR, undefined, shape);
}

const LABEL_GAP = 0.06; // room kept between two labels, and round a winning symbol's centre (cells)
const LINE_HALF = 0.17; // half a win line's glow (cells): a label clear of it is off the line
const STEP = 0.25; // how finely a label's spot is sought across (cells)

/** Whether boxes a and b ({x, y, w, h}, centred at x, y) come closer than `gap`. */
function clash(a, b, gap) {
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 + gap && Math.abs(a.y - b.y) < (a.h + b.h) / 2 + gap;
}

const TILE = 0.92; // a symbol's tile, of its cell (the renderer draws it so): the gap between two is the rest
const TILE_COST = 4; // what a label pays for each cell's area of a winning symbol's tile it covers

/** The area boxes a and b ({x, y, w, h}, centred at x, y) share. */
function shared(a, b) {
  const w = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const h = Math.min(a.y + a.h / 2, b.y + b.h / 2) - Math.max(a.y - a.h / 2, b.y - b.h / 2);
  return w > 0 && h > 0 ? w * h : 0;
}

const OWN_MARGIN = 0.1; // a label's own run nearer it than any other's by this at least (cells): plainly its

/** How far the point (x, y) lies from box b ({x, y, w, h}, centred at x, y). */
function reach(b, x, y) {
  return Math.hypot(Math.max(0, Math.abs(x - b.x) - b.w / 2), Math.max(0, Math.abs(y - b.y) - b.h / 2));
}

/** The nearest of a run's winning symbols' centres ([x, y]) to box b. */
function nearest(b, centres) {
  let near = Infinity;
  for (const [x, y] of centres) near = Math.min(near, reach(b, x, y));
  return near;
}

/** Whether runs a and b ([row, col] cells) share a cell or stand side by side. */
function touching(a, b) {
  return a.some(([r, c]) => b.some(([r2, c2]) => Math.abs(r - r2) + Math.abs(c - c2) <= 1));
}

/**
 * Where a run's label is anchored ([x, y], in cells): by its middle; where the run crosses or touches
 * another, at its outer end (the end farther from the others; either where both are as far), at the
 * end cell's outer edge, so that the label stands beyond its run and away from the crossing.
 */
function anchors(run, others) {
  const xs = run.map(([, c]) => c + 0.5);
  const ys = run.map(([r]) => r + 0.5);
  const middle = [xs.reduce((a, b) => a + b, 0) / run.length, ys.reduce((a, b) => a + b, 0) / run.length];
  const straight = new Set(run.map(([r]) => r)).size === 1 || new Set(run.map(([, c]) => c)).size === 1;
  const near = others.filter((other) => touching(run, other));
  if (!near.length || !straight || run.length < 2) return [middle];
  const cells = [...run].sort(([r, c], [r2, c2]) => r - r2 || c - c2);
  const ends = [
    [cells[0], cells[1]],
    [cells[cells.length - 1], cells[cells.length - 2]],
  ];
  const away = ([r, c]) => Math.min(...near.flat().map(([r2, c2]) => Math.max(Math.abs(r - r2), Math.abs(c - c2))));
  const far = Math.max(...ends.map(([end]) => away(end)));
  return ends.filter(([end]) => away(end) === far).map(([[r, c], [r2, c2]]) => [c + 0.5 + (c - c2) * 0.5, r + 0.5 + (r - r2) * 0.5]);
}

/**
 * What a label at `spot` costs: its distance from its run's anchor (`anchors`), more for each part
 * of a winning symbol it covers (it sits in the gap beside the run, over the symbols that did not
 * win), and far more for a win line crossed, another run as near it as its own (`own`, `others`:
 * each run's winning centres), or a winning symbol's centre covered.
 */
function spotCost(spot, at, centres, lines, own, others) {
  let cost = Math.min(...at.map(([x, y]) => Math.hypot(spot.x - x, (spot.y - y) * 1.2)));
  for (const [cx, cy] of centres) {
    if (Math.abs(spot.x - cx) < spot.w / 2 + LABEL_GAP && Math.abs(spot.y - cy) < spot.h / 2 + LABEL_GAP) cost += 1000;
    cost += TILE_COST * shared(spot, { x: cx, y: cy, w: TILE, h: TILE });
  }
  for (const l of lines) if (clash(spot, l, 0)) cost += 100;
  if (others.length) {
    const mine = nearest(spot, own) + OWN_MARGIN;
    for (const o of others) {
      if (nearest(spot, o) >= mine) continue;
      cost += 500;
      break;
    }
  }
  return cost;
}

/**
 * Where a drop's win labels go on an n x n grid, in cells (column x, row y; a cell's centre at
 * c + 0.5, r + 0.5): each `label` {w, h, run} (its size in cells, its run's [row, col] cells)
 * beside its run's middle, on the line between two rows or beside a column; where its run crosses
 * or touches another (shares a cell, or stands side by side), at its run's outer end instead (a
 * row's beside its first or last cell, a column's by its top or bottom one), nearer its own run's
 * symbols than any other's. No two overlap, none covers a winning symbol's centre nor lies on a win
 * line, all inside the grid. Where that cannot be, a label lies on a line before it stands nearer
 * another run, nearer another run before it covers a centre, and covers one before it overlaps
 * another. Returns [{x, y}] (each label's centre), in the labels' order.
 */
export function placeLabels(labels, n) {
  const runs = labels.map((l) => l.run);
  const centres = [];
  const lines = [];
  const seen = new Set();
  for (const run of runs) {
    for (const [r, c] of run) {
      if (seen.has(r * n + c)) continue; // each winning symbol once: two runs may cross
      seen.add(r * n + c);
      centres.push([c + 0.5, r + 0.5]);
    }
    const xs = run.map(([, c]) => c + 0.5);
    const ys = run.map(([r]) => r + 0.5);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    lines.push({ x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0 + 2 * LINE_HALF, h: y1 - y0 + 2 * LINE_HALF });
  }
  const points = runs.map((run) => run.map(([r, c]) => [c + 0.5, r + 0.5]));
  // each label's spots, cheapest first, across the grid
  const spots = labels.map((label, i) => {
    const others = runs.filter((_, j) => j !== i);
    const at = anchors(label.run, others);
    const elsewhere = points.filter((_, j) => j !== i);
    const found = [];
    const [w, h] = [Math.min(label.w, n), Math.min(label.h, n)];
    // down the grid: on each line between two rows, half-way down each row, just clear of each row's tiles and of its win line
    // above and below it; across it in steps, and just clear of each column's tiles and win line left and right of it
    const inset = (1 - TILE) / 2;
    const ys = new Set();
    for (let y2 = 0; y2 <= 2 * n; y2++) ys.add(y2 / 2);
    for (let r = 0; r <= n; r++) ys.add(r + inset - h / 2).add(r - inset + h / 2);
    const clear = LINE_HALF + 0.01; // a hair off a win line's glow
    for (let r = 0; r < n; r++) ys.add(r + 0.5 - clear - h / 2).add(r + 0.5 + clear + h / 2);
    const xs = new Set();
    for (let k = Math.ceil(w / 2 / STEP); k * STEP <= n - w / 2 + 1e-9; k++) xs.add(k * STEP);
    const across = [];
    for (let c = 0; c <= n; c++) across.push(c + inset - w / 2, c - inset + w / 2);
    for (let c = 0; c < n; c++) across.push(c + 0.5 - clear - w / 2, c + 0.5 + clear + w / 2);
    for (const x of across) if (x >= w / 2 - 1e-9 && x <= n - w / 2 + 1e-9) xs.add(x);
    for (const y0 of ys) {
      const y = Math.min(n - h / 2, Math.max(h / 2, y0));
      for (const x of xs) {
        const spot = { x, y, w, h, cost: 0 };
        spot.cost = spotCost(spot, at, centres, lines, points[i], elsewhere);
        found.push(spot);
      }
    }
    return found.sort((a, b) => a.cost - b.cost);
  });
  // greedy in every order (a drop shows four labels at most), the order that costs least
  let best = null;
  const orders = permutations(labels.map((_, i) => i));
  for (const order of orders.length <= 24 ? orders : [orders[0]]) {
    const placed = [];
    let total = 0;
    for (const i of order) {
      const free = spots[i].find((s) => !placed.some((p) => clash(s, p, LABEL_GAP)));
      const spot = free || { ...spots[i][0], cost: spots[i][0].cost + 10000 };
      placed[i] = spot;
      total += spot.cost;
    }
    if (!best || total < best.total) best = { total, placed };
  }
  return best ? best.placed.map(({ x, y }) => ({ x, y })) : [];
}

/** Every order of `items`. */
function permutations(items) {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
