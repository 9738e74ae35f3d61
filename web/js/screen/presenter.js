// Plays a round's steps as the player wants to see them: one handler per step type (moments.js,
// shows.js) declares its moment, a labelled sequence of beats on the timeline that puts its words
// in one zone of the layout (layout.js). The presenter holds what is on the stage (the cells, the
// banners, the shows), hands it to the painters once a frame as the scene, and decides nothing:
// every value shown comes from a step.
//
// A round is a sequence; each spin of it (the base spin, the trinity round, each free spin) a
// sequence inside it, then its closing (the max win, the feature's total, the round's end), and
// each step's moment a sequence inside those. Stop cuts the spin under way: its beats left end at
// once (every step is still applied in order) and the next spin plays as ever; a Stop in the last
// spin carries into the closing, whose shows still come, from their peak. The operator's rules come
// in as options (`minRoundMs`, `quietStakeWins`); a test's holds, the frames' costs and each
// round's length go to `hooks`.

import { applyStep } from "./view.js";
import { Timeline, Sequence, ease } from "./timeline.js";
import { Effects } from "./effects.js";
import { Figures } from "./figures.js";
import { FrameLoop } from "./frames.js";
import { MOMENTS } from "./moments.js";
import { SHOWS } from "./shows.js";
import { cellsFromGrid, emptyStage, syncCells } from "./stage.js";
import { captions } from "./captions.js";
import { NO_HOOKS } from "../hooks.js";

/** @typedef {import("./view.js").View} View */

export const FAST_PLAY_SPEED = 3; // fast play: every step shown, in a third of the time
/** @type {Record<string, (p: Presenter, step: any, before: View, after: View) => Promise<void>>} */
const HANDLERS = { ...MOMENTS, ...SHOWS };
const RESET_MS = 360; // the multiplier and the meter back to what the next round starts from
const SPIN_STARTS = new Set(["trinity_start", "free_spin"]); // steps that begin a spin of their own
const CLOSING = new Set(["cap", "free_spins_end", "end"]); // steps of the round's closing: no Stop of a spin reaches them

/** A moment: a sequence of the round that puts its words in one zone of the layout (`keepsPeak`: a show). */
export class Moment extends Sequence {
  constructor(parent, name, zone, options = {}) {
    super(parent.timeline, name, parent, options);
    this.zone = zone;
  }
}

export class Presenter {
  /**
   * `paint(scene, now)` draws a frame (the renderer and the HUD); `dirty()` asks for one whatever
   * moved; `sound.play(name)` on events; `music.setMood(name)`; `options`: the operator profile's
   * {minRoundMs, quietStakeWins}.
   * @param {{paint: (scene: any, now: number) => void, dirty: () => boolean, sound: {play: (name: string, opts?: object) => void}, music?: {setMood: (name: string) => void} | null,
   *   hooks?: import("../hooks.js").Hooks, options?: {minRoundMs?: number, quietStakeWins?: boolean}}} parts
   */
  constructor({ paint, dirty, sound, music, hooks = NO_HOOKS, options = {} }) {
    this.sound = sound;
    this.music = music;
    this.hooks = hooks;
    this.minRoundMs = options.minRoundMs ?? 0; // an operator profile's shortest round (real time)
    this.quietStakeWins = options.quietStakeWins ?? false; // no celebration of a win at or below the stake
    this.timeline = new Timeline();
    this.effects = new Effects();
    this.figures = new Figures();
    this.frames = new FrameLoop({ stage: this, paint, dirty, hooks });
    this.model = null; // screenModel(config) (view.js): the grid's and the meter's sizes, the max win
    this.view = null;
    this.stage = emptyStage();
    this.round = null; // the round's sequence while one plays
    this.spin = null; // the spin's sequence inside it, or the round's closing
    this.closing = false; // the round's closing steps are under way
    this.cut = false; // Stop cut the spin under way (its closing comes from its shows' peaks)
    this.stopped = false; // a Stop came in this round
    this.steps = []; // the round's steps being played (a show may read the end it leads to)
    this.index = 0;
    this.playing = false;
    this.paused = true; // until the loading screen lifts, and after Close
    this.holding = false; // no frame starts while the engine is asked: its answer is not kept waiting
    this.stopPending = false; // Stop pressed while the engine was still being asked
    this.hurried = false;
    this.reduced = false;
  }

  start() {
    this.frames.start();
  }

  /** Start drawing (once the loading screen lifts). */
  resume() {
    this.paused = false;
  }

  /** The engine's config, as screenModel() reads it. */
  setModel(model) {
    this.model = model;
    this.effects.gridSize = model.gridSize;
  }

  get speed() {
    return this.timeline.speed;
  }

  set speed(k) {
    this.timeline.speed = k;
  }

  get reducedMotion() {
    return this.reduced;
  }

  /** No sparks, no coins, no bounce, no turning rays. */
  set reducedMotion(on) {
    this.reduced = on;
    this.effects.reducedMotion = on;
  }

  /** The grid's rows (and columns), from the engine's config (0 before it is known). */
  get gridSize() {
    return this.model ? this.model.gridSize : 0;
  }

  get hud() {
    return this.figures.hud;
  }

  get pinned() {
    return this.figures.pinned;
  }

  set pinned(figures) {
    this.figures.pinned = figures;
  }

  get bigWin() {
    return this.stage.bigWin;
  }

  /** True while Stop is jumping the spin under way (or the round's closing) to its end. */
  get stopping() {
    return this.spin !== null && this.spin.skipping;
  }

  // --- the frame loop's side ------------------------------------------------------------------------

  get running() {
    return !this.paused && !this.holding;
  }

  advance(dt) {
    this.effects.update(this.timeline.advance(dt));
    const clock = this.timeline.clock;
    this.stage.texts = this.stage.texts.filter((t) => clock - t.start < t.duration);
  }

  get busy() {
    const s = this.stage;
    return (
      this.timeline.busy || this.effects.busy || s.texts.length > 0 || s.banner !== null || s.powerBanner !== null || s.overlay !== null || s.bigWin !== null
    );
  }

  /** What is on the stage, for the painters (grid units; the renderer maps them to the layout's zones). */
  scene() {
    const { particles, coins, bolts } = this.effects;
    const hud = this.figures.hud;
    const words = hud && this.model ? captions(hud, this.model, this.stage.bigWin) : null;
    return { ...this.stage, clock: this.timeline.clock, frozen: this.timeline.frozen, particles, coins, bolts, hud, words };
  }

  // --- a round --------------------------------------------------------------------------------------

  /** Show a view at once, with no animation (page load, resumption, a void round). */
  show(view) {
    this.frames.redraw();
    this.stopPending = false;
    Object.assign(this.stage, {
      cells: cellsFromGrid(view.grid, this.gridSize),
      ghosts: [],
      lines: [],
      dim: 0,
      bigWin: null,
      overlay: null,
      cheer: 0,
      powerPrincess: null,
    });
    this.effects.bolts = [];
    this.view = view;
    this.figures.show(view);
    this.mood(view.phase === "free" ? "free" : "base");
  }

  /**
   * Play steps[from..] starting from `view`; `onStep(i + 1, view)` after step i is shown (awaited if it returns a promise).
   * @param {import("../types.js").Step[]} steps
   * @param {number} from
   * @param {View} view
   * @param {(index: number, view: View) => Promise<void> | null | void} onStep
   * @returns {Promise<View>}
   */
  async play(steps, from, view, onStep) {
    const stop = this.stopPending;
    const started = performance.now();
    this.show(view);
    this.stage.total = null;
    this.playing = true;
    this.steps = steps;
    const round = (this.round = this.timeline.sequence("round"));
    round.onLabel = (moment, label) => label === "peak" && this.peak(moment.name);
    this.closing = false;
    this.stopped = false;
    this.hurried = false;
    this.beginSpin("spin");
    if (stop) this.stop();
    const timeline = this.timeline;
    const begin = timeline.cursor;
    const beats = {}; // animation time spent in each step type (the benchmark's breakdown)
    for (let i = from; i < steps.length; i++) {
      const step = steps[i];
      this.index = i;
      const next = applyStep(this.view, step);
      const handler = HANDLERS[step.t];
      if (SPIN_STARTS.has(step.t)) this.beginSpin(step.t === "free_spin" ? `free-spin-${step.number}` : "trinity");
      else if (CLOSING.has(step.t) && !this.closing) this.beginClosing();
      const at = timeline.cursor;
      if (handler) await handler(this, step, this.view, next);
      beats[step.t] = (beats[step.t] || 0) + (timeline.cursor - at);
      this.view = next;
      this.figures.hud = this.figures.forView(next);
      if (("grid" in step && Array.isArray(step.grid)) || step.t === "clear") this.stage.cells = syncCells(this.stage.cells, next.grid);
      const gate = onStep(i + 1, next); // a promise holds the next step (a debug build's pause)
      if (gate) await gate;
    }
    const last = timeline.cursor;
    await round.drain();
    beats.drain = timeline.cursor - last;
    if (!this.stopped && !this.hurried) this.hooks.round({ ms: Math.round(timeline.cursor - begin), speed: timeline.speed, steps: steps.length - from, beats });
    timeline.hurry = 1;
    this.round = null;
    this.spin = null;
    this.steps = [];
    this.stage.bigWin = null;
    this.stage.overlay = null;
    // An operator's shortest round: the animation never ends sooner (real time, not sped up).
    let rest = this.minRoundMs - (performance.now() - started);
    while (rest > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(rest)));
      rest = this.minRoundMs - (performance.now() - started); // a timer may fire a hair early
    }
    this.playing = false;
    return this.view;
  }

  /** A spin of the round begins (the base spin, the trinity round, a free spin): a sequence of its own that Stop may cut. */
  beginSpin(name) {
    this.spin = this.round.child(name);
    this.cut = false;
    this.timeline.hurry = 1; // a tap hurries the spin it came in, not the next
  }

  /** The round's closing begins (the max win, the feature's total, the end): after a cut spin, its shows come from their peaks. */
  beginClosing() {
    this.spin = this.round.child("close");
    this.closing = true;
    this.timeline.hurry = 1;
    if (this.cut) this.spin.skip();
  }

  /** The next step of type `type` still to come in the round being played (a show that leads to the end reads its figures), or null. */
  ahead(type) {
    for (let i = this.index + 1; i < this.steps.length; i++) if (this.steps[i].t === type) return this.steps[i];
    return null;
  }

  /** A tap while a round plays: hurry the rest of the spin under way. */
  hurryUp() {
    this.timeline.hurry = 4;
    this.hurried = true;
  }

  /**
   * Stop: the spin under way jumps to its end (every step is still applied in order; none is left
   * out) and the next spin plays as ever; in the closing, a show jumps to its peak, or from there
   * to its leaving. A feature is never cut short: only the spin on screen.
   */
  stop() {
    if (!this.playing) {
      this.stopPending = true;
      return;
    }
    if (!this.spin) return;
    this.timeline.frozen = false;
    this.stopped = true;
    if (!this.closing) {
      this.cut = true;
      this.effects.clear();
      Object.assign(this.stage, { texts: [], lines: [], banner: null, powerBanner: null, dim: 0 });
    }
    this.spin.skip();
  }

  /** The whole round to its end at once, shows and all (leaving a recall). */
  finish() {
    if (!this.playing) return;
    this.timeline.frozen = false;
    this.stopped = true;
    this.cut = true;
    if (this.round) this.round.end();
    this.effects.clear();
    Object.assign(this.stage, { texts: [], lines: [], banner: null, powerBanner: null, overlay: null, bigWin: null, cheer: 0, dim: 0 });
  }

  /** A moment of the spin under way named `name` (a test may hold it at its peak) whose words go in `zone`; `keepsPeak`: a show. */
  moment(name, zone, { keepsPeak = false } = {}) {
    return new Moment(this.spin ?? this.timeline.sequence("rest"), name, zone, { keepsPeak });
  }

  /** A moment at its peak: a test may hold the animation here (screenshots, Stop). */
  peak(name) {
    const held = this.hooks.hold(name);
    if (held) this.timeline.freeze(held);
  }

  // --- the stage ------------------------------------------------------------------------------------

  /** One of sound.js's effects, unless the moment is being skipped. */
  sfx(moment, name, opts) {
    if (!moment.skipping) this.sound.play(name, opts);
  }

  /** The music's mood: "base" or "free" (livelier). */
  mood(name) {
    if (this.music) this.music.setMood(name);
  }

  /** Sparks from cell (r, c), unless the moment is being skipped. */
  burst(moment, r, c, colour, count) {
    if (!moment.skipping) this.effects.burst(r, c, colour, count);
  }

  coins(moment, count) {
    if (!moment.skipping) this.effects.coinShower(count);
  }

  /** A label in the label layer at (x, y) in grid units, `delay` ms from now for `duration` ms; Stop leaves none floating. */
  label(moment, text, x, y, colour, duration, size = 0.34, delay = 0) {
    if (!moment.skipping) this.stage.texts.push({ text, x, y, colour, start: this.timeline.cursor + delay, duration, size });
  }

  /** The labels in the label layer leave within `ms` (0: at once). */
  clearLabels(ms) {
    if (ms <= 0) {
      this.stage.texts = [];
      return;
    }
    const now = this.timeline.cursor;
    for (const text of this.stage.texts) text.duration = Math.min(text.duration, Math.max(0, now - text.start) + ms);
  }

  /** The symbols a win dimmed brighten again in `ms`. */
  undim(moment, ms) {
    const stage = this.stage;
    const from = stage.dim;
    if (from > 0) moment.tween(ms, (k) => (stage.dim = from * (1 - k)), ease.outQuad);
  }

  /** The princess celebrates (a big win, the max win) or calms down. */
  cheerTo(moment, to, duration = 300) {
    const from = this.stage.cheer;
    return moment.tween(duration, (p) => (this.stage.cheer = from + (to - from) * p), ease.outQuad);
  }

  /** HUD figures counted together ({field: [from, to]}): Figures.count on the moment's time. */
  count(moment, targets, duration, easing = ease.outCubic, onTick = null) {
    return this.figures.count(moment, targets, duration, easing, onTick);
  }

  /** The meter's needle moves from where it shows to `to`, alongside what follows. */
  moveMeter(moment, to, duration) {
    const pops = this.stage.pops;
    pops.meter = 1;
    return this.figures.glide(moment, "meter", to, duration, ease.outCubic, (p) => (pops.meter = 1 - p));
  }

  /**
   * As the round ends: the multiplier back to x1 and the meter emptied, visibly, so that what stays
   * at rest is what the next round starts from (docs/rules.md). A moment `reset` of its own.
   */
  resetFigures() {
    const m = this.moment("reset", "meter");
    const hud = this.figures.hud;
    const pops = this.stage.pops;
    if (!hud || (hud.multiplier <= 1 && hud.meter <= 0)) return;
    if (hud.multiplier > 1) {
      this.figures.set("multiplier", 1);
      pops.multiplier = 1;
      m.tween(RESET_MS, (p) => (pops.multiplier = 1 - p), ease.outQuad);
    }
    if (hud.meter > 0) this.moveMeter(m, 0, RESET_MS);
    m.label("peak");
  }
}
