// Every word the player reads or hears comes from here, by key: `t("unsaved")`,
// `t("voidedExpired", { bet })`. A text may name values in braces, filled from `vars` (amounts
// and numbers come already written by money.js); a text that depends on a count is an object of
// plural forms chosen by `Intl.PluralRules` for `vars.count`. No module writes player text of its
// own: the tables are `lang/<language>.js`, one a language, each with exactly English's keys, and
// the panels' longer words (the help, the paytable, the history) `lang/panels/<language>.js`,
// loaded once the game is playable; English is the fallback for a key a table lacks.
// docs/languages.md says how to add a language.

import EN from "./lang/en.js";

/** The languages the game speaks: code (a BCP 47 tag, the table's file name) -> its name in itself. */
export const LANGUAGES = Object.freeze({
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  "pt-BR": "Português (Brasil)",
  sv: "Svenska",
});
export const DEFAULT_LANGUAGE = "en";

let table = EN;
let panels = {}; // the panels' part of the language in use, once loaded
let current = DEFAULT_LANGUAGE;
let plurals = new Intl.PluralRules(DEFAULT_LANGUAGE);

/** The text (or plural forms) of `key` in the language in use, else in English, else undefined. */
function lookup(key) {
  for (const source of [table, panels, EN]) if (Object.hasOwn(source, key)) return source[key];
  return undefined;
}

/** The player's text for `key`, with `{name}` filled from `vars`; the key itself if it has none. */
export function t(key, vars = {}) {
  let text = lookup(key) ?? key;
  if (text && typeof text === "object") text = text[plurals.select(vars.count)] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

/** The text of `prefix` + `id` ("feature_" + "power"), or `fallback` where the tables have none (an id from elsewhere). */
export function textOf(prefix, id, fallback = String(id), vars = {}) {
  const key = `${prefix}${id}`;
  return lookup(key) === undefined ? fallback : t(key, vars);
}

/** The English table: every key a text may have. */
export const MESSAGES_EN = EN;

/** Use `messages` (a table of the same keys) in `locale` from now on; missing keys fall back to English. */
export function useMessages(messages, locale) {
  table = messages;
  panels = {};
  current = locale;
  plurals = new Intl.PluralRules(locale);
}

/** Use `messages` (a panels' table, lang/panels/) with the language in use. */
export function usePanels(messages) {
  panels = messages;
}

/** The language in use (a code of LANGUAGES): also the locale of numbers, amounts and dates. */
export function language() {
  return current;
}

/**
 * The game's language for a BCP 47 tag ("de", "de-AT", "pt", "sv-FI", "EN-gb"), or null when it
 * speaks none close: the exact tag first, then the same language in any region.
 */
export function matchLanguage(tag) {
  if (typeof tag !== "string" || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return null;
  const lower = tag.toLowerCase();
  const codes = Object.keys(LANGUAGES);
  const exact = codes.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split("-")[0];
  return codes.find((code) => code.toLowerCase().split("-")[0] === primary) ?? null;
}

/**
 * Which language to speak: the player's own choice in Settings, else the site's (`?lang=`), else
 * the first of the browser's languages the game speaks, else English.
 */
/** @param {{chosen?: string | null, asked?: string | null, browser?: readonly string[]}} [options] */
export function chooseLanguage({ chosen = null, asked = null, browser = [] } = {}) {
  for (const tag of [chosen, asked, ...browser]) {
    const code = matchLanguage(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The table of `code` (English at once; any other fetched, only it): resolves to the table. */
export async function loadLanguage(code) {
  if (code === DEFAULT_LANGUAGE || !Object.hasOwn(LANGUAGES, code)) return EN;
  const module = await import(`./lang/${code}.js`);
  return module.default;
}

/** The panels' table of `code` (fetched): resolves to the table. */
export async function loadPanels(code) {
  const module = await import(`./lang/panels/${Object.hasOwn(LANGUAGES, code) ? code : DEFAULT_LANGUAGE}.js`);
  return module.default;
}
