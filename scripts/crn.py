"""Common random numbers: the change in a choice's mean feature win when its shower weight moves.

The same feature seeds are played with the shower weight w0 and w1 (the ordinary set giving up
or taking the difference out of 400,000): a landing draws its set from one table position, so
only the features with a draw between the two boundaries differ, and the difference is precise.
    PYTHONPATH=py python3 scripts/crn.py CHOICE W0 W1 FEATURES [SEED]    (from the repository root)
"""
import concurrent.futures as cf
import math
import sys

sys.path.insert(0, "py")
from midnight_princess import model  # noqa: E402
from midnight_princess_sim import engines  # noqa: E402
from midnight_princess_sim.stats import BET  # noqa: E402


def strips(engine, choice, shower):
    ordinary, shower_set, crown = model.REEL_SETS["free:" + choice]
    total = ordinary[0] + shower_set[0] + crown[0]
    sets = ((total - shower - crown[0], ordinary[1]), (shower, shower_set[1]), crown)
    return engine.play._prepare(sets)


def chunk(task):
    choice, w0, w1, start, count, seed = task
    engine = engines.load("compiled")
    a, b = strips(engine, choice, w0), strips(engine, choice, w1)
    s = s2 = flipped = base = 0
    for k in range(start, start + count):
        wins = []
        for table in (a, b):
            engine.play.STRIPS["free:" + choice] = table
            play = engine.play.Round(engine.rng.Rng(engine.rng.child_seed(seed, "crn:" + choice, k)), BET, "love")
            play.play_free_spins(choice)
            wins.append(play.win)
        d = wins[1] - wins[0]
        s += d
        s2 += d * d
        flipped += d != 0
        base += wins[0]
    return s, s2, flipped, base


def main():
    choice, w0, w1, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    seed = (sys.argv[5] if len(sys.argv) > 5 else "crn").encode()
    size = 50_000
    tasks = [(choice, w0, w1, i, min(size, n - i), seed) for i in range(0, n, size)]
    with cf.ProcessPoolExecutor(2) as pool:
        results = list(pool.map(chunk, tasks))
    s = sum(r[0] for r in results); s2 = sum(r[1] for r in results)
    flipped = sum(r[2] for r in results); base = sum(r[3] for r in results)
    mean = s / n / BET
    sd = math.sqrt(max(s2 / n - (s / n) ** 2, 0)) / BET
    se = sd / math.sqrt(n)
    print(f"{choice} {w0}->{w1}: delta mean {mean:+.4f}x +-{1.96*se:.4f} (95%), slope {mean/(w1-w0) if w1 != w0 else 0:.5f}x a unit, "
          f"{flipped} of {n} features differ; mean at w0 {base/n/BET:.3f}x")


if __name__ == "__main__":
    main()
