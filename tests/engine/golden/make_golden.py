"""Write golden.json and golden-ladder.json: fixed requests and the engine's exact replies, byte for byte.

Run it again whenever the math model or the engine changes on purpose:

    python tests/engine/golden/make_golden.py

golden.json, the default rung of the RTP ladder: 50 fixed seeds, each a scripted game:
new_game, a spin at a bet level, the free-spins choice when the round awaits one, and a resume;
every tenth seed forces a grid clear (allow_force) so that free spins are in the file too.
golden-ladder.json, every other rung: its config, and 12 seeds a rung scripted the same way in
a game of that rung (every fourth seed with a forced clear and its choice, landed from the
rung's free-spins sets), a spin that moves a game from one rung to another, and a rung the
ladder has not. test_golden.py replays the requests in CPython, test_pyodide.py in Pyodide under Node.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "py"))

from midnight_princess import ladder, model  # noqa: E402
from midnight_princess.bridge import handle  # noqa: E402

OUT = HERE / "golden.json"
LADDER_OUT = HERE / "golden-ladder.json"
SEEDS = 50
RUNG_SEEDS = 12
T0 = 1_750_000_000_000
HEARTS = [["heart"] * 5 for _ in range(5)]


def seed_hex(label: str, index: int) -> str:
    return hashlib.sha256(f"golden:{label}:{index}".encode()).hexdigest()


Send = Any  # (request, allow_force=False) -> the reply, parsed; each case recorded


def recorder(cases: list[dict[str, Any]]) -> Send:
    """A send that records every request and its reply in ``cases``."""
    def send(request: dict[str, Any] | str, allow_force: bool = False) -> dict[str, Any]:
        text = request if isinstance(request, str) else json.dumps(request, separators=(",", ":"))
        reply = handle(text, allow_force=allow_force)
        cases.append({"request": text, "allow_force": allow_force, "reply": reply})
        return json.loads(reply)

    return send


def build() -> list[dict[str, Any]]:
    """The scripted requests and their replies, in order."""
    cases: list[dict[str, Any]] = []
    send = recorder(cases)

    send({"v": 1, "op": "config"})
    for i in range(SEEDS):
        now = T0 + i * 3_600_000
        state = send({"v": 1, "op": "new_game", "seed": seed_hex("game", i), "now": now})["state"]
        bet = model.BET_LEVELS[i % len(model.BET_LEVELS)]
        request: dict[str, Any] = {"v": 1, "op": "spin", "state": state, "bet": bet,
                                   "seed": seed_hex("spin", i), "now": now + 1000}
        forced = i % 10 == 9
        if forced:
            request["force"] = {"grids": [HEARTS]}
        reply = send(request, allow_force=forced)
        state = reply["state"]
        if reply["round"]["status"] == "awaiting_choice":
            princess = model.PRINCESSES[i % len(model.PRINCESSES)]
            state = send({"v": 1, "op": "choose", "state": state, "princess": princess,
                          "seed": seed_hex("choose", i), "now": now + 60_000})["state"]
        send({"v": 1, "op": "resume", "state": state, "now": now + 120_000})
    send("not json")
    send({"v": 1, "op": "spin", "state": {"v": 1}, "bet": 100, "seed": seed_hex("bad", 0), "now": T0})
    return cases


def build_ladder() -> list[dict[str, Any]]:
    """Every other rung of the RTP ladder: the scripted requests and their replies, in order."""
    cases: list[dict[str, Any]] = []
    send = recorder(cases)
    for r, rtp in enumerate(ladder.RUNGS):
        send({"v": 1, "op": "config", "rtp": rtp})
        for i in range(RUNG_SEEDS):
            now = T0 + (r * RUNG_SEEDS + i) * 3_600_000
            state = send({"v": 1, "op": "new_game", "seed": seed_hex(f"game:{rtp}", i), "now": now, "rtp": rtp})["state"]
            request: dict[str, Any] = {"v": 1, "op": "spin", "state": state, "bet": model.BET_LEVELS[i % 5],
                                       "seed": seed_hex(f"spin:{rtp}", i), "now": now + 1000}
            forced = i % 4 == 3
            if forced:
                request["force"] = {"grids": [HEARTS]}
            state = send(request, allow_force=forced)["state"]
            if state["round"] is not None:
                state = send({"v": 1, "op": "choose", "state": state, "princess": model.PRINCESSES[i % 3],
                              "seed": seed_hex(f"choose:{rtp}", i), "now": now + 60_000})["state"]
            # The next round at the next rung down (the lowest back to the top): the game moves with it.
            nxt = ladder.RTPS[(ladder.RTPS.index(rtp) + 1) % len(ladder.RTPS)]
            state = send({"v": 1, "op": "spin", "state": state, "bet": 100, "seed": seed_hex(f"move:{rtp}", i),
                          "now": now + 120_000, "rtp": nxt})["state"]
            send({"v": 1, "op": "resume", "state": state, "now": now + 180_000})
    send({"v": 1, "op": "new_game", "seed": seed_hex("bad", 1), "now": T0, "rtp": "95.00"})
    return cases


def write(path: Path, cases: list[dict[str, Any]]) -> None:
    doc = {"note": "Generated by tests/engine/golden/make_golden.py; regenerate when the model or "
                   "the engine changes on purpose.", "cases": cases}
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {path}")


def main() -> None:
    write(OUT, build())
    write(LADDER_OUT, build_ladder())


if __name__ == "__main__":
    main()
