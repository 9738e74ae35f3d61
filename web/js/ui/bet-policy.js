// The offer of a lower bet: a bet the balance cannot cover is offered lower (the highest of the
// engine's levels it covers), in the message over the game, while the game is ready and the player
// free to act; the engine still refuses what it cannot take.

import { formatMoney } from "../money.js";
import { t } from "../messages.js";

/**
 * `blocked()`: the player cannot take an offer now (Auto Play runs, a recall, the game closed);
 * `setBet(level)`: the shell's own change of bet.
 */
export function createBetPolicy({ controller, messageBox, blocked, setBet }) {
  const c = controller;
  /** Offer the highest level the balance covers when the bet is above it; take the offer back once it is not. */
  function offerLowerBet() {
    if (c.phase !== "ready" || !c.config || !c.state || blocked()) return;
    const balance = c.state.balance;
    const payable = c.config.bet_levels.filter((level) => level <= balance);
    if (c.bet > balance && payable.length) {
      const lower = payable[payable.length - 1];
      messageBox.show(t("notCovered", { balance: formatMoney(balance), bet: formatMoney(c.bet) }), {
        kind: "info",
        name: "lower-bet",
        action: { name: "lower-bet", label: t("betAmount", { bet: formatMoney(lower) }) },
      });
    } else if (messageBox.shown() === "lower-bet") {
      messageBox.hide();
    }
  }
  /** The offer taken: the highest level the balance covers. */
  function lowerBet() {
    if (!c.config || !c.state) return;
    const payable = c.config.bet_levels.filter((level) => level <= c.state.balance);
    if (payable.length) setBet(payable[payable.length - 1]);
  }
  return { offerLowerBet, lowerBet };
}
