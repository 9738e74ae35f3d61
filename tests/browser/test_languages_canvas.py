"""The canvas's words in every language, at every size (docs/languages.md): test_presentation.py's
moments, here in English, German, Spanish, French, Brazilian Portuguese and Swedish.

One page a language. Each moment is held at its peak (`__mp.holdAt`) and the window is resized
under it through test_layout.py's sizes, from 360x640 to 2560x1440; at each no word is under
11 CSS px, on the canvas (every word drawn, as `__mp.texts()` measures it where it shows) or in the
page (computed font sizes), and the renderer's own
report (`__mp.drawn()`) says the words fit at a readable size, never squeezed: the free-spins box's
reminder (broken to more lines where the box is narrow, never dropped) and its count, the meter's caption
(some form of it; at phone portrait, tablet and desktop size its longest, what fills it and what a
full one gives), the multiplier medal's word (shrunk or shortened, never dropped), the trinity round's and the free spins' starts on the whole stage, a Girl Power's banner beside the grid, a princess change's caption ("Star takes over"), a big win's title and amount, the
free-spins choice's cards, a free spin's banner, and the feature's closing screen with its big-win
tier. English, German and Swedish are screenshot at six sizes, phones to a large screen
(lang-canvas-CODE-MOMENT-SIZE.png).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.test_layout import MIN_TEXT_PX, SIZES, SMALL_TEXT, size_name
from tests.browser.test_presentation import FOUR_WINS, HOLD_MS, SPEED, TIERS, label_faults, overlaps, spin_forced, tier_of
from midnight_princess_testkit import DESKTOP, HEARTS, LOVE_ROW, PHONE, PHONE_LANDSCAPE, TABLET, GamePage, open_game, seeds_where

LANGUAGES = ["en", "de", "es", "fr", "pt-BR", "sv"]
# A cached picture drawn at whole device pixels may show its words a hair smaller than painted (0.2% at most).
SNAP = 0.99
SHOWN = ("en", "de", "sv")  # the languages screenshot (English, German's long words, Swedish's)
# the sizes they are screenshot at: phones upright and on their side, a small phone on its side, a tablet, a desktop, a large screen
SHOT_SIZES = ((390, 844), (844, 390), (640, 360), (820, 1180), (1440, 900), (2560, 1440))


def at_size(game: GamePage, size: dict[str, int]) -> dict[str, Any]:
    """The window at `size` and what the renderer drew in a frame painted there."""
    game.page.set_viewport_size(size)
    game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
    game.wait_painted()
    return game.drawn()  # type: ignore[return-value]


def on_screen(box: dict[str, float], size: dict[str, int]) -> bool:
    return box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["w"] <= size["width"] + 0.5 and box["y"] + box["h"] <= size["height"] + 0.5


# The last frame's words all at `least` px or more (alpha under 0.05: not shown).
LEGIBLE = "least => __mp.texts(1)[0].texts.every((t) => t.alpha < 0.05 || t.px >= least)"


def box_words(game: GamePage, box: dict[str, float]) -> list[tuple[str, bool]]:
    """The words drawn in the last frame with their middle in `box`, top to bottom, and whether each stands wholly inside it."""
    texts = game.page.evaluate("() => __mp.texts(1)[0].texts")
    inside = [t for t in texts if t["alpha"] >= 0.05 and box["x"] <= t["x"] + t["w"] / 2 <= box["x"] + box["w"]
              and box["y"] <= t["y"] + t["h"] / 2 <= box["y"] + box["h"]]
    return [(t["text"], box["x"] - 0.5 <= t["x"] and t["x"] + t["w"] <= box["x"] + box["w"] + 0.5) for t in sorted(inside, key=lambda t: t["y"])]


def small_words(game: GamePage) -> list[str]:
    """The words shown under 11 CSS px: drawn on the canvases in the last frame painted, and in the page.
    Right after a resize the last size's portrait stands in, scaled, until her picture at this size
    arrives from the painter's worker: it is given a few seconds."""
    try:
        game.wait_for(LEGIBLE, MIN_TEXT_PX * SNAP, timeout=5000)
    except PlaywrightError:
        pass  # the words still too small are said below
    texts = game.page.evaluate("() => __mp.texts(1)[0].texts")
    drawn = sorted({f"{t['where']}: {t['px']:.1f}px {t['text']!r}" for t in texts if t["alpha"] >= 0.05 and t["px"] < MIN_TEXT_PX * SNAP})
    return drawn + game.page.evaluate(SMALL_TEXT, MIN_TEXT_PX)  # type: ignore[no-any-return]


def every_size(game: GamePage, lang: str, moment: str, output_dir, check) -> None:  # type: ignore[no-untyped-def]
    """`check(drawn, where)` at every size, and no word under 11 px; the screenshots; back at desktop size."""
    for size in SIZES:
        where = f"{lang} {moment} {size_name(size)}"
        drawn = at_size(game, size)
        assert small_words(game) == [], where
        if lang in SHOWN and (size["width"], size["height"]) in SHOT_SIZES:
            try:  # the sky's and her pictures at this size, not the last size's scaled (a still once showed the castle cut at the edge)
                game.wait_for("() => __mp.frames().whole", timeout=5000)
            except PlaywrightError:
                pass  # a screenshot, not a check: taken as it stands
            game.shot(output_dir / f"lang-canvas-{lang}-{moment}-{size_name(size)}.png", still=True)
        check(drawn, size, where)
    at_size(game, DESKTOP)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_canvas_words_fit_every_size(lang, browser, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = open_game(browser, debug_site, DESKTOP, speed=SPEED, query=f"?lang={lang}")
    try:
        assert game.page.evaluate("() => document.documentElement.lang") == lang

        def idle(drawn: dict, size: dict[str, int], where: str) -> None:
            assert drawn["meter"]["caption"], where  # the long, short, tiny or shortest caption: one of them fits
            if size in (PHONE, TABLET, DESKTOP):
                assert drawn["meter"]["form"] == 0 and drawn["meter"]["px"] >= MIN_TEXT_PX, (where, drawn["meter"])
            medal = drawn["multiplier"]
            assert medal["word"] and medal["fits"] and medal["px"] >= MIN_TEXT_PX, (where, medal)
            # the free-spins box keeps its reminder (the call to clear the grid), broken to more lines where narrow, never dropped
            box = drawn["freeSpins"]
            assert len(box["lines"]) >= 2 and box["px"] >= MIN_TEXT_PX, (where, box)
            assert box_words(game, box) == [(line, True) for line in box["lines"]], (where, box)

        every_size(game, lang, "idle", output_dir, idle)

        # a trinity round: each princess's power, its banner beside the grid
        state = game.state()
        expected, steps = spin_forced(game, state, LOVE_ROW, f"lang-{lang}-trinity",
                                      lambda steps: [s["princess"] for s in steps if s["t"] == "power"] == ["love", "star", "storm"])
        game.hold_at("trinity-start")
        game.spin(wait=False)
        game.wait_held("trinity-start", HOLD_MS)

        def feature_start(drawn: dict, size: dict[str, int], where: str) -> None:
            start = drawn["featureStart"]  # the three princesses (or the free spins' one) on the whole stage, the words under them
            assert start and start["fits"] and start["title"]["px"] >= MIN_TEXT_PX and start["subtitle"]["px"] >= MIN_TEXT_PX, (where, start)
            assert on_screen(start["words"], size) and all(on_screen(f["face"], size) for f in start["figures"]), (where, start)
            assert not any(overlaps(start["words"], f["face"]) for f in start["figures"]), (where, start)

        every_size(game, lang, "trinity-start", output_dir, feature_start)
        game.hold_at("power-love")
        game.release()
        game.wait_held("power-love", HOLD_MS)

        def power(drawn: dict, size: dict[str, int], where: str) -> None:
            banner = drawn["powerBanner"]
            assert banner and banner["fits"], (where, banner)  # wrapped or smaller, never squeezed
            assert on_screen(banner, size) and not overlaps(banner, drawn["grid"]), (where, banner, drawn["grid"])
            assert drawn["meter"]["caption"], where

        every_size(game, lang, "power", output_dir, power)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected

        # a base power hands over to another princess: the caption that says so, beside the grid
        seeds, expected, rounds = seeds_where(expected, expected["bet"], 1, f"lang-{lang}-change",
                                              lambda steps: any(s["t"] == "princess" for s in steps) and steps[-1]["win"] < 10 * expected["bet"])
        name = next(s["value"] for s in rounds[0] if s["t"] == "princess").capitalize()
        game.queue_seeds(seeds)
        game.hold_at("takes-over")
        game.spin(wait=False)
        game.wait_held("takes-over", HOLD_MS)

        def takes_over(drawn: dict, size: dict[str, int], where: str) -> None:
            banner = drawn["powerBanner"]
            assert banner and banner["fits"] and name in banner["title"], (where, banner)
            assert on_screen(banner, size) and not overlaps(banner, drawn["grid"]), (where, banner, drawn["grid"])

        every_size(game, lang, "takes-over", output_dir, takes_over)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected

        # four wins at once: their labels, apart and off the winning symbols
        expected, steps = spin_forced(game, expected, FOUR_WINS, f"lang-{lang}-labels")
        runs = [w["cells"] for w in next(s for s in steps if s["t"] == "win")["wins"]]
        game.hold_at("evaluation")
        game.spin(wait=False)
        game.wait_held("evaluation", HOLD_MS)

        def labels(drawn: dict, size: dict[str, int], where: str) -> None:
            assert len(drawn["labels"]) == len(runs) and label_faults(drawn, runs) == [], (where, drawn["labels"])

        every_size(game, lang, "labels", output_dir, labels)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected

        # a big win at its top tier (EPIC: in German EPISCHER GEWINN), its title and amount
        expected, steps = spin_forced(game, expected, TIERS[4], f"lang-{lang}-epic", lambda steps: tier_of(steps[-1]["win"]) == 4)
        game.hold_at("big-win-4")
        game.spin(wait=False)
        game.wait_held("big-win-4", HOLD_MS)

        def big_win(drawn: dict, size: dict[str, int], where: str) -> None:
            # at its peak its veil hides every word beneath (the meter's caption, her nameplate)
            assert drawn["bigWin"] == {"tier": 4, "fits": True, "veil": 0.96}, (where, drawn["bigWin"])

        every_size(game, lang, "big-win", output_dir, big_win)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected

        # a grid clear: the choice's cards, then a free spin's banner and the feature's closing screen
        game.force([HEARTS])
        assert game.spin() == "choice"

        def cards(drawn: dict, size: dict[str, int], where: str) -> None:
            assert len(drawn["cards"]) == 3 and all(card["fits"] for card in drawn["cards"]), (where, drawn["cards"])

        every_size(game, lang, "choice", output_dir, cards)
        game.hold_at("free-spins-start")
        game.choose("storm", wait=False)
        game.wait_held("free-spins-start", HOLD_MS)
        every_size(game, lang, "free-spins-start", output_dir, feature_start)
        game.hold_at("free-spin")
        game.release()
        game.wait_held("free-spin", HOLD_MS)

        def free_spin(drawn: dict, size: dict[str, int], where: str) -> None:
            banner = drawn["powerBanner"]
            assert banner and banner["fits"] and on_screen(banner, size), (where, banner)
            assert not overlaps(banner, drawn["grid"]), (where, banner, drawn["grid"])
            box = drawn["freeSpins"]  # spins left: its label, the count and "spin 1 of 5", each inside the box
            assert box_words(game, box) == [(line, True) for line in box["lines"]] and len(box["lines"]) == 3, (where, box)

        every_size(game, lang, "free-spin", output_dir, free_spin)
        game.hold_at("feature-total")
        game.release()
        game.wait_held("feature-total", HOLD_MS)

        def total(drawn: dict, size: dict[str, int], where: str) -> None:
            assert drawn["overlay"]["kind"] == "feature" and drawn["overlay"]["fits"], (where, drawn["overlay"])
            assert drawn["overlay"]["veil"] == 0.96, (where, drawn["overlay"])

        every_size(game, lang, "feature-total", output_dir, total)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
    finally:
        game.close()


# The phones' sizes a portrait turns at in test_a_portrait_turn_keeps_her_nameplate_legible_on_phones: upright, on its side, a small one on its side.
TURN_SIZES = (PHONE, PHONE_LANDSCAPE, {"width": 667, "height": 375})


def hold_a_princess_change(game: GamePage, state: dict[str, Any], tag: str) -> dict[str, Any]:
    """Spin a round found from `state` in which a power hands the portrait to another princess (a win
    under 10 stakes) and hold it at the light's height; returns the state the round ends in."""
    seeds, expected, _ = seeds_where(state, state["bet"], 1, tag,
                                     lambda steps: any(s["t"] == "princess" for s in steps) and steps[-1]["win"] < 10 * state["bet"])
    game.queue_seeds(seeds)
    game.hold_at("princess")
    game.spin(wait=False)
    game.wait_held("princess", HOLD_MS)
    return expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_portrait_turn_keeps_her_nameplate_legible_on_phones(lang, browser, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    """A princess change held at its peak (the portrait turning, the new one at the light's height) while
    the window becomes a phone (a rotation, a resize): in every frame drawn from then on no word is under
    11 px. The portraits painted at the size before stand in, scaled, until this size's come: her
    nameplate (its small word, PRINCESS / PRINZESSIN, and her name) is drawn at the size it shows, as at
    rest, never scaled down with them (lang-canvas-CODE-turn-SIZE.png)."""
    game = open_game(browser, debug_site, DESKTOP, speed=SPEED, query=f"?lang={lang}")
    try:
        expected = hold_a_princess_change(game, game.state(), f"lang-{lang}-turn")
        game.wait_for("() => { const p = __mp.drawn().princess; return p && p.drawn && p.shown === p.id; }")
        for size in TURN_SIZES:
            where = f"{lang} turn {size_name(size)}"
            frame = game.page.evaluate("() => __mp.frames().count")
            game.page.set_viewport_size(size)
            game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
            game.wait_painted(30)  # the pictures of this size have come by then
            frames = game.page.evaluate("f => __mp.texts(240).filter((t) => t.frame > f)", frame)
            small = sorted({f"{t['px']:.1f}px {t['text']!r}" for f in frames for t in f["texts"] if t["alpha"] >= 0.05 and t["px"] < MIN_TEXT_PX * SNAP})
            assert len(frames) >= 30 and small == [], (where, small)
            assert game.drawn()["princess"]["drawn"], where
            game.shot(output_dir / f"lang-canvas-{lang}-turn-{size_name(size)}.png", still=True)
            game.page.set_viewport_size(DESKTOP)  # back where the nameplate has its small word, for the next size's resize
            game.wait_painted(30)
        game.hold_at(None)
        game.release()
        assert game.wait_phase("ready") == "ready"
        assert game.state() == expected
    finally:
        game.close()
