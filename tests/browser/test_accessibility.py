"""Zero axe-core violations in every state the game reaches: idle, mid-round, resuming, after a
round, the free-spins choice, free spins, every panel, recall and closed, at desktop and phone sizes.

axe-core (npm, pinned) is injected by Playwright as a script tag whose src is a same-origin URL that
Playwright's router answers with node_modules/axe-core/axe.min.js: the page's CSP allows scripts
from 'self' only (no inline script), so neither an inline tag nor bypass_csp is needed, and the
page runs under its own CSP as a player's does.
"""

from __future__ import annotations

from typing import Any

import pytest

from midnight_princess_testkit import HEARTS
from midnight_princess_testkit import PANELS, GamePage
from midnight_princess_testkit import DESKTOP, PHONE
from tests.repo import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_NAME = "axe-core-under-test.min.js"  # not a file of the build: Playwright answers it

RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary.replace(/\\s+/g, ' '))}));
}"""


def axe_violations(game: GamePage) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (axe injected once a load)."""
    if not game.page.evaluate("() => typeof window.axe === 'object'"):
        game.page.add_script_tag(url=game.url + AXE_NAME)
    return game.page.evaluate(RUN_AXE)  # type: ignore[no-any-return]


# Every finite animation (a panel fading in, a card rising) has ended: axe reads colours as they
# are drawn, and a half-faded text would fail its contrast check only for being mid-fade.
STILL = "() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect.getComputedTiming().iterations === Infinity)"


def check(game: GamePage, state: str, seen: dict[str, list[dict[str, Any]]]) -> None:
    game.wait_for(STILL)
    seen[state] = axe_violations(game)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_no_axe_violation_in_any_state(game_factory, debug_site, viewport) -> None:  # type: ignore[no-untyped-def]
    assert AXE.exists(), "npm ci installs axe-core"
    game = game_factory(debug_site, viewport=viewport)
    game.page.route(game.url + AXE_NAME, lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))
    game.open()
    game.wait_idle()
    seen: dict[str, list[dict[str, Any]]] = {}
    check(game, "idle", seen)

    # mid-round: held after its first drop; a reload there resumes the round
    game.pause_at(1)
    game.spin(wait=False)
    game.wait_paused(1)
    check(game, "mid-round", seen)
    game.reload()
    game.wait_phase("ready", "choice")
    check(game, "after a resumed round", seen)

    assert game.spin() == "ready"
    check(game, "after a round", seen)

    game.force([HEARTS])
    assert game.spin() == "choice"
    check(game, "the choice", seen)
    assert game.choose("star") == "ready"
    check(game, "after free spins", seen)

    for name in PANELS:
        game.open_panel(name)
        check(game, f"panel {name}", seen)
        game.close_panel(name)

    game.open_panel("history")
    game.history_row(0).replay()
    check(game, "recall", seen)
    game.click("recall_exit")
    game.wait_phase("ready")

    game.close_game()
    check(game, "closed", seen)
    assert {state: found for state, found in seen.items() if found} == {}
