// art/faces.js: the painter's worker fetches the game's faces itself (the service worker answers
// that fetch offline) and hands FontFace their bytes; a FontFace given the file's url is fetched
// past the service worker in Firefox, and a reload offline logged "downloadable font: download failed".
import assert from "node:assert/strict";
import { test } from "node:test";

import { FACES, loadFaces } from "../../web/js/art/faces.js";

const ROOT = "https://example.test/games/midnight-princess/";

/** A worker's scope for loadFaces: its FontFaceSet, FontFace and fetch, recording what they were asked. */
function workerScope(status = 200) {
  const seen = { fetched: [], made: [], added: [] };
  const fonts = {
    load: () => Promise.reject(new Error("a worker's faces are added, never looked up")),
    add: (face) => seen.added.push(face),
  };
  class FontFace {
    constructor(family, source, descriptors) {
      this.family = family;
      this.source = source;
      seen.made.push({ family, source, weight: descriptors.weight });
    }
    load() {
      return Promise.resolve(this);
    }
  }
  const fetch = async (url) => {
    seen.fetched.push(String(url));
    const bytes = new TextEncoder().encode(`bytes of ${url}`);
    return { ok: status === 200, status, arrayBuffer: async () => bytes.buffer };
  };
  return { seen, fonts, FontFace, fetch };
}

/** Run `body` with `scope`'s FontFace and fetch as the globals a worker has. */
async function inWorker(scope, body) {
  const saved = { FontFace: globalThis.FontFace, fetch: globalThis.fetch };
  Object.assign(globalThis, { FontFace: scope.FontFace, fetch: scope.fetch });
  try {
    return await body();
  } finally {
    Object.assign(globalThis, saved);
  }
}

test("in a worker each face's file is fetched from the site's root and FontFace gets its bytes, not its url", async () => {
  const scope = workerScope();
  await inWorker(scope, () => loadFaces(scope.fonts, ROOT, 100));
  assert.deepEqual(
    scope.seen.fetched,
    FACES.map((face) => ROOT + face.file),
  );
  assert.deepEqual(
    scope.seen.made.map(({ family, source, weight }) => [family, source instanceof ArrayBuffer, weight]),
    FACES.map((face) => [face.family, true, face.weight]),
  );
  assert.equal(new TextDecoder().decode(scope.seen.made[1].source), `bytes of ${ROOT}fonts/nunito.woff2`);
  assert.equal(scope.seen.added.length, FACES.length);
});

test("a face whose file does not come is left out, and the wait still ends without an error", async () => {
  const scope = workerScope(404);
  await inWorker(scope, () => loadFaces(scope.fonts, ROOT, 100));
  assert.equal(scope.seen.fetched.length, FACES.length);
  assert.deepEqual(scope.seen.made, []);
  assert.deepEqual(scope.seen.added, []);
});
