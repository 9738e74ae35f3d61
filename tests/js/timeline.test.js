// screen/timeline.js: the presentation's one clock, its tweens and its labelled sequences.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Timeline, ease } from "../../web/js/screen/timeline.js";

/** Every promise a frame settled runs before the next frame, as in the page. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Frames of `frame` ms until `done()` or `limit` frames; the frames run. */
async function frames(timeline, frame, done, limit = 1000) {
  let n = 0;
  while (!done() && n < limit) {
    timeline.advance(frame);
    n += 1;
    await settle();
  }
  return n;
}

test("a beat that follows another starts where it ended, whatever the frame rate", async () => {
  for (const frame of [7, 16.7, 33, 50]) {
    const timeline = new Timeline();
    const round = timeline.sequence("round");
    const starts = [];
    let over = false;
    (async () => {
      for (let i = 0; i < 3; i++) {
        starts.push(timeline.cursor);
        await round.tween(100);
      }
      over = true;
    })();
    await frames(timeline, frame, () => over);
    assert.deepEqual(starts, [0, 100, 200], `frames of ${frame} ms`);
    assert.equal(timeline.cursor, 300);
  }
});

test("a tween runs its update from 0 to its eased end, and the speed scales the clock", async () => {
  const timeline = new Timeline();
  timeline.speed = 2;
  const seen = [];
  let over = false;
  timeline
    .sequence("round")
    .tween(100, (p) => seen.push(p), ease.linear)
    .then(() => (over = true));
  await frames(timeline, 10, () => over);
  assert.deepEqual(seen, [0, 0.2, 0.4, 0.6, 0.8, 1]);
});

test("skipping a sequence ends its tweens and its children's at once, and not a sibling's", async () => {
  const timeline = new Timeline();
  const round = timeline.sequence("round");
  const spin = round.child("spin");
  const moment = spin.child("banner");
  const sibling = round.child("next spin");
  const values = { moment: null, sibling: null };
  moment.tween(1000, (p) => (values.moment = p));
  sibling.tween(1000, (p) => (values.sibling = p));
  timeline.advance(100);
  spin.skip();
  assert.equal(values.moment, 1);
  assert.ok(Math.abs(values.sibling - 0.1) < 1e-9);
  assert.equal(moment.skipping, true);
  assert.equal(sibling.skipping, false);
  let later = null;
  await moment.tween(500, (p) => (later = p)); // a beat the skipped moment starts afterwards ends at once
  assert.equal(later, 1);
});

test("a skip to a label ends at that label: what follows it runs at its own pace", async () => {
  const timeline = new Timeline();
  const show = timeline.sequence("big-win");
  const told = [];
  show.onLabel = (sequence, label) => told.push(`${sequence.name}:${label}`);
  const trace = [];
  let counted = null;
  let over = false;
  (async () => {
    show.label("intro");
    await show.tween(1000, (p) => (counted = p)); // the count
    show.label("peak");
    trace.push(["peak at", timeline.cursor]);
    await show.wait(300);
    show.label("out");
    trace.push(["out at", timeline.cursor]);
    over = true;
  })();
  timeline.advance(100);
  await settle();
  show.skip("peak");
  await settle();
  assert.equal(counted, 1);
  assert.deepEqual(trace, [["peak at", 100]]); // the peak comes at once...
  assert.equal(show.skipping, false);
  await frames(timeline, 10, () => over);
  assert.deepEqual(trace, [
    ["peak at", 100],
    ["out at", 400],
  ]); // ...and is held its whole time
  assert.deepEqual(told, ["big-win:intro", "big-win:peak", "big-win:out"]); // the label a skip stops at is reached: told

  const passed = [];
  const stopped = timeline.sequence("spin");
  stopped.onLabel = (sequence, label) => passed.push(label);
  stopped.skip();
  stopped.label("peak");
  assert.deepEqual(passed, []); // a label passed while skipping is not
});

test("a skip to a label already passed goes to the sequence's end", async () => {
  const timeline = new Timeline();
  const show = timeline.sequence("show");
  show.label("peak");
  show.skip("peak");
  assert.equal(show.skipping, true);
  let value = null;
  await show.tween(400, (p) => (value = p));
  assert.equal(value, 1);
});

test("a frozen clock stands still until the hold is released", async () => {
  const timeline = new Timeline();
  let release;
  timeline.freeze(new Promise((resolve) => (release = resolve)));
  assert.equal(timeline.advance(16), 0);
  assert.equal(timeline.clock, 0);
  release();
  await settle();
  assert.equal(timeline.advance(16), 16);
  assert.equal(timeline.clock, 16);
});

test("remaining() is the time until every running tween has ended", () => {
  const timeline = new Timeline();
  const round = timeline.sequence("round");
  assert.equal(timeline.remaining(), 0);
  round.tween(300);
  round.tween(100, null, ease.linear, 250);
  assert.equal(timeline.remaining(), 350);
  assert.equal(timeline.busy, true);
});

test("a drain waits for every beat but garnish, which runs on after it to its end", async () => {
  const timeline = new Timeline();
  const round = timeline.sequence("round");
  let glow = 0;
  round.tween(200);
  round.garnish(900, (k) => (glow = k));
  assert.equal(timeline.remaining(), 200); // the garnish's 900 ms are not the round's
  let drained = null;
  round.drain().then(() => (drained = timeline.cursor));
  await frames(timeline, 50, () => drained !== null);
  assert.equal(drained, 200);
  assert.ok(glow > 0 && glow < 1 && timeline.busy); // still running: the frames go on drawing it
  await frames(timeline, 50, () => !timeline.busy);
  assert.equal(glow, 1);
});

/** A show: an intro, a count of 1000 ms to its peak, a hold of 500 ms, its out of 200 ms; the labels it reached, with the cursor. */
function runShow(show, trace) {
  return (async () => {
    show.label("intro");
    await show.tween(1000);
    show.label("peak");
    trace.push(["peak", show.timeline.cursor]);
    await show.wait(500);
    show.label("out");
    trace.push(["out", show.timeline.cursor]);
    await show.tween(200);
    trace.push(["gone", show.timeline.cursor]);
  })();
}

test("a show keeps its peak: a skip of what it belongs to takes it to its peak, which it then holds", async () => {
  const timeline = new Timeline();
  const close = timeline.sequence("round").child("close");
  const show = close.child("big-win", { keepsPeak: true });
  const told = [];
  show.onLabel = (sequence, label) => told.push(label);
  const trace = [];
  let over = false;
  runShow(show, trace).then(() => (over = true));
  timeline.advance(100);
  await settle();
  close.skip();
  await settle();
  assert.deepEqual(trace, [["peak", 100]]); // at once to its peak...
  assert.equal(show.skipping, false);
  await frames(timeline, 10, () => over);
  assert.deepEqual(trace, [
    ["peak", 100],
    ["out", 600],
    ["gone", 800],
  ]); // ...held its whole time, and gone as ever
  assert.deepEqual(told, ["intro", "peak", "out"]); // the hold at its peak is still told
});

test("a show begun inside a sequence being skipped comes at its peak; past its peak a skip takes it to its out", async () => {
  const timeline = new Timeline();
  const close = timeline.sequence("round").child("close");
  close.skip(); // Stop cut the spin before: the closing is skipped from its start
  const show = close.child("feature-total", { keepsPeak: true });
  const trace = [];
  let over = false;
  runShow(show, trace).then(() => (over = true));
  await settle();
  assert.deepEqual(trace, [["peak", 0]]);
  timeline.advance(100);
  await settle();
  close.skip(); // a second Stop, past the peak: it leaves
  await settle();
  assert.deepEqual(trace, [
    ["peak", 0],
    ["out", 100],
  ]);
  await frames(timeline, 10, () => over);
  assert.deepEqual(trace.at(-1), ["gone", 300]); // its leaving still runs its time
});

test("end() ends everything in a sequence, shows too", async () => {
  const timeline = new Timeline();
  const round = timeline.sequence("round");
  const show = round.child("close").child("big-win", { keepsPeak: true });
  const trace = [];
  let over = false;
  runShow(show, trace).then(() => (over = true));
  timeline.advance(100);
  round.end();
  await settle();
  await settle();
  await settle();
  assert.equal(over, true);
  assert.deepEqual(trace, [
    ["peak", 100],
    ["out", 100],
    ["gone", 100],
  ]);
});
