"""A forced grid clear: the free-spins choice, then every free spin, paid exactly as the engine says."""

from midnight_princess_testkit import HEARTS, expected_round, seed


def test_a_grid_clear_leads_to_the_choice_then_free_spins(game):
    start = game.state()
    # The engine in CPython plays the round first: the same seeds and grids give the same round.
    after, seeds, steps = expected_round(start, start["bet"], [seed("example-spin"), seed("example-choose")], "storm",
                                         force={"grids": [HEARTS]})
    assert [step["t"] for step in steps][-2:] == ["free_spins_end", "end"]

    game.queue_seeds(seeds)  # the page's next requests take these seeds
    game.force([HEARTS])  # and its next spin lands all hearts: every line wins, the grid clears
    assert game.spin() == "choice"
    assert game.choose("storm") == "ready"  # the free spins play out to the end

    assert game.state() == after
    assert game.balance() == after["balance"]  # read from the screen, in cents
    assert game.last_win() == steps[-1]["win"]
