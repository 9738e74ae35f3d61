// A feature's start on the whole stage (art/feature-start.js featurePlan): the free spins' princess,
// or the trinity round's three side by side in a fan, large and whole on the stage at every screen,
// their faces clear of the words and of one another.
import assert from "node:assert/strict";
import { test } from "node:test";

import { featurePlan } from "../../web/js/art/feature-start.js";
import { figureScale } from "../../web/js/art/heroine.js";
import { computeLayout } from "../../web/js/screen/layout.js";
import { PAGES } from "./pages.js";

// The page's stage (between its header and its HUD) at each size (pages.js), and the smallest phone upright's
const SCREENS = [
  ...Object.entries(PAGES).map(([size, page]) => {
    const [w, h] = size.split("x").map(Number);
    const [x, y, sw, sh] = page.stage;
    return { w, h, stage: { x, y, w: sw, h: sh } };
  }),
  { w: 360, h: 640, stage: { x: 10, y: 110, w: 340, h: 370 } },
];
const LEAST = { middle: 180, side: 150 }; // px: each reads as a character of her own, on the smallest phone on its side too
const HEAD = { x: 0.105, w: 0.79, h: 0.49 }; // her head and hair in her figure's box (art/princesses/*.svg frame-face in frame-bust)

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const within = (a, s) => a.x >= s.x - 0.5 && a.x + a.w <= s.x + s.w + 0.5;

for (const count of [1, 3]) {
  test(`${count === 1 ? "the free spins' start: her figure" : "the trinity round's start: the three figures"} large and whole on the stage at every screen, the words under their chins`, () => {
    for (const { w, h, stage } of SCREENS) {
      const where = `${w}x${h}`;
      const { grid } = computeLayout(stage.x, stage.y, stage.w, stage.h, 5);
      const plan = featurePlan(stage, grid, count);
      assert.equal(plan.figures.length, count, where);
      for (const f of plan.figures) {
        assert.ok(within(f, stage) && f.y >= stage.y, `${where}: ${JSON.stringify(f)} off the stage ${JSON.stringify(stage)}`);
        assert.ok(f.y + f.fade[1] * f.h <= stage.y + stage.h + 0.5, `${where}: she shows below the stage`);
        assert.ok(f.h >= (f.middle ? LEAST.middle : LEAST.side), `${where}: ${f.h} px tall`);
        assert.ok(f.h <= figureScale(grid.size) * 620 + 1, `${where}: larger than the pictures fetched for her`); // heroine.js: figureScale, her bust 620 units
        // no word over her face, and she is gone by the words' foot
        assert.ok(!overlap(plan.words, f.face), `${where}: the words ${JSON.stringify(plan.words)} over her face ${JSON.stringify(f.face)}`);
        assert.ok(f.y + f.fade[1] * f.h <= plan.words.y + plan.words.h + 1, `${where}: gone by the words' foot`);
        assert.ok(f.fade[0] > 0.45 && f.fade[0] < f.fade[1], `${where}: whole down past her chin: ${f.fade}`);
      }
      assert.ok(within(plan.words, stage) && plan.words.y + plan.words.h <= stage.y + stage.h + 0.5, `${where}: the words on the stage`);
      assert.ok(plan.title.px >= 24 && plan.subtitle.px >= 13, `${where}: ${plan.title.px} ${plan.subtitle.px}`);
      assert.ok(Math.abs(plan.cx - (grid.x + grid.size / 2)) < 1, `${where}: centred on the grid`);
      if (count === 3) {
        const [left, middle, right] = plan.figures;
        assert.ok(middle.middle && middle.h > left.h && middle.h > right.h && left.h === right.h, `${where}: the middle one larger`);
        assert.ok(left.x < middle.x && middle.x < right.x, `${where}: side by side`);
        // a fan: the two beside her overlap her, and their faces stay clear of her head and hair in front of them
        const head = { x: middle.x + HEAD.x * middle.w, y: middle.y, w: HEAD.w * middle.w, h: HEAD.h * middle.h };
        for (const side of [left, right]) assert.ok(!overlap(side.face, head), `${where}: a face behind the middle one's head`);
        assert.ok(left.x + left.w > middle.x && right.x < middle.x + middle.w, `${where}: a fan, not three apart`);
      }
    }
  });
}

test("the free spins' start fills the stage, on a tall one too: her figure and her words leave under 30% of its height empty", () => {
  // at her chest the words had left a phone's and a tablet's stage upright half empty (0.56 and 0.51)
  for (const { w, h, stage } of SCREENS) {
    const { grid } = computeLayout(stage.x, stage.y, stage.w, stage.h, 5);
    const plan = featurePlan(stage, grid, 1);
    const [her] = plan.figures;
    const empty = her.y - stage.y + (stage.y + stage.h - (plan.words.y + plan.words.h));
    assert.ok(empty / stage.h < 0.3, `${w}x${h}: ${Math.round((100 * empty) / stage.h)}% of the stage empty`);
  }
});
