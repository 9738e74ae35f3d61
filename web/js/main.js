// The composition root: builds every part and wires them, as 2048's application.js does.
// Python's boot in the worker is the long pole: index.html starts the worker before the styles
// and this module load, and only the bridge is imported up front to adopt it.

import { DEBUG, PROFILE } from "./build-info.js";
import { BridgeClient } from "./bridge.js";

const silentSound = { play() {}, setVolume() {}, setEnabled() {}, unlock() {}, names: [] };

async function loadSound() {
  try {
    const { createSound } = await import("./sound.js");
    return createSound();
  } catch {
    return silentSound;
  }
}

/** The worker index.html started first (see its head), if it could. */
function takeEarlyWorker() {
  const early = window.__mpEarlyWorker;
  delete window.__mpEarlyWorker;
  return early && early.worker ? early : null;
}

async function main() {
  let controller = null;
  const early = [];
  const bridge = new BridgeClient(new URL("./worker.js", import.meta.url), {
    onProgress: (p) => (controller ? controller.onProgress(p) : early.push(p)),
    early: takeEarlyWorker(),
  });
  const [
    art,
    { Renderer },
    { Animator },
    { Storage },
    { InputManager },
    { GameController },
    { randomSeed },
    { createShell },
    { resolveProfile },
    debug,
    sound,
  ] = await Promise.all([
    import("./art.js"),
    import("./renderer.js"),
    import("./animator.js"),
    import("./storage.js"),
    import("./input.js"),
    import("./controller.js"),
    import("./seeds.js"),
    import("./ui/shell.js"),
    import("./ui/profile.js"),
    DEBUG ? import("./debug.js").then((m) => m.createDebugHook(window, document)) : null,
    loadSound(),
  ]);
  const renderer = new Renderer(document, art);
  const animator = new Animator(renderer, sound);
  const storage = new Storage();
  const input = new InputManager(document);
  const hook = debug ? debug.hook : {};
  controller = new GameController({
    bridge,
    storage,
    animator,
    renderer,
    sound,
    seeds: debug ? () => hook.nextSeed(randomSeed) : randomSeed,
    clock: () => Date.now(),
    hooks: hook,
  });
  if (debug) {
    hook.controller = controller;
    const speed = hook.speed ?? debug.preset.speed; // a test may set it before the controller exists
    if (speed !== undefined) animator.speed = speed;
  }
  for (const p of early) controller.onProgress(p);

  // Every control, panel and key: the shell routes them to the controller.
  createShell({
    doc: document,
    win: window,
    controller,
    animator,
    renderer,
    input,
    sound,
    art,
    profile: resolveProfile(PROFILE, window.location.search),
    hooks: hook,
    debugApi: debug ? window.__mp : null,
  });

  animator.start();
  await controller.start();
}

main();
