"""The page's stored record (web/js/record/ledger.js, history.js) as the tests read and check it."""

from __future__ import annotations

import hashlib
import json
from typing import Any

RECORD_KEY = "midnight-princess/v1/save"
PROGRESS_KEY = "midnight-princess/v1/index"
QUARANTINE_PREFIX = "midnight-princess/v1/quarantine/"


def canonical(value: Any) -> str:
    """The page's canonical JSON (history.js): sorted keys, no spaces."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def sha256(text: str) -> str:
    """SHA-256 of the text's UTF-8, in hex."""
    return hashlib.sha256(text.encode()).hexdigest()


def assert_entry(entry: dict[str, Any], requests: list[dict[str, Any]], reply: dict[str, Any],
                 steps: list[dict[str, Any]], features: list[str]) -> None:
    """A history entry holds exactly the round the engine played, and its hashes check out here too."""
    rnd = reply["round"]
    assert {k: entry[k] for k in ("id", "bet", "win", "balance_before", "balance_after", "status")} == {
        "id": rnd["id"], "bet": rnd["bet"], "win": rnd["win"], "balance_before": rnd["balance_before"],
        "balance_after": rnd["balance_after"], "status": rnd["status"]}
    assert entry["time"] == requests[0]["now"]
    assert entry["requests"] == requests
    assert entry["steps"] == steps
    assert entry["features"] == features
    assert entry["steps_hash"] == sha256(canonical(steps))
    hashed = {k: v for k, v in entry.items() if k not in ("hash", "steps")}
    assert entry["hash"] == sha256(canonical(hashed))


# The journal (web/js/record/journal.js): the record's copy in IndexedDB, read (text undefined) or written
# with the raw API; never creates the database.
JOURNAL_JS = """([key, text]) => new Promise((resolve, reject) => {
  const open = indexedDB.open("midnight-princess");
  let absent = false;
  open.onupgradeneeded = () => { absent = true; open.transaction.abort(); };
  open.onerror = () => (absent ? resolve(null) : reject(open.error));
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("journal")) { db.close(); return resolve(null); }
    const tx = db.transaction("journal", text === undefined ? "readonly" : "readwrite");
    const store = tx.objectStore("journal");
    const request = text === undefined ? store.get(key) : store.put(text, key);
    tx.oncomplete = () => { db.close(); resolve(text === undefined ? (request.result ?? null) : text); };
    tx.onabort = () => reject(tx.error);
  };
})"""
JOURNAL_KEY = "save"
