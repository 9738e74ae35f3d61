// The presentation's one clock (Phaser's Time.Clock and TweenManager, GSAP's timeline): animation
// time in ms, scaled by the speed; the tweens that run on it; and sequences, the moments they
// belong to. It knows nothing of what is shown.
//
// A beat that follows another starts where that one ended, not at the next frame (`cursor`), so a
// run of beats lasts their sum whatever the frame rate. A sequence groups the tweens of one moment
// (a round, a spin, a banner) and marks points in it with labels (`intro`, `peak`, `out`);
// skipping a sequence jumps its tweens, and its children's, to their ends, up to a label or to the
// sequence's end, never past it: a sibling that comes after runs at its own pace. A show (a big
// win, the feature's total) keeps its peak: a skip of what it belongs to takes it to its peak, which
// it then holds its own time, and once past its peak only to its `out`, so it is always seen.

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

export class Timeline {
  constructor() {
    this.clock = 0; // animation time in ms, scaled by speed
    this.cursor = 0; // where the next beat starts: the end of the beat just finished
    this.speed = 1; // fast play's, or a test's
    this.hurry = 1; // a tap during a round plays the rest faster
    this.frozen = false; // a test holds a moment at its peak
    this.tweens = new Set();
  }

  /** A new top-level sequence named `name` (a round). */
  sequence(name) {
    return new Sequence(this, name, null);
  }

  /** Move the clock by `dt` ms of real time and every tween with it; the animation time that passed (0 while frozen). */
  advance(dt) {
    if (this.frozen) return 0;
    const passed = dt * this.speed * this.hurry;
    this.clock += passed;
    let ended = null;
    for (const tween of [...this.tweens]) {
      const end = this.move(tween);
      if (end !== null && (ended === null || end > ended)) ended = end;
    }
    // What a finished beat starts next starts where it ended (its continuation runs before the next frame).
    this.cursor = ended ?? this.clock;
    return passed;
  }

  /** Move a tween to the clock; its end time once it is over, else null. */
  move(tween) {
    const elapsed = this.clock - tween.start;
    if (elapsed < 0) return null;
    const p = tween.duration <= 0 ? 1 : Math.min(1, elapsed / tween.duration);
    if (tween.update) tween.update(tween.ease(p));
    if (p < 1) return null;
    this.tweens.delete(tween);
    tween.resolve();
    return tween.start + tween.duration;
  }

  /**
   * A promise that runs `update(eased 0..1)` for `duration` ms of animation time, `delay` after
   * where the last beat ended; in a sequence being skipped it ends at once, at its end value.
   * `garnish`: no drain waits for it (the sky gliding, a glow fading): a round may end while it runs.
   */
  tween(duration, update = null, easing = ease.linear, delay = 0, sequence = null, garnish = false) {
    if (sequence && sequence.skipping) {
      if (update) update(easing(1));
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const tween = { start: this.cursor + delay, duration, update, ease: easing, resolve, sequence, garnish };
      if (update) update(0);
      this.tweens.add(tween);
    });
  }

  /** Every running tween that `which(tween)` picks jumps to its end now. */
  /** @param {(tween: any) => boolean} [which] */
  finish(which = () => true) {
    for (const tween of [...this.tweens]) {
      if (!which(tween)) continue;
      this.tweens.delete(tween);
      if (tween.update) tween.update(tween.ease(1));
      tween.resolve();
    }
  }

  /** When every running tween but garnish will have ended, in ms of animation time from the cursor (0: none runs). */
  remaining() {
    let end = this.cursor;
    for (const tween of this.tweens) if (!tween.garnish) end = Math.max(end, tween.start + tween.duration);
    return end - this.cursor;
  }

  /** The clock stands still until `until` settles (a test's hold). */
  freeze(until) {
    this.frozen = true;
    until.then(() => (this.frozen = false));
  }

  /** True while any tween runs. */
  get busy() {
    return this.tweens.size > 0;
  }
}

/**
 * A moment's tweens and labels; `onLabel(sequence, label)` is told of each label reached (not while
 * skipping). `keepsPeak`: a show, which a skip of a sequence it belongs to takes only to its peak.
 */
export class Sequence {
  constructor(timeline, name, parent, { onLabel = parent ? parent.onLabel : null, keepsPeak = false } = {}) {
    this.timeline = timeline;
    this.name = name;
    this.parent = parent;
    this.onLabel = onLabel;
    this.keepsPeak = keepsPeak;
    this.children = [];
    this.reached = new Set(); // the labels passed
    this.skipTo = undefined; // while skipping: the label it stops at, or null for the sequence's end
    this.ended = false; // end(): everything in it ends, shows too
    if (parent) parent.children.push(this);
  }

  /** A sequence inside this one: skipping this one skips it too (a show only to its peak). */
  child(name, options = {}) {
    return new Sequence(this.timeline, name, this, options);
  }

  /** True while this sequence is being skipped, or one it belongs to is (a show past its peak: only its own skip counts). */
  get skipping() {
    if (this.skipTo !== undefined) return true;
    if (this.parent === null || !this.parent.skipping) return false;
    return this.ending || !(this.keepsPeak && this.reached.has("peak"));
  }

  /** True once this sequence, or one it belongs to, was ended (end()). */
  get ending() {
    return this.ended || (this.parent !== null && this.parent.ending);
  }

  /** True if this sequence is `other` or inside it. */
  within(other) {
    for (let s = this; s; s = s.parent) if (s === other) return true;
    return false;
  }

  /** Every sequence inside this one, at any depth. */
  *descendants() {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }

  tween(duration, update = null, easing = ease.linear, delay = 0) {
    return this.timeline.tween(duration, update, easing, delay, this);
  }

  /** A tween no drain waits for (the sky gliding, a glow fading): what follows need not wait for it, nor the round's end. */
  garnish(duration, update = null, easing = ease.linear, delay = 0) {
    return this.timeline.tween(duration, update, easing, delay, this, true);
  }

  wait(duration) {
    return this.tween(duration);
  }

  /** Until every beat still running (a meter filling, a banner leaving) is over, garnish aside. */
  drain() {
    const left = this.timeline.remaining();
    return left > 0 ? this.wait(left) : Promise.resolve();
  }

  /** The sequence reaches `name`: a skip to it ends here. */
  label(name) {
    this.reached.add(name);
    if (this.skipTo === name) this.skipTo = undefined;
    if (!this.skipping && this.onLabel) this.onLabel(this, name);
  }

  /**
   * Jump to label `to` (a label not yet reached), else to this sequence's end: its running tweens end
   * now, the next ones at once. A show inside it stops at its peak; one already past its peak goes to its `out`.
   */
  skip(to = null) {
    this.skipTo = to !== null && !this.reached.has(to) ? to : null;
    for (const show of this.descendants()) if (show.keepsPeak && show.reached.has("peak") && !show.reached.has("out")) show.skipTo = "out";
    this.timeline.finish((tween) => tween.sequence !== null && tween.sequence.within(this) && tween.sequence.skipping);
  }

  /** Everything in this sequence ends now, shows too, and what it starts afterwards ends at once. */
  end() {
    this.ended = true;
    this.skip();
  }
}
