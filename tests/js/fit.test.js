// Words that fit without squeezing (art/canvas.js fitText), labels that stand apart beside their
// runs, at a run's outer end where runs meet (screen/layout.js placeLabels), the zones' room for the moon (screen/layout.js moonSpot).
import assert from "node:assert/strict";
import { test } from "node:test";

import { fitText } from "../../web/js/art/canvas.js";
import { bannerBox, computeLayout, faceBox, labelShown, medalRoom, moonCorner, moonSpot, near, placeLabels } from "../../web/js/screen/layout.js";

/** A context whose every character is half its font's size wide. */
function fakeContext() {
  return {
    font: "10px x",
    measureText(text) {
      return { width: text.length * 0.5 * parseFloat(this.font.replace(/^\D*/, "")) };
    },
  };
}
const font = (px) => `bold ${px}px serif`;

test("a title that fits keeps its size on one line; one a little too wide takes a smaller size", () => {
  const ctx = fakeContext();
  assert.deepEqual(fitText(ctx, "Grid Clear!", { maxW: 200, px: 30, font }), { lines: ["Grid Clear!"], px: 30, fits: true });
  const fit = fitText(ctx, "Grid Clear!", { maxW: 150, px: 30, font });
  assert.deepEqual(fit.lines, ["Grid Clear!"]);
  assert.ok(fit.px <= 27 && fit.px * 0.5 * 11 <= 150, fit);
});

test("a title far too wide for one line breaks into two at a space, never squeezed", () => {
  const ctx = fakeContext();
  const fit = fitText(ctx, "Storm's Girl Power", { maxW: 120, maxH: 100, px: 40, font });
  assert.deepEqual(fit.lines, ["Storm's", "Girl Power"]);
  assert.ok(fit.fits && Math.max(...fit.lines.map((l) => l.length * 0.5 * fit.px)) <= 120, fit);
  // where no size fits, it says so (the words want shortening) rather than squeezing them
  assert.equal(fitText(ctx, "PRINCESSWINSFULLTRINITY", { maxW: 40, px: 20, minPx: 11, font, maxLines: 1 }).fits, false);
  assert.equal(ctx.font, "10px x"); // the context's font is left as it was
});

const row = (r, c0, c1) => Array.from({ length: c1 - c0 + 1 }, (_, i) => [r, c0 + i]);
const column = (c, r0, r1) => Array.from({ length: r1 - r0 + 1 }, (_, i) => [r0 + i, c]);

/** Whether the labels placed at `spots` overlap, cover a winning centre, cross a run's line or leave the n x n grid. */
function faults(labels, spots, n) {
  const found = [];
  const box = (l, s) => ({ x0: s.x - l.w / 2, x1: s.x + l.w / 2, y0: s.y - l.h / 2, y1: s.y + l.h / 2 });
  const boxes = labels.map((l, i) => box(l, spots[i]));
  boxes.forEach((b, i) => {
    if (b.x0 < -1e-9 || b.y0 < -1e-9 || b.x1 > n + 1e-9 || b.y1 > n + 1e-9) found.push(`${i} leaves the grid`);
    boxes.slice(i + 1).forEach((o, j) => {
      if (b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1) found.push(`${i} overlaps ${i + 1 + j}`);
    });
    for (const l of labels) {
      for (const [r, c] of l.run) if (b.x0 < c + 0.5 && c + 0.5 < b.x1 && b.y0 < r + 0.5 && r + 0.5 < b.y1) found.push(`${i} covers ${r},${c}`);
      const [r0, c0] = l.run[0];
      const [r1, c1] = l.run[l.run.length - 1];
      if (b.x0 < Math.max(c0, c1) + 0.5 && Math.min(c0, c1) + 0.5 < b.x1 && b.y0 < Math.max(r0, r1) + 0.5 && Math.min(r0, r1) + 0.5 < b.y1)
        found.push(`${i} on a line`);
    }
  });
  return found;
}

/** Whether runs a and b share a cell or stand side by side. */
const touching = (a, b) => a.some(([r, c]) => b.some(([r2, c2]) => Math.abs(r - r2) + Math.abs(c - c2) <= 1));

/**
 * Whose label is unclear: one as near another run's winning symbols as its own (its box's nearest
 * point to their centres), and one whose run crosses or touches another yet stands nearer a cell of
 * its run than its run's outer end (of the two ends, the farther from the other runs; either if as far).
 */
function strays(labels, spots) {
  const found = [];
  const reach = (s, w, h, [r, c]) => Math.hypot(Math.max(0, Math.abs(c + 0.5 - s.x) - w / 2), Math.max(0, Math.abs(r + 0.5 - s.y) - h / 2));
  labels.forEach((l, i) => {
    const near = (run) => Math.min(...run.map((cell) => reach(spots[i], l.w, l.h, cell)));
    const others = labels.filter((_, j) => j !== i).map((o) => o.run);
    const mine = near(l.run);
    others.forEach((o) => {
      if (near(o) <= mine) found.push(`${i} as near ${JSON.stringify(o[0])}'s run as its own`);
    });
    const crossing = others.filter((o) => touching(l.run, o));
    if (!crossing.length) return;
    const ends = [l.run[0], l.run[l.run.length - 1]];
    const away = ([r, c]) => Math.min(...crossing.flat().map(([r2, c2]) => Math.max(Math.abs(r - r2), Math.abs(c - c2))));
    const outer = ends.filter((e) => away(e) === Math.max(...ends.map(away)));
    const gap = ([r, c]) => Math.hypot(c + 0.5 - spots[i].x, r + 0.5 - spots[i].y);
    const closest = Math.min(...l.run.map(gap));
    if (!outer.some((e) => gap(e) === closest)) found.push(`${i} not by its run's outer end ${JSON.stringify(outer)}`);
  });
  return found;
}

test("a drop's labels stand apart, off every winning centre and win line, inside the grid; one whose run meets no other by its middle", () => {
  const size = { w: 1.5, h: 0.42 }; // "+$10.00" at 0.27 of a cell
  const drops = [
    [row(0, 0, 2), row(2, 0, 3), column(4, 0, 2)], // two rows and a column
    [row(2, 0, 4), column(2, 0, 4), row(4, 1, 3), column(0, 0, 2)], // a cross, and two more: four at once
    [row(1, 0, 4), row(2, 0, 4), row(3, 0, 4)], // three rows one above the other
  ];
  for (const runs of drops) {
    const labels = runs.map((run) => ({ ...size, run }));
    const spots = placeLabels(labels, 5);
    assert.deepEqual([...faults(labels, spots, 5), ...strays(labels, spots)], [], JSON.stringify(spots));
    // a run that meets no other keeps its label beside its middle: within a cell and a half of it
    labels.forEach((l, i) => {
      if (runs.some((o) => o !== l.run && touching(l.run, o))) return;
      const mx = l.run.reduce((s, [, c]) => s + c + 0.5, 0) / l.run.length;
      const my = l.run.reduce((s, [r]) => s + r + 0.5, 0) / l.run.length;
      assert.ok(Math.hypot(spots[i].x - mx, spots[i].y - my) <= 1.5, JSON.stringify([l.run, spots[i]]));
    });
  }
  // a horizontal run's label sits at its middle, just above it: in the gap between the rows, clear of its symbols' tiles (0.92 of a cell)
  assert.deepEqual(placeLabels([{ ...size, run: row(2, 1, 3) }], 5), [{ x: 2.5, y: 2 + 0.04 - size.h / 2 }]);
});

// Runs that cross or touch: each label belongs plainly to its own run (the stills' "+$0.30 and +$1.00 both on the row's bows").
const meeting = {
  "a row of five crossed by a column of four, and a row of three under them (the labels-crossed grid)": [row(2, 0, 4), column(2, 0, 3), row(4, 0, 2)],
  "an L: a row and a column sharing a corner": [row(4, 0, 2), column(0, 2, 4)],
  "a T: a column hanging from a row's middle": [row(0, 0, 4), column(2, 0, 2)],
  "two rows side by side": [row(1, 0, 4), row(2, 0, 4)],
  "four labels: two rows, two columns side by side (the labels-four grid)": [row(0, 0, 2), column(3, 1, 3), column(4, 0, 2), row(4, 0, 2)],
};
for (const [name, runs] of Object.entries(meeting)) {
  test(`where runs meet, each label stands at its run's outer end, nearer its own run than any other: ${name}`, () => {
    for (const size of [
      { w: 1.5, h: 0.42 }, // "+$10.00" at 0.27 of a cell
      { w: 1.1, h: 0.34 }, // "+$0.40" at 11 px on a phone on its side
    ]) {
      const labels = runs.map((run) => ({ ...size, run }));
      const spots = placeLabels(labels, 5);
      assert.deepEqual([...faults(labels, spots, 5), ...strays(labels, spots)], [], JSON.stringify({ size, spots }));
    }
  });
}

test("a run's label covers no part of its winning symbols, in any row or column, the first landing's or a cascade's", () => {
  const size = { w: 1.5, h: 0.42 };
  const tile = ([r, c]) => ({ x0: c + 0.04, x1: c + 0.96, y0: r + 0.04, y1: r + 0.96 });
  const runs = [];
  for (let k = 0; k < 5; k++) runs.push(row(k, 0, 2), row(k, 1, 3), row(k, 2, 4), row(k, 0, 4), column(k, 0, 2), column(k, 2, 4), column(k, 0, 4));
  for (const run of runs) {
    const [spot] = placeLabels([{ ...size, run }], 5);
    const box = { x0: spot.x - size.w / 2, x1: spot.x + size.w / 2, y0: spot.y - size.h / 2, y1: spot.y + size.h / 2 };
    const covered = run.map(tile).filter((t) => box.x0 < t.x1 - 1e-9 && t.x0 < box.x1 - 1e-9 && box.y0 < t.y1 - 1e-9 && t.y0 < box.y1 - 1e-9);
    assert.deepEqual(covered, [], JSON.stringify({ run, spot }));
  }
});

test("the moon shines clear of every box, smaller where the room is small, nowhere where there is none", () => {
  const zones = computeLayout(10, 105, 370, 595, 5); // a phone's stage, under its header and menu
  const boxes = [zones.portrait, zones.multiplier, zones.freeSpins, zones.meter, zones.grid, { x: 0, y: 0, w: 390, h: 100 }];
  const moon = moonSpot(boxes, 390, 844, 29, 13);
  assert.ok(moon && moon.r >= 13 && moon.r <= 29, moon);
  for (const b of boxes) {
    const dx = Math.max(b.x - moon.x, 0, moon.x - (b.x + b.w));
    const dy = Math.max(b.y - moon.y, 0, moon.y - (b.y + b.h));
    assert.ok(Math.hypot(dx, dy) >= moon.r, b);
  }
  assert.equal(moonSpot([{ x: 0, y: 0, w: 390, h: 844 }], 390, 844, 29, 13), null);
});

test("a small phone on its side: the columns beside the grid narrow so the grid keeps the stage's height", () => {
  const zones = computeLayout(10, 50, 437, 253, 5); // 640x360's stage
  assert.ok(zones.grid.size >= 0.6 * 360, zones.grid); // at 0.55 of the grid they would leave it 189 px
  assert.ok(zones.portrait.x + zones.portrait.w <= 10 + 437 && zones.multiplier.x >= 10, zones);
});

test("the moon stands high in the sky: of two spots with the same room, the higher one", () => {
  // the upper half of an 800 x 1000 screen taken, in cells of 100 px, but two: one high on the
  // right, one low on the left (nearer the sky's usual corner, which was the tie-break before)
  const boxes = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 8; col++) if (!(row === 0 && col === 7) && !(row === 4 && col === 0)) boxes.push({ x: col * 100, y: row * 100, w: 100, h: 100 });
  const moon = moonSpot(boxes, 800, 1000, 60, 20);
  assert.ok(moon && moon.x > 700 && moon.y < 100, moon);
});

test("a stage on its end: the banners' band over the meter stays clear of the medal and the free-spins box", () => {
  // phones to tablets upright: 390x844's stage, 820x1180's, and a grid of sizes between
  const stages = [
    [10, 105, 370, 595],
    [10, 180, 800, 830],
  ];
  for (let w = 300; w <= 1000; w += 70) for (let h = 480; h <= 1400; h += 92) if (w / h < 1.25) stages.push([0, 0, w, h]);
  for (const stage of stages) {
    const z = computeLayout(...stage, 5);
    const band = z.bannerBand;
    assert.ok(
      band.y >= z.multiplier.y + z.multiplier.h && band.y >= z.freeSpins.y + z.freeSpins.h,
      `${stage}: ${JSON.stringify([band, z.multiplier, z.freeSpins])}`,
    );
    assert.ok(band.y + band.h <= z.grid.y && band.h >= 0.5 * Math.min(z.grid.y - stage[1], z.grid.size * 0.26), `${stage}: ${JSON.stringify(band)}`);
  }
});

test("a win label that would touch a banner's box is known (German at 844x390: '+1,50 $' on the WIN banner's top rule)", () => {
  const banner = { x: 167.9, y: 143.8, w: 274.7, h: 72.7 }; // the banner's box, its rules at its edges
  const label = (y) => ({ x: 280, y, w: 62, h: 22 });
  const pad = 22 / 4; // drawLabels' margin: a quarter of the label's height
  assert.equal(near(label(128), banner, pad), true); // across its top rule
  assert.equal(near(label(118), banner, pad), true); // 3.8 px above it
  assert.equal(near(label(115), banner, pad), false); // 6.8 px above it: clear
  assert.equal(near({ ...label(170), x: 100 }, banner, pad), false); // beside it, 5.9 px off its left edge
  assert.equal(near({ ...label(170), x: 101 }, banner, pad), true);
});

test("a wide stage's left column is one group: the medal just above the free-spins box, its foot on the meter's", () => {
  // 1440x900's, 1180x820's, 1024x768's, 844x390's, 667x375's and 640x360's stages, and wide stages between
  const stages = [
    [10, 60, 1420, 758],
    [10, 60, 1160, 680],
    [10, 60, 1004, 620],
    [10, 54, 624, 279],
    [10, 54, 463, 267],
    [10, 50, 437, 253],
  ];
  for (let w = 440; w <= 2600; w += 180) for (let h = 250; h <= 1400; h += 115) if (w / h >= 1.25) stages.push([0, 0, w, h]);
  for (const stage of stages) {
    const z = computeLayout(...stage, 5);
    const m = z.multiplier;
    const f = z.freeSpins;
    const gap = Math.max(10, Math.min(stage[2], stage[3]) * 0.025);
    const room = medalRoom(gap, f.h, m.r);
    const at = `${stage}: ${JSON.stringify([m, f, z.meter])}`;
    // the box right under the medal: the "+3 spins" tag's room (its 1.55 px and 3 px above the box), 8 px of air under the medal, no more
    assert.ok(Math.abs(f.y - (m.cy + m.r) - room) < 1e-6, at);
    assert.ok(room >= 1.55 * Math.max(12, Math.min(24, f.h * 0.17)) + 3 + 8 && room <= Math.max(1.5 * gap, 48.2, 0.3 * m.r), at);
    // the group's foot on the meter's, so the columns end on one line; the medal's pop (1.25 of it) clear of the box, its top inside the stage
    assert.ok(Math.abs(f.y + f.h - (z.meter.y + z.meter.h)) < 1e-6, at);
    assert.ok(m.cy + 1.25 * m.r <= f.y && m.cy - 1.25 * m.r >= z.grid.y - 1e-6, at);
    // the notice's place above the medal, clear of it
    assert.ok(z.notice.y + z.notice.h <= m.cy - m.r, at);
  }
  // 1440x900: the medal's foot 48 px above the box (it was 87, with the box at the column's foot and the medal at 0.4 of the grid)
  const desk = computeLayout(10, 60, 1420, 758, 5);
  assert.equal(Math.round(desk.freeSpins.y - desk.multiplier.cy - desk.multiplier.r), 48);
});

test("on a stage on its end the moon stands in its corner beside the grid, not alone beside the badges where the sky leaves room", () => {
  // 820x1180: the logo, the session box and the toggles' row above the stage (at y 144), the zones below
  const zones = computeLayout(13, 144, 795, 852, 5);
  const page = [
    { x: 13, y: 22, w: 369, h: 38 }, // the logo
    { x: 661, y: 10, w: 147, h: 62 }, // the session box
    { x: 13, y: 79, w: 795, h: 55 }, // the toggles' row
    { x: 13, y: 1006, w: 795, h: 162 }, // the HUD and the controls
  ];
  const p = zones.portrait;
  const boxes = [
    ...page,
    { x: p.x - p.w * 0.2, y: p.y - p.w * 0.2, w: p.w * 1.4, h: p.h + p.w * 0.4 },
    zones.multiplier,
    zones.freeSpins,
    zones.meter,
    zones.grid,
  ];
  const anywhere = moonSpot(boxes, 820, 1180, 61.5, 28.7);
  assert.ok(anywhere && anywhere.x > 700, anywhere); // the room the sky leaves: the right edge, beside the badges
  const moon = moonSpot(boxes, 820, 1180, 61.5, 28.7, moonCorner(zones));
  assert.ok(moon && moon.x + moon.r <= zones.grid.x && moon.y - moon.r >= p.y && moon.r >= 28.7, moon);
  // where its corner leaves no room, moonSpot says so: the rest of the sky is moonPlace's to try
  assert.equal(moonSpot([...boxes, { x: 0, y: 0, w: 140, h: 1180 }], 820, 1180, 61.5, 28.7, moonCorner(zones)), null);
});

test("while a banner crosses the grid, no win label is drawn in its rows, nor any fading beside it: never a ghost", () => {
  const band = { x: 10, y: 430, w: 370, h: 100 }; // the WIN banner across a phone's grid
  const label = (x, y) => ({ x, y, w: 80, h: 27 });
  const pad = 27 / 4;
  assert.equal(labelShown(label(150, 580), 1, pad, [band], [band]), true); // clear of it, whole: drawn
  assert.equal(labelShown(label(150, 580), 0.55, pad, [band], [band]), false); // fading beside it: not drawn
  assert.equal(labelShown(label(150, 410), 1, pad, [band], [band]), false); // its foot in the band's rows: not drawn
  assert.equal(labelShown(label(390, 470), 1, pad, [band], [band]), false); // in the band's rows, past its end: not drawn
  // a plate beside the grid (a power's banner) hides only the labels that would touch it; they fade as ever
  const plate = { x: 400, y: 100, w: 200, h: 80 };
  assert.equal(labelShown(label(150, 120), 0.5, pad, [plate], []), true);
  assert.equal(labelShown(label(390, 120), 1, pad, [plate], []), false);
});

test("wide, a Girl Power's banner stands below her figure, over her nameplate and the meter: her face in sight on a phone on its side as at a desk", () => {
  for (const [stage, below] of [
    [[10, 50, 437, 253], 0.69], // 640x360's stage: a narrow portrait, the band up over her lower figure (the words' room), below her chin
    [[10, 52, 647, 270], 0.8], // 667x375's
    [[20, 70, 1400, 700], 0.8], // a desk's
  ]) {
    const zones = computeLayout(...stage, 5);
    const band = zones.bannerBand;
    const face = faceBox(zones.portrait);
    assert.ok(zones.wide);
    assert.equal(near(band, face), false, JSON.stringify({ stage, band, face }));
    assert.ok(band.y >= zones.portrait.y + below * zones.portrait.h, JSON.stringify({ stage, band, portrait: zones.portrait }));
    // as much room for the words as a banner over the portrait's lower part had (a long language's at 11 px)
    const share = Math.min(0.62, Math.max(0.39, 60 / zones.portrait.w));
    assert.ok(band.h >= share * zones.portrait.h - 1e-9, JSON.stringify({ stage, band, portrait: zones.portrait }));
    assert.ok(Math.abs(band.y + band.h - (zones.meter.y + zones.meter.h)) < 1e-9); // down to the meter's foot
  }
});

test("a princess change's words on her portrait ('Love takes over') are a plate at its foot, a third of its height, her face in sight, wide and tall", () => {
  for (const stage of [
    [10, 50, 437, 253], // 640x360's stage
    [10, 52, 647, 270], // 667x375's
    [20, 70, 1400, 700], // a desk's
    [8, 120, 374, 600], // a phone upright's
  ]) {
    const zones = computeLayout(...stage, 5);
    const face = faceBox(zones.portrait);
    for (const banner of [
      { place: "portrait", tone: "love", title: "Love takes over" },
      { place: "portrait", tone: "small", title: "x" },
    ]) {
      const b = bannerBox(zones, banner);
      assert.equal(near(b, face), false, JSON.stringify({ stage, b, face }));
      const p = zones.portrait;
      assert.ok(Math.abs(b.y + b.h - (p.y + p.h)) < 1e-9 && Math.abs(b.h - p.h / 3) < 1e-9, JSON.stringify({ stage, b, p }));
      assert.deepEqual([b.x, b.w], [p.x, p.w]);
    }
  }
});

test("a Stop's total on a wide portrait is a plate at its foot, a third of its height; more on a narrow one, for its words", () => {
  const desk = computeLayout(20, 70, 1400, 700, 5);
  const p = desk.portrait;
  assert.ok(Math.abs(desk.messageBand.h - p.h / 3) < 1e-9 && desk.messageBand.y > faceBox(p).y + faceBox(p).h, JSON.stringify(desk.messageBand));
  const narrow = computeLayout(10, 50, 437, 253, 5); // 640x360's stage
  assert.ok(narrow.messageBand.h > narrow.portrait.h / 3, JSON.stringify(narrow.messageBand));
});

test("tall, a free spin's count covers the meter whole (never its caption left standing over it); wide, it takes the band's lower half", () => {
  for (const stage of [
    [8, 120, 374, 600], // a phone upright's
    [10, 140, 800, 900], // a tablet's
  ]) {
    const zones = computeLayout(...stage, 5);
    const b = bannerBox(zones, { place: "bannerBand", tone: "small", title: "Free spin 1 of 8" });
    const m = zones.meter;
    assert.ok(b.x <= m.x && b.y <= m.y && b.x + b.w >= m.x + m.w && b.y + b.h >= m.y + m.h, JSON.stringify({ stage, b, m }));
  }
  const zones = computeLayout(20, 70, 1400, 700, 5);
  const band = zones.bannerBand;
  const b = bannerBox(zones, { place: "bannerBand", tone: "small", title: "Free spin 1 of 8" });
  assert.deepEqual(b, { x: band.x, y: band.y + band.h * 0.47, w: band.w, h: band.h * 0.5 });
});
