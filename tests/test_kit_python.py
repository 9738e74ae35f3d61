"""The test kit's own contract (tests/support): the one seed scheme gives the two values the tests
always used, `ask` sends requests as given, money reads back as cents, selectors are filled in."""

from __future__ import annotations

import hashlib

import pytest

from midnight_princess_testkit import SELECTORS, ask, cents, money, ok, seed, sel


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
