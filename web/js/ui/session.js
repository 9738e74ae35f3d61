// Responsible play, always on screen: how long this session has lasted and the money won or lost
// in it (the balance shown now against the balance it started with). And the aria-live voice
// that tells screen-reader players what happened.

import { formatMoney } from "../money.js";

/** "m:ss", or "h:mm:ss" past an hour. */
export function formatDuration(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** "+$1.20", "-$3.00" or "$0.00". */
export function formatNet(cents) {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

export class SessionMeter {
  /** `shownBalance()` gives the balance on screen now (integer cents) or null. */
  constructor(doc, shownBalance, now = () => performance.now()) {
    this.doc = doc;
    this.shownBalance = shownBalance;
    this.now = now;
    this.startedAt = now();
    this.startBalance = null;
    this.rounds = 0;
    this.timeEl = doc.getElementById("session-time");
    this.netEl = doc.getElementById("session-net");
    this.timer = setInterval(() => this.tick(), 1000);
    this.frame = () => {
      this.updateNet();
      this.raf = requestAnimationFrame(this.frame);
    };
    this.raf = requestAnimationFrame(this.frame);
  }

  /** The balance the session starts from, once the engine has said it. */
  begin(balance) {
    if (this.startBalance === null && Number.isSafeInteger(balance)) this.startBalance = balance;
  }

  /** Play money added by a reset is not a win: move the baseline with it. */
  rebase(delta) {
    if (this.startBalance !== null && Number.isSafeInteger(delta)) this.startBalance += delta;
  }

  elapsed() {
    return this.now() - this.startedAt;
  }

  net() {
    const shown = this.shownBalance();
    if (this.startBalance === null || !Number.isSafeInteger(shown)) return 0;
    return shown - this.startBalance;
  }

  tick() {
    const ms = this.elapsed();
    const text = formatDuration(ms);
    if (this.timeEl.textContent !== text) {
      this.timeEl.textContent = text;
      this.timeEl.dateTime = `PT${Math.floor(ms / 1000)}S`;
    }
  }

  updateNet() {
    const net = this.net();
    const text = formatNet(net);
    if (this.netEl.textContent !== text) {
      this.netEl.textContent = text;
      this.netEl.dataset.sign = net > 0 ? "up" : net < 0 ? "down" : "even";
    }
  }

  stop() {
    clearInterval(this.timer);
    cancelAnimationFrame(this.raf);
    this.tick();
    this.updateNet();
  }
}

/**
 * Say `text` through the polite live region (cleared first, so a repeat is heard again). What is
 * said in one frame is said together, in order: no listener's words replace another's.
 */
export function announcer(doc) {
  const el = doc.getElementById("announce");
  let queued = [];
  return (text) => {
    if (!queued.length) {
      el.textContent = "";
      requestAnimationFrame(() => {
        el.textContent = queued.join(" ");
        queued = [];
      });
    }
    queued.push(text);
  };
}
