"""Every moment of the princess and the scene, in English at the six sizes of
test_presentation.py (390x844 to 2560x1440) and in German at three of them, screenshot into tests/output/ as
moment-LANG-MOMENT-SIZE.png to be looked at: at rest, a win she smiles at, the moon answering
wilds, each Girl Power's cut-in and cast, a princess change at the light's height, Stop's moment,
the big win she leads, and the round a reload resumes.

One page a language. Each moment is held at its peak (`__mp.holdAt`) and the window resized under
it; at each size the test waits until the renderer has drawn her picture there, then checks that
the moment's parts are on the screen and whole.
"""

from __future__ import annotations

from typing import Any, Callable

from tests.browser.test_languages_canvas import at_size, hold_a_princess_change, on_screen
from tests.browser.test_presentation import HOLD_MS, MOON_FOUR, SIZES, SPEED, TIERS, inside, overlaps, spin_forced, tier_of
from midnight_princess_testkit import DESKTOP, LOVE_ROW, GamePage, open_game, seeds_where

Check = Callable[[dict[str, Any], dict[str, int], str], None]
PORTRAIT_SHOWN = "() => { const p = __mp.drawn().princess; return p && p.drawn; }"


# German's longer words at the sizes where they are tightest: a phone either way up and the
# desktop (English at all six; test_languages_canvas.py fits every language at every size).
SIZES_BY_LANG = {"en": tuple(SIZES), "de": ("phone", "small-landscape", "desktop")}


def every_size(game: GamePage, lang: str, moment: str, output_dir, ready: str = PORTRAIT_SHOWN, check: Check | None = None) -> None:  # type: ignore[no-untyped-def]
    """At each of the language's sizes: the window resized, `ready` (a JavaScript predicate) waited for, `check`, the screenshot; then back at desktop size."""
    for name in SIZES_BY_LANG[lang]:
        size = SIZES[name]
        at_size(game, size)
        game.wait_for(ready, timeout=HOLD_MS)
        game.wait_painted()
        if check:
            check(game.drawn(), size, f"{lang} {moment} {name}")
        game.shot(output_dir / f"moment-{lang}-{moment}-{name}.png", still=True)
    at_size(game, DESKTOP)


def hold(game: GamePage, name: str) -> None:
    game.hold_at(name)
    game.release()
    game.wait_held(name, HOLD_MS)


def let_go(game: GamePage, expected: dict[str, Any]) -> None:
    game.hold_at(None)
    game.release()
    assert game.wait_phase("ready") == "ready"
    game.wait_for("() => !__mp.scene().busy")
    assert game.state() == expected


def cut_in_whole(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
    cut = drawn["cutIn"]
    assert cut["her"]["drawn"] and cut["her"]["y"] < cut["band"]["y"], (where, cut)
    assert cut["band"]["alpha"] == 1, (where, cut["band"])  # her band opaque: nothing on the stage shows through it
    assert 0 <= cut["name"]["x"] and cut["name"]["x"] + cut["name"]["w"] <= size["width"], (where, cut["name"])


def banner_whole(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
    assert drawn["powerBanner"]["fits"] and on_screen(drawn["powerBanner"], size), (where, drawn["powerBanner"])
    # her portrait leans out of its frame, and the frame (crest and rim) stays whole on the stage: off the screen's edge, clear of the header
    frame = drawn["princess"]["frame"]
    assert drawn["princess"]["lean"] == 1 and inside(frame, drawn["stage"]), (where, frame, drawn["stage"])


def labels_clear(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
    banners = [b for b in (drawn["banner"], drawn["powerBanner"], drawn["total"]) if b]
    assert banners and not [(l, b) for l in drawn["labels"] for b in banners if overlaps(l, b)], (where, drawn["labels"], banners)


def halted(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
    assert drawn["princess"]["drawn"] and drawn["princess"]["pose"] == "halt", (where, drawn["princess"])


def coins_on_stage(game: GamePage) -> Check:
    """The big win's check, and its coins falling on the stage alone: not over the header or the HUD (the page's, over the canvas)."""
    def check(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
        lead_whole(drawn, size, where)
        stage = drawn["stage"]
        assert drawn["coins"] == stage, (where, drawn["coins"], stage)
        page = game.page.evaluate("() => ['top', 'hud'].map((id) => { const r = document.getElementById(id).getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })")
        assert not [box for box in page if overlaps(box, stage)], (where, stage, page)
    return check


def lead_whole(drawn: dict[str, Any], size: dict[str, int], where: str) -> None:
    assert drawn["lead"]["drawn"] and drawn["lead"]["h"] >= 0.55 * drawn["grid"]["size"], (where, drawn["lead"])
    assert drawn["lead"]["y"] >= drawn["stage"]["y"], (where, drawn["lead"], drawn["stage"])  # her head under the page's header, never behind it
    assert drawn["lead"]["chin"] < drawn["lead"]["wordsTop"], (where, drawn["lead"])  # her face above the title, never under it
    assert drawn["bigWin"] == {"tier": 4, "fits": True, "veil": 0.96}, (where, drawn["bigWin"])  # at its top tier, whole, over its veil


def test_every_moment_in_english_and_german_at_their_sizes(browser, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    for lang in ("en", "de"):
        game = open_game(browser, debug_site, DESKTOP, speed=SPEED, query=f"?lang={lang}")
        try:
            every_size(game, lang, "rest", output_dir, "() => { const p = __mp.drawn().princess; return p && p.drawn && p.pose === 'rest'; }")

            # four moons land: the moon in the sky answers; then the win she smiles at
            state = game.state()
            expected, _ = spin_forced(game, state, MOON_FOUR, f"moments-{lang}-moon")
            game.hold_at("evaluation")
            game.page.evaluate("() => __mp.virtualFrames(60)")  # frames of 1/60 s however busy the machine: the hold comes on time
            game.spin(wait=False)
            game.wait_held("evaluation", HOLD_MS)
            game.page.evaluate("() => __mp.realFrames()")
            assert game.scene()["sky"]["moonGlow"] > 0.3
            every_size(game, lang, "moon", output_dir, "() => __mp.drawn().moon !== null")
            hold(game, "win")
            every_size(game, lang, "win", output_dir, "() => { const p = __mp.drawn().princess; return p && p.drawn && p.pose === 'joy'; }", labels_clear)
            let_go(game, expected)

            # a trinity round: each princess's cut-in, then her cast with the cells changed
            expected, steps = spin_forced(game, expected, LOVE_ROW, f"moments-{lang}-trinity",
                                          lambda steps: [s["princess"] for s in steps if s["t"] == "power"] == ["love", "star", "storm"])
            game.hold_at("cut-in-love")
            game.spin(wait=False)
            game.wait_held("cut-in-love", HOLD_MS)
            for k, who in enumerate(("love", "star", "storm")):
                if k:
                    hold(game, f"cut-in-{who}")
                every_size(game, lang, f"cut-in-{who}", output_dir, "() => { const c = __mp.drawn().cutIn; return c && c.her.drawn; }", cut_in_whole)
                hold(game, f"power-{who}")
                every_size(game, lang, f"power-{who}", output_dir, check=banner_whole)
            let_go(game, expected)

            # a base power hands the portrait to another princess: at the light's height
            expected = hold_a_princess_change(game, expected, f"moments-{lang}-change")
            every_size(game, lang, "princess-change", output_dir, "() => { const p = __mp.drawn().princess; return p && p.drawn && p.shown === p.id; }")
            let_go(game, expected)

            # Stop in a drop with its labels up: the freeze-flash, her hand raised
            seeds, expected, _ = seeds_where(expected, expected["bet"], 1, f"moments-{lang}-stop",
                                             lambda steps: 0 < steps[-1]["win"] < 10 * expected["bet"] and sum(s["t"] == "win" for s in steps) >= 2
                                             and "trinity_start" not in [s["t"] for s in steps])
            game.queue_seeds(seeds)
            game.hold_at("evaluation")
            game.spin(wait=False)
            game.wait_held("evaluation", HOLD_MS)
            game.hold_at("stop")
            game.page.evaluate("() => __mp.virtualFrames(60)")  # her hand is up for 0.5 s: the hold must come on time
            game.stop(wait=False)
            game.wait_held("stop", HOLD_MS)
            game.page.evaluate("() => __mp.realFrames()")
            assert game.scene()["flash"] == 1 and game.scene()["texts"] == []  # the freeze-flash at its height, the labels gone
            every_size(game, lang, "stop", output_dir, check=halted)
            let_go(game, expected)

            # the big win she leads, at its top tier
            expected, _ = spin_forced(game, expected, TIERS[4], f"moments-{lang}-epic", lambda steps: tier_of(steps[-1]["win"]) == 4)
            game.hold_at("big-win-4")
            game.spin(wait=False)
            game.wait_held("big-win-4", HOLD_MS)
            every_size(game, lang, "big-win", output_dir, "() => { const l = __mp.drawn().lead; return l && l.drawn; }", coins_on_stage(game))
            let_go(game, expected)

            # a reload in mid-round: the round resumes on a whole frame (held at the step after)
            seeds, expected, rounds = seeds_where(expected, expected["bet"], 1, f"moments-{lang}-reload", lambda steps: [s["t"] for s in steps].count("win") >= 2)
            at = next(i for i, s in enumerate(rounds[0]) if s["t"] == "remove") + 1
            game.queue_seeds(seeds)
            game.page.evaluate("at => __mp.pauseAt(at)", at)
            game.spin(wait=False)
            game.wait_paused(at)
            game.open(f"?lang={lang}", pause=at + 1)
            game.wait_for("() => getComputedStyle(document.getElementById('loading')).visibility === 'hidden'")
            assert game.page.evaluate("() => __mp.frames().whole") is True
            every_size(game, lang, "reload", output_dir, "() => __mp.drawn().moon !== null && __mp.drawn().princess.drawn")
            assert not game.errors, game.errors
        finally:
            game.close()
