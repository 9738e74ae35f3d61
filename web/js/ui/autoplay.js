// Auto Play: the player asks for a number of rounds and, optionally, when to stop early. Every
// round is an ordinary spin the engine answers; Auto Play only presses Spin again. It stops at
// the free-spins choice (the player chooses), on any error or refusal (the engine's own message
// is on screen: a balance too low for the bet is one), at a limit, or when the player says so.

import { EVENTS } from "../events.js";
import { formatMoney, formatNumber } from "../money.js";
import { t } from "../messages.js";
import { stepsWhere } from "../steps.js";

export const ROUND_CHOICES = [10, 25, 50, 100];
const LIMIT_MULTIPLES = [10, 25, 50, 100, 250]; // x the bet, for the limit lists
const FEATURE_STEPS = stepsWhere((s) => s.feature === "won" || s.feature === "starts"); // "stop on any feature"
const PAUSE_MS = 350; // between rounds: time to see the result

export class AutoPlay {
  /**
   * controller: the game controller (phase, state, play, bet, spin()); `onChange()` after any
   * change of running/left; `announce(text)`; `fast()` -> fast play on.
   */
  constructor(doc, body, { controller, onChange, announce, fast, close }) {
    this.doc = doc;
    this.body = body;
    this.controller = controller;
    this.onChange = onChange;
    this.announce = announce;
    this.fast = fast;
    this.close = close;
    this.running = false;
    this.left = 0;
    this.stops = null;
    this.lastRoundId = null;
    this.startBalance = 0;
    this.reason = "";
    this.timer = null;
    controller.on(EVENTS.PHASE, ({ phase, previous }) => this.onPhase(phase, previous));
  }

  /** Fill the panel for the current bet. */
  render() {
    const doc = this.doc;
    const bet = this.controller.bet;
    const options = () =>
      [`<option value="0">${t("apNoLimit")}</option>`]
        .concat(LIMIT_MULTIPLES.map((k) => `<option value="${bet * k}">${t("apLimit", { amount: formatMoney(bet * k), times: formatNumber(k) })}</option>`))
        .join("");
    this.body.innerHTML = `
      <form class="autoplay-form" id="autoplay-form">
        <fieldset class="rounds"><legend>${t("apRounds")}</legend>
          ${ROUND_CHOICES.map((n, i) => `<label class="chip"><input type="radio" name="ap-rounds" value="${n}"${i === 0 ? " checked" : ""}><span>${formatNumber(n)}</span></label>`).join("")}
        </fieldset>
        <div class="limits">
          <label class="setting"><span>${t("apLossLimit")}</span><select id="ap-loss">${options()}</select></label>
          <label class="setting"><span>${t("apWinLimit")}</span><select id="ap-win">${options()}</select></label>
        </div>
        <label class="setting"><span>${t("apOnFeature")}<small>${t("apOnFeatureNote")}</small></span><input type="checkbox" id="ap-feature" role="switch"></label>
        <p class="panel-note">${t("apNote", { bet: formatMoney(bet) })}</p>
        <div class="panel-actions"><button type="button" class="ghost" data-close>${t("cancel")}</button><button type="submit" id="ap-start" class="primary">${t("apStart")}</button></div>
      </form>`;
    doc.getElementById("autoplay-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const rounds = Number(doc.querySelector("input[name=ap-rounds]:checked").value);
      this.close();
      this.start({
        rounds,
        lossLimit: Number(doc.getElementById("ap-loss").value),
        winLimit: Number(doc.getElementById("ap-win").value),
        onFeature: doc.getElementById("ap-feature").checked,
      });
    });
  }

  /** Begin: `rounds` spins, with limits in cents (0 = none). */
  start({ rounds, lossLimit = 0, winLimit = 0, onFeature = false }) {
    const c = this.controller;
    if (this.running || c.phase !== "ready" || !ROUND_CHOICES.includes(rounds)) return false;
    this.running = true;
    this.left = rounds;
    this.stops = { lossLimit, winLimit, onFeature };
    this.startBalance = c.state.balance;
    this.reason = "";
    this.announce(t("apStarted", { count: rounds }));
    this.onChange();
    this.next();
    return true;
  }

  /** Stop now; the round on screen plays to its end. */
  stop(reason = t("apStopped")) {
    if (!this.running) return;
    clearTimeout(this.timer);
    this.running = false;
    this.left = 0;
    this.reason = reason;
    this.announce(reason);
    this.onChange();
  }

  next() {
    if (!this.running) return;
    const c = this.controller;
    if (c.phase !== "ready") return;
    if (this.left <= 0) {
      this.stop(t("apFinished"));
      return;
    }
    this.lastRoundId = c.play ? c.play.roundId : null;
    this.left -= 1;
    this.onChange();
    c.spin();
  }

  /** On every phase change of the game (the controller's `phase` event). */
  onPhase(phase, previous) {
    if (!this.running) return;
    if (phase === "choice") {
      this.stop(t("apStoppedChoice"));
      return;
    }
    if (phase === "error" || phase === "closed") {
      this.stop(t("apStopped"));
      return;
    }
    if (phase !== "ready" || previous !== "spinning") return;
    const verdict = this.check();
    if (verdict) {
      this.stop(verdict);
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.next(), this.fast() ? PAUSE_MS / 3 : PAUSE_MS);
  }

  /** After a round: a reason to stop, or "" to go on. */
  check() {
    const c = this.controller;
    const play = c.play;
    const steps = play && Array.isArray(play.steps) ? play.steps : [];
    const end = steps.length ? steps[steps.length - 1] : null;
    const message = this.doc.getElementById("message");
    if (!play || play.roundId === this.lastRoundId || !end || end.t !== "end") {
      const text = !message.hidden ? this.doc.getElementById("message-text").textContent : t("apUnfinished");
      return t("apStoppedWhy", { why: text });
    }
    const { lossLimit, winLimit, onFeature } = this.stops;
    if (onFeature && steps.some((s) => FEATURE_STEPS.has(s.t))) return t("apStoppedFeature");
    if (winLimit > 0 && end.win > winLimit) return t("apStoppedWin", { win: formatMoney(end.win), limit: formatMoney(winLimit) });
    const loss = this.startBalance - c.state.balance;
    if (lossLimit > 0 && loss >= lossLimit) return t("apStoppedLoss", { loss: formatMoney(loss) });
    if (this.left <= 0) return t("apFinished");
    return "";
  }
}
