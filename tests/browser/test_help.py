"""Game Help says what the screen shows at this size and what the rules say: where the princess and
the meter are (beside the grid on a wide screen, above it on a phone, written again each time the
help opens), music among the settings, the Princess Trinity round as a round, when the multiplier
and the meter reset (as the screen shows it: as a base round ends, so that the next starts at x1
with an empty meter, docs/rules.md), a Girl Power on the grid a spin starts with, and the max win's odds from
the PAR sheet (docs/par.json, which the build writes into build-info.js), in English and, from the
panels' table, in German with German numbers. Its features are short sections, each with a picture
of the game's own art named for a screen reader (the grid as symbols leave it, the moon, each
princess casting her power, the meter, the cleared grid of free spins), whose code and styles come
only when the help first opens; which win is paid and where a moon is left are said in plain words."""

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


# Each illustrated section: its title, and its pictures' kinds (help.js's SIZES) and accessible names.
PICTURES = {
    "en": [
        ("Drops and the multiplier", [("grid", "A grid of symbols, some of them bursting and leaving empty cells")]),
        ("Moon, the wild", [("symbol", "The moon symbol, the wild")]),
        ("Girl Power", [("portrait", "Love performing her Girl Power"), ("portrait", "Star performing her Girl Power"),
                        ("portrait", "Storm performing her Girl Power")]),
        ("Princess Trinity", [("meter", "The Princess Trinity meter with one of its three sections filled")]),
        ("Free Spins", [("choice", "The three princesses' cards: choose one for your free spins")]),
    ],
    "de": [
        ("Kaskaden und der Multiplikator", [("grid", "Ein Spielfeld voller Symbole, von denen einige zerplatzen und leere Felder hinterlassen")]),
        ("Mond, der Joker", [("symbol", "Das Mond-Symbol, der Joker")]),
        ("Girl Power", [("portrait", "Love setzt ihre Girl Power ein"), ("portrait", "Star setzt ihre Girl Power ein"),
                        ("portrait", "Storm setzt ihre Girl Power ein")]),
        ("Prinzessinnen-Trio", [("meter", "Die Leiste des Prinzessinnen-Trios, einer ihrer drei Abschnitte gefüllt")]),
        ("Freispiele", [("choice", "Die Karten der drei Prinzessinnen: Wähle eine für deine Freispiele")]),
    ],
}
# Each section's pictures as the page has them: [title, [[kind, role, accessible name, share of pixels painted]]].
SECTIONS_WITH_PICTURES = """() => [...document.querySelectorAll('#help-body section')]
    .map((s) => [s.querySelector('h3').textContent, [...s.querySelectorAll('canvas')].map((c) => {
        const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let painted = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i] > 0) painted++;
        return [c.dataset.picture, c.getAttribute('role'), c.getAttribute('aria-label'), painted / (c.width * c.height)];
    })])
    .filter(([, pictures]) => pictures.length)"""
# A picture painted by the art covers a good part of its canvas (the meter the least: its housing across a wide canvas).
PAINTED_SHARE = 0.2
# What the help's pictures are painted with: loaded when the help opens, never before Spin works.
HELP_FILES = ("js/ui/help.js", "js/ui/panel-pictures.js", "css/help.css")


def help_pictures(game) -> list:  # type: ignore[no-untyped-def]
    """The help's illustrated sections once every picture is painted: [(title, [(kind, name)])]."""
    game.open_panel("help")
    game.wait_for(f"""() => {{
        const sections = ({SECTIONS_WITH_PICTURES})();
        return sections.length && sections.every(([, ps]) => ps.every(([, , , share]) => share >= {PAINTED_SHARE}));
    }}""")
    sections = game.page.evaluate(SECTIONS_WITH_PICTURES)
    for title, pictures in sections:
        assert all(role == "img" for _, role, _, _ in pictures), title
    return [(title, [(kind, name) for kind, _, name, _ in pictures]) for title, pictures in sections]


def test_the_helps_sections_each_have_their_picture_named_for_a_screen_reader(game_factory, debug_site):
    for lang, viewport in (("en", DESKTOP), ("de", PHONE)):
        game = game_factory(debug_site, viewport=viewport)
        fetched: list[str] = []
        game.page.on("request", lambda request: fetched.append(request.url))
        game.open("" if lang == "en" else "?lang=de")
        game.wait_idle()
        assert not [url for url in fetched if url.endswith(HELP_FILES)], "the help's code and pictures came before it was opened"
        assert help_pictures(game) == PICTURES[lang], lang
        assert sorted(name for url in fetched for name in HELP_FILES if url.endswith(f"/{name}")) == sorted(HELP_FILES)
        # the grid, the moon and the meter in the game's own art; each princess casting, her power under her portrait
        # her name in the page under her picture (on a nameplate drawn in it, it shrank to 7 px on a phone), at 11 px or more
        powers = game.page.evaluate(
            "() => [...document.querySelectorAll('#help-body .help-powers li')].map((li) => [...li.children].slice(1).map((e) => e.textContent))"
        )
        sizes = game.page.evaluate("() => [...document.querySelectorAll('#help-body .help-name')].map((e) => parseFloat(getComputedStyle(e).fontSize))")
        expected = {"en": [["Love", "Turns one kind of symbol into another"], ["Star", "Adds one or two wild moons"], ["Storm", "Destroys two kinds of symbol"]],
                    "de": [["Love", "Verwandelt eine Symbolart in eine andere"], ["Star", "Fügt einen oder zwei Joker-Monde hinzu"], ["Storm", "Zerstört zwei Symbolarten"]]}
        assert powers == expected[lang] and min(sizes) >= 11, (powers, sizes)
        game.close_panel("help")
        # opened again: written again, the same pictures
        assert help_pictures(game) == PICTURES[lang], lang
        assert not game.errors, game.errors


def test_the_help_says_which_win_is_paid_and_where_a_moon_is_left_in_plain_words(game, game_factory, debug_site):
    """docs/rules.md, sections 3 and 4: a moon run inside a longer run of another symbol on its line
    is paid only where it pays more (the longer run on a tie); a paid win of exactly 3 leaves a moon
    in its middle cell, a win of 4 or 5 none, before the symbols above fall."""
    text = help_text(game)
    assert ("When a run of moons lies inside a longer run of another symbol on the same row or column, only the one of the two"
            " that pays more is paid (the longer one if they pay the same). All wins of a round are added together.") in text
    assert ("Winning symbols are removed. A win of exactly 3 leaves a moon in the cell of its middle symbol; a win of 4 or 5"
            " leaves none. Then the symbols above drop down, possibly making new wins.") in text
    assert "per winning combination" not in text and "A moon appears" not in text
    german = game_factory(debug_site, viewport=PHONE)
    german.open("?lang=de")
    german.wait_idle()
    text = help_text(german)
    assert ("Liegt eine Folge von Monden innerhalb einer längeren Folge eines anderen Symbols in derselben Reihe oder Spalte, wird"
            " nur die von beiden gezahlt, die mehr bringt (bei gleichem Betrag die längere).") in text
    assert ("Ein Gewinn aus genau 3 Symbolen hinterlässt einen Mond im Feld seines mittleren Symbols; ein Gewinn aus 4 oder 5"
            " hinterlässt keinen.") in text
    assert "Je Gewinnkombination" not in text
