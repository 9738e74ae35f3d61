// The player's side of the screen around the game: every control and panel of the rules page,
// wired to the game controller. main.js builds the game and hands it here; this module builds
// the panels, routes the input events to the controller and the settings, and listens to the
// controller's events (bet, balance, round, phase, choice, resume): on each, the module that owns
// what changes updates it (controls.js the controls, the panels their own content, bet-policy.js
// the offer of a lower bet). The stage's size is stage-size.js's, the play-money reset reset.js's.
// Nothing here decides a game rule: wins, balances and refusals are the engine's.

import { EVENTS } from "../events.js";
import { formatMoney, formatNumber } from "../money.js";
import { t } from "../messages.js";
import { Dialogs, trapFocusAcross } from "./dialogs.js";
import { Choice, describe } from "./choice.js";
import { Controls } from "./controls.js";
import { SessionMeter, announcer } from "./session.js";
import { SettingsPanel } from "./settings-panel.js";
import { BetPanel } from "./bet-panel.js";
import { AutoPlay } from "./autoplay.js";
import { Recall } from "./recall.js";
import { closeGame } from "./closed.js";
import { sizeStage } from "./stage-size.js";
import { createBetPolicy } from "./bet-policy.js";
import { createReset } from "./reset.js";

/**
 * `history`: the rounds the history panel lists (`list()`); `launch`: the launch parameters
 * (launch.js: the lobby Close goes back to, a demo balance); `autoLanguage()`: the language spoken
 * when the player chose none; `panels()`: a promise of the panels' words (the help, the paytable,
 * the history) in the language spoken, loaded once the game is playable.
 */
export function createShell({
  doc,
  win,
  controller,
  history,
  bridge,
  presenter,
  renderer,
  messageBox,
  input,
  art,
  settings,
  storage,
  profile,
  launch,
  autoLanguage,
  panels = () => Promise.resolve(),
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
  c.on(EVENTS.BET, (bet) => {
    if (paytable) paytable.setBet(bet);
    update();
    betPolicy.offerLowerBet();
  });
  c.on(EVENTS.BALANCE, (balance) => {
    session.begin(balance);
    update();
    betPolicy.offerLowerBet();
  });
  c.on(EVENTS.ROUND, ({ end }) => {
    session.countRound();
    if (shownMessage() === "resume") messageBox.hide();
    const told = { win: formatMoney(end.win), balance: formatMoney(end.balance) };
    announce(end.win > 0 ? t("announceWin", told) : t("announceNoWin", told));
  });
  // Spins a full meter adds, said as they come: a Stop that cuts the free spin hides its banner, never them.
  c.on(EVENTS.STEP, (index) => {
    const step = c.play ? c.play.steps[index - 1] : null;
    if (step && step.t === "extend" && step.added > 0) announce(t("announceExtend", { count: step.added, total: formatNumber(step.total) }));
  });
  c.on(EVENTS.PHASE, ({ phase }) => {
    doc.body.dataset.phase = phase;
    messageBox.fatal(phase === "error");
    if (phase !== "choice") choice.hide();
    update();
    if (phase === "ready") betPolicy.offerLowerBet();
  });
  c.on(EVENTS.CHOICE, (options) => {
    measureStage();
    choice.show(options, c.config);
    announce([t("announceChoice"), ...options.map((o) => describe(o, c.config))].join(" "));
  });
  // A load that finds a round open (or a spin in flight) plays it on from where it stopped.
  c.on(EVENTS.RESUME, ({ choice: waiting }) => {
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
  /** @type {import("./paytable.js").Paytable | null} made when it first opens */
  let paytable = null;
  const reset = createReset({
    controller: c,
    dialogs,
    session,
    announce,
    launch,
    busy: () => autoplay.running || closed,
    refresh: () => dialogs.isOpen("settings") && settingsPanel.refresh(),
  });
  const settingsPanel = new SettingsPanel(doc, doc.getElementById("settings-body"), profile, {
    get: () => settings.snapshot(),
    set: (patch) => settings.set(patch),
    canReset: reset.canReset,
    reset: () => reset.resetBalance(),
    startBalanceText: () => (c.config ? formatMoney(reset.startBalance()) : t("theStartBalance")),
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
  /** @type {import("./history-view.js").HistoryView | null} made when it first opens */
  let historyView = null;
  // The paytable, the help and the history are written when they open, once their words are here;
  // their code (and the help's styles) come with the words, not among a first visit's bytes before Spin.
  const fillPaytable = async () => {
    const { Paytable } = await import("./paytable.js");
    paytable ??= new Paytable(doc, art, doc.getElementById("paytable-body"));
    paytable.build(c.config);
    paytable.setBet(c.bet, true);
  };
  const fillHelp = async () => {
    const help = await import("./help.js");
    await help.helpStyles(doc); // its pictures' layout before its words show
    help.renderHelp(doc, doc.getElementById("help-body"), c.config, profile, art);
  };
  const fillHistory = async () => {
    const { HistoryView } = await import("./history-view.js");
    historyView ??= new HistoryView(doc, doc.getElementById("history-body"), {
      source: history,
      request: (payload) => bridge.request(payload),
      startRecall: (entry) => recall.start(entry),
      closeDialog: () => dialogs.close("history"),
      // The history data's own check (history.js): hashes and chain, oldest entry first.
      checkChain: async (list) => (await import("../record/history.js")).verifyEntries([...list].reverse()),
      defaultRtp: () => controller.ledger.defaultRtp,
    });
    historyView.render();
  };
  dialogs.register("paytable", { onOpen: () => panels().then(fillPaytable) });
  dialogs.register("help", { onOpen: () => panels().then(fillHelp) });
  dialogs.register("settings", { onOpen: () => settingsPanel.refresh() });
  dialogs.register("autoplay", { onOpen: () => autoplay.render() });
  dialogs.register("bet", { onOpen: () => betPanel.render(c.config.bet_levels, c.bet, c.state ? c.state.balance : null) });
  dialogs.register("history", { onOpen: () => panels().then(fillHistory) });
  dialogs.register("confirm", {});

  // The stage's free area, measured as the page moves (the choice covers it only).
  const measureStage = sizeStage(doc, win);
  // Tab goes round the cards and the menu while the choice waits (the title holds the focus first).
  trapFocusAcross(doc, [doc.getElementById("choice"), doc.getElementById("top")], () => choice.open && !dialogs.isOpen() && !closed);

  // --- money on screen: a bet the balance cannot cover is offered lower (bet-policy.js).
  const shownMessage = () => messageBox.shown();
  const betPolicy = createBetPolicy({ controller: c, messageBox, blocked: () => autoplay.running || recall.active || closed, setBet });

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
    await closeGame(doc, { controller: c, session, autoplay, dialogs, announce, lobby: launch ? launch.lobby : null, win });
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
    else if (name === "lower-bet") betPolicy.lowerBet();
  });

  update();

  /** Write everything of the shell again in the language now in use (the player chose another). */
  function relabel() {
    controls.labelUnavailable();
    update();
    session.tick();
    session.updateNet(); // written again in the language now in use
    if (dialogs.isOpen("paytable")) fillPaytable();
    if (dialogs.isOpen("help")) fillHelp();
    if (dialogs.isOpen("history")) fillHistory();
    settingsPanel.relabel();
    if (dialogs.isOpen("settings")) {
      settingsPanel.refresh();
      doc.getElementById("set-lang").focus({ preventScroll: true }); // where the player chose it
    }
    if (choice.open) choice.show(c.choiceOptions(), c.config);
  }

  return { dialogs, controls, session, autoplay, recall, profile, update, relabel, close };
}
