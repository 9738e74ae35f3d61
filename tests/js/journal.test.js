// The ledger with its journal (the record's copy in IndexedDB), on an in-memory journal: which of
// the two copies wins at load, what is written back, what is kept aside, and what the player hears.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

import { entryFromSpin, seal } from "../../web/js/record/history.js";
import { FORMAT, Ledger, parseRecord, sealRecord } from "../../web/js/record/ledger.js";
import { t } from "../../web/js/messages.js";
import { memoryStore, PROGRESS_KEY, QUARANTINE_PREFIX, RECORD_KEY, Storage } from "../../web/js/record/storage.js";
import { goldenRounds } from "./golden.js";

const GAME = "0123456789abcdef";

/** The text of a record after golden round 11 (a spin without a choice), at write count `seq`. */
async function recordText(seq) {
  const round = goldenRounds().find((r) => r.index === 11);
  const history = [await seal(entryFromSpin(GAME, round.spin.request, round.spin.reply), null)];
  const record = { format: FORMAT, game: GAME, seq, state: round.spin.reply.state, pending: null, history };
  record.seal = await sealRecord(record);
  return JSON.stringify(record);
}

/** journal.js's interface over a Map; `refuse` makes every write fail, as a full disk does. */
function memoryJournal({ refuse = false } = {}) {
  const values = new Map();
  return {
    values,
    writes: 0,
    async read(keys) {
      return Object.fromEntries(keys.map((k) => [k, values.has(k) ? values.get(k) : null]));
    },
    async write(entries) {
      this.writes++;
      if (refuse) return { ok: false, full: true, ms: 0 };
      for (const [k, v] of Object.entries(entries)) v === null ? values.delete(k) : values.set(k, v);
      return { ok: true, full: false, ms: 1 };
    },
  };
}

function setup(options) {
  const journal = memoryJournal(options);
  const storage = new Storage(memoryStore(), journal);
  const told = [];
  const ledger = new Ledger({ storage, send: () => null, seeds: () => "00", clock: () => 0, locks: null, notify: (t) => told.push(t) });
  return { journal, storage, ledger, told };
}

test("the newer copy wins at load and is written back to the other, whichever it is", async () => {
  const [older, newer] = [await recordText(3), await recordText(5)];
  for (const [local, journaled] of [
    [older, newer],
    [newer, older],
  ]) {
    const { journal, storage, ledger } = setup();
    storage.saveRecordText(local);
    journal.values.set("save", journaled);
    const { record, problem } = await ledger.load();
    assert.equal(problem, null);
    assert.equal(record.seq, 5);
    assert.equal(storage.loadRecordText(), newer);
    assert.equal(journal.values.get("save"), newer);
    assert.deepEqual(ledger.notices, []);
  }
});

test("a copy that is only in the journal (localStorage lost it in a crash) is restored, with its progress", async () => {
  const text = await recordText(3);
  const { journal, storage, ledger } = setup();
  journal.values.set("save", text);
  journal.values.set("index", { game: GAME, round: 1, index: 4 });
  const { record } = await ledger.load();
  assert.equal(record.seq, 3);
  assert.equal(storage.loadRecordText(), text);
  assert.equal(storage.loadProgress(GAME, 1), 4);
});

test("a damaged copy is kept aside and the player told; the sound one is written over it", async () => {
  const text = await recordText(3);
  for (const damaged of ["record", "journal"]) {
    const { journal, storage, ledger } = setup();
    const bad = text.slice(0, 200);
    storage.saveRecordText(damaged === "record" ? bad : text);
    journal.values.set("save", damaged === "journal" ? bad : text);
    const { record } = await ledger.load();
    assert.equal(record.seq, 3);
    assert.equal(storage.loadRecordText(), text);
    assert.equal(journal.values.get("save"), text);
    const [key] = storage.quarantineKeys();
    assert.deepEqual(JSON.parse(storage.readText(key)).keys, { [damaged]: bad });
    assert.equal(ledger.notices.length, 1);
    assert.match(ledger.notices[0], /One copy of your saved game could not be read \(the saved data is not readable/);
  }
});

test("when both copies are damaged, they are kept aside once and both removed", async () => {
  const { journal, storage, ledger } = setup();
  storage.saveRecordText("{bad");
  storage.writeText(PROGRESS_KEY, "[1,");
  journal.values.set("save", "{bad");
  const { record, problem, key } = await ledger.load();
  assert.equal(record, null);
  assert.match(problem, /not readable/);
  assert.deepEqual(JSON.parse(storage.readText(key)).keys, { record: "{bad", progress: "[1," });
  assert.equal(storage.loadRecordText(), null);
  assert.equal(journal.values.has("save"), false);
  assert.ok(key.startsWith(QUARANTINE_PREFIX));
});

test("every write is committed to the journal before it resolves; a new game carries the count on", async () => {
  const { journal, storage, ledger } = setup();
  const state = JSON.parse(await recordText(3)).state;
  assert.equal(await ledger.write({ game: GAME, state, pending: null, entries: [] }), true);
  assert.equal(journal.values.get("save"), storage.loadRecordText());
  assert.equal(await ledger.write({ game: "fedcba9876543210", state, pending: null, entries: [] }), true);
  assert.equal(JSON.parse(journal.values.get("save")).seq, 2);
  assert.deepEqual(ledger.commits, [1, 1]);
});

test("a journal that refuses: the game plays on localStorage and says so once", async () => {
  const { journal, storage, ledger, told } = setup({ refuse: true });
  const state = JSON.parse(await recordText(3)).state;
  assert.equal(await ledger.write({ game: GAME, state, pending: null, entries: [] }), true);
  assert.deepEqual(ledger.notices, [t("noJournal")]); // before open() ends: one of its events
  ledger.notices.length = 0;
  ledger.opened = true;
  assert.equal(await ledger.write({}), true);
  assert.equal(await ledger.write({}), true);
  assert.equal(journal.writes, 3);
  assert.deepEqual(told, []); // said once already
  assert.equal(JSON.parse(storage.readText(RECORD_KEY)).seq, 3);
});

test("the journal keeps a round's progress only where it comes to rest", async () => {
  const { journal, ledger } = setup();
  const record = JSON.parse(await recordText(3));
  ledger.adopt(record);
  const steps = record.history[0].steps.length;
  for (let i = 1; i < steps; i++) ledger.saveProgress(1, i);
  assert.equal(journal.values.has("index"), false);
  ledger.saveProgress(1, steps);
  await Promise.resolve();
  assert.deepEqual(journal.values.get("index"), { game: GAME, round: 1, index: steps });
});

/** The engine itself (CPython, py/), as the page's worker would answer: no reply is made up here. */
function engine(request) {
  const code = "import sys; sys.path.insert(0, 'py'); from midnight_princess.bridge import handle; sys.stdout.write(handle(sys.stdin.read()))";
  const run = spawnSync("python3", ["-c", code], { cwd: new URL("../../", import.meta.url), input: JSON.stringify(request), encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test("a record only in the journal, whose round another engine opened: sealed with its engine, voided by this one, both copies alike", async () => {
  const round = goldenRounds().find((r) => r.spin.reply.round.status === "awaiting_choice");
  const { request, reply } = round.spin;
  const history = [await seal(entryFromSpin(GAME, request, reply), null)];
  const record = { format: FORMAT, game: GAME, seq: 4, state: reply.state, pending: null, engine: "engine-A", history };
  record.seal = await sealRecord(record);
  const journal = memoryJournal();
  journal.values.set("save", JSON.stringify(record));
  const storage = new Storage(memoryStore(), journal); // localStorage lost it in the crash
  const sent = [];
  const send = async (r) => (sent.push(r), engine(r));
  const ledger = new Ledger({ storage, send, seeds: () => "00", clock: () => request.now + 1000, engine: "engine-B", locks: null });

  // The seal covers the engine's name: an edited name is a damaged copy, never trusted.
  const renamed = JSON.stringify({ ...record, engine: "engine-B" });
  assert.match((await parseRecord(renamed)).problem, /seal does not match/);

  const events = await ledger.open();
  assert.deepEqual(
    sent.map((r) => [r.op, r.void_round]),
    [["resume", true]],
  );
  assert.deepEqual(
    events.map((e) => [e.kind, e.reason]),
    [["voided", "engine"]],
  );
  const after = JSON.parse(storage.loadRecordText());
  assert.equal(journal.values.get("save"), storage.loadRecordText());
  assert.equal(after.engine, "engine-B");
  assert.equal(after.seq, 5);
  assert.equal(after.state.round, null);
  assert.equal(after.state.balance, reply.round.balance_before); // the bet returned, nothing paid
  assert.deepEqual(
    after.history.map((e) => [e.id, e.status, e.balance_after]),
    [[reply.round.id, "void", reply.round.balance_before]],
  );
  assert.equal((await parseRecord(storage.loadRecordText())).problem, undefined);
});

test("a spin in flight only in the journal, stored by another engine: dropped unsent, nothing bet", async () => {
  const round = goldenRounds().find((r) => r.index === 11);
  const { request } = round.spin;
  assert.equal(request.state.rounds, 0); // a game's first spin: no history to hold
  const record = { format: FORMAT, game: GAME, seq: 2, state: request.state, pending: { request }, engine: "engine-A", history: [] };
  record.seal = await sealRecord(record);
  const journal = memoryJournal();
  journal.values.set("save", JSON.stringify(record));
  const storage = new Storage(memoryStore(), journal);
  const sent = [];
  const send = async (r) => (sent.push(r), engine(r));
  const ledger = new Ledger({ storage, send, seeds: () => "00", clock: () => request.now + 1000, engine: "engine-B", locks: null });
  const events = await ledger.open();
  assert.deepEqual(
    sent.map((r) => r.op),
    ["resume"],
  );
  assert.deepEqual(
    events.map((e) => e.kind),
    ["dropped"],
  );
  const after = JSON.parse(journal.values.get("save"));
  assert.equal(storage.loadRecordText(), journal.values.get("save"));
  assert.deepEqual([after.pending, after.state], [null, request.state]);
});
