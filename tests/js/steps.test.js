// steps.js, the page's one registry of step types: its keys are the engine's STEP_TYPES
// (py/midnight_princess/steps.py, asked of Python: no copy here), every entry is whole, each type
// has its fold (screen/view.js) and one moment (screen/moments.js or shows.js), the lists the page
// keeps come from it unchanged, and the presenter reports a step type it has no entry for.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { STEPS, entryOf, stepsWhere } from "../../web/js/steps.js";
import { FOLDS, emptyView, screenModel } from "../../web/js/screen/view.js";
import { MOMENTS } from "../../web/js/screen/moments.js";
import { SHOWS } from "../../web/js/screen/shows.js";
import { featuresOf } from "../../web/js/record/history.js";
import { createSound } from "../../web/js/audio/sound.js";
import { withHooks } from "../../web/js/hooks.js";
import { goldenCases } from "./golden.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The engine's own list of step types, from Python. */
function engineStepTypes() {
  const code = "import json; from midnight_princess.steps import STEP_TYPES; print(json.dumps(STEP_TYPES))";
  return JSON.parse(execFileSync("python3", ["-c", code], { cwd: ROOT, env: { ...process.env, PYTHONPATH: `${ROOT}py` }, encoding: "utf8" }));
}

test("the registry has an entry for every step type the engine emits, and for no other", () => {
  const engine = engineStepTypes();
  assert.equal(engine.length, 20);
  assert.deepEqual(Object.keys(STEPS), engine, "steps.js: one entry a step type, in steps.py's order");
});

test("every entry is whole: its fold, its moment, its place in the round, its feature, its sounds", () => {
  const sounds = new Set(createSound().names);
  for (const [t, entry] of Object.entries(STEPS)) {
    assert.equal(typeof FOLDS[t], "function", `${t} has no fold in view.js`);
    assert.equal(typeof (MOMENTS[t] ?? SHOWS[t]), "function", `${t} has no moment in moments.js or shows.js`);
    assert.ok(!(t in MOMENTS && t in SHOWS), `${t} has two moments`);
    assert.ok(entry.spin === null || typeof entry.spin === "function", t);
    assert.equal(typeof entry.closing, "boolean", t);
    assert.ok([null, "won", "starts", "ends"].includes(entry.feature), t);
    assert.ok(entry.record === null || typeof entry.record === "string", t);
    for (const name of entry.sounds) assert.ok(sounds.has(name), `${t}: sound.js has no effect "${name}"`);
  }
  assert.deepEqual(Object.keys(FOLDS), Object.keys(STEPS), "view.js folds exactly the registry's step types");
  assert.deepEqual([...Object.keys(MOMENTS), ...Object.keys(SHOWS)].sort(), Object.keys(STEPS).sort(), "a moment for each step type and no other");
});

test("the lists the page keeps come from the registry, as they were", () => {
  assert.deepEqual([...stepsWhere((s) => s.spin !== null)], ["trinity_start", "free_spin"]);
  assert.deepEqual(
    [STEPS.trinity_start.spin({ t: "trinity_start" }), STEPS.free_spin.spin({ t: "free_spin", number: 3, total: 8 })],
    ["trinity", "free-spin-3"],
  );
  assert.deepEqual([...stepsWhere((s) => s.closing)], ["cap", "free_spins_end", "end"]);
  assert.deepEqual([...stepsWhere((s) => s.feature === "won" || s.feature === "starts")], ["trinity_start", "choice", "free_spins_start"]);
  const records = Object.fromEntries(Object.entries(STEPS).flatMap(([t, s]) => (s.record ? [[t, s.record]] : [])));
  assert.deepEqual(records, { power: "power", trinity_start: "trinity", free_spins_start: "free_spins", extend: "extend", prize: "prize", cap: "cap" });
  assert.deepEqual(featuresOf([{ t: "cap" }, { t: "power" }, { t: "mystery" }, { t: "trinity_start" }], { voided: true }), ["power", "trinity", "cap", "void"]);
  assert.equal(entryOf("mystery"), null);
  assert.equal(entryOf("toString"), null, "only the registry's own keys");
});

test("a step type with no entry is reported on the console and to the hooks; its grid is still shown", async (t) => {
  globalThis.window ??= globalThis; // the frame loop's window: never asked for a frame here
  const { Presenter } = await import("../../web/js/screen/presenter.js");
  const errors = t.mock.method(console, "error", () => {});
  const unknown = [];
  const presenter = new Presenter({
    paint() {},
    dirty: () => false,
    sound: { play() {} },
    hooks: withHooks({ unknownStep: (step) => unknown.push(step.t) }),
  });
  presenter.setModel(screenModel(goldenCases()[0].reply.config));
  const grid = Array.from({ length: 5 }, () => ["heart", "bell", "gem", "potion", "moon"]);
  const shown = await presenter.play([{ t: "mystery", grid }], 0, emptyView(), () => null);
  assert.deepEqual(unknown, ["mystery"]);
  assert.equal(errors.mock.callCount(), 1);
  assert.match(errors.mock.calls[0].arguments[0], /step type "mystery": steps\.js has no entry/);
  assert.equal(shown.grid, grid);
  assert.deepEqual(
    presenter.props.cells.map((row) => row.map((s) => s.id)),
    grid,
  );
});
