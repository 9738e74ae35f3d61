// controller.js's events, the wiring the page's modules listen to: a spin with the engine's
// golden replies, told as phase, balance, bet, step and round events in order.
import assert from "node:assert/strict";
import { test } from "node:test";

import { GameController, lastWinBefore } from "../../web/js/controller.js";
import { Emitter } from "../../web/js/events.js";
import { NO_HOOKS, withHooks } from "../../web/js/hooks.js";
import { memoryStore, Storage } from "../../web/js/record/storage.js";
import { History } from "../../web/js/record/history.js";
import { Ledger } from "../../web/js/record/ledger.js";
import { goldenCases } from "./golden.js";

/** An engine that answers with golden replies: config, the new game and the spin of golden case 11. */
function goldenBridge() {
  const cases = goldenCases();
  const reply = (i) => structuredClone(cases[i].reply);
  const sent = [];
  return {
    sent,
    ready: Promise.resolve(),
    request(payload) {
      sent.push(payload.op);
      if (payload.op === "config") return Promise.resolve(reply(0));
      if (payload.op === "new_game") return Promise.resolve(reply(10));
      if (payload.op === "spin") return Promise.resolve(reply(11));
      if (payload.op === "resume") return Promise.resolve({ ok: true, state: payload.state, round: null, voided: false });
      throw new Error(`unexpected ${payload.op}`);
    },
  };
}

const quiet = new Proxy({}, { get: () => () => {} }); // a message box, loading screen or sound that shows and plays nothing

/** A presenter that shows each step at once and says so. */
const instantPresenter = () => ({
  view: null,
  holding: false,
  holdFrames(on) {
    this.holding = on;
  },
  show(view) {
    this.view = view;
  },
  resume() {},
  async play(steps, from, view, onStep) {
    this.view = view;
    for (let i = from; i < steps.length; i++) await onStep(i + 1);
  },
});

const memoryStorage = () => new Storage(memoryStore());

/** A controller as main.js builds one: the ledger it sends through and the history it keeps, given to it. */
function gameOn(bridge, hooks) {
  const history = new History();
  let controller = null;
  const ledger = new Ledger({
    storage: memoryStorage(),
    history,
    send: (request) => controller.call(request),
    seeds: () => controller.nextSeed(),
    clock: () => controller.now(),
  });
  const parts = { presenter: instantPresenter(), messageBox: quiet, loading: quiet, sound: quiet };
  controller = new GameController({ bridge, ledger, history, ...parts, seeds: () => "00".repeat(32), hooks });
  return controller;
}

function listen(controller) {
  const heard = [];
  for (const name of ["phase", "config", "bet", "balance", "step", "round"]) {
    controller.on(name, (detail) =>
      heard.push([name, name === "config" ? detail.max_multiplier : name === "round" ? [detail.roundId, detail.end.win] : detail]),
    );
  }
  return heard;
}

test("the Emitter calls listeners in order and stops calling one that left", () => {
  const events = new Emitter();
  const heard = [];
  const off = events.on("x", (d) => heard.push(`a${d}`));
  events.on("x", (d) => heard.push(`b${d}`));
  events.emit("x", 1);
  off();
  events.emit("x", 2);
  events.emit("y", 3);
  assert.deepEqual(heard, ["a1", "b1", "b2"]);
});

test("the hooks' defaults do nothing: the page's clock, its own seeds, no force, no pause", () => {
  assert.equal(
    NO_HOOKS.nextSeed(() => "s"),
    "s",
  );
  assert.deepEqual([NO_HOOKS.force(), NO_HOOKS.gate(3), NO_HOOKS.gateReply({ op: "spin" }), NO_HOOKS.speed()], [null, null, null, null]);
  assert.ok(Math.abs(NO_HOOKS.clock() - Date.now()) < 1000);
  assert.equal(withHooks({ speed: () => 25 }).speed(), 25);
  assert.equal(withHooks({ speed: () => 25 }).force(), null);
});

test("load, then a spin: every event the page listens to, in order", async () => {
  const bridge = goldenBridge();
  const controller = gameOn(bridge, withHooks({ clock: () => 1_750_010_800_000 }));
  const heard = listen(controller);
  await controller.start();
  assert.deepEqual(heard, [
    ["config", 20],
    ["balance", 100000],
    ["bet", 100],
    ["phase", { phase: "ready", previous: "loading" }],
  ]);
  assert.deepEqual(bridge.sent, ["config", "new_game", "resume"]);

  heard.length = 0;
  controller.changeBet(-1); // the golden spin was played at 80
  await controller.spin();
  assert.deepEqual(heard, [
    ["bet", 80],
    ["phase", { phase: "spinning", previous: "ready" }],
    ["balance", 99968], // the engine's balance, stored before anything is shown
    ...Array.from({ length: 13 }, (_, i) => ["step", i + 1]),
    ["round", [1, 48]],
    ["phase", { phase: "ready", previous: "spinning" }],
  ]);
  assert.deepEqual([controller.state.balance, controller.history.latest().win], [99968, 48]);
});

test("the page's own phases are the controller's: a recall only from ready and back, Close stops the screen", async () => {
  const replied = [];
  const controller = gameOn(goldenBridge(), withHooks({ clock: () => 1_750_010_800_000, replied: (r) => replied.push(r.op) }));
  await controller.start();
  assert.deepEqual(replied, ["config", "new_game", "resume"]); // each reply let through, for the benchmarks' timings
  const heard = listen(controller);
  assert.equal(controller.enterRecall(), true);
  assert.equal(controller.enterRecall(), false, "a recall only from ready");
  controller.leaveRecall();
  controller.leaveRecall(); // once ready, nothing to leave
  let paused = false;
  controller.presenter.pause = () => (paused = true);
  let terminated = 0;
  controller.bridge.worker = {
    terminate() {
      terminated += 1;
      throw new Error("already gone");
    },
  };
  controller.close(); // a worker already gone still reaches the closed screen
  assert.deepEqual(
    heard.map(([, detail]) => detail.phase),
    ["recall", "ready", "closed"],
  );
  assert.deepEqual([terminated, paused, controller.phase], [1, true, "closed"]);
});

test("a round played from the record starts with the win of its game's last complete round before it as Last win", () => {
  const round = (id, win, status = "complete", game = "g1") => ({ id, win, status, game });
  const open = round(5, 0, "awaiting_choice");
  const entries = [round(1, 50, "complete", "g0"), round(2, 30), round(3, 70), round(4, 0, "void"), open];
  assert.equal(lastWinBefore(open, entries), 70); // a void round in between leaves it as it was
  assert.equal(lastWinBefore(entries[2], entries), 30);
  assert.equal(lastWinBefore(entries[1], entries), 0); // the game's first round: another game's win is not its
  assert.equal(lastWinBefore(round(9, 5, "complete", "g2"), entries), 0);
});
