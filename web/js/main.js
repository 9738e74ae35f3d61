// The composition root: builds every part and wires them, as 2048's application.js does.

import { DEBUG } from "./build-info.js";
import * as art from "./art.js";
import { BridgeClient } from "./bridge.js";
import { Storage } from "./storage.js";
import { Renderer } from "./renderer.js";
import { Animator } from "./animator.js";
import { InputManager } from "./input.js";
import { GameController } from "./controller.js";
import { randomSeed } from "./seeds.js";

const silentSound = { play() {}, setVolume() {}, setEnabled() {} };

async function loadSound() {
  try {
    const { createSound } = await import("./sound.js");
    return createSound();
  } catch {
    return silentSound;
  }
}

async function main() {
  // The worker starts first: Python's boot is the long pole, everything else overlaps it.
  let controller = null;
  const bridge = new BridgeClient(new URL("./worker.js", import.meta.url), {
    onProgress: (p) => controller && controller.onProgress(p),
  });
  const debug = DEBUG ? (await import("./debug.js")).createDebugHook(window, document) : null;
  const sound = await loadSound();
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
    if (debug.preset.speed !== undefined) animator.speed = debug.preset.speed;
  }

  input.on("spin", () => controller.spin());
  input.on("bet-up", () => controller.changeBet(1));
  input.on("bet-down", () => controller.changeBet(-1));
  input.on("choose", (princess) => controller.choose(princess));
  input.on("hurry", () => controller.hurry());
  input.on("toggle-sound", () => controller.toggleSound());
  input.on("toggle-turbo", () => controller.toggleTurbo());
  input.on("dismiss", () => renderer.hideMessage());
  input.on("message-action", (name) => {
    if (name === "reload") window.location.reload();
    else if (name === "new-game") controller.newGame();
  });

  animator.start();
  await controller.start();
}

main();
