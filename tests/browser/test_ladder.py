"""The operator's RTP ladder on the page: `?rtp=` chooses the rung, the help and the paytable state it,
and a round ends at the rung it began at even when the page is opened again with another one; the
player is told, and the history, recall and Verify know each round's rung.

The engine in CPython plays the same requests; the page must end with its states and entries.
"""

from __future__ import annotations

from typing import Any

from midnight_princess_testkit import CLOCK, HEARTS, PHONE, GamePage, ask, seed


def help_text(game: GamePage) -> str:
    panel = game.open_panel("help")
    text = panel.inner_text()
    game.close_panel("help")
    return text  # type: ignore[no-any-return]


def paytable_text(game: GamePage) -> str:
    panel = game.open_panel("paytable")
    text = panel.inner_text()
    game.close_panel("paytable")
    return text  # type: ignore[no-any-return]


def test_a_round_begun_at_87_50_ends_at_87_50_after_a_reload_at_another_rung(game_factory, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = game_factory(debug_site)
    warnings: list[str] = []
    game.page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))

    # Opened at 87.50%: a new game at that rung, which the help and the paytable state.
    game.open("?rtp=87.50", clock=CLOCK)
    game.wait_idle()
    start = game.state()
    assert start["rtp"] == "87.50" and game.config()["rtp"] == "87.50"
    assert "87.50%" in help_text(game) and "96.50%" not in help_text(game)
    assert "87.50%" in paytable_text(game)
    assert game.ledger()["pending"] is None and not warnings

    # A round at 87.50% waits for its choice (a forced grid clear); its request names the rung.
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("ladder-87-spin"), "now": CLOCK,
            "rtp": "87.50", "force": {"grids": [HEARTS]}}
    opened = ask(spin)
    game.queue_seeds([spin["seed"]])
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.state() == opened["state"] and opened["state"]["rtp"] == "87.50"
    assert game.history()[0]["requests"] == [spin]

    # Opened again mid-round at 94.51%: the player is told, and the round is still the 87.50% one.
    game.open("?rtp=94.51", clock=CLOCK)
    assert game.wait_phase("choice") == "choice"
    told = game.message()
    assert "94.51%" in told and "87.50%" in told, told
    game.page.set_viewport_size(PHONE)
    game.shot(output_dir / "ladder-phone-told.png", still=True)
    assert game.state() == opened["state"]
    assert "94.51%" in help_text(game)  # the rung new rounds play at
    game.open_panel("paytable")
    game.shot(output_dir / "ladder-phone-paytable.png", still=True)
    game.close_panel("paytable")

    # The choice plays the feature at 87.50%, exactly as the engine does from the stored state.
    choose = {"v": 1, "op": "choose", "state": opened["state"], "princess": "storm", "seed": seed("ladder-87-choose"),
              "now": CLOCK}
    finished = ask(choose)
    game.queue_seeds([choose["seed"]])
    assert game.choose("storm") == "ready"
    assert game.state() == finished["state"] and finished["state"]["rtp"] == "87.50"
    entry = game.history()[0]
    assert entry["requests"] == [spin, choose] and entry["rtp"] == "87.50" and entry["status"] == "complete"
    assert entry["balance_after"] == finished["round"]["balance_after"]

    # The next round plays at the page's 94.51%, and the game is at it from then on.
    after: dict[str, Any] = finished["state"]
    nxt = {"v": 1, "op": "spin", "state": after, "bet": after["bet"], "seed": seed("ladder-94-spin"), "now": CLOCK,
           "rtp": "94.51"}
    moved = ask(nxt)
    game.queue_seeds([nxt["seed"]])
    assert game.spin() in ("ready", "choice")
    assert game.state() == moved["state"] and moved["state"]["rtp"] == "94.51"
    assert game.history()[0]["requests"] == [nxt]

    # The history names each round's rung, and Verify replays the 87.50% round at its rung.
    game.open_panel("history")
    game.shot(output_dir / "ladder-phone-history.png", still=True)
    assert game.history_entry(2).field("rtp") == "94.51%"
    assert game.history_entry(1).field("rtp") == "87.50%"
    result = game.history_entry(1).verify()
    from playwright.sync_api import expect

    expect(result).to_have_attribute("data-result", "verified")
    assert "87.50%" in result.inner_text()
    game.close_panel("history")
    assert not warnings and not game.errors


def test_a_rung_the_ladder_has_not_is_ignored_with_a_warning(game_factory, debug_site) -> None:  # type: ignore[no-untyped-def]
    game = game_factory(debug_site)
    warnings: list[str] = []
    game.page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
    game.open("?rtp=95.00", clock=CLOCK)
    game.wait_idle()
    assert game.config()["rtp"] == "96.50" and "rtp" not in game.state()
    assert "96.50%" in help_text(game)
    assert any("ignores ?rtp=95.00" in w for w in warnings), warnings
