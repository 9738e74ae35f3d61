// The princess who leads a big win (art/heroine.js leadPlan): her face above the show's title at
// every screen, the words brought down or she made smaller, and nothing of her under the amount.
import assert from "node:assert/strict";
import { test } from "node:test";

import { bigWinWords } from "../../web/js/art/bigwin.js";
import { leadPlan } from "../../web/js/art/heroine.js";
import { computeLayout } from "../../web/js/screen/layout.js";

// Screens and their stages (between the page's header and its HUD), as the page measures them.
const SCREENS = [
  { w: 390, h: 844, stage: { y: 60, h: 600 } },
  { w: 667, h: 375, stage: { y: 46, h: 329 } },
  { w: 844, h: 390, stage: { y: 46, h: 344 } },
  { w: 820, h: 1180, stage: { y: 72, h: 900 } },
  { w: 1440, h: 900, stage: { y: 64, h: 740 } },
  { w: 2560, h: 1440, stage: { y: 90, h: 1230 } },
];
const CHIN = 0.45; // her chin, of her height from its top (art/princesses/*.svg)

test("her chin clears the title at every screen, and she is never smaller than half the grid", () => {
  for (const { w, h, stage } of SCREENS) {
    const { grid } = computeLayout(0, stage.y, w, stage.h, 0);
    const words = bigWinWords(w, h, grid);
    const plan = leadPlan(grid, words, stage);
    const where = `${w}x${h}`;
    assert.ok(plan.top + CHIN * plan.h < words.top + plan.shift, `${where}: chin ${plan.top + CHIN * plan.h} title ${words.top + plan.shift}`);
    assert.ok(plan.h >= 0.55 * grid.size - 1e-9 && plan.h <= 0.84 * grid.size + 1e-9, `${where}: ${plan.h} of ${grid.size}`);
    assert.ok(plan.top >= stage.y, `${where}: under the header`);
    assert.ok(words.bottom + plan.shift <= Math.min(grid.y + grid.size, stage.y + stage.h) + 1e-9, `${where}: the words on the stage`);
    // she is gone at the words' foot (or her own): no belt or hem floats under the amount
    const [from, to] = plan.fade;
    assert.ok(from > CHIN && from < to && to <= 1, `${where}: ${plan.fade}`);
    // and whole down to three quarters of the way from her chin to the words' foot: no coin shows through her chest
    assert.ok(from >= CHIN + 0.74 * (to - CHIN) - 0.01, `${where}: she fades from ${from}, of ${CHIN}..${to}`);
    assert.ok(plan.top + to * plan.h <= words.bottom + plan.shift + 1, `${where}: gone by the amount's foot`);
  }
});
