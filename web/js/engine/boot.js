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
