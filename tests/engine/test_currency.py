"""Currencies: each has its own ladder, default bet and start balance, held and enforced by the engine;
a game belongs to its currency; the maths is the same in every one; a USD game is exactly as before."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from midnight_princess import currency, model
from midnight_princess.bridge import handle
from midnight_princess_testkit import HEARTS, ask, error_code, ok, seed
from tests.repo import T0, choose, spin

CODES = ("USD", "EUR", "GBP", "SEK", "BRL", "JPY")
# The round rate to the dollar each ladder was made at (currency.py): minor units a US cent.
RATES = {"USD": Fraction(1), "EUR": Fraction(1), "GBP": Fraction(1), "SEK": Fraction(10), "BRL": Fraction(5),
         "JPY": Fraction(3, 2)}


def new_game(code: str, balance: int | None = None, index: int = 0) -> dict:
    request = {"v": 1, "op": "new_game", "seed": seed("currency-game", index), "now": T0, "currency": code}
    if balance is not None:
        request["balance"] = balance
    return ok(request)["state"]


def test_the_game_offers_the_six_currencies_with_their_iso_exponents() -> None:
    assert tuple(currency.CURRENCIES) == CODES
    assert {c.code: c.minor_unit for c in currency.CURRENCIES.values()} == {
        "USD": 2, "EUR": 2, "GBP": 2, "SEK": 2, "BRL": 2, "JPY": 0}


@pytest.mark.parametrize("code", CODES)
def test_every_bet_of_every_ladder_pays_whole_minor_units(code: str) -> None:
    """Pays are multiples of 5 hundredths of the bet (rules.md), so a bet must be a multiple of 20."""
    money = currency.CURRENCIES[code]
    assert list(money.bet_levels) == sorted(set(money.bet_levels)) and money.default_bet in money.bet_levels
    for bet in money.bet_levels:
        assert bet % currency.BET_UNIT == 0, f"{code} {bet}"
        for pays in model.PAYTABLE.values():
            assert all(bet * pay % 100 == 0 for pay in pays.values()), f"{code} {bet} pays a fraction"
    assert all(pay % 5 == 0 for pays in model.PAYTABLE.values() for pay in pays.values())


@pytest.mark.parametrize("code", CODES)
def test_each_ladder_is_the_dollars_at_a_round_rate_rounded_up_to_20_minor_units(code: str) -> None:
    """Why the ladders are what they are: the bets a player of that currency would expect."""
    money, rate = currency.CURRENCIES[code], RATES[code]

    def at_rate(cents: int) -> int:
        amount = cents * rate
        return -(-amount.numerator // (amount.denominator * 20)) * 20

    assert money.bet_levels == tuple(at_rate(bet) for bet in model.BET_LEVELS)
    assert money.default_bet == at_rate(model.DEFAULT_BET)
    assert money.start_balance == model.START_BALANCE * rate


def test_jpy_bets_are_in_yen_not_the_dollars_ladder() -> None:
    config = ok({"v": 1, "op": "config", "currency": "JPY"})["config"]
    assert config["bet_levels"] == [40, 60, 100, 120, 160, 300, 600, 900, 1200, 1500, 3000, 7500, 15000]
    assert (config["default_bet"], config["start_balance"]) == (160, 150_000)
    assert (config["currency"], config["minor_unit"]) == ("JPY", 0)


def test_a_config_without_currency_is_todays_and_one_asked_for_usd_names_it_at_the_end() -> None:
    plain = ok({"v": 1, "op": "config"})["config"]
    assert "currency" not in plain and plain["bet_levels"] == list(model.BET_LEVELS)
    asked = ok({"v": 1, "op": "config", "currency": "USD"})["config"]
    assert list(asked)[-2:] == ["currency", "minor_unit"]
    assert asked == {**plain, "currency": "USD", "minor_unit": 2}


@pytest.mark.parametrize("code", CODES)
def test_a_new_game_starts_with_its_currencys_balance_and_bet(code: str) -> None:
    money = currency.CURRENCIES[code]
    state = new_game(code)
    assert (state["balance"], state["bet"]) == (money.start_balance, money.default_bet)
    # A USD game's state is exactly as before currencies; any other names its currency, last.
    assert list(state) == ["v", "balance", "bet", "princess", "round", "rounds"] + ([] if code == "USD" else ["currency"])
    assert state.get("currency", "USD") == code
    assert new_game(code, balance=12_340)["balance"] == 12_340


def test_a_new_game_without_currency_is_todays_usd_game_byte_for_byte() -> None:
    plain = {"v": 1, "op": "new_game", "seed": seed("currency-game", 0), "now": T0}
    assert handle(json.dumps(plain)) == handle(json.dumps({**plain, "currency": "USD"}))
    assert handle(json.dumps(plain)) == handle(json.dumps({**plain, "currency": None}))


@pytest.mark.parametrize("bad", ["XYZ", "usd", "", 840, True, ["USD"], {"code": "USD"}])
def test_an_unknown_currency_is_a_bad_request(bad: object) -> None:
    for op in ({"op": "config"}, {"op": "new_game", "seed": seed("x"), "now": T0}):
        reply = ask({"v": 1, **op, "currency": bad})
        assert reply["error"]["code"] == "BAD_REQUEST" and "currency" in reply["error"]["message"]


def test_the_engine_checks_a_bet_against_the_ladder_of_the_games_currency() -> None:
    yen = new_game("JPY")
    refused = spin(yen, 80)  # a level of the dollar's ladder, not of the yen's
    assert refused["error"]["code"] == "INVALID_BET" and "(yen)" in refused["error"]["message"]
    assert spin(yen, 160)["ok"]
    kronor = new_game("SEK")
    assert error_code({"v": 1, "op": "spin", "state": kronor, "bet": 20, "seed": seed("s"), "now": T0}) == "INVALID_BET"
    assert spin(kronor, 200)["ok"]
    # USD keeps its message byte for byte.
    assert spin(new_game("USD"), 150)["error"]["message"] == (
        "The bet must be one of the bet levels [20, 40, 60, 80, 100, 200, 400, 600, 800, 1000, 2000, 5000, 10000] (cents).")


@pytest.mark.parametrize("code", ["EUR", "JPY"])
def test_the_maths_is_the_same_in_every_currency(code: str) -> None:
    """A round at the same bet and seed pays the same minor units in any currency: only the state's name differs."""
    bet = 600  # a level of the dollar's ladder and the yen's
    for index in range(20):
        usd = {**new_game("USD", index=index), "bet": bet}
        other = {**new_game(code, index=index), "bet": bet, "balance": usd["balance"]}
        a, b = spin(usd, bet, seed=seed("same-maths", index)), spin(other, bet, seed=seed("same-maths", index))
        assert a["steps"] == b["steps"] and a["round"] == b["round"]
        assert b["state"] == {**a["state"], "currency": code}


def test_a_round_keeps_its_currency_through_the_choice_a_malfunction_and_a_void() -> None:
    yen = new_game("JPY")
    opened = spin(yen, 300, grids=[HEARTS])
    assert opened["round"]["status"] == "awaiting_choice" and opened["state"]["currency"] == "JPY"
    done = choose(opened["state"], "star")
    assert done["state"]["currency"] == "JPY" and done["state"]["balance"] == yen["balance"] - 300 + done["round"]["win"]
    failed = spin(yen, 300, malfunction_at=1)
    assert failed["error"]["code"] == "MALFUNCTION" and failed["state"]["currency"] == "JPY"
    voided = ok({"v": 1, "op": "resume", "state": opened["state"], "now": T0, "void_round": True})
    assert voided["state"] == {**yen, "rounds": 1, "princess": opened["state"]["princess"], "bet": 300}


@pytest.mark.parametrize("currency_field", ["USD", "XYZ", 1, None, ["JPY"]])
def test_a_state_naming_no_currency_the_engine_writes_is_corrupt(currency_field: object) -> None:
    state = {**new_game("USD"), "currency": currency_field}
    assert error_code({"v": 1, "op": "resume", "state": state, "now": T0}) == "CORRUPT_STATE"


def test_a_state_whose_bet_is_off_its_currencys_ladder_is_corrupt() -> None:
    yen = new_game("JPY")
    assert error_code({"v": 1, "op": "resume", "state": {**yen, "bet": 80}, "now": T0}) == "CORRUPT_STATE"
    opened = spin(yen, 300, grids=[HEARTS])["state"]
    moved = {**opened, "currency": "SEK"}  # the same round carried into another currency
    assert error_code({"v": 1, "op": "resume", "state": moved, "now": T0}) == "CORRUPT_STATE"
