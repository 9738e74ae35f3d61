"""The examples use the suite's own fixtures (browser, debug_site, game...): tests/support/plugin.py."""

pytest_plugins = ["tests.support.plugin"]
