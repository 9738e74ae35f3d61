// The words a player reads are the game's, not its makers': no "hash", "PAR" (the PAR sheet), "seal"
// or "landing", nor their translations, in any language's tables (the page's and the panels'), but
// in the history's Details (the `details…` keys), which show the record's proof as it is. And the
// paytable, written once and shown at every size, names no place on the screen (the princess is
// beside the grid on a wide screen, above it on a tall one).
import assert from "node:assert/strict";
import { test } from "node:test";

import { LANGUAGES, loadLanguage, loadPanels } from "../../web/js/messages.js";

const codes = Object.keys(LANGUAGES);
const tables = Object.fromEntries(await Promise.all(codes.map(async (code) => [code, { ...(await loadLanguage(code)), ...(await loadPanels(code)) }])));
const texts = (value) => (typeof value === "string" ? [value] : Object.values(value));

// Engineers' words, in every language (a hash and the PAR sheet keep their names) and in each.
const EVERYWHERE = [/hash/i, /\bPAR\b/];
const TECHNICAL = {
  en: [/\bseal/i, /\bland(s|ing|ed)\b/i],
  de: [/siegel/i, /\bland(et|en|ung)\b/i],
  es: [/\bsell(o|ad)/i, /aterriz/i],
  fr: [/\bsceau|scell/i, /atterri/i],
  "pt-BR": [/\bsel(o|ad)/i, /aterriss/i],
  sv: [/sigill|förseglad/i, /\bland(ar|ning)/i],
};
const PLACES = {
  en: /\b(on|to) the (right|left)\b|\b(above|below|beside)\b/i, // "left" alone: what remains
  de: /\b(rechts|links|oberhalb|unterhalb|neben)\b/i,
  es: /\b(derecha|izquierda|encima|debajo)\b/i,
  fr: /\b(droite|gauche|au-dessus|au-dessous)\b/i,
  "pt-BR": /\b(direita|esquerda|acima|abaixo)\b/i,
  sv: /\b(höger|vänster|ovanför|nedanför|bredvid)\b/i,
};

/** [key, text] of every text in `table` whose key `keep`s. */
const entries = (table, keep) => Object.entries(table).flatMap(([key, value]) => (keep(key) ? texts(value).map((text) => [key, text]) : []));

test("the check finds an engineer's word where it stands and lets the Details say it", () => {
  const found = (table) =>
    entries(table, (key) => !key.startsWith("details")).filter(([, text]) => [...EVERYWHERE, ...TECHNICAL.en].some((re) => re.test(text)));
  const table = { a: "When a round's landing has no win", b: "Parade", c: { one: "its hash", other: "the PAR sheet" }, detailsSeal: "The record's seal holds" };
  assert.deepEqual(
    found(table).map(([key]) => key),
    ["a", "c", "c"],
  );
});

test("no language's player text says hash, PAR, seal or landing: only the history's Details do", () => {
  const found = codes.flatMap((code) =>
    entries(tables[code], (key) => !key.startsWith("details"))
      .filter(([, text]) => [...EVERYWHERE, ...TECHNICAL[code]].some((re) => re.test(text)))
      .map(([key, text]) => `${code} ${key}: ${text.slice(0, 80)}`),
  );
  assert.deepEqual(found, []);
  // The Details keep the record's proof in its own words, in every language.
  for (const code of codes) assert.match(tables[code].detailsSealHolds, /hash/i, code);
});

test("the paytable names no place on the screen, in any language", () => {
  const found = codes.flatMap((code) =>
    entries(tables[code], (key) => key.startsWith("pt") || key === "paysAtBet")
      .filter(([, text]) => PLACES[code].test(text))
      .map(([key, text]) => `${code} ${key}: ${text.slice(0, 80)}`),
  );
  assert.deepEqual(found, []);
});
