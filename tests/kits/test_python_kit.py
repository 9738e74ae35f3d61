"""The Python kit's own contract (midnight_princess_testkit): the one seed scheme gives the two values
the tests always used, `ask` sends requests as given, money reads back as cents, selectors are
filled in, and its plugin puts Debian's Chromium beneath pytest-playwright's launch options, where
a conftest's own override of them still wins."""

from __future__ import annotations

import hashlib

import pytest

from midnight_princess_testkit import CHROMIUM, SELECTORS, ask, cents, money, ok, seed, sel

pytest_plugins = ["pytester"]


def test_seed_is_sha256_of_the_label_or_of_label_colon_index() -> None:
    assert seed("reload-spin") == hashlib.sha256(b"reload-spin").hexdigest()
    assert seed("power", 7) == hashlib.sha256(b"power:7").hexdigest()
    assert seed("rules", 0) == hashlib.sha256(b"rules:0").hexdigest() != seed("rules")


def test_ask_sends_the_request_as_given_and_returns_refusals_too() -> None:
    assert ask(op="config") == ask({"v": 1, "op": "config"}) == ask('{"v": 1, "op": "config"}')
    assert ask({"op": "config"})["error"]["code"] == "BAD_REQUEST"  # no "v" is added to a request given whole
    assert ask("{not json")["ok"] is False
    with pytest.raises(AssertionError):
        ok({"v": 2, "op": "config"})
    with pytest.raises(TypeError):
        ask('{"v": 1}', op="config")


def test_money_reads_back_as_the_same_cents() -> None:
    for amount in (0, 5, 99, 100, 123_456_789, -7, -250):
        assert cents(money(amount)) == amount
    assert cents("+$2.00") == 200
    for text in ("$1,00.00", "$1.5", "1.00", "$1,000", "$ 1.00"):
        with pytest.raises(AssertionError):
            cents(text)


def test_selectors_take_their_arguments() -> None:
    assert sel("choice_card", "storm") == "#choice-cards [data-princess='storm']"
    assert sel("bet_level", 200) == "#dlg-bet .bet-level[data-bet='200']"
    assert all(name.isidentifier() for name in SELECTORS)


LAUNCH_ARGS_TEST = """
def test_launch_args(browser_type_launch_args, browser_name):
    print("ARGS", browser_name, sorted(browser_type_launch_args.items()))
"""


def launch_args_seen(pytester: pytest.Pytester, *args: str) -> list[str]:
    """Each `ARGS browser [(key, value)...]` line the launch-args test printed, run in a pytest of its own."""
    result = pytester.runpytest_subprocess("-s", "-p", "no:cacheprovider", *args)
    seen = sorted(line[line.index("ARGS "):] for line in result.outlines if "ARGS " in line)
    result.assert_outcomes(passed=len(seen))
    return seen


@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's Chromium at /usr/bin/chromium")
def test_the_plugin_puts_debian_chromium_beneath_pytest_playwrights_launch_args(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_plain=LAUNCH_ARGS_TEST)
    # A conftest that builds on the launch options keeps the Chromium beneath them; one that does not is taken as it is.
    pytester.mkpydir("builds_on").joinpath("conftest.py").write_text(
        "import pytest\n@pytest.fixture(scope='session')\ndef browser_type_launch_args(browser_type_launch_args):\n"
        "    return {**browser_type_launch_args, 'slow_mo': 5}\n")
    pytester.path.joinpath("builds_on", "test_builds_on.py").write_text(LAUNCH_ARGS_TEST)
    pytester.mkpydir("replaces").joinpath("conftest.py").write_text(
        "import pytest\n@pytest.fixture(scope='session')\ndef browser_type_launch_args():\n    return {'executable_path': '/opt/mine'}\n")
    pytester.path.joinpath("replaces", "test_replaces.py").write_text(LAUNCH_ARGS_TEST)

    flags = "('args', ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', " \
            "'--disable-sync', '--no-first-run'])"
    debian = f"{flags}, ('executable_path', '/usr/bin/chromium')"
    assert launch_args_seen(pytester, "--browser", "chromium") == sorted([
        f"ARGS chromium [{debian}]",
        f"ARGS chromium [{debian}, ('slow_mo', 5)]",
        "ARGS chromium [('executable_path', '/opt/mine')]",
    ])
    # Another engine gets no Chromium; --headed still reaches the launch options.
    assert launch_args_seen(pytester, "--browser", "firefox", "--headed", "test_plain.py") == ["ARGS firefox [('headless', False)]"]
