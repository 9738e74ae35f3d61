// The game manager: sends the player's actions to the engine, stores what it answers, and has
// the animator show it. It never decides a rule: balances, wins, whether a round waits for a
// choice, all come from the engine's replies.
//
// Resumption: a reply's state and the round's steps are written together before anything is
// shown, then the index of each step once shown. A reload folds the shown steps and plays on.

import { BridgeError } from "./bridge.js";
import { applyStep, emptyView, restingView, roundStartView } from "./view.js";
import { formatMoney } from "./money.js";

const LOAD_STAGES = {
  "fetch-pyodide": { from: 0, span: 0.55, label: "Fetching Python…" },
  load: { from: 0.55, span: 0.3, label: "Starting Python…" },
  "fetch-wheel": { from: 0.85, span: 0.05, label: "Fetching the game engine…" },
  import: { from: 0.9, span: 0.1, label: "Waking the princesses…" },
};

export class GameController {
  constructor({ bridge, storage, animator, renderer, sound, seeds, clock, hooks = {} }) {
    this.bridge = bridge;
    this.storage = storage;
    this.animator = animator;
    this.renderer = renderer;
    this.sound = sound;
    this.seeds = seeds; // () => 64 hex digits
    this.clock = clock; // () => ms since the epoch
    this.hooks = hooks; // debug build only: {force(), onStep(i), onPhase(p)}
    this.phase = "loading";
    this.config = null;
    this.state = null;
    this.play = null;
    this.bet = null;
    this.timings = { spin: [], choose: [] };
    this.settings = { sound: true, turbo: false, ...storage.loadSettings() };
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
    this.applySettings();
    this.setPhase("loading");
    try {
      await this.bridge.ready;
    } catch (err) {
      this.fail(err.message);
      return;
    }
    this.renderer.showLoading(1, "Ready");
    const config = await this.call({ op: "config" });
    if (!config || !config.ok) {
      this.fail("The game engine would not give its configuration.");
      return;
    }
    this.config = config.config;
    this.renderer.hideLoading();
    this.animator.resume();
    await this.restore();
  }

  /** Load the saved game (or start one), ask the engine to check it, and carry on from there. */
  async restore() {
    const save = this.storage.loadSave();
    let state = save ? save.state : null;
    let play = save && this.validPlay(save.play) ? save.play : null;
    let reply = state ? await this.call({ op: "resume", state, now: this.clock() }) : null;
    if (reply && !reply.ok) {
      if (reply.error && reply.error.code === "CORRUPT_STATE") {
        this.renderer.showMessage("Your saved game could not be read, so a new game has started.", { kind: "info" });
      }
      reply = null;
    }
    if (!reply) {
      play = null;
      const fresh = await this.call({ op: "new_game", seed: this.seeds(), now: this.clock() });
      if (!fresh || !fresh.ok) {
        this.fail(fresh && fresh.error ? fresh.error.message : "The game engine could not start a game.");
        return;
      }
      state = fresh.state;
      this.storage.saveGame(state, null);
    } else {
      state = reply.state;
      if (reply.voided) {
        play = null;
        const bet = reply.round ? ` Your bet of ${formatMoney(reply.round.bet)} was returned.` : "";
        this.renderer.showMessage(`Your unfinished round waited more than 7 days and was voided.${bet}`, { kind: "info" });
      }
      const open = state.round;
      if (play && open && play.roundId !== open.id) play = null;
      this.storage.saveGame(state, play);
    }
    this.state = state;
    this.play = play;
    this.bet = this.pickBet(state.bet);

    const base = restingView(emptyView(), state);
    if (!play) {
      this.animator.show(base);
      this.settle();
      return;
    }
    const index = Math.min(this.storage.loadIndex(play.roundId), play.steps.length);
    if (index < play.steps.length) {
      await this.playFrom(index);
    } else {
      this.animator.show(this.fold(play, play.steps.length));
      this.settle();
    }
  }

  validPlay(play) {
    return (
      play &&
      typeof play === "object" &&
      Number.isSafeInteger(play.roundId) &&
      Array.isArray(play.steps) &&
      play.startView &&
      typeof play.startView === "object"
    );
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
    const force = this.hooks.force ? this.hooks.force() : null;
    return force ? { ...payload, force } : payload;
  }

  // --- actions ------------------------------------------------------------------------------------

  async spin() {
    if (this.phase !== "ready") return;
    this.renderer.hideMessage();
    this.sound.play("spin");
    const before = this.state;
    this.setPhase("spinning");
    const reply = await this.call(
      this.forceFor({ op: "spin", state: before, bet: this.bet, seed: this.seeds(), now: this.clock() }),
    );
    if (!reply) {
      this.setPhase("ready");
      return;
    }
    if (!reply.ok) {
      this.refused(reply);
      return;
    }
    const startView = roundStartView(this.animator.view || restingView(emptyView(), before), reply.round, before.princess);
    const play = { roundId: reply.round.id, steps: reply.steps, startView };
    this.commit(reply.state, play, 0);
    await this.playFrom(0);
  }

  async choose(princess) {
    if (this.phase !== "choice") return;
    this.renderer.hideChoice();
    this.renderer.hideMessage();
    this.sound.play("choose");
    this.setPhase("spinning");
    const reply = await this.call(
      this.forceFor({ op: "choose", state: this.state, princess, seed: this.seeds(), now: this.clock() }),
    );
    if (!reply || !reply.ok) {
      if (reply) this.refused(reply);
      else this.settle();
      return;
    }
    const from = this.play ? this.play.steps.length : 0;
    const play = this.play
      ? { ...this.play, steps: [...this.play.steps, ...reply.steps] }
      : { roundId: reply.round.id, steps: reply.steps, startView: restingView(emptyView(), this.state) };
    this.commit(reply.state, play, from);
    await this.playFrom(from);
  }

  /** Store the engine's new state with the round's steps, before any of them is shown. */
  commit(state, play, index) {
    this.state = state;
    this.play = play;
    this.storage.saveGame(state, play);
    this.storage.saveIndex(play.roundId, index);
  }

  fold(play, index) {
    let view = play.startView;
    for (let i = 0; i < index; i++) view = applyStep(view, play.steps[i]);
    return view;
  }

  async playFrom(index) {
    this.setPhase("spinning");
    const play = this.play;
    await this.animator.play(play.steps, index, this.fold(play, index), (i) => {
      this.storage.saveIndex(play.roundId, i);
      if (this.hooks.onStep) this.hooks.onStep(i);
    });
    this.settle();
  }

  /** After a round (or on load): wait for the choice, or for the next spin. */
  settle() {
    const open = this.state.round;
    if (open && open.status === "awaiting_choice") {
      const options = this.choiceOptions();
      this.setPhase("choice");
      this.renderer.showChoice(options);
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

  /** A refused request changes nothing, except MALFUNCTION, which voids the round. */
  refused(reply) {
    const error = reply.error || { code: "MALFUNCTION", message: "The engine refused the request." };
    if (error.code === "MALFUNCTION" && reply.state) {
      this.state = reply.state;
      this.play = null;
      this.storage.saveGame(reply.state, null);
      this.renderer.showMessage(`${error.message} The round is void and your bet was returned.`, { kind: "error" });
      this.animator.show(restingView(this.animator.view || emptyView(), reply.state));
    } else {
      this.renderer.showMessage(error.message, { kind: "error" });
    }
    this.settle();
  }

  changeBet(direction) {
    if (this.phase !== "ready") return;
    const levels = this.config.bet_levels;
    const i = levels.indexOf(this.bet);
    const next = levels[Math.max(0, Math.min(levels.length - 1, i + direction))];
    if (next === this.bet) return;
    this.bet = next;
    this.sound.play("bet");
    this.animator.show({ ...this.animator.view, bet: next });
  }

  async newGame() {
    if (this.phase !== "ready") return;
    this.setPhase("spinning");
    const fresh = await this.call({ op: "new_game", seed: this.seeds(), now: this.clock() });
    if (fresh && fresh.ok) {
      this.state = fresh.state;
      this.play = null;
      this.storage.saveGame(fresh.state, null);
      this.bet = this.pickBet(fresh.state.bet);
      this.renderer.hideMessage();
    }
    this.settle();
  }

  hurry() {
    if (this.phase === "spinning") this.animator.hurryUp();
  }

  // --- settings and phases --------------------------------------------------------------------------

  toggleSound() {
    this.settings.sound = !this.settings.sound;
    this.storage.saveSettings(this.settings);
    this.applySettings();
  }

  toggleTurbo() {
    this.settings.turbo = !this.settings.turbo;
    this.storage.saveSettings(this.settings);
    this.applySettings();
  }

  applySettings() {
    this.sound.setEnabled(this.settings.sound);
    this.renderer.setSoundOn(this.settings.sound);
    this.renderer.setTurbo(this.settings.turbo);
    if (!this.hooks.speedLocked) this.animator.speed = this.settings.turbo ? 2.5 : 1;
  }

  setPhase(phase) {
    // The benchmark's finish line: the first moment the spin button works.
    if (phase === "ready" && this.phase === "loading") performance.mark("mp-ready");
    this.phase = phase;
    this.renderer.setPhase(phase);
    if (this.hooks.onPhase) this.hooks.onPhase(phase);
  }

  fail(message) {
    this.setPhase("error");
    this.renderer.showLoading(this.loadFraction, "The game could not start.");
    this.renderer.showMessage(message, { kind: "error", action: { name: "reload", label: "Try again" } });
  }
}
