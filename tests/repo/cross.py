"""The cross-engine page object: one page of the game in any browser engine (a `browsers.Tab`), so a
case is written once and run in Chromium, Firefox and WebKit. It drives the player's controls and
reads what the page stores and shows; on the debug build it uses the test API (`window.__mp`), which
is plain JavaScript and works alike everywhere. Selectors come from page.py's SELECTORS.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .browsers import Tab
from midnight_princess_testkit import AT_REST, CONTROLS, JOURNAL_JS, JOURNAL_KEY, RECORD_KEY, cents, sel

BOOT_S = 180.0  # WebKitGTK compiles Pyodide's wasm slowly: 20 s idle, 45 s on a loaded 2-core machine
ROUND_S = 60.0
SPEED = 25  # the debug build's animation, this many times the game's pace

READY_JS = "() => performance.getEntriesByName('mp-engine-ready')[0]?.detail ?? null"
SNAPSHOT_JS = "() => performance.getEntriesByName('mp-engine-snapshot')[0]?.detail ?? null"
# Uncaught errors and rejections from here on (Firefox and Chromium also report them to the driver).
CATCH_ERRORS_JS = """() => {
  if (window.__mpErrors) return;
  window.__mpErrors = [];
  addEventListener('error', (e) => __mpErrors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => __mpErrors.push(String(e.reason)));
}"""
# The stored snapshot record of this build's runtime, without its bytes: how it was kept.
SNAPSHOT_RECORD_JS = """async () => {
  const { RUNTIME_ID } = await import("./js/build-info.js");
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open("midnight-princess-engine");
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  if (!db.objectStoreNames.contains("snapshots")) { db.close(); return null; }
  const record = await new Promise((resolve) => {
    const get = db.transaction("snapshots").objectStore("snapshots").get(RUNTIME_ID);
    get.onsuccess = () => resolve(get.result || null);
  });
  db.close();
  if (!record) return null;
  const kept = record.blob instanceof Blob ? "blob" : record.bytes instanceof ArrayBuffer ? "bytes" : null;
  return {size: record.size, failures: record.failures, kept};
}"""
# Every control (and the HUD's figures): whether it is shown and whole inside the viewport.
ON_SCREEN_JS = """(selectors) => {
  const out = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const el = document.querySelector(selector);
    const r = el ? el.getBoundingClientRect() : null;
    out[name] = !!r && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
      && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  }
  return out;
}"""
FIGURES = ("balance", "bet", "round_win", "last_win", "free_spins")


class CrossGame:
    """The game in one tab of any engine: load, play, read the record and the screen."""

    def __init__(self, tab: Tab, url: str):
        self.tab = tab
        self.url = url  # the game's index.html, ending in "/"

    @property
    def engine(self) -> str:
        return self.tab.browser.name

    # --- loading and waiting ------------------------------------------------------------------------

    def open(self, query: str = "", *, clock: int | None = None, pause: int | None = None,
             until: tuple[str, ...] = AT_REST) -> str:
        """Load the game (with `?mp-clock`, `?mp-pause` on the debug build); wait for a phase in `until`,
        or for the pause; return the phase."""
        params = [query.lstrip("?")] if query else []
        params += [f"mp-clock={clock}"] if clock is not None else []
        params += [f"mp-pause={pause}"] if pause is not None else []
        self.tab.goto(self.url + ("?" + "&".join(params) if params else ""))
        return self._loaded(until, pause)

    def reload(self, *, until: tuple[str, ...] = AT_REST, pause: int | None = None) -> str:
        """Reload the page as it is; wait as open() does."""
        self.tab.reload()
        return self._loaded(until, pause)

    def _loaded(self, until: tuple[str, ...], pause: int | None) -> str:
        self.tab.call(CATCH_ERRORS_JS)
        if pause is not None:
            self.tab.wait_for("p => document.body.dataset.paused === p || document.body.dataset.phase === 'error'", str(pause), BOOT_S)
            phase = self.phase()
            assert phase != "error", self.text("message_text")
        else:
            phase = self.wait_phase(*until, timeout=BOOT_S)
        if phase != "error":  # the loading screen lifts on the game's first whole frame, a moment after the phase: clicks wait for it
            self.tab.wait_for("() => document.getElementById('loading').classList.contains('done')", None, BOOT_S)
        if self.debug():
            self.tab.call("k => __mp.setSpeed(k)", SPEED)
        return phase

    def debug(self) -> bool:
        """Whether this is the debug build (its test API is there)."""
        return bool(self.tab.call("() => !!window.__mp"))

    def phase(self) -> str:
        return str(self.tab.call("() => document.body.dataset.phase"))

    def wait_phase(self, *phases: str, timeout: float = ROUND_S) -> str:
        """Wait until <body data-phase> is one of `phases`; an error phase fails with the page's message."""
        phase = str(self.tab.wait_for(
            "phases => [...phases, 'error'].includes(document.body.dataset.phase) && document.body.dataset.phase", list(phases), timeout))
        if phase == "error" and "error" not in phases:
            raise AssertionError(f"{self.engine}: the page shows an error: {self.text('message_text')}")
        return phase

    def ready_timings(self) -> dict[str, Any]:
        """The worker's `ready` message: boot ("snapshot" or "full"), its timings, a fallback's reason."""
        return self.tab.wait_for(READY_JS, timeout=BOOT_S)  # type: ignore[no-any-return]

    def snapshot_report(self, timeout: float = BOOT_S) -> dict[str, Any]:
        """The worker's word on the snapshot it made after a full boot: stored, or why not."""
        return self.tab.wait_for(SNAPSHOT_JS, timeout=timeout)  # type: ignore[no-any-return]

    def snapshot_record(self) -> dict[str, Any] | None:
        """The stored snapshot of this runtime: its size, failed restores, and how it is kept (blob or bytes)."""
        return self.tab.call(SNAPSHOT_RECORD_JS)  # type: ignore[no-any-return]

    # --- playing ------------------------------------------------------------------------------------

    def spin(self, *, wait: bool = True) -> str | None:
        """Press Spin; wait until a round more is stored and the page is at rest; the phase."""
        return self._press(sel("spin"), wait)

    def choose(self, princess: str, *, wait: bool = True) -> str | None:
        """Pick the free spins' princess; as spin()."""
        return self._press(sel("choice_card", princess), wait)

    def _press(self, selector: str, wait: bool) -> str | None:
        seq = self.seq()
        self.tab.wait_for("s => { const b = document.querySelector(s); return b && !b.disabled; }", selector)
        self.tab.click(selector)
        if not wait:
            return None
        # The round's reply is stored (seq moved on twice: the request, then the reply) and shown.
        self.tab.wait_for("([key, seq]) => JSON.parse(localStorage.getItem(key) || '{}').seq >= seq + 2", [RECORD_KEY, seq], ROUND_S)
        return self.wait_phase(*AT_REST)

    # --- the debug build's test API -----------------------------------------------------------------

    def mp(self, script: str, arg: Any = None) -> Any:
        """A function of `arg` that uses `__mp`, run in the page: `mp("n => __mp.pauseAt(n)", 3)`."""
        return self.tab.call(script, arg)

    def queue_seeds(self, seeds: list[str]) -> int:
        return int(self.mp("seeds => __mp.setSeeds(seeds)", seeds))

    def force(self, grids: list[Any]) -> None:
        self.mp("grids => __mp.force(grids, {})", grids)

    def pause_at(self, index: int | None) -> None:
        self.mp("i => __mp.pauseAt(i)", index)

    def hold_replies(self, ops: list[str]) -> None:
        self.mp("ops => __mp.holdReplies(ops)", ops)

    def held(self) -> int:
        return int(self.mp("() => __mp.held()"))

    def state(self) -> dict[str, Any]:
        return self.mp("() => __mp.state()")  # type: ignore[no-any-return]

    def history(self) -> list[dict[str, Any]]:
        """The round history, newest first."""
        return self.mp("() => __mp.history()")  # type: ignore[no-any-return]

    def ledger(self) -> dict[str, Any] | None:
        return self.mp("() => __mp.ledger()")  # type: ignore[no-any-return]

    def sent(self, op: str = "spin") -> int:
        """How many `op` requests this page sent and had answered."""
        return int(self.mp("op => (__mp.timings()[op] || []).length", op))

    def round_trips(self) -> list[dict[str, Any]]:
        """The bridge's round trips: {op, total, engine} in ms."""
        return self.mp("() => __mp.roundTrips()")  # type: ignore[no-any-return]

    # --- storage ------------------------------------------------------------------------------------

    def record_text(self) -> str | None:
        return self.tab.call("key => localStorage.getItem(key)", RECORD_KEY)  # type: ignore[no-any-return]

    def record(self) -> dict[str, Any] | None:
        text = self.record_text()
        return None if text is None else json.loads(text)  # type: ignore[no-any-return]

    def seq(self) -> int:
        record = self.record()
        return int(record["seq"]) if record else 0

    def set_record_text(self, text: str | None) -> None:
        """Write (or, with None, remove) the record's localStorage copy behind the page's back."""
        self.tab.call("([key, text]) => text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text)", [RECORD_KEY, text])

    def journal(self) -> str | None:
        """The record's copy in the journal (IndexedDB), or None."""
        return self.tab.call(JOURNAL_JS, [JOURNAL_KEY])  # type: ignore[no-any-return]

    # --- the screen ---------------------------------------------------------------------------------

    def text(self, name: str, *args: object) -> str:
        return str(self.tab.call("s => (document.querySelector(s)?.textContent ?? '').trim()", sel(name, *args)))

    def balance(self) -> int:
        """The balance shown, in cents (once the HUD shows an amount: "—" until the game is known)."""
        return cents(self.tab.wait_for("s => { const t = document.querySelector(s).textContent.trim(); return /\\d/.test(t) && t; }", sel("balance")))

    def message(self) -> str:
        """The message shown to the player, or ""."""
        return str(self.tab.call("([box, text]) => { const m = document.querySelector(box); return m && !m.hidden && m.getClientRects().length ? document.querySelector(text).textContent.trim() : ''; }",
                                 [sel("message"), sel("message_text")]))

    def enabled(self, name: str) -> bool:
        return bool(self.tab.call("s => { const e = document.querySelector(s); return !!e && !e.disabled; }", sel(name)))

    def off_screen(self) -> list[str]:
        """Every control and HUD figure that is not shown whole inside the viewport (none, when all is well)."""
        shown = self.tab.call(ON_SCREEN_JS, {name: sel(name) for name in (*CONTROLS, *FIGURES)})
        return [name for name, ok in shown.items() if not ok]

    def viewport(self) -> list[int]:
        return self.tab.call("() => [innerWidth, innerHeight]")  # type: ignore[no-any-return]

    def errors(self) -> list[str]:
        """Uncaught errors the page reported (to the driver, or since its load)."""
        return [*self.tab.errors, *(self.tab.call("() => window.__mpErrors || []"))]

    def shot(self, path: Path | str) -> None:
        self.tab.screenshot(path)
