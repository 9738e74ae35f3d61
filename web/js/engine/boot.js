// The page's first script, a classic one (not a module, not inline, so the Content-Security-Policy
// needs no 'unsafe-inline'): it starts the engine's worker before the styles and modules load,
// because Python's boot in the worker is the long pole of loading. main.js adopts this worker and
// what it said meanwhile (js/engine/bridge.js).
try {
  const early = {
    worker: new Worker(new URL("worker.js", /** @type {HTMLScriptElement} */ (document.currentScript).src), { type: "module" }),
    messages: [],
    errors: [],
  };
  early.worker.onmessage = (event) => early.messages.push(event.data);
  early.worker.onerror = (event) => {
    event.preventDefault();
    early.errors.push(event.message || "");
  };
  /** @type {any} */ (window).__mpEarlyWorker = early;
} catch {
  // No module workers here: main.js tries again and says what failed.
}

// The page's English words are in index.html from the build (scripts/page-words.mjs), so the loading
// screen reads at its first paint. A page that will speak another language (the player's choice,
// the site's ?lang=, else the browser's first language) hides them until js/ui/page-text.js has
// written its own (css/style.css: .words-later), rather than show English a moment.
try {
  let chosen = null;
  try {
    chosen = JSON.parse(localStorage.getItem("midnight-princess/v1/settings") || "null")?.lang; // record/storage.js SETTINGS_KEY
  } catch {
    // no storage here: the site's or the browser's language
  }
  const tag = chosen || new URLSearchParams(location.search).get("lang") || (navigator.languages || [navigator.language])[0] || "en";
  if (!/^en(-|$)/i.test(tag)) document.documentElement.classList.add("words-later");
} catch {
  // the words show as they are
}

// A start that failed before the game could say so itself: one of the game's own files did not
// arrive (a link that dropped, a host that failed one request), in main.js's module graph (the
// error event below) or among the modules it imports later (main.js calls __mpStart.failed with
// the words in the player's language). The page loads again by itself, once a session (the record
// is in storage: nothing is lost, a round in flight resumes); a second failure says so and offers
// to try again, rather than a loading screen without end. Once the game has started, main.js
// calls __mpStart.worked: a later failure in the session gets its own retry.
const RETRIED_KEY = "midnight-princess/v1/start-retried";
/** @param {string} text @param {string} again */
function startFailed(text, again) {
  let retried = true;
  try {
    retried = sessionStorage.getItem(RETRIED_KEY) !== null;
    sessionStorage.setItem(RETRIED_KEY, String(Date.now()));
  } catch {
    // no session storage: no retry by itself, the player's button below
  }
  if (!retried) {
    location.reload();
    return;
  }
  // ui/message-box.js's fatal message, written here: its module may be the one that did not arrive
  document.body.dataset.phase = "error";
  const box = /** @type {HTMLElement} */ (document.getElementById("message"));
  const action = /** @type {HTMLElement} */ (document.getElementById("message-action"));
  box.hidden = false;
  box.dataset.kind = "error";
  box.toggleAttribute("data-fatal", true);
  /** @type {HTMLElement} */ (document.getElementById("message-text")).textContent = text;
  action.textContent = again;
  action.hidden = false;
  action.addEventListener("click", () => location.reload(), { once: true });
}
/** @type {any} */ (window).__mpStart = {
  failed: startFailed,
  worked() {
    try {
      sessionStorage.removeItem(RETRIED_KEY);
    } catch {
      // nothing was kept
    }
  },
};
addEventListener(
  "error",
  (event) => {
    const script = event.target;
    if (script instanceof HTMLScriptElement && script.type === "module") startFailed("The game could not start.", "Try again");
  },
  true,
);
