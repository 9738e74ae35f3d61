// The player's side of the screen around the game: every control and panel of the rules page,
// wired to the game controller. main.js builds the game and hands it here; this module builds
// the panels, routes the input events to the controller and the settings, and listens to the
// controller's events (phase, config, bet, balance, round): on each, the module that owns what
// changes updates it (controls.js the controls, the panels their own content).
// Nothing here decides a game rule: wins, balances and refusals are the engine's.

import { formatMoney } from "../money.js";
import { t } from "../messages.js";
import { Dialogs, focusables } from "./dialogs.js";
import { Choice, describe } from "./choice.js";
import { Controls } from "./controls.js";
import { SessionMeter, announcer } from "./session.js";
import { Paytable } from "./paytable.js";
import { renderHelp } from "./help.js";
import { SettingsPanel } from "./settings-panel.js";
import { BetPanel } from "./bet-panel.js";
import { AutoPlay } from "./autoplay.js";
import { HistoryView } from "./history-view.js";
import { Recall } from "./recall.js";
import { closeGame } from "./closed.js";

/**
 * `launch`: the launch parameters (launch.js: the lobby Close goes back to); `autoLanguage()`: the
 * language spoken when the player chose none; `panels()`: a promise of the panels' words (the
 * help, the paytable, the history) in the language spoken, loaded once the game is playable.
 */
export function createShell({
  doc,
  win,
  controller,
  bridge,
  presenter,
  renderer,
  messageBox,
  input,
  sound,
  art,
  settings,
  storage,
  profile,
  launch,
  autoLanguage,
  panels = () => Promise.resolve(),
  debugApi = null,
}) {
  const c = controller;
  const announce = announcer(doc);
  const dialogs = new Dialogs(doc);
  const controls = new Controls(doc, profile);
  const session = new SessionMeter(doc, () => (presenter.hud ? presenter.hud.balance : null), {
    store: { load: () => storage.loadSession(), save: (value) => storage.saveSession(value) },
  });
  const choice = new Choice(doc, renderer);
  let closed = false;
  let testHistory = null; // debug builds: entries a test hands in

  // Every control's state from the phase, the player's modes and what the engine said of the
  // balance and the bet levels, by controls.js alone.
  const update = () =>
    controls.update({
      phase: c.phase,
      autoplay: { running: autoplay.running, left: autoplay.left },
      recall: recall.active,
      closed,
      funds: { balance: c.state ? c.state.balance : null, bet: c.bet, levels: c.config ? c.config.bet_levels : [] },
    });

  // --- what the controller says (registered before the panels' own listeners: the page's phase
  // and announcements come first)
  c.on("bet", (bet) => {
    paytable.setBet(bet);
    update();
    offerLowerBet();
  });
  c.on("balance", (balance) => {
    session.begin(balance);
    update();
    offerLowerBet();
  });
  c.on("round", ({ end }) => {
    session.countRound();
    if (shownMessage() === "resume") messageBox.hide();
    const told = { win: formatMoney(end.win), balance: formatMoney(end.balance) };
    announce(end.win > 0 ? t("announceWin", told) : t("announceNoWin", told));
  });
  c.on("phase", ({ phase }) => {
    doc.body.dataset.phase = phase;
    messageBox.fatal(phase === "error");
    if (phase !== "choice") choice.hide();
    update();
    if (phase === "ready") offerLowerBet();
  });
  c.on("choice", (options) => {
    measureStage();
    choice.show(options, c.config);
    announce([t("announceChoice"), ...options.map((o) => describe(o, c.config))].join(" "));
  });
  // A load that finds a round open (or a spin in flight) plays it on from where it stopped.
  c.on("resume", ({ choice: waiting }) => {
    const text = waiting ? t("resumingChoice") : t("resuming");
    // What the load told (another rung, a repaired copy) stays, before the resume's own words.
    const told = shownMessage() === "info" ? `${messageBox.said()} ` : "";
    if (shownMessage() !== "error") messageBox.show(`${told}${text}`, { kind: "info", name: "resume" });
    announce(text);
  });
  settings.on("change", () => {
    controls.showSettings(settings);
    doc.body.classList.toggle("reduce-motion", settings.reducedMotion);
    if (dialogs.isOpen("settings")) settingsPanel.refresh();
  });
  controls.showSettings(settings);
  doc.body.classList.toggle("reduce-motion", settings.reducedMotion);

  // --- panels
  const paytable = new Paytable(doc, art, doc.getElementById("paytable-body"));
  const canReset = () => c.phase === "ready" && !(c.state && c.state.round) && !autoplay.running && !closed;
  const settingsPanel = new SettingsPanel(doc, doc.getElementById("settings-body"), profile, {
    get: () => settings.snapshot(),
    set: (patch) => settings.set(patch),
    canReset,
    reset: () => resetBalance(),
    startBalanceText: () => (c.config ? formatMoney(startBalance()) : t("theStartBalance")),
    autoLanguage,
  });
  const betPanel = new BetPanel(doc, doc.getElementById("bet-body"), {
    choose: (level) => setBet(level),
    close: () => dialogs.close("bet"),
  });
  const autoplay = new AutoPlay(doc, doc.getElementById("autoplay-body"), {
    controller: c,
    onChange: update,
    announce,
    fast: () => settings.fastPlay,
    close: () => dialogs.close("autoplay"),
  });
  const recall = new Recall(doc, { controller: c, presenter, onChange: update, announce });
  const historySource = {
    list: () => {
      if (testHistory) return testHistory;
      const h = c.history;
      return h && typeof h.list === "function" ? h.list() : [];
    },
  };
  const historyView = new HistoryView(doc, doc.getElementById("history-body"), {
    source: historySource,
    request: (payload) => bridge.request(payload),
    startRecall: (entry) => recall.start(entry),
    closeDialog: () => dialogs.close("history"),
    // The history data's own check (history.js): hashes and chain, oldest entry first.
    checkChain: async (list) => (await import("../record/history.js")).verifyEntries([...list].reverse()),
    defaultRtp: () => controller.ledger.defaultRtp,
  });

  // The paytable, the help and the history are written when they open, once their words are here.
  const fillPaytable = () => {
    paytable.build(c.config);
    paytable.setBet(c.bet, true);
  };
  const fillHelp = () => renderHelp(doc, doc.getElementById("help-body"), c.config, profile);
  dialogs.register("paytable", { onOpen: () => panels().then(fillPaytable) });
  dialogs.register("help", { onOpen: () => panels().then(fillHelp) });
  dialogs.register("settings", { onOpen: () => settingsPanel.refresh() });
  dialogs.register("autoplay", { onOpen: () => autoplay.render() });
  dialogs.register("bet", { onOpen: () => betPanel.render(c.config.bet_levels, c.bet, c.state ? c.state.balance : null) });
  dialogs.register("history", { onOpen: () => panels().then(() => historyView.render()) });
  dialogs.register("confirm", {});

  // The free area over the grid, between the header and the HUD (and the controls, where they
  // sit under the grid): the free-spins choice covers it only, so the menu (help, paytable,
  // close) and the balance stay in reach and in sight; messages show at its top. Whole pixels,
  // rounded away from the header and the HUD (a wrapped header can end between two).
  const header = doc.getElementById("top");
  const stage = doc.getElementById("stage");
  const dock = [doc.getElementById("hud"), doc.getElementById("controls")];
  function measureStage() {
    const top = header.getBoundingClientRect().bottom;
    const below = stage.getBoundingClientRect().bottom;
    const tops = dock.map((el) => el.getBoundingClientRect().top).filter((y) => y >= below - 1);
    const bottom = tops.length ? Math.min(...tops) : below;
    doc.documentElement.style.setProperty("--stage-top", `${Math.ceil(top)}px`);
    doc.documentElement.style.setProperty("--stage-bottom", `${Math.ceil(win.innerHeight - bottom)}px`);
  }
  if ("ResizeObserver" in win) {
    const observer = new ResizeObserver(measureStage);
    for (const el of [header, stage, ...dock]) observer.observe(el);
  }
  win.addEventListener("resize", measureStage);
  measureStage();
  // Tab goes round the cards and the menu while the choice waits (the title holds the focus first).
  const choiceRoot = doc.getElementById("choice");
  doc.addEventListener("keydown", (e) => {
    if (e.key !== "Tab" || !choice.open || dialogs.isOpen() || closed) return;
    const cards = focusables(choiceRoot);
    const list = [...cards, ...focusables(header)];
    if (!list.length) return;
    const i = list.indexOf(doc.activeElement);
    const next = e.shiftKey ? (i <= 0 ? list.length - 1 : i - 1) : i < 0 || i === list.length - 1 ? 0 : i + 1;
    e.preventDefault();
    list[next].focus();
  });

  // --- money on screen: a bet the balance cannot cover is offered lower (the highest level it
  // covers, from the engine's levels); the engine still refuses what it cannot take.
  const shownMessage = () => messageBox.shown();
  function offerLowerBet() {
    if (c.phase !== "ready" || !c.config || !c.state || autoplay.running || recall.active || closed) return;
    const balance = c.state.balance;
    const payable = c.config.bet_levels.filter((level) => level <= balance);
    if (c.bet > balance && payable.length) {
      const lower = payable[payable.length - 1];
      messageBox.show(t("notCovered", { balance: formatMoney(balance), bet: formatMoney(c.bet) }), {
        kind: "info",
        name: "lower-bet",
        action: { name: "lower-bet", label: t("betAmount", { bet: formatMoney(lower) }) },
      });
    } else if (shownMessage() === "lower-bet") {
      messageBox.hide();
    }
  }
  function lowerBet() {
    if (!c.config || !c.state) return;
    const payable = c.config.bet_levels.filter((level) => level <= c.state.balance);
    if (payable.length) setBet(payable[payable.length - 1]);
  }

  // --- actions
  function setBet(level) {
    if (c.phase !== "ready" || autoplay.running) return;
    const levels = c.config.bet_levels;
    const from = levels.indexOf(c.bet);
    const to = levels.indexOf(level);
    if (from < 0 || to < 0 || from === to) return;
    c.changeBet(to - from);
    announce(t("announceBet", { bet: formatMoney(c.bet) }));
  }

  /** What a new game starts with: the launch's demo balance, else the engine's for the currency. */
  function startBalance() {
    return launch && launch.balance !== null ? launch.balance : c.config.start_balance;
  }

  async function resetBalance() {
    if (!canReset()) return;
    const yes = await dialogs.confirm(
      t("resetTitle"),
      t("resetText", { start: formatMoney(startBalance()), balance: formatMoney(c.state.balance) }),
      t("resetBalance"),
    );
    if (!yes || !canReset()) return;
    const before = c.state.balance;
    await c.newGame();
    if (c.state.balance !== before) session.rebase(c.state.balance - before);
    if (dialogs.isOpen("settings")) settingsPanel.refresh();
    announce(t("announceNewGame", { balance: formatMoney(c.state.balance) }));
  }

  function primary() {
    if (closed || recall.active) return;
    if (c.phase === "ready" && !autoplay.running) c.spin();
    else if (c.phase === "spinning" && profile.stop) c.stop();
  }

  function open(name) {
    if (closed || recall.active) return;
    const button = {
      paytable: "paytable-button",
      history: "history-button",
      help: "help-button",
      settings: "settings-button",
      bet: "bet-select",
      autoplay: "autoplay",
    }[name];
    const el = doc.getElementById(button);
    if (el && (el.disabled || el.getAttribute("aria-disabled") === "true")) return;
    dialogs.open(name, el);
  }

  // --- input
  const gated = (fn) => (detail) => {
    if (!closed && !recall.active) fn(detail);
  };
  input.on("gesture", () => sound.unlock && sound.unlock());
  input.on("spin", primary);
  const stepBet = (direction) =>
    gated(() => {
      if (autoplay.running || c.phase !== "ready") return;
      c.changeBet(direction);
      announce(t("announceBet", { bet: formatMoney(c.bet) }));
    });
  input.on("bet-up", stepBet(1));
  input.on("bet-down", stepBet(-1));
  input.on(
    "choose",
    gated((princess) => c.choose(princess)),
  );
  input.on(
    "hurry",
    gated(() => profile.stop && c.hurry()),
  );
  input.on(
    "toggle-sound",
    gated(() => {
      settings.toggle("sound");
      announce(settings.sound ? t("announceSoundOn") : t("announceSoundOff"));
    }),
  );
  input.on(
    "toggle-fast-play",
    gated(() => {
      if (!profile.fastPlay) return;
      settings.toggle("fastPlay");
      announce(settings.fastPlay ? t("announceFastOn") : t("announceFastOff"));
    }),
  );
  input.on("open", open);
  input.on(
    "autoplay",
    gated(() => {
      if (!profile.autoplay) return;
      if (autoplay.running) autoplay.stop(t("apStopped"));
      else open("autoplay");
    }),
  );
  /** Close the game (the Close button, or the site around it): not while a round plays; true once closed. */
  async function close() {
    if (closed || recall.active || c.phase === "spinning") return false;
    closed = true;
    update();
    await closeGame(doc, { controller: c, presenter, session, autoplay, dialogs, announce, lobby: launch ? launch.lobby : null, win });
    update();
    return true;
  }
  input.on("close", close);
  input.on("exit-recall", () => recall.exit());
  input.on("reopen", () => win.location.reload());
  input.on("dismiss", () => messageBox.hide());
  input.on("message-action", (name) => {
    if (name === "reload") win.location.reload();
    else if (name === "new-game") c.newGame();
    else if (name === "lower-bet") lowerBet();
  });

  update();

  /** Write everything of the shell again in the language now in use (the player chose another). */
  function relabel() {
    controls.labelUnavailable();
    update();
    session.tick();
    if (dialogs.isOpen("paytable")) fillPaytable();
    if (dialogs.isOpen("help")) fillHelp();
    if (dialogs.isOpen("history")) historyView.render();
    settingsPanel.build();
    if (dialogs.isOpen("settings")) {
      settingsPanel.refresh();
      doc.getElementById("set-lang").focus({ preventScroll: true }); // where the player chose it
    }
    if (choice.open) choice.show(c.choiceOptions(), c.config);
  }

  const shell = { dialogs, controls, session, autoplay, recall, paytable, historyView, profile, update, relabel, close };
  if (debugApi) {
    const sounds = [];
    const phases = [];
    c.on("phase", ({ phase }) => {
      phases.push({ phase, t: performance.now() });
      if (phases.length > 2000) phases.splice(0, 1000);
    });
    const play = sound.play.bind(sound);
    sound.play = (name, opts) => {
      sounds.push(name);
      if (sounds.length > 5000) sounds.splice(0, 2500);
      play(name, opts);
    };
    debugApi.ui = {
      profile: () => profile.id,
      history: async () => structuredClone(await historySource.list()),
      setHistory(entries) {
        testHistory = entries === null ? null : structuredClone(entries);
      },
      autoplay: () => ({ running: autoplay.running, left: autoplay.left, reason: autoplay.reason }),
      recall: () => ({ active: recall.active, id: recall.entry ? recall.entry.id : null, state: doc.body.dataset.recall || null }),
      session: () => ({ startBalance: session.startBalance, net: session.net(), rounds: session.rounds, elapsed: session.elapsed() }),
      sounds: () => sounds.slice(),
      soundNames: () => (sound.names ? [...sound.names] : []),
      speed: () => presenter.speed,
      minRoundMs: () => presenter.minRoundMs,
      reducedMotion: () => presenter.reducedMotion,
      bigWin: () => (presenter.bigWin ? { ...presenter.bigWin } : null),
      stopping: () => presenter.stopping,
      phases: () => phases.slice(),
      settings: () => settings.snapshot(),
    };
  }
  return shell;
}
