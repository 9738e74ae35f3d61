"""The Midnight Princess test kit: drive the game in Playwright (the page object `GamePage`, its
waits, money readers and selectors), the one seed scheme, grids to force, the expected outcome of
a round (the page's own engine: `GamePage.outcome`; the engine in CPython: `expected_round`),
and builds served under a sub-path. Its pytest plugin (`plugin.py`) builds on pytest-playwright.
The game's docs/testing.md documents it."""

from .chromium import CHROMIUM, CHROMIUM_ARGS, chromium_defaults, launch_persistent
from .engine import CLOCK, ask, error_code, expected_round, kinds, money, of, ok, seed, seeds_where
from .grids import HEARTS, LOVE_ROW, LOW_ROWS, LOW_SYMBOLS, METER_FILLER, MOON_ROW, NO_WIN, SEVEN, TWO_MOON_ROWS
from .ledger import JOURNAL_JS, JOURNAL_KEY, PROGRESS_KEY, QUARANTINE_PREFIX, RECORD_KEY, assert_entry, canonical, sha256
from .page import (AT_REST, BOOT_TIMEOUT_MS, CONTROLS, MONEY_FIGURES, PANELS, ROUND_TIMEOUT_MS, SELECTORS, GamePage, HistoryRow,
                   cents, context_options, game_context, open_game, prepare_context, presets_script, sel)
from .site import DESKTOP, PHONE, PHONE_LANDSCAPE, SUB_PATH, TABLET, Checkout, Site

__all__ = [
    "AT_REST", "BOOT_TIMEOUT_MS", "CHROMIUM", "CHROMIUM_ARGS", "CLOCK", "CONTROLS", "DESKTOP", "HEARTS", "JOURNAL_JS",
    "JOURNAL_KEY", "LOVE_ROW", "LOW_ROWS", "LOW_SYMBOLS", "METER_FILLER", "MONEY_FIGURES", "MOON_ROW", "NO_WIN", "PANELS",
    "PHONE", "PHONE_LANDSCAPE", "PROGRESS_KEY", "QUARANTINE_PREFIX", "RECORD_KEY", "ROUND_TIMEOUT_MS", "SELECTORS", "SEVEN",
    "SUB_PATH", "TABLET", "TWO_MOON_ROWS", "Checkout", "GamePage", "HistoryRow", "Site", "ask", "assert_entry", "canonical",
    "cents", "chromium_defaults", "context_options", "error_code", "expected_round", "game_context", "kinds",
    "launch_persistent", "money", "of", "ok", "open_game", "prepare_context", "presets_script", "seed", "seeds_where", "sel",
    "sha256",
]
