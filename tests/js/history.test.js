// history.js: canonical JSON, SHA-256 (Web Crypto and the plain-JS fallback), entries made from
// the engine's golden replies, their seal and chain, and pruning.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  canonical,
  entryAfterChoose,
  entryFromSpin,
  entryVoided,
  featuresOf,
  History,
  historyFile,
  KEEP_ENTRIES,
  KEEP_STEPS,
  prune,
  seal,
  sha256,
  sha256Bytes,
  verifyEntries,
} from "../../web/js/record/history.js";
import { goldenRounds } from "./golden.js";

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const utf8 = (text) => new TextEncoder().encode(text);

/** Sealed entries, oldest first, of golden rounds: each its own game's round 1 (every golden round starts a new game). */
async function chain(rounds) {
  const entries = [];
  for (const [i, r] of rounds.entries()) {
    let entry = entryFromSpin(`a${i}`, r.spin.request, r.spin.reply);
    if (r.choose) entry = entryAfterChoose(entry, r.choose.request, r.choose.reply);
    entries.push(await seal(entry, entries.length ? entries.at(-1).hash : null));
  }
  return entries;
}

test("canonical JSON sorts keys, drops undefined fields and has no spaces", () => {
  assert.equal(canonical({ b: 1, a: [3, { d: null, c: "x" }], e: undefined }), '{"a":[3,{"c":"x","d":null}],"b":1}');
  assert.equal(canonical([undefined, "é"]), '[null,"é"]');
  assert.equal(canonical({ z: 1, a: 2 }), canonical({ a: 2, z: 1 }));
});

test("SHA-256 gives the FIPS 180-4 digests, by Web Crypto and by the plain-JS fallback alike", async () => {
  const vectors = {
    "": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    abc: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
  };
  for (const [text, digest] of Object.entries(vectors)) {
    assert.equal(await sha256(text), digest);
    assert.equal(hex(sha256Bytes(utf8(text))), digest);
  }
  const long = "midnight princess ".repeat(1000) + "é☾";
  assert.equal(hex(sha256Bytes(utf8(long))), await sha256(long));
});

test("featuresOf names a round's features in one order, whatever the steps' order", () => {
  const steps = [{ t: "cap" }, { t: "free_spins_start" }, { t: "power" }, { t: "power" }, { t: "trinity_start" }, { t: "extend" }, { t: "prize" }];
  assert.deepEqual(featuresOf(steps), ["power", "trinity", "free_spins", "extend", "prize", "cap"]);
  assert.deepEqual(featuresOf([], { voided: true, malfunction: true }), ["void", "malfunction"]);
  assert.deepEqual(featuresOf([{ t: "land" }, { t: "win" }, { t: "end" }]), []);
});

test("an entry keeps the engine's figures, the requests sent and every step", () => {
  const [round] = goldenRounds().filter((r) => r.index === 29);
  const spun = entryFromSpin("ab12", round.spin.request, round.spin.reply);
  assert.deepEqual(
    { ...spun, requests: spun.requests.length, steps: spun.steps.length },
    {
      id: 1,
      game: "ab12",
      time: round.spin.request.now,
      bet: 1000,
      win: 10000,
      balance_before: 100000,
      balance_after: 99000,
      status: "awaiting_choice",
      features: [],
      requests: 1,
      steps: 6,
    },
  );
  const chosen = entryAfterChoose(spun, round.choose.request, round.choose.reply);
  assert.deepEqual([chosen.win, chosen.balance_after, chosen.status, chosen.steps.length], [333550, 432550, "complete", 6 + 151]);
  assert.deepEqual(chosen.features, ["power", "free_spins", "extend"]);
  assert.deepEqual(chosen.requests, [round.spin.request, round.choose.request]);
  const voided = entryVoided(spun, "ab12", { ...round.spin.reply.round, status: "void", win: 0, balance_after: 100000 });
  assert.deepEqual([voided.status, voided.win, voided.balance_after, voided.features], ["void", 0, 100000, ["void"]]);
});

test("sealed golden rounds verify; an edited figure, step or link is found and named", async () => {
  const entries = await chain(goldenRounds().slice(0, 8));
  assert.equal(await verifyEntries(entries), null);
  assert.equal(await verifyEntries([{ ...entries[0], game: "b0" }]), "round 1 was changed (its hash does not match)");
  assert.equal(await verifyEntries([{ ...entries[0], win: entries[0].win + 1 }]), "round 1: the balances do not add up");
  assert.equal(
    await verifyEntries([{ ...entries[0], balance_after: entries[0].balance_after + 100, win: entries[0].win + 100 }]),
    "round 1 was changed (its hash does not match)",
  );
  const steps = structuredClone(entries[3].steps);
  steps[0].grid[0][0] = steps[0].grid[0][0] === "moon" ? "heart" : "moon";
  assert.equal(await verifyEntries([{ ...entries[3], steps }]), "round 1's steps were changed");
  assert.equal(await verifyEntries([entries[0], entries[2]]), "round 1 does not follow round 1 (the chain is broken)");
  assert.equal(await verifyEntries([{ ...entries[0], status: "won" }]), "round 1 has an unknown status");
  assert.equal(await verifyEntries("no"), "the history is not a list");
});

test("the downloaded file holds the rounds oldest first, as stored, and the engine; named by its first and last round", async () => {
  const entries = (await chain(goldenRounds().slice(0, 3))).map((e, i) => ({ ...e, id: i + 7 }));
  const engine = { wheel: "midnight_princess-1.0.0-py3-none-any.whl", sha256: "ab", runtime: "314.0.7-cd" };
  const file = historyFile([...entries].reverse(), engine);
  assert.equal(file.name, "midnight-princess-rounds-7-9.json");
  assert.deepEqual(JSON.parse(file.text), { game: "Midnight Princess", format: 1, engine, rounds: entries });
  assert.ok(file.text.endsWith("}\n"));
  assert.equal(historyFile([], engine).name, "midnight-princess-rounds.json");
});

test("a seal covers the steps by their hash, so pruning the steps keeps it valid", async () => {
  const [entry] = await chain(goldenRounds().slice(1, 2));
  const { steps, ...pruned } = entry;
  assert.ok(steps.length > 0);
  assert.equal(await verifyEntries([pruned]), null);
  assert.equal(entry.steps_hash, await sha256(canonical(steps)));
});

test("prune keeps 50 entries, then strips old steps, then keeps 10", () => {
  const entries = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, steps: [{ t: "end" }] }));
  assert.deepEqual([KEEP_ENTRIES, KEEP_STEPS], [50, 10]);
  const level0 = prune(entries, 0);
  assert.deepEqual([level0.length, level0[0].id, level0.every((e) => "steps" in e)], [50, 11, true]);
  const level1 = prune(entries, 1);
  assert.deepEqual(
    level1.map((e) => ("steps" in e ? e.id : -e.id)),
    [...Array.from({ length: 40 }, (_, i) => -(i + 11)), ...Array.from({ length: 10 }, (_, i) => i + 51)],
  );
  assert.deepEqual(
    prune(entries, 2).map((e) => e.id),
    Array.from({ length: 10 }, (_, i) => i + 51),
  );
  assert.equal(entries.length, 60); // the input is left as it was
  assert.ok(entries.every((e) => "steps" in e));
});

test("History lists newest first, as copies the caller may change", () => {
  const history = new History();
  assert.equal(history.latest(), null);
  history.set([{ id: 1 }, { id: 2 }]);
  const list = history.list();
  assert.deepEqual(list, [{ id: 2 }, { id: 1 }]);
  list[0].id = 99;
  assert.deepEqual(history.latest(), { id: 2 });
});
