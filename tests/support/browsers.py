"""Transitional: see tests/support/__init__.py."""

from tests.repo.browsers import *  # noqa: F403
