// money.js: integer cents to text, and the count-up's integer steps.
import assert from "node:assert/strict";
import { test } from "node:test";

import { countStep, formatCents, formatMoney } from "../../web/js/money.js";

test("formatCents groups thousands and keeps two decimals", () => {
  assert.equal(formatCents(0), "0.00");
  assert.equal(formatCents(5), "0.05");
  assert.equal(formatCents(100), "1.00");
  assert.equal(formatCents(123456789), "1,234,567.89");
  assert.equal(formatCents(-120), "-1.20");
  assert.equal(formatCents(Number.MAX_SAFE_INTEGER), "90,071,992,547,409.91");
});

test("formatCents refuses what is not whole cents", () => {
  for (const bad of [0.5, NaN, Infinity, "100", null, undefined, 2 ** 53]) assert.equal(formatCents(bad), "—");
});

test("formatMoney puts the sign before the currency", () => {
  assert.equal(formatMoney(100000), "$1,000.00");
  assert.equal(formatMoney(-300), "-$3.00");
  assert.equal(formatMoney(0), "$0.00");
  assert.equal(formatMoney(1.5), "$—");
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
