"""A start whose files do not all arrive: one of the game's own modules fails to load (a link that
dropped, a host that failed one request). The page loads again by itself once, and the game starts
with nothing thrown and nothing lost; a second failure in the same session says so in the player's
words, with a button to try again, instead of a loading screen that never ends."""

from __future__ import annotations

import pytest

from midnight_princess_testkit import BOOT_TIMEOUT_MS, PHONE

ART = "**/js/art/index.js"  # imported by main.js once it runs
LAUNCH = "**/js/launch.js"  # one of main.js's own imports: main.js never runs


@pytest.mark.parametrize("module", [ART, LAUNCH], ids=["imported-later", "main-graph"])
def test_a_module_that_failed_to_load_once_is_loaded_again_and_the_game_starts(game_factory, debug_site, module):
    game = game_factory(debug_site, service_workers="block")  # every request is the page's own
    failed: list[str] = []

    def once(route):  # type: ignore[no-untyped-def]
        if failed:
            route.continue_()
        else:
            failed.append(route.request.url)
            route.abort("connectionreset")

    game.page.route(module, once)
    loads: list[str] = []
    game.page.on("request", lambda request: request.resource_type == "document" and loads.append(request.url))
    game.open()
    assert game.phase() == "ready"
    assert len(failed) == 1 and len(loads) == 2  # the page asked for twice: the failed load, then the one that started
    assert game.message() == ""
    game.spin()  # a round plays and is kept
    assert len(game.history()) == 1
    # a later failure in the same session gets a retry of its own: the game's start cleared the mark
    assert game.page.evaluate("() => sessionStorage.getItem('midnight-princess/v1/start-retried')") is None
    game.close()  # asserts nothing was thrown uncaught


@pytest.mark.parametrize("module", [ART, LAUNCH], ids=["imported-later", "main-graph"])
def test_a_module_that_never_loads_ends_the_start_with_a_message_and_a_button(game_factory, debug_site, module, output_dir):
    game = game_factory(debug_site, viewport=PHONE, service_workers="block")
    game.page.route(module, lambda route: route.abort("connectionreset"))
    loads: list[str] = []
    game.page.on("request", lambda request: request.resource_type == "document" and loads.append(request.url))
    game.page.goto(game.url)
    assert game.wait_phase("error", timeout=BOOT_TIMEOUT_MS) == "error"
    assert len(loads) == 2  # one reload by itself, then the message
    assert game.text("message_text") == "The game could not start."
    assert game.text("message_action") == "Try again"
    game.page.screenshot(path=str(output_dir / f"start-failed-{'later' if module == ART else 'main'}.png"))
    # the button tries again: the file arrives now and the game starts
    game.page.unroute(module)
    game.click("message_action")
    assert game.wait_phase("ready", timeout=BOOT_TIMEOUT_MS) == "ready"
    assert len(loads) == 3
    game.close()
