// screen/tiers.js, the big-win tiers (a rule of the presentation): BIG, SUPER, MEGA and EPIC WIN from
// 10, 25, 50 and 100 times the bet, in whole cents only; art/bigwin.js paints one look a tier.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BIG_WIN_AT, bigWinTier } from "../../web/js/screen/tiers.js";
import { BIG_WIN_TIERS } from "../../web/js/art/bigwin.js";

test("a win reaches BIG, SUPER, MEGA and EPIC at 10, 25, 50 and 100 times the bet", () => {
  const wins = [0, 999, 1000, 2499, 2500, 4999, 5000, 9999, 10000, 500000];
  assert.deepEqual(
    wins.map((win) => bigWinTier(win, 100)),
    [0, 0, 1, 1, 2, 2, 3, 3, 4, 4],
  );
  assert.equal(bigWinTier(1000.5, 100), 0, "whole cents only");
  assert.equal(BIG_WIN_TIERS.length, BIG_WIN_AT.length, "art/bigwin.js paints every tier");
});
