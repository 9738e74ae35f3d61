// How the worker gets Pyodide's big files in the fewest bytes. A host that compresses on its own
// (Content-Encoding) serves them as they are: the browser decodes, the wasm streams into the
// compiler and its compiled code is cached. From a plain host the worker fetches the .gz siblings
// build.py wrote and decodes them here (DecompressionStream), handing Pyodide a Response of the
// exact type, so the wasm still compiles while it streams.

/**
 * "host" when the server compresses the wasm itself, "gzip" when the worker decodes the .gz siblings,
 * "plain" when it cannot (an engine without DecompressionStream: the files come as they are).
 */
export async function chooseEncoding(wasmUrl, fetchFn, canDecode = typeof DecompressionStream === "function") {
  if (!canDecode) return "plain";
  try {
    const response = await fetchFn(wasmUrl, { method: "HEAD" });
    if (response.ok && response.headers.get("content-encoding")) return "host";
  } catch {
    // Offline or no HEAD: the siblings are the safe choice (a service worker may hold them).
  }
  return "gzip";
}

/**
 * Fetch url's .gz sibling and return a Response of the decoded bytes typed `type`;
 * `onBytes(n)` hears of every compressed chunk as it arrives (the progress bar follows the wire).
 */
/** @param {(bytes: number) => void} [onBytes] */
export async function fetchDecoded(url, type, fetchFn, onBytes = () => {}) {
  const response = await fetchFn(`${url}.gz`);
  if (!response.ok || !response.body) throw new Error(`${url.split("/").pop()}.gz could not be fetched (HTTP ${response.status}).`);
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
  // A host that labels .gz files "Content-Encoding: gzip" has had the browser decode them already.
  const body = response.headers.get("content-encoding") ? counted : counted.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { status: 200, headers: { "content-type": type } });
}

/** Pyodide's module factory from pyodide.asm.mjs.gz (1.25 MB as it is, a fifth of that gzipped). */
export async function importDecodedModule(url, fetchFn, onBytes) {
  const response = await fetchDecoded(url, "text/javascript", fetchFn, onBytes);
  const blobUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: "text/javascript" }));
  try {
    return (await import(blobUrl)).default;
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}
