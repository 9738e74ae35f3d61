// Recall mode: a past round played again on the canvas, under a banner that says so. The
// balance and last win on screen stay the player's own (no money moves); every control but
// "Exit recall" is locked until the player leaves.

import { formatMoney, formatPercent } from "../money.js";
import { language, t } from "../messages.js";
import { emptyView, restingView, roundStartView } from "../screen/view.js";

/** A round's date and time in the player's language and time zone ("Nov 30, 2026, 5:41:07 AM", "30.11.2026, 05:41:07"). */
export function formatTime(ms) {
  if (!Number.isFinite(ms)) return "—";
  return new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "medium" }).format(new Date(ms));
}

/** The view a recall starts from: the round's bet taken from its balance before. */
function recallStartView(entry) {
  const first = Array.isArray(entry.requests) && entry.requests[0] ? entry.requests[0] : {};
  const princess = first.state && typeof first.state.princess === "string" ? first.state.princess : null;
  const base = restingView(emptyView(), { balance: entry.balance_before, bet: entry.bet, princess });
  return roundStartView(base, { balance_before: entry.balance_before, bet: entry.bet }, princess);
}

export class Recall {
  constructor(doc, { controller, presenter, onChange, announce }) {
    this.doc = doc;
    this.controller = controller;
    this.presenter = presenter;
    this.onChange = onChange;
    this.announce = announce;
    this.active = false;
    this.entry = null;
    this.saved = null;
    this.playing = null;
    this.bar = doc.getElementById("recall-bar");
    this.title = doc.getElementById("recall-title");
    this.detail = doc.getElementById("recall-detail");
    this.app = doc.getElementById("app");
    this.stage = doc.getElementById("stage");
    this.place = this.place.bind(this);
  }

  /**
   * The bar over the top of the stage's area, which gives up the bar's height (CSS: body[data-recall]
   * #stage's margin): the grid and the portrait are laid out below it, the header and the balance stay in sight.
   */
  place() {
    const root = this.doc.documentElement.style;
    root.setProperty("--recall-space", "0px");
    const area = this.stage.getBoundingClientRect();
    root.setProperty("--recall-top", `${Math.round(area.top)}px`);
    root.setProperty("--recall-left", `${Math.round(area.left + area.width / 2)}px`);
    root.setProperty("--recall-width", `${Math.round(area.width)}px`);
    const gap = 6;
    root.setProperty("--recall-space", `${Math.ceil(this.bar.getBoundingClientRect().height) + gap}px`);
  }

  async start(entry) {
    const c = this.controller;
    if (this.active || c.phase !== "ready" || !Array.isArray(entry.steps) || !entry.steps.length) return false;
    this.active = true;
    this.entry = entry;
    const saved = this.presenter.view;
    this.saved = saved;
    this.app.inert = true;
    this.title.textContent = t("recallTitle", { id: entry.id });
    this.detail.textContent = t("recallDetail", {
      time: formatTime(entry.time),
      bet: formatMoney(entry.bet),
      win: formatMoney(entry.win),
      before: formatMoney(entry.balance_before),
      after: formatMoney(entry.balance_after),
      rtp: formatPercent(entry.rtp ?? c.ledger.defaultRtp), // the rung it was played at, whatever runs now
    });
    this.bar.hidden = false;
    this.doc.body.dataset.recall = "playing";
    this.place();
    this.doc.defaultView.addEventListener("resize", this.place);
    c.enterRecall();
    this.onChange();
    this.announce(t("recallAnnounce", { id: entry.id }));
    this.bar.focus({ preventScroll: true }); // Space and Enter do nothing here; Tab reaches Exit, Escape leaves

    const pinned = { balance: saved ? saved.balance : null, lastWin: saved ? saved.lastWin : 0 };
    const start = { ...recallStartView(entry), balance: pinned.balance, lastWin: pinned.lastWin };
    this.presenter.pinned = pinned;
    this.playing = this.presenter.play(entry.steps, 0, start, () => {});
    await this.playing;
    this.playing = null;
    if (!this.active) return true;
    this.doc.body.dataset.recall = "done";
    this.detail.textContent = t("recallFinished", { detail: this.detail.textContent });
    this.place(); // its words may take another line
    return true;
  }

  async exit() {
    if (!this.active) return;
    this.active = false;
    if (this.playing) {
      this.presenter.finish(); // the whole replay, not one spin of it
      await this.playing;
    }
    this.presenter.pinned = null;
    if (this.saved) this.presenter.show(this.saved);
    this.app.inert = false;
    this.bar.hidden = true;
    delete this.doc.body.dataset.recall;
    this.doc.defaultView.removeEventListener("resize", this.place);
    this.doc.documentElement.style.setProperty("--recall-space", "0px");
    this.controller.leaveRecall();
    this.onChange();
    this.announce(t("recallClosed"));
    const back = this.doc.getElementById("history-button");
    if (back) back.focus({ preventScroll: true });
  }
}
