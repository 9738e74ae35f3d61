"""The game's presentation: the first screen, every celebration, every feature's banner, a Girl
Power's moment, the win labels, the max-win and the feature's closing screens, a recall, at six
sizes from a small phone on its side to 2560x1440; Stop, which cuts one spin and never a feature;
the multiplier and the meter back to their start as a round ends.

Each presentation is held at its peak (`__mp.holdAt(name)`: the animation freezes there) so that
the test reads exactly what is shown and screenshots it into tests/output/ (pres-SIZE-NAME.png);
the outcomes are the engine's in CPython with the same seeds. What is timed is timed in the
animation's own time (`scene().clock`, frames driven by `__mp.virtualFrames`), never the machine's.
"""

from __future__ import annotations

import json

import pytest

from midnight_princess_testkit import (DESKTOP, HEARTS, LOVE_ROW, MOON_ROW, PHONE, PHONE_LANDSCAPE, TABLET, TWO_MOON_ROWS, ask,
                                       money, open_game, seed, seeds_where)

# Three or four wins in one landing, for the win labels (each line a run of its own).
THREE_WINS = [["heart", "heart", "heart", "gem", "star"], ["potion", "gem", "bell", "potion", "star"], ["bell"] * 4 + ["star"],
              ["gem", "potion", "gem", "potion", "bell"], ["potion", "gem", "potion", "gem", "heart"]]  # two rows and a column
CROSSED_WINS = [["gem", "potion", "bell", "potion", "gem"], ["potion", "gem", "bell", "gem", "potion"], ["bell"] * 5,
                ["gem", "potion", "bell", "potion", "gem"], ["heart", "heart", "heart", "gem", "potion"]]  # a row and a column crossed, a third row
FOUR_WINS = [["heart", "heart", "heart", "potion", "star"], ["gem", "potion", "gem", "bell", "star"], ["potion", "gem", "potion", "bell", "star"],
             ["gem", "potion", "gem", "bell", "potion"], ["love", "love", "love", "gem", "potion"]]  # two rows, two columns

_LOWS = MOON_ROW[1:]
HEART_ROW = [["heart"] * 5] + _LOWS  # 100 at a bet of 100: the stake back
HEART_THREE = [["heart"] * 3 + ["gem", "potion"]] + _LOWS  # 10 at a bet of 100: below the stake
MOON_FOUR = [["moon"] * 4 + ["gem"]] + _LOWS  # 1.5x the bet: an ordinary win
THREE_MOON_ROWS = [["moon"] * 5] * 3 + _LOWS[2:]  # 77x: MEGA WIN
ALL_MOONS = [["moon"] * 5 for _ in range(5)]  # a grid clear in the spin; in free spins, the road to the cap
LOVE_THREE = [["love"] * 3 + ["gem", "potion"]] + _LOWS  # one princess win: the meter at 1
LOVE_FOUR = [["love"] * 4 + ["gem"]] + _LOWS  # a princess 4-run: the meter at 2 of 3
# Twenty hearts over a row of five that never win: a drop leaves five symbols, five to a clear.
NEAR_CLEAR = [["heart"] * 5 for _ in range(4)] + [["bell", "gem", "potion", "love", "star"]]
STAR_THREE = [["star"] * 3 + ["gem", "potion"]] + _LOWS
# BIG (10x), SUPER (25x), MEGA (50x), EPIC (100x): the two Love rows and a Star row fill the meter too.
TIERS = {1: [["love"] * 5, ["love"] * 5, ["star"] * 5] + _LOWS[2:], 2: MOON_ROW, 3: THREE_MOON_ROWS, 4: TWO_MOON_ROWS}

SMALL_LANDSCAPE = {"width": 667, "height": 375}
LARGE = {"width": 2560, "height": 1440}
SIZES = {"phone": PHONE, "phone-landscape": PHONE_LANDSCAPE, "small-landscape": SMALL_LANDSCAPE, "tablet": TABLET, "desktop": DESKTOP, "large": LARGE}
HOLD_MS = 90_000
CELEBRATION = "#ffe9a8"  # a win's sparks (art/theme.js clearSpark): a small win's celebration
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


@pytest.fixture(autouse=True)
def unheld(request):  # type: ignore[no-untyped-def]
    """After each test, a shared page let go of any hold a failed test left: one failure, not a cascade."""
    yield
    shared = [n for n in ("desktop", "sized") if n in request.fixturenames]
    for name in shared:
        value = request.getfixturevalue(name)
        game = value[1] if name == "sized" else value
        if game.closed:
            continue
        game.page.evaluate("() => __mp.realFrames()")  # the display's frames again, if it left virtual ones on
        game.hold_at(None)
        game.set_speed(SPEED)
        game.release()
        # and the round it left under way played out: the next test starts at rest (a click on Spin in
        # mid-round does nothing: three cases failed after one so)
        if game.wait_phase("ready", "choice", "error") == "ready":
            game.wait_for("() => !__mp.scene().busy")


def rect(box: dict) -> tuple[float, float, float, float]:
    return box["x"], box["y"], box["x"] + box.get("w", box.get("size", 0)), box["y"] + box.get("h", box.get("size", 0))


def overlaps(a: dict, b: dict) -> bool:
    ax0, ay0, ax1, ay1 = rect(a)
    bx0, by0, bx1, by1 = rect(b)
    return ax0 < bx1 - 0.5 and bx0 < ax1 - 0.5 and ay0 < by1 - 0.5 and by0 < ay1 - 0.5


def feature_start_faults(game, kind: str, ids: list[str], title: str) -> list[str]:  # type: ignore[no-untyped-def]
    """What is wrong with a feature's start held at its peak: the whole stage its, no band across the
    grid; her (the three's, the middle one larger) figure large on the stage, her face clear of the words."""
    game.wait_for("() => { const f = __mp.drawn().featureStart; return f && f.figures.every((g) => g.drawn); }")  # their pictures have come
    drawn = game.drawn()
    start, stage = drawn["featureStart"], drawn["stage"]
    faults = []
    if (start["kind"], [f["id"] for f in start["figures"]], start["title"]["text"]) != (kind, ids, title):
        faults.append(f"{start['kind']} {start['figures']} {start['title']}")
    if not start["fits"] or start["veil"] != 0.96 or drawn["banner"] is not None:
        faults.append(f"fits {start['fits']}, veil {start['veil']}, banner {drawn['banner']}")  # the stage dark beneath, no band over the grid
    for f in start["figures"]:
        if not inside(f["face"], stage) or f["x"] < stage["x"] - 0.5 or f["x"] + f["w"] > stage["x"] + stage["w"] + 0.5 or f["y"] < stage["y"] - 0.5:
            faults.append(f"{f['id']} off the stage: {f} {stage}")
        if f["h"] < 150 or overlaps(start["words"], f["face"]):
            faults.append(f"{f['id']}: {f['h']} px tall, her face {f['face']} under the words {start['words']}")
    if len(ids) == 3 and not start["figures"][1]["h"] > max(start["figures"][0]["h"], start["figures"][2]["h"]):
        faults.append("the middle one not the largest")
    return faults


def spin_forced(game, state: dict, grid: list, label: str, keep=lambda steps: True, bet: int = 100) -> tuple[dict, list[dict]]:  # type: ignore[no-untyped-def]
    """The next spin lands `grid`, with the first seed (label-0, label-1, ...) whose round ends at once and `keep(steps)` likes."""
    for i in range(200):
        reply = ask(op="spin", state=state, bet=bet, seed=seed(f"{label}-{i}"), now=1, force={"grids": [grid]})
        if reply["round"]["status"] == "complete" and keep(reply["steps"]):
            game.queue_seeds([seed(f"{label}-{i}")])
            game.force([grid])
            return reply["state"], reply["steps"]
    raise AssertionError(f"no seed for {label}")


def resized(game, size: dict[str, int]) -> dict:  # type: ignore[no-untyped-def]
    """The window at `size` and what the renderer drew in a frame painted there."""
    game.page.set_viewport_size(size)
    game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
    game.wait_painted()
    return game.drawn()  # type: ignore[no-any-return]


def tier_of(win: int, bet: int = 100) -> int:
    return sum(win >= bet * x for x in (10, 25, 50, 100))


def inside(a: dict, b: dict) -> bool:
    ax0, ay0, ax1, ay1 = rect(a)
    bx0, by0, bx1, by1 = rect(b)
    return ax0 >= bx0 - 0.5 and ay0 >= by0 - 0.5 and ax1 <= bx1 + 0.5 and ay1 <= by1 + 0.5


def test_the_first_screen_invites_a_spin(sized, output_dir):
    name, game = sized
    drawn = game.drawn()
    # a grid of symbols under a plate that says how to play, each rule once
    plate = drawn["idle"]
    assert plate["title"] == "Press SPIN to play" and plate["subtitle"] == "3 or more in a row or column win · moons are wild"
    assert plate["fits"] and inside(plate, drawn["grid"])
    grid = drawn["grid"]
    clip = {"x": grid["x"], "y": grid["y"], "width": grid["size"], "height": grid["size"] * 0.3}  # its top rows, above the plate
    first = game.page.screenshot(clip=clip, animations="disabled")
    game.page.wait_for_timeout(400)  # the grid's idle motion (the screen's own clock, not a round's)
    assert game.page.screenshot(clip=clip, animations="disabled") != first
    # the moon is in the sky, clear of the portrait
    moon = drawn["moon"]
    assert moon is not None and moon["r"] >= 0.035 * min(SIZES[name].values()) - 0.5
    box = {"x": moon["x"] - moon["r"], "y": moon["y"] - moon["r"], "w": 2 * moon["r"], "h": 2 * moon["r"]}
    assert not overlaps(box, drawn["portrait"]) and not overlaps(box, grid)
    game.shot(output_dir / f"pres-{name}-idle.png", still=True)


def test_at_rest_she_breathes_and_blinks(desktop):
    game = desktop
    portrait = game.drawn()["portrait"]
    clip = {"x": portrait["x"], "y": portrait["y"], "width": portrait["w"], "height": portrait["h"]}
    # the picture shown at rest: her eyes shut in a blink (one every 3-6 s), then open again a breath later
    game.wait_for("() => { const p = __mp.drawn().princess; return p.pose === 'rest' && p.blink > 0.9; }", timeout=20_000)
    shut = game.drawn()["princess"]
    before = game.page.screenshot(clip=clip, animations="disabled")
    game.wait_for("b => { const p = __mp.drawn().princess; return p.blink === 0 && Math.abs(p.breath - b) > 0.3; }", shut["breath"], timeout=20_000)
    assert game.drawn()["princess"]["pose"] == "rest"
    assert game.page.screenshot(clip=clip, animations="disabled") != before  # her picture moves with her breath


def test_big_wins_count_up_with_coins_and_a_cheering_princess(sized, output_dir):
    name, game = sized
    state = game.state()
    for tier, grid in TIERS.items():
        expected, steps = spin_forced(game, state, grid, f"pres-tier-{tier}-{name}", lambda steps, tier=tier: tier_of(steps[-1]["win"]) == tier)
        win = steps[-1]["win"]
        earlier = game.last_win()  # the round before's win
        game.hold_at(f"big-win-{tier}")
        game.spin(wait=False)
        game.wait_held(f"big-win-{tier}", HOLD_MS)
        scene = game.scene()
        assert (scene["bigWin"]["tier"], scene["bigWin"]["text"]) == (tier, money(win))
        assert scene["coins"] > 0 and scene["cheer"] == 1
        # the princess leads it: large at the grid's middle, laughing, as the scene's layers part
        game.wait_for("() => { const l = __mp.drawn().lead; return l && l.drawn; }")
        lead, grid = game.drawn()["lead"], game.drawn()["grid"]
        assert lead["h"] >= 0.55 * grid["size"] and abs(lead["x"] + lead["w"] / 2 - (grid["x"] + grid["size"] / 2)) <= 1
        assert lead["chin"] < lead["wordsTop"], lead  # her face above the title
        parted = scene["sky"]["depth"]
        # the HUD counted with the show and stops where it stops; Last win is the round before's until this one is over
        for figure, value in (("round_win", win), ("last_win", earlier), ("balance", expected["balance"])):
            game.expect_money(figure, value)
        game.shot(output_dir / f"pres-{name}-big-win-{tier}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        game.expect_money("last_win", win)
        game.wait_for("() => !__mp.scene().busy")
        assert abs(parted - game.scene()["sky"]["depth"]) == pytest.approx(0.9)  # the scene's layers parted, and came back
        assert game.state() == expected
        state = expected


def test_the_count_up_starts_at_once_and_the_hud_never_runs_ahead(desktop):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, MOON_ROW, "pres-count")
    win = steps[-1]["win"]
    before = state["balance"] - 100
    start = game.ui("session")["startBalance"]
    earlier = game.hud()["lastWin"]  # the round before's win
    # every frame of the show, on frames at exactly 60 a second of the page's time (not the display's, which load delays):
    # its figure, the HUD's Win, Last win and balance, the session's net
    seen = game.page.evaluate(
        """() => new Promise((resolve) => {
          const seen = [];
          __mp.virtualFrames(60, () => {
            const show = __mp.ui.bigWin();
            const hud = __mp.hud();
            if (show) seen.push([show.text, show.start, __mp.scene().clock, hud.roundWin, hud.lastWin, hud.balance, __mp.ui.session().net,
                                 document.querySelector("#round-win").textContent]);
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
    for value, (text, _, _, round_win, last_win, balance, net, hud_text) in zip(shown, seen):
        assert hud_text == text  # the HUD's Win reads the show's figure at every frame
        assert round_win == value and last_win == earlier  # Win is the show's figure; Last win the round before's until the round is over
        assert balance - before == value and net == balance - start  # and so are the balance and the session's net
    assert shown == sorted(shown) and shown[-1] == win
    assert game.hud()["lastWin"] == win  # at rest: this round's
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
        earlier = game.last_win()
        game.hold_at("small-win")
        game.spin(wait=False)
        game.wait_held("small-win", HOLD_MS)
        scene = game.scene()
        assert scene["banner"] == {"title": f"Win {money(win)}", "subtitle": "", "tone": "plain", "place": "grid"}
        assert scene["bigWin"] is None
        assert scene["sparks"].get(CELEBRATION, 0) > 0 and scene["coins"] == 0  # a few sparks: a small celebration, no big win's coins
        game.expect_money("last_win", earlier)  # the round before's until this one is over
        game.shot(output_dir / f"pres-{name}-small-win-{label}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        game.expect_money("last_win", win)  # at once, no count-up
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
    scene = game.scene()
    assert scene["banner"] == {"title": "Win", "subtitle": money(win), "tone": "gold", "place": "grid"}
    assert scene["sparks"].get(CELEBRATION, 0) > 0 and scene["coins"] == 0
    game.wait_for("() => { const p = __mp.drawn().princess; return p && p.pose === 'joy' && p.drawn; }")  # she smiles at the win
    game.shot(output_dir / f"pres-{name}-win.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.expect_money("last_win", win)
    assert game.state() == expected


def test_girl_powers_are_staged_beside_the_grid(sized, output_dir):
    name, game = sized
    state = game.state()
    # a trinity round in which all three princesses perform
    expected, steps = spin_forced(game, state, LOVE_ROW, f"pres-trinity-{name}", lambda steps: [s["princess"] for s in steps if s["t"] == "power"] == ["love", "star", "storm"])
    powers = [s for s in steps if s["t"] == "power"]
    assert all(power["cells"] for power in powers)  # each changes cells: each has her cut-in
    game.hold_at("trinity-start")
    game.spin(wait=False)
    game.wait_held("trinity-start", HOLD_MS)
    # the three princesses together on the whole stage, the middle one in front, the title and its line under them
    assert game.scene()["featureStart"]["subtitle"] == "Love, Star and Storm take turns"
    assert feature_start_faults(game, "trinity", ["love", "star", "storm"], "Princess Trinity") == []
    game.shot(output_dir / f"pres-{name}-trinity-start.png", still=True)
    for power in powers:
        who = power["princess"]
        # her cut-in at its peak: she crosses the stage large, her name beside her, the cells not yet changed
        game.hold_at(f"cut-in-{who}")
        game.release()
        game.wait_held(f"cut-in-{who}", HOLD_MS)
        game.wait_for("() => { const c = __mp.drawn().cutIn; return c && c.her.drawn; }")  # her picture has come
        cut, grid_box = game.drawn()["cutIn"], game.drawn()["grid"]
        scene = game.scene()
        assert scene["cutIn"]["id"] == who and not scene["cutIn"]["still"] and scene["cutIn"]["k"] == 0.5
        assert cut["name"]["text"] == who.upper() and cut["name"]["px"] >= 14
        assert 0 <= cut["name"]["x"] and cut["name"]["x"] + cut["name"]["w"] <= SIZES[name]["width"]  # whole on the screen
        her = cut["her"]
        assert her["h"] >= 0.6 * grid_box["size"]  # large: most of the grid's height
        assert abs(her["x"] + her["w"] / 2 - (grid_box["x"] + grid_box["size"] / 2)) <= her["w"]  # at the stage's middle
        assert her["y"] < cut["band"]["y"]  # her head stands out above her band
        assert scene["pops"]["power"] == 1 and scene["lean"] == 1  # lit and leaning out of her frame
        assert (game.drawn()["princess"]["id"], game.drawn()["princess"]["pose"]) == (who, "cast")  # her portrait casts too
        if power["effect"] == "transform":
            assert all(scene["grid"][r][c] == power["from"] for r, c in power["cells"])
        elif power["effect"] == "wilds":
            assert all(scene["grid"][r][c] != "moon" for r, c in power["cells"])
        game.shot(output_dir / f"pres-{name}-cut-in-{who}.png", still=True)
        game.hold_at(f"power-{who}")
        game.release()
        game.wait_held(f"power-{who}", HOLD_MS)
        drawn = game.drawn()
        banner = drawn["powerBanner"]
        assert banner and banner["title"] == f"{power['princess'].capitalize()}'s Girl Power", banner
        assert banner["fits"], json.dumps(banner)  # wrapped or smaller, never squeezed
        assert not overlaps(banner, drawn["grid"]), (banner, drawn["grid"])
        assert not overlaps(banner, drawn["face"]), (banner, drawn["face"])  # she stays in sight as she casts
        if drawn["portrait"]["x"] >= drawn["grid"]["x"] + drawn["grid"]["size"]:  # wide (upright, the band is beside her): below her face
            # below her figure where the portrait has room; where it is narrow (667x375, 640x360) over her lower figure at most
            below = 0.8 if drawn["portrait"]["w"] >= 120 else 0.6
            assert banner["y"] >= drawn["face"]["y"] + drawn["face"]["h"], (banner, drawn["face"])
            assert banner["y"] >= drawn["portrait"]["y"] + below * drawn["portrait"]["h"], (banner, drawn["portrait"])
        assert 0 <= banner["x"] and banner["x"] + banner["w"] <= SIZES[name]["width"] + 0.5 and 0 <= banner["y"]
        # at its peak the princess is lit and the cells it changes have changed
        scene = game.scene()
        assert scene["pops"]["power"] == 1
        grid = scene["grid"]
        if power["effect"] == "transform":
            assert all(grid[r][c] == power["to"] for r, c in power["cells"])
        elif power["effect"] == "wilds":
            assert all(grid[r][c] == "moon" for r, c in power["cells"])
        assert drawn["meter"]["caption"] is None or drawn["meter"]["caption"] in METER_CAPTIONS
        game.shot(output_dir / f"pres-{name}-power-{power['princess']}.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    # each has settled back into her frame: no cut-in, her light out, the portrait at rest upright
    game.wait_for("() => !__mp.scene().busy")
    scene = game.scene()
    assert (scene["cutIn"], scene["lean"], scene["pops"]["power"]) == (None, 0, 0)
    game.wait_painted()
    assert (game.drawn()["princess"]["pose"], game.drawn()["princess"]["lean"]) == ("rest", 0)
    assert game.state() == expected


METER_CAPTIONS = {"PRINCESS WINS LEAD TO A TRINITY ROUND", "TRINITY ROUND WHEN FULL", "TRINITY ROUND", "TRINITY", "PRINCESS TRINITY ROUND"}


def test_a_girl_power_holds_play_at_least_one_and_a_fifth_seconds(desktop):
    game = desktop
    state = game.state()
    # a base power: the landing has no win, the princess performs
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "pres-power-time", lambda steps: any(s["t"] == "power" for s in steps) and "trinity_start" not in [s["t"] for s in steps])
    at = next(i for i, s in enumerate(rounds[0]) if s["t"] == "power")
    game.queue_seeds(seeds)
    # the animation's clock as the power begins (steps 0..at shown) and as play goes on (its step shown)
    clocks = game.page.evaluate(
        """(at) => new Promise((resolve) => {
          const seen = { frames: 0 };
          __mp.virtualFrames(60, () => {
            const step = Number(document.body.dataset.step);
            const clock = __mp.scene().clock;
            if (document.body.dataset.phase === "spinning" && step === at && !("start" in seen)) seen.start = clock;
            if ("start" in seen && step > at) seen.end = clock;
            if ("end" in seen || ++seen.frames > 20000) {
              __mp.realFrames();
              resolve(seen);
            }
          });
          document.querySelector("#spin").click();
        })""",
        at,
    )
    assert game.wait_phase("ready") == "ready"
    frame = 1000 / 60 * SPEED
    assert clocks["end"] - clocks["start"] >= 1200 - frame, clocks  # in the animation's time: a third of it in fast play
    assert game.state() == expected


def test_a_princess_change_fades_one_portrait_into_the_next(sized, output_dir):
    name, game = sized
    state = game.state()
    # a base power: the princess performs, then hands over to another
    seeds, expected, rounds = seeds_where(
        state, state["bet"], 1, f"pres-change-{name}", lambda steps: any(s["t"] == "princess" for s in steps) and steps[-1]["win"] < 10 * state["bet"]
    )
    change = next(s for s in rounds[0] if s["t"] == "princess")
    old = state["princess"]
    before = game.scene()
    assert before["portrait"]["to"] == old
    game.queue_seeds(seeds)
    game.hold_at("princess")
    game.page.evaluate("() => __mp.virtualFrames(60)")  # the sky glides as the light rises: the hold must come on time
    game.spin(wait=False)
    game.wait_held("princess", HOLD_MS)
    game.page.evaluate("() => __mp.realFrames()")
    # halfway, at the light's height: the new portrait has taken the old one's place, whole (never an
    # empty frame), and the sky is on its way to hers
    game.wait_for("() => { const p = __mp.drawn().princess; return p && p.drawn && p.shown === p.id; }")
    drawn = game.drawn()["princess"]
    assert (drawn["from"], drawn["id"], drawn["fade"], drawn["light"]) == (old, change["value"], 0.5, 1)
    sky = game.scene()["sky"]["depth"]
    game.shot(output_dir / f"pres-{name}-princess-change.png", still=True)
    # as the light peaks, once the power's banner has left, a caption on her nameplate says who takes over
    game.hold_at("takes-over")
    game.release()
    game.wait_held("takes-over", HOLD_MS)
    game.wait_painted()
    drawn = game.drawn()
    banner = drawn["powerBanner"]
    assert game.scene()["powerBanner"] == {"title": f"{change['value'].capitalize()} takes over", "subtitle": "", "tone": change["value"], "place": "portrait"}
    assert banner["fits"] and not overlaps(banner, drawn["grid"]) and drawn["banner"] is None, (banner, drawn["banner"])
    game.shot(output_dir / f"pres-{name}-takes-over.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => !__mp.scene().busy")  # the portrait and the sky come to rest after the round
    after = game.scene()
    assert after["portrait"] == {"from": old, "to": change["value"], "p": 1}
    assert before["sky"]["depth"] != after["sky"]["depth"] and min(before["sky"]["depth"], after["sky"]["depth"]) < sky < max(before["sky"]["depth"], after["sky"]["depth"])
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
    total = chosen["round"]["win"]
    spins = sum(1 for s in steps if s["t"] == "free_spin")
    earlier = game.last_win()  # the round before's win
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    game.hold_at("clear")
    game.spin(wait=False)
    game.wait_held("clear", HOLD_MS)
    assert game.hud()["multiplier"] > 1  # the base game's drops raised it
    assert feature_start_faults(game, "clear", ["love", "star", "storm"], "Grid Clear!") == []  # the three cheer it on the whole stage
    game.shot(output_dir / f"pres-{name}-grid-clear.png", still=True)
    game.release()
    assert game.wait_phase("choice") == "choice"
    game.hold_at("free-spins-start")
    game.choose("storm", wait=False)
    game.wait_held("free-spins-start", HOLD_MS)
    scene = game.scene()
    # she leads it on the whole stage, as a big win: no band across the grid
    assert (scene["featureStart"]["title"], scene["featureStart"]["subtitle"], scene["banner"]) == ("8 Free Spins", "Storm: Destroys two kinds of symbol on every spin without a win", None)
    assert feature_start_faults(game, "free", ["storm"], "8 Free Spins") == []
    # the medal says the x1 the free spins start from (the engine's step after this one), the box is the free spins'
    at = next(i for i, s in enumerate(steps) if s["t"] == "free_spins_start")
    assert steps[at + 1] == {"t": "multiplier", "value": 1} and game.hud()["multiplier"] == 1
    game.wait_painted()
    box = game.drawn()["freeSpins"]
    assert box["lines"][0] in ("FREE SPINS LEFT", "FREE SPINS", "LEFT") and box["lines"][1:] == ["8", ""], box  # (its label as short as the box needs)
    assert "SPINS" in game.drawn()["meter"]["caption"]  # the meter's words for free spins, not the trinity round's
    # she takes the portrait with her banner (not the princess before her), her colour comes into the sky
    assert scene["portrait"]["to"] == "storm" and scene["sky"]["tint"] == "storm", scene
    game.wait_for("() => __mp.music().playing === 'free'", timeout=HOLD_MS)  # livelier music in free spins
    game.shot(output_dir / f"pres-{name}-free-spins-start.png", still=True)
    game.hold_at("free-spin")
    game.release()
    game.wait_held("free-spin", HOLD_MS)
    game.wait_painted()  # a frame painted at the hold (on a loaded machine the last one may predate it)
    drawn = game.drawn()
    banner = drawn["powerBanner"]  # in the banner band, off the grid that lands meanwhile
    assert banner["title"] == "Free spin 1 of 8" and banner["fits"] and not overlaps(banner, drawn["grid"])
    sky = game.scene()["sky"]
    assert (sky["tint"], sky["feature"]) == ("storm", 1), sky  # the feature's own sky
    game.shot(output_dir / f"pres-{name}-free-spin.png", still=True)
    game.hold_at("extend")
    game.release()
    game.wait_held("extend", HOLD_MS)
    extended = next(s for s in steps if s["t"] == "extend")
    hud = game.hud()  # the counts say the added spins with the banner, not after it
    assert hud["freeSpins"]["total"] == extended["total"] and hud["freeSpinsLeft"] == extended["total"] - hud["freeSpins"]["number"], hud
    game.shot(output_dir / f"pres-{name}-extend.png", still=True)
    game.hold_at("feature-total")
    game.release()
    game.wait_held("feature-total", HOLD_MS)
    overlay = game.scene()["overlay"]
    # one closing screen: the round's total, what it came from, the big-win tier of that total
    assert overlay["kind"] == "feature" and overlay["summary"] == f"Won {money(total)} this round, with {spins} free spins"
    assert overlay["amount"] == money(total) and overlay["tier"] == tier_of(total)
    assert overlay["items"] == [f"Base game {money(spun['round']['win'])}", f"Free spins {money(total - spun['round']['win'])}"]
    game.expect_money("round_win", total)
    game.expect_money("last_win", earlier)  # the round before's until this one is over
    game.expect_money("balance", chosen["state"]["balance"])
    assert game.drawn()["overlay"]["summary"] == overlay["summary"]
    game.shot(output_dir / f"pres-{name}-feature-total.png", still=True)
    heard = len(game.ui("sounds"))
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.expect_money("last_win", total)
    assert game.scene()["bigWin"] is None  # no second show after it
    assert "big_win" not in game.ui("sounds")[heard:]
    game.wait_for("() => __mp.music().playing === 'base'", timeout=HOLD_MS)
    game.wait_for("() => __mp.scene().sky.feature === 0", timeout=HOLD_MS)  # the night's own sky again
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
    # one spin, a win under a big win's (a big win still comes, at its peak: test_a_stop_in_the_last_spin_still_shows_the_big_win)
    seeds, expected, rounds = seeds_where(
        state, state["bet"], 1, f"pres-stop-{name}", lambda steps: 0 < steps[-1]["win"] < 10 * state["bet"] and sum(s["t"] == "win" for s in steps) >= 2 and "trinity_start" not in [s["t"] for s in steps]
    )
    steps = rounds[0]
    game.queue_seeds(seeds)
    game.hold_at("evaluation")
    game.spin(wait=False)
    game.wait_held("evaluation", HOLD_MS)
    assert game.scene()["texts"]  # a win's labels float over the grid
    game.hold_at("stop")
    game.page.evaluate("() => __mp.virtualFrames(60)")  # her hand is up for 0.5 s: the hold must come on time
    game.stop(wait=False)  # Stop
    # its moment: a freeze-flash over the grid at its height, the princess's hand raised
    game.wait_held("stop", HOLD_MS)
    game.page.evaluate("() => __mp.realFrames()")
    scene = game.scene()
    assert (scene["flash"], scene["halt"]) == (1, 1)
    assert scene["texts"] == []
    game.wait_painted()
    assert game.drawn()["princess"]["pose"] == "halt"
    game.shot(output_dir / f"pres-{name}-stop.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    scene = game.scene()
    assert scene["texts"] == [] and scene["banner"] is None
    assert scene["total"] == {"title": "Win", "amount": money(steps[-1]["win"])}
    game.wait_for("amount => { const t = __mp.drawn().total; return t && t.subtitle === amount; }", money(steps[-1]["win"]))
    drawn = game.drawn()
    assert not overlaps(drawn["total"], drawn["grid"]) and drawn["total"]["fits"]  # the cells stay in sight
    game.wait_for("() => __mp.scene().flash === 0")  # the flash gone (it fades for a quarter second after the hold): the board at rest, not milky
    game.wait_painted()
    game.shot(output_dir / f"pres-{name}-stop-total.png", still=True)
    assert game.state() == expected
    game.set_speed(25)
    # the next round takes the total away
    more, after, _ = seeds_where(expected, expected["bet"], 1, f"pres-stop-next-{name}", lambda steps: True)
    game.queue_seeds(more)
    assert game.spin() == "ready"
    assert game.scene()["total"] is None
    game.set_speed(SPEED)


def test_win_labels_sit_at_their_runs(sized, output_dir):
    name, game = sized
    state = game.state()
    seeds, expected, rounds = seeds_where(
        state, state["bet"], 1, f"pres-labels-{name}", lambda steps: any(s["t"] == "win" and s["multiplier"] > 1 and 2 <= len(s["wins"]) <= 4 for s in steps) and steps[-1]["win"] < 10 * state["bet"]
    )
    wins = [s for s in rounds[0] if s["t"] == "win"]
    shown = next(k for k, win in enumerate(wins) if win["multiplier"] > 1 and len(win["wins"]) >= 2)
    game.queue_seeds(seeds)
    game.hold_at("evaluation")
    game.spin(wait=False)
    for k in range(shown + 1):
        game.wait_held("evaluation", HOLD_MS)
        # one label per win, this drop's only (the last drop's have left), each what the win adds
        assert sorted(game.scene()["texts"]) == sorted(f"+{money(w['pay'])}" for w in wins[k]["wins"])
        if k < shown:
            game.hold_at("evaluation")
            game.release()
    game.shot(output_dir / f"pres-{name}-win-labels.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_a_recalled_round_plays_under_its_bar(sized, output_dir):
    name, game = sized
    state = game.state()
    expected, steps = spin_forced(game, state, MOON_FOUR, f"pres-recall-{name}")
    assert game.spin() == "ready"
    game.open_panel("history")
    game.hold_at("evaluation")
    game.history_row(0).replay()
    assert game.wait_phase("recall") == "recall"
    game.wait_held("evaluation", HOLD_MS)
    drawn = game.drawn()
    bar = game.boxes("recall_bar")[0]
    assert not overlaps(bar, drawn["grid"]) and not overlaps(bar, drawn["portrait"]), (bar, drawn["grid"], drawn["portrait"])
    game.shot(output_dir / f"pres-{name}-recall.png", still=True)
    game.release()
    game.wait_for("() => document.body.dataset.recall === 'done'", timeout=HOLD_MS)
    game.click("recall_exit")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_stop_cuts_one_free_spin_and_never_the_feature(desktop, output_dir):
    game = desktop
    state = game.state()
    spin_seed = seed("pres-stop-feature-spin")
    spun = ask(op="spin", state=state, bet=100, seed=spin_seed, now=1, force={"grids": [HEARTS]})
    choose_seed = next(
        s for s in (seed(f"pres-stop-feature-{i}") for i in range(400))
        if sum(t["t"] == "free_spin" for t in ask(op="choose", state=spun["state"], princess="storm", seed=s, now=1)["steps"]) >= 4
    )
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=choose_seed, now=1)
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.hold_at("free-spin")
    game.choose("storm", wait=False)
    game.wait_held("free-spin", HOLD_MS)  # free spin 1
    game.hold_at("free-spin")
    game.release()
    game.wait_held("free-spin", HOLD_MS)  # free spin 2
    assert game.hud()["freeSpins"]["number"] == 2
    game.set_speed(1)  # its own pace: the Stop comes while free spin 2 plays
    game.hold_at("free-spin")
    game.release()
    game.blur()
    game.page.keyboard.press("Space")  # Stop, as the spin button or a tap
    game.wait_held("free-spin", HOLD_MS)  # free spin 3 is shown, from its start
    game.set_speed(SPEED)
    assert game.hud()["freeSpins"]["number"] == 3 and game.phase() == "spinning"
    assert game.scene()["powerBanner"]["title"] == f"Free spin 3 of {game.hud()['freeSpins']['total']}"
    assert game.ui("stopping") is False
    game.shot(output_dir / "pres-desktop-stop-free-spin.png", still=True)
    game.hold_at("feature-total")
    game.release()
    game.wait_held("feature-total", HOLD_MS)  # then the feature's closing screen, its total
    assert game.scene()["overlay"]["amount"] == money(chosen["round"]["win"])
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == chosen["state"]
    game.expect_money("last_win", chosen["round"]["win"])


def test_a_stop_in_the_last_spin_still_shows_the_big_win(desktop):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, TWO_MOON_ROWS, "pres-stop-big")  # EPIC WIN
    win = steps[-1]["win"]
    game.set_speed(1)
    game.spin(wait=False)
    game.wait_step(1)
    game.hold_at("big-win-4")
    game.stop(wait=False)
    game.wait_held("big-win-4", HOLD_MS)  # at its peak at once: the tier and the amount
    show = game.ui("bigWin")
    assert (show["tier"], show["text"]) == (4, money(win))
    game.expect_money("round_win", win)
    game.set_speed(SPEED)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.ui("bigWin") is None and game.state() == expected


def test_the_moon_answers_wilds_landing(desktop, output_dir):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, MOON_FOUR, "pres-moon")  # four moons land in the top row
    assert game.scene()["sky"]["moonGlow"] == 0
    game.hold_at("evaluation")
    game.page.evaluate("() => __mp.virtualFrames(60)")  # frames of 1/60 s however busy the machine: the hold comes on time
    game.spin(wait=False)
    game.wait_held("evaluation", HOLD_MS)
    game.page.evaluate("() => __mp.realFrames()")
    assert game.scene()["sky"]["moonGlow"] > 0.3  # the moon in the sky brightens as they land
    game.wait_painted()
    game.shot(output_dir / "pres-desktop-moon.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => __mp.scene().sky.moonGlow === 0")  # and dims again
    assert game.state() == expected


def test_a_win_label_shows_what_it_adds_the_multiplier_in_it(desktop):
    """A drop's labels at a multiplier over x1 say the pay with the multiplier in it ("+$0.30"), not
    "$0.10 x 3" (read as three of a kind): the medal says the multiplier."""
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
        labels = [f"+{money(w['pay'])}" for w in win["wins"]]
        assert all(label in texts for label in labels) and not any(" x " in text for text in texts), (texts, labels)
        if k + 1 < len(wins):
            game.hold_at("evaluation")
        game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_the_multiplier_and_meter_go_back_visibly_as_a_round_ends(desktop, output_dir):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, LOVE_THREE, "pres-reset-before")  # a drop (x2) and a Love win (meter 1)
    game.hold_at("reset")
    game.spin(wait=False)
    game.wait_held("reset", HOLD_MS)
    scene = game.scene()
    assert game.hud()["multiplier"] == 1 and scene["pops"]["multiplier"] == 1  # back to x1 with a pop...
    game.wait_painted()  # the frames before the hold may have shown the meter still filling (0.84 under load)
    assert game.drawn()["meter"]["value"] == 1  # ...and the meter drains from where it was
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => __mp.drawn().meter.value === 0")  # to empty: at rest, what the next round starts from
    hud = game.hud()
    assert (hud["multiplier"], hud["meter"]) == (1, 0)
    assert game.text("multiplier") == "x1" and game.text("meter") == "0/3"  # and the screen reader hears the same
    # the multiplier it reached stays readable until the next round begins, on a tag of its own beside the x1 medal
    reached = max(s["value"] for s in steps if s["t"] == "multiplier")
    assert reached > 1
    drawn = game.drawn()
    tag = drawn["reached"]
    assert tag and tag["text"] == f"reached x{reached}" and tag["px"] >= 12, tag
    # under the medal, not on its figure: the medal says x1, what the next round starts from
    figure = [t for t in game.page.evaluate("() => __mp.texts(1)[0].texts") if t["text"] == "x1"]
    assert len(figure) == 1 and not overlaps(tag, figure[0]), (tag, figure)
    game.shot(output_dir / "pres-desktop-reached.png", still=True)
    assert game.state() == expected
    # the next round starts where the screen says: no reset to show, and the last round's figure goes as it begins
    after, steps = spin_forced(game, expected, HEART_THREE, "pres-reset")
    game.hold_at("evaluation")
    game.spin(wait=False)
    game.wait_held("evaluation", HOLD_MS)
    assert game.drawn()["reached"] is None
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == after


def test_winning_symbols_glow_half_a_second_while_the_others_dim(desktop):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, HEART_THREE, "pres-glow")
    cells = sorted(c for w in next(s for s in steps if s["t"] == "win")["wins"] for c in w["cells"])
    lit = game.page.evaluate(
        """() => new Promise((resolve) => {
          const seen = [];
          __mp.virtualFrames(60, () => {
            const scene = __mp.scene();
            seen.push([scene.clock, scene.glowing, scene.dim]);
            if (document.body.dataset.phase === "ready" || seen.length > 20000) {
              __mp.realFrames();
              resolve(seen);
            }
          });
          document.querySelector("#spin").click();
        })"""
    )
    assert game.wait_phase("ready") == "ready"
    glowing = [clock for clock, on, dim in lit if sorted(on) == cells and dim >= 0.5]
    frame = 1000 / 60 * SPEED
    assert glowing and glowing[-1] - glowing[0] >= 500 - 2 * frame, (glowing[:2], glowing[-2:])
    assert game.state() == expected


def test_the_meter_fills_alike_whoever_won(desktop, output_dir):
    game = desktop
    state = game.state()
    crops = []
    for grid, label in ((LOVE_THREE, "love"), (STAR_THREE, "star")):
        expected, steps = spin_forced(game, state, grid, f"pres-meter-{label}")
        game.hold_at("reset")  # as the round ends, before the meter drains
        game.spin(wait=False)
        game.wait_held("reset", HOLD_MS)
        game.wait_painted()  # the frames before the hold may have shown the meter still filling
        drawn = game.drawn()
        meter = drawn["meter"]  # what fills it and what a full one gives, whole, on two lines, unsqueezed
        assert (meter["value"], meter["caption"], meter["lines"], meter["glow"]) == (1, "PRINCESS WINS LEAD TO A TRINITY ROUND", 2, None)
        box = drawn["meterBox"]
        inset = box["h"] * 0.3  # inside the housing: its rounded corners show the twinkling sky
        clip = {"x": box["x"] + inset, "y": box["y"] + box["h"] * 0.35, "width": box["w"] - 2 * inset, "height": box["h"] * 0.5}
        crops.append(game.page.screenshot(clip=clip, animations="disabled"))
        if label == "star":
            game.shot(output_dir / "pres-desktop-meter.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        state = expected
    assert crops[0] == crops[1]  # a Love win and a Star win fill the same first gem
    # one princess win short of full (a Love 4-run: two of three), the meter glows: the next one fills it
    expected, steps = spin_forced(game, state, LOVE_FOUR, "pres-meter-near")
    game.hold_at("reset")
    game.spin(wait=False)
    game.wait_held("reset", HOLD_MS)
    game.wait_painted()
    assert game.drawn()["meter"]["value"] == 2 and game.drawn()["meter"]["glow"] == "near"
    game.shot(output_dir / "pres-desktop-meter-near.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.drawn()["meter"]["glow"] is None  # emptied as the round ends
    assert game.state() == expected


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
        earlier = game.last_win()
        game.hold_at("returned")
        game.spin(wait=False)
        game.wait_held("returned", HOLD_MS)
        scene = game.scene()
        assert scene["banner"] == {"title": f"Returned {money(win)}", "subtitle": "", "tone": "plain", "place": "grid"}
        game.expect_money("last_win", earlier)  # the round before's until this one is over
        game.expect_money("balance", expected["balance"])
        game.shot(output_dir / f"pres-uk-{name}-returned-{label}.png", still=True)
        game.release()
        assert game.wait_phase("ready") == "ready"
        game.expect_money("last_win", win)
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


# --- win labels: three or four wins in one landing ----------------------------------------------------

LABELLED = {"three": THREE_WINS, "crossed": CROSSED_WINS, "four": FOUR_WINS}


def colour(css: str) -> tuple[float, float, float, float]:
    """A CSS colour (#rrggbb or rgba(r, g, b, a)) as 0-1 channels and alpha."""
    if css.startswith("#"):
        return int(css[1:3], 16) / 255, int(css[3:5], 16) / 255, int(css[5:7], 16) / 255, 1.0
    parts = [float(p) for p in css[css.index("(") + 1:css.index(")")].split(",")]
    return parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3] if len(parts) > 3 else 1.0


def luminance(r: float, g: float, b: float) -> float:
    """WCAG 2's relative luminance."""
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def label_contrast(label: dict) -> float:
    """The contrast of a label's letters on its pill at its worst: the pill over white where it lets a symbol through."""
    r, g, b, a = colour(label["ground"])
    ground = luminance(*(a * c + (1 - a) for c in (r, g, b)))
    ink = luminance(*colour(label["ink"])[:3])
    return (ink + 0.05) / (ground + 0.05)


def label_faults(drawn: dict, runs: list[list[list[int]]]) -> list[str]:
    """What is wrong with the labels drawn: two that overlap, one over a winning symbol's centre or on a win line, one off the
    grid, one under 11 px, one not light letters on a dark pill (contrast under 7:1 even over a white symbol)."""
    labels, grid = drawn["labels"], drawn["grid"]
    cells = {(c["row"], c["col"]): c for c in drawn["cells"]}
    centre = lambda r, c: (cells[(r, c)]["x"] + cells[(r, c)]["w"] / 2, cells[(r, c)]["y"] + cells[(r, c)]["h"] / 2)  # noqa: E731
    line_half = 0.15 * drawn["cells"][0]["w"]  # the win line's glow
    found = []
    for i, a in enumerate(labels):
        if not inside(a, grid):
            found.append(f"{a['text']} off the grid")
        if a["px"] < 11:
            found.append(f"{a['text']} at {a['px']} px")
        if label_contrast(a) < 7 or luminance(*colour(a["ink"])[:3]) < 0.8:
            found.append(f"{a['text']} {a['ink']} on {a['ground']}: {label_contrast(a):.1f}:1")
        found += [f"{a['text']} overlaps {b['text']}" for b in labels[i + 1:] if overlaps(a, b)]
        for run in runs:
            points = [centre(r, c) for r, c in run]
            found += [f"{a['text']} covers {x:.0f},{y:.0f}" for x, y in points if a["x"] < x < a["x"] + a["w"] and a["y"] < y < a["y"] + a["h"]]
            xs, ys = [x for x, _ in points], [y for _, y in points]
            line = {"x": min(xs) - line_half, "y": min(ys) - line_half, "w": max(xs) - min(xs) + 2 * line_half, "h": max(ys) - min(ys) + 2 * line_half}
            if overlaps(a, line):
                found.append(f"{a['text']} on a win line")
    return found


def test_win_labels_stand_apart_beside_their_runs_at_every_size(desktop, output_dir):
    game = desktop
    state = game.state()
    for name, grid in LABELLED.items():
        expected, steps = spin_forced(game, state, grid, f"pres-labelled-{name}")
        win = next(s for s in steps if s["t"] == "win")
        assert len(win["wins"]) >= 3, win
        runs = [w["cells"] for w in win["wins"]]
        game.hold_at("evaluation")
        game.spin(wait=False)
        game.wait_held("evaluation", HOLD_MS)
        for size_name_, size in SIZES.items():
            game.page.set_viewport_size(size)
            game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
            game.wait_painted()
            drawn = game.drawn()
            assert len(drawn["labels"]) == len(runs), (name, size_name_, drawn["labels"])
            assert label_faults(drawn, runs) == [], (name, size_name_, drawn["labels"])
            if name == "four" or size_name_ in ("phone", "desktop"):
                # the still once the pictures are painted at this size (her portrait and the sky, a moment
                # after a resize: before, the last size's, stretched: a pixelated portrait, a moon off the edge)
                game.wait_for("() => __mp.frames().whole")
                game.shot(output_dir / f"pres-{size_name_}-labels-{name}.png", still=True)
        game.page.set_viewport_size(DESKTOP)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected
        state = expected


def test_a_nearly_clear_grid_says_how_many_are_left(desktop, output_dir):
    game = desktop
    state = game.state()
    expected, steps = spin_forced(game, state, NEAR_CLEAR, "pres-near-clear", lambda steps: not any(s["t"] in ("power", "clear") for s in steps))
    game.hold_at("left-to-clear")
    game.spin(wait=False)
    game.wait_held("left-to-clear", HOLD_MS)
    drawn = game.drawn()
    banner = drawn["powerBanner"]
    assert banner and banner["title"] == "5 left to clear!" and banner["fits"] and not overlaps(banner, drawn["grid"]), banner
    game.shot(output_dir / "pres-desktop-left-to-clear.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected


def test_spins_added_in_a_stopped_free_spin_are_still_said(desktop, output_dir):
    game = desktop
    state = game.state()
    spin_seed = seed("pres-added-spin")
    spun = ask(op="spin", state=state, bet=100, seed=spin_seed, now=1, force={"grids": [HEARTS]})

    def added_in(steps: list[dict]) -> int:
        """The free spin a full meter added spins in (0: none)."""
        number = 0
        for s in steps:
            number = s["number"] if s["t"] == "free_spin" else number
            if s["t"] == "extend":
                return number
        return 0

    choose_seed = next(s for s in (seed(f"pres-added-{i}") for i in range(400))
                       if added_in(ask(op="choose", state=spun["state"], princess="storm", seed=s, now=1)["steps"]) >= 1)
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=choose_seed, now=1)
    at = added_in(chosen["steps"])
    added = next(s for s in chosen["steps"] if s["t"] == "extend")["added"]
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    assert game.spin() == "choice"
    for k in range(1, at + 1):
        game.hold_at("free-spin")
        if k == 1:
            game.choose("storm", wait=False)
        else:
            game.release()
        game.wait_held("free-spin", HOLD_MS)  # free spin k
    game.set_speed(1)  # its own pace: the Stop comes while the spin that fills the meter plays
    game.hold_at("extend")
    game.release()
    game.blur()
    game.page.keyboard.press("Space")  # Stop: the spin cut, its extension's banner taken to its peak and held there
    game.wait_for("() => document.body.dataset.held === 'extend' || document.body.dataset.phase !== 'spinning'", timeout=HOLD_MS)
    assert game.page.evaluate("document.body.dataset.held") == "extend"
    total = next(s for s in chosen["steps"] if s["t"] == "extend")["total"]
    banner = game.scene()["banner"]
    assert (banner["title"], banner["subtitle"]) == (f"+{added} Free Spins", f"{total} in all"), banner
    hud = game.hud()  # the box's spins left, the panel's "of N" and the HUD say what the banner says
    assert hud["freeSpins"] == {"number": at, "total": total} and hud["freeSpinsLeft"] == total - at, hud
    game.wait_painted()  # the page's HUD is written as a frame paints: on a loaded machine the hold's frame may be to come
    assert game.page.evaluate("document.getElementById('free-spins').textContent") == str(total - at)
    for size_name_ in ("phone", "small-landscape", "desktop"):
        drawn = resized(game, SIZES[size_name_])
        assert drawn["banner"]["fits"] and drawn["banner"]["title"] == f"+{added} Free Spins", drawn["banner"]
        game.shot(output_dir / f"pres-{size_name_}-stopped-extend.png", still=True)
    game.page.set_viewport_size(DESKTOP)
    game.hold_at("free-spin")
    game.release()
    game.wait_held("free-spin", HOLD_MS)  # the next free spin, from its start
    game.set_speed(SPEED)
    game.wait_painted()
    assert game.hud()["freeSpins"]["number"] == at + 1
    tag = game.drawn()["added"]
    assert tag and tag["text"] == f"+{added} spins" and tag["px"] >= 12, tag
    box = game.drawn()["freeSpins"]  # above the box, its words clear
    assert tag["y"] + tag["h"] <= box["y"] and abs(tag["x"] + tag["w"] / 2 - (box["x"] + box["w"] / 2)) < 1, (tag, box)
    game.shot(output_dir / "pres-desktop-spins-added.png", still=True)
    game.hold_at(None)
    game.release()
    assert game.wait_phase("ready") == "ready"
    assert game.drawn()["added"] is None
    assert game.state() == chosen["state"]


# Each frame painted while a show is up: the show's own figure, the bar's Win, and whether that figure was drawn on the canvas.
SAMPLE_SHOWS = """() => new Promise((resolve) => {
  const seen = [];
  let painted = __mp.frames().count;
  __mp.virtualFrames(60, () => {
    const scene = __mp.scene();
    const fresh = __mp.frames().count !== painted; // a frame with nothing new is not painted: the last one stays on screen
    painted = __mp.frames().count;
    const up = scene.bigWin || (scene.overlay && scene.overlay.kind === "feature" ? scene.overlay : null);
    const show = up ? (scene.bigWin ? up.text : up.amount) : null;
    const drawn = __mp.texts(1)[0].texts.filter((t) => t.alpha >= 0.05).map((t) => t.text);
    // once the show is in (and until it leaves) its figure must be on the canvas
    if (show !== null && fresh) seen.push([show, document.querySelector("#round-win").textContent, drawn.includes(show) || up.p * (1 - up.out) < 0.2]);
    if (document.body.dataset.phase !== "spinning" || seen.length > 20000) {
      __mp.realFrames();
      resolve(seen);
    }
  });
  document.querySelector("#spin").click();
})"""


def test_every_shows_counting_figure_is_the_bars_win_at_every_frame(desktop):
    game = desktop
    state = game.state()
    # a big win, then a feature whose closing screen counts its total
    expected, steps = spin_forced(game, state, MOON_ROW, "pres-figure-big")
    seen = game.page.evaluate(SAMPLE_SHOWS)
    assert game.wait_phase("ready") == "ready" and game.state() == expected
    shows = list(seen)
    spin_seed, choose_seed = seed("pres-figure-spin"), seed("pres-figure-choose")
    spun = ask(op="spin", state=expected, bet=100, seed=spin_seed, now=1, force={"grids": [HEARTS]})
    chosen = ask(op="choose", state=spun["state"], princess="love", seed=choose_seed, now=1)
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.at("choice_card", "love").focus()
    seen = game.page.evaluate(SAMPLE_SHOWS.replace('document.querySelector("#spin").click();', 'document.activeElement.click();'))
    assert game.wait_phase("ready") == "ready" and game.state() == chosen["state"]
    shows += seen
    assert len({figure for figure, _, _ in shows}) > 30, shows  # the figures of both counts, frame by frame
    for i, (figure, bar, drawn) in enumerate(shows):
        assert figure == bar, (i, shows[max(0, i - 8):i + 3])  # the show's figure is the bar's Win, frame by frame
        assert drawn, (i, figure)  # and it is the figure drawn on the canvas that frame
