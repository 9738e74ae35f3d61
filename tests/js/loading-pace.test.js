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

test("through a CPU stage the bar creeps on towards the stage's end, and never goes back", () => {
  const { loading } = screen();
  const bar = loading.bar.style;
  loading.progress(0.5, "Loading", "fetch-pyodide", false, 0.7);
  assert.deepEqual([bar.transform, bar.transition], ["scaleX(0.5)", ""]); // bytes arriving: the bar says how many
  loading.progress(0.7, "Starting", "load", false, 0.9); // Python's start: silent until it is over
  assert.equal(bar.transform, "scaleX(0.88)");
  assert.match(bar.transition, /^transform 12s /);
  loading.progress(0.75, "Starting", "load", false, 0.9); // a step on: it creeps a little further
  assert.equal(bar.transform, "scaleX(0.885)");
  loading.progress(0.72, "Starting", "load", false, 0.9); // never back
  assert.equal(bar.transform, "scaleX(0.885)");
  loading.progress(0.9, "Starting", "import", false, 1); // the next stage: on from there
  assert.equal(bar.transform, "scaleX(0.99)");
  loading.progress(1, "Ready");
  assert.deepEqual([bar.transform, bar.transition], ["scaleX(1)", ""]);
});
