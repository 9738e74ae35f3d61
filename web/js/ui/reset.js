// The play-money reset (Settings): a new game at the start balance, after a confirm, only at rest
// (no round open, Auto Play stopped, the game not closed). The session's net position keeps
// counting from where it was: the new balance is not a win.

import { formatMoney } from "../money.js";
import { t } from "../messages.js";

/**
 * `launch`: the launch parameters (a demo balance); `busy()`: Auto Play runs or the game is closed;
 * `refresh()`: the settings panel written again if it is open.
 */
export function createReset({ controller, dialogs, session, announce, launch, busy, refresh }) {
  const c = controller;
  const canReset = () => c.phase === "ready" && !(c.state && c.state.round) && !busy();

  /** What a new game starts with: the launch's demo balance, else the engine's for the currency. */
  function startBalance() {
    return launch && launch.balance !== null ? launch.balance : c.config.start_balance;
  }

  async function resetBalance() {
    if (!canReset()) return;
    const yes = await dialogs.confirm(
      t("resetTitle"),
      t("resetText", { start: formatMoney(startBalance()), balance: formatMoney(c.state.balance) }),
      t("resetBalance"),
    );
    if (!yes || !canReset()) return;
    const before = c.state.balance;
    await c.newGame();
    if (c.state.balance !== before) session.rebase(c.state.balance - before);
    refresh();
    announce(t("announceNewGame", { balance: formatMoney(c.state.balance) }));
  }

  return { canReset, startBalance, resetBalance };
}
