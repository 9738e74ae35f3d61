"""Helpers for the trust tests: the engine in CPython as the oracle, the stored record, and page
loads with the debug build's frozen clock and step pause."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from midnight_princess.bridge import handle

from .conftest import BOOT_TIMEOUT_MS
from .ui_support import HEARTS, seed

__all__ = ["HEARTS", "seed"]  # with the names below, for the trust tests

CLOCK = 1_800_000_000_000  # a fixed `now` for every request the page makes (ms)
DAY_MS = 24 * 60 * 60 * 1000
RECORD_KEY = "midnight-princess/v1/save"
PROGRESS_KEY = "midnight-princess/v1/index"
QUARANTINE_PREFIX = "midnight-princess/v1/quarantine/"

# Four low symbols in a pattern with no run of three, then a love 5-run: the meter fills (trinity).
LOWS = ["bell", "gem", "potion", "heart"]
METER_FILLER = [[LOWS[(c + 2 * r) % 4] for c in range(5)] for r in range(4)] + [["love"] * 5]
# Seven symbols, no two alike side by side or one above the other: a landing without a win.
SEVEN = ["heart", "bell", "gem", "potion", "love", "star", "storm"]
NO_WIN = [[SEVEN[(2 * r + c) % 7] for c in range(5)] for r in range(5)]


def ask(request: dict[str, Any]) -> dict[str, Any]:
    """One request to the engine in CPython, exactly as the page would send it."""
    return json.loads(handle(json.dumps(request), allow_force=True))


def canonical(value: Any) -> str:
    """The page's canonical JSON (history.js): sorted keys, no spaces."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def sha256(text: str) -> str:
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


def record(game) -> dict[str, Any] | None:  # type: ignore[no-untyped-def]
    text = game.page.evaluate("key => localStorage.getItem(key)", RECORD_KEY)
    return None if text is None else json.loads(text)


def progress(game) -> dict[str, Any] | None:  # type: ignore[no-untyped-def]
    text = game.page.evaluate("key => localStorage.getItem(key)", PROGRESS_KEY)
    return None if text is None else json.loads(text)


# The journal (web/js/journal.js): the record's copy in IndexedDB, read and written here with the raw API.
JOURNAL_JS = """([key, text]) => new Promise((resolve, reject) => {
  const open = indexedDB.open("midnight-princess");
  let absent = false;
  open.onupgradeneeded = () => { absent = true; open.transaction.abort(); };  // never create it here
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


def journal(game) -> str | None:  # type: ignore[no-untyped-def]
    """The record's text in the journal (IndexedDB), or None."""
    return game.page.evaluate(JOURNAL_JS, ["save"])


def set_journal(game, text: str) -> None:  # type: ignore[no-untyped-def]
    game.page.evaluate(JOURNAL_JS, ["save", text])


def quarantined(game) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """Every quarantine key and what it keeps."""
    return game.page.evaluate(
        """prefix => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith(prefix))
                      .map(k => [k, JSON.parse(localStorage.getItem(k))]))""",
        QUARANTINE_PREFIX,
    )


def visit(game, clock: int = CLOCK, pause: int | None = None, phases: tuple[str, ...] = ("ready", "choice")) -> None:  # type: ignore[no-untyped-def]
    """Load (or reload) the page with a frozen clock; wait until it pauses at step `pause`, or is at rest."""
    query = f"?mp-clock={clock}" + ("" if pause is None else f"&mp-pause={pause}")
    game.page.goto(game.url + query)
    if pause is None:
        game.wait_phase(*phases, timeout=BOOT_TIMEOUT_MS)
    else:
        game.page.wait_for_function(
            "p => document.body.dataset.paused === p || document.body.dataset.phase === 'error'",
            arg=str(pause), timeout=BOOT_TIMEOUT_MS)
        assert game.page.evaluate("document.body.dataset.phase") != "error", game.text("#message-text")


def hold_and_click(game, selector: str, op: str) -> None:  # type: ignore[no-untyped-def]
    """Click, and keep the engine's reply from reaching the page: the request is in flight."""
    game.page.evaluate("op => __mp.holdReplies([op])", op)
    game.page.click(selector)
    game.page.wait_for_function("() => __mp.held() >= 1")


def message(game) -> str:  # type: ignore[no-untyped-def]
    shown = not game.page.evaluate("document.getElementById('message').hidden")
    return game.text("#message-text") if shown else ""


def force_fault(game, grids: list, at: int) -> None:  # type: ignore[no-untyped-def]
    """The next request forces `grids` and makes the engine fail after `at` steps."""
    game.page.evaluate("([grids, at]) => __mp.force(grids, {malfunction_at: at})", [grids, at])
