// Close: ends the session cleanly. Every state the engine sent is already stored before it is
// shown, so nothing is lost; the close stops auto play, lets go of the engine, stops drawing and
// shows what the session came to.

import { fillDefinitions } from "./dialogs.js";
import { formatDuration, formatNet } from "./session.js";
import { formatMoney, formatNumber } from "../money.js";
import { t } from "../messages.js";

/** Close the game; with a `lobby` (the launch's), go there once the game is saved and closed. */
export function closeGame(doc, { controller, session, autoplay, dialogs, announce, lobby = null, win = null }) {
  autoplay.stop(t("apStoppedClosed"));
  dialogs.closeAll();
  session.stop();
  const summary = [
    [t("sessionTime"), formatDuration(session.elapsed())],
    [t("roundsPlayed"), formatNumber(session.rounds)],
    [t("netResult"), formatNet(session.net())],
    [t("balance"), controller.state ? formatMoney(controller.state.balance) : "—"],
  ];
  controller.close(); // the engine let go, the phase closed, the screen still
  const list = doc.getElementById("closed-summary");
  list.textContent = "";
  fillDefinitions(doc, list, summary);
  doc.getElementById("app").inert = true;
  const screen = doc.getElementById("closed");
  screen.hidden = false;
  const back = doc.getElementById("closed-lobby");
  back.hidden = !lobby;
  if (lobby) back.href = lobby;
  (lobby ? back : doc.getElementById("closed-reopen")).focus({ preventScroll: true });
  announce(t("closedAnnounce"));
  // The whole window goes back to the site's lobby (the game may be framed: the top one; a
  // cross-origin frame may set only its href).
  if (lobby && win) {
    try {
      win.top.location.href = lobby;
    } catch {
      // the browser will not let this frame lead its parent: the closed screen's link stays
    }
  }
}
