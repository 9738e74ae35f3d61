// Words that fit without squeezing (art/canvas.js fitText), labels that stand apart
// (screen/moments.js placeLabels), the zones' room for the moon (screen/layout.js moonSpot).
import assert from "node:assert/strict";
import { test } from "node:test";

import { fitText } from "../../web/js/art/canvas.js";
import { placeLabels } from "../../web/js/screen/moments.js";
import { computeLayout, moonSpot } from "../../web/js/screen/layout.js";

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

test("labels of wins that would lie on one another step apart, inside the grid", () => {
  const placed = placeLabels(
    [
      { text: "$0.10 x 2", x: 2.5, y: 4.5 },
      { text: "$0.20 x 2", x: 2.5, y: 4.5 },
      { text: "+$1.00", x: 0.5, y: 0.5 },
    ],
    5,
  );
  assert.deepEqual(
    placed.map((l) => [l.x, l.y]),
    [
      [2.5, 4.5],
      [2.5, 4],
      [0.5, 0.5],
    ],
  );
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
