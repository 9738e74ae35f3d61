// The booted engine's memory snapshot, kept in IndexedDB under the runtime's identity (Pyodide's
// version, the trimmed standard library and the engine wheel: build-info.js RUNTIME_ID), so a
// returning player's worker restores Python instead of starting it. Every function here settles:
// storage that is missing, full, damaged or refused only means a full boot.

const DB_NAME = "midnight-princess-engine";
const STORE = "snapshots";
// A restore of this runtime failed this often: stop making snapshots of it.
const MAX_FAILURES = 2;

function openDb() {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") {
      reject(new Error("no IndexedDB"));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("IndexedDB is blocked"));
  });
}

function run(mode, work) {
  return openDb().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        let result;
        Promise.resolve(work(tx.objectStore(STORE))).then((r) => (result = r), reject);
        tx.oncomplete = () => {
          db.close();
          resolve(result);
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error || new Error("IndexedDB transaction aborted"));
        };
      }),
  );
}

const request = (req) =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** A fast 64-bit checksum (two 32-bit lanes) of the bytes: damage in storage shows before a restore. */
export function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b + w, 0x85ebca6b) ^ (b >>> 13);
  }
  for (let i = words.length * 4; i < bytes.byteLength; i++) a = Math.imul(a ^ bytes[i], 0x01000193);
  const hex = (n) => (n >>> 0).toString(16).padStart(8, "0");
  return hex(a) + hex(b) + hex(bytes.byteLength);
}

/** The stored record for id, or null: {id, blob or bytes, size, checksum, check, failures}. */
export async function readRecord(id) {
  try {
    return (await run("readonly", (store) => request(store.get(id)))) || null;
  } catch {
    return null;
  }
}

/** Whether the record holds a snapshot's bytes (as a Blob, or as an ArrayBuffer where Blobs are refused). */
export function holdsSnapshot(record) {
  return !!record && (record.blob instanceof Blob || record.bytes instanceof ArrayBuffer);
}

/** The snapshot's bytes for id, verified against its checksum; throws with the reason when damaged. */
export async function readSnapshot(record) {
  const kept = record.blob instanceof Blob ? record.blob : record.bytes instanceof ArrayBuffer ? record.bytes : null;
  const size = kept === null ? -1 : kept instanceof Blob ? kept.size : kept.byteLength;
  if (size !== record.size) throw new Error("the stored snapshot is incomplete");
  const bytes = new Uint8Array(kept instanceof Blob ? await kept.arrayBuffer() : kept);
  if (checksum(bytes) !== record.checksum) throw new Error("the stored snapshot is damaged (checksum)");
  return bytes;
}

/** True when a snapshot is worth making after this many failed restores of the runtime. */
export function worthMaking(failures) {
  return failures < MAX_FAILURES;
}

/**
 * Store the snapshot for id (with the reply `check` it must give after a restore); other runtimes' go.
 * As a Blob (read lazily, while the wasm compiles); where IndexedDB refuses Blobs (WebKit's private
 * and automated sessions abort the transaction) as an ArrayBuffer, which every engine stores.
 */
export async function saveSnapshot(id, bytes, check, failures = 0) {
  const base = { id, blob: null, size: bytes.byteLength, checksum: checksum(bytes), check, failures, at: Date.now() };
  const put = (record) =>
    run("readwrite", async (store) => {
      for (const key of await request(store.getAllKeys())) if (key !== id) store.delete(key);
      store.put(record);
    }).then(() => record);
  try {
    return await put({ ...base, blob: new Blob([bytes]) });
  } catch {
    return put({ ...base, bytes: ownBuffer(bytes) });
  }
}

/** The bytes as an ArrayBuffer of exactly their length (a view's whole buffer may be larger). */
function ownBuffer(bytes) {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
}

/** Drop id's snapshot after a failed restore, keeping how often that happened; settles. */
export async function dropSnapshot(id, failures) {
  try {
    await run("readwrite", (store) => store.put({ id, blob: null, size: 0, checksum: "", check: "", failures, at: Date.now() }));
  } catch {
    // Storage refused even the deletion: the next boot finds the same damage and falls back again.
  }
}
