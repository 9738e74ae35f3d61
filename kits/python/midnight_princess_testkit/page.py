"""The page object: one page of the game in Playwright, driven through its controls and the debug
build's test API (`window.__mp`, `<body data-phase data-settled data-step data-paused>`,
`?mp-clock`, `?mp-pause`).

Every CSS selector the tests use lives in SELECTORS below, so a renamed id is a one-line change.
docs/testing.md documents the API this drives and this class.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .engine import money
from .ledger import JOURNAL_JS, JOURNAL_KEY, PROGRESS_KEY, QUARANTINE_PREFIX, RECORD_KEY
from .site import DESKTOP, Site

BOOT_TIMEOUT_MS = 60_000  # Pyodide's boot in software Chromium on a loaded 2-core machine
ROUND_TIMEOUT_MS = 60_000
AT_REST = ("ready", "choice")
PHASES = ("loading", "ready", "spinning", "choice", "recall", "closed", "error")

# name -> CSS selector; "{}" takes an argument (a princess, a bet in cents, a round id, a value).
SELECTORS = {
    # the HUD: the figures a player reads
    "balance": "#balance",
    "bet": "#bet",
    "round_win": "#round-win",
    "last_win": "#last-win",
    "free_spins": "#free-spins",
    "multiplier": "#multiplier",
    "meter": "#meter",
    "princess": "#princess",
    "session": "#session",
    "session_net": "#session-net",
    "session_time": "#session-time",
    # the controls
    "spin": "#spin",
    "spin_label": "#spin-label",
    "bet_down": "#bet-down",
    "bet_select": "#bet-select",
    "bet_pill": "#controls .bet",
    "bet_up": "#bet-up",
    "autoplay": "#autoplay",
    "autoplay_count": "#autoplay-count",
    "paytable_button": "#paytable-button",
    "history_button": "#history-button",
    "help_button": "#help-button",
    "settings_button": "#settings-button",
    "fast_play": "#fast-play",
    "sound": "#sound",
    "close_button": "#close-button",
    # the screen
    "app": "#app",
    "scene": "#scene",
    "loading": "#loading",
    "loading_label": "#loading-label",
    "top": "#top",
    "logo": "#top .logo",
    "hud": "#hud",
    "hud_stats": "#hud .stat",
    "toggles": ".toggles button",
    "controls": "#controls",
    "announce": "#announce",
    "message": "#message",
    "message_text": "#message-text",
    "message_title": "#message-title",
    "message_close": "#message-close",
    "message_action": "#message-action",
    # the free-spins choice
    "choice": "#choice",
    "choice_title": "#choice-title",
    "choice_cards": "#choice-cards .choice-card",
    "choice_card": "#choice-cards [data-princess='{}']",
    "choice_princesses": "#choice-cards [data-princess]",
    # the panels (PANELS below names their openers)
    "panel_paytable": "#dlg-paytable",
    "panel_history": "#dlg-history",
    "panel_help": "#dlg-help",
    "panel_settings": "#dlg-settings",
    "panel_autoplay": "#dlg-autoplay",
    "panel_bet": "#dlg-bet",
    "panel_confirm": "#dlg-confirm",
    "panel_close": "#dlg-{} [data-close]",
    "bet_levels": "#dlg-bet .bet-level",
    "bet_level": "#dlg-bet .bet-level[data-bet='{}']",
    "bet_note": "#bet-note",
    "pay_cards": "#dlg-paytable .pay-card",
    "pay_canvases": "#dlg-paytable .pay-card canvas",
    "pays": "#dlg-paytable dd[data-symbol]",
    "paytable_bet": "#paytable-bet",
    "paytable_features": "#dlg-paytable .features",
    "set_volume": "#set-volume",
    "set_volume_value": "#set-volume-value",
    "set_motion": "#set-motion",
    "set_music": "#set-music",
    "set_music_volume": "#set-music-volume",
    "set_music_volume_value": "#set-music-volume-value",
    "set_fast_play": "#set-fast-play",
    "set_reset": "#set-reset",
    "set_reset_note": "#set-reset-note",
    "confirm_yes": "#confirm-yes",
    "confirm_no": "#confirm-no",
    "ap_rounds": "label.chip:has(input[value='{}'])",
    "ap_loss": "#ap-loss",
    "ap_win": "#ap-win",
    "ap_feature": "#ap-feature",
    "ap_start": "#ap-start",
    "history_entries": "#dlg-history .history-entry",
    "history_entry": "#dlg-history .history-entry[data-id='{}']",
    "history_chain": "#history-chain",
    # inside one history entry (HistoryRow)
    "entry_title": "strong",
    "entry_time": ".history-time",
    "entry_field": "[data-field={}]",
    "entry_features": ".history-features",
    "entry_verify": "button.verify",
    "entry_result": ".verify-result",
    "entry_replay": "button.replay",
    # recall and the closed screen
    "recall_bar": "#recall-bar",
    "recall_title": "#recall-title",
    "recall_exit": "#recall-exit",
    "closed": "#closed",
    "closed_summary": "#closed-summary",
    "closed_reopen": "#closed-reopen",
}
# panel -> the control that opens it
PANELS = {
    "paytable": "paytable_button",
    "history": "history_button",
    "help": "help_button",
    "settings": "settings_button",
    "autoplay": "autoplay",
    "bet": "bet_select",
}
# A panel's own animations (its opening rise) over; none under reduced motion.
STILL = "async (el) => { await Promise.allSettled(el.getAnimations().map((a) => a.finished)); }"
# The player's controls, in the order Tab reaches them on the desktop layout.
CONTROLS = ("paytable_button", "history_button", "help_button", "settings_button", "fast_play", "sound", "close_button",
            "autoplay", "bet_down", "bet_select", "bet_up", "spin")
MONEY_FIGURES = ("balance", "bet", "round_win", "last_win", "session_net")
_MONEY = re.compile(r"^([+-]?)\$(\d{1,3}(?:,\d{3})*)\.(\d\d)$")


def sel(name: str, *args: object) -> str:
    """The CSS selector called `name`, with its arguments filled in."""
    selector = SELECTORS[name]
    if args or "{}" in selector:
        selector = selector.format(*args)
    return selector


def cents(text: str) -> int:
    """Money as the page shows it ("$1,234.05", "-$0.07", "+$2.00") in integer cents; no float."""
    found = _MONEY.match(text.strip())
    if not found:
        raise AssertionError(f"{text!r} is not an amount of money as the page writes it")
    sign, units, hundredths = found.groups()
    value = int(units.replace(",", "")) * 100 + int(hundredths)
    value = -value if sign == "-" else value
    if money(value).lstrip("-") != text.strip().lstrip("+-"):
        raise AssertionError(f"{text!r} is not written as the page writes {value} cents")
    return value


def presets_script(speed: float | None = None, seeds: list[str] | None = None, clock: int | None = None,
                   balance: int | None = None) -> str:
    """An init script that adds these presets to `window.__MP_TEST` (those left None are not set)."""
    given = {"speed": speed, "seeds": seeds, "clock": clock, "balance": balance}
    presets = json.dumps({key: value for key, value in given.items() if value is not None})
    return f"window.__MP_TEST = {{...window.__MP_TEST, ...{presets}}};"


def context_options(viewport: dict[str, int] | None = None, scale: float | None = None, taken: Any = (),
                    **options: Any) -> dict[str, Any]:
    """A game context's options: `viewport` (DESKTOP), `scale` (1) and times in UTC, except where
    `taken` (the keys set elsewhere, e.g. pytest-playwright's browser_context_args) has its own."""
    defaults = {"viewport": viewport or DESKTOP, "device_scale_factor": scale or 1, "timezone_id": "UTC"}
    return {**{key: value for key, value in defaults.items() if key not in taken}, **options}


def prepare_context(context: Any, speed: float | None = 25, init: str = "") -> Any:
    """`context` with `window.__MP_TEST = {speed}` (the animation `speed` times faster; None for the
    game's own pace) and any `init` script added before every load; returns it."""
    script = (presets_script(speed=speed) if speed is not None else "") + init
    if script:
        context.add_init_script(script)
    return context


def game_context(browser: Any, viewport: dict[str, int] = DESKTOP, speed: float | None = 25, scale: float = 1,
                 init: str = "", **options: Any) -> Any:
    """A browser context for the game: times in UTC, and `window.__MP_TEST = {speed}` (the animation
    `speed` times faster; None for the game's own pace) plus any `init` script before every load."""
    return prepare_context(browser.new_context(**context_options(viewport, scale, **options)), speed, init)


def open_game(browser: Any, site: Site | str, viewport: dict[str, int] = DESKTOP, speed: float | None = 25, query: str = "",
              **options: Any) -> GamePage:
    """A new page in a context of its own, loaded, at rest and the loading screen gone; close() it."""
    game = GamePage(game_context(browser, viewport, speed, **options).new_page(), site if isinstance(site, str) else site.url)
    game.open(query)
    game.wait_idle()
    return game


class GamePage:
    """One page of the game (a Playwright Page) and its url; records the page's uncaught errors."""

    def __init__(self, page: Any, url: str | Site):
        self.page = page
        self.url = url if isinstance(url, str) else url.url
        self.errors: list[str] = []
        self.closed = False
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def presets(self, speed: float | None = None, seeds: list[str] | None = None, clock: int | None = None,
                balance: int | None = None) -> None:
        """Set `window.__MP_TEST` presets before every load of this page's context from now on (an init
        script: a reload gets them again, so the seeds are queued again)."""
        self.page.context.add_init_script(presets_script(speed, seeds, clock, balance))

    @classmethod
    def in_frame(cls, frame: Any, url: str) -> GamePage:
        """The game in a Playwright Frame of another page (an embedding site's): every reader and
        waiter works there as on a page; its page's uncaught errors are the page's own to record."""
        game = cls.__new__(cls)
        game.page, game.url, game.errors = frame, url, []
        return game

    # --- selectors ----------------------------------------------------------------------------------

    def at(self, name: str, *args: object) -> Any:
        """The Playwright Locator for the selector called `name`."""
        return self.page.locator(sel(name, *args))

    def click(self, name: str, *args: object, **options: Any) -> None:
        self.page.click(sel(name, *args), **options)

    def text(self, name: str, *args: object) -> str:
        """The element's text, stripped."""
        return (self.page.text_content(sel(name, *args)) or "").strip()

    def attr(self, name: str, attribute: str, *args: object) -> str | None:
        return self.page.get_attribute(sel(name, *args), attribute)  # type: ignore[no-any-return]

    def enabled(self, name: str, *args: object) -> bool:
        return bool(self.page.is_enabled(sel(name, *args)))

    def disabled(self, name: str, *args: object) -> bool:
        return bool(self.page.is_disabled(sel(name, *args)))

    def visible(self, name: str, *args: object) -> bool:
        return bool(self.page.is_visible(sel(name, *args)))

    def eval_on(self, name: str, script: str, arg: Any = None) -> Any:
        """`script` (a function of the element) run on the first element `name` selects."""
        return self.page.eval_on_selector(sel(name), script, arg)

    def eval_all(self, name: str, script: str, *args: object) -> Any:
        """`script` (a function of the element list) run on every element `name` selects."""
        return self.page.eval_on_selector_all(sel(name, *args), script)

    def box(self, name: str, *args: object) -> dict[str, float]:
        """The element's bounding box {x, y, width, height} (it must be shown)."""
        found = self.at(name, *args).bounding_box()
        assert found, f"{name} is not shown"
        return found  # type: ignore[no-any-return]

    def boxes(self, *names: str) -> list[dict[str, Any]]:
        """{id, x, y, w, h} of every shown element the named selectors match, in document order."""
        return self.page.eval_on_selector_all(  # type: ignore[no-any-return]
            ", ".join(sel(name) for name in names),
            "els => els.filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect();"
            " return {id: e.id || e.className, x: r.x, y: r.y, w: r.width, h: r.height}; })",
        )

    def focused(self, name: str, *args: object) -> bool:
        """Whether the element with the keyboard focus is the one `name` selects."""
        return bool(self.page.evaluate("s => document.activeElement !== null && document.activeElement.matches(s)", sel(name, *args)))

    def focus_within(self, name: str) -> bool:
        """Whether the focus is inside the element `name` selects (a panel)."""
        return bool(self.page.evaluate("s => document.querySelector(s).contains(document.activeElement)", sel(name)))

    def focused_control(self) -> tuple[str, bool]:
        """Which of CONTROLS has the focus (its name; "#id" or the tag for anything else), and whether
        the focus is visible there (or on the page's body, where nothing is focused)."""
        found = self.page.evaluate(
            """names => { const e = document.activeElement;
                          const hit = names.find(([, s]) => e.matches(s));
                          const other = e.id ? '#' + e.id : e.tagName.toLowerCase();
                          return [hit ? hit[0] : other, e === document.body || e.matches(':focus-visible')]; }""",
            [[name, sel(name)] for name in CONTROLS],
        )
        return found[0], bool(found[1])

    def blur(self) -> None:
        """Nothing focused: keys go to the page itself."""
        self.page.evaluate("document.activeElement && document.activeElement.blur()")

    # --- loading and waiting ------------------------------------------------------------------------

    def open(self, query: str = "", *, clock: int | None = None, pause: int | None = None,
             until: tuple[str, ...] = AT_REST, timeout: int = BOOT_TIMEOUT_MS) -> None:
        """Load (or reload) the game, with `?mp-clock=clock` and `?mp-pause=pause` when given; wait until
        it pauses at that step, or is in one of the phases `until`."""
        params = [query.lstrip("?")] if query else []
        params += [f"mp-clock={clock}"] if clock is not None else []
        params += [f"mp-pause={pause}"] if pause is not None else []
        self.page.goto(self.url + ("?" + "&".join(params) if params else ""))
        if pause is not None:
            self.wait_paused(pause, timeout=timeout)
        elif self.wait_phase(*until, timeout=timeout) in AT_REST and self._settled_count() is not None:
            self.wait_settled(timeout=timeout)

    def reload(self) -> None:
        """Reload the page (its URL as it is) and wait until the test API is back."""
        self.page.reload()
        self.page.wait_for_function("() => window.__mp", timeout=BOOT_TIMEOUT_MS)

    def wait_phase(self, *phases: str, timeout: int = ROUND_TIMEOUT_MS) -> str:
        """Wait until <body data-phase> is one of `phases` and return it; an error phase fails at once
        with the page's message (unless "error" is among the phases)."""
        self.page.wait_for_function(
            "phases => phases.includes(document.body?.dataset.phase) || document.body?.dataset.phase === 'error'",
            arg=list(phases),
            timeout=timeout,
        )
        phase = self.phase()
        if phase == "error" and "error" not in phases:
            raise AssertionError(f"the page shows an error: {self.text('message_text')}")
        return phase

    def wait_settled(self, after: int | None = None, timeout: int = ROUND_TIMEOUT_MS) -> str:
        """Wait until <body data-settled> is "true" (at rest, the newest round's last step shown and
        stored) and the page has settled more than `after` times (settled_count() before an action;
        None: settled now, or next); return the phase. An error phase fails with the page's message."""
        self.page.wait_for_function(
            "n => (document.body?.dataset.settled === 'true' && __mp.settledCount() > n) || document.body?.dataset.phase === 'error'",
            arg=-1 if after is None else after,
            timeout=timeout,
        )
        phase = self.phase()
        if phase == "error":
            raise AssertionError(f"the page shows an error: {self.text('message_text')}")
        return phase

    def settled_count(self) -> int:
        """How many times the page has settled since it loaded (`__mp.settledCount()`)."""
        return int(self.page.evaluate("() => __mp.settledCount()"))

    def _settled_count(self) -> int | None:
        """settled_count(), or None on a build without the settled signal (production, test API before 3)."""
        count = self.page.evaluate("() => window.__mp && __mp.version >= 3 ? __mp.settledCount() : null")
        return None if count is None else int(count)

    def wait_ready(self, timeout: int = ROUND_TIMEOUT_MS) -> None:
        assert self.wait_phase("ready", timeout=timeout) == "ready"

    def wait_step(self, at_least: int, timeout: int = ROUND_TIMEOUT_MS) -> None:
        """Wait until the round has shown step `at_least` (<body data-step>)."""
        self.page.wait_for_function("n => Number(document.body?.dataset.step || 0) >= n", arg=at_least, timeout=timeout)

    def wait_paused(self, index: int, timeout: int = BOOT_TIMEOUT_MS) -> None:
        """Wait until the animation holds at step `index` (<body data-paused>); an error fails."""
        self.page.wait_for_function(
            "p => document.body?.dataset.paused === p || document.body?.dataset.phase === 'error'", arg=str(index), timeout=timeout
        )
        assert self.phase() != "error", self.text("message_text")

    def wait_idle(self) -> None:
        """At rest (ready or choosing) and the loading screen fully gone, as screenshots want it."""
        self.wait_phase(*AT_REST, timeout=BOOT_TIMEOUT_MS)
        self.page.wait_for_function("s => getComputedStyle(document.querySelector(s)).visibility === 'hidden'", arg=sel("loading"))

    def wait_for(self, script: str, arg: Any = None, timeout: int = ROUND_TIMEOUT_MS, polling: float | str = "raf") -> None:
        """Wait until the JavaScript function `script` (given `arg`) returns something true, checked on
        every animation frame or every `polling` ms."""
        self.page.wait_for_function(script, arg=arg, timeout=timeout, polling=polling)

    def wait_text(self, name: str, pattern: str, timeout: int = ROUND_TIMEOUT_MS) -> None:
        """Wait until the element's text matches the (JavaScript) regular expression `pattern`."""
        self.page.wait_for_function(
            "([s, p]) => new RegExp(p).test(document.querySelector(s).textContent)", arg=[sel(name), pattern], timeout=timeout
        )

    def wait_free_spins(self, number: int = 1, timeout: int = ROUND_TIMEOUT_MS) -> None:
        """Wait until the free spins are shown, at spin `number` or later."""
        self.page.wait_for_function(
            "n => __mp.hud() && __mp.hud().freeSpins && __mp.hud().freeSpins.number >= n", arg=number, timeout=timeout
        )

    def phase(self) -> str:
        """<body data-phase>: loading, ready, spinning, choice, recall, closed or error."""
        return str(self.page.evaluate("document.body?.dataset.phase ?? ''"))

    def step(self) -> int:
        """<body data-step>: the index of the round's last step shown (0 when a round starts)."""
        return int(self.page.evaluate("Number(document.body?.dataset.step || 0)"))

    def body(self, name: str) -> str | None:
        """A data attribute of <body> (phase, step, paused, recall, profile, autoplay)."""
        return self.page.evaluate("n => document.body?.dataset[n] ?? null", name)  # type: ignore[no-any-return]

    def body_class(self, name: str) -> bool:
        return bool(self.page.evaluate("c => document.body.classList.contains(c)", name))

    # --- playing ------------------------------------------------------------------------------------

    def spin(self, *, wait: bool = True, hold: bool = False) -> str | None:
        """Press Spin; wait for the round to come to rest (ready or choice) and return the phase.
        `wait=False` returns None at once; `hold=True` keeps the spin's reply from the page (the
        request stored and in flight) and returns None once it is held."""
        return self._press(sel("spin"), "spin", wait, hold)

    def stop(self, *, wait: bool = True) -> str | None:
        """Press Stop (the spin button during a round): the round jumps to its end."""
        return self._press(sel("spin"), "", wait, False)

    def choose(self, princess: str, *, wait: bool = True, hold: bool = False) -> str | None:
        """Pick the princess for the free spins; as spin()."""
        return self._press(sel("choice_card", princess), "choose", wait, hold)

    def _press(self, selector: str, op: str, wait: bool, hold: bool) -> str | None:
        if hold:
            self.hold_replies([op])
        before = self._settled_count() if wait and not hold else None
        self.page.click(selector)
        if hold:
            self.page.wait_for_function("() => __mp.held() >= 1", timeout=ROUND_TIMEOUT_MS)
            return None
        if not wait:
            return None
        return self.wait_phase(*AT_REST) if before is None else self.wait_settled(after=before)

    # --- the debug build's hooks (window.__mp) ------------------------------------------------------

    def mp(self, expression: str, arg: Any = None) -> Any:
        """Evaluate a function of `arg` that may use `__mp`, e.g. `mp("n => __mp.pauseAt(n)", 3)`."""
        return self.page.evaluate(expression, arg)

    def version(self) -> int:
        return int(self.page.evaluate("__mp.version"))

    def queue_seeds(self, seeds: list[str]) -> int:
        """Queue seeds for the page's next requests (64 lowercase hex digits each); returns how many wait."""
        return int(self.page.evaluate("seeds => __mp.setSeeds(seeds)", seeds))

    def seeds_left(self) -> int:
        return int(self.page.evaluate("__mp.seedsLeft()"))

    def clear_seeds(self) -> None:
        self.page.evaluate("__mp.clearSeeds()")

    def queue_new_game_seed(self, game_seed: str) -> None:
        """Before every load of this context: while nothing is stored, the new game takes `game_seed`
        (a reload that finds the record starts no new game, so the seed is not queued then)."""
        self.page.context.add_init_script(
            f"try {{ if (!localStorage.getItem({RECORD_KEY!r})) window.__MP_TEST = {{...window.__MP_TEST, seeds: [{game_seed!r}]}}; }} catch {{}}"
        )

    def new_game(self, balance: int) -> None:
        """In phase ready: a new game whose balance is `balance` cents (`__mp.newGame`); wait until it is ready."""
        self.page.evaluate("cents => __mp.newGame(cents)", balance)
        self.wait_ready()

    def force(self, grids: list[Any], malfunction_at: int | None = None) -> None:
        """The next spin or choose lands `grids` (then random ones); `malfunction_at`: the engine fails after that many steps."""
        extra = {} if malfunction_at is None else {"malfunction_at": malfunction_at}
        self.page.evaluate("([grids, extra]) => __mp.force(grids, extra)", [grids, extra])

    def hold_at(self, name: str | None) -> None:
        """Freeze the animation when the presentation `name` reaches its peak, once (`__mp.holdAt`)."""
        self.page.evaluate("name => __mp.holdAt(name)", name)

    def wait_held(self, name: str, timeout: int = ROUND_TIMEOUT_MS) -> None:
        """Wait until the animation is held at presentation `name` (<body data-held>)."""
        self.page.wait_for_function("name => document.body?.dataset.held === name", arg=name, timeout=timeout)

    def wait_painted(self, frames: int = 2) -> None:
        """Wait until the renderer has painted `frames` more frames (`__mp.frames().count`): what
        `drawn()` reports is then what the screen shows now (a hold's first frame, a new size)."""
        count = self.page.evaluate("() => __mp.frames().count")
        self.page.wait_for_function("count => __mp.frames().count >= count", arg=count + frames)

    def release(self) -> None:
        """Let a held presentation go on."""
        self.page.evaluate("() => __mp.release()")

    def scene(self) -> dict[str, Any] | None:
        """What the presenter shows (`__mp.scene()`): texts, banners, overlay, total, big win, coins, cheer..."""
        return self.page.evaluate("() => __mp.scene()")  # type: ignore[no-any-return]

    def drawn(self) -> dict[str, Any] | None:
        """What the renderer drew (`__mp.drawn()`): the grid's and each cell's box, the banners, the meter."""
        return self.page.evaluate("() => __mp.drawn()")  # type: ignore[no-any-return]

    def music(self) -> dict[str, Any]:
        """The music's state (`__mp.music()`): started, playing, volume, level, closed."""
        return self.page.evaluate("() => __mp.music()")  # type: ignore[no-any-return]

    def set_clock(self, ms: int | None) -> None:
        """Freeze the page's clock at `ms` (every request's `now`); None lets it run again."""
        self.page.evaluate("ms => __mp.setClock(ms)", ms)

    def pause_at(self, index: int | None) -> None:
        """Hold the animation once step `index` is stored and shown (<body data-paused>) until a reload."""
        self.page.evaluate("i => __mp.pauseAt(i)", index)

    def hold_replies(self, ops: list[str] | None = None) -> None:
        """Keep the engine's replies to these ops (default spin and choose) from reaching the page."""
        self.page.evaluate("ops => ops ? __mp.holdReplies(ops) : __mp.holdReplies()", ops)

    def held(self) -> int:
        return int(self.page.evaluate("__mp.held()"))

    def release_replies(self) -> None:
        self.page.evaluate("__mp.releaseReplies()")

    def kill_worker(self) -> None:
        """End the engine's worker as a crash would: requests in flight fail."""
        self.page.evaluate("__mp.killWorker()")

    def set_speed(self, k: float) -> None:
        """Run the animation `k` times the game's own pace (overrides fast play)."""
        self.page.evaluate("k => __mp.setSpeed(k)", k)

    def outcome(self, seed: str | None = None, bet: int | None = None, grids: list[Any] | None = None, princess: str | None = None,
                choose_seed: str | None = None, choose_grids: list[Any] | None = None,
                state: dict[str, Any] | None = None) -> dict[str, Any]:
        """What a round will give, from the page's own engine and the state it holds (or `state`),
        storing nothing (`__mp.outcome`): {win, balance, status, round, state, steps, requests, error}.
        A spin of `bet` (default: the bet the next spin takes) with `seed` and `grids`, then if it waits
        for the choice and `princess` is given, that choose with `choose_seed` and `choose_grids`;
        while a round waits for its choice, that choose alone."""
        args = {"seed": seed, "bet": bet, "grids": grids, "princess": princess, "chooseSeed": choose_seed, "chooseGrids": choose_grids,
                "state": state}
        given = {key: value for key, value in args.items() if value is not None}
        return json.loads(self.page.evaluate("async a => JSON.stringify(await __mp.outcome(a))", given))  # type: ignore[no-any-return]

    def money_text(self, amount: int, sign: bool = False) -> str:
        """`amount` (whole minor units) as the page writes money now, in its language and currency (`__mp.money`)."""
        return str(self.page.evaluate("([m, sign]) => __mp.money(m, {sign})", [amount, sign]))

    def state(self) -> dict[str, Any]:
        """The engine's state as the page holds it."""
        return json.loads(self.page.evaluate("JSON.stringify(__mp.state())"))  # type: ignore[no-any-return]

    def history(self) -> list[dict[str, Any]]:
        """The round history (newest first), from the stored record."""
        return self.page.evaluate("__mp.history()")  # type: ignore[no-any-return]

    def ledger(self) -> dict[str, Any] | None:
        """The ledger's {game, seq, pending, unsaved}."""
        return self.page.evaluate("__mp.ledger()")  # type: ignore[no-any-return]

    def hud(self) -> dict[str, Any]:
        """The figures the HUD is drawn from (the presenter's figures, not the text)."""
        return json.loads(self.page.evaluate("JSON.stringify(__mp.hud())"))  # type: ignore[no-any-return]

    def view(self) -> dict[str, Any]:
        """The view being shown (grid, meter, multiplier...)."""
        return self.page.evaluate("__mp.view()")  # type: ignore[no-any-return]

    def config(self) -> dict[str, Any]:
        return self.page.evaluate("__mp.config()")  # type: ignore[no-any-return]

    def timings(self) -> dict[str, list[float]]:
        """Each op's round trips (ms) so far; `len(timings()["spin"])` is how many spins were sent."""
        return self.page.evaluate("__mp.timings()")  # type: ignore[no-any-return]

    def sent(self, op: str = "spin") -> int:
        """How many `op` requests the page has sent to the engine (and had answered)."""
        return int(self.page.evaluate("op => (__mp.timings()[op] || []).length", op))

    def ui(self, name: str, *args: Any) -> Any:
        """`__mp.ui.<name>(...args)`: the player's controls' own state (autoplay, settings, bigWin...)."""
        return self.page.evaluate(f"args => __mp.ui.{name}(...args)", list(args))

    # --- what the player reads ----------------------------------------------------------------------

    def cents(self, name: str) -> int:
        """A money figure of the HUD (MONEY_FIGURES) in whole minor units, read from its text in any
        language and currency ("1.234,50 €", "150 000 ¥"); dollars in English on a build without `__mp.money`."""
        return self.read_money(self.text(name))

    def read_money(self, text: str) -> int:
        """Money written by the page, in whole minor units: its digits, checked by writing them back
        the page's way (`__mp.money`); no float. Text the page would not write fails."""
        if not self.page.evaluate("() => Boolean(window.__mp && __mp.money)"):
            return cents(text)
        digits = re.sub(r"\D", "", text)
        if not digits:
            raise AssertionError(f"{text!r} is not an amount of money as the page writes it")
        value = -int(digits) if re.search("[-\u2212]", text) else int(digits)
        if text.strip() not in (self.money_text(value), self.money_text(value, sign=True)):
            raise AssertionError(f"{text!r} is not written as the page writes {value} minor units")
        return value

    def balance(self) -> int:
        return self.cents("balance")

    def bet(self) -> int:
        return self.cents("bet")

    def round_win(self) -> int:
        return self.cents("round_win")

    def last_win(self) -> int:
        return self.cents("last_win")

    def figures(self) -> dict[str, Any]:
        """Every HUD figure from its text: money in cents, free spins and the multiplier as ints, the
        meter as (filled, size), the princess's name."""
        filled, size = self.text("meter").split("/")
        return {
            **{name: self.cents(name) for name in MONEY_FIGURES},
            "free_spins": int(self.text("free_spins")),
            "multiplier": int(self.text("multiplier").removeprefix("x")),
            "meter": (int(filled), int(size)),
            "princess": self.text("princess"),
        }

    def expect_money(self, name: str, amount: int) -> None:
        """Wait (Playwright's expect) until the figure `name` shows `amount` (minor units) as the page writes it."""
        from playwright.sync_api import expect

        written = self.money_text(amount) if self.page.evaluate("() => Boolean(window.__mp && __mp.money)") else money(amount)
        expect(self.at(name)).to_have_text(written)

    def message(self) -> str:
        """The message shown to the player, or "" when none is."""
        return self.text("message_text") if self.visible("message") else ""

    def canvas_size(self) -> list[int]:
        """The scene canvas's width and height in device pixels."""
        return self.eval_on("scene", "c => [c.width, c.height]")  # type: ignore[no-any-return]

    # --- panels -------------------------------------------------------------------------------------

    def open_panel(self, name: str) -> Any:
        """Open a panel (paytable, history, help, settings, autoplay, bet) by its button; its Locator,
        once it is shown and still (its opening rise over: a box read during it is a moving one)."""
        from playwright.sync_api import expect

        self.click(PANELS[name])
        panel = self.at(f"panel_{name}")
        expect(panel).to_be_visible()
        panel.evaluate(STILL)
        return panel

    def close_panel(self, name: str, key: bool = True) -> None:
        """Close a panel with Escape (or its close button when key=False); wait until it is hidden."""
        from playwright.sync_api import expect

        if key:
            self.page.keyboard.press("Escape")
        else:
            self.click("panel_close", name)
        expect(self.at(f"panel_{name}")).to_be_hidden()

    def history_row(self, index: int) -> HistoryRow:
        """Row `index` (0 is the newest) of the open history panel."""
        return HistoryRow(self.at("history_entries").nth(index))

    def history_entry(self, round_id: int) -> HistoryRow:
        """The open history panel's row for round `round_id`."""
        return HistoryRow(self.at("history_entry", round_id))

    def set_bet(self, amount: int) -> None:
        """Pick a bet (in cents) in the Select Bet panel; the panel closes and the HUD shows the new bet."""
        from playwright.sync_api import expect

        self.click("bet_select")
        shown = self.text("bet")
        chosen = self.attr("bet_level", "aria-pressed", amount) == "true"
        self.click("bet_level", amount)
        if not chosen:
            expect(self.at("bet")).not_to_have_text(shown, timeout=ROUND_TIMEOUT_MS)

    def start_autoplay(self, rounds: int, loss: int = 0, win: int = 0, feature: bool = False) -> None:
        """Start Auto Play for `rounds` (10, 25, 50, 100) from its panel, with its limits in minor units
        (0: none) and the stop on a feature; wait until the panel is closed."""
        from playwright.sync_api import expect

        self.open_panel("autoplay")
        self.click("ap_rounds", rounds)
        self.at("ap_loss").select_option(str(loss))
        self.at("ap_win").select_option(str(win))
        if feature:
            self.at("ap_feature").check()
        self.click("ap_start")
        expect(self.at("panel_autoplay")).to_be_hidden()

    def wait_autoplay_done(self, timeout: int = 180_000) -> dict[str, Any]:
        """Wait until Auto Play has stopped and the page is at rest (settled, on a build that says so);
        its {running, left, reason}."""
        self.wait_for("() => !__mp.ui.autoplay().running", timeout=timeout)
        if self._settled_count() is None:
            self.wait_phase(*AT_REST)
        else:
            self.wait_settled()
        return self.ui("autoplay")  # type: ignore[no-any-return]

    def close_game(self) -> None:
        """Press Close: the closed screen, <body data-phase=closed>."""
        from playwright.sync_api import expect

        self.click("close_button")
        expect(self.at("closed")).to_be_visible()
        assert self.wait_phase("closed") == "closed"

    # --- storage ------------------------------------------------------------------------------------

    def record(self) -> dict[str, Any] | None:
        """The stored record (ledger.js), parsed; None when nothing is stored."""
        text = self.page.evaluate("key => localStorage.getItem(key)", RECORD_KEY)
        return None if text is None else json.loads(text)

    def record_text(self) -> str | None:
        """The stored record's text in localStorage, as it is; None when nothing is stored."""
        return self.page.evaluate("key => localStorage.getItem(key)", RECORD_KEY)  # type: ignore[no-any-return]

    def journal(self) -> str | None:
        """The record's text in the journal (IndexedDB), or None."""
        return self.page.evaluate(JOURNAL_JS, [JOURNAL_KEY])  # type: ignore[no-any-return]

    def set_journal(self, text: str) -> None:
        """Write `text` as the journal's record (IndexedDB)."""
        self.page.evaluate(JOURNAL_JS, [JOURNAL_KEY, text])

    def progress(self) -> dict[str, Any] | None:
        """The stored index of the last step shown."""
        text = self.page.evaluate("key => localStorage.getItem(key)", PROGRESS_KEY)
        return None if text is None else json.loads(text)

    def quarantined(self) -> dict[str, Any]:
        """Every quarantine key and what it keeps."""
        return self.page.evaluate(  # type: ignore[no-any-return]
            """prefix => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith(prefix))
                          .map(k => [k, JSON.parse(localStorage.getItem(k))]))""",
            QUARANTINE_PREFIX,
        )

    # --- the end ------------------------------------------------------------------------------------

    def shot(self, path: Path | str, still: bool = False) -> None:
        """A screenshot; `still` stops CSS animations first (Playwright's animations="disabled")."""
        self.page.screenshot(path=str(path), **({"animations": "disabled"} if still else {}))

    def close(self) -> None:
        """Close the page's context (once: a second call does nothing); the page must have thrown no uncaught error."""
        if not self.closed:
            self.closed = True
            self.page.context.close()
        assert not self.errors, f"uncaught page errors: {self.errors}"


class HistoryRow:
    """One round in the open history panel."""

    def __init__(self, locator: Any):
        self.locator = locator

    def at(self, name: str, *args: object) -> Any:
        return self.locator.locator(sel(name, *args))

    @property
    def id(self) -> str | None:
        return self.locator.get_attribute("data-id")  # type: ignore[no-any-return]

    def title(self) -> str:
        return self.at("entry_title").first.inner_text()  # type: ignore[no-any-return]

    def time(self) -> str:
        return self.at("entry_time").inner_text()  # type: ignore[no-any-return]

    def field(self, name: str) -> str:
        """A figure's text: bet, win, before, after."""
        return self.at("entry_field", name).inner_text()  # type: ignore[no-any-return]

    def features(self) -> str:
        return self.at("entry_features").inner_text()  # type: ignore[no-any-return]

    def verify(self) -> Any:
        """Press Verify; the Locator of its result (data-result: running, verified, mismatch)."""
        self.at("entry_verify").click()
        return self.at("entry_result")

    @property
    def result(self) -> Any:
        return self.at("entry_result")

    @property
    def replay_button(self) -> Any:
        return self.at("entry_replay")

    def replay(self) -> None:
        self.at("entry_replay").click()
