"""Launch parameters, languages and currencies in a real browser (docs/launch.md, docs/languages.md).

- German, then Swedish chosen in Settings in the same page (then Spanish, French and Brazilian
  Portuguese): every panel, the choice and the page around the canvas in the language, no English word of the game's vocabulary left in the visible
  text or the accessible names, amounts as Intl writes them, zero axe violations in German, and
  screenshots of the idle screen, the help and the choice at 390x844 and 1440x900.
- Each currency's ladder and amounts (yen without decimals), each its own saved game.
- German's long words and long amounts fit every size of the layout test, the choice too, and the
  language menu and Auto Play's menus are never cut on a phone.
- A bad value of every parameter is ignored with a console warning; the game starts as if it were absent.
- A demo balance starts a new game (never a saved one); Close with a lobby goes there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.test_accessibility import AXE, AXE_NAME, STILL, axe_violations
from tests.browser.test_layout import FIGURES, MIN_TEXT_PX, NESTED, SIZES, SMALL_TEXT, choice_fits, measure, overlap, size_name
from midnight_princess_testkit import CONTROLS
from midnight_princess_testkit import DESKTOP, HEARTS, PANELS, PHONE, GamePage, expected_round, game_context, seed

# English words of the game's vocabulary (its controls, panels and rules): none may be left in a
# translated page. The princesses' names and "Girl Power" are names and stay in every language.
VOCABULARY = (
    "spin", "spins", "stop", "bet", "bets", "balance", "win", "wins", "won", "free", "paytable", "help", "settings",
    "history", "round", "rounds", "auto play", "autoplay", "sound", "music", "volume", "fast play", "close", "replay",
    "verify", "verified", "moon", "moons", "wild", "heart", "bell", "gem", "potion", "multiplier", "meter", "drop",
    "drops", "prize", "max win", "trinity", "grid", "clear", "feature", "features", "choose", "select", "reset",
    "cancel", "yes", "session", "net", "loading", "princess", "play", "game", "the", "and", "your", "you",
)
# Every text a player reads or hears in `root`: its rendered text (screen-reader-only text too) and
# the accessible names, tooltips and descriptions of its elements; the game's name (the logo) aside.
TEXTS = """(selector) => {
  const out = [];
  for (const root of document.querySelectorAll(selector)) {
    const copy = root.cloneNode(true);
    for (const logo of copy.querySelectorAll('.logo')) logo.remove();
    if (root.getClientRects().length) out.push(root.innerText);
    for (const el of root.querySelectorAll('*')) {
      if (el.closest('.logo') || !el.getClientRects().length) continue;
      for (const name of ['aria-label', 'title', 'aria-description', 'alt', 'placeholder']) {
        if (el.hasAttribute(name)) out.push(el.getAttribute(name));
      }
    }
  }
  return out.join('\\n').replace(/Midnight\\s+Princess/gi, '');
}"""
PAGE = "#top, #hud, #controls, #stage, #message"
# The menus of the open panel narrower than their longest option needs (its words cut), by id.
MENU_ROOM = """() => {
  const cut = [];
  for (const menu of document.querySelectorAll('dialog[open] select')) {
    const free = menu.cloneNode(true);
    free.style.cssText = 'position: absolute; visibility: hidden; width: auto; max-width: none';
    menu.parentNode.append(free);
    if (menu.offsetWidth < free.offsetWidth) cut.push([menu.id, menu.offsetWidth, free.offsetWidth]);
    free.remove();
  }
  return { cut };
}"""


def english_words(game: GamePage, selector: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The English words of the vocabulary in what the player reads and hears in `selector`."""
    text = game.page.evaluate(TEXTS, selector)
    return sorted({word for word in VOCABULARY if word not in allowed and re.search(rf"(?<!\w){word}(?!\w)", text, re.I)})


def written(minor: int, lang: str, currency: str) -> str:
    """An amount as Intl.NumberFormat writes it in Chromium for the cases these tests use."""
    digits = 0 if currency == "JPY" else 2
    whole, cents = divmod(minor, 10**digits)
    if lang == "en":
        return f"{'¥' if currency == 'JPY' else '$'}{whole:,}" + (f".{cents:02d}" if digits else "")
    group = {"de": ".", "sv": "\u00a0"}[lang]
    sign = {"EUR": "€", "SEK": "kr", "JPY": "¥"}[currency]
    return f"{whole:,}".replace(",", group) + (f",{cents:02d}" if digits else "") + f"\u00a0{sign}"


@pytest.fixture()
def axe_ready(game_factory, debug_site):  # type: ignore[no-untyped-def]
    """make(query): a page whose axe-core Playwright answers (test_accessibility's way), loaded with `query`, at rest."""

    def make(query: str, viewport: dict[str, int] = DESKTOP) -> GamePage:
        game = game_factory(debug_site, viewport=viewport)
        game.page.route(game.url + AXE_NAME, lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))
        game.open(query)
        game.wait_idle()
        return game

    assert AXE.exists()
    return make


def check_axe(game: GamePage, state: str, seen: dict[str, Any]) -> None:
    game.wait_for(STILL)
    seen[state] = axe_violations(game)


def scan(game: GamePage, where: str, selector: str, found: dict[str, list[str]], allowed: tuple[str, ...] = ()) -> None:
    found[where] = english_words(game, selector, allowed)


def shots(game: GamePage, output_dir, name: str) -> None:  # type: ignore[no-untyped-def]
    """`name` at phone portrait and desktop, the page still; the desktop size left in place."""
    for size in (PHONE, DESKTOP):
        game.page.set_viewport_size(size)
        game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
        game.wait_for(STILL)
        game.shot(output_dir / f"lang-{name}-{size['width']}x{size['height']}.png", still=True)


def choose_language(game: GamePage, code: str) -> None:
    """The player's own choice in Settings: the page is written again in it at once."""
    game.open_panel("settings")
    game.page.select_option("#set-lang", code)
    game.wait_for("code => document.documentElement.lang === code", code)
    game.close_panel("settings")


def test_german_then_swedish_in_every_panel(axe_ready, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = axe_ready("?lang=de&currency=EUR")
    found: dict[str, list[str]] = {}
    violations: dict[str, Any] = {}
    assert game.page.evaluate("document.documentElement.lang") == "de"
    assert game.text("spin_label") == "Drehen" and game.attr("paytable_button", "aria-label") == "Gewinntabelle"
    assert game.text("balance") == written(100_000, "de", "EUR") == "1.000,00\u00a0€"
    assert game.text("bet") == "1,00\u00a0€" and game.text("session_net") == "0,00\u00a0€"
    scan(game, "idle", PAGE, found)
    check_axe(game, "idle", violations)
    shots(game, output_dir, "de-idle")

    # A round, so the history has an entry (its date by Intl.DateTimeFormat in German).
    state = game.state()
    after, used, _ = expected_round(state, 100, [seed("lang-de-round")])
    game.queue_seeds(used)
    assert game.spin() == "ready" and game.state() == after
    assert game.text("balance") == written(after["balance"], "de", "EUR")
    for name in PANELS:
        game.open_panel(name)
        if name == "history":
            game.history_row(0).verify()
            game.wait_for("() => document.querySelector('.verify-result').dataset.result === 'verified'")
            assert re.match(r"^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$", game.history_row(0).time())
        if name == "help":
            game.page.set_viewport_size(PHONE)
            game.shot(output_dir / "lang-de-help-390x844.png", still=True)
            game.page.set_viewport_size(DESKTOP)
            game.wait_for(STILL)
            game.shot(output_dir / "lang-de-help-1440x900.png", still=True)
        scan(game, f"panel {name}", f"#dlg-{name}", found)
        check_axe(game, f"panel {name}", violations)
        game.close_panel(name)
    game.open_panel("settings")
    game.click("set_reset")
    game.wait_for("() => document.getElementById('dlg-confirm').open")
    scan(game, "confirm", "#dlg-confirm", found)
    check_axe(game, "confirm", violations)
    game.click("confirm_no")
    game.close_panel("settings")

    # The free-spins choice: its cards and the announcement, in German.
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.wait_text("announce", "^Feld geräumt!")
    scan(game, "choice", "#choice, #announce", found)
    check_axe(game, "choice", violations)
    shots(game, output_dir, "de-choice")
    assert {where: words for where, words in found.items() if words} == {}
    assert {state: v for state, v in violations.items() if v} == {}

    # Swedish, chosen in Settings while the choice waits: everything written again at once.
    choose_language(game, "sv")
    assert game.text("choice_title") == "Spelplanen tömd!" and game.text("spin_label") == "Snurra"
    assert game.text("balance") == written(game.state()["balance"], "sv", "EUR")
    sv_allowed = ("wild", "session")  # Swedish casino words too
    scan(game, "sv choice", "#choice", found, sv_allowed)
    shots(game, output_dir, "sv-choice")
    assert game.choose("star") == "ready"
    scan(game, "sv idle", PAGE, found, sv_allowed)
    shots(game, output_dir, "sv-idle")
    game.open_panel("help")
    game.page.set_viewport_size(PHONE)
    game.shot(output_dir / "lang-sv-help-390x844.png", still=True)
    game.page.set_viewport_size(DESKTOP)
    game.wait_for(STILL)
    game.shot(output_dir / "lang-sv-help-1440x900.png", still=True)
    scan(game, "sv help", "#dlg-help", found, sv_allowed)
    game.close_panel("help")
    assert game.ui("settings")["lang"] == "sv"

    # The other three, each chosen in turn: the page, the help and the settings in the language.
    # Words these languages share with English: French "session", "net", "volume"; Portuguese "volume".
    for code, spin, allowed in (("es", "Girar", ()), ("fr", "Lancer", ("session", "net", "volume")), ("pt-BR", "Girar", ("volume",))):
        choose_language(game, code)
        assert game.text("spin_label") == spin and "€" in game.text("balance") and "," in game.text("balance"), code
        for name in ("help", "settings"):
            game.open_panel(name)
            scan(game, f"{code} {name}", f"#dlg-{name}", found, allowed)
            game.close_panel(name)
        scan(game, f"{code} page", PAGE, found, allowed)
    choose_language(game, "sv")
    game.close_game()
    scan(game, "sv closed", "#closed", found, sv_allowed)
    assert "Tack för att du spelade" in game.text("closed")
    assert {where: words for where, words in found.items() if words} == {}
    assert game.errors == []


@pytest.fixture()
def console(game_factory, debug_site) -> Iterator[tuple[GamePage, list[str]]]:  # type: ignore[no-untyped-def]
    """A page (not loaded) and the console warnings it logs."""
    game = game_factory(debug_site)
    warnings: list[str] = []
    game.page.on("console", lambda m: m.type == "warning" and m.text.startswith("Midnight Princess") and warnings.append(m.text))
    yield game, warnings


def test_each_currency_has_its_ladder_its_amounts_and_its_own_game(console) -> None:  # type: ignore[no-untyped-def]
    game, warnings = console
    # Yen: no minor unit, the yen's ladder, whole yen paid.
    game.open("?currency=JPY")
    game.wait_idle()
    assert game.text("balance") == "¥150,000" and game.text("bet") == "¥160"
    game.open_panel("bet")
    levels = game.eval_all("bet_levels", "els => els.map((e) => e.textContent)")
    assert levels == ["¥40", "¥60", "¥100", "¥120", "¥160", "¥300", "¥600", "¥900", "¥1,200", "¥1,500", "¥3,000", "¥7,500", "¥15,000"]
    game.close_panel("bet")
    game.open_panel("paytable")
    assert game.text("paytable_bet").startswith("Pays at your bet of ¥160.")
    pays = game.eval_all("pays", "els => els.map((e) => [e.dataset.symbol, e.dataset.n, e.textContent])")
    assert ["heart", "3", "¥16"] in pays and ["moon", "5", "¥4,000"] in pays
    game.close_panel("paytable")
    state = game.state()
    after, used, steps = expected_round(state, 160, [seed("lang-jpy-round")])
    game.queue_seeds(used)
    assert game.spin() == "ready" and game.state() == after and after["currency"] == "JPY"
    assert game.text("balance") == written(after["balance"], "en", "JPY")
    assert all("." not in game.text(name) for name in ("balance", "bet", "round_win", "last_win", "session_net"))

    # Swedish kronor in Swedish: a game of its own; the yen's waits.
    game.open("?lang=sv&currency=SEK")
    game.wait_idle()
    assert game.text("balance") == written(1_000_000, "sv", "SEK") == "10\u00a0000,00\u00a0kr"
    assert game.text("bet") == "10,00\u00a0kr" and game.state()["rounds"] == 0
    game.open("?currency=jpy")  # any case
    game.wait_idle()
    assert game.state() == after
    assert warnings == []


# What the page held when its HTML was parsed, before any module ran: whether its words wait hidden
# for another language's (engine/boot.js), and the loading screen's label.
FIRST_WORDS = """document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  window.__firstWords = { later: document.documentElement.classList.contains('words-later'),
    label: document.getElementById('loading-label').textContent };
});"""


def test_the_loading_screen_reads_at_its_first_paint_in_english_and_waits_for_another_language(console) -> None:  # type: ignore[no-untyped-def]
    game, _ = console
    game.page.context.add_init_script(FIRST_WORDS)
    game.open()
    game.wait_idle()
    assert game.page.evaluate("window.__firstWords") == {"later": False, "label": "Loading the game…"}
    game.open("?lang=sv")
    game.wait_idle()
    # the build's English is there, hidden until the Swedish words replace it
    assert game.page.evaluate("window.__firstWords") == {"later": True, "label": "Loading the game…"}
    assert game.page.evaluate("document.documentElement.className") == ""
    assert game.page.evaluate("document.getElementById('intro').querySelector('figcaption').textContent").startswith("Prinsessvinster fyller")


def test_bad_launch_values_are_ignored_with_a_warning(console) -> None:  # type: ignore[no-untyped-def]
    game, warnings = console
    game.open("?lang=xx&currency=XYZ&balance=12.50&host=example.com&lobby=javascript:alert(1)&profile=mars")
    game.wait_idle()
    # As if none were given: English, dollars, the engine's start balance, the default profile.
    assert game.page.evaluate("document.documentElement.lang") == "en"
    assert game.text("balance") == "$1,000.00" and game.text("spin_label") == "Spin"
    assert game.ui("profile") == "default" and "currency" not in game.state()
    # The vocabulary scan reads this English page as English (it can fail).
    assert {"balance", "bet", "spin", "win", "session", "net"} <= set(english_words(game, PAGE))
    assert sorted(re.match(r"Midnight Princess ignores \?(\w+)=", w)[1] for w in warnings) == [  # type: ignore[index]
        "balance", "currency", "host", "lang", "lobby", "profile"]
    assert all(w.endswith("starts as if it were absent.") for w in warnings)
    game.open("?currency=EURO")
    game.wait_idle()
    assert warnings[-1].startswith("Midnight Princess ignores ?currency=EURO (it is not an ISO 4217 code)")
    assert game.text("balance") == "$1,000.00" and game.errors == []


def test_a_demo_balance_starts_a_new_game_only_and_close_goes_to_the_lobby(console, debug_site) -> None:  # type: ignore[no-untyped-def]
    game, warnings = console
    game.open("?balance=4200")
    game.wait_idle()
    assert game.state()["balance"] == 4200 and game.text("balance") == "$42.00"
    lobby = debug_site.url + "lobby.html"
    game.open(f"?balance=999999&lobby={lobby}")
    game.wait_idle()
    assert game.state()["balance"] == 4200  # the saved game keeps its own balance
    game.open_panel("settings")
    assert game.text("set_reset_note") == "Start again with $9,999.99."
    game.close_panel("settings")
    game.click("close_button")
    game.page.wait_for_url(lobby)
    assert warnings == []


def test_german_long_words_and_amounts_fit_every_size(game_factory, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    """test_layout.py's check in German: a balance of 99.999,99 €, a win of 500.000,00 € (5,000x the top
    bet), a 10-hour session, every control and figure inside the window, whole and apart."""
    session = "sessionStorage.setItem('midnight-princess/v1/EUR/session', JSON.stringify({startedAt: Date.now() - 36e6, startBalance: 0, rounds: 0}));"
    game = game_factory(debug_site, init="window.__MP_TEST.balance = 9999999;" + session)
    game.open("?lang=de&currency=EUR")
    game.wait_idle()
    game.set_bet(10_000)
    long_win = written(50_000_000, "de", "EUR")
    names = CONTROLS + FIGURES
    for size in SIZES:
        game.page.set_viewport_size(size)
        game.page.evaluate("(win) => { for (const id of ['round-win', 'last-win']) document.getElementById(id).textContent = win; }", long_win)
        game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
        found = measure(game, names)
        items, where = found["items"], size_name(size)
        assert items["balance"]["text"] == written(9_999_999, "de", "EUR") and items["round_win"]["text"] == long_win, where
        assert items["session_net"]["text"] == "+" + written(9_999_999, "de", "EUR") and items["bet"]["text"] == "100,00\u00a0€"
        assert found["scrollWidth"] <= size["width"] and found["scrollHeight"] <= size["height"], (where, found)
        for name in names:
            box = items[name]
            assert box["visible"] and not box["clipped"], (where, name, box)
            assert box["x"] >= -0.5 and box["y"] >= -0.5 and box["right"] <= size["width"] + 0.5, (where, name, box)
            assert box["bottom"] <= size["height"] + 0.5, (where, name, box)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if (a, b) not in NESTED and (b, a) not in NESTED:
                    assert overlap(items[a], items[b]) == 0, (where, a, b, items[a], items[b])
        assert game.page.evaluate(SMALL_TEXT, MIN_TEXT_PX) == [], where
        if size in (PHONE, {"width": 360, "height": 640}):
            game.shot(output_dir / f"lang-de-long-{where}.png", still=True)
            # the language menu as wide as its longest name needs ("Automatisch (Deutsch)"), never cut
            game.open_panel("settings")
            assert game.page.evaluate(MENU_ROOM) == {"cut": []}, where
            game.shot(output_dir / f"lang-de-settings-{where}.png", still=True)
            game.close_panel("settings")
            game.open_panel("autoplay")  # the stops' sentences whole, beside their amounts
            assert game.page.evaluate(MENU_ROOM) == {"cut": []}, where
            # its buttons in sight without scrolling: the words above them scroll, they stay at the panel's foot
            seen = game.page.evaluate("""() => {
                const panel = document.getElementById('dlg-autoplay').getBoundingClientRect();
                return [...document.querySelectorAll('#dlg-autoplay .panel-actions button')].map((b) => {
                    const r = b.getBoundingClientRect();
                    return r.top >= panel.top && r.bottom <= panel.bottom && r.bottom <= innerHeight; }); }""")
            assert seen == [True, True], where
            game.shot(output_dir / f"lang-de-autoplay-{where}.png", still=True)
            game.close_panel("autoplay")
    game.force([HEARTS])
    assert game.spin() == "choice"
    for size in SIZES:
        choice_fits(game, size)
    game.shot(output_dir / f"lang-de-choice-long-{size_name(SIZES[-1])}.png", still=True)
