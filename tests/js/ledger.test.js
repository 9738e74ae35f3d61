// ledger.js's pure parts: the record's seal, what parseRecord trusts and why it refuses, and how
// a write makes room when storage is full (quarantine first, then old steps, then old rounds).
import assert from "node:assert/strict";
import { test } from "node:test";

import { entryAfterChoose, entryFromSpin, prune, seal } from "../../web/js/record/history.js";
import { FORMAT, KIND, Ledger, parseRecord, sealRecord } from "../../web/js/record/ledger.js";
import { memoryStore, QUARANTINE_PREFIX, RECORD_KEY, Storage } from "../../web/js/record/storage.js";
import { goldenRounds } from "./golden.js";

const GAME = "0123456789abcdef";

/** The record a ledger stores after golden round `index` (its game's first round). */
async function recordAfter(index, seq = 3) {
  const round = goldenRounds().find((r) => r.index === index);
  let entry = entryFromSpin(GAME, round.spin.request, round.spin.reply);
  if (round.choose) entry = entryAfterChoose(entry, round.choose.request, round.choose.reply);
  const history = [await seal(entry, null)];
  const state = (round.choose || round.spin).reply.state;
  const record = { format: FORMAT, game: GAME, seq, state, pending: null, history };
  record.seal = await sealRecord(record);
  return record;
}

/** A Storage-like store that refuses, as a full quota does, any value longer than `limit`. */
function smallStore(limit) {
  const store = memoryStore();
  const setItem = store.setItem;
  store.setItem = (key, value) => {
    if (String(value).length > limit) throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
    setItem(key, value);
  };
  return store;
}

test("a sealed record is trusted as stored", async () => {
  const record = await recordAfter(11);
  assert.deepEqual(await parseRecord(JSON.stringify(record)), { record });
  assert.match(record.seal, /^[0-9a-f]{64}$/);
});

test("the seal covers the state, the request in flight and the newest entry, not the older ones", async () => {
  const record = await recordAfter(11);
  assert.notEqual(await sealRecord({ ...record, seq: 4 }), record.seal);
  assert.notEqual(await sealRecord({ ...record, state: { ...record.state, balance: 1 } }), record.seal);
  assert.notEqual(await sealRecord(record, []), record.seal);
  const older = { ...record.history[0], id: 0 };
  assert.equal(await sealRecord(record, [older, ...record.history]), record.seal);
});

test("parseRecord says why a record cannot be trusted", async () => {
  const record = await recordAfter(11);
  const resealed = async (changed) => JSON.stringify({ ...changed, seal: await sealRecord(changed) });
  const problems = [
    ["{not json", "the saved data is not readable (it is truncated or damaged)"],
    ["[]", "the saved data is not a game record"],
    [JSON.stringify({ ...record, format: 2 }), "the saved game is from another version"],
    [JSON.stringify({ ...record, game: "XYZ" }), "the saved game has no id"],
    [JSON.stringify({ ...record, seq: 0 }), "the saved game has no write count"],
    [JSON.stringify({ ...record, state: { ...record.state, balance: 1.5 } }), "the saved state's figures are not whole numbers"],
    [JSON.stringify({ ...record, pending: { request: { op: "config" } } }), "the saved request is malformed"],
    [JSON.stringify({ ...record, history: null }), "the saved history is missing"],
    [JSON.stringify({ ...record, state: { ...record.state, balance: 999999 } }), "the saved game was changed (its seal does not match)"],
    [await resealed({ ...record, state: { ...record.state, balance: 999999 } }), "the saved balance does not match the last round in the history"],
    [await resealed({ ...record, history: [] }), "the history of the saved game is missing"],
    [
      await resealed({ ...record, pending: { request: { op: "spin", state: { ...record.state, balance: 5 } } } }),
      "the saved request does not start from the saved state",
    ],
    [await resealed({ ...record, history: [{ ...record.history[0], win: 7 }] }), "the history was changed: round 1: the balances do not add up"],
  ];
  for (const [text, problem] of problems) assert.deepEqual(await parseRecord(text), { problem }, problem);
});

test("a round waiting for its choice must be the state's open round", async () => {
  const record = await recordAfter(29, 2);
  const spinOnly = goldenRounds().find((r) => r.index === 29).spin;
  const waiting = { ...record, state: spinOnly.reply.state, history: [await seal(entryFromSpin(GAME, spinOnly.request, spinOnly.reply), null)] };
  waiting.seal = await sealRecord(waiting);
  assert.deepEqual(await parseRecord(JSON.stringify(waiting)), { record: waiting });
  const closed = { ...waiting, state: { ...waiting.state, round: null } };
  closed.seal = await sealRecord(closed);
  assert.deepEqual(await parseRecord(JSON.stringify(closed)), { problem: "the open round does not match the history" });
});

test("a full store makes room: quarantined data first, then old rounds' steps, then old rounds", async () => {
  const record = await recordAfter(91); // a long free-spins round: 158 steps
  const entries = [];
  for (let i = 0; i < 60; i++) entries.push(await seal({ ...record.history[0], id: i + 1 }, entries.length ? entries.at(-1).hash : null));
  const fits = (level) => JSON.stringify({ ...record, seq: 1, history: prune(entries, level), seal: record.seal }).length;
  const storage = new Storage(smallStore(fits(1) + 200)); // room for 50 rounds with 10 rounds' steps
  storage.writeText(`${QUARANTINE_PREFIX}1`, "x".repeat(100));
  const ledger = new Ledger({ storage, send: () => null, seeds: () => "00", clock: () => 0, locks: null });
  assert.equal(await ledger.write({ game: GAME, state: record.state, pending: null, entries }), true);
  assert.deepEqual(storage.quarantineKeys(), []);
  const stored = JSON.parse(storage.readText(RECORD_KEY)).history;
  assert.deepEqual([stored.length, stored.filter((e) => "steps" in e).length, stored[0].id], [50, 10, 11]);

  const tiny = new Ledger({ storage: new Storage(smallStore(fits(2) + 200)), send: () => null, seeds: () => "00", clock: () => 0, locks: null });
  assert.equal(await tiny.write({ game: GAME, state: record.state, pending: null, entries }), true);
  assert.equal(tiny.history.entries.length, 10);
  const none = new Ledger({ storage: new Storage(smallStore(100)), send: () => null, seeds: () => "00", clock: () => 0, locks: null });
  assert.equal(await none.write({ game: GAME, state: record.state, pending: null, entries }), false);
  assert.equal(none.unsaved, true);
});

test("a frame refused the Web Lock (its storage blocked) runs alone without it; a failure inside the lock is not run twice", async () => {
  const denied = () => Promise.reject(new DOMException("The request was denied.", "SecurityError"));
  let asked = 0;
  const ledger = new Ledger({
    storage: new Storage(smallStore(100)),
    send: () => null,
    seeds: () => "00",
    clock: () => 0,
    locks: { request: () => (asked++, denied()) },
  });
  let runs = 0;
  assert.equal(await ledger.exclusive(async () => (runs += 1)), 1);
  assert.equal(await ledger.exclusive(async () => (runs += 1)), 2);
  assert.deepEqual([asked, ledger.locks], [1, null]);
  const held = new Ledger({ storage: new Storage(smallStore(100)), send: () => null, seeds: () => "00", clock: () => 0, locks: { request: (_, fn) => fn() } });
  let inside = 0;
  await assert.rejects(
    held.exclusive(async () => {
      inside += 1;
      throw new DOMException("denied inside", "SecurityError");
    }),
    /denied inside/,
  );
  assert.equal(inside, 1);
});

/** The record after golden round `index`, moved to the rung `rtp`: its state and its entry name it, resealed. */
async function recordAtRung(index, rtp) {
  const record = await recordAfter(index);
  const { hash, prev, steps_hash: stepsHash, ...entry } = record.history[0];
  const moved = { ...record, state: { ...record.state, rtp }, history: [await seal({ ...entry, rtp }, null)] };
  moved.seal = await sealRecord(moved);
  return moved;
}

test("a saved game names its rung in its state and its last round alike; an edited one is refused", async () => {
  const record = await recordAtRung(11, "87.50");
  assert.deepEqual(await parseRecord(JSON.stringify(record)), { record });
  const { rtp, ...atDefault } = record.state;
  const edited = { ...record, state: atDefault };
  edited.seal = await sealRecord(edited);
  assert.equal(rtp, "87.50");
  assert.deepEqual(await parseRecord(JSON.stringify(edited)), { problem: "the saved return to player does not match the last round in the history" });
});

test("new rounds play at the page's rung: a new game names it, a spin names it when it or the game is not the default", async () => {
  const sent = [];
  const ledger = new Ledger({
    storage: new Storage(memoryStore()),
    send: async (request) => (sent.push(request), { ok: true, state: { v: 1, rtp: request.rtp }, round: null, voided: false }),
    seeds: () => "00",
    clock: () => 0,
    locks: null,
    rtp: "94.51",
  });
  ledger.useRtp("96.50", "96.50"); // the default named explicitly is the default
  assert.deepEqual([ledger.rtp, ledger.rungFor({}), ledger.rungFor({ rtp: "87.50" })], [null, {}, { rtp: "96.50" }]);
  ledger.useRtp("87.50", "96.50");
  assert.deepEqual([ledger.rungFor({}), ledger.rungFor({ rtp: "84.50" })], [{ rtp: "87.50" }, { rtp: "87.50" }]);
  await ledger.startGame(false);
  assert.equal(sent[0].op, "new_game");
  assert.equal(sent[0].rtp, "87.50");
});

test("a saved game played at another rung is told on load, with its open round's", async () => {
  const record = await recordAtRung(11, "87.50");
  const storage = new Storage(memoryStore());
  storage.saveRecordText(JSON.stringify(record));
  const open = async (rtp) => {
    const ledger = new Ledger({
      storage,
      send: async (request) => ({ ok: true, state: request.state, round: null, voided: false }),
      seeds: () => "00",
      clock: () => 0,
      locks: null,
    });
    ledger.useRtp(rtp, "96.50");
    return (await ledger.open()).filter((e) => e.kind === KIND.RUNG_CHANGED);
  };
  assert.deepEqual(await open("94.51"), [{ kind: KIND.RUNG_CHANGED, was: "87.50", now: "94.51", open: false }]);
  assert.deepEqual(await open(null), [{ kind: KIND.RUNG_CHANGED, was: "87.50", now: "96.50", open: false }]);
  assert.deepEqual(await open("87.50"), []);
});
