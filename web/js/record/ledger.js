// The game's record and the order of its writes: no round lost, none paid twice, whatever
// happens to the page, the storage or the other tabs. It decides no rule: every state, balance
// and round comes from the engine; this module only keeps them, in order, and checks them.
//
// The record is ONE localStorage value (storage.js): {format, game, seq, state, pending, engine,
// history, seal}. `seq` goes up by one on every write (a new game carries it on); `seal` is
// SHA-256 over the record without its history but with the newest entry's hash, so an edited
// state, balance or request is seen. Every write of it is also committed, the same text, to the
// journal (journal.js: IndexedDB, on disk when the commit completes), because a browser that is
// killed loses localStorage writes of the last seconds; a write resolves only once both hold it.
// `engine` names the engine (build-info.js RUNTIME_ID) that stored the request in flight and started
// the open round: a round is only ever answered by the engine that started it. After an update
// (a page whose engine differs), a stored spin is dropped unsent (nothing was bet) and an open
// round is voided by the engine, its bet returned (`resume` with `void_round`).
//
// Order of writes for a spin or a choose, all under one Web Lock (navigator.locks):
//   1. write-ahead: the exact request (state, bet, seed, now) is stored as `pending`, and
//      committed to the journal before it is sent. If the localStorage write fails nothing is
//      sent: no bet is taken.
//   2. the request is sent; the engine is deterministic, so the same request always gets the
//      same reply.
//   3. the reply (new state + the round's entry with all its steps) replaces `pending` in ONE
//      write, and only if the stored record is still the one holding this request (same game
//      and seq: compare-and-set). A second answer to the same request finds it gone. `submit`
//      resolves once the journal's commit is done: nothing is shown that a crash could lose.
//   4. the screen shows the steps, storing the index of each step shown (a small separate key);
//      the journal gets only the index where a round comes to rest (its end, or the choice).
// On load: both copies are verified (bad data is quarantined) and the newer valid one is written
// back to the other, a stored `pending` request is sent again as stored and applied as in 3,
// `resume` checks the clock, and the newest round plays on from its stored step index.

import { canonical, entryAfterChoose, entryFromSpin, entryVoided, History, prune, seal, sha256, verifyEntries } from "./history.js";
import { t } from "../messages.js";

export const FORMAT = 1;
const LOCK_NAME = "midnight-princess/v1/record";
// The serialised record starts with these fields, in this order: a cheap compare-and-set.
const MARK = /^\{"format":(\d+),"game":"([0-9a-f]{1,64})","seq":(\d+),/;
const PLAY_OPS = new Set(["spin", "choose"]);

/**
 * What became of a request, or what a load found: the `kind` of every outcome and event the
 * ledger returns (the controller switches on these, never on bare strings).
 */
export const KIND = Object.freeze({
  STARTED: "started", // a new game was stored
  FAILED: "failed", // the engine could not start a game or answer `resume`
  PLAYED: "played", // the request's reply is stored: show it
  MALFUNCTION: "malfunction", // the engine failed in mid-round: voided, the bet returned
  REFUSED: "refused", // the engine said no; nothing changed
  MOVED: "moved", // another tab played first (or found the record damaged): this one is up to date
  QUARANTINED: "quarantined", // bad data kept aside; a new game or the other copy goes on
  ENGINE_CHANGED: "engine-changed", // another version left a round: voided, never sent here
  BUSY: "busy", // a round is in flight in another tab (no Web Locks to wait on)
  UNSAVED: "unsaved", // the write-ahead failed: nothing sent, no bet taken
  UNSAVED_REPLY: "unsaved-reply", // the answer could not be stored: a reload plays it again
  LOST: "lost", // no answer: the request stays stored and a reload sends it again
  VOIDED: "voided", // `resume` voided the open round and returned its bet
  DROPPED: "dropped", // a request stored by another engine was dropped unsent
  NOTICE: "notice", // something the player should hear of (the journal refused, a copy repaired)
});

/** Why a round was voided on load. */
export const VOID_REASON = Object.freeze({ ENGINE: "engine", EXPIRED: "expired" });

function markOf(text) {
  const m = typeof text === "string" ? MARK.exec(text) : null;
  return m ? `${m[2]}:${m[3]}` : null;
}

const isObject = (v) => !!v && typeof v === "object" && !Array.isArray(v);

function randomId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The record's seal: SHA-256 over it without its history, with the newest entry's hash. */
export async function sealRecord(record, entries = record.history) {
  const head = entries.length ? entries[entries.length - 1].hash : null;
  const { format, game, seq, state, pending, engine } = record;
  return sha256(canonical({ format, game, seq, state, pending, engine, head }));
}

/** A stored text made into a record of a game in `currency` (null: USD), or the reason it cannot be trusted. */
export async function parseRecord(text, currency = null) {
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return { problem: "the saved data is not readable (it is truncated or damaged)" };
  }
  if (!isObject(record)) return { problem: "the saved data is not a game record" };
  if (record.format !== FORMAT) return { problem: "the saved game is from another version" };
  const { game, seq, state, pending, history } = record;
  if (typeof game !== "string" || !/^[0-9a-f]{1,64}$/.test(game)) return { problem: "the saved game has no id" };
  if (!Number.isSafeInteger(seq) || seq < 1) return { problem: "the saved game has no write count" };
  if (!isObject(state)) return { problem: "the saved game has no state" };
  if (!Number.isSafeInteger(state.balance) || !Number.isSafeInteger(state.rounds)) {
    return { problem: "the saved state's figures are not whole numbers" };
  }
  // A game belongs to its currency: a record under another currency's keys is never played here.
  if ((state.currency ?? "USD") !== (currency ?? "USD")) return { problem: "the saved game is in another currency" };
  if (pending !== null && !(isObject(pending) && isObject(pending.request) && PLAY_OPS.has(pending.request.op))) {
    return { problem: "the saved request is malformed" };
  }
  if (!Array.isArray(history)) return { problem: "the saved history is missing" };
  if (record.engine !== undefined && typeof record.engine !== "string") return { problem: "the saved engine name is malformed" };
  if (record.seal !== (await sealRecord(record, history))) return { problem: "the saved game was changed (its seal does not match)" };
  const broken = await verifyEntries(history);
  if (broken) return { problem: `the history was changed: ${broken}` };
  // The state must be where the history left it: an edited balance shows here.
  const latest = history.length ? history[history.length - 1] : null;
  const mine = latest && latest.game === game ? latest : null;
  if (mine) {
    if (state.rounds !== mine.id || state.balance !== mine.balance_after) {
      return { problem: "the saved balance does not match the last round in the history" };
    }
    const open = isObject(state.round) ? state.round.id : null;
    if ((mine.status === "awaiting_choice") !== (open === mine.id)) return { problem: "the open round does not match the history" };
  } else if (state.rounds !== 0) {
    return { problem: "the history of the saved game is missing" };
  }
  if (pending && canonical(pending.request.state) !== canonical(state)) {
    return { problem: "the saved request does not start from the saved state" };
  }
  return { record };
}

/** @typedef {import("../types.js").Request} Request */
/** @typedef {import("../types.js").SpinReply | import("../types.js").ChooseReply | import("../types.js").ErrorReply} PlayReply */

/**
 * One request to the engine: its reply, or null when the engine could not be reached.
 * @typedef {<R extends Request>(request: R) => Promise<import("../types.js").ReplyTo<R["op"]> | null>} Send
 */

export class Ledger {
  /**
   * storage: storage.js; send(request) -> reply object, or null when the engine could not be
   * reached; seeds() -> 64 hex digits; clock() -> ms; locks: navigator.locks (or null); engine:
   * the name of the engine `send` reaches; notify(text): what the player should hear of in
   * mid-game (before open() ends, it is an event).
   * @param {{storage: any, send: Send, seeds: () => string, clock: () => number, engine?: string | null,
   *   startBalance?: () => number | null, history?: History, locks?: any, notify?: (text: string) => void, currency?: string | null}} options
   */
  constructor({
    storage,
    send,
    seeds,
    clock,
    engine,
    startBalance = () => null,
    history = new History(),
    locks = globalThis.navigator?.locks ?? null,
    notify = () => {},
    currency = null,
  }) {
    this.storage = storage;
    this.useCurrency(currency);
    this.engine = engine ?? null; // null (no name) owns only records that name none
    this.recordEngine = null; // the engine the stored record names (null: a record from before engines were named)
    this.send = send;
    this.seeds = seeds;
    this.clock = clock;
    this.startBalance = startBalance; // a new game's balance in cents, or null for the config's
    this.history = history;
    this.locks = locks && typeof locks.request === "function" ? locks : null;
    this.game = null;
    this.seq = 0;
    this.state = null;
    this.pending = null;
    this.unsaved = false; // the last write failed: no new round may start
    this.notify = notify;
    this.notices = []; // told as open()'s events; once open, through notify
    this.opened = false;
    this.journalWarned = false; // the player is told once that the journal is not kept
    this.commits = []; // how long each journal commit took (ms), for bench/browser.py
    this.restCommitted = Promise.resolve(); // the journal's commit of where the newest round came to rest
    this.queue = Promise.resolve();
    this.listeners = [];
    storage.onRecordChange((text) => {
      this.exclusive(() => this.external(text));
    });
  }

  /** Keep the game of `currency` (an ISO 4217 code the engine offers; null or "USD": the dollar game), before open(). */
  useCurrency(currency) {
    this.currency = currency && currency !== "USD" ? currency : null;
    this.storage.useCurrency(this.currency);
  }

  /** `listener(event)` when another tab moved the record on: {kind: KIND.MOVED | KIND.QUARANTINED, problem?}. */
  onMoved(listener) {
    this.listeners.push(listener);
  }

  /** How long each journal commit took (ms), oldest first: a copy (bench/browser.py, `__mp.commits()`). */
  commitTimes() {
    return this.commits.slice();
  }

  /** Run `fn` alone: one at a time in this tab, and under a Web Lock across tabs. */
  exclusive(fn) {
    const run = () => {
      if (!this.locks) return fn();
      let started = false;
      return this.locks
        .request(LOCK_NAME, () => {
          started = true;
          return fn();
        })
        .catch((err) => {
          // A frame whose storage the browser blocks (a third-party one) is refused the lock as well:
          // the compare-and-set alone keeps tabs apart then, as on plain http.
          if (started || !err || err.name !== "SecurityError") throw err;
          this.locks = null;
          return fn();
        });
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => {});
    return result;
  }

  get mark() {
    return this.game ? `${this.game}:${this.seq}` : null;
  }

  adopt(record) {
    this.game = record.game;
    this.seq = record.seq;
    this.state = record.state;
    this.pending = record.pending;
    this.recordEngine = typeof record.engine === "string" ? record.engine : null;
    this.history.set(record.history);
  }

  /** True when the request in flight and the open round, if any, are this engine's to answer. */
  owns() {
    return this.recordEngine === this.engine;
  }

  // --- writes ----------------------------------------------------------------------------------------

  /**
   * Store the next record (seq + 1) in one write, then commit it to the journal; when the quota is
   * reached, drop quarantined data, then old steps, then old rounds, and try again. False if it
   * could not be stored in localStorage (a journal that refuses is told once, and play goes on).
   */
  async write({ game = this.game, state = this.state, pending = this.pending, engine = this.recordEngine, entries = this.history.entries } = {}) {
    const seq = this.seq + 1; // a new game carries the count on: the newer of two copies has the higher seq
    for (let level = 0; level <= 3; level++) {
      if (level === 1 && this.storage.dropQuarantine() === 0) continue;
      const kept = prune(entries, Math.max(0, level - 1));
      const record = { format: FORMAT, game, seq, state, pending, engine: engine ?? undefined, history: kept };
      record.seal = await sealRecord(record, kept);
      const text = JSON.stringify(record);
      const stored = this.storage.saveRecordText(text);
      if (stored.ok) {
        this.unsaved = false;
        this.adopt(record);
        await this.commit(text);
        return true;
      }
      if (!stored.full) break;
    }
    this.unsaved = true;
    return false;
  }

  /** Commit a record's text to the journal; true once it is on disk. */
  async commit(text) {
    const done = await this.storage.commitRecordText(text);
    if (!done.ok) {
      this.journalLost();
      return false;
    }
    this.commits.push(done.ms);
    if (this.commits.length > 5000) this.commits.splice(0, 2500);
    return true;
  }

  /** The journal is missing or refused: play goes on on localStorage, and the player is told once. */
  journalLost() {
    if (this.journalWarned || !this.storage.durable) return; // without localStorage, t("unsaved") says more
    this.journalWarned = true;
    this.tellPlayer(t("noJournal"));
  }

  tellPlayer(text) {
    if (this.opened) this.notify(text);
    else this.notices.push(text);
  }

  /** Bad data ({record?, journal?}: texts) kept aside under a quarantine key; the key, or null. */
  keepAside(texts, problem) {
    const kept = { ...texts };
    const progress = this.storage.loadProgressText();
    if (progress !== null) kept.progress = progress;
    return this.storage.quarantine(kept, problem);
  }

  /** Bad data kept aside, then removed from both copies' places. */
  async quarantine(texts, problem) {
    const key = this.keepAside(texts, problem);
    await this.storage.removeRecord();
    this.game = null;
    this.seq = 0;
    this.state = null;
    this.pending = null;
    this.recordEngine = null;
    this.history.set([]);
    return key;
  }

  /** A new game from the engine; `keepHistory` keeps the old game's rounds in the list. */
  async startGame(keepHistory) {
    const balance = this.startBalance();
    const reply = await this.send({
      v: 1,
      op: "new_game",
      seed: this.seeds(),
      now: this.clock(),
      ...(this.currency ? { currency: this.currency } : {}),
      ...(balance === null ? {} : { balance }),
    });
    if (!reply || !reply.ok) return { kind: KIND.FAILED, reply };
    const entries = keepHistory ? this.history.entries : [];
    const game = randomId();
    const stored = await this.write({ game, state: reply.state, pending: null, engine: this.engine, entries });
    if (!stored) {
      // Nothing can be stored: show the new game, but the write-ahead will refuse every bet.
      Object.assign(this, { game, seq: 0, state: reply.state, pending: null, recordEngine: this.engine });
      this.history.set(entries);
    }
    return { kind: stored ? KIND.STARTED : KIND.UNSAVED };
  }

  // --- load and sync -----------------------------------------------------------------------------------

  /**
   * Read and verify both copies of the record (localStorage's and the journal's): the newer valid
   * one wins and is written back to the other; a copy that cannot be trusted is kept aside. When
   * neither can be used, both are removed: {record: null, problem, key}.
   */
  async load() {
    const local = this.storage.loadRecordText();
    const journal = await this.storage.loadJournal();
    if (!journal) this.journalLost();
    const copies = [];
    // The journal's first: at equal seq it wins, being the copy that is surely on disk.
    for (const [from, text] of [
      ["journal", journal && journal.record],
      ["record", local],
    ]) {
      if (text === null || text === undefined) continue;
      const same = copies.find((c) => c.text === text);
      copies.push({ from, text, ...(same ? { record: same.record, problem: same.problem } : await parseRecord(text, this.currency)) });
    }
    if (!copies.length) return { record: null, problem: null };
    const winner = copies.reduce((best, c) => (c.record && (!best || c.record.seq > best.record.seq) ? c : best), null);
    const damaged = copies.filter((c) => !c.record);
    const problem = damaged.length ? damaged[0].problem : null;
    // One copy of a text is enough: a journal identical to the local copy is not kept twice.
    const texts = Object.fromEntries(damaged.filter((c) => c.from === "record" || c.text !== local).map((c) => [c.from, c.text]));
    if (!winner) {
      const key = await this.quarantine(texts, problem);
      return { record: null, problem, key };
    }
    if (damaged.length) {
      this.keepAside(texts, problem);
      this.tellPlayer(t("repairedCopy", { problem }));
    }
    if (local !== winner.text) this.storage.saveRecordText(winner.text);
    if (journal && journal.record !== winner.text) await this.commit(winner.text);
    this.takeProgress(winner.record, journal && journal.progress);
    return { record: winner.record, problem: null };
  }

  /** The journal's progress of the newest round, where it is further than localStorage's. */
  takeProgress(record, progress) {
    const latest = record.history.length ? record.history[record.history.length - 1] : null;
    if (!progress || !latest || latest.game !== record.game || progress.game !== record.game || progress.round !== latest.id) return;
    if (!Number.isSafeInteger(progress.index) || progress.index <= this.storage.loadProgress(record.game, latest.id)) return;
    this.storage.saveProgress(record.game, latest.id, progress.index);
  }

  /**
   * On page load: verify, finish a request left in flight, let the engine check the state and the
   * clock. Returns the events the player should hear of, in order.
   */
  open() {
    return this.exclusive(async () => {
      const events = [];
      const { record, problem, key } = await this.load();
      if (problem) events.push({ kind: KIND.QUARANTINED, problem, key });
      if (record) this.adopt(record);
      else {
        const started = await this.startGame(false);
        if (started.kind === KIND.FAILED) return [...events, started];
        if (started.kind === KIND.UNSAVED) events.push({ kind: KIND.UNSAVED });
      }
      // A request stored by another engine is never sent to this one.
      if (this.pending) events.push(await (this.owns() ? this.finishPending() : this.dropPending()));
      events.push(...(await this.resume()));
      events.push(...this.notices.splice(0).map((message) => ({ kind: KIND.NOTICE, message })));
      this.opened = true;
      return events;
    });
  }

  /**
   * `resume` with the clock: the engine voids a round that waited too long, or (`void_round`) one
   * that another engine started.
   */
  async resume() {
    const foreign = !!(this.state && this.state.round) && !this.owns();
    /** @type {import("../types.js").ResumeRequest} */
    const request = { v: 1, op: "resume", state: this.state, now: this.clock() };
    const reply = await this.send(foreign ? { ...request, void_round: true } : request);
    if (!reply) return [{ kind: KIND.FAILED, reply }];
    if (!reply.ok) {
      // The engine cannot play this state: keep it aside, never credit it, start again.
      const problem = reply.error && reply.error.message ? reply.error.message : "the engine refused the saved state";
      const key = await this.quarantine({ record: this.storage.loadRecordText() || JSON.stringify({ state: this.state }) }, problem);
      const started = await this.startGame(false);
      return [{ kind: KIND.QUARANTINED, problem, key }, started];
    }
    if (!reply.voided) return [];
    const latest = this.history.latest();
    const mine = latest && latest.id === reply.round.id && latest.game === this.game ? latest : null;
    const entry = entryVoided(mine, this.game, reply.round);
    const before = mine ? this.history.entries.slice(0, -1) : this.history.entries;
    const prev = before.length ? before[before.length - 1].hash : null;
    const entries = [...before, await seal(entry, prev)];
    const stored = await this.write({ state: reply.state, pending: null, engine: this.engine, entries });
    const voided = { kind: KIND.VOIDED, round: reply.round, reason: foreign ? VOID_REASON.ENGINE : VOID_REASON.EXPIRED };
    if (!stored) {
      this.state = reply.state; // shown, not stored: the next load voids it again, once
      return [voided, { kind: KIND.UNSAVED }];
    }
    return [voided];
  }

  /**
   * The request in flight was stored by another engine: it is dropped unsent. A spin's bet was never
   * taken (the stored state is from before it); a choose's round is then voided by resume().
   */
  async dropPending() {
    const request = this.pending.request;
    const stored = await this.write({ pending: null });
    return { kind: KIND.DROPPED, request, unsaved: !stored };
  }

  /** Re-read the stored record if another tab (or hand) changed it. */
  async catchUp() {
    const text = this.storage.loadRecordText();
    if (text !== null && markOf(text) === this.mark) return { moved: false };
    if (text === null) {
      // The record vanished under us (site data cleared): what this tab holds is written again.
      if (this.game && !this.unsaved) await this.write({});
      return { moved: false };
    }
    const { record, problem, key } = await this.load();
    if (record) {
      const moved = `${record.game}:${record.seq}` !== this.mark; // not when a damaged copy was only repaired
      this.adopt(record);
      return { moved };
    }
    await this.startGame(false);
    return { moved: true, problem, key };
  }

  /** The storage event: another tab wrote the record. */
  async external(text) {
    if (text === null || markOf(text) === this.mark) return;
    const moved = await this.catchUp();
    if (!moved.moved) return;
    const event = moved.problem ? { kind: KIND.QUARANTINED, problem: moved.problem, key: moved.key } : { kind: KIND.MOVED };
    for (const listener of this.listeners) listener(event);
  }

  // --- rounds ------------------------------------------------------------------------------------------

  /**
   * Play one request by the order of writes above; `build(state)` makes it (`spin` or `choose`,
   * the full protocol object) from the state as stored, once this tab holds the lock. `seen` is
   * the record's mark as the player last saw it: if the record moved on since, nothing is sent.
   * Returns {kind, reply?, entry?, from?}: "played", "malfunction", "refused" (the engine said no;
   * nothing changed), "moved" (another tab played first: this one is now up to date), "unsaved"
   * (the write-ahead failed: nothing sent, no bet taken), "lost" (no answer: the request stays
   * stored and a reload sends it again), "unsaved-reply" (the answer could not be stored: the
   * request stays stored and a reload plays it again), "busy" (a request is in flight in another
   * tab and there are no Web Locks to wait on: nothing sent), "engine-changed" (another version
   * left a request or an open round: dropped or voided, never sent here; `events` says which).
   */
  submit(build, seen = this.mark) {
    return this.exclusive(async () => {
      const caught = await this.catchUp();
      if (caught.moved || this.mark !== seen) return { kind: KIND.MOVED, problem: caught.problem };
      if (!this.owns() && (this.pending || (this.state && this.state.round))) {
        // Another tab, still on the old version, left this: never sent to this engine.
        /** @type {object[]} */
        const events = this.pending ? [await this.dropPending()] : [];
        events.push(...(await this.resume()));
        return { kind: KIND.ENGINE_CHANGED, events };
      }
      if (this.pending) {
        // Under the lock a stored request is an orphan (its tab closed mid-request): finish it first.
        if (!this.locks) return { kind: KIND.BUSY };
        return { ...(await this.finishPending()), orphan: true };
      }
      const request = build(this.state);
      const stored = await this.write({ pending: { request }, engine: this.engine });
      if (!stored) return { kind: KIND.UNSAVED };
      return this.finishPending();
    });
  }

  async finishPending() {
    const request = this.pending.request;
    const mark = this.mark;
    const reply = await this.send(request);
    if (!reply) return { kind: KIND.LOST };
    return this.apply(request, reply, mark);
  }

  /**
   * @param {import("../types.js").SpinRequest | import("../types.js").ChooseRequest} request
   * @param {PlayReply} reply
   * @param {string} mark
   */
  async apply(request, reply, mark) {
    // Compare-and-set: only the record that holds this very request takes its reply.
    if (markOf(this.storage.loadRecordText()) !== mark && this.storage.durable) {
      const caught = await this.catchUp(); // someone else stored a reply first: take theirs
      return { kind: KIND.MOVED, problem: caught.problem };
    }
    const malfunction = reply.ok === false && reply.error && reply.error.code === "MALFUNCTION" && isObject(reply.state) && isObject(reply.round);
    if (!reply.ok && !malfunction) {
      await this.write({ pending: null });
      return { kind: KIND.REFUSED, reply };
    }
    const entries = this.history.entries;
    const latest = this.history.latest();
    let before = entries;
    let entry;
    let from = 0;
    if (request.op === "choose" && latest && latest.id === reply.round.id && latest.game === this.game) {
      before = entries.slice(0, -1);
      from = Array.isArray(latest.steps) ? latest.steps.length : 0;
      entry = entryAfterChoose(latest, request, reply);
    } else {
      entry = entryFromSpin(this.game, request, reply);
    }
    const prev = before.length ? before[before.length - 1].hash : null;
    const sealed = await seal(entry, prev);
    const stored = await this.write({ state: reply.state, pending: null, engine: this.engine, entries: [...before, sealed] });
    if (!stored) return { kind: KIND.UNSAVED_REPLY, reply };
    if (reply.ok) this.storage.saveProgress(this.game, sealed.id, from);
    return { kind: reply.ok ? KIND.PLAYED : KIND.MALFUNCTION, reply, entry: this.history.latest(), from };
  }

  /** A new game (the balance ran out): the old rounds stay in the history. */
  newGame() {
    return this.exclusive(async () => {
      const caught = await this.catchUp();
      if (caught.moved) return { kind: KIND.MOVED };
      return this.startGame(true);
    });
  }

  // --- progress --------------------------------------------------------------------------------------

  /** Steps of the newest round already shown. */
  progress(roundId) {
    return this.storage.loadProgress(this.game, roundId);
  }

  /**
   * Store how far round `roundId` was shown. The journal gets only where the round comes to rest
   * (its last step: the end, or the choice): after a crash the player finds it at rest rather than
   * watching a round already seen play again as if new. A step in mid-round only replays animation,
   * not worth a disk commit per step.
   */
  saveProgress(roundId, index) {
    this.storage.saveProgress(this.game, roundId, index);
    const latest = this.history.latest();
    const mine = latest && latest.id === roundId && latest.game === this.game && Array.isArray(latest.steps);
    if (mine && index === latest.steps.length) this.restCommitted = this.storage.commitProgress(this.game, roundId, index).catch(() => null);
  }
}
