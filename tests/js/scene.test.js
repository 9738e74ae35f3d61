// The scene behind the game (art/background.js, screen/layout.js): the skyline stands low on the
// bottom bar's top edge, the moon has one place decided by the zones alone (high at the left where
// the stage is wide) with the castle beside it, in sight at every size, and the cached sky, aurora
// and halo are dithered so that their gradients show no bands.

import assert from "node:assert/strict";
import { test } from "node:test";
import { castleBox, dither, MOON_SCENE, skylinePlace } from "../../web/js/art/background.js";
import { computeLayout, moonCorner, moonPlace, moonSpot, skylineSpot } from "../../web/js/screen/layout.js";
import { PAGES } from "./pages.js";

const CANVAS = { w: 1600, h: 500 }; // art/scene/scene.svg's

const sizeOf = (name) => name.split("x").map(Number);
const box = ([x, y, w, h]) => ({ x, y, w, h });
const PARTS = ["logo", "session", "toggles", "hud", "controls"];
/** The moon's place on a page (the renderer's sizes: 0.075 of the shorter side at most, 0.035 at least, a breath of 0.025). */
const placeOn = (page, w, h, parts = PARTS.map((part) => box(page[part]))) => {
  const unit = Math.min(w, h);
  const z = computeLayout(...page.stage, 5);
  return { z, moon: moonPlace(z, parts, w, h, { r: unit * 0.075, minR: unit * 0.035, gap: unit * 0.025, shape: MOON_SCENE }) };
};
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test("the skyline stands low on the bottom bar's top edge at every size, its copies covering the screen as the layers part", () => {
  for (const [name, page] of Object.entries(PAGES)) {
    const [w] = sizeOf(name);
    const z = computeLayout(...page.stage, 5);
    const spot = skylineSpot(z, page.bar);
    const place = skylinePlace(w, spot, CANVAS);
    const at = `${name}: ${JSON.stringify({ spot, place })}`;
    assert.equal(spot.ground, page.bar, at);
    assert.equal(spot.top, page.bar - 0.3 * z.grid.size, at); // its hills 0.3 of the grid up: the castle is in the sky, not here
    assert.equal((CANVAS.h - 266) * place.scale, page.bar - spot.top, at);
    const reach = 0.05 * 1.5 * w; // the nearest layer's most parallax
    assert.ok(place.x0 <= -reach && place.x0 + place.copies * CANVAS.w * place.scale >= w + reach, at);
  }
});

test("the moon and its castle: one picture in the moon's corner at every size, the castle whole in sight beside the moon, behind no panel", () => {
  for (const [name, page] of Object.entries(PAGES)) {
    const [w, h] = sizeOf(name);
    const { z, moon } = placeOn(page, w, h);
    const castle = castleBox(moon);
    const at = `${name}: ${JSON.stringify({ moon, castle })}`;
    const unit = Math.min(w, h);
    assert.ok(moon.r >= unit * 0.035 && moon.r <= unit * 0.075 + 1e-9, at);
    // in one of its corner's areas, the picture whole
    const inside = (a) => castle.x >= a.x - 1e-6 && moon.x + moon.r <= a.x + a.w + 1e-6 && castle.y >= a.y - 1e-6 && castle.y + castle.h <= a.y + a.h + 1e-6;
    assert.ok(moonCorner(z).some(inside), at);
    // the castle on the screen, clear of every panel and of the page's parts: in sight
    assert.ok(castle.x >= -1e-6 && castle.x + castle.w <= w + 1e-6, at);
    for (const b of [...PARTS.map((part) => box(page[part])), z.portrait, z.multiplier, z.freeSpins, z.meter, z.grid])
      assert.ok(!overlaps(castle, b), `${at} ${JSON.stringify(b)}`);
    // one picture: its right tower in front of the moon's lower left, its spire's tip beside the moon, level with its top
    assert.ok(castle.x < moon.x - moon.r && moon.x - moon.r < castle.x + castle.w && castle.x + castle.w < moon.x + moon.r / 2, at);
    assert.ok(Math.abs(castle.y - (moon.y - moon.r)) < 0.15 * moon.r, at);
    if (z.wide) {
      assert.ok(moon.x + moon.r <= z.grid.x && castle.y + castle.h <= z.multiplier.y, at); // over the left column, above the medal
    } else {
      assert.ok(castle.y >= z.portrait.y - 1e-6, at); // on the stage, below the header's row
    }
  }
  // the sizes a player meets most: a whole moon and a castle over a desk's left column; beside a tablet's grid; over a phone's free-spins box
  const desk = placeOn(PAGES["1440x900"], 1440, 900);
  assert.equal(desk.moon.r, 67.5);
  assert.ok(castleBox(desk.moon).h > 160, JSON.stringify(desk.moon));
  const tablet = placeOn(PAGES["820x1180"], 820, 1180);
  assert.ok(tablet.moon.x + tablet.moon.r <= tablet.z.grid.x && tablet.moon.y > tablet.z.grid.y, JSON.stringify(tablet.moon));
  const phone = placeOn(PAGES["390x844"], 390, 844);
  assert.ok(
    phone.moon.x - phone.moon.r > phone.z.multiplier.x + phone.z.multiplier.w && phone.moon.y + phone.moon.r <= phone.z.freeSpins.y,
    JSON.stringify(phone.moon),
  );
});

// A small phone upright as the CSS lays it out (its header, stage, HUD and controls; the session box at the row's right)
const SMALL_PHONE = {
  stage: [10, 110, 340, 365],
  logo: [10, 21, 199, 22],
  toggles: [10, 62, 340, 40],
  hud: [10, 483, 340, 81],
  controls: [10, 572, 340, 58],
};

test("the moon's place is pinned: the same whatever the session box's width (a longer net, another language), on phones upright", () => {
  for (const [size, page, right, widest] of [
    ["390x844", PAGES["390x844"], 380, 146],
    ["360x640", SMALL_PHONE, 350, 133],
  ]) {
    const [w, h] = sizeOf(size);
    const spots = [];
    // from the narrowest box to the widest that keeps to the logo's row (wider, it takes a row of its own)
    for (const sw of [96, 118, 130, widest]) {
      const parts = ["logo", "toggles", "hud", "controls"].map((part) => box(page[part]));
      spots.push(placeOn(page, w, h, [...parts, { x: right - sw, y: 8, w: sw, h: 48 }]).moon);
    }
    assert.ok(spots[0], size);
    for (const spot of spots) assert.deepEqual(spot, spots[0], `${size}: ${JSON.stringify(spots)}`);
  }
});

test("the moon's corner alone: moonSpot answers for it, null where no moon fits there; the rest of the sky is moonPlace's fallback", () => {
  const page = PAGES["820x1180"];
  const z = computeLayout(...page.stage, 5);
  const corner = moonCorner(z);
  const all = [{ x: 0, y: 0, w: 820, h: 1180 }];
  assert.equal(moonSpot(all, 820, 1180, 61.5, 28.7, corner, MOON_SCENE), null);
  // the sky taken but for a strip at the top right, outside the corner: moonPlace finds the moon there, with its castle
  const strip = { x: 600, y: 0, w: 220, h: 200 };
  const taken = [
    { x: 0, y: 200, w: 820, h: 980 },
    { x: 0, y: 0, w: 600, h: 200 },
  ];
  const moon = moonPlace(z, taken, 820, 1180, { r: 61.5, minR: 28.7, gap: 0, shape: MOON_SCENE });
  assert.ok(moon && castleBox(moon).x >= strip.x && moon.y + moon.r <= strip.h, JSON.stringify(moon));
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
