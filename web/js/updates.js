// The page's side of the service worker (sw.js, at the build's root): it registers the worker once
// the game is playable, and lets a new deployment take over only between rounds.
//
// A page and its engine come from one deployment, held in the service worker's cache. A new
// deployment installs beside it and waits (sw.js never takes over by itself). It takes over at the
// first moment after a load that the game is at rest: nothing in flight, no round open, here or in
// another tab (the record is shared). Then play is held, the waiting version is told to take over,
// and the page reloads into it. A version found later waits for the next load, so a session is
// never interrupted. A round left open for the old engine is still answered by the old engine:
// until it is over, nothing is at rest.

import { t } from "./messages.js";

const SKIP_WAITING = { type: "skip-waiting" };
// A waiting version that does not take over within this time has failed: play goes on as it was.
const TAKEOVER_MS = 10000;

/**
 * `game`: {atRest() -> bool, hold() -> bool (stops play if at rest), release()}; `loading`: the
 * loading screen ({show(label), hide()}), shown while the new version takes over.
 */
export function createUpdates({ win, scriptUrl, game, loading }) {
  const sw = win.navigator.serviceWorker;
  let registration = null;
  let registering = null;
  let takeover = "unseen"; // "open" from the first rest after the load until play resumes, then "closed"
  let applying = false;

  async function register() {
    try {
      registration = await sw.register(scriptUrl, { scope: new URL("./", scriptUrl).href, updateViaCache: "none" });
    } catch {
      registration = null;
    }
    if (!registration) return; // no service worker (private mode, blocked): the game plays online as before
    // A version may be installing already (the browser checks for one on every load).
    const watch = (incoming) => incoming && incoming.addEventListener("statechange", () => incoming.state === "installed" && tryTakeover());
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    tryTakeover();
  }

  function tryTakeover() {
    // Only a version waiting behind an active one (on a first visit the first one activates by itself).
    if (applying || takeover !== "open" || !registration || !registration.waiting || !registration.active) return;
    if (!game.atRest()) return;
    applying = true; // before hold(): the phase it sets must not close the window under us
    if (!game.hold()) {
      applying = false;
      return;
    }
    loading.show(t("updating"));
    const waiting = registration.waiting;
    const timer = setTimeout(() => {
      applying = false;
      takeover = "closed";
      loading.hide();
      game.release();
    }, TAKEOVER_MS);
    sw.addEventListener(
      "controllerchange",
      () => {
        clearTimeout(timer);
        win.location.reload();
      },
      { once: true },
    );
    waiting.postMessage(SKIP_WAITING);
  }

  return {
    /** Follow the game's phase: register once playable; the first rest opens the takeover window. */
    onPhase(phase) {
      if (!sw || applying) return;
      if (!registering && (phase === "ready" || phase === "choice")) registering = register();
      if (phase === "ready" && takeover === "unseen") {
        takeover = "open";
        registering.then(tryTakeover);
      } else if (phase !== "ready" && takeover === "open") {
        takeover = "closed";
      }
    },
    /** For tests and the bench: the registration, once made. */
    get registration() {
      return registration;
    },
  };
}
