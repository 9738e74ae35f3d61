// The display's frames: each requestAnimationFrame moves the presentation on and has it painted,
// as often as it needs. At rest only the sky twinkles, so 10 frames a second are enough; while a
// round plays every display frame is drawn, or every other one when frames come late (a slow or
// busy machine), trying the full rate again later. A benchmark may drive the frames itself
// (`manual`, then `tick(now)`); what each frame cost goes to `hooks.frame`.

import { NO_HOOKS } from "../hooks.js";

const IDLE_FRAME_MS = 100;
const HALF_RATE_FRAME_MS = 30;
const SLOW_INTERVAL_MS = 24; // frames further apart than this on average: halve the rate
const RETRY_FULL_RATE_MS = 15000;

export class FrameLoop {
  /**
   * `presenter`: {running (bool), advance(dt), busy (bool), scene()}; `paint(scene, now)` draws a
   * frame and says whether it was whole (nothing left to a later frame); `dirty()` says the screen
   * must be drawn whatever moved (a resize).
   */
  constructor({ presenter, paint, dirty = () => false, hooks = NO_HOOKS, win = window }) {
    this.presenter = presenter;
    this.paint = paint;
    this.dirty = dirty;
    this.hooks = hooks;
    this.win = win;
    this.manual = false; // a benchmark's frames at an exact rate (debug.js), not the display's
    this.lastFrame = null;
    this.lastDraw = 0;
    this.wasBusy = false;
    this.busyFrameMs = 0; // 0: every display frame; HALF_RATE_FRAME_MS when the machine cannot keep up
    this.intervalAverage = 16.7;
    this.paceCheckedAt = 0;
    this.frame = this.frame.bind(this);
  }

  start() {
    this.win.requestAnimationFrame(this.frame);
  }

  /** The display's frame: one tick, unless a benchmark drives the frames itself. */
  frame(now) {
    if (this.manual) return;
    this.win.requestAnimationFrame(this.frame);
    this.tick(now);
  }

  /** One frame at time `now` (ms): move the presentation on, draw if anything changed. */
  tick(now) {
    const dt = this.lastFrame === null ? 16 : Math.min(100, now - this.lastFrame);
    this.lastFrame = now;
    // Nothing to draw under the loading screen, nor while the engine is asked: the CPU is theirs.
    if (!this.presenter.running) return;
    this.presenter.advance(dt);
    const busy = this.presenter.busy;
    // The frame after the last busy one is always drawn: it shows where every tween came to rest.
    const settling = this.wasBusy && !busy;
    this.wasBusy = busy;
    if (!settling && !this.dirty() && now - this.lastDraw < (busy ? this.busyFrameMs : IDLE_FRAME_MS)) return;
    if (busy) this.pace(now - this.lastDraw, now);
    this.lastDraw = now;
    const scene = this.presenter.scene();
    const t0 = performance.now();
    const whole = this.paint(scene, now);
    this.hooks.frame({ cost: performance.now() - t0, pace: this.busyFrameMs, interval: this.intervalAverage, scene, whole: !!whole });
  }

  /** Halve the frame rate while frames come late, retry the full rate later. */
  pace(interval, now) {
    if (interval > 100) return; // the first frame after a pause says nothing
    this.intervalAverage += (interval - this.intervalAverage) * 0.1;
    if (this.busyFrameMs === 0 && this.intervalAverage > SLOW_INTERVAL_MS) {
      this.busyFrameMs = HALF_RATE_FRAME_MS;
      this.paceCheckedAt = now;
    } else if (this.busyFrameMs > 0 && now - this.paceCheckedAt > RETRY_FULL_RATE_MS) {
      this.busyFrameMs = 0;
      this.intervalAverage = 16.7;
    }
  }

  /** Draw the next frame whatever moved (a view shown at once). */
  redraw() {
    this.wasBusy = true;
  }
}
