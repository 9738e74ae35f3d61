"""Embedding (docs/embedding.md): the example host page (examples/embed/) on one site frames the game
served from another, and every message goes both ways: ready, roundStart, balance, roundEnd, error and
closed from the game to the host's origin only; setSound and close from the host, and from it only.

The host is served at http://127.0.0.1:A and the game at http://127.0.0.1:B: two origins of one site.
A host of another site (http://localhost:A) makes the frame a third-party one: browsers give it storage
of its own for that site, or none where they block third-party storage (this Chromium does): then the
game says it cannot save and takes no bet, and the host hears it too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

from midnight_princess_testkit import BOOT_TIMEOUT_MS, DESKTOP, HEARTS, GamePage, expected_round, game_context, seed
from tests.repo import ROOT, serve_in_thread

EMBED = ROOT / "examples" / "embed"
SOURCE = "midnight-princess"
EUR = {"currency": "EUR", "minorUnit": 2}


@pytest.fixture(scope="module")
def sites() -> Iterator[tuple[str, str]]:
    """The host page's origin and a stranger's: the same page, served twice, at two other origins."""
    servers = [serve_in_thread(EMBED), serve_in_thread(EMBED)]
    yield servers[0].url, servers[1].url
    for server in servers:
        server.shutdown()
        server.server_close()


def received(page: Any, kind: str | None = None) -> list[dict[str, Any]]:
    """The messages the host page took from the game, in order (of one type when given)."""
    messages: list[dict[str, Any]] = page.evaluate("window.received")
    return [m for m in messages if kind is None or m["type"] == kind]


def wait_message(page: Any, kind: str, count: int = 1) -> dict[str, Any]:
    page.wait_for_function("([t, n]) => window.received.filter((m) => m.type === t).length >= n", arg=[kind, count],
                           timeout=BOOT_TIMEOUT_MS)
    return received(page, kind)[count - 1]


def framed_game(page: Any, game_url: str) -> GamePage:
    """The game in the page's frame, at rest."""
    frame = page.wait_for_selector(f"iframe[src^='{game_url}']").content_frame()
    frame.wait_for_url(lambda url: url.startswith(game_url))  # the frame's src is set before its document arrives
    game = GamePage.in_frame(frame, game_url)
    game.wait_idle()
    return game


def test_every_message_both_ways_between_the_host_page_and_the_game(browser, debug_site, sites, output_dir) -> None:  # type: ignore[no-untyped-def]
    host, _ = sites
    context = game_context(browser, DESKTOP)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{host}index.html?game={quote(debug_site.url)}&lang=de&currency=EUR")
        game = framed_game(page, debug_site.url)
        ready = wait_message(page, "ready")
        assert ready == {"source": SOURCE, "type": "ready", **EUR, "balance": 100_000, "bet": 100, "language": "de"}
        assert game.text("spin_label") == "Drehen" and game.text("balance") == "1.000,00\u00a0€"

        # A round: roundStart, then the engine's balance, then roundEnd once it is shown.
        state = game.state()
        assert state["currency"] == "EUR"
        after, used, steps = expected_round(state, 100, [seed("embed-round")])
        game.queue_seeds(used)
        assert game.spin() == "ready"
        end = wait_message(page, "roundEnd")
        assert end == {"source": SOURCE, "type": "roundEnd", **EUR, "roundId": 1, "bet": 100, "win": steps[-1]["win"],
                       "balance": after["balance"]}
        assert received(page, "roundStart") == [{"source": SOURCE, "type": "roundStart", **EUR, "roundId": 1, "bet": 100}]
        assert received(page, "balance") == [{"source": SOURCE, "type": "balance", **EUR, "balance": after["balance"]}]
        kinds = [m["type"] for m in received(page)]
        assert kinds == ["ready", "roundStart", "balance", "roundEnd"]
        page.wait_for_function("b => document.getElementById('host-balance').textContent === b",
                               arg=f"{after['balance'] // 100}.{after['balance'] % 100:02d} EUR")

        # The host's orders: sound off and on, as the player's button would.
        for button, on in (("#sound-off", False), ("#sound-on", True)):
            page.click(button)
            game.wait_for("on => __mp.ui.settings().sound === on", on)
            assert game.attr("sound", "aria-pressed") == ("true" if on else "false")

        # An error the player is shown is the host's to hear, in the player's language.
        game.force([HEARTS], malfunction_at=1)
        game.spin()
        error = wait_message(page, "error")
        assert error == {"source": SOURCE, "type": "error", "fatal": False, "message": game.text("message_text")}
        assert error["message"].startswith("In dieser Runde ist ein Fehler aufgetreten")
        page.screenshot(path=str(output_dir / "embed-host-de.png"))

        # Close from the host: the game saves, closes, and says so.
        balance = game.state()["balance"]
        page.click("#close-game")
        closed = wait_message(page, "closed")
        assert closed == {"source": SOURCE, "type": "closed", **EUR, "balance": balance}
        assert game.phase() == "closed"
        assert errors == []
    finally:
        context.close()


def test_a_page_of_another_origin_hears_nothing_and_is_not_obeyed(browser, debug_site, sites) -> None:  # type: ignore[no-untyped-def]
    host, stranger = sites
    context = game_context(browser, DESKTOP)
    page = context.new_page()
    try:
        # The stranger frames the game but names the host's origin: the game posts to the host only.
        page.goto(f"{stranger}index.html?game=about:blank")  # its own frame first holds nothing
        page.evaluate("""([src]) => {
            window.heard = [];
            window.addEventListener('message', (e) => window.heard.push(e.data));
            document.getElementById('game').src = src; }""", [f"{debug_site.url}?host={quote(host.rstrip('/'))}"])
        game = framed_game(page, debug_site.url)
        page.evaluate("() => document.getElementById('game').contentWindow.postMessage({type: 'setSound', on: false}, '*')")
        page.evaluate("() => document.getElementById('game').contentWindow.postMessage({type: 'close'}, '*')")
        game.queue_seeds([seed("embed-stranger")])
        assert game.spin() == "ready"  # a round, a balance: messages the host would have had
        assert game.ui("settings")["sound"] is True and game.phase() == "ready"
        assert page.evaluate("window.heard") == [] and received(page) == []
    finally:
        context.close()


def test_a_frame_of_another_site_keeps_its_own_saved_game_or_says_it_cannot(browser, debug_site, sites) -> None:  # type: ignore[no-untyped-def]
    host = sites[0].replace("127.0.0.1", "localhost")  # another site than the game's 127.0.0.1
    context = game_context(browser, DESKTOP)
    page = context.new_page()
    try:
        page.goto(f"{host}index.html?game={quote(debug_site.url)}")
        game = framed_game(page, debug_site.url)
        assert wait_message(page, "ready")["balance"] == 100_000
        stored = game.mp("() => { try { localStorage.setItem('probe', '1'); return true; } catch { return false; } }")
        game.queue_seeds([seed("embed-third-party")])
        game.spin()
        if stored:  # partitioned storage of its own: the game plays as on its own page
            assert game.state()["rounds"] == 1 and received(page, "roundEnd")
        else:  # no storage at all: told on load and again at the spin, in the frame and to the host; no bet taken
            unsaved = "This browser is not letting the game save"
            assert game.text("message_text").startswith(unsaved)
            assert [m["message"][: len(unsaved)] for m in received(page, "error")] == [unsaved, unsaved]
            assert game.state()["rounds"] == 0 and game.state()["balance"] == 100_000 and received(page, "roundStart") == []
    finally:
        context.close()


def test_close_in_the_frame_takes_the_whole_window_to_the_lobby(browser, debug_site, sites) -> None:  # type: ignore[no-untyped-def]
    """The player's Close in a sandboxed frame (allow-top-navigation-by-user-activation) leads the top window."""
    host, _ = sites
    lobby = f"{host}lobby.html"
    context = game_context(browser, DESKTOP)
    page = context.new_page()
    try:
        page.goto(f"{host}index.html?game={quote(debug_site.url)}&lobby={quote(lobby)}")
        game = framed_game(page, debug_site.url)
        wait_message(page, "ready")
        game.click("close_button")
        page.wait_for_url(lobby)
    finally:
        context.close()
