"""Trust: corrupt, tampered, missing, full or broken storage. The game detects bad data, tells the
player, keeps it aside under a quarantine key, starts safely and never credits anything; when
storage is full it prunes old history and tries again; when it still cannot save, it takes no bet.
The record has two copies (localStorage and the journal in IndexedDB): the newer valid one wins,
a damaged one is restored from the other, and without the journal the game plays on and says so."""

from __future__ import annotations

import json

from midnight_princess_testkit import CLOCK, DESKTOP, HEARTS, PHONE, RECORD_KEY, ask, seed

THROWING_STORAGE = """Storage.prototype.setItem = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};"""
# A quota the test sets at will (window.__quota, in characters of keys and values).
QUOTA = """window.__quota = Infinity;
const realSetItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  let used = 0;
  for (let i = 0; i < this.length; i++) {
    const k = this.key(i);
    if (k !== key) used += k.length + this.getItem(k).length;
  }
  if (used + key.length + String(value).length > window.__quota) {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
  return realSetItem.call(this, key, value);
};"""
USED = "Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0)"
START_BALANCE = ask({"v": 1, "op": "config"})["config"]["start_balance"]


def play_round(game, label: str) -> dict:  # type: ignore[no-untyped-def]
    """One seeded round on the page that ends without a choice; returns the engine's reply for it."""
    state = game.state()
    for attempt in range(10):
        chosen = seed(f"{label}/{attempt}")
        reply = ask({"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": chosen, "now": CLOCK})
        if reply["round"]["status"] == "complete":
            break
    game.queue_seeds([chosen])
    assert game.spin() == "ready"
    assert game.state() == reply["state"]
    return reply


# Each edit: JavaScript run on the stored record's text (`text`); may use `sealRecord` / `seal`
# to recompute the hashes, as a careful editor would.
EDITS = {
    "truncated JSON": ("text.slice(0, text.length >> 1)", "not readable"),
    "wrong type": ("(r => (r.state.balance = String(r.state.balance), JSON.stringify(r)))(JSON.parse(text))",
                   "not whole numbers"),
    "missing key": ("(r => (delete r.history, JSON.stringify(r)))(JSON.parse(text))", "history is missing"),
    "another version": ("(r => (r.format = 2, JSON.stringify(r)))(JSON.parse(text))", "another version"),
    "edited balance": ("(r => (r.state.balance += 1000000, JSON.stringify(r)))(JSON.parse(text))", "seal does not match"),
    "request in flight edited and resealed": (
        """await (async r => {
             r.pending = {request: {v: 1, op: "spin", state: {...r.state, balance: 100000000}, bet: 100,
                                    seed: "ab".repeat(32), now: 1}};
             r.seal = await sealRecord(r); return JSON.stringify(r); })(JSON.parse(text))""",
        "does not start from the saved state"),
    "state the engine refuses, resealed": (
        """await (async r => { r.state.princess = "queen"; r.seal = await sealRecord(r); return JSON.stringify(r); })(JSON.parse(text))""",
        "cannot be played"),
}
EDITS_WITH_HISTORY = {
    "edited balance, resealed": (
        """await (async r => { r.state.balance += 1000000; r.seal = await sealRecord(r); return JSON.stringify(r); })(JSON.parse(text))""",
        "does not match the last round"),
    "edited win in the history": (
        """await (async r => { const e = r.history[r.history.length - 1]; e.win += 100000; e.balance_after += 100000;
                               r.state.balance += 100000; r.seal = await sealRecord(r); return JSON.stringify(r); })(JSON.parse(text))""",
        "its hash does not match"),
}


def tamper(game, edit: str) -> str:  # type: ignore[no-untyped-def]
    """Rewrite both copies of the stored record with `edit`; return the bad text as stored."""
    bad = game.page.evaluate(
        f"""async (key) => {{
              const {{ sealRecord }} = await import("./js/record/ledger.js");
              const text = localStorage.getItem(key);
              const bad = {edit};
              localStorage.setItem(key, bad);
              return bad;
           }}""",
        RECORD_KEY,
    )
    game.set_journal(bad)
    return bad


def check_quarantined(game, bad: str, why: str, before: set) -> None:  # type: ignore[no-untyped-def]
    """Told, kept aside, started afresh: no round, the start balance, nothing credited."""
    assert "could not be read" in game.message() and why in game.message()
    kept = game.quarantined()
    new = [key for key in kept if key not in before]
    assert len(new) == 1, kept.keys()
    assert kept[new[0]]["keys"]["record"] == bad and why in kept[new[0]]["reason"]
    fresh = game.record()
    assert fresh["seq"] == 1 and fresh["history"] == [] and fresh["pending"] is None
    assert fresh["state"]["balance"] == START_BALANCE and fresh["state"]["rounds"] == 0
    assert game.state() == fresh["state"] and game.history() == []
    assert game.sent("spin") == 0


def test_tampered_or_corrupt_saves_are_kept_aside_and_never_paid(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    cases = [(name, edit, why, True) for name, (edit, why) in EDITS_WITH_HISTORY.items()]
    cases += [(name, edit, why, False) for name, (edit, why) in EDITS.items()]
    for index, (name, edit, why, needs_history) in enumerate(cases):
        if needs_history:
            play_round(game, f"tamper-{index}")
        before = set(game.quarantined())
        bad = tamper(game, edit)
        game.open(clock=CLOCK)
        try:
            check_quarantined(game, bad, why, before)
        except AssertionError as failure:
            raise AssertionError(f"{name}: {failure} (message: {game.message()!r})") from None
    assert len(game.quarantined()) == 3  # the oldest bad data makes room for the newest
    # A clean reload of the fresh game says nothing and keeps everything.
    game.open(clock=CLOCK)
    assert game.message() == "" and game.record()["seq"] == 1


def test_storage_that_throws_takes_no_bet_and_says_why(game_factory, debug_site):
    game = game_factory(debug_site)
    game.page.context.add_init_script(THROWING_STORAGE)
    game.open(clock=CLOCK)
    # Pages without crypto.subtle (plain http) hash in JavaScript: the same digests.
    assert game.page.evaluate(
        """async () => {
             const { sha256Bytes } = await import("./js/record/history.js");
             const hex = (u) => Array.from(new Uint8Array(u), (b) => b.toString(16).padStart(2, "0")).join("");
             for (const n of [0, 55, 56, 64, 1000, 70000]) {
               const bytes = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
               if (hex(sha256Bytes(bytes)) !== hex(await crypto.subtle.digest("SHA-256", bytes))) return n;
             }
             return "same";
           }"""
    ) == "same"
    assert "not letting the game save" in game.message()
    start = game.state()
    assert start["balance"] == START_BALANCE
    assert game.spin() == "ready"
    assert "not letting the game save" in game.message()
    assert game.sent("spin") == 0  # refused before anything reached the engine
    assert game.state() == start and game.history() == []


def test_full_storage_prunes_old_history_then_refuses_bets_before_taking_them(game_factory, debug_site):
    game = game_factory(debug_site)
    game.page.context.add_init_script(QUOTA)
    game.open(clock=CLOCK)
    for i in range(13):
        play_round(game, f"full-{i}")
    used = game.page.evaluate(USED)
    game.page.evaluate("quota => { window.__quota = quota; }", used + 100)

    # The next round does not fit as it stands: old steps (then old rounds) go, the round is stored.
    reply = play_round(game, "full-13")
    saved = game.record()
    assert saved["state"] == reply["state"] and saved["pending"] is None
    history = saved["history"]
    assert 10 <= len(history) <= 14 and [e["id"] for e in history] == list(range(15 - len(history), 15))
    assert all("steps" in entry for entry in history[-10:])  # the last 10 rounds keep their steps
    assert len(history) == 10 or "steps" not in history[0]  # older rounds lost their steps first
    assert game.page.evaluate(USED) <= used + 100
    game.open(clock=CLOCK)  # the pruned history still verifies: no quarantine, same record
    assert game.message() == "" and game.record() == saved

    # Nothing fits any more: the spin is refused before any bet is taken, and the player is told.
    game.page.evaluate("() => { window.__quota = 0; }")
    sent = game.sent("spin")
    assert game.spin() == "ready"
    assert "not letting the game save" in game.message()
    assert game.sent("spin") == sent and game.state() == saved["state"] and game.record() == saved

    # Room again: play goes on from the same balance.
    game.page.evaluate("() => { window.__quota = Infinity; }")
    play_round(game, "full-14")


def test_a_reply_that_cannot_be_stored_is_finished_after_a_reload(game_factory, debug_site):
    """The request is stored before it is sent: when its reply cannot be stored, a reload sends
    it again and gets the same round, paid once."""
    game = game_factory(debug_site)
    game.page.context.add_init_script(QUOTA)
    game.open(clock=CLOCK)
    start = game.state()
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("reply-unsaved"), "now": CLOCK,
            "force": {"grids": [HEARTS]}}
    expected = ask(spin)
    assert expected["round"]["status"] == "awaiting_choice"
    used = game.page.evaluate(USED)
    room = len(json.dumps({"request": spin})) + 200  # the request fits, its round (all the steps) does not
    game.page.evaluate("quota => { window.__quota = quota; }", used + room)
    game.queue_seeds([spin["seed"]])
    game.force(spin["force"]["grids"])
    game.spin(wait=False)
    assert game.wait_phase("error") == "error"
    assert "could not be saved" in game.message()
    saved = game.record()
    assert saved["pending"] == {"request": spin} and saved["state"] == start
    game.open(clock=CLOCK)  # room again after the reload: the stored request is sent again, the round is stored once
    assert game.wait_phase("choice") == "choice"
    assert game.state() == expected["state"]
    history = game.history()
    assert len(history) == 1 and history[0]["steps"] == expected["steps"] and history[0]["requests"] == [spin]
    assert game.record()["pending"] is None


NO_INDEXEDDB = 'Object.defineProperty(window, "indexedDB", {value: undefined, configurable: true});'
# IndexedDB opens and reads, but refuses every write (a full disk, a private mode's quota).
REFUSING_INDEXEDDB = """IDBObjectStore.prototype.put = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};"""
LOST_MESSAGE = "a browser crash may lose the last rounds played"


def test_the_newer_copy_wins_and_a_damaged_copy_is_restored_from_the_other(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    play_round(game, "copies-1")
    older = game.record()
    play_round(game, "copies-2")
    newer = game.record()
    text = game.page.evaluate("key => localStorage.getItem(key)", RECORD_KEY)
    assert game.journal() == text and newer["seq"] == older["seq"] + 2

    # localStorage lost its last writes (a crash): the journal's newer copy wins and is written back.
    game.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [RECORD_KEY, json.dumps(older)])
    game.open(clock=CLOCK)
    assert game.record() == newer and game.state() == newer["state"] and game.message() == ""
    # The journal behind (a commit that failed): localStorage's newer copy wins and is written back.
    game.set_journal(json.dumps(older))
    game.open(clock=CLOCK)
    assert game.journal() == text and game.record() == newer and game.message() == ""

    # One copy damaged: kept aside, the game goes on from the other, and the player is told.
    before = set(game.quarantined())
    for bad_local in (True, False):
        bad = text[: len(text) // 2]
        if bad_local:
            game.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [RECORD_KEY, bad])
        else:
            game.set_journal(bad)
        game.open(clock=CLOCK)
        assert "One copy of your saved game could not be read" in game.message() and "nothing was lost" in game.message()
        assert game.record() == newer and game.journal() == text and game.state() == newer["state"]
        kept = [v for k, v in game.quarantined().items() if k not in before]
        before = set(game.quarantined())
        assert len(kept) == 1 and kept[0]["keys"]["record" if bad_local else "journal"] == bad
    assert len(game.page.evaluate("() => __mp.history()")) == 2


def test_without_the_journal_the_game_plays_on_and_says_so_once(game_factory, debug_site, output_dir):
    for init, viewport in ((NO_INDEXEDDB, PHONE), (REFUSING_INDEXEDDB, DESKTOP)):
        game = game_factory(debug_site, viewport)
        game.page.context.add_init_script(init)
        game.open(clock=CLOCK)
        assert LOST_MESSAGE in game.message(), init
        game.shot(output_dir / f"trust-no-journal-{'phone' if viewport is PHONE else 'desktop'}.png")
        play_round(game, "no-journal-1")
        assert game.message() == ""  # said once: not again with every round
        reply = play_round(game, "no-journal-2")
        assert game.message() == "" and game.record()["state"] == reply["state"]
        game.open(clock=CLOCK)  # localStorage alone still keeps the game across a reload
        assert game.state() == reply["state"] and LOST_MESSAGE in game.message()
