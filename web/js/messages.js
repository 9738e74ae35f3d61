// Every word the player reads or hears comes from here, by key: `t("unsaved")`,
// `t("voidedExpired", { bet })`. A text may name values in braces, filled from `vars` (amounts
// come already written by money.js); a text that depends on a count is an object of plural forms
// chosen by `Intl.PluralRules` for `vars.count`. No module writes player text of its own: the
// tables are `lang/<language>.js`, English the fallback for a key a table lacks.

import EN from "./lang/en.js";

let table = EN;
let plurals = new Intl.PluralRules("en");

/** The player's text for `key`, with `{name}` filled from `vars`; the key itself if it has none. */
export function t(key, vars = {}) {
  let text = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(EN, key) ? EN[key] : key;
  if (text && typeof text === "object") text = text[plurals.select(vars.count)] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

/** The English table: every key a text may have. */
export const MESSAGES_EN = EN;

/** Use `messages` (a table of the same keys) in `locale` from now on; missing keys fall back to English. */
export function useMessages(messages, locale) {
  table = messages;
  plurals = new Intl.PluralRules(locale);
}
