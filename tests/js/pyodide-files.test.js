// How the worker fetches Pyodide's files on each kind of host and in each engine (pyodide-files.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { chooseEncoding } from "../../web/js/engine/pyodide-files.js";

/** A fetch that answers a HEAD with these headers and records what it was asked. */
function host(headers) {
  const asked = [];
  const fetchFn = async (url, init) => {
    asked.push([url, init && init.method]);
    return new Response(null, { status: 200, headers });
  };
  return { fetchFn, asked };
}

test("a host that compresses the wasm itself gets asked for the files as they are", async () => {
  const { fetchFn, asked } = host({ "content-encoding": "br" });
  assert.equal(await chooseEncoding("https://x/pyodide.asm.wasm", fetchFn, true), "host");
  assert.deepEqual(asked, [["https://x/pyodide.asm.wasm", "HEAD"]]);
});

test("a plain host gets asked for the .gz siblings, decoded in the worker", async () => {
  const { fetchFn } = host({});
  assert.equal(await chooseEncoding("https://x/pyodide.asm.wasm", fetchFn, true), "gzip");
});

test("offline, the siblings (the service worker holds them) are the choice", async () => {
  const failing = async () => {
    throw new TypeError("Failed to fetch");
  };
  assert.equal(await chooseEncoding("https://x/pyodide.asm.wasm", failing, true), "gzip");
});

test("an engine without DecompressionStream fetches the files as they are, asking nothing first", async () => {
  const { fetchFn, asked } = host({});
  assert.equal(await chooseEncoding("https://x/pyodide.asm.wasm", fetchFn, false), "plain");
  assert.deepEqual(asked, []);
});

test("by default the choice follows this runtime's DecompressionStream", async () => {
  const { fetchFn } = host({});
  assert.equal(await chooseEncoding("https://x/pyodide.asm.wasm", fetchFn), typeof DecompressionStream === "function" ? "gzip" : "plain");
});
