"""Transitional: see tests/support/__init__.py."""

from tests.support import *  # noqa: F403
