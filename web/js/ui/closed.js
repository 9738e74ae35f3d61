// Close: ends the session cleanly. Every state the engine sent is already stored before it is
// shown, so nothing is lost; the close stops auto play, lets go of the engine, stops drawing and
// shows what the session came to.

import { fillDefinitions } from "./dialogs.js";
import { formatDuration, formatNet } from "./session.js";
import { formatMoney } from "../money.js";

export function closeGame(doc, { controller, presenter, session, autoplay, dialogs, announce }) {
  autoplay.stop("Auto Play stopped: the game was closed.");
  dialogs.closeAll();
  session.stop();
  const summary = [
    ["Session time", formatDuration(session.elapsed())],
    ["Rounds played", String(session.rounds)],
    ["Net result", formatNet(session.net())],
    ["Balance", controller.state ? formatMoney(controller.state.balance) : "—"],
  ];
  try {
    controller.close();
  } catch {
    // already gone: closing must always reach the closed screen
  }
  controller.setPhase("closed");
  presenter.paused = true;
  const list = doc.getElementById("closed-summary");
  list.textContent = "";
  fillDefinitions(doc, list, summary);
  doc.getElementById("app").inert = true;
  const screen = doc.getElementById("closed");
  screen.hidden = false;
  doc.getElementById("closed-reopen").focus({ preventScroll: true });
  announce("The game is closed. Your game is saved.");
}
