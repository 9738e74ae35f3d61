// What a step's moment may do (moments.js, shows.js): the object every handler gets as `p`. It holds
// the props (what stands on the stage: the cells, the banners, the shows), the one clock, the effects and
// the HUD's readouts, and the spin under way, whose moments it makes; the sounds, sparks, coins and
// labels it gives are left out while a moment is being skipped. The round loop is presenter.js's.

import { Sequence, ease } from "./timeline.js";
import { emptyProps } from "./props.js";

const RESET_MS = 360; // the multiplier and the meter back to what the next round starts from
const FADE_MS = 450; // one princess's portrait gives way to the next's
const SKY_MS = 900; // the scene's layers glide to the new princess's places
const MOON_PULSE_MS = 900; // the moon brightens as a wild lands, and dims again
const FEATURE_SKY_MS = 1200; // the sky turns to the free spins' princess's colour, and back
const STOP_MS = Object.freeze({ flash: 70, fade: 260, halt: 520 }); // Stop: the flash's light, its fading, her hand raised
// Where the scene's layers stand for each princess (parallax depth, -1..1): her change moves the sky.
const SKY_DEPTH = Object.freeze({ love: -0.6, star: 0, storm: 0.6 });

/** The scene's parallax depth for princess `id`'s sky. */
export function skyDepth(id) {
  return SKY_DEPTH[id] ?? 0;
}

/** A moon's pulse at `k` (0..1 of it): quickly up, slowly down. */
const pulse = (k) => (k < 0.15 ? ease.outQuad(k / 0.15) : 1 - ease.inOutCubic((k - 0.15) / 0.85));

/**
 * A step's moment (moments.js, shows.js: one a step type, by the registry's key, ../steps.js):
 * declares its beats on the presenter's timeline and resolves when the next step may begin.
 * `before` is the view the step starts from, `after` the view it leaves.
 * @template {import("../types.js").StepType} T
 * @typedef {(p: Staging, step: import("../types.js").StepOf<T>, before: import("./view.js").View, after: import("./view.js").View) => Promise<void>} Handler
 */

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
   * @param {{timeline: import("./timeline.js").Timeline, effects: import("./effects.js").Effects, readouts: import("./readouts.js").Readouts,
   *   sound: {play: (name: string, opts?: object) => void}, music?: {setMood: (name: string) => void} | null, quietStakeWins?: boolean}} parts
   */
  constructor({ timeline, effects, readouts, sound, music, quietStakeWins = false }) {
    this.timeline = timeline;
    this.effects = effects;
    this.readouts = readouts;
    this.sound = sound;
    this.music = music;
    this.quietStakeWins = quietStakeWins; // no celebration of a win at or below the stake
    /** @type {import("./view.js").ScreenModel | null} */
    this.model = null; // screenModel(config) (view.js): the grid's and the meter's sizes, the max win
    this.props = emptyProps();
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
    return this.readouts.hud;
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

  /**
   * The step right after the one being played, if it is of type `type` (what it sets may come in
   * with this one's words: the free spins' start and the multiplier they start from), else null.
   * @template {import("../types.js").StepType} T
   * @param {T} type
   * @returns {import("../types.js").StepOf<T> | null}
   */
  following(type) {
    const step = this.steps[this.index + 1];
    return step && step.t === type ? /** @type {import("../types.js").StepOf<T>} */ (step) : null;
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
  burst(moment, r, c, colour, count, spread = 0) {
    if (!moment.skipping) this.effects.burst(r, c, colour, count, spread);
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
    if (!moment.skipping) this.props.texts.push({ ...label, start: this.timeline.cursor + delay, duration });
  }

  /** The labels in the label layer leave within `ms` (0: at once). */
  clearLabels(ms) {
    if (ms <= 0) {
      this.props.texts = [];
      return;
    }
    const now = this.timeline.cursor;
    for (const text of this.props.texts) text.duration = Math.min(text.duration, Math.max(0, now - text.start) + ms);
  }

  /** The symbols a win dimmed brighten again in `ms`. */
  undim(moment, ms) {
    const props = this.props;
    const from = props.dim;
    if (from > 0) moment.tween(ms, (k) => (props.dim = from * (1 - k)), ease.outQuad);
  }

  /** The princess celebrates (a big win, the max win) or calms down. */
  cheerTo(moment, to, duration = 300) {
    const from = this.props.cheer;
    return moment.tween(duration, (p) => (this.props.cheer = from + (to - from) * p), ease.outQuad);
  }

  /**
   * The portrait turns to princess `id` on `moment`, through light: the old one brightens to its
   * height, halfway the new one takes its place and comes out of the light (the frame is whole at
   * every instant), and the scene's layers glide to her places. `peak`: the moment's peak is that
   * halfway point (a test may hold it there). Resolves once she is in.
   */
  async portraitTo(moment, id, ms = FADE_MS, peak = false) {
    const props = this.props;
    const shown = props.princessFade;
    if (!id || shown.to === id) return;
    const fade = (props.princessFade = { from: shown.to, to: id, p: 0 });
    this.skyTo(moment, skyDepth(id), SKY_MS);
    await moment.garnish(ms / 2, (k) => (fade.p = ease.inOutCubic(k / 2)));
    if (peak) moment.label("peak");
    await moment.garnish(ms / 2, (k) => (fade.p = ease.inOutCubic(0.5 + k / 2)));
  }

  /** After a step: the portrait shows the princess the view says leads (the one whose power plays, else the feature's, else the active one). */
  followPrincess(view) {
    const want = this.props.powerPrincess || view.featurePrincess || view.princess;
    if (want && this.props.princessFade.to !== want) this.portraitTo(this.moment("portrait", "portrait"), want);
  }

  /** The scene's layers glide to parallax `depth` over `ms` (garnish: nothing waits for it). */
  skyTo(moment, depth, ms, easing = ease.inOutCubic) {
    const sky = this.props.sky;
    const from = sky.depth;
    return moment.garnish(ms, (k) => (sky.depth = from + (depth - from) * k), easing);
  }

  /** The sky turns to the free spins' princess `id` (null: back to the night's own) over `ms` (garnish). */
  featureSky(moment, id, ms = FEATURE_SKY_MS) {
    const sky = this.props.sky;
    const from = sky.feature;
    if (id) sky.tint = id;
    return moment.garnish(ms, (k) => (sky.feature = from + ((id ? 1 : 0) - from) * k), ease.inOutCubic);
  }

  /** The moon answers wilds landing (`count` of them), `delay` ms from now: it brightens and dims (garnish; none while skipped). */
  moonAnswers(moment, count, delay = 0) {
    if (moment.skipping || count <= 0) return;
    const sky = this.props.sky;
    const strength = Math.min(1, 0.55 + 0.15 * count);
    moment.garnish(MOON_PULSE_MS, (k) => (sky.moonGlow = strength * pulse(k)), ease.linear, delay);
  }

  /**
   * A Girl Power's cut-in, a moment of its own (`cut-in-love`...): princess `id` crosses the stage
   * large in a band of her colour for `ms` (with reduced motion a still close-up that fades in and
   * out); its peak halfway, she in the middle. Its clock runs evenly: the painter eases every part.
   */
  async cutIn(id, ms) {
    const m = this.moment(`cut-in-${id}`, "stage");
    const props = this.props;
    const cut = (props.cutIn = { id, k: 0, still: this.reducedMotion });
    // in two halves, so that its peak (a test's hold) finds her exactly in the middle
    await m.tween(ms / 2, (k) => (cut.k = k / 2));
    m.label("peak");
    await m.tween(ms / 2, (k) => (cut.k = 0.5 + k / 2));
    m.label("out");
    if (props.cutIn === cut) props.cutIn = null;
  }

  /**
   * Stop's moment, beside the spin it cut (a sequence `stop` of the round, so that the cut never
   * reaches it): a freeze-flash over the grid, its peak at the flash's height, and the princess's
   * hand raised for a moment.
   */
  stopped(round) {
    const m = new Moment(round, "stop", "grid");
    const props = this.props;
    // her hand is held up by the tween itself: the view the round ends on (shown at once) resets it
    m.garnish(STOP_MS.halt, () => (props.halt = 1)).then(() => (props.halt = 0));
    m.garnish(STOP_MS.flash, (k) => (props.flash = k), ease.outQuad).then(() => {
      m.label("peak");
      return m.garnish(STOP_MS.fade, (k) => (props.flash = 1 - k), ease.inQuad);
    });
  }

  /** HUD figures counted together ({field: [from, to]}): Readouts.count on the moment's time. */
  count(moment, targets, duration, easing = ease.outCubic, onTick = null) {
    return this.readouts.count(moment, targets, duration, easing, onTick);
  }

  /** The meter's needle moves from where it shows to `to`, alongside what follows. */
  moveMeter(moment, to, duration) {
    const pops = this.props.pops;
    pops.meter = 1;
    return this.readouts.glide(moment, "meter", to, duration, ease.outCubic, (p) => (pops.meter = 1 - p));
  }

  /**
   * As the round ends: the multiplier back to x1 and the meter emptied, visibly, so that what stays
   * at rest is what the next round starts from (docs/rules.md); the multiplier it reached is said
   * beside the medal until the next round begins. A moment `reset` of its own.
   */
  resetReadouts() {
    const m = this.moment("reset", "meter");
    const hud = this.readouts.hud;
    const pops = this.props.pops;
    this.props.added = null;
    if (!hud || (hud.multiplier <= 1 && hud.meter <= 0)) return;
    if (hud.multiplier > 1) {
      this.props.reached = hud.multiplier; // said beside the x1 medal until the next round begins
      this.readouts.set("multiplier", 1);
      pops.multiplier = 1;
      m.tween(RESET_MS, (p) => (pops.multiplier = 1 - p), ease.outQuad);
    }
    if (hud.meter > 0) this.moveMeter(m, 0, RESET_MS);
    m.label("peak");
  }
}
