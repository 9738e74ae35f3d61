// Plays a round's steps as the player wants to see them: each step type's moment (moments.js,
// shows.js, by the registry's key: ../steps.js) declares a labelled sequence of beats on the timeline that puts
// its words in one zone of the layout (layout.js). What a moment may do, and what stands on the
// stage (its props), is staging.js's; this module is the round loop: it hands each step to its moment, in
// order, and the scene to the painters once a frame. It decides nothing: every value shown comes
// from a step.
//
// A round is a sequence; each spin of it (the base spin, the trinity round, each free spin) a
// sequence inside it, then its closing (the max win, the feature's total, the round's end), and
// each step's moment a sequence inside those. Stop cuts the spin under way: its beats left end at
// once (every step is still applied in order) and the next spin plays as ever; a Stop in the last
// spin carries into the closing, whose shows still come, from their peak. The operator's rules come
// in as options (`minRoundMs`, `quietStakeWins`); a test's holds, the frames' costs and each
// round's length go to `hooks`.

import { applyStep } from "./view.js";
import { Timeline } from "./timeline.js";
import { Effects } from "./effects.js";
import { Readouts } from "./readouts.js";
import { FrameLoop } from "./frames.js";
import { Staging, skyDepth } from "./staging.js";
import { MOMENTS } from "./moments.js";
import { SHOWS } from "./shows.js";
import { entryOf } from "../steps.js";
import { cellsFromGrid, syncCells } from "./props.js";
import { captions } from "./captions.js";
import { NO_HOOKS } from "../hooks.js";

/** @typedef {import("./view.js").View} View */

export const FAST_PLAY_SPEED = 3; // fast play: every step shown, in a third of the time

/**
 * Each step type's moment: the grid's (moments.js) and the round's closing (shows.js).
 * @type {Readonly<Record<string, import("./staging.js").Handler<any>>>}
 */
const MOMENT_OF = Object.freeze({ ...MOMENTS, ...SHOWS });

export class Presenter {
  /**
   * `paint(scene, now)` draws a frame (the renderer and the HUD) and says whether it was whole; `dirty()` asks for one whatever
   * moved; `sound.play(name)` on events; `music.setMood(name)`; `options`: the operator profile's
   * {minRoundMs, quietStakeWins}.
   * @param {{paint: (scene: any, now: number) => boolean | void, dirty: () => boolean, sound: {play: (name: string, opts?: object) => void}, music?: {setMood: (name: string) => void} | null,
   *   hooks?: import("../hooks.js").Hooks, options?: {minRoundMs?: number, quietStakeWins?: boolean}}} parts
   */
  constructor({ paint, dirty, sound, music, hooks = NO_HOOKS, options = {} }) {
    this.hooks = hooks;
    this.minRoundMs = options.minRoundMs ?? 0; // an operator profile's shortest round (real time)
    this.timeline = new Timeline();
    this.effects = new Effects();
    this.readouts = new Readouts();
    this.staging = new Staging({
      timeline: this.timeline,
      effects: this.effects,
      readouts: this.readouts,
      sound,
      music,
      quietStakeWins: options.quietStakeWins ?? false,
    });
    this.props = this.staging.props; // what stands on the stage: one object, the moments' and the painters'
    this.model = null; // screenModel(config) (view.js), the moments' too
    this.frames = new FrameLoop({
      presenter: this,
      paint: (scene, now) => {
        // `paint` says whether the frame was whole: nothing was left to a later frame
        const whole = !!paint(scene, now) && !!scene.hud;
        if (whole) this.wholeFrame();
        return whole;
      },
      dirty,
      hooks,
    });
    /** @type {View | null} */
    this.view = null;
    this.round = null; // the round's sequence while one plays
    this.playing = false;
    this.paused = true; // until the loading screen lifts, and after Close
    this.holding = false; // no frame starts while the engine is asked: its answer is not kept waiting
    this.stopPending = false; // Stop pressed while the engine was still being asked
    this.cut = false; // Stop cut the spin under way (its closing comes from its shows' peaks)
    this.rushed = false; // a Stop or a tap hurried this round: its length is not its own (hooks.round)
    // The first whole frame of a view (the sky, the portrait and every cached picture painted): the
    // loading screen lifts on it, and a round resumed by a reload waits for that (controller.js).
    /** @type {() => void} */
    this.wholeFrame = () => {};
    /** @type {Promise<void>} */
    this.firstWhole = new Promise((resolve) => (this.wholeFrame = resolve));
  }

  start() {
    this.frames.start();
  }

  /** Start drawing (once the loading screen lifts). */
  resume() {
    this.paused = false;
  }

  /** Stop drawing for good (Close). */
  pause() {
    this.paused = true;
  }

  /** While the engine is asked (`on`), no frame starts: its answer is not kept waiting. */
  holdFrames(on) {
    this.holding = on;
  }

  /** The engine's config, as screenModel() reads it. */
  setModel(model) {
    this.model = this.staging.model = model;
    this.effects.gridSize = model.gridSize;
  }

  get speed() {
    return this.timeline.speed;
  }

  set speed(k) {
    this.timeline.speed = k;
  }

  get reducedMotion() {
    return this.effects.reducedMotion;
  }

  /** No sparks, no coins, no bounce, no turning rays. */
  set reducedMotion(on) {
    this.effects.reducedMotion = on;
  }

  /** The grid's rows (and columns), from the engine's config (0 before it is known). */
  get gridSize() {
    return this.model ? this.model.gridSize : 0;
  }

  get hud() {
    return this.readouts.hud;
  }

  get pinned() {
    return this.readouts.pinned;
  }

  set pinned(figures) {
    this.readouts.pinned = figures;
  }

  get bigWin() {
    return this.props.bigWin;
  }

  /** True while Stop is jumping the spin under way (or the round's closing) to its end. */
  get stopping() {
    return this.staging.stopping;
  }

  /** The round's closing steps are under way. */
  get closing() {
    const spin = this.staging.spin;
    return spin !== null && spin.name === "close";
  }

  // --- the frame loop's side ------------------------------------------------------------------------

  get running() {
    return !this.paused && !this.holding;
  }

  advance(dt) {
    this.effects.update(this.timeline.advance(dt));
    const clock = this.timeline.clock;
    this.props.texts = this.props.texts.filter((t) => clock - t.start < t.duration);
  }

  get busy() {
    const s = this.props;
    return (
      this.timeline.busy ||
      this.effects.busy ||
      s.texts.length > 0 ||
      s.banner !== null ||
      s.powerBanner !== null ||
      s.overlay !== null ||
      s.bigWin !== null ||
      s.featureStart !== null
    );
  }

  /** What is on the stage, for the painters (grid units; the renderer maps them to the layout's zones). */
  scene() {
    const { particles, coins, bolts } = this.effects;
    const hud = this.readouts.hud;
    const words = hud && this.model ? captions(hud, this.model, this.props) : null;
    return { ...this.props, clock: this.timeline.clock, frozen: this.timeline.frozen, particles, coins, bolts, hud, words, still: this.reducedMotion };
  }

  // --- a round --------------------------------------------------------------------------------------

  /**
   * Show a view at once, with no animation (page load, resumption, a void round).
   * @param {View} view
   */
  show(view) {
    this.frames.redraw();
    this.stopPending = false;
    Object.assign(this.props, {
      cells: cellsFromGrid(view.grid, this.gridSize),
      ghosts: [],
      lines: [],
      dim: 0,
      bigWin: null,
      overlay: null,
      featureStart: null,
      cheer: 0,
      powerPrincess: null,
      cutIn: null,
      lean: 0,
      halt: 0,
      flash: 0,
    });
    // her portrait and her sky as the view says, at once: nothing fades in from an empty frame
    const princess = view.featurePrincess || view.princess;
    if (princess !== this.props.princessFade.to) {
      this.props.princessFade = { from: null, to: princess, p: 1 };
      this.props.sky.depth = skyDepth(princess);
    }
    this.props.sky.tint = view.featurePrincess || null;
    this.props.sky.feature = view.featurePrincess ? 1 : 0;
    this.effects.bolts = [];
    this.view = view;
    this.readouts.show(view);
    this.staging.mood(view.phase === "free" ? "free" : "base");
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
    const staging = this.staging;
    this.show(view);
    // the last round's news (the multiplier it reached, spins it added) goes as this one begins
    Object.assign(this.props, { total: null, reached: 0, added: null, powerBanner: null }); // (a caption of its end may still be up)
    this.readouts.roundBegins(view); // Last win shows the round before's until this one is over
    this.playing = true;
    staging.steps = steps;
    const round = (this.round = this.timeline.sequence("round"));
    round.onLabel = (moment, label) => label === "peak" && this.peak(moment.name);
    this.rushed = false;
    this.beginSpin("spin");
    if (stop) this.stop();
    const timeline = this.timeline;
    const begin = timeline.cursor;
    /** @type {Record<string, number>} */
    const beats = {}; // animation time spent in each step type (the benchmark's breakdown)
    for (let i = from; i < steps.length; i++) {
      const step = steps[i];
      staging.index = i;
      const before = this.view;
      const next = applyStep(before, step);
      const entry = entryOf(step.t);
      const moment = entry ? MOMENT_OF[step.t] : null;
      if (!moment) this.unknown(step);
      else if (entry.spin) this.beginSpin(entry.spin(step));
      else if (entry.closing && !this.closing) this.beginClosing();
      const at = timeline.cursor;
      if (moment) await moment(staging, step, before, next);
      beats[step.t] = (beats[step.t] || 0) + (timeline.cursor - at);
      this.view = next;
      this.readouts.hud = this.readouts.forView(next);
      staging.followPrincess(next);
      if (next.grid !== before.grid) this.props.cells = syncCells(this.props.cells, next.grid); // a step that changed the grid
      const gate = onStep(i + 1, next); // a promise holds the next step (a debug build's pause)
      if (gate) await gate;
    }
    const last = timeline.cursor;
    await round.drain();
    beats.drain = timeline.cursor - last;
    if (!this.rushed) this.hooks.round({ ms: Math.round(timeline.cursor - begin), speed: timeline.speed, steps: steps.length - from, beats });
    timeline.hurry = 1;
    this.round = null;
    staging.spin = null;
    staging.steps = [];
    this.props.bigWin = null;
    this.props.overlay = null;
    // An operator's shortest round: the animation never ends sooner (real time, not sped up).
    let rest = this.minRoundMs - (performance.now() - started);
    while (rest > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(rest)));
      rest = this.minRoundMs - (performance.now() - started); // a timer may fire a hair early
    }
    this.readouts.roundOver(this.view); // at rest: Last win takes this round's win (or keeps the last one's, at a choice)
    this.playing = false;
    return this.view;
  }

  /**
   * A step of a type the page has no entry for (../steps.js): said on the console in every
   * build, and to the hooks (a debug build fails the test that met it). Production plays on and
   * shows the grid it carries: the round is the engine's, already paid and stored, and a player
   * must still see where it ends.
   * @param {{t: string}} step
   */
  unknown(step) {
    console.error(`Midnight Princess shows no moment for the step type "${step.t}": steps.js has no entry for it (or moments.js and shows.js no moment).`);
    this.hooks.unknownStep(step);
  }

  /** A spin of the round begins (the base spin, the trinity round, a free spin): a sequence of its own that Stop may cut. */
  beginSpin(name) {
    this.staging.spin = this.round.child(name);
    this.cut = false;
    this.timeline.hurry = 1; // a tap hurries the spin it came in, not the next
  }

  /** The round's closing begins (the max win, the feature's total, the end): after a cut spin, its shows come from their peaks. */
  beginClosing() {
    const spin = (this.staging.spin = this.round.child("close"));
    this.timeline.hurry = 1;
    if (this.cut) spin.skip();
  }

  /** A tap while a round plays: hurry the rest of the spin under way. */
  hurryUp() {
    this.timeline.hurry = 4;
    this.rushed = true;
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
    const spin = this.staging.spin;
    if (!spin) return;
    this.timeline.frozen = false;
    this.rushed = true;
    const cutting = !this.closing;
    if (cutting) {
      this.cut = true;
      this.effects.clear();
      Object.assign(this.props, { texts: [], lines: [], banner: null, powerBanner: null, featureStart: null, dim: 0, cutIn: null });
    }
    spin.skip();
    if (cutting) this.staging.stopped(this.round);
  }

  /** The whole round to its end at once, shows and all (leaving a recall). */
  finish() {
    if (!this.playing) return;
    this.timeline.frozen = false;
    this.rushed = true;
    this.cut = true;
    if (this.round) this.round.end();
    this.effects.clear();
    const cleared = { texts: [], lines: [], banner: null, powerBanner: null, featureStart: null, overlay: null, bigWin: null };
    Object.assign(this.props, cleared, { cheer: 0, dim: 0, cutIn: null, lean: 0, halt: 0, flash: 0 });
  }

  /** A moment at its peak: a test may hold the animation here (screenshots, Stop). */
  peak(name) {
    const held = this.hooks.hold(name);
    if (held) this.timeline.freeze(held);
  }
}
