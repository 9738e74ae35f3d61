// The engine's home: a module worker that boots Pyodide, installs the engine wheel and answers
// each request by calling midnight_princess.bridge.handle(request_json) -> reply_json.
//
// Page -> worker: {id, request}            (request is a JSON string, passed through untouched)
// Worker -> page: {type: "progress", stage, loaded, total}
//                 {type: "ready", timings}
//                 {type: "fatal", message}  (the engine cannot start; every request will fail)
//                 {type: "reply", id, reply} or {type: "reply", id, error}

import { DEBUG, WHEEL_URL, PYODIDE_BYTES } from "./build-info.js";

const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const WHEEL_HREF = new URL(`../${WHEEL_URL}`, import.meta.url).href;
// A load that makes no progress for this long has hung (a wrong MIME type does that silently).
const STALL_MS = 45000;

// Set before any await: requests that arrive while Python boots wait in this queue.
const queue = [];
let handle = null;
let fatal = null;
self.onmessage = (event) => {
  queue.push(event.data);
  if (handle || fatal) drain();
};

function drain() {
  while (queue.length) answer(queue.shift());
}

function answer(message) {
  const id = message && message.id;
  if (typeof message?.request !== "string") {
    self.postMessage({ type: "reply", id, error: "The worker was sent a request that is not a string." });
    return;
  }
  if (fatal) {
    self.postMessage({ type: "reply", id, error: fatal });
    return;
  }
  try {
    // Strings in and out: no PyProxy or conversion cost per call.
    const started = performance.now();
    const reply = DEBUG ? handle.callKwargs(message.request, { allow_force: true }) : handle(message.request);
    self.postMessage({ type: "reply", id, reply, ms: performance.now() - started });
  } catch (err) {
    self.postMessage({ type: "reply", id, error: `The engine failed: ${err && err.message ? err.message : err}` });
  }
}

// --- progress -----------------------------------------------------------------------------------

let lastProgress = performance.now();
let lastPosted = { stage: null, fraction: 0 };
function progress(stage, loaded, total) {
  lastProgress = performance.now();
  // A message per 2 % is a smooth bar; one per chunk would only keep the page busy repainting.
  const fraction = total > 0 ? loaded / total : 0;
  if (stage === lastPosted.stage && fraction < 1 && fraction - lastPosted.fraction < 0.02) return;
  lastPosted = { stage, fraction };
  self.postMessage({ type: "progress", stage, loaded, total });
}

const pyodideTotal = Object.entries(PYODIDE_BYTES)
  .filter(([name]) => !name.endsWith(".mjs"))
  .reduce((sum, [, bytes]) => sum + bytes, 0);
let pyodideLoaded = 0;

// Count the bytes of Pyodide's own downloads on a clone, so the original response (and the
// browser's compiled-wasm cache keyed on it) is handed to Pyodide untouched.
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!String(url).startsWith(INDEX_URL)) return response;
  if (String(url).endsWith(".wasm")) {
    const type = response.headers.get("content-type") || "";
    if (!type.startsWith("application/wasm")) {
      fail(`The server sent pyodide.asm.wasm as "${type}"; it must be "application/wasm".`);
    }
  }
  if (response.ok && response.body) countBytes(response.clone().body);
  return response;
};

async function countBytes(body) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    pyodideLoaded += value.byteLength;
    progress("fetch-pyodide", Math.min(pyodideLoaded, pyodideTotal), pyodideTotal);
  }
}

async function fetchWheel() {
  const response = await realFetch(WHEEL_HREF);
  if (!response.ok) throw new Error(`The engine wheel ${WHEEL_URL} could not be fetched (HTTP ${response.status}).`);
  const buffer = await response.arrayBuffer();
  progress("fetch-wheel", buffer.byteLength, buffer.byteLength);
  return buffer;
}

// --- boot -----------------------------------------------------------------------------------------

let rejectBoot = null;
function fail(message) {
  if (rejectBoot) rejectBoot(new Error(message));
}

function stallWatch() {
  return new Promise((_, reject) => {
    rejectBoot = reject;
    const timer = setInterval(() => {
      if (handle) clearInterval(timer);
      else if (performance.now() - lastProgress > STALL_MS) {
        clearInterval(timer);
        reject(new Error(`Python did not start: no progress for ${STALL_MS / 1000} s.`));
      }
    }, 1000);
  });
}

async function boot() {
  const t0 = performance.now();
  const timings = {};
  let sitePackages = null;
  const { loadPyodide } = await import(new URL("pyodide.mjs", INDEX_URL).href);
  // The wheel downloads while Pyodide boots.
  const wheel = fetchWheel();
  wheel.catch(() => {});
  progress("fetch-pyodide", 0, pyodideTotal);
  const pyodide = await loadPyodide({
    indexURL: INDEX_URL,
    fsInit: (FS, info) => {
      sitePackages = info.sitePackages;
      progress("load", 0, 1);
    },
  });
  timings.loadPyodide = performance.now() - t0;
  progress("load", 1, 1);
  const buffer = await wheel;
  pyodide.unpackArchive(buffer, "wheel", sitePackages ? { extractDir: sitePackages } : {});
  progress("import", 0, 1);
  const t1 = performance.now();
  // One PyProxy to handle, kept for the worker's life.
  const fn = pyodide.pyimport("midnight_princess.bridge.handle");
  timings.import = performance.now() - t1;
  progress("import", 1, 1);
  timings.total = performance.now() - t0;
  return { fn, timings };
}

Promise.race([boot(), stallWatch()]).then(
  ({ fn, timings }) => {
    handle = fn;
    self.postMessage({ type: "ready", timings, debug: DEBUG });
    drain();
  },
  (err) => {
    fatal = `The game engine could not start. ${err && err.message ? err.message : err}`;
    self.postMessage({ type: "fatal", message: fatal });
    drain();
  },
);
