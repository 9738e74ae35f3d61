// The JavaScript kit's own contract, without a browser: the seed scheme, the grids, the selectors,
// Debian's Chromium, and money read back from the page's own money.js in every language and currency.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { formatMoney, useMoney } from "../../../web/js/money.js";
import { GamePage, HEARTS, METER_FILLER, MOON_ROW, NO_WIN, SELECTORS, chromiumLaunchOptions, seed, sel } from "../index.js";

const sha256 = (text) => createHash("sha256").update(text).digest("hex");

test("seed is SHA-256 of the label, or of label:index", () => {
  assert.equal(seed("reload-spin"), sha256("reload-spin"));
  assert.equal(seed("power", 7), sha256("power:7"));
  assert.notEqual(seed("rules", 0), seed("rules"));
  assert.match(seed("x"), /^[0-9a-f]{64}$/);
});

test("the grids are full 5x5 landings", () => {
  for (const grid of [HEARTS, MOON_ROW, METER_FILLER, NO_WIN]) {
    assert.equal(grid.length, 5);
    for (const row of grid) assert.equal(row.length, 5);
  }
  assert.deepEqual(MOON_ROW[0], ["moon", "moon", "moon", "moon", "moon"]);
});

test("selectors take their argument", () => {
  assert.equal(sel("choiceCard", "storm"), "#choice-cards [data-princess='storm']");
  assert.equal(sel("betLevel", 200), "#dlg-bet .bet-level[data-bet='200']");
  assert.equal(sel("spin"), SELECTORS.spin);
  assert.throws(() => sel("nothing"), /no selector called nothing/);
});

test("a Chromium named by its path is launched with the kit's flags", () => {
  const options = chromiumLaunchOptions("/opt/chromium/chrome");
  assert.equal(options.executablePath, "/opt/chromium/chrome");
  assert.ok(options.args.includes("--no-sandbox"));
});

/** A GamePage whose page writes money with the game's own money.js, in `locale` and `currency`. */
function pageWriting(locale, currency, digits) {
  useMoney({ locale, currency, digits });
  const page = { on() {}, evaluate: async (_fn, minor) => [formatMoney(minor), formatMoney(minor, { sign: true })] };
  return new GamePage(page, "http://127.0.0.1/game/");
}

test("money is read back in whole minor units in any language and currency", async () => {
  const cases = [
    ["en", "USD", 2, 123456],
    ["de", "EUR", 2, 123405],
    ["fr", "JPY", 0, 150000],
    ["sv", "SEK", 2, -250],
    ["pt-BR", "BRL", 2, 7],
    ["es", "GBP", 2, 0],
  ];
  for (const [locale, currency, digits, minor] of cases) {
    const game = pageWriting(locale, currency, digits);
    assert.equal(await game.readMoney(formatMoney(minor)), minor, `${locale} ${currency} ${formatMoney(minor)}`);
    assert.equal(await game.readMoney(formatMoney(minor, { sign: true })), minor);
  }
  const game = pageWriting("en", "USD", 2);
  await assert.rejects(game.readMoney("$1,00.00"), /not written as the page writes 10000/);
  await assert.rejects(game.readMoney("—"), /not an amount of money/);
  useMoney({ locale: "en", currency: "USD", digits: 2 });
});

test("docs/testing.md's money table is what the page's money.js writes", async () => {
  const { readFile } = await import("node:fs/promises");
  const doc = await readFile(new URL("../../../docs/testing.md", import.meta.url), "utf8");
  const rows = doc
    .split("<!-- checked: money -->\n")[1]
    .split("\n\n")[0]
    .split("\n")
    .slice(2)
    .map((line) => [...line.matchAll(/`([^`]*)`/g)].map((m) => m[1]));
  assert.ok(rows.length >= 9);
  for (const [locale, currency, whole, negative, gain] of rows) {
    const digits = currency === "JPY" ? 0 : 2;
    useMoney({ locale, currency, digits });
    assert.deepEqual([formatMoney(digits ? 123456 : 150000), formatMoney(-250), formatMoney(120, { sign: true })], [whole, negative, gain]);
  }
  useMoney({ locale: "en", currency: "USD", digits: 2 });
});
