"""Transitional: the test kit moved to kits/python (`midnight_princess_testkit`) and this
repository's own helpers to tests/repo; these names stay importable from here until the branches
written against tests.support are merged. New code imports from those two."""

from midnight_princess_testkit import *  # noqa: F403
from midnight_princess_testkit import __all__ as _kit
from midnight_princess_testkit.chromium import launch as launch_chromium
from midnight_princess_testkit.page import game_context as new_context

from tests.repo import *  # noqa: F403
from tests.repo import __all__ as _repo
from tests.repo import CHECKOUT

serve_existing = CHECKOUT.serve_existing
build = CHECKOUT.build
serve = CHECKOUT.serve

__all__ = [*_kit, *_repo, "build", "launch_chromium", "new_context", "serve", "serve_existing"]
