// What a step's moment may do (moments.js, shows.js): the object every handler gets as `p`. It holds
// the stage (what stands on it: the cells, the banners, the shows), the one clock, the effects and
// the HUD's figures, and the spin under way, whose moments it makes; the sounds, sparks, coins and
// labels it gives are left out while a moment is being skipped. The round loop is presenter.js's.

import { Sequence, ease } from "./timeline.js";
import { emptyStage } from "./stage.js";

const RESET_MS = 360; // the multiplier and the meter back to what the next round starts from

/** A moment: a sequence of the round that puts its words in one zone of the layout (`keepsPeak`: a show). */
export class Moment extends Sequence {
  constructor(parent, name, zone, options = {}) {
    super(parent.timeline, name, parent, options);
    this.zone = zone;
  }
}

export class Staging {
  /**
   * `sound.play(name)` on events; `music.setMood(name)`; `quietStakeWins`: the operator profile's
   * no celebration of a win at or below the stake.
   * @param {{timeline: import("./timeline.js").Timeline, effects: import("./effects.js").Effects, figures: import("./figures.js").Figures,
   *   sound: {play: (name: string, opts?: object) => void}, music?: {setMood: (name: string) => void} | null, quietStakeWins?: boolean}} parts
   */
  constructor({ timeline, effects, figures, sound, music, quietStakeWins = false }) {
    this.timeline = timeline;
    this.effects = effects;
    this.figures = figures;
    this.sound = sound;
    this.music = music;
    this.quietStakeWins = quietStakeWins; // no celebration of a win at or below the stake
    /** @type {import("./view.js").ScreenModel | null} */
    this.model = null; // screenModel(config) (view.js): the grid's and the meter's sizes, the max win
    this.stage = emptyStage();
    /** @type {Sequence | null} */
    this.spin = null; // the spin's sequence under way, or the round's closing ("close")
    /** @type {import("../types.js").Step[]} */
    this.steps = []; // the round's steps being played (a show may read the end it leads to)
    this.index = 0;
  }

  get reducedMotion() {
    return this.effects.reducedMotion;
  }

  get hud() {
    return this.figures.hud;
  }

  /** True while Stop is jumping the spin under way (or the round's closing) to its end. */
  get stopping() {
    return this.spin !== null && this.spin.skipping;
  }

  /**
   * The next step of type `type` still to come in the round being played (a show that leads to the end reads its figures), or null.
   * @template {import("../types.js").StepType} T
   * @param {T} type
   * @returns {import("../types.js").StepOf<T> | null}
   */
  ahead(type) {
    for (let i = this.index + 1; i < this.steps.length; i++) {
      const step = this.steps[i];
      if (step.t === type) return /** @type {import("../types.js").StepOf<T>} */ (step);
    }
    return null;
  }

  /** A moment of the spin under way named `name` (a test may hold it at its peak) whose words go in `zone`; `keepsPeak`: a show. */
  moment(name, zone, { keepsPeak = false } = {}) {
    return new Moment(this.spin ?? this.timeline.sequence("rest"), name, zone, { keepsPeak });
  }

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

  /**
   * A win's label in the label layer, `delay` ms from now for `duration` ms: `label` {text, colour,
   * run (its run's [row, col] cells), group (the drop's labels, placed together), total (the drop's
   * total)}. Stop leaves none floating.
   */
  label(moment, label, duration, delay = 0) {
    if (!moment.skipping) this.stage.texts.push({ ...label, start: this.timeline.cursor + delay, duration });
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
