// The scene behind the game (art/background.js, screen/layout.js): the skyline stands on the
// bottom bar's top edge with its castle beside the grid at every size, the moon has one place
// (high at the left), and the cached sky is dithered so that its gradients show no bands.

import assert from "node:assert/strict";
import { test } from "node:test";
import { dither, skylinePlace } from "../../web/js/art/background.js";
import { computeLayout, moonCorner, moonSpot, skylineSpot } from "../../web/js/screen/layout.js";
import { PAGES } from "./pages.js";

const CANVAS = { w: 1600, h: 500 }; // art/scene/scene.svg's
const CASTLE = { x: 1100, w: 292, towers: 110 }; // its castle's middle and width, its side towers' tips

const sizeOf = (name) => name.split("x").map(Number);
const box = ([x, y, w, h]) => ({ x, y, w, h });

test("the skyline stands on the bottom bar's top edge at every size, its castle whole on the screen, beside the grid, and the only one", () => {
  for (const [name, page] of Object.entries(PAGES)) {
    const [w] = sizeOf(name);
    const z = computeLayout(...page.stage, 5);
    const spot = skylineSpot(z, page.bar);
    const place = skylinePlace(w, spot, CANVAS);
    const { castle } = place;
    const at = `${name}: ${JSON.stringify({ spot, castle })}`;
    assert.equal(spot.ground, page.bar, at);
    assert.equal(castle.y + castle.h, page.bar, at); // standing on the bar, not behind it
    assert.ok(castle.x >= 0 && castle.x + castle.w <= w, at);
    assert.ok(castle.x < z.grid.x, at); // on the left, beside the grid
    assert.ok(castle.y > z.grid.y, at); // never up into the header
    assert.ok(place.sy <= place.scale + 1e-9, at); // squeezed at most, never stretched taller than drawn
    // the copies beside it (drawn to cover the screen as the layers part) hold their castles off the screen
    assert.ok(castle.x + 2 * CASTLE.x * place.scale > w && castle.x + castle.w - 2 * (CANVAS.w - CASTLE.x) * place.scale < 0, at);
    if (z.wide) {
      // in the left column: its side towers flank the free-spins box and their tips rise over it
      const f = z.freeSpins;
      assert.ok(castle.x < f.x && castle.x + castle.w > f.x + f.w, at);
      assert.ok(page.bar - (CANVAS.h - CASTLE.towers) * place.sy < f.y - 7, at);
    }
  }
});

test("the moon's place: high at the left, over the left column where the stage is wide, beside the title where it stands on its end", () => {
  for (const [name, page] of Object.entries(PAGES)) {
    const [w, h] = sizeOf(name);
    const z = computeLayout(...page.stage, 5);
    const unit = Math.min(w, h);
    const p = z.portrait;
    const crest = p.w * 0.2;
    const boxes = [
      ...["logo", "session", "toggles", "hud", "controls"].map((part) => box(page[part])),
      { x: p.x - crest, y: p.y - crest, w: p.w + 2 * crest, h: p.h + 2 * crest },
      z.multiplier,
      z.freeSpins,
      z.meter,
      z.grid,
    ];
    const moon = moonSpot(boxes, w, h, unit * 0.075, unit * 0.035, moonCorner(z, w, h));
    const at = `${name}: ${JSON.stringify(moon)}`;
    assert.ok(moon, at);
    if (z.wide) {
      assert.ok(moon.x + moon.r <= z.grid.x + z.grid.size / 2 && moon.y + moon.r <= h / 2, at); // the sky at the left, in the upper half
      // where a whole moon fits over the left column, it stands over the column's middle
      if (moon.r === unit * 0.075) assert.ok(Math.abs(moon.x - z.multiplier.cx) <= w / 96 / 2 + 1e-9, at);
    } else {
      assert.ok(moon.y + moon.r <= p.y, at); // in the title's sky, above the stage
    }
  }
  // the sizes a player meets most: a whole moon over the left column at a desk, beside the title on a phone
  const desk = computeLayout(...PAGES["1440x900"].stage, 5);
  const moon = moonSpot([box(PAGES["1440x900"].logo), desk.multiplier, desk.freeSpins, desk.grid], 1440, 900, 67.5, 31.5, moonCorner(desk, 1440, 900));
  assert.equal(moon.r, 67.5);
  assert.ok(Math.abs(moon.x - desk.multiplier.cx) < 7.5, JSON.stringify(moon));
});

test("the sky's dither moves each channel by a level at most, leaves alpha and the average colour alone, and breaks a gradient's bands", () => {
  // a dark gradient of 1-level steps 64 px wide: the bands a large screen shows
  const w = 256;
  const h = 64;
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) data.set([20 + Math.floor(x / 64), 10 + Math.floor(x / 64), 60 + Math.floor(x / 64), 255], (y * w + x) * 4);
  const before = data.slice();
  dither(data, w, h);
  let longest = 0;
  const sums = [0, 0, 0];
  for (let y = 0; y < h; y++) {
    let run = 0;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        assert.ok(Math.abs(data[i + c] - before[i + c]) <= 1);
        sums[c] += data[i + c] - before[i + c];
      }
      assert.equal(data[i + 3], 255);
      run = x > 0 && data[i] === data[i - 4] && data[i + 2] === data[i - 2] ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
  }
  assert.ok(longest < 16, `a band ${longest} px long is left`); // 64 before
  for (const sum of sums) assert.ok(Math.abs(sum / (w * h)) < 0.05, `${sums}`);
});
