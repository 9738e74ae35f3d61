// The test hook of debug builds only (build.py --debug): fixed seeds, forced grids, and the
// page's phase and step as <body data-phase data-step> for tests to wait on. main.js never
// imports this module in a production build.

import { SEED_PATTERN } from "./seeds.js";

export function createDebugHook(win, doc) {
  const seeds = [];
  let forced = null;
  const longtasks = [];
  if ("PerformanceObserver" in win) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longtasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    } catch {
      // longtask entries are not supported here: the list stays empty
    }
  }
  const preset = win.__MP_TEST || {};
  const hook = {
    controller: null,
    speedLocked: preset.speed !== undefined,
    nextSeed(fallback) {
      return seeds.length ? seeds.shift() : fallback();
    },
    force() {
      const f = forced;
      forced = null;
      return f;
    },
    onStep(i) {
      doc.body.dataset.step = String(i);
    },
    onPhase(phase) {
      if (phase === "spinning") doc.body.dataset.step = "0";
    },
  };
  win.__mp = {
    setSeeds(list) {
      if (!Array.isArray(list) || !list.every((s) => typeof s === "string" && SEED_PATTERN.test(s))) {
        throw new TypeError("setSeeds wants a list of 64 lowercase hex digit strings");
      }
      seeds.push(...list);
      return seeds.length;
    },
    seedsLeft: () => seeds.length,
    force(grids) {
      if (!Array.isArray(grids)) throw new TypeError("force wants a list of 5x5 grids");
      forced = { grids };
    },
    state: () => structuredClone(hook.controller && hook.controller.state),
    view: () => structuredClone(hook.controller && hook.controller.animator.view),
    hud: () => structuredClone(hook.controller && hook.controller.animator.hud),
    phase: () => hook.controller && hook.controller.phase,
    config: () => structuredClone(hook.controller && hook.controller.config),
    setSpeed(k) {
      hook.speedLocked = true;
      if (hook.controller) hook.controller.animator.speed = k;
    },
    timings: () => structuredClone(hook.controller ? hook.controller.timings : {}),
    roundTrips: () => structuredClone(hook.controller ? hook.controller.bridge.roundTrips : []),
    longtasks: () => longtasks.slice(),
    frames: () => structuredClone(hook.controller ? { ...hook.controller.animator.frames, pace: hook.controller.animator.busyFrameMs, interval: hook.controller.animator.intervalAverage } : {}),
  };
  return { hook, preset };
}
