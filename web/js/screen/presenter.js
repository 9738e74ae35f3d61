// Plays a round's steps as the player wants to see them: one handler per step type (moments.js,
// shows.js) declares its moment, a labelled sequence of beats on the timeline that puts its words
// in one zone of the layout (layout.js). The presenter holds what is on the stage (the cells, the
// banners, the shows), hands it to the painters once a frame as the scene, and decides nothing:
// every value shown comes from a step.
//
// A round is a sequence; each spin of it (the base spin, the trinity round, each free spin) a
// sequence inside it, and each step's moment a sequence inside its spin. Stop skips the round's
// sequence: every beat left ends at once, every step is still applied in order. The operator's
// rules come in as options (`minRoundMs`, `quietStakeWins`); a test's holds, the frames' costs
// and each round's length go to `hooks`.

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

export const FAST_PLAY_SPEED = 3; // fast play: every step shown, in a third of the time
const HANDLERS = { ...MOMENTS, ...SHOWS };
const RESET_MS = 360; // the multiplier and the meter back to their start as a round begins
const SPIN_STARTS = new Set(["trinity_start", "free_spin"]); // steps that begin a spin of their own

/** A moment: a sequence of the round that puts its words in one zone of the layout. */
export class Moment extends Sequence {
  constructor(parent, name, zone) {
    super(parent.timeline, name, parent);
    this.zone = zone;
  }
}

export class Presenter {
  /**
   * `paint(scene, now)` draws a frame (the renderer and the HUD); `dirty()` asks for one whatever
   * moved; `sound.play(name)` on events; `music.setMood(name)`; `options`: the operator profile's
   * {minRoundMs, quietStakeWins}.
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
    this.spin = null; // the spin's sequence inside it
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

  /** True while Stop is jumping the round to its end. */
  get stopping() {
    return this.round !== null && this.round.skipping;
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

  /** Play steps[from..] starting from `view`; `onStep(i + 1, view)` after step i is shown (awaited if it returns a promise). */
  async play(steps, from, view, onStep) {
    const stop = this.stopPending;
    const started = performance.now();
    const shown = this.figures.hud; // what the screen showed before: the reset is shown from it
    this.show(view);
    this.stage.total = null;
    this.playing = true;
    const round = (this.round = this.timeline.sequence("round"));
    round.onLabel = (moment, label) => label === "peak" && this.peak(moment.name);
    if (stop) round.skip();
    this.spin = round.child("spin");
    this.hurried = false;
    const timeline = this.timeline;
    const begin = timeline.cursor;
    const beats = {}; // animation time spent in each step type (the benchmark's breakdown)
    if (from === 0 && shown && view.roundOpen) this.showReset(shown);
    for (let i = from; i < steps.length; i++) {
      const step = steps[i];
      const next = applyStep(this.view, step);
      const handler = HANDLERS[step.t];
      if (SPIN_STARTS.has(step.t)) this.spin = round.child(step.t === "free_spin" ? `free-spin-${step.number}` : "trinity");
      const at = timeline.cursor;
      if (handler) await handler(this, step, this.view, next);
      beats[step.t] = (beats[step.t] || 0) + (timeline.cursor - at);
      this.view = next;
      this.figures.hud = this.figures.forView(next);
      if (Array.isArray(step.grid) || step.t === "clear") this.stage.cells = syncCells(this.stage.cells, next.grid);
      const gate = onStep(i + 1, next); // a promise holds the next step (a debug build's pause)
      if (gate) await gate;
    }
    const last = timeline.cursor;
    await round.drain();
    beats.drain = timeline.cursor - last;
    if (!round.skipping && !this.hurried)
      this.hooks.round({ ms: Math.round(timeline.cursor - begin), speed: timeline.speed, steps: steps.length - from, beats });
    timeline.hurry = 1;
    this.round = null;
    this.spin = null;
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

  /** A tap while a round plays: hurry the rest of it. */
  hurryUp() {
    this.timeline.hurry = 4;
    this.hurried = true;
  }

  /** Stop: show the round's end now. Every step is still applied in order; none is left out. */
  stop() {
    if (!this.playing) {
      this.stopPending = true;
      return;
    }
    this.timeline.frozen = false;
    if (this.round) this.round.skip();
    this.effects.clear();
    Object.assign(this.stage, { texts: [], lines: [], banner: null, powerBanner: null, overlay: null, bigWin: null, cheer: 0 });
  }

  /** A moment of the spin under way named `name` (a test may hold it at its peak) whose words go in `zone`. */
  moment(name, zone) {
    return new Moment(this.spin ?? this.timeline.sequence("rest"), name, zone);
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

  /** A label in the label layer at (x, y) in grid units, for `duration` ms; Stop leaves none floating. */
  label(moment, text, x, y, colour, duration, size = 0.34) {
    if (!moment.skipping) this.stage.texts.push({ text, x, y, colour, start: this.timeline.cursor, duration, size });
  }

  /**
   * A banner in the moment's zone: "grid" (across the grid's middle), "gridTop" (its top row),
   * "bannerBand" (beside or above the grid). It comes in (label `intro`), holds (`peak`: a test may
   * hold it there) and goes (`out`); resolves once it is gone.
   */
  banner(moment, { title, subtitle = "", tone = "gold" }, duration) {
    const place = moment.zone;
    const banner = { title, subtitle, tone, place, p: 0, out: 0 };
    const slot = place === "bannerBand" ? "powerBanner" : "banner";
    this.stage[slot] = banner;
    moment.label("intro");
    return moment
      .tween(duration * 0.2, (p) => (banner.p = p), ease.outBack)
      .then(() => {
        moment.label("peak");
        return moment.wait(duration * 0.6);
      })
      .then(() => {
        moment.label("out");
        return moment.tween(duration * 0.2, (p) => (banner.out = p), ease.inQuad);
      })
      .then(() => {
        if (this.stage[slot] === banner) this.stage[slot] = null;
      });
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

  /** As a round begins: the multiplier and the meter the last round left go back to their start, visibly. */
  showReset(shown) {
    const m = this.moment("reset", "meter");
    const pops = this.stage.pops;
    if (shown.multiplier > 1) {
      pops.multiplier = 1;
      m.tween(RESET_MS, (p) => (pops.multiplier = 1 - p), ease.outQuad);
    }
    if (shown.meter > 0) {
      this.figures.hud.meter = shown.meter;
      this.moveMeter(m, 0, RESET_MS);
    }
    if (shown.multiplier > 1 || shown.meter > 0) m.label("peak");
  }
}
