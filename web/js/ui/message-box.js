// The message over the game (#message): a sentence for the player, an info or an error, with an
// optional button the input layer wires (Reload, Start a new game...). While the game cannot go on
// by itself (phase `error`) it is a fatal error's: titled, in the middle, over a dimmed game.

import { t } from "../messages.js";

/** Write only a change: a live region re-reads text written again. */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

export class MessageBox {
  constructor(doc) {
    this.box = doc.getElementById("message");
    this.title = doc.getElementById("message-title");
    this.text = doc.getElementById("message-text");
    this.action = doc.getElementById("message-action");
    this.name = null;
  }

  /**
   * Show `text`; `action` is an optional {name, label} button; `name` says which message it is
   * (shown()), by default its kind.
   */
  show(text, { kind = "error", action = null, name = kind } = {}) {
    this.name = name;
    this.box.hidden = false;
    this.box.dataset.kind = kind;
    this.box.dataset.name = name; // the note that a round resumes has a place of its own, off the cells
    setText(this.text, text);
    this.action.hidden = !action;
    if (action) {
      setText(this.action, action.label);
      this.action.dataset.action = action.name;
    }
  }

  /** The game cannot go on by itself (or can again): the message is a fatal error's, titled and alone on the screen. */
  fatal(on) {
    this.box.toggleAttribute("data-fatal", on);
    this.title.hidden = !on;
    if (on) setText(this.title, t("fatalTitle"));
  }

  /** The text shown now ("" when none is). */
  said() {
    return this.box.hidden ? "" : this.text.textContent;
  }

  hide() {
    this.name = null;
    this.box.hidden = true;
  }

  /** The name of the message on screen, or null. */
  shown() {
    return this.box.hidden ? null : this.name;
  }
}
