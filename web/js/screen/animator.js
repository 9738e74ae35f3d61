// Plays a round's steps as the player wants to see them, one handler per step type, on a
// requestAnimationFrame clock. It works in grid units (column x, row y) and named anchors; the
// renderer maps those to pixels. It decides nothing: every value shown comes from a step.
//
// Time: every beat is a tween on the animation clock (ms, scaled by the speed). A beat that
// follows another starts where that one ended, not at the next frame, so a round lasts the sum
// of its beats whatever the frame rate; `pacing` keeps each round's length (the benchmark's
// figure). The beats of a drop overlap: a handler awaits only what the next step must follow
// (the pulse before the symbols leave, the pop before they fall); the meter, the multiplier's
// pop, the labels, the moons growing and a power's banner run on beside the next steps.

import { applyStep, freeSpinsLeft } from "./view.js";
import { countStep, formatMoney } from "../money.js";
import { bigWinTier } from "../art/bigwin.js";
import { NO_HOOKS } from "../hooks.js";
import { PRINCESS_NAMES, SYMBOL_COLOURS, SYMBOL_NAMES } from "../art/theme.js";

export const ease = {
  linear: (p) => p,
  inQuad: (p) => p * p,
  outQuad: (p) => 1 - (1 - p) * (1 - p),
  outCubic: (p) => 1 - (1 - p) ** 3,
  outSine: (p) => Math.sin((p * Math.PI) / 2),
  inOutCubic: (p) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2),
  outBack: (p) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2,
  outBounce: (p) => {
    const n = 7.5625;
    const d = 2.75;
    if (p < 1 / d) return n * p * p;
    if (p < 2 / d) return n * (p -= 1.5 / d) * p + 0.75;
    if (p < 2.5 / d) return n * (p -= 2.25 / d) * p + 0.9375;
    return n * (p -= 2.625 / d) * p + 0.984375;
  },
};

export const FAST_PLAY_SPEED = 3; // fast play: every step shown, in a third of the time
const IDLE_FRAME_MS = 100; // at rest only the sky twinkles
const HALF_RATE_FRAME_MS = 30;
const COUNT_TICKS = 60; // a count-up shows at most this many amounts on its way
const GRAVITY = 0.000012; // coins, in cells per ms per ms

/** How long each beat lasts at normal speed, in ms of animation time. */
export const BEAT = Object.freeze({
  leave: 200, // the old grid falls away
  land: 340, // each new symbol drops in
  landStagger: 32, // a column after the one before
  win: 330, // winning symbols pulse; the Win figure counts
  lines: 220,
  label: 900, // a win's floating label
  meter: 380,
  remove: 200, // winning symbols pop
  moon: 300, // a moon grows where a 3-run was
  fall: 140, // plus fallPerRow for each row fallen
  fallPerRow: 40,
  multiplier: 300,
  reset: 360, // the multiplier and the meter back to their start as a round begins
});

const POWER_TITLES = { transform: "Transform", wilds: "Wild Moons", destroy: "Destroy" };

function sprite(id, r, c) {
  return { id, x: c, y: r, scale: 1, alpha: 1, glow: 0, flip: 1 };
}

function cellsFromGrid(grid) {
  return Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => (grid && grid[r] && grid[r][c] ? sprite(grid[r][c], r, c) : null)));
}

function viewToHud(view) {
  return {
    balance: view.balance,
    bet: view.bet,
    roundWin: view.roundWin,
    lastWin: view.lastWin,
    multiplier: view.multiplier,
    meter: view.meter,
    princess: view.princess,
    featurePrincess: view.featurePrincess,
    freeSpinsLeft: freeSpinsLeft(view),
    freeSpins: view.freeSpins,
    phase: view.phase,
    roundOpen: view.roundOpen,
  };
}

/** A symbol's name for many of it ("hearts", "Love symbols"). */
function plural(id) {
  const name = SYMBOL_NAMES[id] || id;
  return PRINCESS_NAMES[id] ? `${name} symbols` : `${name}s`;
}

/** What a power does, in a few words, from its step. */
function powerText(step) {
  if (step.effect === "transform") return `${plural(step.from)} become ${plural(step.to)}`;
  if (step.effect === "wilds") return step.cells.length === 1 ? "A wild moon" : `${step.cells.length} wild moons`;
  if (step.effect === "destroy") {
    const names = (step.symbols || []).map(plural);
    return `${names.join(" and ")} destroyed`;
  }
  return POWER_TITLES[step.effect] || step.effect;
}

/** A win's label: its pay, or its pay before the multiplier and the multiplier ("$0.10 x 2"). */
export function payLabel(pay, multiplier) {
  if (multiplier > 1 && Number.isSafeInteger(pay) && pay % multiplier === 0) return `${formatMoney(pay / multiplier)} x ${multiplier}`;
  return `+${formatMoney(pay)}`;
}

export class Animator {
  /** `renderer.draw(scene, now)` is called once a frame; `sound.play(name)` on events. */
  constructor(renderer, sound) {
    this.renderer = renderer;
    this.sound = sound;
    this.music = null; // music.js: its mood follows the feature
    this.hooks = NO_HOOKS; // a debug build's: hold a presentation at its peak
    this.model = null; // screenModel(config) (view.js): the meter's size, the max win
    this.speed = 1; // fast play's, or a test's (main.js)
    this.hurry = 1; // a tap during a round plays the rest faster
    this.hurried = false;
    this.clock = 0; // animation time in ms, scaled by speed
    this.cursor = 0; // where the next beat starts: the end of the beat just finished
    this.frozen = false; // a test holds a presentation at its peak
    this.lastFrame = null;
    this.tweens = new Set();
    this.live = new Map(); // HUD field -> the count that owns it (a newer count takes over)
    this.cells = cellsFromGrid(null);
    this.ghosts = [];
    this.particles = [];
    this.coins = [];
    this.texts = [];
    this.lines = [];
    this.bolts = [];
    this.banner = null; // over the grid
    this.powerBanner = null; // beside the grid, over the princess: never on the cells a power changes
    this.overlay = null; // the max-win and the feature-total screens
    this.total = null; // after Stop: the round's total, until the next round
    this.cheer = 0; // 0..1: the princess celebrates a big win
    this.powerPrincess = null;
    this.pops = { multiplier: 0, meter: 0, princess: 0, power: 0 };
    this.princessFade = { from: null, p: 1 };
    this.view = null;
    this.hud = null;
    this.paused = true;
    this.holding = false; // no frame starts while the engine is asked: its answer is not kept waiting
    this.lastDraw = 0;
    this.wasBusy = false;
    this.busyFrameMs = 0; // 0: every display frame; ~30 fps when the machine cannot keep up
    this.intervalAverage = 16.7;
    this.paceCheckedAt = 0;
    this.frames = { count: 0, total: 0, max: 0, slow: [] }; // draw cost, for the benchmark
    this.pacing = []; // each round played through: its animation time at normal speed (benchmark)
    this.playing = false;
    this.stopping = false; // Stop: every tween jumps to its end, no sound, same steps
    this.stopPending = false; // Stop pressed while the engine was still being asked
    this.minRoundMs = 0; // an operator profile's shortest round (real time)
    this.quietStakeWins = false; // an operator profile's: no celebration of a win at or below the stake
    this.reducedMotion = false; // no particles, no bounce, no turning rays
    this.pinned = null; // recall: {balance, lastWin} the HUD keeps while a past round replays
    this.bigWin = null; // the big-win presentation on screen, if any
    this.manualFrames = false; // the benchmark's frames at an exact rate (debug.js), not the display's
    this.frame = this.frame.bind(this);
  }

  start() {
    requestAnimationFrame(this.frame);
  }

  /** The display's frame: one tick, unless a benchmark drives the frames itself (`manualFrames`). */
  frame(now) {
    if (this.manualFrames) return;
    requestAnimationFrame(this.frame);
    this.tick(now);
  }

  /** One frame at time `now` (ms): move the clock and the tweens, draw if anything changed. */
  tick(now) {
    const dt = this.lastFrame === null ? 16 : Math.min(100, now - this.lastFrame);
    this.lastFrame = now;
    // Nothing to draw under the loading screen: the worker's boot gets the CPU instead.
    if (this.paused || this.holding) return;
    if (!this.frozen) {
      this.clock += dt * this.speed * this.hurry;
      let ended = null;
      for (const tween of [...this.tweens]) {
        const end = this.advance(tween);
        if (end !== null && (ended === null || end > ended)) ended = end;
      }
      // What a finished beat starts next starts where it ended (its continuation runs before the next frame).
      this.cursor = ended ?? this.clock;
      this.updateParticles(dt * this.speed * this.hurry);
    }
    // At rest only the sky twinkles: 10 frames a second are plenty and spare the battery.
    const busy =
      this.tweens.size > 0 ||
      this.particles.length > 0 ||
      this.coins.length > 0 ||
      this.texts.length > 0 ||
      this.banner !== null ||
      this.powerBanner !== null ||
      this.overlay !== null ||
      this.bigWin !== null;
    // The frame after the last busy one is always drawn: it shows where every tween came to rest.
    const settling = this.wasBusy && !busy;
    this.wasBusy = busy;
    if (!settling && !this.renderer.dirty && now - this.lastDraw < (busy ? this.busyFrameMs : IDLE_FRAME_MS)) return;
    if (busy) this.pace(now - this.lastDraw, now);
    this.lastDraw = now;
    const t0 = performance.now();
    this.renderer.draw(this.scene(), now);
    const cost = performance.now() - t0;
    this.frames.count += 1;
    this.frames.total += cost;
    this.frames.max = Math.max(this.frames.max, cost);
    if (cost > 30 && this.frames.slow.length < 40) {
      const cells = this.cells.flat().filter(Boolean);
      this.frames.slow.push({
        cost: Math.round(cost),
        glowing: cells.filter((c) => c.glow > 0).length,
        cells: cells.length,
        ghosts: this.ghosts.length,
        particles: this.particles.length + this.coins.length,
        texts: this.texts.length,
        lines: this.lines.length,
        banner: this.banner ? this.banner.title : null,
        multiplier: this.hud && this.hud.multiplier,
      });
    }
  }

  /** Halve the frame rate while frames come late (a slow or busy machine), retry full rate later. */
  pace(interval, now) {
    if (interval > 100) return; // the first frame after a pause says nothing
    this.intervalAverage += (interval - this.intervalAverage) * 0.1;
    if (this.busyFrameMs === 0 && this.intervalAverage > 24) {
      this.busyFrameMs = HALF_RATE_FRAME_MS;
      this.paceCheckedAt = now;
    } else if (this.busyFrameMs > 0 && now - this.paceCheckedAt > 15000) {
      this.busyFrameMs = 0;
      this.intervalAverage = 16.7;
    }
  }

  /** Start drawing (once the loading screen lifts). */
  resume() {
    this.paused = false;
  }

  /** Move a tween to the clock; its end time once it is over, else null. */
  advance(tween) {
    const elapsed = this.clock - tween.start;
    if (elapsed < 0) return null;
    const p = tween.duration <= 0 ? 1 : Math.min(1, elapsed / tween.duration);
    if (tween.update) tween.update(tween.ease(p));
    if (p < 1) return null;
    this.tweens.delete(tween);
    tween.resolve();
    return tween.start + tween.duration;
  }

  /** A promise that runs `update(eased 0..1)` for `duration` ms of animation time, from where the last beat ended. */
  tween(duration, update = null, easing = ease.linear, delay = 0) {
    if (this.stopping) {
      if (update) update(easing(1));
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const tween = { start: this.cursor + delay, duration, update, ease: easing, resolve };
      if (update) update(0);
      this.tweens.add(tween);
    });
  }

  wait(duration) {
    return this.tween(duration);
  }

  /** Until every beat still running (a meter filling, a banner leaving) is over. */
  drain() {
    let end = this.cursor;
    for (const tween of this.tweens) end = Math.max(end, tween.start + tween.duration);
    return end > this.cursor ? this.wait(end - this.cursor) : Promise.resolve();
  }

  /** A presentation at its peak: a test may hold the animation here (screenshots, Stop). */
  peak(name) {
    if (this.stopping) return;
    const held = this.hooks.hold(name);
    if (!held) return;
    this.frozen = true;
    held.then(() => (this.frozen = false));
  }

  scene() {
    return {
      clock: this.clock,
      cells: this.cells,
      ghosts: this.ghosts,
      particles: this.particles,
      coins: this.coins,
      texts: this.texts,
      lines: this.lines,
      bolts: this.bolts,
      banner: this.banner,
      powerBanner: this.powerBanner,
      overlay: this.overlay,
      total: this.total,
      bigWin: this.bigWin,
      cheer: this.cheer,
      powerPrincess: this.powerPrincess,
      pops: this.pops,
      princessFade: this.princessFade,
      hud: this.hud,
    };
  }

  // --- state at rest ------------------------------------------------------------------------------

  /** Show a view at once, with no animation (page load, resumption, a void round). */
  show(view) {
    this.wasBusy = true; // draw the new view on the next frame
    this.stopPending = false;
    this.bigWin = null;
    this.overlay = null;
    this.cheer = 0;
    this.powerPrincess = null;
    this.live.clear();
    this.view = view;
    this.hud = this.hudFor(view);
    this.cells = cellsFromGrid(view.grid);
    this.ghosts = [];
    this.lines = [];
    this.bolts = [];
    this.mood(view.phase === "free" ? "free" : "base");
  }

  /** Play steps[from..] starting from `view`; `onStep(i + 1, view)` after step i is shown (awaited if it returns a promise). */
  async play(steps, from, view, onStep) {
    const stop = this.stopPending;
    const started = performance.now();
    const shown = this.hud; // what the screen showed before: the reset is shown from it
    this.show(view);
    this.total = null;
    this.playing = true;
    this.stopping = stop;
    this.hurried = false;
    const begin = this.cursor;
    const beats = {}; // animation time spent in each step type (the benchmark's breakdown)
    if (from === 0 && shown && view.roundOpen) this.showReset(shown);
    for (let i = from; i < steps.length; i++) {
      const step = steps[i];
      const next = applyStep(this.view, step);
      const handler = this[`on_${step.t}`];
      const at = this.cursor;
      if (handler) await handler.call(this, step, this.view, next);
      beats[step.t] = (beats[step.t] || 0) + (this.cursor - at);
      this.view = next;
      this.hud = this.hudFor(next);
      if (Array.isArray(step.grid) || step.t === "clear") this.syncCells(next.grid);
      const gate = onStep(i + 1, next); // a promise holds the next step (a debug build's pause)
      if (gate) await gate;
    }
    const last = this.cursor;
    await this.drain();
    beats.drain = this.cursor - last;
    if (!this.stopping && !this.hurried) this.pacing.push({ ms: Math.round(this.cursor - begin), speed: this.speed, steps: steps.length - from, beats });
    if (this.pacing.length > 200) this.pacing.splice(0, 100);
    this.hurry = 1;
    this.stopping = false;
    this.bigWin = null;
    this.overlay = null;
    // An operator's shortest round: the animation never ends sooner (real time, not sped up).
    let rest = this.minRoundMs - (performance.now() - started);
    while (rest > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(rest)));
      rest = this.minRoundMs - (performance.now() - started); // a timer may fire a hair early
    }
    this.playing = false;
    return this.view;
  }

  /** A tap while a round plays: hurry the rest of it. */
  hurryUp() {
    this.hurry = 4;
    this.hurried = true;
  }

  /** Stop: show the round's end now. Every step is still applied in order; none is left out. */
  stop() {
    if (!this.playing) {
      this.stopPending = true;
      return;
    }
    this.stopping = true;
    this.frozen = false;
    for (const tween of [...this.tweens]) {
      this.tweens.delete(tween);
      if (tween.update) tween.update(tween.ease(1));
      tween.resolve();
    }
    this.particles = [];
    this.coins = [];
    this.texts = [];
    this.lines = [];
    this.bolts = [];
    this.banner = null;
    this.powerBanner = null;
    this.overlay = null;
    this.bigWin = null;
    this.cheer = 0;
  }

  /** The HUD for a view; a recall keeps the player's own balance and last win on it; a count under way keeps its figure. */
  hudFor(view) {
    const hud = viewToHud(view);
    if (this.hud) for (const field of this.live.keys()) hud[field] = this.hud[field];
    return this.pinned ? { ...hud, ...this.pinned } : hud;
  }

  /** Cells as the grid says, keeping the sprites already there (their animations run on). */
  syncCells(grid) {
    this.cells = this.cells.map((row, r) =>
      row.map((s, c) => {
        const id = grid && grid[r] && grid[r][c];
        if (!id) return null;
        return s && s.id === id ? s : sprite(id, r, c);
      }),
    );
  }

  /** One of sound.js's effects, unless the round is being stopped. */
  sfx(name, opts) {
    if (!this.stopping) this.sound.play(name, opts);
  }

  /** The music's mood: "base" or "free" (livelier). */
  mood(name) {
    if (this.music) this.music.setMood(name);
  }

  // --- the HUD's figures --------------------------------------------------------------------------

  /**
   * Count HUD figures together, each from its own start to its own end ({field: [from, to]}), in
   * one count of COUNT_TICKS equal parts: they never run ahead of one another. `onTick(k, n)` on
   * each part. A figure a recall pins is left alone.
   */
  countFields(targets, duration, easing = ease.outCubic, onTick = null) {
    const token = {};
    const fields = Object.keys(targets).filter((f) => !(this.pinned && f in this.pinned));
    for (const f of fields) this.live.set(f, token);
    let shown = -1;
    return this.tween(
      duration,
      (p) => {
        const k = Math.round(p * COUNT_TICKS);
        if (k === shown) return;
        shown = k;
        for (const f of fields) if (this.live.get(f) === token) this.hud[f] = countStep(targets[f][0], targets[f][1], k, COUNT_TICKS);
        if (onTick) onTick(k, COUNT_TICKS);
      },
      easing,
    ).then(() => {
      for (const f of fields) if (this.live.get(f) === token) this.live.delete(f);
    });
  }

  /** A HUD figure shown at once (no count-up). */
  setField(field, value) {
    if (this.pinned && field in this.pinned) return;
    this.live.delete(field);
    this.hud[field] = value;
  }

  /** The meter's needle moves from where it shows to `to` (fractions drawn), alongside what follows. */
  moveMeter(to, duration) {
    const token = {};
    const from = this.hud.meter;
    this.live.set("meter", token);
    this.pops.meter = 1;
    return this.tween(
      duration,
      (p) => {
        if (this.live.get("meter") !== token) return;
        this.hud.meter = from + (to - from) * p;
        this.pops.meter = 1 - p;
      },
      ease.outCubic,
    ).then(() => {
      if (this.live.get("meter") === token) this.live.delete("meter");
    });
  }

  /** As a round begins: the multiplier and the meter the last round left go back to their start, visibly. */
  showReset(shown) {
    if (shown.multiplier > 1) {
      this.pops.multiplier = 1;
      this.tween(BEAT.reset, (p) => (this.pops.multiplier = 1 - p), ease.outQuad);
    }
    if (shown.meter > 0) {
      this.hud.meter = shown.meter;
      this.moveMeter(0, BEAT.reset);
    }
    if (shown.multiplier > 1 || shown.meter > 0) this.peak("reset");
  }

  // --- effects ------------------------------------------------------------------------------------

  burst(r, c, colour, count = 14) {
    if (this.reducedMotion || this.stopping) return;
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count + Math.random() * 0.4;
      const speed = 0.0015 + Math.random() * 0.0025;
      this.particles.push({
        x: c + 0.5,
        y: r + 0.5,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - 0.001,
        life: 0,
        ttl: 500 + Math.random() * 400,
        size: 0.05 + Math.random() * 0.07,
        colour,
      });
    }
  }

  sparkle(r, c, colour = "#fff6c8", count = 8) {
    this.burst(r, c, colour, count);
  }

  /** Gold coins thrown up from the middle of the grid (a big win). */
  coinShower(count) {
    if (this.reducedMotion || this.stopping) return;
    for (let i = 0; i < count && this.coins.length < 160; i++) {
      this.coins.push({
        x: 2.5 + (Math.random() - 0.5) * 1.6,
        y: 2.6 + (Math.random() - 0.5) * 0.6,
        vx: (Math.random() - 0.5) * 0.005,
        vy: -(0.006 + Math.random() * 0.004),
        spin: Math.random() * Math.PI * 2,
        vs: 0.006 + Math.random() * 0.012,
        life: 0,
        ttl: 2600,
        size: 0.16 + Math.random() * 0.1,
      });
    }
  }

  updateParticles(dt) {
    for (const p of this.particles) {
      p.life += dt;
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 0.000004 * dt;
    }
    this.particles = this.particles.filter((p) => p.life < p.ttl);
    for (const coin of this.coins) {
      coin.life += dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      coin.vy += GRAVITY * dt;
      coin.spin += coin.vs * dt;
    }
    this.coins = this.coins.filter((coin) => coin.life < coin.ttl && coin.y < 9);
    this.texts = this.texts.filter((t) => this.clock - t.start < t.duration);
  }

  floatText(text, x, y, colour, duration = BEAT.label, size = 0.34) {
    if (this.stopping) return; // Stop leaves no label floating over the round's end
    this.texts.push({ text, x, y, colour, start: this.cursor, duration, size });
  }

  /**
   * A banner: `place` "grid" (over the grid's middle), "top" (the grid's top edge), "power" (beside
   * the grid, over the princess). Resolves once it is gone; `peakName` marks its peak for tests.
   */
  showBanner(title, subtitle, duration, tone = "gold", place = "grid", peakName = null) {
    const banner = { title, subtitle, tone, place, p: 0, out: 0 };
    const slot = place === "power" ? "powerBanner" : "banner";
    this[slot] = banner;
    return this.tween(duration * 0.2, (p) => (banner.p = p), ease.outBack)
      .then(() => {
        if (peakName) this.peak(peakName);
        return this.wait(duration * 0.6);
      })
      .then(() => this.tween(duration * 0.2, (p) => (banner.out = p), ease.inQuad))
      .then(() => {
        if (this[slot] === banner) this[slot] = null;
      });
  }

  /** The princess celebrates (a big win, the max win) or calms down. */
  cheerTo(to, duration = 300) {
    const from = this.cheer;
    return this.tween(duration, (p) => (this.cheer = from + (to - from) * p), ease.outQuad);
  }

  // --- one handler per step type ------------------------------------------------------------------

  async on_land(step) {
    const leaving = this.cells.flat().filter(Boolean);
    this.ghosts = leaving;
    for (const s of leaving) {
      const y0 = s.y;
      this.tween(BEAT.leave, (p) => ((s.y = y0 + p * 6), (s.alpha = 1 - p)), ease.inQuad, s.x * 15);
    }
    this.cells = cellsFromGrid(step.grid);
    const drops = [];
    const landing = this.reducedMotion ? ease.outCubic : ease.outBounce;
    for (const s of this.cells.flat()) {
      if (!s) continue;
      const target = s.y;
      const delay = 60 + s.x * BEAT.landStagger + (4 - target) * 10;
      s.y = target - 6.5;
      drops.push(this.tween(BEAT.land, (p) => (s.y = target - 6.5 + 6.5 * p), landing, delay).then(() => this.sfx("land", { col: s.x })));
    }
    await Promise.all(drops);
    this.ghosts = [];
  }

  async on_win(step, before) {
    // A win that leaves the round at or below the stake is not celebrated where the operator says so.
    const quiet = this.quietStakeWins && step.round_win <= before.bet;
    if (!quiet) this.sfx("win", { step: step.multiplier - 1 });
    const lit = new Set();
    this.lines = step.wins.map((win) => ({ cells: win.cells, colour: quiet ? "#e8e4f4" : SYMBOL_COLOURS[win.symbol] || "#fff", p: 0 }));
    // A few wins each show their pay where they lie; many show the evaluation's total instead.
    const labelEach = step.wins.length <= 4;
    for (const win of step.wins) {
      for (const [r, c] of win.cells) lit.add(r * 5 + c);
      if (!labelEach) continue;
      const cx = win.cells.reduce((sum, [, c]) => sum + c, 0) / win.cells.length + 0.5;
      const cy = win.cells.reduce((sum, [r]) => sum + r, 0) / win.cells.length + 0.5;
      this.floatText(payLabel(win.pay, step.multiplier), cx, cy, quiet ? "#f4f0ff" : SYMBOL_COLOURS[win.symbol] || "#fff");
    }
    if (!labelEach) this.floatText(payLabel(step.total, step.multiplier), 2.5, 2.5, quiet ? "#f4f0ff" : "#ffe59a", BEAT.label + 300, 0.6);
    const pulses = [];
    for (const key of lit) {
      const s = this.cells[Math.floor(key / 5)][key % 5];
      if (s) pulses.push(this.tween(BEAT.win, (p) => ((s.glow = Math.sin(p * Math.PI)), (s.scale = 1 + 0.12 * Math.sin(p * Math.PI))), ease.linear));
    }
    this.tween(BEAT.lines, (p) => this.lines.forEach((l) => (l.p = p)), ease.outCubic);
    if (quiet) this.setField("roundWin", step.round_win);
    else this.countFields({ roundWin: [this.hud.roundWin, step.round_win] }, BEAT.win);
    this.hud.multiplier = step.multiplier;
    this.pops.multiplier = 1;
    this.tween(BEAT.win, (p) => (this.pops.multiplier = 1 - p));
    this.peak("evaluation");
    await (pulses.length ? Promise.all(pulses) : this.wait(BEAT.win));
  }

  async on_meter(step) {
    this.sfx("meter", { value: step.value });
    this.moveMeter(step.value, BEAT.meter);
  }

  async on_remove(step) {
    this.lines = [];
    const gone = [];
    for (const [r, c] of step.cells) {
      const s = this.cells[r][c];
      if (!s) continue;
      this.cells[r][c] = null;
      gone.push(s);
      this.burst(r, c, SYMBOL_COLOURS[s.id] || "#fff");
    }
    this.ghosts = gone;
    await Promise.all(gone.map((s) => this.tween(BEAT.remove, (p) => ((s.scale = 1 + 0.6 * p), (s.alpha = 1 - p)), ease.outQuad)));
    this.ghosts = [];
    if (step.moons && step.moons.length) {
      this.sfx("moon");
      for (const [r, c] of step.moons) {
        const s = sprite("moon", r, c);
        this.cells[r][c] = s;
        this.sparkle(r, c, SYMBOL_COLOURS.moon, 10);
        this.tween(BEAT.moon, (p) => ((s.scale = p), (s.glow = 1 - p * 0.7)), ease.outBack); // grows as it falls
      }
    }
  }

  async on_fall(step) {
    this.sfx("fall");
    const moving = [];
    for (const [[fr, fc], [tr, tc]] of step.moves) {
      const s = this.cells[fr][fc];
      if (s) moving.push({ s, fr, fc, tr, tc });
    }
    for (const m of moving) this.cells[m.fr][m.fc] = null;
    for (const m of moving) this.cells[m.tr][m.tc] = m.s;
    await Promise.all(
      moving.map(({ s, fr, tr, fc, tc }) => {
        const duration = BEAT.fall + BEAT.fallPerRow * Math.sqrt(Math.abs(tr - fr));
        return this.tween(duration, (p) => ((s.y = fr + (tr - fr) * p), (s.x = fc + (tc - fc) * p)), ease.inQuad, fc * 10);
      }),
    );
  }

  async on_multiplier(step) {
    this.sfx("multiplier", { value: step.value });
    this.hud.multiplier = step.value;
    this.pops.multiplier = 1;
    this.tween(BEAT.multiplier, (p) => (this.pops.multiplier = 1 - p), ease.outQuad);
  }

  async on_power(step) {
    this.sfx(`power_${step.princess}`);
    this.powerPrincess = step.princess;
    this.pops.power = 1;
    const title = `${PRINCESS_NAMES[step.princess] || step.princess}'s Girl Power`;
    // Beside the grid: the banner never hides the cells the power changes.
    this.showBanner(title, powerText(step), 1300, step.princess, "power", `power-${step.princess}`).then(() => {
      if (this.powerPrincess === step.princess) this.powerPrincess = null;
      this.tween(200, (p) => (this.pops.power = 1 - p));
    });
    const cells = step.cells || [];
    if (step.effect === "transform") {
      await Promise.all(
        cells.map(([r, c], i) => {
          const s = this.cells[r][c];
          if (!s) return null;
          return this.tween(160, (p) => (s.flip = 1 - p), ease.inQuad, 140 + i * 25).then(() => {
            s.id = step.to;
            this.sparkle(r, c, SYMBOL_COLOURS[step.to] || "#fff", 6);
            return this.tween(220, (p) => ((s.flip = p), (s.glow = 1 - p)), ease.outBack);
          });
        }),
      );
    } else if (step.effect === "wilds") {
      await Promise.all(
        cells.map(([r, c], i) => {
          const bolt = { to: [r, c], p: 0, colour: SYMBOL_COLOURS.star };
          this.bolts.push(bolt);
          return this.tween(260, (p) => (bolt.p = p), ease.outQuad, 140 + i * 100).then(() => {
            this.bolts = this.bolts.filter((b) => b !== bolt);
            const s = sprite("moon", r, c);
            this.cells[r][c] = s;
            this.sparkle(r, c, SYMBOL_COLOURS.moon, 14);
            return this.tween(300, (p) => ((s.scale = p), (s.glow = 1 - p * 0.6)), ease.outBack);
          });
        }),
      );
    } else if (step.effect === "destroy") {
      const strikes = cells.map(([r, c], i) => {
        const bolt = { to: [r, c], p: 0, colour: SYMBOL_COLOURS.storm, lightning: true };
        this.bolts.push(bolt);
        return this.tween(180, (p) => (bolt.p = p), ease.outQuad, 140 + (i % 6) * 30).then(() => {
          this.bolts = this.bolts.filter((b) => b !== bolt);
          const s = this.cells[r][c];
          if (!s) return null;
          this.cells[r][c] = null;
          this.ghosts.push(s);
          this.burst(r, c, SYMBOL_COLOURS.storm, 10);
          return this.tween(220, (p) => ((s.scale = 1 + 0.5 * p), (s.alpha = 1 - p)), ease.outQuad);
        });
      });
      await Promise.all(strikes);
      this.ghosts = [];
    }
  }

  async on_princess(step, before) {
    this.sfx("click");
    this.princessFade = { from: before.princess, p: 0 };
    this.hud.princess = step.value;
    const fade = this.princessFade;
    this.tween(450, (p) => (fade.p = p), ease.inOutCubic);
  }

  async on_moons_removed(step) {
    this.sfx("moon");
    const gone = [];
    for (const [r, c] of step.cells) {
      const s = this.cells[r][c];
      if (!s) continue;
      this.cells[r][c] = null;
      gone.push(s);
      this.sparkle(r, c, SYMBOL_COLOURS.moon, 12);
    }
    this.ghosts = gone;
    await Promise.all(
      gone.map((s) => {
        const y0 = s.y;
        return this.tween(400, (p) => ((s.alpha = 1 - p), (s.y = y0 - 0.3 * p), (s.glow = 1)), ease.inQuad);
      }),
    );
    this.ghosts = [];
  }

  async on_clear() {
    this.sfx("clear");
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c += 2) this.sparkle(r, c, "#ffe9a8", 6);
    await this.showBanner("Grid Clear!", "The whole grid is empty", 1300, "gold", "grid", "clear");
  }

  async on_trinity_start() {
    this.sfx("free_spins");
    await this.showBanner("Princess Trinity", "Love, Star and Storm take turns", 1400, "trinity", "grid", "trinity-start");
  }

  async on_trinity_end() {
    await this.showBanner("Trinity complete", "", 600, "trinity");
  }

  async on_choice() {
    this.sfx("click");
  }

  async on_free_spins_start(step) {
    this.sfx("free_spins");
    this.mood("free");
    this.hud.featurePrincess = step.princess;
    this.hud.freeSpinsLeft = step.spins;
    await this.showBanner(
      `${step.spins} Free Spins`,
      `${PRINCESS_NAMES[step.princess] || step.princess}'s power on every miss`,
      1400,
      step.princess,
      "grid",
      "free-spins-start",
    );
  }

  async on_free_spin(step) {
    this.hud.freeSpins = { number: step.number, total: step.total };
    this.hud.freeSpinsLeft = step.total - step.number;
    this.showBanner(`Free spin ${step.number} of ${step.total}`, "", 800, "small", "top"); // over the old grid leaving
  }

  async on_extend(step) {
    this.sfx("meter", { value: this.model.meterSize });
    await this.showBanner(`+${step.added} Free Spins`, `${step.total} in all`, 1000, "gold", "grid", "extend");
  }

  async on_prize(step, before) {
    this.sfx("clear");
    const banner = this.showBanner("Grid Clear Prize", `+${formatMoney(step.amount)}`, 1300, "gold", "grid", "prize");
    await Promise.all([banner, this.countFields({ roundWin: [before.roundWin, step.round_win] }, 1000)]);
  }

  /** The max win: its own screen, the amount climbing to the cap; it stays up until the round's end pays it. */
  async on_cap(step, before) {
    this.sfx("big_win");
    const spins = before.freeSpins;
    const left = spins ? Math.max(0, spins.total - spins.number) : 0;
    let line = "The round ends here";
    if (spins) line = left > 0 ? `The remaining ${left} free spin${left === 1 ? "" : "s"} end` : "The free spins end here";
    const x = this.model ? this.model.maxWinX : Math.round(step.round_win / Math.max(1, before.bet));
    const screen = {
      kind: "max",
      title: `${x.toLocaleString("en-US")}x`,
      caption: "MAX WIN",
      amount: formatMoney(before.roundWin),
      line,
      p: 0,
      out: 0,
      still: this.reducedMotion,
    };
    this.overlay = screen;
    this.banner = null;
    this.cheerTo(1);
    this.tween(300, (p) => (screen.p = p), ease.outBack);
    let coinsAt = 0;
    await this.countFields({ roundWin: [before.roundWin, step.round_win] }, 1400, ease.inOutCubic, (k, n) => {
      screen.amount = formatMoney(countStep(before.roundWin, step.round_win, k, n));
      if (k >= coinsAt) {
        this.coinShower(6);
        coinsAt = k + 6;
      }
    });
    this.coinShower(40);
    this.peak("max-win");
    await this.wait(1200);
  }

  /** The feature's total: "Won $39.15 in 9 free spins" (the max-win screen already said the feature ended). */
  async on_free_spins_end(step, before) {
    this.mood("base");
    if (this.overlay && this.overlay.kind === "max") return;
    const won = before.roundWin - (before.featureFrom ?? 0);
    const spins = before.freeSpins ? before.freeSpins.number : 0;
    const screen = {
      kind: "feature",
      title: "Free Spins Complete",
      caption: `Won ${formatMoney(0)}`,
      amount: formatMoney(won),
      line: `in ${spins} free spin${spins === 1 ? "" : "s"}`,
      summary: `Won ${formatMoney(won)} in ${spins} free spin${spins === 1 ? "" : "s"}`,
      p: 0,
      out: 0,
      still: this.reducedMotion,
    };
    this.overlay = screen;
    this.sfx("clear");
    this.tween(250, (p) => (screen.p = p), ease.outBack);
    await this.tween(700, (p) => (screen.caption = `Won ${formatMoney(countStep(0, won, Math.round(p * COUNT_TICKS), COUNT_TICKS))}`), ease.outCubic);
    this.peak("feature-total");
    await this.wait(900);
    await this.tween(250, (p) => (screen.out = p), ease.inQuad);
    if (this.overlay === screen) this.overlay = null;
  }

  async on_end(step, before) {
    const win = step.win;
    if (win <= 0) {
      await this.wait(120);
      return;
    }
    if (this.stopping) {
      // Stop: no show, but the round's total stays in sight until the next round.
      this.total = { title: this.quietStakeWins && win <= before.bet ? "Returned" : "Win", amount: formatMoney(win) };
      return;
    }
    const bet = before.bet;
    const paid = { lastWin: [0, win], balance: [before.balance, step.balance] };
    if (this.overlay && this.overlay.kind === "max") {
      const screen = this.overlay;
      await this.countFields(paid, 900);
      await this.wait(500);
      await this.tween(300, (p) => (screen.out = p), ease.inQuad);
      this.cheerTo(0);
      if (this.overlay === screen) this.overlay = null;
      return;
    }
    const tier = bigWinTier(win, bet);
    if (tier > 0) {
      await this.presentBigWin(step, before, tier);
      return;
    }
    if (win <= bet) {
      await this.presentStakeBack(step);
      return;
    }
    this.sfx("win", { step: 0 });
    const count = Math.min(900, 400 + 120 * Math.log2(win / bet));
    await Promise.all([this.showBanner("Win", formatMoney(win), count + 300, "gold", "grid", "win"), this.countFields(paid, count)]);
  }

  /**
   * A win at or below the stake: no banner, jingle or count-up. Where the operator forbids
   * celebrating it, a neutral "Returned $0.20"; elsewhere a plain "Win $0.20" and one soft chime.
   */
  async presentStakeBack(step) {
    const returned = this.quietStakeWins;
    if (!returned) this.sfx("small_win");
    this.setField("lastWin", step.win);
    this.setField("balance", step.balance);
    await this.showBanner(`${returned ? "Returned" : "Win"} ${formatMoney(step.win)}`, "", 900, "plain", "grid", returned ? "returned" : "small-win");
  }

  /**
   * BIG, SUPER, MEGA, EPIC: the amount counts up from the first frame and the title steps up as it
   * passes each tier; the HUD's Win, Last win and balance count with it, never ahead; coins fly
   * and the princess cheers.
   */
  async presentBigWin(step, before, tier) {
    const win = step.win;
    const bet = before.bet;
    const show = { tier: 1, text: formatMoney(0), p: 0, out: 0, pop: 0, still: this.reducedMotion, start: this.cursor };
    this.bigWin = show;
    this.sfx("big_win");
    this.cheerTo(1);
    this.coinShower(8 + 4 * tier);
    this.tween(300, (p) => (show.p = p), ease.outBack);
    let coinsAt = 0;
    await this.countFields({ roundWin: [0, win], lastWin: [0, win], balance: [before.balance, step.balance] }, 800 + 500 * tier, ease.outSine, (k, n) => {
      const value = countStep(0, win, k, n);
      show.text = formatMoney(value);
      show.pop = Math.max(0, show.pop - 0.1);
      this.sfx("count");
      const reached = bigWinTier(value, bet);
      if (reached > show.tier) {
        show.tier = reached;
        show.pop = 1;
        this.sfx("meter", { value: Math.min(3, reached - 1) });
        this.coinShower(10 + 6 * reached);
      }
      if (k >= coinsAt) {
        this.coinShower(1 + tier);
        coinsAt = k + 3;
      }
    });
    show.tier = tier;
    show.text = formatMoney(win);
    show.pop = 1;
    this.coinShower(10 * tier);
    this.peak(`big-win-${tier}`);
    await this.tween(400, (p) => (show.pop = 1 - p), ease.outQuad);
    await this.wait(250 + 150 * tier);
    this.cheerTo(0, 300);
    await this.tween(300, (p) => (show.out = p), ease.inQuad);
    if (this.bigWin === show) this.bigWin = null;
  }
}
