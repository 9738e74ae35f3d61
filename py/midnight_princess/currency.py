"""The currencies a game may be played in: each one's bet ladder, default bet and start balance.

Money is whole minor units of the game's currency (cents, öre, centavos; yen, which has none).
Pays are multiples of 5 hundredths of the bet (docs/rules.md), so every bet of every ladder is a
multiple of 20 minor units and every pay stays whole. The maths never sees the currency: a round
is played in multiples of its bet, so the PAR sheet holds for every ladder.

USD is the model's own ladder (model.py); the others are that ladder at a round rate to the
dollar (EUR and GBP 1, SEK 10, BRL 5, JPY 150), each bet rounded up to a multiple of 20 minor units.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import model

DEFAULT = "USD"
BET_UNIT = 20  # minor units: 100 / 5, so that every pay of the paytable is whole


@dataclass(frozen=True)
class Currency:
    """One currency's money: ISO 4217 code and exponent, the name of its minor unit, its ladder."""

    code: str
    minor_unit: int  # ISO 4217's exponent: 2 for cents, 0 for yen
    unit_name: str  # what its whole minor units are called, for the engine's messages
    bet_levels: tuple[int, ...]
    default_bet: int
    start_balance: int


CURRENCIES: dict[str, Currency] = {c.code: c for c in (
    Currency("USD", 2, "cents", model.BET_LEVELS, model.DEFAULT_BET, model.START_BALANCE),
    Currency("EUR", 2, "cents", model.BET_LEVELS, model.DEFAULT_BET, model.START_BALANCE),
    Currency("GBP", 2, "pence", model.BET_LEVELS, model.DEFAULT_BET, model.START_BALANCE),
    Currency("SEK", 2, "öre", (200, 400, 600, 800, 1_000, 2_000, 4_000, 6_000, 8_000, 10_000, 20_000, 50_000,
                               100_000), 1_000, 1_000_000),
    Currency("BRL", 2, "centavos", (100, 200, 300, 400, 500, 1_000, 2_000, 3_000, 4_000, 5_000, 10_000, 25_000,
                                    50_000), 500, 500_000),
    Currency("JPY", 0, "yen", (40, 60, 100, 120, 160, 300, 600, 900, 1_200, 1_500, 3_000, 7_500, 15_000),
             160, 150_000),
)}


def of(code: str | None) -> Currency:
    """The currency named `code` (None: the default, USD); KeyError for one the game does not offer."""
    return CURRENCIES[DEFAULT if code is None else code]
