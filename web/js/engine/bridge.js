// The page's side of the worker: one promise per request id, with a timeout.

import { t } from "../messages.js";

const DEFAULT_TIMEOUT_MS = 15000;

export class BridgeError extends Error {
  /** A request that got no usable reply: the engine never saw it, or never answered. */
  constructor(message) {
    super(message);
    this.name = "BridgeError";
  }
}

export class BridgeClient {
  /** Start the worker at once; `onProgress({stage, loaded, total})` follows the boot. */
  /**
   * `early` is the worker index.html started before anything else loaded, with what it said
   * meanwhile ({worker, messages, errors}); without it the worker starts here.
   */
  /**
   * @param {string | URL} workerUrl
   * @param {{onProgress?: (progress: {stage: string, loaded: number, total: number}) => void, timeoutMs?: number, early?: any}} [options]
   */
  constructor(workerUrl, { onProgress = () => {}, timeoutMs = DEFAULT_TIMEOUT_MS, early = null } = {}) {
    this.timeoutMs = timeoutMs;
    this.pending = new Map();
    this.nextId = 1;
    this.roundTrips = [];
    this.worker = early ? early.worker : new Worker(workerUrl, { type: "module" });
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
    const stopped = (message) => this.failAll(t("engineStopped", { why: message || t("engineNoScript") }));
    this.worker.onmessage = (event) => this.receive(event.data, onProgress);
    this.worker.onerror = (event) => {
      event.preventDefault();
      stopped(event.message);
    };
    if (early) {
      for (const message of early.messages) this.receive(message, onProgress);
      if (early.errors.length) stopped(early.errors[0]);
    }
  }

  receive(message, onProgress) {
    switch (message && message.type) {
      case "progress":
        onProgress(message);
        break;
      case "ready":
        // For bench/browser.py: when Python answered, and the worker's own timings.
        performance.mark("mp-engine-ready", { detail: message.timings });
        this.resolveReady(message);
        break;
      case "snapshot":
        // For the tests and the bench: the worker stored (or could not store) its memory snapshot.
        performance.mark("mp-engine-snapshot", { detail: message });
        break;
      case "fatal":
        this.failAll(message.message);
        break;
      case "reply": {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        clearTimeout(entry.timer);
        this.roundTrips.push({ op: entry.op, total: performance.now() - entry.sentAt, engine: message.ms });
        if (this.roundTrips.length > 2000) this.roundTrips.splice(0, 1000);
        if (typeof message.reply !== "string") {
          entry.reject(new BridgeError(message.error || t("engineNoReply")));
          return;
        }
        try {
          entry.resolve(JSON.parse(message.reply));
        } catch {
          entry.reject(new BridgeError(t("engineBadReply")));
        }
        break;
      }
      default:
        break;
    }
  }

  /** The game is at rest with Spin usable: the worker may now snapshot its engine (once; after a full boot only). */
  atRest() {
    if (this.restSaid || this.dead) return;
    this.restSaid = true;
    this.worker.postMessage({ type: "snapshot" });
  }

  failAll(reason) {
    this.rejectReady(new BridgeError(reason));
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new BridgeError(reason));
      this.pending.delete(id);
    }
    this.dead = reason;
  }

  /**
   * Send one protocol request object; resolves with the parsed reply object (ok or not).
   * @template {import("../types.js").Request} R
   * @param {R} payload
   * @returns {Promise<import("../types.js").ReplyTo<R["op"]>>}
   */
  request(payload) {
    if (this.dead) return Promise.reject(new BridgeError(this.dead));
    const id = this.nextId++;
    const request = JSON.stringify({ v: 1, ...payload });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new BridgeError(t("engineTimeout", { seconds: this.timeoutMs / 1000 })));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, op: payload.op, sentAt: performance.now() });
      this.worker.postMessage({ id, request });
    });
  }
}
