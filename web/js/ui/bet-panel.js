// Select Bet: every bet level as one button. Levels above the balance are shown but disabled,
// with the reason; the engine still has the last word (it refuses a bet it cannot take).

import { formatMoney } from "../money.js";
import { t } from "../messages.js";

export class BetPanel {
  /** `choose(level)` sets the bet; the panel closes itself through `close()`. */
  constructor(doc, body, { choose, close }) {
    this.doc = doc;
    this.body = body;
    this.choose = choose;
    this.close = close;
  }

  /** Draw the levels for `levels` (cents) with `bet` selected and `balance` to cover them. */
  render(levels, bet, balance) {
    const doc = this.doc;
    this.body.textContent = "";
    const list = doc.createElement("div");
    list.className = "bet-levels";
    list.setAttribute("role", "group");
    list.setAttribute("aria-label", t("betLevels"));
    let over = 0;
    for (const level of levels) {
      const button = doc.createElement("button");
      button.type = "button";
      button.className = "bet-level";
      button.dataset.bet = String(level);
      button.textContent = formatMoney(level);
      const selected = level === bet;
      button.setAttribute("aria-pressed", selected ? "true" : "false");
      if (Number.isSafeInteger(balance) && level > balance) {
        over += 1;
        button.disabled = true;
        button.title = t("betOverBalance", { balance: formatMoney(balance) });
        button.setAttribute("aria-label", t("betOverBalanceLabel", { bet: formatMoney(level) }));
      }
      if (selected) button.autofocus = true;
      button.addEventListener("click", () => {
        this.choose(level);
        this.close();
      });
      list.append(button);
    }
    this.body.append(list);
    const note = doc.createElement("p");
    note.className = "panel-note";
    note.id = "bet-note";
    note.textContent = over ? t("betNoteOver", { balance: formatMoney(balance), count: over }) : t("betNote");
    this.body.append(note);
  }
}
