// The page's own words (index.html holds none but the game's name; the build writes the English in,
// scripts/page-words.mjs): every element marked with a key of the message table is filled from it,
// at load and again when the player picks another language. `data-i18n` is the text, `data-i18n-label` the aria-label, `data-i18n-title` the
// tooltip, `data-i18n-rich` a text whose *starred* words are <strong>, and `data-i18n-slots` a
// sentence whose `{name}`s are the element's own children (outputs the renderer writes to).

import { language, t } from "../messages.js";

/** Fill `root` (the document) in the language in use. */
export function fillPageText(doc, root = doc) {
  doc.documentElement.lang = language();
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-rich]")) fillRich(doc, el, t(el.dataset.i18nRich));
  for (const el of root.querySelectorAll("[data-i18n-slots]")) fillSlots(doc, el, t(el.dataset.i18nSlots));
  doc.documentElement.classList.remove("words-later"); // the words are the language's own now (engine/boot.js)
}

/** `text` into `el`, its *starred* parts as <strong>. */
function fillRich(doc, el, text) {
  el.textContent = "";
  text.split("*").forEach((part, i) => {
    if (!part) return;
    if (i % 2 === 0) el.append(part);
    else {
      const strong = doc.createElement("strong");
      strong.textContent = part;
      el.append(strong);
    }
  });
}

/** `text` into `el`, each `{id}` replaced by el's child of that id (kept: others hold it). */
function fillSlots(doc, el, text) {
  const slots = new Map([...el.children].map((child) => [child.id, child]));
  el.textContent = "";
  for (const part of text.split(/(\{[\w-]+\})/)) {
    const slot = /^\{([\w-]+)\}$/.exec(part);
    if (slot && slots.has(slot[1])) el.append(slots.get(slot[1]));
    else if (part) el.append(part);
  }
  for (const child of slots.values()) if (!child.isConnected) el.append(child); // a text that left one out still keeps it
}
