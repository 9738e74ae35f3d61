// The service worker: the whole build in one cache named for its version, so the game opens and
// plays offline after one visit, and a new deployment changes nothing under an open round.
//
// Hand-written rather than Workbox: one build is one version, and this worker serves exactly one
// build's files (its own cache) from install to replacement, which is what keeps a page and its
// engine together. Workbox's precache keeps one cache of per-file revisions, skips files over 2 MB
// unless told (the wasm is 9.6 MB) and needs its runtime bundled in; here the whole job is install
// (fetch and check every file), serve (cache first), and activate (drop older versions).
//
// Its life (the page's side is js/updates.js):
// - install: every file of FILES is fetched, its SHA-256 checked against the build's, and stored
//   in this version's cache; one bad or missing file fails the install (the browser tries again
//   later), so a cache never mixes two deployments.
// - waiting: a new version does NOT take over by itself. The page asks it to ("skip-waiting")
//   only when the game is at rest: no round open and no request in flight.
// - activate: older versions of this scope are deleted; open pages are claimed.
// - fetch: a file of this build comes from this version's cache (navigations to the scope get
//   index.html), with its stored headers (`application/wasm` for the streaming compile); anything
//   else goes to the network.

// build.py writes these two lines: the version (a hash of every file below) and each file's
// path, relative to this script, with its SHA-256.
const VERSION = "unbuilt";
const FILES = {};

const SCOPE = self.registration.scope;
// Caches belong to the origin: the scope in the name keeps two installs on one host apart.
const PREFIX = `midnight-princess sw ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const INDEX = new URL("index.html", SCOPE).href;
const URLS = new Map(Object.entries(FILES).map(([path, hash]) => [new URL(path, self.location.href).href, hash]));

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => event.waitUntil(activate()));

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  let key = url.href;
  if (request.mode === "navigate" && key === SCOPE) key = INDEX;
  if (URLS.has(key)) event.respondWith(fromCache(request, key));
  else if (URLS.has(key + ".gz")) event.respondWith(decoded(request, key));
  // Anything else is not ours: the browser fetches it as if there were no worker.
});

/** This version's copy of a file; the network when it is missing (the cache was evicted). */
async function fromCache(request, key) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreVary: true });
  return hit || fetch(request);
}

// The types of the files the build keeps only as their .gz sibling (the worker's choice on a plain host).
const TYPES = { wasm: "application/wasm", mjs: "text/javascript", js: "text/javascript", json: "application/json", zip: "application/zip" };

/** A file the build keeps only as its .gz sibling, asked for as itself (a host that compresses): decoded here. */
async function decoded(request, key) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key + ".gz", { ignoreVary: true });
  // An engine that cannot decode gzip asks the network, as if this worker were not there.
  if (!hit || typeof DecompressionStream !== "function") return fetch(request);
  // A host that labelled the .gz "Content-Encoding: gzip" had the browser decode it already.
  const body = hit.headers.get("content-encoding") ? hit.body : hit.body.pipeThrough(new DecompressionStream("gzip"));
  const type = TYPES[key.slice(key.lastIndexOf(".") + 1)] || "application/octet-stream";
  return new Response(body, { status: 200, headers: { "content-type": type } });
}

async function precache() {
  const cache = await caches.open(CACHE);
  // A few at a time: the big files alone are most of the bytes, and a phone has little memory.
  const queue = [...URLS];
  const fetchers = Array.from({ length: 4 }, async () => {
    while (queue.length) {
      const [url, hash] = queue.shift();
      if (await cache.match(url)) continue; // kept by an earlier install that failed later on
      await cache.put(url, await checked(url, hash));
    }
  });
  await Promise.all(fetchers);
}

/**
 * The file at url, checked against its hash. The first try revalidates with the server (right after
 * a first visit the HTTP cache has it: a 304 costs no bytes); a mismatch (a stale HTTP cache, a
 * deployment under way) is fetched once more past every cache, then gives up.
 */
async function checked(url, hash) {
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(url, { cache: mode });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = await response.clone().arrayBuffer();
    if ((await sha256(body)) === hash) return response;
  }
  throw new Error(`${url} is not the file this version was built with`);
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}
