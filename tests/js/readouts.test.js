// The HUD's readouts: a glide taken over shows where it was going at once, before any frame runs.
import { test } from "node:test";
import assert from "node:assert/strict";

import { Readouts } from "../../web/js/screen/readouts.js";

/** A moment whose tweens have not had a frame yet (the timeline frozen by a hold, or a slow machine). */
const frozenMoment = () => ({ tween: () => new Promise(() => {}) });

test("a glide taken over starts where the last one was going, shown at once", () => {
  const readouts = new Readouts();
  readouts.hud = { meter: 0 };
  readouts.glide(
    frozenMoment(),
    "meter",
    1,
    380,
    (p) => p,
    () => {},
  ); // a princess win fills a section
  assert.equal(readouts.hud.meter, 0); // no frame yet: where it shows
  readouts.glide(
    frozenMoment(),
    "meter",
    0,
    1200,
    (p) => p,
    () => {},
  ); // the round ends before a frame ran
  assert.equal(readouts.hud.meter, 1); // the drain starts from the full section, never from part of it
});
