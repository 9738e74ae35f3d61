// money.js: whole minor units to text by Intl.NumberFormat in the player's language, and the count-up's integer steps.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import { countStep, formatMoney, formatNumber, useMoney } from "../../web/js/money.js";

afterEach(() => useMoney({ locale: "en", currency: "USD", digits: 2 }));

test("dollars in English are written as the game always wrote them", () => {
  assert.equal(formatMoney(0), "$0.00");
  assert.equal(formatMoney(5), "$0.05");
  assert.equal(formatMoney(100000), "$1,000.00");
  assert.equal(formatMoney(123456789), "$1,234,567.89");
  assert.equal(formatMoney(-300), "-$3.00");
  assert.equal(formatMoney(-5), "-$0.05");
  assert.equal(formatMoney(Number.MAX_SAFE_INTEGER), "$90,071,992,547,409.91");
});

test("a gain shows its plus, a loss its minus, nothing neither", () => {
  assert.equal(formatMoney(120, { sign: true }), "+$1.20");
  assert.equal(formatMoney(-300, { sign: true }), "-$3.00");
  assert.equal(formatMoney(0, { sign: true }), "$0.00");
});

test("amounts are written as Intl writes them in each language and currency", () => {
  const cases = [
    ["de", "EUR", 2, 123450, "1.234,50\u00a0€"],
    ["sv", "SEK", 2, 123450, "1\u00a0234,50\u00a0kr"],
    ["sv", "SEK", 2, -5, "\u22120,05\u00a0kr"],
    ["fr", "EUR", 2, 123450, "1\u202f234,50\u00a0€"],
    ["es", "EUR", 2, 1234567, "12.345,67\u00a0€"],
    ["pt-BR", "BRL", 2, 123450, "R$\u00a01.234,50"],
    ["en", "GBP", 2, 2000, "£20.00"],
    ["en", "JPY", 0, 1000, "¥1,000"],
    ["de", "JPY", 0, 150000, "150.000\u00a0¥"],
  ];
  for (const [locale, currency, digits, minor, text] of cases) {
    useMoney({ locale, currency, digits });
    assert.equal(formatMoney(minor), text, `${locale} ${currency} ${minor}`);
  }
});

test("yen have no minor unit: no decimals, every unit a yen", () => {
  useMoney({ locale: "en", currency: "JPY", digits: 0 });
  assert.deepEqual(
    [40, 160, 15000, 0, -40].map((y) => formatMoney(y)),
    ["¥40", "¥160", "¥15,000", "¥0", "-¥40"],
  );
});

test("the minor digits are written back exactly, past where a float would round", () => {
  useMoney({ locale: "de", currency: "EUR", digits: 2 });
  assert.equal(formatMoney(Number.MAX_SAFE_INTEGER), "90.071.992.547.409,91\u00a0€");
  assert.equal(formatMoney(Number.MAX_SAFE_INTEGER - 2), "90.071.992.547.409,89\u00a0€");
});

test("formatMoney refuses what is not whole minor units", () => {
  for (const bad of [0.5, NaN, Infinity, "100", null, undefined, 2 ** 53]) assert.equal(formatMoney(bad), "—");
});

test("formatNumber groups as the language does", () => {
  assert.equal(formatNumber(5000), "5,000");
  useMoney({ locale: "de" });
  assert.equal(formatNumber(5000), "5.000");
  assert.equal(formatNumber(0.5), "—");
});

test("countStep counts from one integer to another in whole steps", () => {
  const steps = Array.from({ length: 7 }, (_, k) => countStep(0, 1000, k, 6));
  assert.deepEqual(steps, [0, 166, 333, 500, 666, 833, 1000]);
  assert.deepEqual(
    Array.from({ length: 5 }, (_, k) => countStep(99900, 99016, k, 4)),
    [99900, 99679, 99458, 99237, 99016],
  );
  assert.equal(countStep(5, 9, -1, 4), 5);
  assert.equal(countStep(5, 9, 10, 4), 9);
});
