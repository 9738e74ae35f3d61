// Plays a round's steps as the player wants to see them, one handler per step type, on a
// requestAnimationFrame clock. It works in grid units (column x, row y) and named anchors; the
// renderer maps those to pixels. It decides nothing: every value shown comes from a step.

import { applyStep, freeSpinsLeft } from "./view.js";
import { countStep, formatMoney } from "./money.js";
import { bigWinTier } from "./art/bigwin.js";
import { PRINCESS_NAMES, SYMBOL_COLOURS } from "./art/theme.js";

export const ease = {
  linear: (p) => p,
  inQuad: (p) => p * p,
  outQuad: (p) => 1 - (1 - p) * (1 - p),
  outCubic: (p) => 1 - (1 - p) ** 3,
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

export const FAST_PLAY_SPEED = 2.5; // fast play: every step shown, two and a half times as quick
const IDLE_FRAME_MS = 100; // at rest only the sky twinkles
const HALF_RATE_FRAME_MS = 30;
const POWER_NAMES = { transform: "Transform", wilds: "Wild Moons", destroy: "Destroy" };

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

export class Animator {
  /** `renderer.draw(scene, now)` is called once a frame; `sound.play(name)` on events. */
  constructor(renderer, sound) {
    this.renderer = renderer;
    this.sound = sound;
    this.model = null; // screenModel(config) (view.js): the meter's size
    this.speed = 1; // fast play's, or a test's (main.js)
    this.hurry = 1; // a tap during a round plays the rest faster
    this.clock = 0; // animation time in ms, scaled by speed
    this.lastFrame = null;
    this.tweens = new Set();
    this.cells = cellsFromGrid(null);
    this.ghosts = [];
    this.particles = [];
    this.texts = [];
    this.lines = [];
    this.bolts = [];
    this.banner = null;
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
    this.playing = false;
    this.stopping = false; // Stop: every tween jumps to its end, no sound, same steps
    this.stopPending = false; // Stop pressed while the engine was still being asked
    this.minRoundMs = 0; // an operator profile's shortest round (real time)
    this.reducedMotion = false; // no particles, no bounce, no turning rays
    this.pinned = null; // recall: {balance, lastWin} the HUD keeps while a past round replays
    this.bigWin = null; // the big-win presentation on screen, if any
    this.frame = this.frame.bind(this);
  }

  start() {
    requestAnimationFrame(this.frame);
  }

  frame(now) {
    requestAnimationFrame(this.frame);
    const dt = this.lastFrame === null ? 16 : Math.min(100, now - this.lastFrame);
    this.lastFrame = now;
    // Nothing to draw under the loading screen: the worker's boot gets the CPU instead.
    if (this.paused || this.holding) return;
    this.clock += dt * this.speed * this.hurry;
    for (const tween of [...this.tweens]) this.advance(tween);
    this.updateParticles(dt * this.speed * this.hurry);
    // At rest only the sky twinkles: 10 frames a second are plenty and spare the battery.
    const busy = this.tweens.size > 0 || this.particles.length > 0 || this.texts.length > 0 || this.banner !== null;
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
        particles: this.particles.length,
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

  advance(tween) {
    const elapsed = this.clock - tween.start;
    if (elapsed < 0) return;
    const p = tween.duration <= 0 ? 1 : Math.min(1, elapsed / tween.duration);
    if (tween.update) tween.update(tween.ease(p));
    if (p >= 1) {
      this.tweens.delete(tween);
      tween.resolve();
    }
  }

  /** A promise that runs `update(eased 0..1)` for `duration` ms of animation time. */
  tween(duration, update = null, easing = ease.linear, delay = 0) {
    if (this.stopping) {
      if (update) update(easing(1));
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const tween = { start: this.clock + delay, duration, update, ease: easing, resolve };
      if (update) update(0);
      this.tweens.add(tween);
    });
  }

  wait(duration) {
    return this.tween(duration);
  }

  scene() {
    return {
      clock: this.clock,
      cells: this.cells,
      ghosts: this.ghosts,
      particles: this.particles,
      texts: this.texts,
      lines: this.lines,
      bolts: this.bolts,
      banner: this.banner,
      bigWin: this.bigWin,
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
    this.view = view;
    this.hud = this.hudFor(view);
    this.cells = cellsFromGrid(view.grid);
    this.ghosts = [];
    this.lines = [];
    this.bolts = [];
  }

  /** Play steps[from..] starting from `view`; `onStep(i + 1, view)` after step i is shown (awaited if it returns a promise). */
  async play(steps, from, view, onStep) {
    const stop = this.stopPending;
    const started = performance.now();
    this.show(view);
    this.playing = true;
    this.stopping = stop;
    for (let i = from; i < steps.length; i++) {
      const step = steps[i];
      const next = applyStep(this.view, step);
      const handler = this[`on_${step.t}`];
      if (handler) await handler.call(this, step, this.view, next);
      this.view = next;
      this.hud = this.hudFor(next);
      if (Array.isArray(step.grid) || step.t === "clear") this.cells = cellsFromGrid(next.grid);
      const gate = onStep(i + 1, next); // a promise holds the next step (a debug build's pause)
      if (gate) await gate;
    }
    this.hurry = 1;
    this.stopping = false;
    this.bigWin = null;
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
  }

  /** Stop: show the round's end now. Every step is still applied in order; none is left out. */
  stop() {
    if (!this.playing) {
      this.stopPending = true;
      return;
    }
    this.stopping = true;
    for (const tween of [...this.tweens]) {
      this.tweens.delete(tween);
      if (tween.update) tween.update(tween.ease(1));
      tween.resolve();
    }
    this.particles = [];
    this.texts = [];
    this.banner = null;
    this.bigWin = null;
  }

  /** The HUD for a view; a recall keeps the player's own balance and last win on it. */
  hudFor(view) {
    const hud = viewToHud(view);
    return this.pinned ? { ...hud, ...this.pinned } : hud;
  }

  /** One of sound.js's effects, unless the round is being stopped. */
  sfx(name, opts) {
    if (!this.stopping) this.sound.play(name, opts);
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

  updateParticles(dt) {
    for (const p of this.particles) {
      p.life += dt;
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 0.000004 * dt;
    }
    this.particles = this.particles.filter((p) => p.life < p.ttl);
    this.texts = this.texts.filter((t) => this.clock - t.start < t.duration);
  }

  floatText(text, x, y, colour, duration = 1100, size = 0.34) {
    this.texts.push({ text, x, y, colour, start: this.clock, duration, size });
  }

  async showBanner(title, subtitle, duration, tone = "gold") {
    const banner = { title, subtitle, tone, p: 0, out: 0 };
    this.banner = banner;
    await this.tween(duration * 0.25, (p) => (banner.p = p), ease.outBack);
    await this.wait(duration * 0.55);
    await this.tween(duration * 0.2, (p) => (banner.out = p), ease.inQuad);
    if (this.banner === banner) this.banner = null;
  }

  countHud(field, from, to, duration) {
    if (this.pinned && field in this.pinned) return Promise.resolve();
    const n = 60;
    let shown = from;
    return this.tween(
      duration,
      (p) => {
        const value = countStep(from, to, Math.round(p * n), n);
        if (value !== shown && field === "roundWin") this.sfx("count");
        shown = value;
        this.hud[field] = value;
      },
      ease.outCubic,
    );
  }

  // --- one handler per step type ------------------------------------------------------------------

  async on_land(step) {
    const leaving = this.cells.flat().filter(Boolean);
    this.ghosts = leaving;
    const out = Promise.all(
      leaving.map((s) => {
        const y0 = s.y;
        return this.tween(260, (p) => ((s.y = y0 + p * 6), (s.alpha = 1 - p)), ease.inQuad, s.x * 25);
      }),
    );
    this.cells = cellsFromGrid(step.grid);
    const drops = [];
    for (const s of this.cells.flat()) {
      if (!s) continue;
      const target = s.y;
      const delay = 140 + s.x * 70 + (4 - target) * 18;
      s.y = target - 6.5;
      const landing = this.reducedMotion ? ease.outCubic : ease.outBounce;
      drops.push(this.tween(520, (p) => (s.y = target - 6.5 + 6.5 * p), landing, delay).then(() => this.sfx("land", { col: s.x })));
    }
    await Promise.all([out, ...drops]);
    this.ghosts = [];
  }

  async on_win(step, before) {
    this.sfx("win", { step: step.multiplier - 1 });
    const pulse = [];
    const lit = new Set();
    this.lines = step.wins.map((win) => ({ cells: win.cells, colour: SYMBOL_COLOURS[win.symbol] || "#fff", p: 0 }));
    // A few wins each show their pay where they lie; many show the evaluation's total instead.
    const labelEach = step.wins.length <= 4;
    for (const win of step.wins) {
      for (const [r, c] of win.cells) lit.add(`${r},${c}`);
      if (!labelEach) continue;
      const cx = win.cells.reduce((sum, [, c]) => sum + c, 0) / win.cells.length + 0.5;
      const cy = win.cells.reduce((sum, [r]) => sum + r, 0) / win.cells.length + 0.5;
      this.floatText(`+${formatMoney(win.pay)}`, cx, cy, SYMBOL_COLOURS[win.symbol] || "#fff");
    }
    if (!labelEach) this.floatText(`+${formatMoney(step.total)}`, 2.5, 2.5, "#ffe59a", 1300, 0.6);
    for (const key of lit) {
      const [r, c] = key.split(",").map(Number);
      const s = this.cells[r][c];
      if (s) pulse.push(this.tween(700, (p) => ((s.glow = Math.sin(p * Math.PI)), (s.scale = 1 + 0.12 * Math.sin(p * Math.PI))), ease.linear));
    }
    this.pops.multiplier = 1;
    const lines = this.tween(400, (p) => this.lines.forEach((l) => (l.p = p)), ease.outCubic);
    const count = this.countHud("roundWin", before.roundWin, step.round_win, 650);
    this.hud.multiplier = step.multiplier;
    await Promise.all([...pulse, lines, count, this.tween(500, (p) => (this.pops.multiplier = 1 - p))]);
  }

  async on_meter(step, before) {
    this.sfx("meter", { value: step.value });
    const from = before.meter;
    this.pops.meter = 1;
    await this.tween(450, (p) => ((this.hud.meter = from + (step.value - from) * p), (this.pops.meter = 1 - p)), ease.outCubic);
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
    await Promise.all(gone.map((s) => this.tween(300, (p) => ((s.scale = 1 + 0.6 * p), (s.alpha = 1 - p)), ease.outQuad)));
    this.ghosts = [];
    if (step.moons && step.moons.length) {
      this.sfx("moon");
      const moons = step.moons.map(([r, c]) => {
        const s = sprite("moon", r, c);
        this.cells[r][c] = s;
        this.sparkle(r, c, SYMBOL_COLOURS.moon, 10);
        return this.tween(380, (p) => ((s.scale = p), (s.glow = 1 - p * 0.7)), ease.outBack);
      });
      await Promise.all(moons);
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
        const duration = 180 + 60 * Math.sqrt(Math.abs(tr - fr));
        return this.tween(duration, (p) => ((s.y = fr + (tr - fr) * p), (s.x = fc + (tc - fc) * p)), ease.inQuad, fc * 20);
      }),
    );
    await this.wait(60);
  }

  async on_multiplier(step) {
    this.sfx("multiplier", { value: step.value });
    this.hud.multiplier = step.value;
    await this.tween(380, (p) => (this.pops.multiplier = 1 - p), ease.outQuad);
  }

  async on_power(step) {
    this.sfx(`power_${step.princess}`);
    this.pops.power = 1;
    this.hud.powerPrincess = step.princess;
    const title = `${PRINCESS_NAMES[step.princess] || step.princess}'s Girl Power`;
    const banner = this.showBanner(title, POWER_NAMES[step.effect] || step.effect, 1100, step.princess);
    const cells = step.cells || [];
    if (step.effect === "transform") {
      await Promise.all(
        cells.map(([r, c], i) => {
          const s = this.cells[r][c];
          if (!s) return null;
          return this.tween(220, (p) => (s.flip = 1 - p), ease.inQuad, 200 + i * 30).then(() => {
            s.id = step.to;
            this.sparkle(r, c, SYMBOL_COLOURS[step.to] || "#fff", 6);
            return this.tween(260, (p) => ((s.flip = p), (s.glow = 1 - p)), ease.outBack);
          });
        }),
      );
    } else if (step.effect === "wilds") {
      await Promise.all(
        cells.map(([r, c], i) => {
          const bolt = { to: [r, c], p: 0, colour: SYMBOL_COLOURS.star };
          this.bolts.push(bolt);
          return this.tween(320, (p) => (bolt.p = p), ease.outQuad, 200 + i * 120).then(() => {
            this.bolts = this.bolts.filter((b) => b !== bolt);
            const s = sprite("moon", r, c);
            this.cells[r][c] = s;
            this.sparkle(r, c, SYMBOL_COLOURS.moon, 14);
            return this.tween(360, (p) => ((s.scale = p), (s.glow = 1 - p * 0.6)), ease.outBack);
          });
        }),
      );
    } else if (step.effect === "destroy") {
      const strikes = cells.map(([r, c], i) => {
        const bolt = { to: [r, c], p: 0, colour: SYMBOL_COLOURS.storm, lightning: true };
        this.bolts.push(bolt);
        return this.tween(220, (p) => (bolt.p = p), ease.outQuad, 200 + (i % 6) * 40).then(() => {
          this.bolts = this.bolts.filter((b) => b !== bolt);
          const s = this.cells[r][c];
          if (!s) return null;
          this.cells[r][c] = null;
          this.ghosts.push(s);
          this.burst(r, c, SYMBOL_COLOURS.storm, 10);
          return this.tween(260, (p) => ((s.scale = 1 + 0.5 * p), (s.alpha = 1 - p)), ease.outQuad);
        });
      });
      await Promise.all(strikes);
      this.ghosts = [];
    }
    await banner;
    await this.tween(200, (p) => (this.pops.power = 1 - p));
    this.hud.powerPrincess = null;
  }

  async on_princess(step, before) {
    this.sfx("click");
    this.princessFade = { from: before.princess, p: 0 };
    this.hud.princess = step.value;
    await this.tween(600, (p) => (this.princessFade.p = p), ease.inOutCubic);
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
        return this.tween(550, (p) => ((s.alpha = 1 - p), (s.y = y0 - 0.3 * p), (s.glow = 1)), ease.inQuad);
      }),
    );
    this.ghosts = [];
  }

  async on_clear() {
    this.sfx("clear");
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c += 2) this.sparkle(r, c, "#ffe9a8", 6);
    await this.showBanner("Grid Clear!", "The whole grid is empty", 1500, "gold");
  }

  async on_trinity_start() {
    this.sfx("free_spins");
    this.hud.meter = this.model.meterSize;
    await this.showBanner("Princess Trinity", "Love, Star and Storm take turns", 1700, "trinity");
  }

  async on_trinity_end() {
    await this.showBanner("Trinity complete", "", 800, "trinity");
  }

  async on_choice() {
    this.sfx("click");
  }

  async on_free_spins_start(step) {
    this.sfx("free_spins");
    this.hud.featurePrincess = step.princess;
    this.hud.freeSpinsLeft = step.spins;
    await this.showBanner(`${step.spins} Free Spins`, `${PRINCESS_NAMES[step.princess] || step.princess}'s power on every miss`, 1700, step.princess);
  }

  async on_free_spin(step) {
    this.hud.freeSpins = { number: step.number, total: step.total };
    this.hud.freeSpinsLeft = step.total - step.number;
    await this.showBanner(`Free spin ${step.number} of ${step.total}`, "", 650, "small");
  }

  async on_extend(step) {
    this.sfx("meter", { value: this.model.meterSize });
    await this.showBanner(`+${step.added} Free Spins`, `${step.total} in all`, 1200, "gold");
  }

  async on_prize(step, before) {
    this.sfx("clear");
    const banner = this.showBanner("Grid Clear Prize", `+${formatMoney(step.amount)}`, 1700, "gold");
    await Promise.all([banner, this.countHud("roundWin", before.roundWin, step.round_win, 1200)]);
  }

  async on_cap(step) {
    this.sfx("big_win");
    this.hud.roundWin = step.round_win;
    await this.showBanner("Max Win!", formatMoney(step.round_win), 1900, "gold");
  }

  async on_free_spins_end(step, before) {
    await this.showBanner("Feature over", `Won ${formatMoney(before.roundWin)}`, 1300, "small");
  }

  async on_end(step, before) {
    if (step.win <= 0) {
      await this.wait(150);
      return;
    }
    if (!this.pinned) this.hud.lastWin = step.win;
    const tier = bigWinTier(step.win, before.bet);
    if (tier > 0) {
      const count = 1600 + 900 * tier; // the show grows with the win
      const balance = this.wait(350).then(() => this.countHud("balance", before.balance, step.balance, count));
      await Promise.all([this.presentBigWin(step.win, before.bet, tier, count), balance]);
      return;
    }
    this.sfx("win", { step: 0 });
    const duration = Math.min(2600, 900 + 40 * Math.sqrt(step.win / Math.max(1, before.bet)) * 10);
    const banner = this.showBanner("Win", formatMoney(step.win), duration + 400, "gold");
    await Promise.all([banner, this.countHud("balance", before.balance, step.balance, duration)]);
  }

  /** BIG, SUPER, MEGA, EPIC: the amount counts up and the title steps up as it passes each tier. */
  async presentBigWin(win, bet, tier, count) {
    const show = { tier: 1, text: formatMoney(0), p: 0, out: 0, pop: 0, still: this.reducedMotion };
    this.bigWin = show;
    this.sfx("big_win");
    const n = 90;
    await this.tween(350, (p) => (show.p = p), ease.outBack);
    let shown = 0;
    await this.tween(
      count,
      (p) => {
        show.pop = Math.max(0, show.pop - 0.08);
        const value = countStep(0, win, Math.round(p * n), n);
        if (value === shown) return;
        shown = value;
        show.text = formatMoney(value);
        this.sfx("count");
        const reached = bigWinTier(value, bet);
        if (reached > show.tier) {
          show.tier = reached;
          show.pop = 1;
          this.sfx("meter", { value: Math.min(3, reached - 1) });
        }
      },
      ease.inOutCubic,
    );
    show.tier = tier;
    show.text = formatMoney(win);
    show.pop = 1;
    await this.tween(400, (p) => (show.pop = 1 - p), ease.outQuad);
    await this.wait(600 + 250 * tier);
    await this.tween(350, (p) => (show.out = p), ease.inQuad);
    if (this.bigWin === show) this.bigWin = null;
  }
}
