"""The game in a real browser: the built site, the worker bridge, the animation and resumption.

Every expected outcome is computed by calling the same engine in CPython with the same seeds,
so the page is checked to show exactly what Python says, cent for cent.
"""

from __future__ import annotations

import re
import urllib.request

from .conftest import DESKTOP, PHONE
from .ui_support import HEARTS, ask, money, seed


def play_expected(state: dict, bet: int, seeds: list[str], choice: str, force: dict | None = None) -> tuple[dict, list[str], list[dict]]:
    """Play one round in CPython as the page will: spin, and choose if the round waits."""
    used = [seeds.pop(0)]
    extra = {"force": force} if force else {}
    reply = ask(op="spin", state=state, bet=bet, seed=used[0], now=1, **extra)
    steps = reply["steps"]
    if reply["round"]["status"] == "awaiting_choice":
        used.append(seeds.pop(0))
        reply = ask(op="choose", state=reply["state"], princess=choice, seed=used[1], now=1)
        steps += reply["steps"]
    return reply["state"], used, steps


def test_the_page_loads_ready_to_spin(game_factory, debug_site, output_dir):
    game = game_factory(debug_site)
    game.open()
    assert game.wait_phase("ready") == "ready"
    state = game.state()
    config = ask(op="config")["config"]
    assert state["balance"] == config["start_balance"]
    assert game.text("#balance") == money(state["balance"])
    assert game.text("#bet") == money(config["default_bet"])
    assert game.text("#round-win") == money(0)
    assert game.text("#last-win") == money(0)
    assert game.text("#free-spins") == "0"
    assert game.text("#multiplier") == "x1"
    assert game.text("#meter") == "0/3"
    assert game.text("#princess") == state["princess"].capitalize()
    assert game.page.is_enabled("#spin")
    canvas = game.page.evaluate("[document.getElementById('scene').width, document.getElementById('scene').height]")
    assert canvas == [DESKTOP["width"], DESKTOP["height"]]
    assert game.page.evaluate("document.getElementById('loading').classList.contains('done')")
    game.shot(output_dir / "desktop-ready.png")
    formatted = game.page.evaluate(
        """async () => {
            const { formatCents, formatMoney, countStep } = await import("./js/money.js");
            return [formatCents(0), formatCents(5), formatCents(123456789), formatCents(-250), formatCents(1.5),
                    formatMoney(100000), formatMoney(-7), countStep(100, 200, 1, 3), countStep(100, 200, 3, 3)];
        }"""
    )
    assert formatted == ["0.00", "0.05", "1,234,567.89", "-2.50", "—", "$1,000.00", "-$0.07", 133, 200]


def test_corrupt_saved_data_starts_a_new_game(game_factory, debug_site):
    game = game_factory(debug_site)
    game.page.context.add_init_script(
        """if (!sessionStorage.getItem("corrupted")) {
               sessionStorage.setItem("corrupted", "1");
               localStorage.setItem("midnight-princess/v1/save", "{not json");
               localStorage.setItem("midnight-princess/v1/index", "[1,");
           }"""
    )
    game.open()
    assert game.wait_phase("ready") == "ready"
    state = game.state()
    assert state["balance"] == ask(op="config")["config"]["start_balance"]
    assert game.text("#balance") == money(state["balance"])
    # Valid JSON that the engine rejects as CORRUPT_STATE: the player is told, a new game starts.
    game.page.evaluate(
        """localStorage.setItem("midnight-princess/v1/save", JSON.stringify({state: {v: 1, balance: "lots"}, play: null}))"""
    )
    game.page.reload()
    assert game.wait_phase("ready") == "ready"
    assert "could not be read" in game.text("#message-text")
    assert game.state()["balance"] == state["balance"]


def test_twenty_rounds_end_with_the_engines_balance(game_factory, debug_site, output_dir):
    game = game_factory(debug_site)
    game.open()
    game.wait_phase("ready")
    state = game.state()
    bet = state["bet"]
    pool = [seed(f"twenty-rounds-{i}") for i in range(60)]
    expected = state
    used: list[str] = []
    wins = []
    for _ in range(20):
        expected, round_seeds, steps = play_expected(expected, bet, pool, "love")
        used += round_seeds
        wins.append(steps[-1]["win"])
    assert any(win > 0 for win in wins), "the fixed seeds should include a winning round"
    game.set_seeds(used)
    for i in range(20):
        phase = game.spin()
        if phase == "choice":
            phase = game.choose("love")
        assert phase == "ready", f"round {i + 1} ended in {phase}"
        if i == 2:
            game.shot(output_dir / "desktop-after-rounds.png")
    assert game.state() == expected
    assert game.text("#balance") == money(expected["balance"])
    assert game.text("#last-win") == money(wins[-1])
    assert game.page.evaluate("__mp.seedsLeft()") == 0


def test_forced_grid_clear_leads_to_the_choice_then_free_spins(game_factory, debug_site, output_dir):
    game = game_factory(debug_site)
    game.open()
    game.wait_phase("ready")
    state = game.state()
    pool = [seed("grid-clear-spin"), seed("grid-clear-choose")]
    expected, used, steps = play_expected(state, state["bet"], list(pool), "storm", force={"grids": [HEARTS]})
    kinds = [step["t"] for step in steps]
    assert kinds[:2] == ["land", "win"] and "clear" in kinds and "choice" in kinds
    assert "free_spins_start" in kinds and kinds[-1] == "end"

    game.set_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    cards = game.page.eval_on_selector_all("#choice-cards [data-princess]", "els => els.map(e => e.dataset.princess)")
    options = next(step["options"] for step in steps if step["t"] == "choice")
    assert cards == [option["princess"] for option in options]
    labels = game.page.eval_on_selector_all("#choice-cards [data-princess]", "els => els.map(e => e.getAttribute('aria-label'))")
    for label, option in zip(labels, options):
        assert f"{option['spins']} free spins" in label
    open_round = game.state()["round"]
    assert open_round["status"] == "awaiting_choice"
    assert game.text("#balance") == money(open_round["balance_after"])
    game.shot(output_dir / "desktop-choice.png")

    game.page.evaluate("__mp.setSpeed(4)")
    game.page.click("#choice-cards [data-princess='storm']")
    game.page.wait_for_function("() => __mp.hud() && __mp.hud().freeSpins && __mp.hud().freeSpins.number >= 1", timeout=60_000)
    game.shot(output_dir / "desktop-free-spins.png")
    game.page.evaluate("__mp.setSpeed(40)")
    assert game.wait_phase("ready", "choice") == "ready"
    assert game.state() == expected
    assert game.text("#balance") == money(expected["balance"])
    assert game.text("#last-win") == money(steps[-1]["win"])
    assert game.text("#free-spins") == "0"


def test_a_reload_mid_round_resumes_and_pays_once(game_factory, debug_site):
    game = game_factory(debug_site, speed=2)
    game.open()
    game.wait_phase("ready")
    state = game.state()
    pool = [seed("reload-spin"), seed("reload-choose")]
    expected, used, steps = play_expected(state, state["bet"], list(pool), "star", force={"grids": [HEARTS]})
    spin_steps = [step["t"] for step in steps].index("choice") + 1

    game.set_seeds(used[:1])
    game.force([HEARTS])
    game.page.click("#spin")
    game.wait_step(2)  # the win is shown, the grid clear is not yet
    game.page.reload()
    game.page.wait_for_function("() => window.__mp")
    assert game.wait_phase("choice", timeout=60_000) == "choice"  # the round still waits: shown again
    assert game.state()["round"]["status"] == "awaiting_choice"

    game.set_seeds(used[1:])
    game.page.click("#choice-cards [data-princess='star']")
    game.wait_step(spin_steps + 4)  # a few steps into the feature
    game.page.reload()
    game.page.wait_for_function("() => window.__mp")
    game.page.evaluate("__mp.setSpeed(40)")
    assert game.wait_phase("ready", "choice") == "ready"
    assert game.state() == expected
    assert game.text("#balance") == money(expected["balance"])
    assert game.text("#last-win") == money(steps[-1]["win"])

    game.page.reload()  # a reload after the round replays nothing and pays nothing
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected
    assert game.text("#balance") == money(expected["balance"])


def test_phone_layout(game_factory, debug_site, output_dir):
    game = game_factory(debug_site, viewport=PHONE, scale=2)
    game.open()
    game.wait_phase("ready")
    canvas = game.page.evaluate("[document.getElementById('scene').width, document.getElementById('scene').height]")
    assert canvas == [2 * PHONE["width"], 2 * PHONE["height"]]  # sharp on high-DPI screens
    game.set_seeds([seed("phone-spin"), seed("phone-choose")])
    game.force([HEARTS])
    game.page.evaluate("__mp.setSpeed(1)")
    game.page.click("#spin")
    game.wait_step(2)
    game.shot(output_dir / "phone-win.png")
    game.page.evaluate("__mp.setSpeed(40)")
    assert game.wait_phase("choice") == "choice"
    game.shot(output_dir / "phone-choice.png")
    for selector in ("#balance", "#bet", "#round-win", "#last-win", "#free-spins", "#spin"):
        box = game.page.locator(selector).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 0.5, selector
        assert box["y"] + box["height"] <= PHONE["height"] + 0.5, selector
    game.choose("love")
    assert game.wait_phase("ready") == "ready"
    game.shot(output_dir / "phone-ready.png")


def test_the_production_build_never_allows_force(game_factory, prod_site):
    js = prod_site.out / "js"
    assert "export const DEBUG = false;" in (js / "build-info.js").read_text()
    assert not (js / "debug.js").exists()
    game = game_factory(prod_site, speed=None)
    game.page.goto(prod_site.url)
    game.wait_phase("ready", timeout=60_000)
    assert game.page.evaluate("typeof window.__mp") == "undefined"
    # The production worker itself, asked to force a grid, is refused by the engine.
    reply = game.page.evaluate(
        """async (grids) => {
            const worker = new Worker("js/worker.js", {type: "module"});
            const ask = (id, request) => new Promise((resolve) => {
                const listener = (e) => {
                    if (e.data.type !== "reply" || e.data.id !== id) return;
                    worker.removeEventListener("message", listener);
                    resolve(JSON.parse(e.data.reply));
                };
                worker.addEventListener("message", listener);
                worker.postMessage({id, request: JSON.stringify(request)});
            });
            const game = await ask(1, {v: 1, op: "new_game", seed: "ab".repeat(32), now: 1});
            const reply = await ask(2, {v: 1, op: "spin", state: game.state, bet: 100,
                                        seed: "cd".repeat(32), now: 1, force: {grids}});
            worker.terminate();
            return reply;
        }""",
        [HEARTS],
    )
    assert reply["ok"] is False
    assert reply["error"]["code"] == "FORCE_NOT_ALLOWED"


def test_the_build_is_static_and_relative(prod_site):
    out = prod_site.out
    assert not (out / "art-preview.html").exists() and not (out / "bench").exists()  # debug and bench builds only
    runtime = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.min.zip", "pyodide-lock.json"]
    # Pyodide's own files, the trimmed stdlib, and a .gz and .br of each but Pyodide's (deflated) zip.
    assert sorted(p.name for p in (out / "pyodide").iterdir()) == sorted(
        ["python_stdlib.zip", *runtime, *(f"{name}.gz" for name in runtime), *(f"{name}.br" for name in runtime)]
    )
    assert [p.name for p in (out / "engine").iterdir()] == ["midnight_princess-0.1.0-py3-none-any.whl"]
    for page in out.rglob("*.html"):
        for ref in re.findall(r'(?:src|href)="([^"]+)"', page.read_text()):
            assert not ref.startswith(("/", "http:", "https:", "//")), f"{page.name}: {ref}"
    for script in (out / "js").glob("*.js"):
        text = script.read_text()
        assert "http://" not in text.replace("http://www.w3.org", "") and "https://" not in text, script.name
    with urllib.request.urlopen(prod_site.url + "pyodide/pyodide.asm.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"
    with urllib.request.urlopen(prod_site.url + "pyodide/pyodide.mjs") as response:
        assert response.headers["Content-Type"].startswith("text/javascript")
