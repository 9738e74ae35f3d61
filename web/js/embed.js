// The site around the game. When a site frames the game and names its own origin in the launch
// parameter `host`, the game tells it what happens, by window.parent.postMessage to that origin
// only, and takes two orders from it (setSound, close), from that origin only; anything else is
// ignored. Without `host` (or unframed) it sends nothing and listens to nothing.
// docs/embedding.md is the contract: every message, its fields, and an example host page.

import { EVENTS } from "./events.js";

export const SOURCE = "midnight-princess";

/** The messages the game sends and the ones it takes (docs/embedding.md). */
export const SENT = Object.freeze(["ready", "roundStart", "roundEnd", "balance", "error", "closed"]);
export const TAKEN = Object.freeze(["setSound", "close"]);

/**
 * Wire the game to the page around it. `controller`: its events (phase, config, balance,
 * roundStart, round); `settings`: the sound; `close()`: the shell's Close (false while a round
 * plays); `language()`: the language spoken. Returns {post(type, fields)} (a no-op without a host).
 */
export function createEmbedding({ win, doc, host, controller, settings, close, language }) {
  if (!host || win.parent === win) return { post() {} };
  const c = controller;
  const post = (type, fields = {}) => win.parent.postMessage({ source: SOURCE, type, ...fields }, host);
  let money = { currency: "USD", minorUnit: 2 };
  let ready = false;
  let closing = false;

  c.on(EVENTS.CONFIG, (config) => (money = { currency: config.currency || "USD", minorUnit: config.minor_unit ?? 2 }));
  c.on(EVENTS.PHASE, ({ phase }) => {
    if (!ready && (phase === "ready" || phase === "choice")) {
      ready = true;
      post("ready", { ...money, balance: c.state.balance, bet: c.bet, language: language() });
    }
    if (phase === "closed") post("closed", { ...money, balance: c.state ? c.state.balance : null });
    // A close the site asked for while a round played: as soon as it rests.
    if (closing && phase !== "spinning" && phase !== "loading") {
      closing = false;
      close();
    }
  });
  c.on(EVENTS.BALANCE, (balance) => ready && post("balance", { ...money, balance }));
  c.on(EVENTS.ROUND_START, ({ roundId, bet }) => post("roundStart", { ...money, roundId, bet }));
  c.on(EVENTS.ROUND, ({ roundId, end }) => {
    const entry = c.history.latest();
    const bet = entry && entry.id === roundId ? entry.bet : null;
    post("roundEnd", { ...money, roundId, bet, win: end.win, balance: end.balance });
  });

  // What the player is told as an error (the message line marked so), the site hears too.
  const box = doc.getElementById("message");
  const text = doc.getElementById("message-text");
  let told = null;
  new win.MutationObserver(() => {
    const shown = !box.hidden && box.dataset.kind === "error" ? text.textContent : null;
    if (shown && shown !== told) post("error", { message: shown, fatal: c.phase === "error" });
    told = shown;
  }).observe(box, { attributes: true, childList: true, subtree: true, characterData: true });

  win.addEventListener("message", async (event) => {
    if (event.origin !== host || event.source !== win.parent) return;
    const order = event.data;
    if (!order || typeof order !== "object" || !TAKEN.includes(order.type)) {
      console.warn("Midnight Princess ignores a message from the host that is not one of", TAKEN, order);
      return;
    }
    if (order.type === "setSound") {
      if (typeof order.on === "boolean") settings.set({ sound: order.on });
      else console.warn('Midnight Princess: setSound needs "on": true or false', order);
    } else if (!(await close())) {
      closing = c.phase === "spinning" || c.phase === "loading";
    }
  });
  return { post };
}
