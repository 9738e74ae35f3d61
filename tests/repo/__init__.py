"""This repository's own test helpers, beside the kit (`midnight_princess_testkit`) that every test
uses as an author outside the repository would: the checkout itself (`ROOT`, its builds served),
the engine tests' request builders (engine.py) and the cross-engine drivers (browsers.py, cross.py)."""

from pathlib import Path

from midnight_princess_testkit import SUB_PATH, Checkout, Site

from .engine import CHOOSE_SEED, DAY_MS, SPIN_SEED, T0, choose, new_game, resume, spin, state

ROOT = Path(__file__).resolve().parents[2]
CHECKOUT = Checkout(ROOT)


def build_and_serve(tmp: Path, debug: bool, profile: str | None = None, sub_path: str = SUB_PATH) -> Site:
    """A fresh build of this checkout in tmp/site/<sub_path>, served from tmp/site."""
    return CHECKOUT.build_and_serve(tmp, debug, profile, sub_path)


def serve_in_thread(root: Path, plain: bool = False) -> object:
    """This checkout's scripts/serve.py serving `root` in a thread of the test (Checkout.serve_in_thread)."""
    return CHECKOUT.serve_in_thread(root, plain)


__all__ = ["CHECKOUT", "CHOOSE_SEED", "DAY_MS", "ROOT", "SPIN_SEED", "T0", "build_and_serve", "choose", "new_game", "resume",
           "serve_in_thread", "spin", "state"]
