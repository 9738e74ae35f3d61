// The painter: the game's costliest pictures (the loading screen's intro, the princesses'
// portraits) painted off the main thread, in paint-worker.js, where the browser offers a 2D
// OffscreenCanvas to a worker. startPainter() resolves to null where it does not (or the worker
// will not start), and in WebKit: the callers then paint on the main thread, a picture at a time.

// The worker loads the art's modules before it answers: on a slow first visit that takes a while.
const READY_WAIT_MS = 10000;

export class Painter {
  constructor(worker) {
    this.worker = worker;
    this.listeners = new Map();
    worker.onmessage = (event) => {
      for (const listener of this.listeners.get(event.data.type) || []) listener(event.data);
    };
  }

  /** Call `listener(message)` for each message of `type` from the worker ("painted", "portrait"). */
  on(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(listener);
  }

  /** Send the worker a message (paint-worker.js lists them), handing over `transfer`. */
  post(message, transfer = []) {
    this.worker.postMessage(message, transfer);
  }
}

/**
 * Whether the page runs in WebKit (Safari, every browser on iOS and iPadOS, WebKitGTK). WebKitGTK
 * 2.50's web process aborts on a corrupted heap ("malloc(): unaligned tcache chunk detected", on the
 * worker's thread) within a few loads of a worker painting into an OffscreenCanvas; Safari shares the
 * engine and cannot be run here, so no WebKit gets the painter's worker. Chromium's browsers say
 * "Chrome/" beside their "AppleWebKit/" (Blink began as WebKit); on iOS they say CriOS, EdgiOS, FxiOS.
 */
export function isWebKit(userAgent) {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium)\//.test(userAgent);
}

/**
 * A Painter once its worker says it can paint, or null; `root` is the site's root URL (the fonts'
 * files are found from it); `texts`: the worker records the words it draws (a debug build's tests).
 */
export function startPainter(win, root, texts = false) {
  const canvas = win.HTMLCanvasElement && win.HTMLCanvasElement.prototype;
  if (isWebKit(win.navigator.userAgent || "")) return Promise.resolve(null);
  if (!win.Worker || typeof win.OffscreenCanvas !== "function" || !canvas || !("transferControlToOffscreen" in canvas)) return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker = null;
    let timer = null;
    const give = (painter) => {
      clearTimeout(timer);
      if (!painter && worker) worker.terminate();
      resolve(painter);
    };
    try {
      worker = new win.Worker(new URL("./paint-worker.js", import.meta.url), { type: "module" });
    } catch {
      give(null);
      return;
    }
    timer = setTimeout(() => give(null), READY_WAIT_MS);
    worker.onerror = (event) => {
      event.preventDefault();
      give(null);
    };
    worker.onmessage = (event) => {
      if (event.data.type !== "ready") return;
      worker.onerror = (e) => e.preventDefault(); // a picture that fails to paint is garnish: the game goes on
      give(event.data.ok ? new Painter(worker) : null);
    };
    worker.postMessage({ type: "start", root, ratio: win.devicePixelRatio || 1, texts });
  });
}
