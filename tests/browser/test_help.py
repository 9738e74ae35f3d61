"""Game Help says what the screen shows at this size and what the rules say: where the princess and
the meter are (beside the grid on a wide screen, above it on a phone, written again each time the
help opens), music among the settings, the Princess Trinity round as a round, when the multiplier
and the meter reset (as the screen shows it: as a base round ends, so that the next starts at x1
with an empty meter, docs/rules.md), a Girl Power on the grid a spin starts with, and the max win's odds from
the PAR sheet (docs/par.json, which the build writes into build-info.js), in English and, from the
panels' table, in German with German numbers."""

from __future__ import annotations

import json

from midnight_princess_testkit import DESKTOP, PHONE
from tests.repo import ROOT

PAR = json.loads((ROOT / "docs" / "par.json").read_text())


def odds(choice: str, group: str = ",") -> str:
    """One in how many rounds a round reaches the max win with `choice`, as the PAR sheet has it, grouped by `group`."""
    return f"{round(1 / PAR['parts']['choices'][choice]['round_capped']):,}".replace(",", group)


def help_text(game) -> str:  # type: ignore[no-untyped-def]
    game.open_panel("help")
    text = " ".join(game.text("panel_help").split())
    game.close_panel("help")
    return text


def test_the_help_says_where_the_princess_is_at_each_size(game, output_dir):
    wide = help_text(game)
    assert "The active princess is the one in the portrait to the right of the grid." in wide
    assert "The meter is under her portrait." in wide
    game.page.set_viewport_size(PHONE)
    game.open_panel("help")
    game.shot(output_dir / "help-phone.png", still=True)
    game.close_panel("help")
    tall = help_text(game)
    assert "The active princess is the one in the portrait above the grid, on the left." in tall
    assert "The meter is beside her portrait." in tall
    game.page.set_viewport_size(DESKTOP)
    assert "to the right of the grid" in help_text(game)


def test_the_help_names_music_calls_the_trinity_a_round_and_says_when_things_reset(game):
    text = help_text(game)
    assert "music on or off and its volume" in text and "Turns sound and music on or off." in text
    assert "free round" not in text and "the Princess Trinity round follows, as part of the same round" in text
    assert ("As a base round ends, the multiplier goes back to x1 and the meter empties, so every base round starts at x1 with an"
            " empty meter.") in text
    assert "When a spin's first grid has no win, she may perform her Girl Power; in free spins she always does." in text
    assert "Midnight Princess is played on a 5x5 grid." in text and "5 fill all 3." in text and "up to x20." in text


def test_the_help_gives_the_max_wins_odds_from_the_par_sheet(game):
    text = help_text(game)
    assert (
        f"A round reaches the 5,000x maximum win about once in {odds('random')} rounds when the free-spins princess is picked at"
        f" random: once in {odds('love')} with Love, {odds('star')} with Star and {odds('storm')} with Storm" in text
    ), text


def test_the_help_in_german_places_the_princess_and_writes_the_odds_as_german_numbers(game_factory, debug_site, output_dir):
    game = game_factory(debug_site, viewport=PHONE)
    game.open("?lang=de")
    game.wait_idle()
    tall = help_text(game)
    assert "Die aktive Prinzessin ist die im Porträt über dem Spielfeld, links." in tall
    assert "Die Leiste ist neben ihrem Porträt." in tall
    assert "folgt als Teil derselben Runde die Prinzessinnen-Trio-Runde" in tall
    assert (
        f"Eine Runde erreicht den Maximalgewinn, das 5.000-Fache des Einsatzes, etwa einmal in {odds('random', '.')} Runden"
        f", wenn die Prinzessin der Freispiele zufällig gewählt wird: mit Love einmal in {odds('love', '.')},"
        f" mit Star in {odds('star', '.')} und mit Storm in {odds('storm', '.')}" in tall
    ), tall
    game.page.set_viewport_size(DESKTOP)
    game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [DESKTOP["width"], DESKTOP["height"]])
    wide = help_text(game)
    assert "Die aktive Prinzessin ist die im Porträt rechts neben dem Spielfeld." in wide and "Die Leiste ist unter ihrem Porträt." in wide
    assert "Musik ein oder aus und ihre Lautstärke" in wide and "Schaltet Ton und Musik ein oder aus." in wide
    assert "Midnight Princess wird auf einem 5x5-Spielfeld gespielt." in wide and "bis x20." in wide
