// The game manager: sends the player's actions to the engine, stores what it answers, and has
// the animator show it. It never decides a rule: balances, wins, whether a round waits for a
// choice, all come from the engine's replies. It knows nothing of buttons: it emits events
// (below) and the page's modules listen.
//
// Persistence is the ledger's (ledger.js): the request is stored before it is sent, the reply
// (state and steps) in one write before anything is shown, then the index of each step once
// shown. A reload finishes a request left in flight, folds the shown steps and plays on.

import { BridgeError } from "./engine/bridge.js";
import { Emitter } from "./events.js";
import { NO_HOOKS } from "./hooks.js";
import { applyStep, emptyView, restingView, roundStartView } from "./screen/view.js";
import { formatMoney } from "./money.js";
import { History } from "./record/history.js";
import { Ledger, UNSAVED_MESSAGE } from "./record/ledger.js";

// The worker's boot stages, each a slice of one bar; the fetch follows the bytes. The engine's
// wheel ("fetch-wheel") comes beside the runtime's files and is too small to show.
const LOAD_STAGES = {
  "fetch-pyodide": { from: 0, span: 0.7, label: "Loading the game…" },
  load: { from: 0.7, span: 0.2, label: "Lighting up the night sky…" },
  import: { from: 0.9, span: 0.1, label: "Waking the princesses…" },
};

/**
 * Events (`controller.on(name, listener)`):
 * - `phase` {phase, previous}, on every change: loading | ready | spinning | choice | error, and
 *   the page's own recall | closed; only `ready` takes a spin, only `choice` a choose.
 * - `config` (config): the engine's configuration, once, before the first round is shown.
 * - `balance` (cents): the engine's balance (the stored state's), on load and after every reply
 *   that changed it; the balance on screen is the animator's HUD, which counts up to it.
 * - `bet` (cents): the bet the next spin will use.
 * - `choice` (options): the round waits for the free-spins choice of one of `options`
 *   [{princess, spins}] (after the `phase` change; again if another tab moved to a new choice).
 * - `resume` {roundId, choice}: a load found round `roundId` unfinished (steps not yet shown, or
 *   `choice`: waiting for the free-spins choice) and plays it on from where it stopped.
 * - `step` (index): steps[0..index) of the newest round are shown (and their index stored).
 * - `round` {roundId, steps, end}: a round was shown to its `end` step (fresh or resumed).
 */
export class GameController extends Emitter {
  constructor({ bridge, storage, animator, renderer, sound, seeds, engine, hooks = NO_HOOKS }) {
    super();
    this.bridge = bridge;
    this.animator = animator;
    this.renderer = renderer;
    this.sound = sound;
    this.seeds = seeds; // () => 64 hex digits
    this.hooks = { ...NO_HOOKS, ...hooks }; // hooks.js: no-ops in production, the debug build's own in tests
    this.phase = "loading";
    this.config = null;
    this.state = null;
    this.play = null;
    this.bet = null;
    this.balance = null; // the last `balance` emitted
    this.timings = { spin: [], choose: [] };
    this.history = new History(); // history.list(): the last rounds, newest first
    this.ledger = new Ledger({
      storage,
      history: this.history,
      send: (request) => this.call(request),
      seeds: () => this.nextSeed(),
      clock: () => this.now(),
      engine, // build-info.js RUNTIME_ID: the record names it for every round this page starts
      notify: (text) => this.renderer.showMessage(text, { kind: "info" }),
      startBalance: () => this.hooks.balance(),
    });
    this.movedElsewhere = null; // another tab played: adopted once this tab is at rest
    this.ledger.onMoved((event) => this.onMoved(event));
    this.loadFraction = 0;
  }

  // --- loading ------------------------------------------------------------------------------------

  /** Worker boot progress: four stages, each a slice of one bar. */
  onProgress({ stage, loaded, total }) {
    const s = LOAD_STAGES[stage];
    if (!s) return;
    const part = total > 0 ? Math.min(1, loaded / total) : 0;
    this.loadFraction = Math.max(this.loadFraction, s.from + s.span * part);
    this.renderer.showLoading(this.loadFraction, s.label);
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
    this.renderer.showLoading(1, "Ready");
    const config = await this.call({ op: "config" });
    if (!config || !config.ok) {
      this.fail("The game engine would not give its configuration.");
      return;
    }
    this.config = config.config;
    this.emit("config", this.config);
    this.renderer.hideLoading();
    this.animator.resume();
    await this.restore();
  }

  /** Load the saved game (or start one), finish what was in flight, and carry on from there. */
  async restore() {
    const events = await this.guarded(() => this.ledger.open());
    if (!events) return;
    const failed = events.find((e) => e.kind === "failed");
    if (failed) {
      const reply = failed.reply;
      this.fail(reply && reply.error ? reply.error.message : "The game engine could not start a game.");
      return;
    }
    this.tell(events);
    if (events.some((e) => e.kind === "lost" || e.kind === "unsaved-reply")) {
      // The request left in flight is still stored, unanswered or unsaved: only a reload finishes it.
      this.setPhase("error");
      return;
    }
    this.syncFromLedger();
    this.setBet(this.pickBet(this.state.bet));
    const play = this.play;
    if (!play || this.history.latest().status === "void") {
      this.animator.show(restingView(emptyView(), this.state));
      this.settle();
      return;
    }
    const index = Math.min(this.ledger.progress(play.roundId), play.steps.length);
    if (index < play.steps.length) {
      this.emit("resume", { roundId: play.roundId, choice: false });
      await this.playFrom(
        index,
        events.some((e) => e.kind === "played"),
      );
    } else {
      this.animator.show(this.fold(play, play.steps.length));
      if (this.state.round) this.emit("resume", { roundId: play.roundId, choice: true });
      this.settle();
    }
  }

  /** The engine's state and the newest round's steps, as the ledger holds them. */
  syncFromLedger() {
    this.state = this.ledger.state;
    this.seenMark = this.ledger.mark; // the record as the player sees it: a spin starts from it or not at all
    const latest = this.history.latest();
    const mine = latest && latest.game === this.ledger.game && Array.isArray(latest.steps) ? latest : null;
    this.play = mine ? { roundId: mine.id, steps: mine.steps, startView: startViewOf(mine) } : null;
    if (this.state && this.state.balance !== this.balance) {
      this.balance = this.state.balance;
      this.emit("balance", this.balance);
    }
  }

  /** What the player must hear of after a load: bad data kept aside, a void round, a fault. */
  tell(events) {
    const lines = [];
    let kind = "info";
    for (const e of events) {
      if (e.kind === "quarantined") {
        lines.push(
          `Your saved game could not be read, so a new game has started (${e.problem}). The damaged data was kept aside and nothing was paid from it.`,
        );
        kind = "error";
      } else if (e.kind === "voided" && e.reason === "engine") {
        lines.push(
          `The game was updated while your round waited for its free-spins choice, and the new version cannot finish a round the old one started: the round was voided and your bet of ${formatMoney(e.round.bet)} was returned.`,
        );
      } else if (e.kind === "voided") {
        lines.push(`Your unfinished round waited more than 7 days and was voided. Your bet of ${formatMoney(e.round.bet)} was returned.`);
      } else if (e.kind === "dropped" && e.request.op === "spin") {
        lines.push("The game was updated while your spin was on its way: it was not played, and nothing was bet.");
      } else if (e.kind === "malfunction" || e.kind === "refused") {
        lines.push(e.reply.error.message);
        kind = "error";
      } else if (e.kind === "notice") {
        lines.push(e.message);
      } else if (e.kind === "unsaved" || e.kind === "unsaved-reply") {
        lines.push(e.kind === "unsaved" ? UNSAVED_MESSAGE : UNSAVED_REPLY_MESSAGE);
        kind = "error";
      }
    }
    if (lines.length) this.renderer.showMessage([...new Set(lines)].join(" "), { kind });
  }

  setBet(bet) {
    if (bet === this.bet) return;
    this.bet = bet;
    this.emit("bet", bet);
  }

  pickBet(preferred) {
    const levels = this.config.bet_levels;
    if (levels.includes(this.bet)) return this.bet;
    if (levels.includes(preferred)) return preferred;
    return this.config.default_bet;
  }

  // --- the engine ---------------------------------------------------------------------------------

  /** One request; a transport failure is shown and returns null. Refusals come back as replies. */
  async call(payload) {
    const started = performance.now();
    this.animator.holding = true;
    try {
      const reply = await this.bridge.request(payload);
      await this.hooks.gateReply(payload); // a test may hold the reply in flight
      if (this.timings[payload.op]) {
        const list = this.timings[payload.op];
        list.push(performance.now() - started);
        if (list.length > 5000) list.splice(0, 2500);
      }
      return reply;
    } catch (err) {
      const text = err instanceof BridgeError ? err.message : `Something went wrong: ${err}`;
      this.renderer.showMessage(text, { kind: "error", action: { name: "reload", label: "Reload" } });
      return null;
    } finally {
      this.animator.holding = false;
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
    this.renderer.hideMessage();
    this.sound.play("click");
    const from = this.animator.view;
    this.setPhase("spinning");
    const outcome = await this.guarded(() =>
      this.ledger.submit((state) => this.forceFor({ v: 1, op: "spin", state, bet: this.bet, seed: this.nextSeed(), now: this.now() }), this.seenMark),
    );
    if (!outcome) return;
    await this.show(outcome, from);
  }

  async choose(princess) {
    if (this.phase !== "choice") return;
    this.renderer.hideMessage();
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
      this.renderer.showMessage(`The game could not keep its record (${why}). Reload to carry on: nothing stored is lost.`, {
        kind: "error",
        action: { name: "reload", label: "Reload" },
      });
      this.setPhase("error");
      return null;
    }
  }

  /** Show what became of a spin or a choose (Ledger.submit lists the kinds). */
  async show(outcome, from) {
    const reply = outcome.reply;
    if (outcome.kind === "played" && reply.round.status !== "void") {
      this.syncFromLedger();
      if (outcome.from === 0) {
        const before = outcome.entry.requests[0].state;
        this.play.startView = roundStartView(from || restingView(emptyView(), before), reply.round, before.princess);
      }
      await this.playFrom(outcome.from, true);
      return;
    }
    this.syncFromLedger();
    this.animator.show(restingView(this.animator.view || emptyView(), this.state));
    switch (outcome.kind) {
      case "played": // a choose after the 7 days: the engine voided the round
        this.tell([{ kind: "voided", round: reply.round }]);
        break;
      case "malfunction":
      case "refused":
        this.renderer.showMessage(reply.error.message, { kind: "error" });
        break;
      case "moved":
        this.movedElsewhere = null;
        this.renderer.showMessage(
          outcome.problem
            ? `The saved game was found damaged and was kept aside; a new game has started (${outcome.problem}). Nothing was bet.`
            : "This game was played in another tab: this tab is now up to date. Nothing was bet.",
          { kind: "info" },
        );
        break;
      case "engine-changed": // another tab on the old version left a round: voided, never sent here
        this.tell(outcome.events);
        break;
      case "busy":
        this.renderer.showMessage("A round is being played in another tab. Nothing was bet.", { kind: "info" });
        break;
      case "unsaved":
        this.renderer.showMessage(UNSAVED_MESSAGE, { kind: "error" });
        break;
      case "unsaved-reply":
        this.renderer.showMessage(UNSAVED_REPLY_MESSAGE, { kind: "error", action: { name: "reload", label: "Reload" } });
        this.setPhase("error");
        return;
      case "lost": // the request stays stored: a reload sends it again (call() said so)
        this.setPhase("error");
        return;
      default:
        break;
    }
    this.settle();
  }

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
      this.animator.show(view);
      await held;
    }
    await this.animator.play(play.steps, index, view, (i) => {
      if (this.ledger.mark === mark) this.ledger.saveProgress(play.roundId, i); // not once another tab moved on
      this.emit("step", i);
      return this.hooks.gate(i);
    });
    const end = play.steps[play.steps.length - 1];
    if (end && end.t === "end") this.emit("round", { roundId: play.roundId, steps: play.steps, end });
    this.settle();
  }

  /** After a round (or on load): wait for the choice, or for the next spin. */
  settle() {
    const open = this.state.round;
    if (open && open.status === "awaiting_choice") {
      this.setPhase("choice");
      this.emit("choice", this.choiceOptions());
      return;
    }
    this.animator.show({ ...restingView(this.animator.view || emptyView(), this.state), bet: this.bet });
    this.setPhase("ready");
    const lowest = Math.min(...this.config.bet_levels);
    if (this.state.balance < lowest) {
      this.renderer.showMessage("Your balance is too low for any bet.", {
        kind: "info",
        action: { name: "new-game", label: "Start a new game" },
      });
    }
  }

  /** The options of the round's choice step; the config's spins if the steps were lost. */
  choiceOptions() {
    const steps = this.play ? this.play.steps : [];
    for (let i = steps.length - 1; i >= 0; i--) if (steps[i].t === "choice") return steps[i].options;
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
    this.animator.show({ ...this.animator.view, bet: next });
  }

  async newGame() {
    if (this.phase !== "ready") return;
    this.setPhase("spinning");
    const outcome = await this.guarded(() => this.ledger.newGame());
    if (!outcome) return;
    this.syncFromLedger();
    this.setBet(this.pickBet(this.state.bet));
    if (outcome.kind === "started") this.renderer.hideMessage();
    else if (outcome.kind === "unsaved") this.renderer.showMessage(UNSAVED_MESSAGE, { kind: "error" });
    this.animator.show(restingView(this.animator.view || emptyView(), this.state));
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
    const base = this.play ? this.fold(this.play, this.play.steps.length) : this.animator.view || emptyView();
    this.animator.show(restingView(base, this.state));
    this.renderer.showMessage(
      event.kind === "quarantined"
        ? `The saved game was found damaged and was kept aside; a new game has started (${event.problem}).`
        : "This game was played in another tab: this tab is now up to date.",
      { kind: "info" },
    );
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
    if (this.phase === "spinning") this.animator.hurryUp();
  }

  /** Stop: the round on screen jumps to its end (every step still applied, the outcome unchanged). */
  stop() {
    if (this.phase === "spinning") this.animator.stop();
  }

  /** Let the engine go (Close): its worker ends; everything is already stored. */
  close() {
    this.bridge.worker.terminate();
  }

  // --- phases ---------------------------------------------------------------------------------------

  /** The game's clock (a test may freeze it). */
  now() {
    return this.hooks.clock();
  }

  setPhase(phase) {
    const previous = this.phase;
    // The benchmark's finish line: the first moment the spin button works.
    if (phase === "ready" && previous === "loading") performance.mark("mp-ready");
    this.phase = phase;
    if (phase !== previous) this.emit("phase", { phase, previous });
    if ((phase === "ready" || phase === "choice") && this.movedElsewhere) queueMicrotask(() => this.adoptMoved());
  }

  fail(message) {
    this.setPhase("error");
    this.renderer.showLoading(this.loadFraction, "The game could not start.");
    this.renderer.showMessage(message, { kind: "error", action: { name: "reload", label: "Try again" } });
  }
}

const UNSAVED_REPLY_MESSAGE =
  "Your round could not be saved (storage is full or turned off). Free some space and reload: the round will be finished exactly as it was drawn.";

/** The view a stored round starts from: its bet taken from the balance before it. */
function startViewOf(entry) {
  const first = entry.requests[0];
  const before = first && first.state ? first.state : { balance: entry.balance_before, bet: entry.bet, princess: null };
  return roundStartView(restingView(emptyView(), before), entry, before.princess);
}
