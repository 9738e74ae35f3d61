"""The game's presentation: every celebration, every feature's banner, the max-win and the
feature-total screens, at phone portrait and landscape, tablet and desktop size; Stop; the meter.

Each presentation is held at its peak (`__mp.holdAt(name)`: the animation freezes there) so that
the test reads exactly what is shown and screenshots it into tests/output/ (pres-SIZE-NAME.png);
the outcomes are the engine's in CPython with the same seeds.
"""

from __future__ import annotations

import pytest

from tests.support import (DESKTOP, HEARTS, LOVE_ROW, MOON_ROW, PHONE, PHONE_LANDSCAPE, TABLET, TWO_MOON_ROWS, ask, money, open_game, seed,
                           seeds_where)

_LOWS = MOON_ROW[1:]
HEART_ROW = [["heart"] * 5] + _LOWS  # 100 at a bet of 100: the stake back
HEART_THREE = [["heart"] * 3 + ["gem", "potion"]] + _LOWS  # 10 at a bet of 100: below the stake
MOON_FOUR = [["moon"] * 4 + ["gem"]] + _LOWS  # 1.5x the bet: an ordinary win
THREE_MOON_ROWS = [["moon"] * 5] * 3 + _LOWS[2:]  # 77x: MEGA WIN
ALL_MOONS = [["moon"] * 5 for _ in range(5)]  # a grid clear in the spin; in free spins, the road to the cap
LOVE_THREE = [["love"] * 3 + ["gem", "potion"]] + _LOWS  # one princess win: the meter at 1
STAR_THREE = [["star"] * 3 + ["gem", "potion"]] + _LOWS
# BIG (10x), SUPER (25x), MEGA (50x), EPIC (100x): the two Love rows and a Star row fill the meter too.
TIERS = {1: [["love"] * 5, ["love"] * 5, ["star"] * 5] + _LOWS[2:], 2: MOON_ROW, 3: THREE_MOON_ROWS, 4: TWO_MOON_ROWS}

SIZES = {"phone": PHONE, "phone-landscape": PHONE_LANDSCAPE, "tablet": TABLET, "desktop": DESKTOP}
HOLD_MS = 90_000
SPEED = 4  # the animation 4 times faster: every beat still drawn


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request, browser, debug_site):  # type: ignore[no-untyped-def]
    name = request.param
    game = open_game(browser, debug_site, SIZES[name], speed=SPEED)
    yield name, game
    game.close()


@pytest.fixture(scope="module")
def desktop(browser, debug_site):  # type: ignore[no-untyped-def]
    """A game at desktop size, for what is the same at every size (figures, words, the reset, the meter)."""
    game = open_game(browser, debug_site, DESKTOP, speed=SPEED)
    yield game
    game.close()


def rect(box: dict) -> tuple[float, float, float, float]:
    return box["x"], box["y"], box["x"] + box.get("w", box.get("size", 0)), box["y"] + box.get("h", box.get("size", 0))


def overlaps(a: dict, b: dict) -> bool:
    ax0, ay0, ax1, ay1 = rect(a)
    bx0, by0, bx1, by1 = rect(b)
    return ax0 < bx1 - 0.5 and bx0 < ax1 - 0.5 and ay0 < by1 - 0.5 and by0 < ay1 - 0.5


def spin_forced(game, state: dict, grid: list, label: str, keep=lambda steps: True, bet: int = 100) -> tuple[dict, list[dict]]:  # type: ignore[no-untyped-def]
    """The next spin lands `grid`, with the first seed (label-0, label-1, ...) whose round ends at once and `keep(steps)` likes."""
    for i in range(200):
        reply = ask(op="spin", state=state, bet=bet, seed=seed(f"{label}-{i}"), now=1, force={"grids": [grid]})
        if reply["round"]["status"] == "complete" and keep(reply["steps"]):
            game.queue_seeds([seed(f"{label}-{i}")])
            game.force([grid])
            return reply["state"], reply["steps"]
    raise AssertionError(f"no seed for {label}")


def tier_of(win: int, bet: int = 100) -> int:
    return sum(win >= bet * x for x in (10, 25, 50, 100))


def test_big_wins_count_up_with_coins_and_a_cheering_princess(sized, output_dir):
    name, game = sized
    state = game.state()
    for tier, grid in TIERS.items():
        expected, steps = spin_forced(game, state, grid, f"pres-tier-{tier}-{name}", lambda steps, tier=tier: tier_of(steps[-1]["win"]) == tier)
        win = steps[-1]["win"]
        game.hold_at(f"big-win-{tier}")
        game.spin(wait=False)
        game.wait_held(f"big-win-{tier}", HOLD_MS)
        scene = game.scene()
        assert (scene["bigWin"]["tier"], scene["bigWin"]["text"]) == (tier, money(win))
        assert scene["coins"] > 0 and scene["cheer"] == 1
        # the HUD counted with the show and stops where it stops
        for figure, value in (("round_win", win), ("last_win", win), ("balance", expected["balance"])):
            game.expect_money(figure, value)
        game.shot(output_dir / f"pres-{name}-big-win-{tier}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected
        state = expected


def test_the_count_up_starts_at_once_and_the_hud_never_runs_ahead(desktop):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, MOON_ROW, "pres-count")
    win = steps[-1]["win"]
    before = state["balance"] - 100
    start = game.ui("session")["startBalance"]
    # every frame of the show, on frames at exactly 60 a second of the page's time (not the display's, which load delays):
    # its figure, the HUD's Win, Last win and balance, the session's net
    seen = game.page.evaluate(
        """() => new Promise((resolve) => {
          const seen = [];
          __mp.virtualFrames(60, () => {
            const show = __mp.ui.bigWin();
            const hud = __mp.hud();
            if (show) seen.push([show.text, show.start, __mp.scene().clock, hud.roundWin, hud.lastWin, hud.balance, __mp.ui.session().net]);
            if (seen.length && !show) {
              __mp.realFrames();
              resolve(seen);
            }
          });
          document.querySelector("#spin").click();
        })"""
    )
    assert game.wait_phase("ready") == "ready"
    shown = [int(text.replace("$", "").replace(",", "").replace(".", "")) for text, *_ in seen]
    for value, (_, _, _, round_win, last_win, balance, net) in zip(shown, seen):
        assert round_win == last_win == value  # Win and Last win are the show's figure
        assert balance - before == value and net == balance - start  # and so are the balance and the session's net
    assert shown == sorted(shown) and shown[-1] == win
    first = next(i for i, value in enumerate(shown) if value > 0)
    # at once: the show's first frame on screen already counts (the show starts where the last beat ended,
    # at most a frame before that frame began, so at most two frames of animation before it)
    frame = 1000 / 60 * SPEED
    assert first == 0 and 0 < seen[0][2] - seen[0][1] <= 2 * frame + 1e-6, seen[:3]
    assert game.state() == expected


def test_wins_at_or_below_the_stake_are_quiet(sized, output_dir):
    name, game = sized
    state = game.state()
    for grid, label in ((HEART_THREE, "below"), (HEART_ROW, "stake")):
        expected, steps = spin_forced(game, state, grid, f"pres-quiet-{label}-{name}")
        win = steps[-1]["win"]
        assert 0 < win <= 100
        heard = len(game.ui("sounds"))
        game.hold_at("small-win")
        game.spin(wait=False)
        game.wait_held("small-win", HOLD_MS)
        scene = game.scene()
        assert scene["banner"] == {"title": f"Win {money(win)}", "subtitle": "", "tone": "plain", "place": "grid"}
        assert scene["bigWin"] is None
        game.expect_money("last_win", win)  # at once, no count-up
        game.shot(output_dir / f"pres-{name}-small-win-{label}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        sounds = game.ui("sounds")[heard:]
        assert "small_win" in sounds and "count" not in sounds and sounds.count("win") == 1  # the drop's chime, no end jingle
        assert game.state() == expected
        state = expected


def test_an_ordinary_win_counts_up_under_its_banner(sized, output_dir):
    name, game = sized
    state = game.state()
    expected, steps = spin_forced(game, state, MOON_FOUR, f"pres-win-{name}")
    win = steps[-1]["win"]
    game.hold_at("win")
    game.spin(wait=False)
    game.wait_held("win", HOLD_MS)
    assert game.scene()["banner"] == {"title": "Win", "subtitle": money(win), "tone": "gold", "place": "grid"}
    game.shot(output_dir / f"pres-{name}-win.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.expect_money("last_win", win)
    assert game.state() == expected


def test_girl_power_banners_never_cover_the_grid(sized, output_dir):
    name, game = sized
    state = game.state()
    # a trinity round in which all three princesses perform
    expected, steps = spin_forced(game, state, LOVE_ROW, f"pres-trinity-{name}", lambda steps: [s["princess"] for s in steps if s["t"] == "power"] == ["love", "star", "storm"])
    powers = [s for s in steps if s["t"] == "power"]
    game.hold_at("trinity-start")
    game.spin(wait=False)
    game.wait_held("trinity-start", HOLD_MS)
    game.shot(output_dir / f"pres-{name}-trinity-start.png", still=True)
    for power in powers:
        game.hold_at(f"power-{power['princess']}")
        game.release()
        game.wait_held(f"power-{power['princess']}", HOLD_MS)
        drawn = game.drawn()
        banner = drawn["powerBanner"]
        assert banner and banner["title"] == f"{power['princess'].capitalize()}'s Girl Power", banner
        assert not overlaps(banner, drawn["grid"]), (banner, drawn["grid"])
        changed = [c for c in drawn["cells"] if [c["row"], c["col"]] in power["cells"]]
        assert changed and not any(overlaps(banner, cell) for cell in changed)
        assert 0 <= banner["x"] and banner["x"] + banner["w"] <= SIZES[name]["width"] + 0.5 and 0 <= banner["y"]
        game.shot(output_dir / f"pres-{name}-power-{power['princess']}.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_free_spins_start_and_end_on_the_features_total(sized, output_dir):
    name, game = sized
    state = game.state()
    # a feature with an extension, so its banner is seen too
    spin_seed = seed(f"pres-feature-spin-{name}")
    spun = ask(op="spin", state=state, bet=100, seed=spin_seed, now=1, force={"grids": [HEARTS]})
    choose_seed = next(
        s
        for s in (seed(f"pres-feature-{name}-{i}") for i in range(400))
        if any(t["t"] == "extend" for t in ask(op="choose", state=spun["state"], princess="storm", seed=s, now=1)["steps"])
    )
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=choose_seed, now=1)
    steps = chosen["steps"]
    before = spun["round"]["win"]
    won = chosen["round"]["win"] - before
    spins = sum(1 for s in steps if s["t"] == "free_spin")
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    game.hold_at("clear")
    game.spin(wait=False)
    game.wait_held("clear", HOLD_MS)
    game.shot(output_dir / f"pres-{name}-grid-clear.png", still=True)
    game.release()
    assert game.wait_phase("choice") == "choice"
    game.hold_at("free-spins-start")
    game.choose("storm", wait=False)
    game.wait_held("free-spins-start", HOLD_MS)
    assert game.scene()["banner"]["title"] == "8 Free Spins"
    game.wait_for("() => __mp.music().playing === 'free'", timeout=HOLD_MS)  # livelier music in free spins
    game.shot(output_dir / f"pres-{name}-free-spins-start.png", still=True)
    game.hold_at("extend")
    game.release()
    game.wait_held("extend", HOLD_MS)
    game.shot(output_dir / f"pres-{name}-extend.png", still=True)
    game.hold_at("feature-total")
    game.release()
    game.wait_held("feature-total", HOLD_MS)
    overlay = game.scene()["overlay"]
    assert overlay["kind"] == "feature" and overlay["summary"] == f"Won {money(won)} in {spins} free spins"
    assert game.drawn()["overlay"]["summary"] == overlay["summary"]
    game.shot(output_dir / f"pres-{name}-feature-total.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => __mp.music().playing === 'base'", timeout=HOLD_MS)
    assert game.state() == chosen["state"]


def test_the_max_win_has_its_own_screen_that_ends_the_free_spins(sized, output_dir):
    name, game = sized
    state = game.state()
    spun = ask(op="spin", state=state, bet=100, seed=seed(f"pres-max-spin-{name}"), now=1, force={"grids": [ALL_MOONS]})
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=seed(f"pres-max-choose-{name}"), now=1, force={"grids": [ALL_MOONS] * 8})
    assert [s["t"] for s in chosen["steps"]][-4:] == ["win", "cap", "free_spins_end", "end"]
    left = 8 - sum(1 for s in chosen["steps"] if s["t"] == "free_spin")
    game.queue_seeds([seed(f"pres-max-spin-{name}"), seed(f"pres-max-choose-{name}")])
    game.force([ALL_MOONS])
    assert game.spin() == "choice"
    game.force([ALL_MOONS] * 8)
    game.hold_at("max-win")
    game.choose("storm", wait=False)
    game.wait_held("max-win", HOLD_MS)
    overlay = game.scene()["overlay"]
    assert (overlay["kind"], overlay["title"], overlay["caption"], overlay["amount"]) == ("max", "5,000x", "MAX WIN", money(500000))
    assert overlay["line"] == f"The remaining {left} free spins end"
    game.expect_money("round_win", 500000)
    game.shot(output_dir / f"pres-{name}-max-win.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == chosen["state"]
    game.expect_money("last_win", 500000)


def test_stop_clears_the_labels_and_shows_the_rounds_total(sized, output_dir):
    name, game = sized
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, f"pres-stop-{name}", lambda steps: steps[-1]["win"] > 0 and sum(s["t"] == "win" for s in steps) >= 2)
    steps = rounds[0]
    game.queue_seeds(seeds)
    game.hold_at("evaluation")
    game.spin(wait=False)
    game.wait_held("evaluation", HOLD_MS)
    assert game.scene()["texts"]  # a win's labels float over the grid
    game.stop(wait=False)  # Stop
    game.release()
    assert game.wait_phase("ready") == "ready"
    scene = game.scene()
    assert scene["texts"] == [] and scene["banner"] is None
    assert scene["total"] == {"title": "Win", "amount": money(steps[-1]["win"])}
    game.wait_for("amount => { const t = __mp.drawn().total; return t && t.subtitle === amount; }", money(steps[-1]["win"]))
    game.shot(output_dir / f"pres-{name}-stop-total.png", still=True)
    assert game.state() == expected
    game.set_speed(25)
    # the next round takes the total away
    more, after, _ = seeds_where(expected, expected["bet"], 1, f"pres-stop-next-{name}", lambda steps: True)
    game.queue_seeds(more)
    assert game.spin() == "ready"
    assert game.scene()["total"] is None
    game.set_speed(SPEED)


def test_a_win_label_shows_its_multiplier(desktop):
    game = desktop
    state = game.state()
    seeds, expected, rounds = seeds_where(
        state, state["bet"], 1, "pres-label", lambda steps: any(s["t"] == "win" and s["multiplier"] > 1 and len(s["wins"]) <= 4 for s in steps) and steps[-1]["win"] < 10 * state["bet"]
    )
    wins = [s for s in rounds[0] if s["t"] == "win"]
    game.queue_seeds(seeds)
    game.hold_at("evaluation")
    game.spin(wait=False)
    for k, win in enumerate(wins):
        game.wait_held("evaluation", HOLD_MS)
        texts = game.scene()["texts"]
        m = win["multiplier"]
        labels = [f"{money(w['pay'] // m)} x {m}" if m > 1 else f"+{money(w['pay'])}" for w in win["wins"]]
        assert all(label in texts for label in labels), (texts, labels)
        if k + 1 < len(wins):
            game.hold_at("evaluation")
        game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_the_multiplier_and_meter_reset_visibly_as_a_round_starts(desktop):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, LOVE_THREE, "pres-reset-before")
    assert game.spin() == "ready"
    hud = game.hud()
    assert (hud["multiplier"], hud["meter"]) == (2, 1)
    after, steps = spin_forced(game, expected, HEART_THREE, "pres-reset")
    game.hold_at("reset")
    game.spin(wait=False)
    game.wait_held("reset", HOLD_MS)
    scene = game.scene()
    drawn = game.drawn()
    assert game.hud()["multiplier"] == 1 and scene["pops"]["multiplier"] == 1  # back to x1 with a pop
    assert drawn["meter"]["value"] == 1  # the meter drains from where it was...
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => __mp.drawn().meter.value === 0")  # ...to empty
    assert game.state() == after


def test_the_meter_fills_alike_whoever_won(desktop, output_dir):
    game = desktop
    state = game.state()
    crops = []
    for grid, label in ((LOVE_THREE, "love"), (STAR_THREE, "star")):
        expected, steps = spin_forced(game, state, grid, f"pres-meter-{label}")
        assert game.spin() == "ready"
        drawn = game.drawn()
        assert drawn["meter"] == {"value": 1, "caption": "PRINCESS WINS · FULL: TRINITY"}
        box = drawn["meterBox"]
        inset = box["h"] * 0.3  # inside the housing: its rounded corners show the twinkling sky
        clip = {"x": box["x"] + inset, "y": box["y"] + box["h"] * 0.35, "width": box["w"] - 2 * inset, "height": box["h"] * 0.5}
        crops.append(game.page.screenshot(clip=clip, animations="disabled"))
        state = expected
    assert crops[0] == crops[1]  # a Love win and a Star win fill the same first gem
    game.shot(output_dir / "pres-desktop-meter.png", still=True)


# --- the uk profile: a win at or below the stake is not celebrated ----------------------------------


@pytest.fixture(scope="module", params=["phone", "desktop"])
def uk(request, browser, debug_site):  # type: ignore[no-untyped-def]
    game = open_game(browser, debug_site, SIZES[request.param], speed=SPEED, query="profile=uk")
    yield request.param, game
    game.close()


def test_uk_wins_at_or_below_the_stake_are_returned_not_celebrated(uk, output_dir):
    name, game = uk
    state = game.state()
    for grid, label in ((HEART_THREE, "below"), (HEART_ROW, "stake")):
        expected, steps = spin_forced(game, state, grid, f"pres-uk-{label}-{name}")
        win = steps[-1]["win"]
        heard = len(game.ui("sounds"))
        game.hold_at("returned")
        game.spin(wait=False)
        game.wait_held("returned", HOLD_MS)
        scene = game.scene()
        assert scene["banner"] == {"title": f"Returned {money(win)}", "subtitle": "", "tone": "plain", "place": "grid"}
        game.expect_money("last_win", win)
        game.expect_money("balance", expected["balance"])
        game.shot(output_dir / f"pres-uk-{name}-returned-{label}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        sounds = game.ui("sounds")[heard:]
        assert not {"win", "small_win", "count", "big_win"} & set(sounds), sounds  # no jingle, no count-up
        assert game.state() == expected
        state = expected
    # above the stake it is a win as anywhere
    expected, steps = spin_forced(game, state, MOON_FOUR, f"pres-uk-win-{name}")
    game.hold_at("win")
    game.spin(wait=False)
    game.wait_held("win", HOLD_MS)
    assert game.scene()["banner"]["title"] == "Win"
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected
