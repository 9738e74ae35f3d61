#!/usr/bin/env node
// The page's English words written into a build's index.html, so that its first paint (the loading
// screen) already reads: the source holds no words but the game's name, and js/ui/page-text.js
// fills every element in the language spoken once the page's modules run (hundreds of ms later,
// and in any other language). build.py runs it on the built copy, never on web/index.html.
//
//   node scripts/page-words.mjs OUT/index.html
//
// Filled: each empty element marked `data-i18n` (its text) or `data-i18n-rich` (its *starred* words
// in <strong>) whose English is a plain string; a text with `{values}` or plural forms waits for
// page-text.js. A page that will speak another language hides these words until they are its own
// (js/engine/boot.js marks it, css/style.css hides them).

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { default: english } = await import(join(here, "..", "web", "js", "lang", "en.js"));

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const rich = (text) =>
  text
    .split("*")
    .map((part, i) => (i % 2 ? `<strong>${escape(part)}</strong>` : escape(part)))
    .join("");
const FORMATS = { "data-i18n": escape, "data-i18n-rich": rich };

/** The page with its empty word-marked elements filled from `table`; the number filled. */
function fillWords(html, table) {
  let filled = 0;
  const page = html.replace(/<(\w+)([^<>]*?)\s(data-i18n(?:-rich)?)="([\w-]+)"([^<>]*)><\/\1>/g, (element, tag, before, mark, key, after) => {
    const text = table[key];
    if (typeof text !== "string" || text.includes("{")) return element;
    filled += 1;
    return `<${tag}${before} ${mark}="${key}"${after}>${FORMATS[mark](text)}</${tag}>`;
  });
  return { page, filled };
}

const path = process.argv[2];
if (!path) {
  console.error("usage: node scripts/page-words.mjs OUT/index.html");
  process.exit(2);
}
const { page, filled } = fillWords(readFileSync(path, "utf8"), english);
if (!filled) {
  console.error(`page-words.mjs: no word-marked element to fill in ${path}`);
  process.exit(1);
}
writeFileSync(path, page);
