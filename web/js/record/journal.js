// The record's durable copy: the same text as localStorage's, committed to IndexedDB with
// durability "strict" (on disk before the commit completes). Chromium writes localStorage to disk
// seconds after a write, so a browser killed in between loses it; a completed IndexedDB commit
// survives. Like storage.js this never throws: every call says whether it worked, and a journal
// that cannot open (no IndexedDB, a private mode, an error, a hang) reads as missing.
//
// The raw API, not npm `idb`: we need three operations (open, get, put), whose promise wrappers
// are the dozen lines below; `idb` would add a runtime dependency and a build step and would take
// none of the failure handling off our hands (timeouts, quota, never throwing, reopening).

const DB_NAME = "midnight-princess";
const DB_VERSION = 1;
const STORE = "journal";
export const JOURNAL_RECORD = "save"; // the record's text, as in localStorage
export const JOURNAL_PROGRESS = "index"; // {game, round, index}: the step a round was shown up to
const TIMEOUT_MS = 5000; // an open or a commit that takes longer counts as failed (it may still land)

function isQuotaError(err) {
  return !!err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED");
}

/** An IDBRequest as a promise. */
function settled(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * A transaction's completion (its commit) as a promise.
 * @returns {Promise<void>}
 */
function completed(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error || new DOMException("The transaction was aborted.", "AbortError"));
  });
}

function timed(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new DOMException(`${what} took over ${TIMEOUT_MS} ms`, "TimeoutError")), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class Journal {
  /** `factory`: an IDBFactory (window.indexedDB by default); null or missing means no journal. */
  constructor(factory = globalThis.indexedDB) {
    this.factory = factory || null;
    this.db = null;
    this.reopen = false; // the browser closed an open database: open it again on the next call
    this.stalled = false; // an open or a commit hung: waiting on every round would stall the game
    this.problem = null; // why the last call failed, for the ledger's notice
    this.ready = this.connect();
  }

  /** Open the database; true if it is usable. */
  async connect() {
    if (!this.factory) {
      this.problem = "this browser has no IndexedDB";
      return false;
    }
    try {
      const request = this.factory.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      const db = await timed(settled(request), "opening IndexedDB");
      db.onversionchange = () => this.drop(db, false); // a newer page wants to upgrade: let it
      db.onclose = () => this.drop(db, true); // closed by the browser (site data cleared, say)
      this.db = db;
      return true;
    } catch (err) {
      this.fail("IndexedDB would not open", err);
      return false;
    }
  }

  drop(db, reopen) {
    try {
      db.close();
    } catch {
      // already closed
    }
    if (this.db === db) {
      this.db = null;
      this.reopen = reopen;
    }
  }

  fail(what, err) {
    const name = (err && err.name) || String(err);
    if (name === "TimeoutError") this.stalled = true;
    this.problem = `${what} (${name})`;
  }

  /** The open database, or null. */
  async database() {
    if (this.stalled) return null;
    if (!this.db && this.reopen) {
      this.reopen = false;
      this.ready = this.connect();
    }
    return (await this.ready) ? this.db : null;
  }

  /** The values under `keys` ({key: value or null}), or null when the journal cannot be read. */
  async read(keys) {
    const db = await this.database();
    if (!db) return null;
    try {
      const store = db.transaction(STORE, "readonly").objectStore(STORE);
      const values = await timed(Promise.all(keys.map((key) => settled(store.get(key)))), "reading IndexedDB");
      return Object.fromEntries(keys.map((key, i) => [key, values[i] === undefined ? null : values[i]]));
    } catch (err) {
      this.fail("IndexedDB could not be read", err);
      return null;
    }
  }

  /**
   * Store each of `entries` ({key: value}, null removes the key) in one transaction and wait until
   * its commit is on disk: {ok, full (the quota was the reason), ms (how long the commit took)}.
   */
  async write(entries) {
    const db = await this.database();
    if (!db) return { ok: false, full: false, ms: 0 };
    const started = performance.now();
    try {
      const tx = db.transaction(STORE, "readwrite", { durability: "strict" });
      const store = tx.objectStore(STORE);
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) store.delete(key);
        else store.put(value, key);
      }
      await timed(completed(tx), "an IndexedDB commit");
      return { ok: true, full: false, ms: performance.now() - started };
    } catch (err) {
      this.fail("IndexedDB refused the write", err);
      return { ok: false, full: isQuotaError(err), ms: performance.now() - started };
    }
  }
}
