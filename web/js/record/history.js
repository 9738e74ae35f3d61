// The round history: one entry per round, chained by SHA-256 so that an edit is detected.
//
//   history.list() -> the last rounds, newest first, each
//   {id, time (ms), bet, win, balance_before, balance_after,
//    status ("complete" | "void" | "awaiting_choice"),
//    features: ["power", "trinity", "free_spins", "extend", "prize", "cap", "void", "malfunction"],
//    requests: [the exact request objects sent to the bridge: the spin, then the choose if any],
//    steps: [every step, in order] (absent on pruned old entries),
//    steps_hash, game, prev, hash}
//
// `hash` is SHA-256 over the canonical JSON (sorted keys, no spaces) of the entry without
// `hash` and without `steps`; `steps_hash` (SHA-256 of the canonical steps) stands in for the
// steps, so pruning an old entry's steps keeps its hash valid. `prev` is the hash of the entry
// before it. Every figure comes from the engine's replies: nothing here decides a rule.

import { entryOf } from "../steps.js";

/**
 * One round of the history.
 * @typedef {object} Entry
 * @property {number} id the round's number in its game
 * @property {string} game
 * @property {number} time ms since the epoch: its spin's `now`
 * @property {number} bet
 * @property {number} win
 * @property {number} balance_before
 * @property {number} balance_after
 * @property {import("../types.js").RoundStatus} status
 * @property {string[]} features
 * @property {Array<import("../types.js").SpinRequest | import("../types.js").ChooseRequest>} requests
 * @property {import("../types.js").Step[]} [steps] absent on pruned old entries
 * @property {string} [steps_hash]
 * @property {string | null} [prev]
 * @property {string} [hash]
 */
/** @typedef {import("../types.js").SpinReply | import("../types.js").ChooseReply | import("../types.js").ErrorReply} PlayReply */

export const KEEP_ENTRIES = 50; // entries kept when storage allows
export const KEEP_STEPS = 10; // entries that keep their steps (for recall) even when storage is full

const FEATURE_ORDER = ["power", "trinity", "free_spins", "extend", "prize", "cap", "void", "malfunction"];
const STATUSES = new Set(["complete", "void", "awaiting_choice"]);

/** JSON with sorted keys and no spaces: one text for one value, whatever the key order. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v === undefined ? null : v)).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a text (UTF-8), as 64 lowercase hex digits. */
export async function sha256(text) {
  const bytes = new TextEncoder().encode(text);
  // crypto.subtle exists only in secure contexts (https, localhost): plain http gets the same digest in JS.
  const digest = globalThis.crypto && crypto.subtle ? new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)) : sha256Bytes(bytes);
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const K = Uint32Array.from(
  "428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2"
    .split(" ")
    .map((h) => parseInt(h, 16)),
);

/** FIPS 180-4 SHA-256 of bytes, for pages without crypto.subtle. */
export function sha256Bytes(bytes) {
  const words = new Uint32Array(((bytes.length + 9 + 63) >> 6) << 4);
  for (let i = 0; i < bytes.length; i++) words[i >> 2] |= bytes[i] << (24 - 8 * (i & 3));
  words[bytes.length >> 2] |= 0x80 << (24 - 8 * (bytes.length & 3));
  words[words.length - 1] = bytes.length * 8; // texts here are far below 512 MiB
  words[words.length - 2] = Math.floor((bytes.length * 8) / 2 ** 32);
  const h = Uint32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);
  const w = new Uint32Array(64);
  const rotr = (x, n) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < words.length; block += 16) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) w[t] = words[block + t];
      else {
        const a = w[t - 15];
        const b = w[t - 2];
        w[t] = (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)) + w[t - 7] + (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) + w[t - 16];
      }
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = h[i >> 2] >>> (24 - 8 * (i & 3));
  return out;
}

/**
 * The features a round showed, named from its steps (and its fate).
 * @param {import("../types.js").Step[]} steps
 * @param {{voided?: boolean, malfunction?: boolean}} [fate]
 * @returns {string[]}
 */
export function featuresOf(steps, { voided = false, malfunction = false } = {}) {
  const found = new Set();
  for (const step of steps) {
    const entry = entryOf(step.t);
    if (entry && entry.record) found.add(entry.record);
  }
  if (voided) found.add("void");
  if (malfunction) found.add("malfunction");
  return FEATURE_ORDER.filter((f) => found.has(f));
}

/** The hashed form of an entry: everything but `hash`, with `steps` replaced by `steps_hash`. */
function hashedText(entry) {
  const { hash, steps, ...rest } = entry;
  return canonical(rest);
}

/** Fill in `steps_hash`, `prev` and `hash`; returns a new entry. */
export async function seal(entry, prev) {
  const sealed = { ...entry, prev };
  delete sealed.hash;
  sealed.steps_hash = await sha256(canonical(entry.steps || []));
  sealed.hash = await sha256(hashedText(sealed));
  return sealed;
}

/**
 * A new entry from a spin's reply (ok, or MALFUNCTION with the voided round).
 * @param {string} game
 * @param {import("../types.js").SpinRequest | import("../types.js").ChooseRequest} request
 * @param {PlayReply} reply
 * @returns {Entry}
 */
export function entryFromSpin(game, request, reply) {
  const round = reply.round;
  const malfunction = !reply.ok;
  const steps = "steps" in reply && Array.isArray(reply.steps) ? reply.steps : [];
  return {
    id: round.id,
    game,
    time: request.now,
    bet: round.bet,
    win: round.win,
    balance_before: round.balance_before,
    balance_after: round.balance_after,
    status: round.status,
    features: featuresOf(steps, { voided: round.status === "void", malfunction }),
    requests: [request],
    steps,
  };
}

/**
 * The round's entry after the choose reply (the feature played, voided, or a malfunction).
 * @param {Entry} entry
 * @param {import("../types.js").ChooseRequest} request
 * @param {PlayReply} reply
 * @returns {Entry}
 */
export function entryAfterChoose(entry, request, reply) {
  const round = reply.round;
  const malfunction = !reply.ok;
  const steps = [...(entry.steps || []), ...("steps" in reply && Array.isArray(reply.steps) ? reply.steps : [])];
  return {
    ...entry,
    win: round.win,
    balance_after: round.balance_after,
    status: round.status,
    features: featuresOf(steps, { voided: round.status === "void", malfunction: malfunction || entry.features.includes("malfunction") }),
    requests: [...entry.requests, request],
    steps,
  };
}

/**
 * The round's entry once `resume` voided it (it waited too long); made up if it was lost.
 * @param {Entry | null} entry
 * @param {string} game
 * @param {import("../types.js").Round} round
 * @returns {Entry}
 */
export function entryVoided(entry, game, round) {
  const base = entry || {
    id: round.id,
    game,
    time: round.started_at,
    bet: round.bet,
    balance_before: round.balance_before,
    requests: [],
    steps: [],
    features: [],
  };
  const steps = base.steps || [];
  return {
    ...base,
    win: round.win,
    balance_after: round.balance_after,
    status: round.status,
    features: featuresOf(steps, { voided: true, malfunction: base.features.includes("malfunction") }),
  };
}

const isCents = (v) => Number.isSafeInteger(v) && v >= 0;

/** Why an entry's own figures cannot be right, or null. */
function entryProblem(e) {
  if (!e || typeof e !== "object" || Array.isArray(e)) return "an entry is not an object";
  if (!Number.isSafeInteger(e.id) || e.id < 1) return "an entry has no round number";
  if (!Number.isSafeInteger(e.time)) return `round ${e.id} has no time`;
  for (const k of ["bet", "win", "balance_before", "balance_after"]) {
    if (!isCents(e[k])) return `round ${e.id}: ${k} is not a whole number of cents`;
  }
  if (!STATUSES.has(e.status)) return `round ${e.id} has an unknown status`;
  if (!Array.isArray(e.features) || !e.features.every((f) => typeof f === "string")) return `round ${e.id}: features`;
  if (!Array.isArray(e.requests) || !e.requests.every((r) => r && typeof r === "object")) return `round ${e.id}: requests`;
  if (e.steps !== undefined && !Array.isArray(e.steps)) return `round ${e.id}: steps`;
  if (typeof e.hash !== "string" || typeof e.steps_hash !== "string") return `round ${e.id} is not sealed`;
  const expected = {
    complete: e.balance_before - e.bet + e.win,
    awaiting_choice: e.balance_before - e.bet,
    void: e.balance_before,
  }[e.status];
  if (e.balance_after !== expected) return `round ${e.id}: the balances do not add up`;
  if (e.status === "void" && e.win !== 0) return `round ${e.id} is void but pays`;
  return null;
}

/** Check a stored list (oldest first): figures, hashes, chain, round numbers. Null if sound. */
export async function verifyEntries(entries) {
  if (!Array.isArray(entries)) return "the history is not a list";
  let before = null;
  for (const e of entries) {
    const problem = entryProblem(e);
    if (problem) return problem;
    if ((await sha256(hashedText(e))) !== e.hash) return `round ${e.id} was changed (its hash does not match)`;
    if (Array.isArray(e.steps) && (await sha256(canonical(e.steps))) !== e.steps_hash) {
      return `round ${e.id}'s steps were changed`;
    }
    if (before) {
      if (e.prev !== before.hash) return `round ${e.id} does not follow round ${before.id} (the chain is broken)`;
      if (e.game === before.game && (e.id !== before.id + 1 || e.balance_before !== before.balance_after)) {
        return `round ${e.id} does not follow round ${before.id}`;
      }
      if (before.status === "awaiting_choice") return `round ${before.id} is open but a later round exists`;
    }
    before = e;
  }
  return null;
}

/** Entries (oldest first) made to fit: `level` 0 keeps KEEP_ENTRIES, 1 strips old steps, 2 keeps KEEP_STEPS. */
export function prune(entries, level) {
  let kept = entries.slice(-KEEP_ENTRIES);
  if (level >= 1) {
    kept = kept.map((e, i) => {
      if (i >= kept.length - KEEP_STEPS || !("steps" in e)) return e;
      const { steps, ...rest } = e;
      return rest;
    });
  }
  if (level >= 2) kept = kept.slice(-KEEP_STEPS);
  return kept;
}

/**
 * The rounds as a file the player keeps: entries oldest first, exactly as stored (requests, steps and
 * seal), and the engine that wrote the file, so anyone can replay and check them with the engine
 * (docs/python-in-the-browser.md). `entries` newest first, as list() gives them.
 */
export function historyFile(entries, engine) {
  const rounds = [...entries].reverse();
  const ids = rounds.map((e) => e.id);
  const name = rounds.length ? `midnight-princess-rounds-${ids[0]}-${ids[ids.length - 1]}.json` : "midnight-princess-rounds.json";
  return { name, text: `${JSON.stringify({ game: "Midnight Princess", format: 1, engine, rounds }, null, 1)}\n` };
}

/** The history the screen reads: a copy of the ledger's entries, newest first. */
export class History {
  constructor() {
    this.entries = []; // oldest first, as stored
  }

  /** The last rounds, newest first (deep copies: the caller may keep or change them). */
  list() {
    return structuredClone(this.entries).reverse();
  }

  /** The newest entry, or null. */
  latest() {
    return this.entries.length ? this.entries[this.entries.length - 1] : null;
  }

  set(entries) {
    this.entries = entries;
  }
}
