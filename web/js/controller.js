// The game manager: sends the player's actions to the engine, stores what it answers, and has
// the presenter show it. It never decides a rule: balances, wins, whether a round waits for a
// choice, all come from the engine's replies. It knows nothing of buttons: it emits events
// (below) and the page's modules listen.
//
// Persistence is the ledger's (ledger.js): the request is stored before it is sent, the reply
// (state and steps) in one write before anything is shown, then the index of each step once
// shown. A reload finishes a request left in flight, folds the shown steps and plays on.

import { BridgeError } from "./engine/bridge.js";
import { EVENTS, Emitter } from "./events.js";
import { NO_HOOKS } from "./hooks.js";
import { applyStep, emptyView, restingView, roundStartView } from "./screen/view.js";
import { coversNoBet, formatMoney, formatPercent } from "./money.js";
import { t } from "./messages.js";
import { KIND, VOID_REASON } from "./record/ledger.js";

// The worker's boot stages, each a slice of one bar; the fetch follows the bytes. The engine's
// wheel ("fetch-wheel") comes beside the runtime's files and is too small to show.
const LOAD_STAGES = {
  "fetch-pyodide": { from: 0, span: 0.7, label: "loadFetch" },
  load: { from: 0.7, span: 0.2, label: "loadStart" },
  import: { from: 0.9, span: 0.1, label: "loadImport" },
};

// How long the loading screen waits for the game's first whole frame before it lifts anyway.
const FIRST_FRAME_WAIT_MS = 1500;

/** The table's text for each of the engine's error codes: the engine's own message is English only. */
const ENGINE_ERRORS = Object.freeze({
  BAD_REQUEST: "errorBadRequest",
  UNSUPPORTED_VERSION: "errorVersion",
  CORRUPT_STATE: "errorCorrupt",
  FORCE_NOT_ALLOWED: "errorForce",
  ROUND_IN_PROGRESS: "errorRoundOpen",
  INVALID_BET: "errorBet",
  INSUFFICIENT_FUNDS: "errorFunds",
  NO_CHOICE_PENDING: "errorNoChoice",
  MALFUNCTION: "errorMalfunction",
});

/** What the player reads of an engine error ({code, message}): the table's words for its code. */
function engineError(error) {
  const key = error && ENGINE_ERRORS[error.code];
  return key ? t(key) : (error && error.message) || t("noGame");
}

/** Where a ledger event reaches the player: what a load found, the answer to their own action, another tab's move. */
const ON = Object.freeze({ LOAD: "load", PLAY: "play", OTHER_TAB: "other-tab" });

/**
 * What the player is told of a ledger event, by its kind (the one switch over them): {text,
 * error?, reload?} (`reload`: only a reload goes on from here), or null when there is nothing to say.
 */
function toldOf(e, on) {
  switch (e.kind) {
    case KIND.QUARANTINED:
      return on === ON.LOAD ? { text: t("damagedNewGame", { problem: e.problem }), error: true } : { text: t("movedDamaged", { problem: e.problem }) };
    case KIND.MOVED: {
      const text = e.problem ? t("movedDamaged", { problem: e.problem }) : t("movedOtherTab");
      return { text: on === ON.PLAY ? `${text} ${t("nothingBet")}` : text };
    }
    case KIND.VOIDED:
      return { text: t(e.reason === VOID_REASON.ENGINE ? "voidedByUpdate" : "voidedExpired", { bet: formatMoney(e.round.bet) }) };
    case KIND.DROPPED:
      return e.request.op === "spin" ? { text: t("droppedByUpdate") } : null;
    case KIND.MALFUNCTION:
    case KIND.REFUSED:
      return { text: engineError(e.reply.error), error: true };
    case KIND.NOTICE:
      return { text: e.message };
    case KIND.RUNG_CHANGED: {
      const now = t("rtpChanged", { now: formatPercent(e.now), was: formatPercent(e.was) });
      return { text: e.open ? `${now} ${t("rtpChangedOpen", { was: formatPercent(e.was) })}` : now };
    }
    case KIND.BUSY:
      return { text: t("busyOtherTab") };
    case KIND.UNSAVED:
      return { text: t("unsaved"), error: true };
    case KIND.UNSAVED_REPLY:
      return { text: t("unsavedReply"), error: true, reload: on === ON.PLAY };
    default: // STARTED, PLAYED, FAILED, LOST (call() has said why), ENGINE_CHANGED (its events say)
      return null;
  }
}

/**
 * Events (`controller.on(name, listener)`):
 * - `phase` {phase, previous}, on every change: loading | ready | spinning | choice | error, and
 *   the page's own recall | closed; only `ready` takes a spin, only `choice` a choose.
 * - `config` (config): the engine's configuration, once, before the first round is shown (for
 *   the launch's currency: its `currency` and `minor_unit` then say which; a USD game's may not).
 * - `balance` (minor units): the engine's balance (the stored state's), on load and after every
 *   reply that changed it; the balance on screen is the presenter's HUD, which counts up to it.
 * - `bet` (minor units): the bet the next spin will use.
 * - `choice` (options): the round waits for the free-spins choice of one of `options`
 *   [{princess, spins}] (after the `phase` change; again if another tab moved to a new choice).
 * - `resume` {roundId, choice}: a load found round `roundId` unfinished (steps not yet shown, or
 *   `choice`: waiting for the free-spins choice) and plays it on from where it stopped.
 * - `roundStart` {roundId, bet}: the engine took the bet of a new round (its reply is stored),
 *   before the `balance` it left and the round's first step.
 * - `step` (index): steps[0..index) of the newest round are shown (and their index stored).
 * - `round` {roundId, steps, end}: a round was shown to its `end` step (fresh or resumed).
 */
/**
 * The newest round of this game as the screen plays it: its steps and the view it starts from.
 * @typedef {{roundId: number, steps: import("./types.js").Step[], startView: import("./screen/view.js").View}} Play
 */

/** @extends {Emitter<import("./types.js").ControllerEvents>} */
export class GameController extends Emitter {
  /**
   * `ledger` keeps the record (record/ledger.js: main.js builds it, its requests sent through
   * call()), `history` its rounds (record/history.js); `presenter` shows the rounds
   * (screen/presenter.js), `messageBox` the messages, `loading` the loading screen's bar.
   * @param {{bridge: any, ledger: import("./record/ledger.js").Ledger, history: import("./record/history.js").History, presenter: any,
   *   messageBox: any, loading: any, sound: any, seeds: () => string, hooks?: import("./hooks.js").Hooks}} parts
   */
  constructor({ bridge, ledger, history, presenter, messageBox, loading, sound, seeds, hooks = NO_HOOKS }) {
    super();
    this.bridge = bridge;
    this.presenter = presenter;
    this.messageBox = messageBox;
    this.loading = loading;
    this.sound = sound;
    this.seeds = seeds; // () => 64 hex digits
    this.hooks = { ...NO_HOOKS, ...hooks }; // hooks.js: no-ops in production, the debug build's own in tests
    /** @type {import("./types.js").GamePhase} */
    this.phase = "loading";
    /** @type {import("./types.js").Config | null} */
    this.config = null;
    /** @type {import("./types.js").State | null} */
    this.state = null;
    /** @type {Play | null} */
    this.play = null;
    /** @type {number | null} */
    this.bet = null;
    this.balance = null; // the last `balance` emitted
    this.history = history; // history.list(): the last rounds, newest first
    this.ledger = ledger;
    this.movedElsewhere = null; // another tab played: adopted once this tab is at rest
    this.ledger.onMoved((event) => this.onMoved(event));
    this.loadFraction = 0;
    /** @type {Promise<void>} */
    this.lifted = Promise.resolve(); // the loading screen has lifted (liftLoading)
  }

  // --- loading ------------------------------------------------------------------------------------

  /** Worker boot progress: three stages (LOAD_STAGES), each a slice of one bar. */
  onProgress({ stage, loaded, total }) {
    const s = LOAD_STAGES[stage];
    if (!s) return;
    const part = total > 0 ? Math.min(1, loaded / total) : 0;
    this.loadFraction = Math.max(this.loadFraction, s.from + s.span * part);
    this.loading.progress(this.loadFraction, t(s.label), stage, part >= 1, s.from + s.span);
  }

  async start() {
    this.setPhase("loading");
    try {
      await this.bridge.ready;
    } catch (err) {
      this.fail(err.message);
      return;
    }
    this.loadFraction = 1; // a byte count still in flight cannot move the bar back
    this.loading.progress(1, t("loadReady"));
    let config = await this.call(this.ledger.currency ? { v: 1, op: "config", currency: this.ledger.currency } : { v: 1, op: "config" });
    if (config && !config.ok && this.ledger.currency) {
      // The engine offers no such currency: the game starts as if the launch had named none.
      console.warn(`Midnight Princess ignores ?currency=${this.ledger.currency} (the engine does not offer it) and starts as if it were absent.`);
      this.ledger.useCurrency(null);
      config = await this.call({ v: 1, op: "config" });
    }
    if (!config || !config.ok) {
      this.fail(t("noConfig"));
      return;
    }
    config = await this.rungConfig(config);
    if (!config) {
      this.fail(t("noConfig"));
      return;
    }
    this.config = config.config;
    this.emit(EVENTS.CONFIG, this.config);
    this.presenter.resume(); // the game's first frames are painted beneath the loading screen,
    this.liftLoading(); // which lifts once one is whole
    await this.restore();
  }

  /**
   * The config of the launch's rung of the RTP ladder, after the plain one (which names the
   * default rung): an unknown rung is ignored, as if the launch had named none. Null if the engine fails.
   * @param {import("./types.js").ConfigReply} plain
   * @returns {Promise<import("./types.js").ConfigReply | null>}
   */
  async rungConfig(plain) {
    const defaultRtp = plain.config.rtp;
    const asked = this.ledger.rtp;
    if (!asked || asked === defaultRtp) {
      this.ledger.useRtp(null, defaultRtp);
      return plain;
    }
    const rung = await this.call({ v: 1, op: "config", ...(this.ledger.currency ? { currency: this.ledger.currency } : {}), rtp: asked });
    if (!rung) return null;
    if (!rung.ok) {
      console.warn(`Midnight Princess ignores ?rtp=${asked} (the engine's ladder has no such return to player) and starts as if it were absent.`);
      this.ledger.useRtp(null, defaultRtp);
      return plain;
    }
    this.ledger.useRtp(asked, defaultRtp);
    return rung;
  }

  /**
   * The loading screen lifts on the game's first whole frame (the sky and its moon, the portrait,
   * the grid: the presenter's `firstWhole`), never on a half-painted one; should none come (a view
   * never shown: the record failed), after FIRST_FRAME_WAIT_MS.
   */
  liftLoading() {
    let timer = null;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_FRAME_WAIT_MS)));
    this.lifted = Promise.race([this.presenter.firstWhole, late]).then(() => {
      clearTimeout(timer);
      this.loading.hide();
    });
  }

  /** Load the saved game (or start one), finish what was in flight, and carry on from there. */
  async restore() {
    const events = await this.guarded(() => this.ledger.open());
    if (!events) return;
    const failed = events.find((e) => e.kind === KIND.FAILED);
    if (failed) {
      const reply = failed.reply;
      this.fail(reply && reply.error ? engineError(reply.error) : t("noGame"));
      return;
    }
    this.tell(events, ON.LOAD);
    if (events.some((e) => e.kind === KIND.LOST || e.kind === KIND.UNSAVED_REPLY)) {
      // The request left in flight is still stored, unanswered or unsaved: only a reload finishes it.
      this.setPhase("error");
      return;
    }
    this.syncFromLedger();
    this.setBet(this.pickBet(this.state.bet));
    const play = this.play;
    if (!play || this.history.latest().status === "void") {
      this.presenter.show(restingView(emptyView(), this.state));
      this.settle();
      return;
    }
    const index = Math.min(this.ledger.progress(play.roundId), play.steps.length);
    if (index < play.steps.length) {
      this.emit(EVENTS.RESUME, { roundId: play.roundId, choice: false });
      await this.playFrom(
        index,
        events.some((e) => e.kind === KIND.PLAYED),
      );
    } else {
      this.presenter.show(this.fold(play, play.steps.length));
      if (this.state.round) this.emit(EVENTS.RESUME, { roundId: play.roundId, choice: true });
      this.settle();
    }
  }

  /** The engine's state and the newest round's steps, as the ledger holds them. */
  syncFromLedger() {
    this.state = this.ledger.state;
    this.seenMark = this.ledger.mark; // the record as the player sees it: a spin starts from it or not at all
    const latest = this.history.latest();
    const mine = latest && latest.game === this.ledger.game && Array.isArray(latest.steps) ? latest : null;
    this.play = mine ? { roundId: mine.id, steps: mine.steps, startView: startViewOf(mine, this.history.entries) } : null;
    if (this.state && this.state.balance !== this.balance) {
      this.balance = this.state.balance;
      this.emit(EVENTS.BALANCE, this.balance);
    }
  }

  /** Tell the player what they must hear of `events` (ledger events met `on` a load, a play or another tab's move). */
  tell(events, on) {
    const told = events.map((e) => toldOf(e, on)).filter(Boolean);
    if (!told.length) return;
    const reload = told.some((m) => m.reload);
    this.messageBox.show([...new Set(told.map((m) => m.text))].join(" "), {
      kind: told.some((m) => m.error) ? "error" : "info",
      action: reload ? { name: "reload", label: t("reload") } : null,
    });
  }

  setBet(bet) {
    if (bet === this.bet) return;
    this.bet = bet;
    this.emit(EVENTS.BET, bet);
  }

  pickBet(preferred) {
    const levels = this.config.bet_levels;
    if (levels.includes(this.bet)) return this.bet;
    if (levels.includes(preferred)) return preferred;
    return this.config.default_bet;
  }

  // --- the engine ---------------------------------------------------------------------------------

  /**
   * One request; a transport failure is shown and returns null. Refusals come back as replies.
   * @template {import("./types.js").Request} R
   * @param {R} payload
   * @returns {Promise<import("./types.js").ReplyTo<R["op"]> | null>}
   */
  async call(payload) {
    const started = performance.now();
    this.presenter.holdFrames(true);
    try {
      const reply = await this.bridge.request(payload);
      await this.hooks.gateReply(payload); // a test may hold the reply in flight
      this.hooks.replied({ op: payload.op, ms: performance.now() - started });
      return reply;
    } catch (err) {
      const text = err instanceof BridgeError ? err.message : t("wentWrong", { why: err });
      this.messageBox.show(text, { kind: "error", action: { name: "reload", label: t("reload") } });
      return null;
    } finally {
      this.presenter.holdFrames(false);
    }
  }

  forceFor(payload) {
    const force = this.hooks.force();
    return force ? { ...payload, force } : payload;
  }

  nextSeed() {
    return this.hooks.nextSeed(this.seeds);
  }

  // --- actions ------------------------------------------------------------------------------------

  async spin() {
    if (this.phase !== "ready") return;
    this.messageBox.hide();
    this.sound.play("click");
    const from = this.presenter.view;
    this.setPhase("spinning");
    const outcome = await this.guarded(() =>
      this.ledger.submit(
        (state) => this.forceFor({ v: 1, op: "spin", state, bet: this.bet, seed: this.nextSeed(), now: this.now(), ...this.ledger.rungFor(state) }),
        this.seenMark,
      ),
    );
    if (!outcome) return;
    await this.show(outcome, from);
  }

  async choose(princess) {
    if (this.phase !== "choice") return;
    this.messageBox.hide();
    this.sound.play("click");
    this.setPhase("spinning");
    const outcome = await this.guarded(() =>
      this.ledger.submit((state) => this.forceFor({ v: 1, op: "choose", state, princess, seed: this.nextSeed(), now: this.now() }), this.seenMark),
    );
    if (!outcome) return;
    await this.show(outcome, null);
  }

  /** A ledger action; if it fails unexpectedly, play stops with a Reload (what was stored stays). */
  async guarded(action) {
    try {
      return await action();
    } catch (err) {
      const why = err && err.message ? err.message : String(err);
      this.messageBox.show(t("recordFailed", { why }), { kind: "error", action: { name: "reload", label: t("reload") } });
      this.setPhase("error");
      return null;
    }
  }

  /** Show what became of a spin or a choose (Ledger.submit lists the kinds). */
  async show(outcome, from) {
    const reply = outcome.reply;
    if (outcome.kind === KIND.PLAYED && reply.round.status !== "void") {
      if (outcome.from === 0) this.emit(EVENTS.ROUND_START, { roundId: reply.round.id, bet: reply.round.bet });
      this.syncFromLedger();
      if (outcome.from === 0) {
        const before = outcome.entry.requests[0].state;
        this.play.startView = roundStartView(from || restingView(emptyView(), before), reply.round, before.princess);
      }
      await this.playFrom(outcome.from, true);
      return;
    }
    this.syncFromLedger();
    this.presenter.show(restingView(this.presenter.view || emptyView(), this.state));
    if (outcome.kind === KIND.MOVED) this.movedElsewhere = null;
    // A choose played after the 7 days comes back voided by the engine; another version's round was voided unsent.
    if (outcome.kind === KIND.PLAYED) this.tell([{ kind: KIND.VOIDED, round: reply.round }], ON.PLAY);
    else if (outcome.kind === KIND.ENGINE_CHANGED)
      this.tell(outcome.events, ON.LOAD); // what a load would have found
    else this.tell([outcome], ON.PLAY);
    // The request stays stored, unanswered or unsaved: only a reload finishes it.
    if (outcome.kind === KIND.UNSAVED_REPLY || outcome.kind === KIND.LOST) this.setPhase("error");
    else this.settle();
  }

  /**
   * The view after the first `index` steps of `play`.
   * @param {Play} play
   * @param {number} index
   */
  fold(play, index) {
    let view = play.startView;
    for (let i = 0; i < index; i++) view = applyStep(view, play.steps[i]);
    return view;
  }

  /** Play the newest round from step `index`, storing each step's index once shown. */
  async playFrom(index, fresh = false) {
    this.setPhase("spinning");
    const play = this.play;
    const mark = this.ledger.mark;
    const view = this.fold(play, index);
    const held = fresh ? this.hooks.gate(index) : null; // a test may pause here to reload
    if (held) {
      this.presenter.show(view);
      await held;
    }
    if (this.loading.visible) {
      // a round a reload resumes (or whose request it sent again) plays on once the loading screen has lifted on its first whole frame
      this.presenter.show(view);
      await this.lifted;
    }
    await this.presenter.play(play.steps, index, view, (i) => {
      if (this.ledger.mark === mark) this.ledger.saveProgress(play.roundId, i); // not once another tab moved on
      this.emit(EVENTS.STEP, i);
      return this.hooks.gate(i);
    });
    const end = play.steps[play.steps.length - 1];
    if (end && end.t === "end") this.emit(EVENTS.ROUND, { roundId: play.roundId, steps: play.steps, end });
    this.settle();
  }

  /** After a round (or on load): wait for the choice, or for the next spin. */
  settle() {
    const open = this.state.round;
    if (open && open.status === "awaiting_choice") {
      this.setPhase("choice");
      this.emit(EVENTS.CHOICE, this.choiceOptions());
      this.hooks.settled({ phase: this.phase, stored: this.ledger.restCommitted });
      return;
    }
    this.presenter.show({ ...restingView(this.presenter.view || emptyView(), this.state), bet: this.bet });
    this.setPhase("ready");
    if (coversNoBet(this.state.balance, this.config.bet_levels)) {
      this.messageBox.show(t("balanceTooLow"), { kind: "info", action: { name: "new-game", label: t("newGame") } });
    }
    this.hooks.settled({ phase: this.phase, stored: this.ledger.restCommitted });
  }

  /**
   * The options of the round's choice step; the config's spins if the steps were lost.
   * @returns {import("./types.js").ChoiceOption[]}
   */
  choiceOptions() {
    const steps = this.play ? this.play.steps : [];
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i];
      if (step.t === "choice") return step.options;
    }
    return this.config.princesses.map((princess) => ({ princess, spins: this.config.free_spins[princess].spins }));
  }

  changeBet(direction) {
    if (this.phase !== "ready") return;
    const levels = this.config.bet_levels;
    const i = levels.indexOf(this.bet);
    const next = levels[Math.max(0, Math.min(levels.length - 1, i + direction))];
    if (next === this.bet) return;
    this.setBet(next);
    this.sound.play("click");
    this.presenter.show({ ...this.presenter.view, bet: next });
  }

  async newGame() {
    if (this.phase !== "ready") return;
    this.setPhase("spinning");
    const outcome = await this.guarded(() => this.ledger.newGame());
    if (!outcome) return;
    this.syncFromLedger();
    this.setBet(this.pickBet(this.state.bet));
    if (outcome.kind === KIND.STARTED) this.messageBox.hide();
    else if (outcome.kind === KIND.UNSAVED) this.tell([outcome], ON.PLAY);
    this.presenter.show(restingView(this.presenter.view || emptyView(), this.state));
    this.settle();
  }

  // --- other tabs ------------------------------------------------------------------------------------

  /** Another tab played (or found the record damaged): catch up now, or once this tab is at rest. */
  onMoved(event) {
    this.movedElsewhere = event;
    if (this.phase === "ready" || this.phase === "choice") this.adoptMoved();
  }

  adoptMoved() {
    const event = this.movedElsewhere;
    if (!event) return;
    this.movedElsewhere = null;
    this.syncFromLedger();
    this.setBet(this.pickBet(this.state.bet));
    const base = this.play ? this.fold(this.play, this.play.steps.length) : this.presenter.view || emptyView();
    this.presenter.show(restingView(base, this.state));
    this.tell([event], ON.OTHER_TAB);
    this.settle();
  }

  // --- updates (js/updates.js) ------------------------------------------------------------------------

  /** Nothing in flight and no round open (in any tab: the record is shared): a new version may take over. */
  atRest() {
    return this.phase === "ready" && !this.ledger.pending && !(this.state && this.state.round);
  }

  /** Stop play while a new version takes over; only at rest. */
  holdForUpdate() {
    if (!this.atRest()) return false;
    this.setPhase("loading");
    return true;
  }

  /** The new version did not take over: play on. */
  releaseUpdate() {
    if (this.phase === "loading" && this.config) this.settle();
  }

  /** A tap while a round plays: the rest of it goes faster. */
  hurry() {
    if (this.phase === "spinning") this.presenter.hurryUp();
  }

  /** Stop: the round on screen jumps to its end (every step still applied, the outcome unchanged). */
  stop() {
    if (this.phase === "spinning") this.presenter.stop();
  }

  // --- the page's own phases: a recall, the closed screen ----------------------------------------------

  /** A recall of a past round may begin: only when ready, the phase is `recall` until leaveRecall(). */
  enterRecall() {
    if (this.phase !== "ready") return false;
    this.setPhase("recall");
    return true;
  }

  /** The recall is over: ready again. */
  leaveRecall() {
    if (this.phase === "recall") this.setPhase("ready");
  }

  /** Close: the engine's worker ends (everything is already stored), the phase is `closed` and the screen stops drawing. */
  close() {
    try {
      this.bridge.worker.terminate();
    } catch {
      // already gone: closing must always reach the closed screen
    }
    this.setPhase("closed");
    this.presenter.pause();
  }

  // --- phases ---------------------------------------------------------------------------------------

  /** The game's clock (a test may freeze it). */
  now() {
    return this.hooks.clock();
  }

  /** @param {import("./types.js").GamePhase} phase */
  setPhase(phase) {
    const previous = this.phase;
    // The benchmark's finish line: the first moment the spin button works.
    if (phase === "ready" && previous === "loading") performance.mark("mp-ready");
    this.phase = phase;
    if (phase !== previous) this.emit(EVENTS.PHASE, { phase, previous });
    if ((phase === "ready" || phase === "choice") && this.movedElsewhere) queueMicrotask(() => this.adoptMoved());
  }

  fail(message) {
    this.setPhase("error");
    this.loading.progress(this.loadFraction, t("startFailed"));
    this.messageBox.show(message, { kind: "error", action: { name: "reload", label: t("tryAgain") } });
  }
}

/**
 * The view a stored round starts from: its bet taken from the balance before it, and Last win the
 * win of the game's last complete round before it in the record (`entries`, oldest first), which
 * it shows until this one is over (a reload in mid-round, a choice's free spins).
 * @param {import("./record/history.js").Entry} entry
 * @param {import("./record/history.js").Entry[]} entries
 */
function startViewOf(entry, entries) {
  const first = entry.requests[0];
  const before = first && first.state ? first.state : { balance: entry.balance_before, bet: entry.bet, princess: null };
  const view = roundStartView(restingView(emptyView(), before), entry, before.princess);
  return { ...view, lastWin: lastWinBefore(entry, entries) };
}

/**
 * The win of the last complete round of `entry`'s game before it in `entries` (oldest first), or 0.
 * @param {import("./record/history.js").Entry} entry
 * @param {import("./record/history.js").Entry[]} entries
 */
export function lastWinBefore(entry, entries) {
  const at = entries.indexOf(entry);
  for (let i = (at < 0 ? entries.length : at) - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.game !== entry.game) break; // a new game starts with no last win
    if (e.status === "complete") return e.win;
  }
  return 0;
}
