// messages.js and the tables of lang/ and lang/panels/: every language has exactly English's keys and placeholders,
// plural forms by Intl.PluralRules, letters a font of Latin-1 and Latin Extended-A covers, and which
// language the game speaks for a player.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { after, test } from "node:test";

import { chooseLanguage, LANGUAGES, loadLanguage, loadPanels, matchLanguage, MESSAGES_EN, t, textOf, useMessages, usePanels } from "../../web/js/messages.js";

const LANG_DIR = new URL("../../web/js/lang/", import.meta.url);
const codes = Object.keys(LANGUAGES);
const pages = Object.fromEntries(await Promise.all(codes.map(async (code) => [code, await loadLanguage(code)])));
const panels = Object.fromEntries(await Promise.all(codes.map(async (code) => [code, await loadPanels(code)])));
// A language's whole table: the page's words and the panels'.
const tables = Object.fromEntries(codes.map((code) => [code, { ...pages[code], ...panels[code] }]));
const ENGLISH = tables.en;
after(() => useMessages(MESSAGES_EN, "en"));

/** The `{name}`s a text fills in. */
const placeholders = (text) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const forms = (value) => (typeof value === "string" ? { other: value } : value);

test("the game speaks six languages, each a table of lang/ and one of lang/panels/, and nothing else", () => {
  assert.deepEqual(codes, ["en", "de", "es", "fr", "pt-BR", "sv"]);
  const files = (dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .sort();
  const expected = codes.map((code) => `${code}.js`).sort();
  assert.deepEqual([files(LANG_DIR), files(new URL("panels/", LANG_DIR))], [expected, expected]);
});

test("every language has exactly the English keys, in the page's table and in the panels'", () => {
  for (const [part, of] of [
    ["page", pages],
    ["panels", panels],
  ]) {
    const english = Object.keys(of.en).sort();
    for (const code of codes) {
      const keys = Object.keys(of[code]).sort();
      const found = { missing: english.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !english.includes(k)) };
      assert.deepEqual(found, { missing: [], extra: [] }, `${code} ${part}`);
    }
  }
  assert.deepEqual(
    Object.keys(pages.en).filter((k) => Object.hasOwn(panels.en, k)),
    [],
    "a key in both parts",
  );
});

test("every text fills in the values English fills in, no other", () => {
  for (const [code, table] of Object.entries(tables)) {
    for (const [key, english] of Object.entries(ENGLISH)) {
      const theirs = forms(table[key]);
      const ours = forms(english);
      assert.equal(typeof theirs.other, "string", `${code} ${key}: no "other" form`);
      const all = new Set(Object.values(ours).flatMap((text) => [...placeholders(text)]));
      assert.deepEqual(placeholders(theirs.other), placeholders(ours.other), `${code} ${key}`);
      for (const [form, text] of Object.entries(theirs)) {
        assert.ok(new Intl.PluralRules(code).resolvedOptions().pluralCategories.includes(form), `${code} ${key}: no plural form ${form}`);
        for (const name of placeholders(text)) assert.ok(all.has(name), `${code} ${key}.${form}: {${name}}`);
      }
      // Strong words come in pairs of stars.
      for (const text of Object.values(theirs)) assert.equal(text.split("*").length % 2, 1, `${code} ${key}`);
    }
  }
});

test("every letter of every table is in Latin-1 or Latin Extended-A (the page's fonts cover them)", () => {
  for (const [code, table] of Object.entries(tables)) {
    for (const [key, value] of Object.entries(table)) {
      for (const text of Object.values(forms(value))) {
        const outside = [...text].filter((ch) => /\p{L}/u.test(ch) && ch.codePointAt(0) > 0x17f);
        assert.deepEqual(outside, [], `${code} ${key}`);
      }
    }
  }
});

test("t fills values, chooses plural forms by the language's rules, and falls back to English", () => {
  useMessages(pages.en, "en");
  assert.equal(t("apStarted", { count: 1 }), "Auto Play started: 1 round.");
  assert.equal(t("apStarted", { count: 25 }), "Auto Play started: 25 rounds.");
  useMessages(pages.fr, "fr");
  assert.equal(t("choiceSpins", { name: "Love", count: 0, spins: "0" }), tables.fr.choiceSpins.one.replace("{name}", "Love").replace("{spins}", "0"));
  const lacking = { ...pages.de };
  delete lacking.reload;
  useMessages(lacking, "de");
  assert.equal(t("reload"), "Reload");
  assert.equal(t("noSuchKey"), "noSuchKey");
  assert.equal(t("notCovered", { balance: "1,00 €" }), "Dein Guthaben von 1,00 € reicht nicht für einen Einsatz von {bet}.");
});

test("a language tag finds the game's language, the same language in any region, or none", () => {
  const cases = { de: "de", "de-CH": "de", EN: "en", "en-US": "en", pt: "pt-BR", "pt-PT": "pt-BR", "pt-br": "pt-BR", "sv-SE": "sv", "es-MX": "es" };
  for (const [tag, code] of Object.entries(cases)) assert.equal(matchLanguage(tag), code, tag);
  for (const bad of ["", "xx", "klingon-1", "d", "de_DE", null, 7, "../en"]) assert.equal(matchLanguage(bad), null, String(bad));
});

test("the language: the player's choice, else the site's, else the browser's, else English", () => {
  assert.equal(chooseLanguage({ chosen: "sv", asked: "de", browser: ["fr-FR"] }), "sv");
  assert.equal(chooseLanguage({ chosen: null, asked: "de", browser: ["fr-FR"] }), "de");
  assert.equal(chooseLanguage({ browser: ["ja-JP", "fr-CA", "de"] }), "fr");
  assert.equal(chooseLanguage({ asked: "xx", browser: ["ja"] }), "en");
  assert.equal(chooseLanguage(), "en");
});

test("textOf: a family's text by id, or the fallback for an id the tables do not know", () => {
  useMessages(pages.de, "de");
  assert.equal(textOf("feature_", "free_spins"), "free_spins"); // the panels' words not yet here
  usePanels(panels.de);
  assert.equal(textOf("feature_", "free_spins"), "Freispiele");
  assert.equal(textOf("feature_", "jackpot"), "jackpot");
  assert.equal(textOf("power_", "queen", ""), "");
  assert.equal(textOf("name_", "love"), "Love");
});
