"""Transitional: see tests/support/__init__.py."""

from tests.repo.cross import *  # noqa: F403
