// The test hooks of debug builds only (build.py --debug): fixed seeds, forced grids, and the
// newest round's step as <body data-step> for tests to wait on. main.js never imports this
// module in a production build; it injects `hooks` (hooks.js names them) into the controller and
// the presenter, and calls `attach` once the game exists.
// docs/testing.md is the contract for everything here: change both together (and the version).
//
// Trust tests: a frozen clock (?mp-clock=MS or __mp.setClock), a pause after a given step
// (?mp-pause=N or __mp.pauseAt: <body data-paused=N>, so that a test can reload right there),
// and replies held in flight (__mp.holdReplies) so that a test can reload before one arrives.
// Seeds may also be queued before the page's first request by an init script
// (window.__MP_TEST = {seeds: [...]}), so that a test can fix the new game's seed.
//
// Every test: <body data-settled> is "true" once the page is at rest (ready, or the choice) with
// the newest round's last step shown (a frame painted) and stored (its journal commit done), and
// "false" from the moment it leaves rest; __mp.settled() waits for it, and __mp.outcome() asks the
// page's own engine what a round will give, storing nothing.
//
// Presentation tests: __mp.holdAt(name) freezes the animation when the presentation `name`
// reaches its peak (<body data-held=name>: a screenshot, a Stop) until __mp.release();
// __mp.pacing() gives each round's animation time and __mp.frames() the frames' costs (both kept
// here from the presenter's hooks), __mp.scene() and __mp.drawn() what is on screen.

import { EVENTS } from "./events.js";
import { SEED_PATTERN } from "./record/seeds.js";
import { tagImage, textsOn, watchTexts } from "./drawn-text.js";
import { formatMoney } from "./money.js";
import { faceBox } from "./screen/layout.js";

// The test API's version (docs/testing.md): raised whenever a hook is added, removed or changed.
export const TEST_API_VERSION = 8;

// drawn()'s parts before the renderer first draws them (screen/renderer.js)
const UNDRAWN = Object.freeze({
  banner: null,
  powerBanner: null,
  overlay: null,
  bigWin: null,
  total: null,
  meter: null,
  multiplier: null,
  idle: null,
  cards: [],
  cutIn: null,
  lead: null,
  featureStart: null,
  princess: null,
  labels: [],
  reached: null,
  added: null,
  freeSpins: null,
  coins: null,
  stage: null,
});
const AT_REST = new Set(["ready", "choice"]);
const TEXT_FRAMES = 240; // the words of this many frames are kept (__mp.texts)

export function createDebugHooks(win, doc) {
  const preset = win.__MP_TEST || {};
  const seeds = Array.isArray(preset.seeds) ? preset.seeds.filter((s) => typeof s === "string" && SEED_PATTERN.test(s)) : [];
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
  const query = new URLSearchParams(win.location.search);
  const number = (text) => (text !== null && /^-?\d+$/.test(text) ? Number(text) : null);
  let frozenClock = number(query.get("mp-clock")) ?? (Number.isSafeInteger(preset.clock) ? preset.clock : null);
  let pauseAt = number(query.get("mp-pause"));
  let holdOps = [];
  const held = [];
  let startBalance = Number.isSafeInteger(preset.balance) ? preset.balance : null; // the next new game's, once
  let lockedSpeed = preset.speed ?? null; // a test's animation speed: fast play no longer changes it
  const virtual = { frames: 0, channel: null };
  let holdName = null;
  let release = null;
  const hook = { controller: null, presenter: null, renderer: null, ledger: null, history: null, bridge: null };
  const timings = { spin: [], choose: [] }; // each spin's and choose's round trip as the controller waited (hooks.replied)
  const pacing = []; // each round played through: its animation time (hooks.round)
  const frames = { count: 0, total: 0, max: 0, slow: [], pace: 0, interval: 16.7, whole: false }; // draw costs (hooks.frame); whether the last frame was whole
  const texts = []; // the words each frame showed, newest last: [{frame, texts}] (__mp.texts)
  watchTexts(win);
  /** The words on the screen's canvas and the choice's cards this frame, in CSS px of the window. */
  const frameTexts = () => {
    const r = hook.renderer;
    if (!r) return [];
    const shown = [];
    const add = (canvas, rect, reset, where) => {
      const k = rect.width / Math.max(1, canvas.width);
      for (const t of textsOn(canvas, reset)) {
        shown.push({ text: t.text, px: t.px * k, x: rect.left + t.x * k, y: rect.top + t.y * k, w: t.w * k, h: t.h * k, alpha: t.alpha, where });
      }
    };
    add(r.canvas, { left: 0, top: 0, width: r.w || r.canvas.width }, true, "scene");
    for (const card of r.cards) if (card.w) add(card.canvas, card.canvas.getBoundingClientRect(), false, "card");
    return shown;
  };
  const painted = []; // resolved by the next frame painted
  const settling = { token: 0, count: 0, waiting: [] }; // <body data-settled>: its generation, times settled, __mp.settled()'s waiters
  const nextPaint = () => new Promise((resolve) => painted.push(resolve));
  doc.body.dataset.settled = "false"; // until the game is first at rest and shown
  /** Not at rest (or not yet shown and stored): data-settled is "false" until settleOnceShown() completes. */
  const unsettle = () => {
    settling.token += 1;
    if (doc.body.dataset.settled !== "false") doc.body.dataset.settled = "false";
    return settling.token;
  };
  /** At rest: once `stored` is done and a frame painted the resting view, data-settled is "true". */
  const settleOnceShown = async (stored) => {
    const token = unsettle();
    await stored;
    if (hook.presenter) hook.presenter.frames.redraw(); // a frame is painted even with nothing moving
    await nextPaint();
    if (token !== settling.token || !hook.controller || !AT_REST.has(hook.controller.phase)) return;
    settling.count += 1;
    doc.body.dataset.settled = "true";
    for (const waiter of settling.waiting.splice(0)) waiter();
  };
  const settledNow = () => ({
    phase: hook.controller.phase,
    count: settling.count,
    step: Number(doc.body.dataset.step || 0),
    hud: structuredClone(hook.presenter.hud),
  });
  const hooks = {
    nextSeed(fallback) {
      return seeds.length ? seeds.shift() : fallback();
    },
    force() {
      const f = forced;
      forced = null;
      return f;
    },
    clock() {
      return frozenClock ?? Date.now();
    },
    gate(index) {
      if (index !== pauseAt) return null;
      doc.body.dataset.paused = String(index);
      return new Promise(() => {}); // held until the page is reloaded
    },
    gateReply(payload) {
      if (!holdOps.includes(payload.op)) return null;
      return new Promise((resolve) => held.push(resolve));
    },
    replied({ op, ms }) {
      const list = timings[op];
      if (!list) return;
      list.push(ms);
      if (list.length > 5000) list.splice(0, 2500);
    },
    speed: () => lockedSpeed,
    balance() {
      const cents = startBalance;
      startBalance = null;
      return cents;
    },
    hold(name) {
      if (name !== holdName) return null;
      holdName = null;
      doc.body.dataset.held = name;
      return new Promise((resolve) => (release = resolve));
    },
    round(entry) {
      pacing.push(entry);
      if (pacing.length > 200) pacing.splice(0, 100);
    },
    unknownStep(step) {
      // A page test must fail on a step type with no entry in steps.js, not watch it pass unshown.
      setTimeout(() => {
        throw new Error(`The step type "${step.t}" has no entry in steps.js`);
      });
    },
    frame({ cost, pace, interval, scene, whole }) {
      Object.assign(frames, { count: frames.count + 1, total: frames.total + cost, max: Math.max(frames.max, cost), pace, interval, whole });
      texts.push({ frame: frames.count, texts: frameTexts() });
      if (texts.length > TEXT_FRAMES) texts.shift();
      if (cost > 30 && frames.slow.length < 40) frames.slow.push(slowFrame(cost, scene));
      for (const resolve of painted.splice(0)) resolve();
    },
    settled({ stored }) {
      settleOnceShown(stored);
    },
  };
  /**
   * The game exists (main.js hands over what it composed): follow its phase and steps; the presenter
   * and the renderer say what is on screen, the ledger and the history what is kept, the bridge what was asked.
   */
  const attach = ({ controller, presenter, renderer, ledger, history, bridge }) => {
    Object.assign(hook, { controller, presenter, renderer, ledger, history, bridge });
    // the pictures the painter's worker sends carry the words painted on them
    const pictures = renderer.pictures;
    const arrived = pictures.arrived.bind(pictures);
    pictures.arrived = (message) => {
      tagImage(message.image, message.texts);
      arrived(message);
    };
    controller.on(EVENTS.PHASE, ({ phase }) => {
      if (phase === "spinning") doc.body.dataset.step = "0";
      if (AT_REST.has(phase)) settleOnceShown(ledger.restCommitted);
      else unsettle();
    });
    controller.on(EVENTS.STEP, (i) => (doc.body.dataset.step = String(i)));
  };
  win.__mp = {
    version: TEST_API_VERSION,
    setSeeds(list) {
      if (!Array.isArray(list) || !list.every((s) => typeof s === "string" && SEED_PATTERN.test(s))) {
        throw new TypeError("setSeeds wants a list of 64 lowercase hex digit strings");
      }
      seeds.push(...list);
      return seeds.length;
    },
    seedsLeft: () => seeds.length,
    clearSeeds() {
      seeds.length = 0;
    },
    force(grids, extra = {}) {
      if (!Array.isArray(grids)) throw new TypeError("force wants a list of 5x5 grids");
      forced = { grids, ...extra }; // extra: {malfunction_at: N} makes the engine fail after N steps
    },
    state: () => structuredClone(hook.controller && hook.controller.state),
    history: () => (hook.history ? hook.history.list() : []),
    ledger: () => {
      const ledger = hook.ledger;
      return ledger ? structuredClone({ game: ledger.game, seq: ledger.seq, pending: ledger.pending, unsaved: ledger.unsaved }) : null;
    },
    /** A new game (at rest only) whose balance is `cents` (later new games start as the engine says). */
    newGame(cents) {
      if (!Number.isSafeInteger(cents) || cents < 0) throw new TypeError("newGame wants a balance in whole cents");
      startBalance = cents;
      return hook.controller.newGame();
    },
    setClock(ms) {
      frozenClock = Number.isSafeInteger(ms) ? ms : null;
    },
    pauseAt(index) {
      pauseAt = Number.isSafeInteger(index) ? index : null;
    },
    holdReplies(ops = ["spin", "choose"]) {
      holdOps = ops;
    },
    held: () => held.length,
    killWorker() {
      // The engine's worker dies mid-game, as a crash would leave it.
      const bridge = hook.bridge;
      bridge.worker.terminate();
      bridge.failAll("The game engine stopped.");
    },
    /**
     * Resolves once <body data-settled> is "true" and the page has settled more than `after` times
     * (`settledCount()` before an action: its round's end; left out: now if settled, else the next).
     */
    settled(after = -1) {
      if (!Number.isSafeInteger(after)) throw new TypeError("settled wants a whole number of times settled, or nothing");
      const done = () => doc.body.dataset.settled === "true" && settling.count > after;
      if (done()) return Promise.resolve(settledNow());
      return new Promise((resolve) => {
        const check = () => (done() ? resolve(settledNow()) : settling.waiting.push(check));
        settling.waiting.push(check);
      });
    },
    settledCount: () => settling.count,
    /**
     * What a round will give, from the page's own engine and the state it holds (or `state`, e.g.
     * an earlier outcome's), storing and queueing nothing: a spin of `bet` (default: the bet the
     * next spin takes) with `seed` and the landings `grids`, then, if it waits for the choice and
     * `princess` is given, that choose with `chooseSeed` and `chooseGrids`; while a round waits for
     * its choice, that choose alone.
     * @param {{bet?: number, seed?: string, grids?: import("./types.js").Grid[], princess?: import("./types.js").Princess,
     *   chooseSeed?: string, chooseGrids?: import("./types.js").Grid[], state?: import("./types.js").State}} [args]
     */
    async outcome({ bet, seed, grids, princess, chooseSeed, chooseGrids, state: from } = {}) {
      const controller = hook.controller;
      if (!controller || !controller.state) throw new Error("outcome: the game has not started");
      const asked = [];
      const ask = async (payload, landings) => {
        const request = { v: 1, ...payload, now: hooks.clock(), ...(landings ? { force: { grids: landings } } : {}) };
        const reply = await hook.bridge.request(request);
        if (!reply.ok && !reply.state) throw new Error(`outcome: the engine refused the ${request.op}: ${reply.error.code} (${reply.error.message})`);
        asked.push({ request, reply });
        return reply.state;
      };
      const waiting = (state) => state.round !== null && state.round.status === "awaiting_choice";
      let state = from ?? controller.state;
      if (!waiting(state)) state = await ask({ op: "spin", state, bet: bet ?? controller.bet, seed }, grids);
      else if (princess === undefined) throw new TypeError("outcome: the round waits for its choice: name the princess and the chooseSeed");
      if (waiting(state) && princess !== undefined) await ask({ op: "choose", state, princess, seed: chooseSeed }, chooseGrids);
      const last = asked[asked.length - 1].reply;
      return structuredClone({
        win: last.round.win,
        balance: last.state.balance,
        status: last.round.status,
        round: last.round,
        state: last.state,
        steps: asked.flatMap(({ reply }) => reply.steps || []),
        requests: asked.map(({ request }) => request),
        error: last.ok ? null : last.error,
      });
    },
    /** Whole minor units as the page writes money now (its language and currency). */
    money(minor, { sign = false } = {}) {
      return formatMoney(minor, { sign });
    },
    releaseReplies() {
      holdOps = [];
      for (const resolve of held.splice(0)) resolve();
    },
    view: () => structuredClone(hook.presenter && hook.presenter.view),
    hud: () => structuredClone(hook.presenter && hook.presenter.hud),
    phase: () => hook.controller && hook.controller.phase,
    config: () => structuredClone(hook.controller && hook.controller.config),
    setSpeed(k) {
      lockedSpeed = k; // a controller not built yet takes it from hooks.speed()
      if (hook.presenter) hook.presenter.speed = k;
    },
    timings: () => structuredClone(hook.controller ? timings : {}),
    commits: () => (hook.ledger ? hook.ledger.commitTimes() : []), // journal commits, ms each
    holdAt(name) {
      holdName = typeof name === "string" ? name : null;
    },
    release() {
      delete doc.body.dataset.held;
      const go = release;
      release = null;
      if (go) go();
    },
    pacing: () => structuredClone(pacing),
    /**
     * From now on, frames come at exactly `fps` a second of the page's own time, as fast as the
     * machine runs them (benchmark, tests); `onFrame()` after each; `__mp.realFrames()` ends it.
     */
    virtualFrames(fps = 60, onFrame = null) {
      const presenter = hook.presenter;
      const loop = presenter.frames;
      loop.manual = true;
      let now = loop.lastFrame ?? performance.now();
      const channel = new MessageChannel();
      virtual.channel = channel;
      channel.port1.onmessage = () => {
        if (virtual.channel !== channel) return;
        now += 1000 / fps;
        loop.tick(now);
        if (presenter.playing && !presenter.holding) virtual.frames += 1; // a round's animation on screen
        if (onFrame) onFrame();
        channel.port2.postMessage(0); // a task a frame: every promise the frame settled runs before the next
      };
      channel.port2.postMessage(0);
    },
    /** The display's frames again (after virtualFrames). */
    realFrames() {
      const loop = hook.presenter.frames;
      virtual.channel = null;
      if (!loop.manual) return;
      loop.manual = false;
      loop.lastFrame = null; // the virtual clock ran ahead of the display's
      loop.start();
    },
    virtualFrameCount: () => virtual.frames,
    scene() {
      if (!hook.presenter) return null;
      const a = hook.presenter.scene();
      const banner = (b) => (b ? { title: b.title, subtitle: b.subtitle, tone: b.tone, place: b.place } : null);
      const sprites = [...a.cells.flat().filter(Boolean), ...a.ghosts];
      return structuredClone({
        texts: a.texts.filter((t) => a.clock >= t.start && a.clock - t.start < t.duration).map((t) => t.text), // on screen now
        glowing: sprites.filter((s) => s.glow >= 0.5 && s.alpha >= 0.5).map((s) => [Math.round(s.y), Math.round(s.x)]),
        dim: a.dim,
        grid: a.cells.map((row) => row.map((s) => (s ? s.id : null))), // the symbols on the stage now
        banner: banner(a.banner),
        powerBanner: banner(a.powerBanner),
        overlay: a.overlay ? { ...a.overlay } : null,
        total: a.total,
        bigWin: a.bigWin ? { ...a.bigWin } : null,
        featureStart: a.featureStart ? { ...a.featureStart } : null, // a feature's start on the whole stage
        coins: a.coins.length,
        sparks: a.particles.reduce((by, spark) => ({ ...by, [spark.colour]: (by[spark.colour] || 0) + 1 }), {}), // sparks flying now, by colour
        cheer: a.cheer,
        pops: { ...a.pops },
        lean: a.lean, // a power's anticipation: her portrait leans towards the grid
        cutIn: a.cutIn ? { ...a.cutIn } : null, // a power's cut-in: {id, k, still}
        flash: a.flash, // Stop's freeze-flash
        halt: a.halt, // Stop: her hand raised
        portrait: { ...a.princessFade }, // the princess the portrait shows (`to`), fading in over `from`
        sky: { ...a.sky }, // the scene's parallax depth, the moon's glow, the free spins' sky (tint, feature)
        busy: hook.presenter.busy, // anything still moving (a garnish runs on after its round)
        frozen: a.frozen,
        clock: a.clock,
      });
    },
    drawn() {
      const r = hook.renderer;
      if (!r || !r.layout) return null;
      const cells = [];
      const n = r.layout.grid.n;
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          const [cx, cy, cell] = r.cellCentre(row, col);
          cells.push({ row, col, x: cx - cell / 2, y: cy - cell / 2, w: cell, h: cell });
        }
      }
      const z = r.layout;
      const m = r.drawn.meter;
      const words = m && m.drawn;
      const meter = m
        ? {
            value: m.value,
            caption: words ? words.text : null,
            form: words ? words.form : null,
            lines: words ? words.lines.length : 0,
            px: words ? words.px : null,
            glow: m.glow,
          }
        : null;
      const word = r.drawn.multiplier;
      const multiplier = word ? { word: word.text, px: word.px, fits: word.fits } : null;
      // her life in the picture shown: its breath and blink (art/princess.js's idlePose at the time it was painted)
      const her = r.drawn.princess;
      const at = her ? r.pictures.portraitTime(her.shown) : null;
      const life = at === null ? null : r.art.idlePose(her.shown, at, her.shown === her.id ? her.pose : "rest");
      const princess = her ? { ...her, breath: life && life.breath, blink: life ? life.blink || 0 : null } : null;
      // a show's: whether its words fit, its veil's opacity now
      const { shows = {}, ...drawn } = r.drawn;
      const show = (name, parts) =>
        shows[name]
          ? { ...parts(shows[name]), fits: !shows.words[name] || shows.words[name].fits, veil: shows.veils[name] ? shows.veils[name].veil : 0 }
          : null;
      return structuredClone({
        ...UNDRAWN,
        ...drawn,
        bigWin: show("bigWin", (b) => ({ tier: b.tier })),
        overlay: show("overlay", (o) => ({ kind: o.kind, summary: o.summary || null })),
        meter,
        multiplier,
        princess,
        grid: z.grid,
        power: z.bannerBand,
        meterBox: z.meter,
        medal: z.multiplier,
        portrait: z.portrait,
        face: faceBox(z.portrait), // her face in it, which a banner beside the grid leaves in sight
        moon: r.moon,
        cells,
      });
    },
    roundTrips: () => structuredClone(hook.bridge ? hook.bridge.roundTrips : []),
    longtasks: () => longtasks.slice(),
    frames: () => structuredClone(hook.presenter ? frames : {}),
    /** The words drawn in the last `count` frames painted: [{frame, texts: [{text, px, x, y, w, h, alpha, where}]}], oldest first. */
    texts: (count = 1) => structuredClone(texts.slice(-Math.max(1, count))),
  };
  return { hooks, attach };
}

/** What a slow frame (over 30 ms) had to draw, for the benchmark's notes. */
function slowFrame(cost, scene) {
  const cells = scene.cells.flat().filter(Boolean);
  return {
    cost: Math.round(cost),
    glowing: cells.filter((c) => c.glow > 0).length,
    cells: cells.length,
    ghosts: scene.ghosts.length,
    particles: scene.particles.length + scene.coins.length,
    texts: scene.texts.length,
    lines: scene.lines.length,
    banner: scene.banner ? scene.banner.title : null,
    multiplier: scene.hud && scene.hud.multiplier,
  };
}
