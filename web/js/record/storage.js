// The only module that touches localStorage, and the door to the record's durable copy in
// IndexedDB (journal.js). Reads never throw (unreadable data reads as text for the ledger to
// judge, or as nothing); writes never throw either: they say whether they were stored and whether
// the quota was the reason. What the texts mean is the ledger's business.

import { Journal, JOURNAL_PROGRESS, JOURNAL_RECORD } from "./journal.js";

const PREFIX = "midnight-princess/v1/";
export const RECORD_KEY = `${PREFIX}save`; // the game's record: state, history, request in flight
export const PROGRESS_KEY = `${PREFIX}index`; // how many of the newest round's steps were shown
export const SETTINGS_KEY = `${PREFIX}settings`;
export const SESSION_KEY = `${PREFIX}session`; // sessionStorage: this tab's session (time, net), kept over a reload
export const QUARANTINE_PREFIX = `${PREFIX}quarantine/`;
const MAX_QUARANTINED = 3;

/**
 * Where a game of `currency` keeps its record, progress and session, here and in the journal: a
 * game belongs to its currency, so each has its own. A USD game's (or no currency's) stay where
 * they always were, so a saved game from before currencies is found as it was.
 */
export function gameKeys(currency = null) {
  const own = currency && currency !== "USD" ? `${currency}/` : "";
  return {
    record: `${PREFIX}${own}save`,
    progress: `${PREFIX}${own}index`,
    session: `${PREFIX}${own}session`,
    journalRecord: `${own}${JOURNAL_RECORD}`,
    journalProgress: `${own}${JOURNAL_PROGRESS}`,
  };
}

/** A Storage-like store over a Map: where localStorage is unusable, and the tests' own. */
export function memoryStore() {
  const map = new Map();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => map.set(key, String(value)),
    removeItem: (key) => map.delete(key),
  };
}

/** localStorage if it can be written, else null. */
function probeLocalStorage() {
  try {
    const store = window.localStorage;
    const probe = `${PREFIX}probe`;
    store.setItem(probe, "1");
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

function isQuotaError(err) {
  return !!err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" || err.code === 22 || err.code === 1014);
}

export class Storage {
  /**
   * `store`: a Storage-like object (tests); by default localStorage, or memory if it is unusable.
   * `journal`: journal.js's Journal (opened at once, while Python boots), or null for none.
   */
  constructor(store = undefined, journal = undefined) {
    const local = store === undefined ? probeLocalStorage() : store;
    // Without localStorage nothing survives a reload: settings live in memory, the record is refused.
    this.durable = local !== null;
    this.store = local || memoryStore();
    this.lastError = null;
    this.journal = journal === undefined ? new Journal() : journal;
    this.game = gameKeys();
  }

  /** From now on read and write the game of `currency` (an ISO 4217 code; null or "USD": the dollar game). */
  useCurrency(currency) {
    this.game = gameKeys(currency);
  }

  /** The text under `key`, or null (missing or unreadable). */
  readText(key) {
    try {
      return this.store.getItem(key);
    } catch {
      return null;
    }
  }

  /** Store `text` under `key`: {ok, full} (full: the quota was the reason). */
  writeText(key, text) {
    try {
      this.store.setItem(key, text);
      return { ok: true, full: false };
    } catch (err) {
      this.lastError = err;
      return { ok: false, full: isQuotaError(err) };
    }
  }

  remove(key) {
    try {
      this.store.removeItem(key);
    } catch {
      // nothing more can be done
    }
  }

  keys() {
    const keys = [];
    try {
      for (let i = 0; i < this.store.length; i++) keys.push(this.store.key(i));
    } catch {
      // an unreadable store lists nothing
    }
    return keys.filter((k) => typeof k === "string");
  }

  read(key) {
    const text = this.readText(key);
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  write(key, value) {
    return this.writeText(key, JSON.stringify(value)).ok;
  }

  // --- the record ------------------------------------------------------------------------------

  loadRecordText() {
    return this.readText(this.game.record);
  }

  loadProgressText() {
    return this.readText(this.game.progress);
  }

  /** One write of the whole record; refused outright when storage does not survive a reload. */
  saveRecordText(text) {
    if (!this.durable) return { ok: false, full: false };
    return this.writeText(this.game.record, text);
  }

  /** Remove the record and its progress, here at once and from the journal (the promise). */
  removeRecord() {
    this.remove(this.game.record);
    this.remove(this.game.progress);
    if (!this.journal) return Promise.resolve();
    return this.journal.write({ [this.game.journalRecord]: null, [this.game.journalProgress]: null });
  }

  // --- the journal: the record's durable copy --------------------------------------------------

  /** The journal's record text and progress ({record, progress}), or null when there is no journal. */
  async loadJournal() {
    if (!this.journal || !this.durable) return null;
    const { journalRecord, journalProgress } = this.game;
    const values = await this.journal.read([journalRecord, journalProgress]);
    if (!values) return null;
    const record = typeof values[journalRecord] === "string" ? values[journalRecord] : null;
    const progress = values[journalProgress];
    return { record, progress: progress && typeof progress === "object" ? progress : null };
  }

  /** Commit the record's text to the journal and wait until it is on disk: {ok, full, ms}. */
  async commitRecordText(text) {
    if (!this.journal) return { ok: false, full: false, ms: 0 };
    return this.journal.write({ [this.game.journalRecord]: text });
  }

  /** Commit how far round `round` of game `game` was shown: {ok, full, ms}. */
  async commitProgress(game, round, index) {
    if (!this.journal) return { ok: false, full: false, ms: 0 };
    return this.journal.write({ [this.game.journalProgress]: { game, round, index } });
  }

  /** `listener(text | null)` when another tab writes the record (the `storage` event). */
  onRecordChange(listener) {
    if (typeof window === "undefined" || !this.durable) return;
    window.addEventListener("storage", (event) => {
      if (event.storageArea !== this.store) return;
      if (event.key === this.game.record || event.key === null) listener(event.key === null ? null : event.newValue);
    });
  }

  // --- bad data kept aside -----------------------------------------------------------------------

  /** Keep `texts` ({key: text}) under a quarantine key with the reason; returns the key or null. */
  quarantine(texts, reason, time = Date.now()) {
    const key = `${QUARANTINE_PREFIX}${time}`;
    const text = JSON.stringify({ reason, time, keys: texts });
    const old = this.quarantineKeys();
    for (const stale of old.slice(0, Math.max(0, old.length - (MAX_QUARANTINED - 1)))) this.remove(stale);
    let stored = this.writeText(key, text);
    if (!stored.ok && stored.full) {
      this.dropQuarantine();
      stored = this.writeText(key, text);
    }
    return stored.ok ? key : null;
  }

  /** Quarantine keys, oldest first. */
  quarantineKeys() {
    return this.keys()
      .filter((k) => k.startsWith(QUARANTINE_PREFIX))
      .sort((a, b) => Number(a.slice(QUARANTINE_PREFIX.length)) - Number(b.slice(QUARANTINE_PREFIX.length)));
  }

  /** Free space: bad data kept aside goes first when the quota is reached. */
  dropQuarantine() {
    const keys = this.quarantineKeys();
    for (const key of keys) this.remove(key);
    return keys.length;
  }

  // --- progress and settings ------------------------------------------------------------------------

  /** How many of round `round`'s steps (of game `game`) have been shown; 0 if unknown. */
  loadProgress(game, round) {
    const entry = this.read(this.game.progress);
    if (!entry || entry.game !== game || entry.round !== round) return 0;
    return Number.isSafeInteger(entry.index) && entry.index >= 0 ? entry.index : 0;
  }

  saveProgress(game, round, index) {
    return this.write(this.game.progress, { game, round, index });
  }

  loadSettings() {
    const settings = this.read(SETTINGS_KEY);
    return settings && typeof settings === "object" && !Array.isArray(settings) ? settings : {};
  }

  saveSettings(settings) {
    return this.write(SETTINGS_KEY, settings);
  }

  // --- this tab's session (sessionStorage: it outlives a reload, not the tab) -------------------

  /** The session saved by this tab before a reload ({...} as saved), or null. */
  loadSession() {
    const store = tabStore();
    if (!store) return null;
    try {
      const value = JSON.parse(store.getItem(this.game.session));
      return value && typeof value === "object" && !Array.isArray(value) ? value : null;
    } catch {
      return null;
    }
  }

  /** Keep `session` for this tab (or forget it, with null); false if it could not be kept. */
  saveSession(session) {
    const store = tabStore();
    if (!store) return false;
    try {
      if (session === null) store.removeItem(this.game.session);
      else store.setItem(this.game.session, JSON.stringify(session));
      return true;
    } catch {
      return false;
    }
  }
}

let sessionStore; // undefined until first asked: sessionStorage, or null where it cannot be used

/** sessionStorage if it can be used here, else null. */
function tabStore() {
  if (sessionStore === undefined) {
    try {
      sessionStore = typeof window !== "undefined" && window.sessionStorage ? window.sessionStorage : null;
      if (sessionStore) sessionStore.getItem(SESSION_KEY);
    } catch {
      sessionStore = null;
    }
  }
  return sessionStore;
}
