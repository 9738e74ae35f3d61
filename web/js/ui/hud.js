// The HUD's figures in the page: balance, bet, win, last win and free spins left, and for screen
// readers the multiplier, the meter and the princess. It writes what the presenter's figures say
// (screen/readouts.js), each only when it changed.

import { formatMoney } from "../money.js";
import { t } from "../messages.js";
import { PRINCESS_NAMES } from "../art/theme.js";

const NONE = "—";

export class HudView {
  constructor(doc) {
    this.el = {
      balance: doc.getElementById("balance"),
      bet: doc.getElementById("bet"),
      roundWin: doc.getElementById("round-win"),
      lastWin: doc.getElementById("last-win"),
      freeSpins: doc.getElementById("free-spins"),
      multiplier: doc.getElementById("multiplier"),
      meter: doc.getElementById("meter"),
      princess: doc.getElementById("princess"),
    };
    this.text = new Map();
    this.model = null; // screenModel(config): the meter's size
  }

  setModel(model) {
    this.model = model;
  }

  setText(el, value) {
    if (el && this.text.get(el) !== value) {
      this.text.set(el, value);
      el.textContent = value;
    }
  }

  /** Show `hud` (the presenter's figures; nothing before the game has any). */
  update(hud) {
    if (!hud || !this.model) return;
    const el = this.el;
    this.setText(el.balance, hud.balance === null ? NONE : formatMoney(hud.balance));
    this.setText(el.bet, hud.bet === null ? NONE : formatMoney(hud.bet));
    this.setText(el.roundWin, formatMoney(hud.roundWin));
    this.setText(el.lastWin, formatMoney(hud.lastWin));
    this.setText(el.freeSpins, String(hud.freeSpinsLeft));
    this.setText(el.multiplier, t("multiplierValue", { value: hud.multiplier }));
    this.setText(el.meter, t("meterValue", { value: Math.round(hud.meter), size: this.model.meterSize }));
    this.setText(el.princess, PRINCESS_NAMES[hud.featurePrincess || hud.princess] || NONE);
    el.freeSpins.parentElement.classList.toggle("live", hud.freeSpins !== null && hud.freeSpins !== undefined);
  }
}
