// The loading screen's pictures slow down while the engine's start wants the CPU: through its CPU
// stages, and once a stage's bytes are all in (the compile follows), never while bytes arrive.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LoadingScreen } from "../../web/js/screen/loading.js";

function screen() {
  const element = () => ({ style: {}, textContent: "", setAttribute() {}, classList: { add() {}, remove() {}, contains: () => false } });
  const parts = { loading: { ...element(), querySelectorAll: () => [] }, "loading-label": element(), "loading-bar": element() };
  const doc = { getElementById: (id) => parts[id], querySelector: () => element() };
  const win = { performance: { now: () => 0 }, matchMedia: () => ({ matches: false }) };
  const loading = new LoadingScreen(doc, win);
  const paces = [];
  loading.painter = { post: (message) => message.type === "pace" && paces.push(message.pace) };
  return { loading, paces };
}

test("the pictures move at full pace while bytes arrive and slow once they are in", () => {
  const { loading, paces } = screen();
  loading.progress(0.2, "Loading", "fetch-pyodide", false);
  loading.progress(0.5, "Loading", "fetch-pyodide", false);
  assert.deepEqual(paces, []);
  loading.progress(0.7, "Loading", "fetch-pyodide", true); // every byte in: the wasm compiles
  assert.deepEqual(paces, [0.25]);
  loading.progress(0.7, "Starting", "load", false);
  loading.progress(0.95, "Starting", "import", false);
  assert.deepEqual(paces, [0.25]);
  loading.progress(1, "Ready"); // the engine is up: the CPU is the pictures' again
  assert.deepEqual(paces, [0.25, 1]);
});
