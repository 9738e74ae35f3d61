"""Trust: a browser killed outright loses nothing the player saw.

The test launches Chromium itself on a persistent profile (as a player's browser keeps one),
drives it over the DevTools protocol, and kills every process of that profile with SIGKILL, as
an operating system ends a browser swiped away on a phone or under memory pressure: no unload,
no flush. It relaunches on the same profile and checks what the game finds. Chromium writes
localStorage to disk seconds after a write, so without the journal (IndexedDB, committed
"strict") a kill in those seconds loses the record entirely.

One profile goes through every moment in turn, each relaunch being the next moment's launch:
a spin's request in flight, just after a reply is stored, in mid-animation, at the free-spins
choice, and a few seconds after a round came to rest. After each relaunch: every round whose
outcome was shown is in the record, once, exactly as the engine in CPython plays its stored
requests; a request stored but not answered is answered exactly so; the hash chain holds; the
balance on screen is the record's; both copies of the record hold the same text.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from midnight_princess_testkit import (CHROMIUM, CHROMIUM_ARGS, CLOCK, DESKTOP, HEARTS, RECORD_KEY, ROUND_TIMEOUT_MS, GamePage,
                                       ask, canonical, seed, sha256)

START_BALANCE = ask({"v": 1, "op": "config"})["config"]["start_balance"]
FEW_SECONDS_MS = 3000  # at rest a while: Chromium had written localStorage 6 s after a write, not 2 s after
class Browser:
    """Debian's Chromium on one persistent profile, launched by us so that we can kill it."""

    def __init__(self, playwright, profile: Path, url: str):  # type: ignore[no-untyped-def]
        self.playwright = playwright
        self.profile = profile
        self.url = url
        self.process: subprocess.Popen[bytes] | None = None
        self.games: list[GamePage] = []

    def launch(self, clock: int = CLOCK) -> GamePage:
        """Start Chromium, connect, open the game and wait until it is at rest."""
        port_file = self.profile / "DevToolsActivePort"
        port_file.unlink(missing_ok=True)
        self.process = subprocess.Popen(
            [str(CHROMIUM), "--headless", f"--user-data-dir={self.profile}", "--remote-debugging-port=0", *CHROMIUM_ARGS, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)  # its own process group
        deadline = time.monotonic() + 30
        lines: list[str] = []
        while len(lines) < 2 or not lines[1]:
            assert time.monotonic() < deadline and self.process.poll() is None, "Chromium did not start"
            time.sleep(0.05)  # waiting for a file Chromium writes: no event to wait on
            lines = port_file.read_text().splitlines() if port_file.exists() else []
        browser = self.playwright.chromium.connect_over_cdp(f"ws://127.0.0.1:{lines[0]}{lines[1]}")
        page = browser.contexts[0].new_page()
        page.set_viewport_size(DESKTOP)
        page.add_init_script("window.__MP_TEST = {speed: 25};")
        game = GamePage(page, self.url)
        self.games.append(game)
        game.open(clock=clock)
        return game

    def processes(self) -> list[int]:
        """Every live process started with this profile (by its command line)."""
        found = []
        needle = f"--user-data-dir={self.profile}".encode()
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    if needle in (entry / "cmdline").read_bytes():
                        found.append(int(entry.name))
                except OSError:
                    pass  # ended meanwhile
        return found

    def kill(self) -> None:
        """SIGKILL every process of the profile at once, as the operating system would."""
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGKILL)
        for pid in self.processes():  # any that left the group (a crash handler, say)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.process.wait(timeout=10)
        deadline = time.monotonic() + 10
        while self.processes():
            assert time.monotonic() < deadline, f"still alive: {self.processes()}"
            time.sleep(0.05)
        self.process = None
        errors = [e for g in self.games for e in g.errors]
        assert not errors, f"uncaught page errors: {errors}"
        self.games.clear()


def stored(game: GamePage) -> tuple[str | None, str | None]:
    """The record's text in localStorage and in the journal (IndexedDB)."""
    return game.record_text(), game.journal()


def complete_seed(state: dict[str, Any], label: str) -> str:
    """A seed whose spin from `state` ends without the choice (so the moment is the one intended)."""
    for attempt in range(20):
        chosen = seed(f"{label}/{attempt}")
        reply = ask({"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": chosen, "now": CLOCK})
        if reply["round"]["status"] == "complete" and len(reply["steps"]) >= 3:
            return chosen
    raise AssertionError("no seed found")


def spin_request(state: dict[str, Any], seed_: str, force: list | None = None) -> dict[str, Any]:
    request = {"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": seed_, "now": CLOCK}
    return request if force is None else {**request, "force": {"grids": force}}


def check_record(game: GamePage, shown: list[list[dict[str, Any]]]) -> dict[str, Any]:
    """After a relaunch: both copies agree; every round replays in CPython to what is stored; the
    chain holds; every round shown (by its requests) is there once; the screen shows the record."""
    local, journal = stored(game)
    assert local is not None and local == journal, "the two copies of the record differ"
    record = json.loads(local)
    assert record["pending"] is None
    history = record["history"]
    assert len(history) >= len(shown), f"rounds the player saw are gone: {len(history)} stored, {len(shown)} shown"
    assert [e["id"] for e in history] == list(range(1, len(history) + 1))
    prev, balance, state = None, START_BALANCE, None
    for entry in history:
        replies = [ask(request) for request in entry["requests"]]  # the engine, as the page asked it
        last = replies[-1]
        steps = [step for reply in replies for step in reply["steps"]]
        rnd = last["round"]
        assert (entry["bet"], entry["win"], entry["balance_before"], entry["balance_after"], entry["status"]) == (
            rnd["bet"], rnd["win"], rnd["balance_before"], rnd["balance_after"], rnd["status"]), entry["id"]
        assert entry["steps"] == steps and entry["steps_hash"] == sha256(canonical(steps))
        assert entry["prev"] == prev and entry["hash"] == sha256(canonical({k: v for k, v in entry.items() if k not in ("hash", "steps")}))
        paid = entry["win"] if entry["status"] == "complete" else 0  # an open round pays at its end
        assert entry["balance_before"] == balance and entry["balance_after"] == balance - entry["bet"] + paid  # paid once
        prev, balance, state = entry["hash"], entry["balance_after"], last["state"]
    assert record["state"] == state and record["state"]["balance"] == balance
    stored_requests = [e["requests"] for e in history]
    for requests in shown:
        assert any(r[: len(requests)] == requests for r in stored_requests), f"a round the player saw is gone: {requests[0]['seed']}"
    game.wait_phase("ready", "choice")
    assert game.state() == record["state"]
    assert int(game.hud()["balance"]) == balance
    return record


def test_a_killed_browser_loses_nothing_the_player_saw(playwright, debug_site, tmp_path):
    browser = Browser(playwright, tmp_path / "profile", debug_site.url)
    shown: list[list[dict[str, Any]]] = []  # the requests of every round whose outcome was shown
    try:
        game = browser.launch()
        assert game.wait_phase("ready") == "ready"

        # 1. A spin's request in flight: committed before it was sent, answered after the relaunch.
        state = game.state()
        first = spin_request(state, complete_seed(state, "crash-in-flight"))
        game.queue_seeds([first["seed"]])
        game.spin(hold=True)
        assert json.loads(stored(game)[1])["pending"] == {"request": first}  # on disk, never shown
        browser.kill()
        game = browser.launch()
        record = check_record(game, shown)
        assert [e["requests"] for e in record["history"]] == [[first]]  # answered exactly as the engine would
        shown.append([first])

        # 2. Just after a reply is stored (the case: localStorage alone lost it all).
        state = game.state()
        second = spin_request(state, complete_seed(state, "crash-after-reply"))
        game.queue_seeds([second["seed"]])
        game.spin(wait=False)
        game.wait_for("key => { const r = JSON.parse(localStorage.getItem(key)); return r.pending === null && r.history.length === 2; }",
                      RECORD_KEY, polling=1)
        browser.kill()
        game = browser.launch()
        record = check_record(game, shown)
        assert len(record["history"]) == 2 and record["history"][1]["requests"] == [second]
        shown.append([second])

        # 3. In mid-animation: the outcome was being shown.
        state = game.state()
        third = spin_request(state, complete_seed(state, "crash-animation"))
        game.queue_seeds([third["seed"]])
        game.pause_at(2)
        game.spin(wait=False)
        game.wait_paused(2, timeout=ROUND_TIMEOUT_MS)
        shown.append([third])
        browser.kill()
        game = browser.launch()
        assert len(check_record(game, shown)["history"]) == 3

        # 4. At the free-spins choice: the relaunch shows the choice again, and the choose plays on.
        state = game.state()
        fourth = spin_request(state, seed("crash-choice"), [HEARTS])
        assert ask(fourth)["round"]["status"] == "awaiting_choice"
        game.queue_seeds([fourth["seed"]])
        game.force([HEARTS])
        assert game.spin() == "choice"
        shown.append([fourth])
        browser.kill()
        game = browser.launch()
        assert game.wait_phase("choice") == "choice"
        record = check_record(game, shown)
        assert record["history"][3]["status"] == "awaiting_choice" and record["state"]["round"]["status"] == "awaiting_choice"
        choose = {"v": 1, "op": "choose", "state": record["state"], "princess": "love", "seed": seed("crash-choose"), "now": CLOCK}
        game.queue_seeds([choose["seed"]])
        assert game.choose("love") == "ready"
        shown[-1] = [fourth, choose]

        # 5. A few seconds after the round came to rest.
        game.wait_for("ms => performance.now() > ms", game.page.evaluate("() => performance.now()") + FEW_SECONDS_MS)  # the moment itself is a time: nothing to wait on
        browser.kill()
        game = browser.launch()
        record = check_record(game, shown)
        assert len(record["history"]) == 4 and record["history"][3]["status"] == "complete"
        at_rest = {"game": record["game"], "round": 4, "index": len(record["history"][3]["steps"])}
        assert game.progress() == at_rest  # not played again
        browser.kill()
    finally:
        if browser.process is not None:
            browser.kill()
