"""Game Help says what the screen shows at this size and what the rules say: where the princess is
(beside the grid on a wide screen, above it on a phone, written again each time the help opens),
music among the settings, the Princess Trinity round as a round, when the multiplier and the meter
reset (docs/rules.md: both at each base round's start) and the max win's odds from the PAR sheet
(docs/par.json, which the build writes into build-info.js)."""

from __future__ import annotations

import json

from tests.support import DESKTOP, PHONE, ROOT

PAR = json.loads((ROOT / "docs" / "par.json").read_text())


def odds(choice: str) -> str:
    """One in how many rounds a round reaches the max win with `choice`, as the PAR sheet has it."""
    return f"{round(1 / PAR['parts']['choices'][choice]['round_capped']):,}"


def help_text(game) -> str:  # type: ignore[no-untyped-def]
    game.open_panel("help")
    text = " ".join(game.text("panel_help").split())
    game.close_panel("help")
    return text


def test_the_help_says_where_the_princess_is_at_each_size(game, output_dir):
    wide = help_text(game)
    assert "the portrait to the right of the grid" in wide and "The meter (under her portrait)" in wide
    game.page.set_viewport_size(PHONE)
    game.open_panel("help")
    game.shot(output_dir / "help-phone.png", still=True)
    game.close_panel("help")
    tall = help_text(game)
    assert "the portrait above the grid, on the left" in tall and "The meter (beside her portrait)" in tall
    game.page.set_viewport_size(DESKTOP)
    assert "to the right of the grid" in help_text(game)


def test_the_help_names_music_calls_the_trinity_a_round_and_says_when_things_reset(game):
    text = help_text(game)
    assert "music on or off and its volume" in text
    assert "free round" not in text and "the Princess Trinity round follows, as part of the same round" in text
    assert "The multiplier and the meter reset at the start of every base round: the multiplier to x1, the meter to empty." in text


def test_the_help_gives_the_max_wins_odds_from_the_par_sheet(game):
    text = help_text(game)
    assert (
        f"A round reaches the 5,000x maximum win about once in {odds('random')} rounds when the free-spins princess is picked at"
        f" random: once in {odds('love')} with Love, {odds('star')} with Star and {odds('storm')} with Storm" in text
    ), text
