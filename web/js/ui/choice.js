// The free-spins choice: one card a princess, with her spins (as the engine offered them), what
// her power does, what a full meter adds (the engine's config) and how her free spins swing.
// The renderer paints each card's picture on its canvas; this module owns the markup and focus.
// Nothing here decides a rule: the options and numbers are the engine's.

import { PRINCESS_NAMES } from "../art/theme.js";

/** What each princess's power does, in the game's words (docs/rules.md section 6). */
export const POWERS = Object.freeze({
  love: "Turns one kind of symbol into another",
  star: "Adds one or two wild moons",
  storm: "Destroys two kinds of symbol",
});

/** The choice screen's words for how a feature's win swings (the engine's `free_spins_swing`). */
const SWING_TEXT = Object.freeze({ least: "Steadiest", middle: "In between", most: "Biggest swings" });

/**
 * How each option's wins come, as the engine's config says (a fact of its reel sets, measured
 * by its simulator); all pay the same on average. No tag where the config says nothing.
 */
export function swings(options, config) {
  const swing = (config && config.free_spins_swing) || {};
  return options.map((o) => {
    const key = swing[o.princess];
    return SWING_TEXT[key] ? { key, text: SWING_TEXT[key] } : { key: "even", text: "Pays the same" };
  });
}

/** One line per option, for the announcement. */
export function describe(option, config) {
  const name = PRINCESS_NAMES[option.princess] || option.princess;
  const extend = config && config.free_spins[option.princess] ? config.free_spins[option.princess].extend : null;
  return `${name}: ${option.spins} free spins, ${(POWERS[option.princess] || "").toLowerCase()}${extend === null ? "" : `, +${extend} spins on a full meter`}`;
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
      const name = span("sr-only", `${PRINCESS_NAMES[id] || id}: ${option.spins} free spins.`);
      const power = span("choice-power", `${POWERS[id] || ""}.`);
      text.append(name, power);
      if (extend !== null) text.append(span("choice-extend", `+${extend} spins on a full meter.`));
      const tag = span("choice-swing", swing[i].text);
      tag.dataset.swing = swing[i].key;
      text.append(tag);
      const key = doc.createElement("kbd");
      key.className = "choice-key";
      key.setAttribute("aria-hidden", "true");
      key.textContent = String(i + 1);
      button.append(canvas, text, key);
      this.box.append(button);
      const card = { button, canvas, option, hover: false };
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
