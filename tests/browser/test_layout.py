"""Layout at every size: with long amounts (a balance of $99,999.99, a win of $500,000.00) every
control and HUD figure sits inside the viewport, whole and apart; the free-spins choice fits without
scrolling; no text is under 11 CSS px; the bet's ends and an uncovered bet are shown; tablets are
bigger. Screenshots of each size land in tests/output/."""

from __future__ import annotations

from typing import Any

import pytest

from midnight_princess_testkit import HEARTS
from midnight_princess_testkit import CONTROLS, GamePage, sel
from midnight_princess_testkit import DESKTOP, PHONE, PHONE_LANDSCAPE, TABLET

# Portrait and landscape, from the smallest phone to a 1440p screen.
SIZES = [
    {"width": 360, "height": 640},
    PHONE,
    {"width": 640, "height": 360},
    PHONE_LANDSCAPE,
    TABLET,
    {"width": 1180, "height": 820},
    {"width": 1024, "height": 768},
    DESKTOP,
    {"width": 1920, "height": 1080},
    {"width": 2560, "height": 1440},
]
LONG_BALANCE = 9_999_999  # $99,999.99
TOP_BET = 10_000  # $100.00, the highest bet level
LONG_WIN = "$500,000.00"  # 5,000x the top bet, the largest win there is
FIGURES = ("balance", "bet", "round_win", "last_win", "free_spins", "session_time", "session_net")
MIN_TEXT_PX = 11
NESTED = {("bet_select", "bet")}  # the bet figure is Select bet's own text

# Each named element's box, whether its text is cut (wider or taller than its box, or than the
# box of the stat, button or session item holding it), and its text.
MEASURE = """(selectors) => {
  const out = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const el = document.querySelector(selector);
    const r = el.getBoundingClientRect();
    const holder = el.closest('.stat, button, .session-item') || el;
    const h = holder.getBoundingClientRect();
    const cut = (e) => e.clientWidth > 0 && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
    const outside = r.left < h.left - 0.5 || r.right > h.right + 0.5 || r.top < h.top - 0.5 || r.bottom > h.bottom + 0.5;
    out[name] = {x: r.left, y: r.top, right: r.right, bottom: r.bottom, w: r.width, h: r.height,
                 clipped: cut(el) || cut(holder) || outside, text: el.textContent.trim(),
                 visible: getComputedStyle(el).visibility !== 'hidden' && r.width > 0 && r.height > 0};
  }
  return {items: out, width: innerWidth, height: innerHeight,
          scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight};
}"""

# Every element that shows text of its own, visible, and its computed font size.
SMALL_TEXT = """(min) => {
  const small = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('[hidden], dialog:not([open]), .sr-only, #loading, script, style, svg')) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
    const px = parseFloat(style.fontSize);
    if (px < min) small.push(`${el.id || el.className || el.tagName}: ${px}px "${el.textContent.trim().slice(0, 30)}"`);
  }
  return small;
}"""

# The win figures as a 5,000x win at the top bet shows them (the page's own format).
WRITE_LONG_WIN = """(win) => {
  for (const id of ['round-win', 'last-win']) document.getElementById(id).textContent = win;
}"""
# A session of this tab 10 hours old that started from nothing: Net +$99,999.99, time 10:00:00.
LONG_SESSION = """sessionStorage.setItem('midnight-princess/v1/session',
  JSON.stringify({startedAt: Date.now() - 36e6, startBalance: 0, rounds: 0}));"""


def overlap(a: dict[str, float], b: dict[str, float]) -> float:
    """The area two boxes share."""
    w = min(a["right"], b["right"]) - max(a["x"], b["x"])
    h = min(a["bottom"], b["bottom"]) - max(a["y"], b["y"])
    return max(0.0, w) * max(0.0, h)


def measure(game: GamePage, names: tuple[str, ...]) -> dict[str, Any]:
    return game.page.evaluate(MEASURE, {name: sel(name) for name in names})


def size_name(size: dict[str, int]) -> str:
    return f"{size['width']}x{size['height']}"


@pytest.fixture()
def rich_game(game_factory, debug_site) -> GamePage:  # type: ignore[no-untyped-def]
    """A new game with a balance of $99,999.99 in a 10-hour session, the bet at the top level, at rest."""
    game = game_factory(debug_site, init=f"window.__MP_TEST.balance = {LONG_BALANCE};" + LONG_SESSION)
    game.open()
    game.wait_idle()
    game.set_bet(TOP_BET)
    return game


def test_long_amounts_fit_every_size(rich_game: GamePage, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = rich_game
    assert game.balance() == LONG_BALANCE and game.bet() == TOP_BET
    names = CONTROLS + FIGURES
    spin_height = {}
    for size in SIZES:
        game.page.set_viewport_size(size)
        game.page.evaluate(WRITE_LONG_WIN, LONG_WIN)
        game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
        found = measure(game, names)
        items = found["items"]
        where = size_name(size)
        assert items["round_win"]["text"] == LONG_WIN and items["balance"]["text"] == "$99,999.99", where
        assert items["session_net"]["text"] == "+$99,999.99" and items["session_time"]["text"].startswith("10:"), where
        assert found["scrollWidth"] <= size["width"] and found["scrollHeight"] <= size["height"], (where, found)
        for name in names:
            box = items[name]
            assert box["visible"], (where, name)
            assert box["x"] >= -0.5 and box["y"] >= -0.5, (where, name, box)
            assert box["right"] <= size["width"] + 0.5 and box["bottom"] <= size["height"] + 0.5, (where, name, box)
            assert not box["clipped"], (where, name, box)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if (a, b) in NESTED or (b, a) in NESTED:
                    continue
                assert overlap(items[a], items[b]) == 0, (where, a, b, items[a], items[b])
        assert items["spin"]["text"] == "Spin", where
        spin_height[where] = items["spin"]["h"]
        assert game.page.evaluate(SMALL_TEXT, MIN_TEXT_PX) == [], where
        game.shot(output_dir / f"layout-long-{where}.png", still=True)
    # Tablets scale the HUD and the controls up (20 px to the rem against a phone's 16).
    assert spin_height["820x1180"] >= 1.2 * spin_height["390x844"], spin_height


CHOICE_PARTS = ".choice-card canvas, .choice-power, .choice-extend, .choice-swing"

# The choice's box, the HUD's and the header's, and every card part: box and whether it shows.
CHOICE_MEASURE = """(parts) => {
  const box = (el) => { const r = el.getBoundingClientRect(); return {x: r.left, y: r.top, right: r.right, bottom: r.bottom}; };
  const root = document.getElementById('choice');
  const inner = root.querySelector('.choice-box');
  return {
    choice: box(root), hud: box(document.getElementById('hud')), top: box(document.getElementById('top')),
    scrolls: inner.scrollHeight > inner.clientHeight + 1 || root.scrollHeight > root.clientHeight + 1,
    parts: [...root.querySelectorAll(parts)].map((el) => ({...box(el), cls: el.className || el.tagName,
      text: el.textContent.trim(), shown: getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0})),
    keys: [...root.querySelectorAll('.choice-key')].map((el) => getComputedStyle(el).display !== 'none'),
    dialog: box(inner), background: getComputedStyle(root).backgroundColor, image: getComputedStyle(root).backgroundImage,
    blur: parseFloat((/blur[(]([0-9.]+)px[)]/.exec(getComputedStyle(root).backdropFilter) || [0, 0])[1]),
    rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
    focused: document.activeElement.id || document.activeElement.className,
  };
}"""


def alpha(colour: str) -> float:
    """The alpha of a computed CSS colour (rgb(...) is opaque)."""
    parts = colour[colour.index("(") + 1:-1].replace("/", ",").split(",")
    return float(parts[3]) if len(parts) == 4 else 1.0


def choice_fits(game: GamePage, size: dict[str, int]) -> dict[str, Any]:
    """At `size`, the choice sits between the header and the HUD and every card part shows inside it."""
    game.page.set_viewport_size(size)
    game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
    where = size_name(size)
    # the shell measures the free area on resize: wait until the choice sits under the header
    game.wait_for("() => document.getElementById('choice').getBoundingClientRect().top >= document.getElementById('top').getBoundingClientRect().bottom - 1")
    game.wait_painted()  # the grid drawn at this size, not the last one (under load its frame lagged the resize)
    found = game.page.evaluate(CHOICE_MEASURE, CHOICE_PARTS)
    choice = found["choice"]
    assert not found["scrolls"], where
    assert overlap(choice, found["hud"]) == 0 and overlap(choice, found["top"]) == 0, (where, found)
    assert len(found["parts"]) == 3 * 4, (where, found["parts"])
    for part in found["parts"]:
        assert part["shown"], (where, part)
        inside = part["x"] >= choice["x"] - 0.5 and part["right"] <= choice["right"] + 0.5
        inside = inside and part["y"] >= choice["y"] - 0.5 and part["bottom"] <= choice["bottom"] + 0.5
        assert inside, (where, part, choice)
    assert game.page.evaluate(SMALL_TEXT, MIN_TEXT_PX) == [], where
    # nothing beneath reads through it: its colour all but opaque, or dark and blurred (12 px: no word survives)
    shade = alpha(found["background"])
    assert found["image"] == "none" and (shade >= 0.94 or (shade >= 0.8 and found["blur"] >= 8)), (where, found)
    # the dialog sits on the grid's frame: centred on it across where the grid has the stage's width
    # (a phone upright); inside it, centred, where the frame is as wide as the cards need (36rem: a
    # wide screen; a small phone on its side has its cards across the screen)
    grid = game.drawn()["grid"]
    dialog = found["dialog"]
    centre = (grid["x"] + grid["size"] / 2, grid["y"] + grid["size"] / 2)
    if size["width"] < 1.25 * size["height"]:
        assert abs((dialog["x"] + dialog["right"]) / 2 - centre[0]) <= 2, (where, dialog, grid)
    elif grid["size"] >= 36 * found["rootPx"]:
        frame = {"x": grid["x"], "y": grid["y"], "right": grid["x"] + grid["size"], "bottom": grid["y"] + grid["size"]}
        inside = dialog["x"] >= frame["x"] - 1 and dialog["right"] <= frame["right"] + 1
        assert inside and dialog["y"] >= frame["y"] - 1 and dialog["bottom"] <= frame["bottom"] + 1, (where, dialog, frame)
        assert abs((dialog["x"] + dialog["right"]) / 2 - centre[0]) <= 2, (where, dialog, grid)
        assert abs((dialog["y"] + dialog["bottom"]) / 2 - centre[1]) <= 0.05 * grid["size"], (where, dialog, grid)
    return found


def test_choice_fits_every_size_and_explains_itself(game: GamePage, output_dir) -> None:  # type: ignore[no-untyped-def]
    game.force([HEARTS])
    assert game.spin() == "choice"
    texts = [game.at("choice_card", p).inner_text().replace("\n", " ") for p in ("love", "star", "storm")]
    config = game.config()
    for princess, text in zip(("love", "star", "storm"), texts):
        extend = config["free_spins"][princess]["extend"]
        assert f"+{extend} spins on a full meter." in text, text
    assert "Turns one kind of symbol into another." in texts[0]
    assert "Adds one or two wild moons." in texts[1]
    assert "Destroys two kinds of symbol." in texts[2]
    # How each choice swings is the engine's word (its config), shown as it is: love the steadiest.
    swings = dict(zip(("love", "star", "storm"), game.eval_all("choice_cards", "(els) => els.map((el) => el.querySelector('.choice-swing').dataset.swing)")))
    assert swings == config["free_spins_swing"] == {"love": "least", "star": "middle", "storm": "most"}
    assert game.eval_all("choice_cards", "(els) => els.map((el) => el.querySelector('.choice-swing').textContent)") == [
        "Steadiest", "In between", "Biggest swings"]
    assert "All three pay the same on average." in game.text("choice")
    # The title holds the focus, not a card: nothing looks chosen before the player chooses.
    assert game.page.evaluate("() => document.activeElement.id") == "choice-title"
    for size in SIZES:
        found = choice_fits(game, size)
        assert found["keys"] == [False, False, False], size_name(size)  # Spin pressed with the mouse: no key hints
        game.shot(output_dir / f"choice-{size_name(size)}.png", still=True)
    # The keyboard in use (Tab to the first card): each card shows its key, 1 2 3.
    game.page.keyboard.press("Tab")
    game.wait_for("() => getComputedStyle(document.querySelector('.choice-key')).display !== 'none'")
    found = choice_fits(game, SIZES[-1])
    assert found["keys"] == [True, True, True] and found["focused"] == "choice-card"
    assert game.eval_all("choice_cards", "(els) => els.map((el) => el.querySelector('.choice-key').textContent)") == ["1", "2", "3"]
    game.shot(output_dir / "choice-keys.png", still=True)


def test_choice_on_a_touch_screen_has_no_key_hints(game_factory, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    for size in (PHONE, PHONE_LANDSCAPE):
        game = game_factory(debug_site, viewport=size, has_touch=True, is_mobile=True)
        game.open()
        game.wait_idle()
        game.force([HEARTS])
        assert game.spin() == "choice"
        found = choice_fits(game, size)
        assert found["keys"] == [False, False, False], size_name(size)
        game.shot(output_dir / f"choice-touch-{size_name(size)}.png", still=True)
        game.close()
