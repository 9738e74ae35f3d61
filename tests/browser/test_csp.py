"""The Content-Security-Policy: index.html carries it (a meta tag, for any static host), the game
plays under it without a single violation (debug and production builds), and it is enforced."""

from __future__ import annotations

import re

from midnight_princess_testkit import DESKTOP, HEARTS, PANELS, GamePage, game_context, seed

# Each directive the policy must hold, exactly.
DIRECTIVES = {
    "default-src": "'self'",
    "script-src": "'self' 'wasm-unsafe-eval'",
    "worker-src": "'self'",
    "connect-src": "'self'",
    "style-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
}
# Installed before any page script: violations are events on the document (init scripts are not
# subject to the policy).
LISTEN = """window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`));"""


def policy(html: str) -> dict[str, str]:
    match = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert match, "index.html has no Content-Security-Policy meta tag"
    parts = (d.strip().split(None, 1) for d in match.group(1).split(";") if d.strip())
    return {p[0]: p[1] if len(p) > 1 else "" for p in parts}


def test_index_html_carries_the_policy_and_no_inline_script(prod_site, debug_site):
    for site in (prod_site, debug_site):
        html = (site.out / "index.html").read_text()
        found = policy(html)
        for name, value in DIRECTIVES.items():
            assert found.get(name) == value, (name, found.get(name))
        assert "'unsafe-inline'" not in html and "'unsafe-eval'" not in html
        scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S)
        assert scripts and all('src="' in attrs and not body.strip() for attrs, body in scripts), "every script is a file"
        # The worker still starts first: boot.js comes before the styles and main.js.
        assert html.index('src="js/engine/boot.js"') < html.index('rel="stylesheet"') < html.index('src="js/main.js"')
        assert html.index("Content-Security-Policy") < html.index("<script")


def play_under_the_policy(game: GamePage, forced: bool) -> None:
    game.open()
    if forced:
        game.queue_seeds([seed("csp-spin"), seed("csp-choose")])
        game.force([HEARTS])
        assert game.spin() == "choice"
        assert game.choose("storm") == "ready"
    else:
        if game.spin() == "choice":
            game.choose("love")
    for panel in ("paytable", "help", "settings", "history", "autoplay"):
        game.click(PANELS[panel])
        game.page.wait_for_selector("dialog[open]")
        game.page.keyboard.press("Escape")
        game.page.wait_for_selector("dialog[open]", state="detached")


def test_the_debug_build_plays_a_whole_round_without_a_violation(browser, debug_site):
    context = game_context(browser, DESKTOP, speed=25, init=LISTEN)
    game = GamePage(context.new_page(), debug_site.url)
    try:
        play_under_the_policy(game, forced=True)
        assert game.page.evaluate("() => window.__csp") == []
        # And it is enforced: a script written into the page is refused, and reported.
        ran = game.page.evaluate(
            """() => { const s = document.createElement('script'); s.textContent = 'window.__inline = 1';
                       document.head.append(s); return window.__inline === 1; }""")
        assert ran is False
        game.page.wait_for_function("() => window.__csp.length > 0")  # the report is an event, queued
        assert game.page.evaluate("() => window.__csp") == ["script-src-elem inline"]
        assert not game.errors, game.errors
    finally:
        context.close()


def test_the_production_build_plays_without_a_violation(browser, prod_site):
    context = game_context(browser, DESKTOP, speed=None, init=LISTEN)
    game = GamePage(context.new_page(), prod_site.url)
    try:
        play_under_the_policy(game, forced=False)
        # The service worker registered under the policy too.
        game.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        assert game.page.evaluate("() => window.__csp") == []
        assert not game.errors, game.errors
    finally:
        context.close()
