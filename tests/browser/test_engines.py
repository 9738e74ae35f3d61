"""Every browser a player uses: the same cases in Chromium, Firefox ESR and WebKitGTK (Safari's
engine), written once against the cross-engine page object (tests/repo/cross.py).

Each engine gets one browser, and in it two origins of its own (a server a build: a fresh profile
for this engine's cases) and two shared pages: the production build from a plain host (the worker
decodes the .gz siblings with DecompressionStream), which plays, comes back from the memory snapshot
and then goes offline; and the debug build, whose test API forces rounds, pauses and holds replies.
Expected outcomes come from the engine in CPython. docs/browsers.md says what each engine has and
what the game does where one lacks something; `test_the_engine_has_what_the_docs_say` holds it to that.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from midnight_princess_testkit import CLOCK, DESKTOP, HEARTS, PHONE, SUB_PATH, ask, expected_round, money, seed, sel
from tests.repo import ROOT, serve_in_thread
from tests.repo.browsers import BROWSERS, Browser, launch, missing
from tests.repo.cross import BOOT_S, CrossGame

DOC = ROOT / "docs" / "browsers.md"


@pytest.fixture(scope="module", params=BROWSERS)
def engine(request: pytest.FixtureRequest, playwright: Any) -> Iterator[Browser]:
    """One browser of each engine in turn; its cases run together."""
    why = missing(request.param)
    if why:
        assert not os.environ.get("CI"), why  # CI installs all three (scripts/install-deps.sh): none may skip there
        pytest.skip(why)
    browser = launch(request.param, playwright)
    yield browser
    browser.close()


@contextmanager
def origin(site: Any, plain: bool) -> Iterator[Any]:
    """The build at `site` from a new server: a new origin, so this engine's storage starts empty."""
    server = serve_in_thread(site.root, plain=plain)
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def prod_server(engine: Browser, prod_site: Any) -> Iterator[Any]:
    with origin(prod_site, plain=True) as server:
        yield server


@pytest.fixture(scope="module")
def prod(engine: Browser, prod_server: Any) -> CrossGame:
    """The production build from a plain host, in a tab of its own (not loaded yet)."""
    return CrossGame(engine.tab(), prod_server.url + SUB_PATH)


@pytest.fixture(scope="module")
def debug_server(engine: Browser, debug_site: Any) -> Iterator[Any]:
    with origin(debug_site, plain=False) as server:
        yield server


@pytest.fixture(scope="module")
def game(engine: Browser, debug_server: Any) -> CrossGame:
    """The debug build in a tab of its own, loaded once with the page's clock frozen at CLOCK."""
    page = CrossGame(engine.tab(), debug_server.url + SUB_PATH)
    page.open(clock=CLOCK)
    return page


def played_once(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The one round between two stored records, checked: one entry more, its money adds up; that entry."""
    assert len(after["history"]) == len(before["history"]) + 1
    entry = after["history"][-1]
    assert entry["balance_before"] == before["state"]["balance"]
    assert entry["balance_after"] == entry["balance_before"] - entry["bet"] + entry["win"] == after["state"]["balance"]
    assert after["pending"] is None
    return entry


def play_a_round(game: CrossGame) -> None:
    """Spin and, where the round clears the grid, choose: the production build takes no seed, so about one
    round in a hundred ends at the free spins' choice (WebKit's offline case met one in a whole run)."""
    if game.spin() == "choice":
        game.choose("love")
        game.wait_phase("ready")


def complete_round_seed(state: dict[str, Any], label: str) -> tuple[str, dict[str, Any]]:
    """A seed whose round from `state` ends without a choice, and the engine's reply to it."""
    for attempt in range(20):
        chosen = seed(f"{label}/{attempt}")
        reply = ask({"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": chosen, "now": CLOCK})
        if reply["round"]["status"] == "complete" and len(reply["steps"]) >= 4:
            return chosen, reply
    raise AssertionError("no seed found")


# --- the production build: first visit, return visit, offline --------------------------------------


def test_the_first_visit_loads_to_a_usable_spin_and_plays_a_round(engine: Browser, prod: CrossGame) -> None:
    assert prod.open(until=("ready",)) == "ready"
    assert prod.enabled("spin") and not prod.debug()
    timings = prod.ready_timings()
    assert timings["boot"] == "full" and timings["encoding"] == "gzip", timings  # decoded by DecompressionStream
    before = prod.record()
    assert before is not None and before["history"] == []
    assert prod.balance() == before["state"]["balance"]
    play_a_round(prod)
    played_once(before, prod.record())
    assert prod.balance() == prod.record()["state"]["balance"]
    assert prod.errors() == []


# How each engine keeps the snapshot: WebKit's automated session refuses a Blob in IndexedDB.
SNAPSHOT_KEPT = {"chromium": "blob", "firefox": "blob", "webkit": "bytes"}


def test_a_return_visit_restores_the_memory_snapshot(engine: Browser, prod: CrossGame) -> None:
    report = prod.snapshot_report()
    assert report["stored"], report
    assert prod.snapshot_record() == {"size": report["bytes"], "failures": 0, "kept": SNAPSHOT_KEPT[engine.name]}
    before = prod.record()
    assert prod.reload(until=("ready",)) == "ready"
    timings = prod.ready_timings()
    assert timings["boot"] == "snapshot" and "fallback" not in timings, timings
    assert prod.record() == before and prod.balance() == before["state"]["balance"]
    play_a_round(prod)
    played_once(before, prod.record())
    assert prod.errors() == []


def test_after_one_visit_the_game_loads_and_plays_offline(engine: Browser, prod: CrossGame, prod_server: Any) -> None:
    # Installed and active (its cache filled before it activated): the next load of the scope is its.
    # Not "controlled": WebKit does not always claim a page reloaded while the worker installed.
    prod.tab.wait_for("() => navigator.serviceWorker.ready.then(r => r.active && r.active.state === 'activated')", timeout=BOOT_S)
    prod.tab.wait_for("() => caches.keys().then(keys => keys.some(k => k.startsWith('midnight-princess sw ')))")
    prod_server.shutdown()  # the network is gone: nothing answers on this origin any more
    prod_server.server_close()
    before = prod.record()
    assert prod.reload(until=("ready", "choice")) == "ready"
    play_a_round(prod)
    played_once(before, prod.record())
    assert prod.errors() == []


# --- the debug build: the engine's rounds, reloads, the journal, two tabs, the layout ----------------


def test_a_forced_round_ends_as_the_engine_in_cpython_ends_it(game: CrossGame) -> None:
    state = game.state()
    pool = [seed(f"cross-{game.engine}-spin"), seed(f"cross-{game.engine}-choose")]
    after, used, steps = expected_round(state, state["bet"], pool, "storm", force={"grids": [HEARTS]}, now=CLOCK)
    game.queue_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.choose("storm") == "ready"
    assert game.state() == after and game.balance() == after["balance"]
    entry = game.history()[0]
    assert entry["steps"] == steps and "free_spins" in entry["features"]
    assert [r["seed"] for r in entry["requests"]] == used
    assert entry["balance_after"] == after["balance"] == entry["balance_before"] - entry["bet"] + entry["win"]


def test_a_reload_in_mid_round_resumes_where_it_was_and_pays_once(game: CrossGame) -> None:
    chosen, reply = complete_round_seed(game.state(), f"cross-{game.engine}-paused")
    before = game.record()
    game.queue_seeds([chosen])
    game.pause_at(2)
    game.spin(wait=False)
    game.tab.wait_for("() => document.body.dataset.paused === '2'")
    stored = game.record()
    assert stored["state"] == reply["state"] and stored["pending"] is None  # stored before step 2 was shown
    assert game.reload(pause=None) == "ready"
    assert game.state() == reply["state"] and game.balance() == reply["state"]["balance"]
    assert game.sent("spin") == 0  # nothing asked again: the stored reply plays on
    assert game.record() == stored
    played_once(before, stored)


def test_a_reload_with_a_request_in_flight_sends_it_again_and_pays_once(game: CrossGame) -> None:
    chosen, reply = complete_round_seed(game.state(), f"cross-{game.engine}-in-flight")
    before = game.record()
    game.queue_seeds([chosen])
    game.hold_replies(["spin"])
    game.spin(wait=False)
    game.tab.wait_for("() => __mp.held() >= 1")
    pending = game.record()["pending"]
    assert pending is not None and pending["request"]["seed"] == chosen  # written ahead, then sent
    assert game.reload() == "ready"
    assert game.sent("spin") == 1  # the stored request, sent again as it was
    assert game.state() == reply["state"] and game.balance() == reply["state"]["balance"]
    played_once(before, game.record())


def test_the_journal_restores_an_edited_or_removed_local_copy(game: CrossGame) -> None:
    good = game.record_text()
    assert good is not None and game.journal() == good
    state = game.state()
    edited = good.replace(f'"balance":{state["balance"]}', f'"balance":{state["balance"] + 100_000}', 1)
    assert edited != good
    game.set_record_text(edited)  # a balance written by hand: its seal no longer holds
    assert game.reload() == "ready"
    assert "could not be read" in game.message() and "nothing was lost" in game.message()
    assert game.record_text() == good and game.state() == state and game.balance() == state["balance"]
    game.set_record_text(None)  # the local copy gone (site data partly cleared)
    assert game.reload() == "ready"
    assert game.record_text() == good and game.state() == state and game.message() == ""


def test_two_tabs_take_turns_and_the_other_tab_catches_up(engine: Browser, game: CrossGame) -> None:
    assert game.tab.call("() => typeof navigator.locks?.request === 'function'")  # every engine here has Web Locks
    other = CrossGame(engine.tab(), game.url)
    try:
        other.open(clock=CLOCK)
        assert other.state() == game.state()
        chosen, reply = complete_round_seed(game.state(), f"cross-{engine.name}-tab-a")
        game.queue_seeds([chosen])
        game.spin()
        # The other tab hears of the round through the storage event and shows the new balance.
        other.tab.wait_for("b => __mp.state() && __mp.state().balance === b", reply["state"]["balance"])
        assert other.state() == reply["state"]
        other.tab.wait_for("([s, text]) => document.querySelector(s).textContent.trim() === text", [sel("balance"), money(reply["state"]["balance"])])
        second, again = complete_round_seed(reply["state"], f"cross-{engine.name}-tab-b")
        other.queue_seeds([second])
        before = other.record()
        other.spin()
        played_once(before, other.record())
        assert other.state() == again["state"]
        game.tab.wait_for("b => __mp.state() && __mp.state().balance === b", again["state"]["balance"])
        assert other.errors() == []
    finally:
        other.tab.close()


def test_every_control_is_on_screen_at_phone_and_desktop_sizes(engine: Browser, game: CrossGame, output_dir: Any) -> None:
    if game.message():
        game.tab.click(sel("message_close"))  # the other tab's news, read
        game.tab.wait_for("s => !document.querySelector(s).getClientRects().length", sel("message"))
    for size in (DESKTOP, PHONE):
        game.tab.resize(size["width"], size["height"])
        assert game.viewport() == [size["width"], size["height"]]
        game.tab.wait_for("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
        assert game.off_screen() == [], f"{engine.name} at {size}"
        game.shot(output_dir / f"engines-{engine.name}-{size['width']}x{size['height']}.png")
    game.tab.resize(DESKTOP["width"], DESKTOP["height"])
    assert game.errors() == []


# --- what each engine has: docs/browsers.md's table ------------------------------------------------------

# Each row of the table, and how the page tells whether this engine has it.
PROBES = {
    "Web Locks": "() => typeof navigator.locks?.request === 'function'",
    "IndexedDB `durability: \"strict\"`": "() => 'durability' in IDBTransaction.prototype",
    "A Blob stored in IndexedDB": """() => new Promise((resolve) => {
        const open = indexedDB.open('mp-blob-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const tx = open.result.transaction('s', 'readwrite');
          tx.objectStore('s').put(new Blob(['x']), 'k');
          tx.oncomplete = () => { open.result.close(); resolve(true); };
          tx.onabort = tx.onerror = () => { open.result.close(); resolve(false); };
        };
      })""",
    "`DecompressionStream`": "() => typeof DecompressionStream === 'function'",
    "Service worker": "() => 'serviceWorker' in navigator",
    # the loading screen handed its canvases to the painter's worker: the page can no longer draw on them
    "The painter's worker: a 2D `OffscreenCanvas` and the game's faces in a worker": """() => [...document.querySelectorAll('#intro canvas')].every((c) => {
        try { c.getContext('2d'); return false; } catch (e) { return true; }
      })""",
    "The game's own faces (Cinzel and Nunito, shipped in `fonts/`)": "() => ['Cinzel', 'Nunito'].every((f) => document.fonts.check(`16px \"${f}\"`))",
    "`<dialog>` and `inert`": "() => typeof HTMLDialogElement === 'function' && 'inert' in HTMLElement.prototype",
}
COLUMNS = {"chromium": 1, "firefox": 2, "webkit": 3}


def documented() -> dict[str, list[str]]:
    """docs/browsers.md's engine table: feature -> its cells (yes or no first) for each engine."""
    rows = {}
    for line in DOC.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 5 and cells[0] in PROBES:
            rows[cells[0]] = cells
    return rows


def test_the_engine_has_what_the_docs_say(engine: Browser, game: CrossGame) -> None:
    rows = documented()
    assert set(rows) == set(PROBES)
    has = {name: bool(game.tab.call(probe)) for name, probe in PROBES.items()}
    says = {name: re.match(r"(yes|no)\b", rows[name][COLUMNS[engine.name]]).group(1) == "yes" for name in PROBES}  # type: ignore[union-attr]
    assert has == says
