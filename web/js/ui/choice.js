// The free-spins choice: one card a princess, with her spins (as the engine offered them), what
// her power does, what a full meter adds (the engine's config) and how her free spins swing.
// The renderer paints each card's picture on its canvas; this module owns the markup and focus.
// Nothing here decides a rule: the options and numbers are the engine's.

import { t, textOf } from "../messages.js";
import { formatNumber } from "../money.js";

/** A princess's name (the same in every language: it is her name). */
export const princessName = (id) => textOf("name_", id);

/** What a princess's power does, in the game's words (docs/rules.md section 6). */
export const powerText = (id) => textOf("power_", id, "");

/**
 * How each option's wins come, as the engine's config says (a fact of its reel sets, measured
 * by its simulator); all pay the same on average. No tag where the config says nothing.
 */
export function swings(options, config) {
  const swing = (config && config.free_spins_swing) || {};
  return options.map((o) => {
    const key = swing[o.princess];
    const text = textOf("swing_", key, null);
    return text ? { key, text } : { key: "even", text: t("swing_even") };
  });
}

/** One option told in sentences, for the announcement. */
export function describe(option, config) {
  const extend = config && config.free_spins[option.princess] ? config.free_spins[option.princess].extend : null;
  return [
    t("choiceSpins", { name: princessName(option.princess), count: option.spins, spins: formatNumber(option.spins) }),
    `${powerText(option.princess)}.`,
    extend === null ? "" : t("choiceExtend", { extend: formatNumber(extend) }),
  ]
    .filter(Boolean)
    .join(" ");
}

export class Choice {
  /** `renderer.setChoiceCards(cards)` paints the cards' canvases. */
  constructor(doc, renderer) {
    this.doc = doc;
    this.renderer = renderer;
    this.root = doc.getElementById("choice");
    this.box = doc.getElementById("choice-cards");
    this.title = doc.getElementById("choice-title");
    this.cards = [];
  }

  get open() {
    return !this.root.hidden;
  }

  /** Show the options (the engine's choice step) with the config's extensions. */
  show(options, config) {
    const doc = this.doc;
    const swing = swings(options, config);
    this.box.textContent = "";
    this.cards = options.map((option, i) => {
      const id = option.princess;
      const extend = config && config.free_spins[id] ? config.free_spins[id].extend : null;
      const button = doc.createElement("button");
      button.type = "button";
      button.className = "choice-card";
      button.dataset.princess = id;
      const canvas = doc.createElement("canvas");
      canvas.setAttribute("aria-hidden", "true");
      const text = doc.createElement("span");
      text.className = "choice-text";
      const span = (cls, content) => {
        const el = doc.createElement("span");
        el.className = cls;
        el.textContent = content;
        return el;
      };
      // The canvas shows her name and spins; a screen reader hears them first.
      const name = span("sr-only", t("choiceSpins", { name: princessName(id), count: option.spins, spins: formatNumber(option.spins) }));
      const power = span("choice-power", `${powerText(id)}.`);
      text.append(name, power);
      if (extend !== null) text.append(span("choice-extend", t("choiceExtend", { extend: formatNumber(extend) })));
      const tag = span("choice-swing", swing[i].text);
      tag.dataset.swing = swing[i].key;
      text.append(tag);
      const key = doc.createElement("kbd");
      key.className = "choice-key";
      key.setAttribute("aria-hidden", "true");
      key.textContent = String(i + 1);
      button.append(canvas, text, key);
      this.box.append(button);
      // the words the card's picture prints by her number, in the player's language: long, and short for a small card
      const spinsWords = [t("choiceCardSpins", { count: option.spins }), t("choiceCardSpinsShort", { count: option.spins })];
      const card = { button, canvas, option, spinsWords, hover: false };
      button.addEventListener("pointerenter", () => (card.hover = true));
      button.addEventListener("pointerleave", () => (card.hover = false));
      return card;
    });
    this.root.hidden = false;
    this.renderer.setChoiceCards(this.cards);
    // The title takes the focus, not a card: nothing looks chosen before the player chooses.
    this.title.focus({ preventScroll: true });
  }

  hide() {
    if (this.root.hidden && !this.cards.length) return;
    this.root.hidden = true;
    this.box.textContent = "";
    this.cards = [];
    this.renderer.setChoiceCards([]);
  }
}
