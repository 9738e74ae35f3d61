// A Girl Power's moment in the animation's own time (screen/moments.js), the presenter driven frame
// by frame without a page: one that changes cells has her cut-in and holds play at least 1.2 s;
// one that changes no cell (a guard: the rules leave none) is short, her banner without a cut-in.

import assert from "node:assert/strict";
import { test } from "node:test";

import { emptyView, screenModel } from "../../web/js/screen/view.js";
import { withHooks } from "../../web/js/hooks.js";
import { goldenCases } from "./golden.js";

const FRAME = 16;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A presenter without a page; each round's length (hooks.round) and each frame's cut-in. */
async function stage() {
  globalThis.window ??= globalThis; // the frame loop's window: never asked for a frame here
  const { Presenter } = await import("../../web/js/screen/presenter.js");
  const rounds = [];
  const presenter = new Presenter({ paint() {}, dirty: () => false, sound: { play() {} }, hooks: withHooks({ round: (entry) => rounds.push(entry) }) });
  presenter.setModel(screenModel(goldenCases()[0].reply.config));
  /** Play `steps` to their end, a frame at a time; whether a cut-in was ever on the stage. */
  const play = async (steps) => {
    let over = false;
    let cutIn = false;
    presenter.play(steps, 0, emptyView(), () => null).then(() => (over = true));
    for (let n = 0; !over && n < 5000; n++) {
      presenter.timeline.advance(FRAME);
      cutIn ||= !!presenter.props.cutIn;
      await settle();
    }
    assert.ok(over, "the round ends");
    return { cutIn, round: rounds.at(-1) };
  };
  return play;
}

test("a power that changes no cell is short and has no cut-in; one that changes cells is her moment", async () => {
  const play = await stage();
  const power = goldenCases()
    .flatMap((c) => c.reply.steps || [])
    .find((s) => s.t === "power" && s.cells.length);
  const grid = Array.from({ length: 5 }, () => ["heart", "bell", "gem", "potion", "moon"]);
  const empty = await play([
    { t: "land", grid },
    { ...power, cells: [] },
  ]);
  assert.equal(empty.cutIn, false);
  assert.equal(empty.round.beats.power, 700); // her light (200 ms) and her banner, 0.7 s in all
  const full = await play([{ t: "land", grid }, power]);
  assert.equal(full.cutIn, true);
  assert.ok(full.round.beats.power >= 1200 && full.round.beats.power <= 1500, JSON.stringify(full.round));
});
