"""The one set of test helpers: the engine as oracle, forced grids, the stored record, builds
served for the browser, and the page object. docs/testing.md says how to use them."""

from .engine import (CHOOSE_SEED, CLOCK, DAY_MS, SPIN_SEED, T0, ask, choose, error_code, expected_round, kinds, money,
                     new_game, of, ok, resume, seed, seeds_where, spin, state)
from .grids import HEARTS, LOVE_ROW, LOW_ROWS, LOW_SYMBOLS, METER_FILLER, MOON_ROW, NO_WIN, SEVEN, TWO_MOON_ROWS
from .ledger import JOURNAL_JS, JOURNAL_KEY, PROGRESS_KEY, QUARANTINE_PREFIX, RECORD_KEY, assert_entry, canonical, sha256
from .page import (AT_REST, BOOT_TIMEOUT_MS, CONTROLS, PANELS, ROUND_TIMEOUT_MS, SELECTORS, GamePage, HistoryRow, cents,
                   new_context, open_game, sel)
from .site import (CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, PHONE_LANDSCAPE, ROOT, SUB_PATH, TABLET, Site, build, build_and_serve,
                   launch_chromium, launch_persistent, serve, serve_existing, serve_in_thread)

__all__ = [
    "CHROMIUM", "CHROMIUM_ARGS", "JOURNAL_JS", "JOURNAL_KEY",
    "AT_REST", "BOOT_TIMEOUT_MS", "CHOOSE_SEED", "CLOCK", "CONTROLS", "DAY_MS", "DESKTOP", "GamePage", "HEARTS",
    "HistoryRow", "LOVE_ROW", "LOW_ROWS", "LOW_SYMBOLS", "METER_FILLER", "MOON_ROW", "NO_WIN", "PANELS", "PHONE",
    "PHONE_LANDSCAPE", "PROGRESS_KEY", "QUARANTINE_PREFIX", "RECORD_KEY", "ROOT", "ROUND_TIMEOUT_MS", "SELECTORS",
    "SEVEN", "SPIN_SEED", "SUB_PATH", "Site", "T0", "TABLET", "TWO_MOON_ROWS", "ask", "assert_entry", "build",
    "build_and_serve", "canonical", "cents", "choose", "error_code", "expected_round", "kinds", "launch_chromium",
    "launch_persistent", "serve_in_thread",
    "money", "new_context", "new_game", "of", "ok", "open_game", "resume", "seed", "seeds_where", "sel", "serve",
    "serve_existing", "sha256", "spin", "state",
]
