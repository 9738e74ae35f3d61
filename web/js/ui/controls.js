// Which controls work right now: the one module that enables, disables and labels the page's
// controls (nothing else touches their state). Two kinds of "off": a control the operator
// profile does not offer stays visibly unavailable (aria-disabled, with the reason as its
// tooltip), a control that waits for the round to finish is plainly disabled. Only the game's
// phase, the player's own modes (auto play, recall, closed) and settings decide; no game rule is
// made here.

import { unavailableText } from "./profile.js";
import { t } from "../messages.js";
import { coversNoBet, formatNumber } from "../money.js";

// Per phase: may the player use it? (spin and stop are handled apart)
const WHEN = {
  bet: ["ready"],
  history: ["ready"],
  settings: ["ready", "spinning", "choice"],
  paytable: ["ready", "spinning", "choice"],
  help: ["ready", "spinning", "choice"],
  close: ["ready", "choice", "error"],
  sound: ["ready", "spinning", "choice", "loading", "error"],
  fastPlay: ["ready", "spinning", "choice"],
};

export class Controls {
  constructor(doc, profile) {
    this.doc = doc;
    this.profile = profile;
    const $ = (id) => doc.getElementById(id);
    this.el = {
      spin: $("spin"),
      spinLabel: $("spin-label"),
      betDown: $("bet-down"),
      betUp: $("bet-up"),
      betSelect: $("bet-select"),
      autoplay: $("autoplay"),
      autoplayCount: $("autoplay-count"),
      paytable: $("paytable-button"),
      history: $("history-button"),
      help: $("help-button"),
      settings: $("settings-button"),
      close: $("close-button"),
      fastPlay: $("fast-play"),
      sound: $("sound"),
    };
    this.labelUnavailable();
    doc.body.dataset.profile = profile.id;
  }

  /** Say why the controls the profile takes away are unavailable (again after a change of language). */
  labelUnavailable() {
    const reason = unavailableText(this.profile);
    if (!this.profile.autoplay) this.unavailable(this.el.autoplay, t("unavailableAs", { control: t("autoPlay"), reason }));
    if (!this.profile.fastPlay) this.unavailable(this.el.fastPlay, t("unavailableAs", { control: t("fastPlay"), reason }));
  }

  /** A control this jurisdiction does not offer: focusable, announced, explained, inert. */
  unavailable(el, text) {
    el.setAttribute("aria-disabled", "true");
    el.classList.add("unavailable");
    el.title = text;
    el.setAttribute("aria-description", text);
  }

  /** Bet - or Bet + at the end of the levels: looks and is announced disabled, keeps the focus. */
  end(el, atEnd, text) {
    if (atEnd) {
      el.setAttribute("aria-disabled", "true");
      el.title = text;
    } else {
      el.removeAttribute("aria-disabled");
      el.removeAttribute("title");
    }
  }

  isUnavailable(el) {
    return el.getAttribute("aria-disabled") === "true";
  }

  /** The switches show the settings (settings.js) in force. */
  showSettings({ sound, fastPlay }) {
    this.el.sound.setAttribute("aria-pressed", sound ? "true" : "false");
    this.el.fastPlay.setAttribute("aria-pressed", fastPlay ? "true" : "false");
  }

  /**
   * Bring every control in line with the phase, the player's modes and `funds` ({balance, bet,
   * levels}: the engine's balance and bet levels, to show what the balance covers).
   */
  update({ phase, autoplay = { running: false, left: 0 }, recall = false, closed = false, funds = { balance: null, bet: null, levels: [] } }) {
    const el = this.el;
    const off = recall || closed;
    const on = (name) => !off && WHEN[name].includes(phase);
    const auto = autoplay.running;
    el.spin.setAttribute("aria-busy", phase === "spinning" ? "true" : "false");

    // Spin, or Stop while a round plays (where the profile offers Stop).
    const stopping = phase === "spinning" && this.profile.stop && !off;
    el.spin.disabled = off || !((phase === "ready" && !auto) || stopping);
    el.spinLabel.textContent = stopping ? t("stop") : t("spin");
    el.spin.dataset.other = stopping ? t("spin") : t("stop"); // it sizes the button too (css: #spin::after)
    el.spin.setAttribute("aria-label", stopping ? t("stopLabel") : t("spin"));
    el.spin.dataset.mode = stopping ? "stop" : "spin";
    if (!this.profile.stop && phase === "spinning") el.spin.title = t("unavailableAs", { control: t("stop"), reason: unavailableText(this.profile) });
    else el.spin.removeAttribute("title");

    // Spin looks unavailable when the balance covers no bet level (the engine would refuse).
    const levels = funds.levels || [];
    const short = coversNoBet(funds.balance, levels) && !off;
    el.spin.dataset.funds = short ? "short" : "ok";
    if (short && !stopping) el.spin.setAttribute("aria-description", t("noBetCovered"));
    else el.spin.removeAttribute("aria-description");

    const betOn = on("bet") && !auto;
    el.betDown.disabled = !betOn;
    el.betUp.disabled = !betOn;
    el.betSelect.disabled = !betOn;
    // The lowest and the highest level: that way the bet goes no further (focus stays put).
    const at = levels.indexOf(funds.bet);
    this.end(el.betDown, at === 0, t("lowestBet"));
    this.end(el.betUp, at >= 0 && at === levels.length - 1, t("highestBet"));

    for (const name of ["paytable", "help", "settings", "sound"]) el[name].disabled = !on(name);
    el.history.disabled = !on("history") || auto;
    el.close.disabled = !on("close") || auto;
    if (!this.isUnavailable(el.fastPlay)) el.fastPlay.disabled = !on("fastPlay");

    if (!this.isUnavailable(el.autoplay)) {
      el.autoplay.disabled = off || !(auto || phase === "ready");
      el.autoplay.setAttribute("aria-pressed", auto ? "true" : "false");
      const left = { count: autoplay.left, left: formatNumber(autoplay.left) };
      el.autoplay.setAttribute("aria-label", auto ? t("apStopLabel", left) : t("autoPlay"));
      el.autoplay.title = auto ? t("apStopTitle", left) : t("autoPlay");
    }
    el.autoplayCount.hidden = !auto;
    el.autoplayCount.textContent = auto ? formatNumber(autoplay.left) : "";
    this.doc.body.dataset.autoplay = auto ? "on" : "off";
  }
}
