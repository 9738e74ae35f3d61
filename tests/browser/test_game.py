"""The game in a real browser: the built site, the worker bridge, the animation and resumption.

Every expected outcome is computed by calling the same engine in CPython with the same seeds,
so the page is checked to show exactly what Python says, cent for cent.
"""

from __future__ import annotations

import re
import urllib.request

import midnight_princess
from midnight_princess_testkit import DESKTOP, HEARTS, PHONE, expected_round, ok, seed


def test_the_page_loads_ready_to_spin(game_factory, debug_site, output_dir):
    game = game_factory(debug_site)
    game.open()
    assert game.wait_phase("ready") == "ready"
    state = game.state()
    config = ok(op="config")["config"]
    assert state["balance"] == config["start_balance"]
    assert game.figures() == {
        "balance": state["balance"],
        "bet": config["default_bet"],
        "round_win": 0,
        "last_win": 0,
        "session_net": 0,
        "free_spins": 0,
        "multiplier": 1,
        "meter": (0, 3),
        "princess": state["princess"].capitalize(),
    }
    assert game.enabled("spin")
    assert game.canvas_size() == [DESKTOP["width"], DESKTOP["height"]]
    assert game.eval_on("loading", "e => e.classList.contains('done')")
    game.shot(output_dir / "desktop-ready.png")
    # money.js in the browser's own Intl: dollars in English as always, and another language and currency.
    formatted = game.page.evaluate(
        """async () => {
            const { formatMoney, countStep, useMoney } = await import("./js/money.js");
            const dollars = [0, 5, 123456789, -250, 1.5, 100000, -7].map((x) => formatMoney(x));
            useMoney({ locale: "de", currency: "EUR", digits: 2 });
            const euros = formatMoney(123450);
            useMoney({ locale: "en", currency: "JPY", digits: 0 });
            const yen = formatMoney(150000);
            useMoney({ locale: "en", currency: "USD", digits: 2 });
            return [...dollars, formatMoney(120, { sign: true }), euros, yen, countStep(100, 200, 1, 3), countStep(100, 200, 3, 3)];
        }"""
    )
    assert formatted == ["$0.00", "$0.05", "$1,234,567.89", "-$2.50", "—", "$1,000.00", "-$0.07", "+$1.20", "1.234,50\u00a0€",
                         "¥150,000", 133, 200]


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
    assert state["balance"] == ok(op="config")["config"]["start_balance"]
    assert game.balance() == state["balance"]
    # Valid JSON that the engine rejects as CORRUPT_STATE: the player is told, a new game starts.
    game.page.evaluate(
        """localStorage.setItem("midnight-princess/v1/save", JSON.stringify({state: {v: 1, balance: "lots"}, play: null}))"""
    )
    game.page.reload()
    assert game.wait_phase("ready") == "ready"
    assert "could not be read" in game.text("message_text")
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
        expected, round_seeds, steps = expected_round(expected, bet, pool, "love")
        used += round_seeds
        wins.append(steps[-1]["win"])
    assert any(win > 0 for win in wins), "the fixed seeds should include a winning round"
    game.queue_seeds(used)
    for i in range(20):
        phase = game.spin()
        if phase == "choice":
            phase = game.choose("love")
        assert phase == "ready", f"round {i + 1} ended in {phase}"
        if i == 2:
            game.shot(output_dir / "desktop-after-rounds.png")
    assert game.state() == expected
    assert game.balance() == expected["balance"]
    assert game.last_win() == wins[-1]
    assert game.seeds_left() == 0


def test_forced_grid_clear_leads_to_the_choice_then_free_spins(game_factory, debug_site, output_dir):
    game = game_factory(debug_site)
    game.open()
    game.wait_phase("ready")
    state = game.state()
    pool = [seed("grid-clear-spin"), seed("grid-clear-choose")]
    expected, used, steps = expected_round(state, state["bet"], list(pool), "storm", force={"grids": [HEARTS]})
    kinds = [step["t"] for step in steps]
    assert kinds[:2] == ["land", "win"] and "clear" in kinds and "choice" in kinds
    assert "free_spins_start" in kinds and kinds[-1] == "end"

    game.queue_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    cards = game.eval_all("choice_princesses", "els => els.map(e => e.dataset.princess)")
    options = next(step["options"] for step in steps if step["t"] == "choice")
    assert cards == [option["princess"] for option in options]
    labels = game.eval_all("choice_princesses", "els => els.map(e => e.textContent)")  # the card's accessible name is its text
    for label, option in zip(labels, options):
        assert f"{option['spins']} free spins" in label
    open_round = game.state()["round"]
    assert open_round["status"] == "awaiting_choice"
    assert game.balance() == open_round["balance_after"]
    game.shot(output_dir / "desktop-choice.png")

    game.set_speed(4)
    game.choose("storm", wait=False)
    game.wait_free_spins(1)
    game.shot(output_dir / "desktop-free-spins.png")
    game.set_speed(40)
    assert game.wait_phase("ready", "choice") == "ready"
    assert game.state() == expected
    assert game.balance() == expected["balance"]
    assert game.last_win() == steps[-1]["win"]
    assert game.text("free_spins") == "0"


def test_a_reload_mid_round_resumes_and_pays_once(game_factory, debug_site):
    game = game_factory(debug_site, speed=2)
    game.open()
    game.wait_phase("ready")
    state = game.state()
    pool = [seed("reload-spin"), seed("reload-choose")]
    expected, used, steps = expected_round(state, state["bet"], list(pool), "star", force={"grids": [HEARTS]})
    spin_steps = [step["t"] for step in steps].index("choice") + 1

    game.queue_seeds(used[:1])
    game.force([HEARTS])
    game.spin(wait=False)
    game.wait_step(2)  # the win is shown, the grid clear is not yet
    game.reload()
    assert game.wait_phase("choice", timeout=60_000) == "choice"  # the round still waits: shown again
    assert game.state()["round"]["status"] == "awaiting_choice"

    game.queue_seeds(used[1:])
    game.choose("star", wait=False)
    game.wait_step(spin_steps + 4)  # a few steps into the feature
    game.reload()
    game.set_speed(40)
    assert game.wait_phase("ready", "choice") == "ready"
    assert game.state() == expected
    assert game.balance() == expected["balance"]
    assert game.last_win() == steps[-1]["win"]

    game.page.reload()  # a reload after the round replays nothing and pays nothing
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected
    assert game.balance() == expected["balance"]


def test_phone_layout(game_factory, debug_site, output_dir):
    game = game_factory(debug_site, viewport=PHONE, scale=2)
    game.open()
    game.wait_phase("ready")
    assert game.canvas_size() == [2 * PHONE["width"], 2 * PHONE["height"]]  # sharp on high-DPI screens
    game.queue_seeds([seed("phone-spin"), seed("phone-choose")])
    game.force([HEARTS])
    game.set_speed(1)
    game.spin(wait=False)
    game.wait_step(2)
    game.shot(output_dir / "phone-win.png")
    game.set_speed(40)
    assert game.wait_phase("choice") == "choice"
    game.shot(output_dir / "phone-choice.png")
    for name in ("balance", "bet", "round_win", "last_win", "free_spins", "spin"):
        box = game.box(name)
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 0.5, name
        assert box["y"] + box["height"] <= PHONE["height"] + 0.5, name
    game.choose("love")
    assert game.wait_phase("ready") == "ready"
    game.shot(output_dir / "phone-ready.png")


def test_the_production_build_never_allows_force(game_factory, prod_site):
    js = prod_site.out / "js"
    assert "export const DEBUG = false;" in (js / "build-info.js").read_text()
    assert not (js / "debug.js").exists()
    game = game_factory(prod_site, speed=None)
    game.open(until=("ready",))
    assert game.page.evaluate("typeof window.__mp") == "undefined"
    # The production worker itself, asked to force a grid, is refused by the engine.
    reply = game.page.evaluate(
        """async (grids) => {
            const worker = new Worker("js/engine/worker.js", {type: "module"});
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
    # The engine's wheel under its versioned name, wheel.json naming it, and micropip's wheel for other pages.
    wheel = f"midnight_princess-{midnight_princess.__version__}-py3-none-any.whl"
    assert sorted(p.name for p in (out / "engine").iterdir()) == [wheel, "wheel.json"]
    assert [p.name for p in (out / "micropip").iterdir()] == ["micropip-0.11.1-py3-none-any.whl"]
    for page in out.rglob("*.html"):
        for ref in re.findall(r'(?:src|href)="([^"]+)"', page.read_text()):
            assert not ref.startswith(("/", "http:", "https:", "//")), f"{page.name}: {ref}"
    for script in (out / "js").rglob("*.js"):
        text = script.read_text()
        assert "http://" not in text.replace("http://www.w3.org", "") and "https://" not in text, script.name
    with urllib.request.urlopen(prod_site.url + "pyodide/pyodide.asm.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"
    with urllib.request.urlopen(prod_site.url + "pyodide/pyodide.mjs") as response:
        assert response.headers["Content-Type"].startswith("text/javascript")
