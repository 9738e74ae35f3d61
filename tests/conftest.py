"""The browser fixtures (browser, debug_site, prod_site, game_factory, game) for every test."""

pytest_plugins = ["tests.support.plugin"]
