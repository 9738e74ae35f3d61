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

/** "+$1.20", "-$3.00" or "$0.00", as the player's language writes them. */
export function formatNet(minor) {
  return formatMoney(minor, { sign: true });
}

export class SessionMeter {
  /**
   * `shownBalance()` gives the balance on screen now (integer cents) or null. `store` keeps the
   * session over a reload of this tab ({load(), save(session | null)}: storage.js's session).
   */
  constructor(doc, shownBalance, { store = null, now = () => Date.now() } = {}) {
    this.doc = doc;
    this.shownBalance = shownBalance;
    this.store = store;
    this.now = now;
    const saved = store ? store.load() : null;
    const at = now();
    const whole = (v) => Number.isSafeInteger(v) && v >= 0;
    // A reload in the same tab carries on the session: its start time, start balance and rounds.
    this.resumed = !!saved && whole(saved.startedAt) && saved.startedAt <= at;
    this.startedAt = this.resumed ? saved.startedAt : at;
    this.startBalance = this.resumed && whole(saved.startBalance) ? saved.startBalance : null;
    this.rounds = this.resumed && whole(saved.rounds) ? saved.rounds : 0;
    this.save();
    this.timeEl = doc.getElementById("session-time");
    this.netEl = doc.getElementById("session-net");
    this.timer = setInterval(() => this.tick(), 1000);
    // The net follows the balance the HUD writes: no frame is asked for while nothing changes.
    const balance = doc.getElementById("balance");
    this.watch = balance && typeof MutationObserver === "function" ? new MutationObserver(() => this.updateNet()) : null;
    if (this.watch) this.watch.observe(balance, { childList: true, characterData: true, subtree: true });
    this.tick();
    this.updateNet();
  }

  save() {
    if (this.store) this.store.save({ startedAt: this.startedAt, startBalance: this.startBalance, rounds: this.rounds });
  }

  /** The balance the session starts from, once the engine has said it (a resumed session keeps its own). */
  begin(balance) {
    if (this.startBalance === null && Number.isSafeInteger(balance)) {
      this.startBalance = balance;
      this.save();
      this.updateNet();
    }
  }

  /** Play money added by a reset is not a win: move the baseline with it. */
  rebase(delta) {
    if (this.startBalance !== null && Number.isSafeInteger(delta)) {
      this.startBalance += delta;
      this.save();
      this.updateNet();
    }
  }

  /** A round was played to its end. */
  countRound() {
    this.rounds += 1;
    this.save();
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

  /** The session is over (Close): the figures stop, and this tab's next load starts a new one. */
  stop() {
    clearInterval(this.timer);
    if (this.watch) this.watch.disconnect();
    this.tick();
    this.updateNet();
    if (this.store) this.store.save(null);
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
