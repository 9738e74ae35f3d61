"""A reload in mid-round: the round resumes where it was and is paid once, however often the page reloads."""

from midnight_princess_testkit import MOON_ROW, expected_round, seed


def test_a_reload_in_mid_round_finishes_it_and_pays_once(game):
    start = game.state()
    after, seeds, steps = expected_round(start, start["bet"], [seed("example-reload")], force={"grids": [MOON_ROW]})

    game.queue_seeds(seeds)
    game.force([MOON_ROW])  # five moons in a row: 25x the bet
    game.pause_at(2)  # hold the animation once step 2 of the round is stored and shown
    game.spin(wait=False)
    game.wait_paused(2)
    assert game.hud()["balance"] == start["balance"] - start["bet"]  # the bet is taken, the win not yet shown

    game.open()  # reload: the round plays on from step 2
    assert game.state() == after
    assert game.balance() == after["balance"] == start["balance"] - start["bet"] + steps[-1]["win"]

    game.open()  # and again: nothing is replayed or paid twice
    assert game.state() == after and len(game.history()) == 1
    assert game.balance() == after["balance"]
