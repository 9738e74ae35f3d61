// view.js: the screen's numbers as a pure fold over a round's steps (the engine's golden rounds).
import assert from "node:assert/strict";
import { test } from "node:test";

import { applyStep, emptyView, freeSpinsLeft, restingView, roundStartView, screenModel } from "../../web/js/screen/view.js";
import { goldenCases, goldenRounds } from "./golden.js";

const ROUNDS = goldenRounds();
const byIndex = (i) => ROUNDS.find((r) => r.index === i);

/** The view as a round starts from the state its spin was sent with. */
function startOf(round) {
  const { state } = round.spin.request;
  return roundStartView(restingView(emptyView(), state), round.spin.reply.round, state.princess);
}

/** Every view the player sees: after each step, in order. */
function views(round) {
  const out = [];
  let view = startOf(round);
  for (const step of round.steps) out.push((view = applyStep(view, step)));
  return out;
}

const hud = (view) => {
  const { grid, ...figures } = view;
  return { ...figures, freeSpinsLeft: freeSpinsLeft(view) };
};

test("the model's numbers the screen draws with come from the engine's config", () => {
  const { config } = goldenCases().find((c) => c.request && c.request.op === "config").reply;
  assert.deepEqual(screenModel(config), {
    gridSize: 5,
    meterSections: ["love", "star", "storm"],
    meterSize: 3,
    maxMultiplier: 20,
    maxWinX: 5000,
    betLevels: [20, 40, 60, 80, 100, 200, 400, 600, 800, 1000, 2000, 5000, 10000],
    extend: { love: 4, star: 3, storm: 2 },
  });
});

test("emptyView knows nothing yet", () => {
  assert.deepEqual(emptyView(), {
    grid: null,
    balance: null,
    bet: null,
    roundWin: 0,
    lastWin: 0,
    multiplier: 1,
    meter: 0,
    princess: null,
    featurePrincess: null,
    phase: "base",
    freeSpins: null,
    trinityFrom: null,
    featureFrom: null,
    choice: null,
    roundOpen: false,
  });
});

test("a round starts with its bet taken from the balance before it", () => {
  const round = byIndex(11); // golden seed 3: a bet of 80 from a balance of 100,000
  assert.deepEqual(hud(startOf(round)), {
    balance: 99920,
    bet: 80,
    roundWin: 0,
    lastWin: 0,
    multiplier: 1,
    meter: 0,
    princess: "star",
    featurePrincess: null,
    phase: "base",
    freeSpins: null,
    trinityFrom: null,
    featureFrom: null,
    choice: null,
    roundOpen: true,
    freeSpinsLeft: 0,
  });
});

test("a base round with drops folds to the engine's win, balance, multiplier, meter and princess", () => {
  const round = byIndex(11); // power, 2 wins, 2 drops: wins 16 + 32
  const seen = views(round);
  assert.deepEqual(
    seen.map((v) => v.roundWin),
    [0, 0, 0, 16, 16, 16, 16, 48, 48, 48, 48, 48, 48],
  );
  assert.deepEqual(
    seen.map((v) => v.multiplier),
    [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 1],
  ); // the end leaves what the next round starts from: x1
  const end = seen[seen.length - 1];
  assert.deepEqual(hud(end), {
    balance: 99968,
    bet: 80,
    roundWin: 48,
    lastWin: 48,
    multiplier: 1,
    meter: 0,
    princess: "storm",
    featurePrincess: null,
    phase: "base",
    freeSpins: null,
    trinityFrom: null,
    featureFrom: null,
    choice: null,
    roundOpen: false,
    freeSpinsLeft: 0,
  });
  assert.equal(end.grid, round.steps.findLast((s) => Array.isArray(s.grid)).grid);
});

test("a grid clear waits for the choice, then the free spins count down and an extension adds four", () => {
  const round = byIndex(29); // forced grid clear at a bet of 1,000, Love chosen
  const seen = views(round);
  const at = (t, n = 0) => hud(seen[round.steps.map((s, i) => (s.t === t ? i : -1)).filter((i) => i >= 0)[n]]);
  assert.deepEqual(at("choice").choice, [
    { princess: "love", spins: 4 },
    { princess: "star", spins: 5 },
    { princess: "storm", spins: 8 },
  ]);
  assert.deepEqual([at("choice").balance, at("choice").roundWin, at("choice").roundOpen], [99000, 10000, true]);
  assert.deepEqual([at("free_spins_start").featurePrincess, at("free_spins_start").phase, at("free_spins_start").freeSpinsLeft], ["love", "free", 4]);
  assert.deepEqual(
    round.steps.map((s, i) => (s.t === "free_spin" || s.t === "extend" ? freeSpinsLeft(seen[i]) : null)).filter((n) => n !== null),
    [3, 7, 6, 5, 4, 3, 2, 1, 0, 4, 3, 2, 1, 5, 9, 8, 8, 7, 7, 6, 5, 4, 3, 3, 2, 2, 1, 0, 0],
  );
  assert.deepEqual(at("extend").freeSpins, { number: 1, total: 8 });
  assert.deepEqual([at("free_spins_start").featureFrom, at("extend").featureFrom, at("free_spins_end").featureFrom], [10000, 10000, null]);
  assert.deepEqual(hud(seen[seen.length - 1]), {
    balance: 432550,
    bet: 1000,
    roundWin: 333550,
    lastWin: 333550,
    multiplier: 1,
    meter: 0,
    princess: "star",
    featurePrincess: null,
    phase: "base",
    freeSpins: null,
    trinityFrom: null,
    featureFrom: null,
    choice: null,
    roundOpen: false,
    freeSpinsLeft: 0,
  });
});

test("every golden round folds to the balance, win and princess the engine stored", () => {
  assert.equal(ROUNDS.length, 50);
  for (const round of ROUNDS) {
    const last = round.choose || round.spin;
    const end = views(round).at(-1);
    const { state, round: played } = last.reply;
    assert.equal(end.balance, state.balance, `round at case ${round.index}`);
    assert.equal(end.roundWin, played.win);
    assert.equal(end.lastWin, played.win);
    assert.equal(end.princess, state.princess);
    assert.equal(end.roundOpen, false);
  }
});

test("restingView shows a state's balance, bet and princess and closes the round", () => {
  const open = { ...emptyView(), balance: 5, roundOpen: true, featurePrincess: "love", freeSpins: { number: 1, total: 4 }, choice: [] };
  assert.deepEqual(restingView(open, { balance: 120000, bet: 200, princess: "storm" }), {
    ...emptyView(),
    balance: 120000,
    bet: 200,
    princess: "storm",
  });
  // a state without a bet or princess keeps what the screen showed
  const kept = restingView({ ...emptyView(), bet: 40, princess: "love" }, { balance: 1 });
  assert.deepEqual([kept.balance, kept.bet, kept.princess], [1, 40, "love"]);
});

test("the trinity round's start is kept for the closing screen, and the end leaves x1 and an empty meter", () => {
  const round = byIndex(104); // a base round with a trinity round (its meter full), no free spins
  const seen = views(round);
  const start = round.steps.findIndex((s) => s.t === "trinity_start");
  assert.equal(seen[start].trinityFrom, seen[start - 1].roundWin);
  assert.equal(seen.at(-2).meter, 3); // full through the trinity round...
  assert.deepEqual([seen.at(-1).multiplier, seen.at(-1).meter, seen.at(-1).trinityFrom], [1, 0, null]); // ...and at rest what the next round starts from
  const resting = restingView({ ...seen.at(-2), multiplier: 7, meter: 2 }, { balance: 1 });
  assert.deepEqual([resting.multiplier, resting.meter], [1, 0]);
});
