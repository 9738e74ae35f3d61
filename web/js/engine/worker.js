// The engine's home: a module worker that boots Pyodide, installs the engine wheel and answers
// each request by calling midnight_princess.bridge.handle(request_json) -> reply_json.
//
// Page -> worker: {id, request}            (request is a JSON string, passed through untouched)
//                 {type: "snapshot"}        (the game is at rest: snapshot the engine now, see snapshotWhenAsked)
// Worker -> page: {type: "progress", stage, loaded, total}
//                 {type: "ready", boot, timings}  (boot: "snapshot" restored from storage, or "full")
//                 {type: "snapshot", stored, bytes, makeMs, storeMs, answered, error}  (after a full boot, once asked)
//                 {type: "fatal", message}  (the engine cannot start; every request will fail)
//                 {type: "reply", id, reply} or {type: "reply", id, error}

import { DEBUG, WHEEL_URL, BOOT_FILES, STDLIB_URL, RUNTIME_ID } from "../build-info.js";
import { chooseEncoding, fetchDecoded, importDecodedModule } from "./pyodide-files.js";
import { readRecord, readSnapshot, saveSnapshot, dropSnapshot, worthMaking, holdsSnapshot } from "./snapshot-store.js";

const INDEX_URL = new URL("../../pyodide/", import.meta.url).href;
const WHEEL_HREF = new URL(`../../${WHEEL_URL}`, import.meta.url).href;
const STDLIB_HREF = new URL(`../../${STDLIB_URL}`, import.meta.url).href;
// A load that makes no progress for this long has hung (a wrong MIME type does that silently).
const STALL_MS = 45000;

// Set before any await: requests that arrive while Python boots wait in this queue.
const queue = [];
let handle = null;
let fatal = null;
// After a full boot: the engine to snapshot once the page says the game is at rest ({pyodide, failures}).
let toSnapshot = null;
let snapshotAsked = false;
let answered = 0; // requests answered: the snapshot's report says how many came before it
self.onmessage = (event) => {
  if (event.data && event.data.type === "snapshot") {
    snapshotAsked = true;
    snapshotWhenAsked();
    return;
  }
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
    answered += 1;
    self.postMessage({ type: "reply", id, reply, ms: performance.now() - started });
  } catch (err) {
    self.postMessage({ type: "reply", id, error: `The engine failed: ${err && err.message ? err.message : err}` });
  }
}

// --- progress -----------------------------------------------------------------------------------

let lastProgress = performance.now();
let lastPosted = { stage: null, fraction: 0 };
let pending = null;
function progress(stage, loaded, total) {
  lastProgress = performance.now();
  // A message per 2 % is a smooth bar; one per chunk would only keep the page busy repainting.
  // A step held back is posted a moment later unless a newer one came, so the bar never rests
  // short of the bytes that did arrive (a download that pauses shows exactly where it paused).
  const fraction = total > 0 ? loaded / total : 0;
  if (stage === lastPosted.stage && fraction < 1 && fraction - lastPosted.fraction < 0.02) {
    if (!pending) setTimeout(() => pending && !handle && post(pending), 100);
    pending = { stage, loaded, total, fraction };
    return;
  }
  post({ stage, loaded, total, fraction });
}

function post({ stage, loaded, total, fraction }) {
  pending = null;
  lastPosted = { stage, fraction };
  self.postMessage({ type: "progress", stage, loaded, total });
}

// The bytes Pyodide's files take on the wire: the .gz siblings when the worker decodes them, the
// files as they are (counted decoded) when the host compresses them; pyodide.asm.mjs is fetched
// by the worker only in the first case.
let encoding = "host";
const wireTotal = () =>
  Object.entries(BOOT_FILES)
    .filter(([name]) => encoding === "gzip" || !name.endsWith(".mjs"))
    .reduce((sum, [, size]) => sum + (encoding === "gzip" ? size.gz || size.bytes : size.bytes), 0);
let pyodideLoaded = 0;
function countPyodideBytes(n) {
  pyodideLoaded += n;
  const total = wireTotal();
  progress("fetch-pyodide", Math.min(pyodideLoaded, total), total);
}

// Pyodide's own downloads pass through here: on a plain host each is answered from its .gz sibling,
// decoded; otherwise the bytes are counted on a clone, so the original response (and the browser's
// compiled-wasm cache keyed on it) reaches Pyodide untouched.
const realFetch = globalThis.fetch.bind(globalThis);
const TYPES = { ".wasm": "application/wasm", ".json": "application/json", ".zip": "application/zip" };
globalThis.fetch = async (input, init) => {
  const url = String(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  const name = url.startsWith(INDEX_URL) ? url.slice(INDEX_URL.length) : null;
  if (encoding === "gzip" && name && BOOT_FILES[name]?.gz && (!init || !init.method || init.method === "GET")) {
    return fetchDecoded(url, TYPES[name.slice(name.lastIndexOf("."))] || "application/octet-stream", realFetch, countPyodideBytes);
  }
  const response = await realFetch(input, init);
  if (name === null) return response;
  if (name.endsWith(".wasm")) {
    const type = response.headers.get("content-type") || "";
    if (!type.startsWith("application/wasm")) {
      fail(`The server sent the engine's WebAssembly file as "${type}"; it must be "application/wasm".`);
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
    countPyodideBytes(value.byteLength);
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
        reject(new Error(`Loading made no progress for ${STALL_MS / 1000} s.`));
      }
    }, 1000);
  });
}

// The request whose reply a restored engine must repeat exactly before it is trusted.
const CHECK_REQUEST = JSON.stringify({ v: 1, op: "config" });
const errorText = (err) => (err && err.message ? err.message : String(err));

/**
 * On a plain host Pyodide's loader (pyodide.asm.mjs) comes from its .gz too, fetched alongside the
 * wasm; a policy that forbids blob: modules only costs the bytes of the plain file.
 */
function decodedFactory() {
  const url = new URL("pyodide.asm.mjs", INDEX_URL).href;
  const factory = importDecodedModule(url, realFetch, countPyodideBytes).catch(async () => (await import(url)).default);
  factory.catch(() => {});
  return async (settings) => (await factory)(settings);
}

/** loadPyodide with the files chosen for this host; `extra` adds the snapshot options. */
async function startPyodide(loadPyodide, factory, extra, onFs) {
  return loadPyodide({
    indexURL: INDEX_URL,
    stdLibURL: STDLIB_HREF,
    ...(factory ? { createPyodideModule: factory } : {}),
    fsInit: (FS, info) => {
      onFs(info);
      progress("load", 0, 1);
    },
    ...extra,
  });
}

/** A Python restored from the stored snapshot, checked; throws (after dropping it) when anything is off. */
async function restore(loadPyodide, factory, record, timings) {
  const t0 = performance.now();
  try {
    // Read and checked while the wasm compiles: loadPyodide awaits it only when it needs the memory.
    const bytes = readSnapshot(record).then((b) => {
      timings.snapshotRead = performance.now() - t0;
      return b;
    });
    bytes.catch(() => {});
    const pyodide = await startPyodide(loadPyodide, factory, { _loadSnapshot: bytes }, () => {});
    timings.loadPyodide = performance.now() - t0;
    const fn = pyodide.pyimport("midnight_princess.bridge.handle");
    if (fn(CHECK_REQUEST) !== record.check) throw new Error("the restored engine answered differently");
    return fn;
  } catch (err) {
    await dropSnapshot(RUNTIME_ID, (record.failures || 0) + 1);
    throw err;
  }
}

async function boot() {
  const t0 = performance.now();
  const timings = { boot: "full" };
  let sitePackages = null;
  const [{ loadPyodide }, chosen, record] = await Promise.all([
    import(new URL("pyodide.mjs", INDEX_URL).href),
    chooseEncoding(new URL("pyodide.asm.wasm", INDEX_URL).href, realFetch),
    readRecord(RUNTIME_ID),
  ]);
  encoding = chosen;
  timings.encoding = encoding;
  progress("fetch-pyodide", 0, wireTotal());
  const factory = encoding === "gzip" ? decodedFactory() : null;
  let failures = record ? record.failures || 0 : 0;
  if (holdsSnapshot(record)) {
    try {
      const fn = await restore(loadPyodide, factory, record, timings);
      progress("load", 1, 1);
      timings.boot = "snapshot";
      timings.total = performance.now() - t0;
      return { fn, timings, snapshot: null };
    } catch (err) {
      timings.fallback = errorText(err);
      failures += 1;
    }
  }
  const makeSnapshot = worthMaking(failures) && typeof indexedDB !== "undefined";
  // The wheel downloads while Pyodide boots.
  const wheel = fetchWheel();
  wheel.catch(() => {});
  const t1 = performance.now();
  const pyodide = await startPyodide(loadPyodide, factory, makeSnapshot ? { _makeSnapshot: true } : {}, (info) => (sitePackages = info.sitePackages));
  timings.loadPyodide = performance.now() - t1;
  progress("load", 1, 1);
  const buffer = await wheel;
  pyodide.unpackArchive(buffer, "wheel", sitePackages ? { extractDir: sitePackages } : {});
  progress("import", 0, 1);
  const t2 = performance.now();
  // One PyProxy to handle, kept for the worker's life.
  const fn = pyodide.pyimport("midnight_princess.bridge.handle");
  timings.import = performance.now() - t2;
  progress("import", 1, 1);
  timings.total = performance.now() - t0;
  return { fn, timings, snapshot: makeSnapshot ? { pyodide, failures } : null };
}

/**
 * Snapshot the engine as it stands, once the page asked (the game is at rest, Spin usable: the
 * making and the storing are off the start's way); store it in the background; say how it went.
 * The engine keeps no state between calls, so the requests answered before it change nothing a
 * restore would see: the restored engine must still give the config reply taken here.
 */
function snapshotWhenAsked() {
  if (!snapshotAsked || !toSnapshot || !handle) return;
  const { pyodide, failures } = toSnapshot;
  toSnapshot = null;
  const report = { type: "snapshot", stored: false, answered };
  let bytes;
  try {
    const t0 = performance.now();
    bytes = pyodide.makeMemorySnapshot();
    report.makeMs = performance.now() - t0;
    report.bytes = bytes.byteLength;
  } catch (err) {
    self.postMessage({ ...report, error: errorText(err) });
    return;
  }
  const check = handle(CHECK_REQUEST);
  // Stored once the requests already waiting are answered: the checksum and the copy take a moment.
  setTimeout(() => {
    const t1 = performance.now();
    saveSnapshot(RUNTIME_ID, bytes, check, failures).then(
      () => self.postMessage({ ...report, stored: true, storeMs: performance.now() - t1 }),
      (err) => self.postMessage({ ...report, error: errorText(err) }),
    );
  }, 0);
}

Promise.race([boot(), stallWatch()]).then(
  ({ fn, timings, snapshot }) => {
    handle = fn;
    toSnapshot = snapshot;
    self.postMessage({ type: "ready", boot: timings.boot, timings, debug: DEBUG });
    drain();
    snapshotWhenAsked();
  },
  (err) => {
    fatal = `The game engine could not start. ${errorText(err)}`;
    self.postMessage({ type: "fatal", message: fatal });
    drain();
  },
);
