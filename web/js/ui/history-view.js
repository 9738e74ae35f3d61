// The Game History screen: the last rounds as the history data keeps them, a recall of any of
// them on the canvas (clearly marked, no money moves, every other control locked), and Verify,
// which sends the round's stored requests through the bridge again (the engine is stateless
// and deterministic) and compares what it answers with what was stored.
//
// Entries (history.list(), newest first): {id, time, bet, win, balance_before, balance_after,
// status, features, requests, steps?, prev, hash}. Read defensively: old entries may lack steps.

import { canonical } from "../record/history.js";
import { formatMoney } from "../money.js";
import { emptyView, restingView, roundStartView } from "../screen/view.js";

export const HISTORY_LIMIT = 50;

const FEATURE_NAMES = {
  power: "Girl Power",
  trinity: "Princess Trinity",
  free_spins: "Free Spins",
  extend: "Extra spins",
  prize: "Grid Clear Prize",
  cap: "Max Win",
  void: "Void",
  malfunction: "Malfunction",
};
const STATUS_NAMES = { complete: "Complete", void: "Void (bet returned)", awaiting_choice: "Waiting for the free-spins choice" };

/** "2026-11-30 05:41:07" in the player's time zone. */
export function formatTime(ms) {
  if (!Number.isFinite(ms)) return "—";
  const d = new Date(ms);
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

const money = (cents) => (Number.isSafeInteger(cents) ? formatMoney(cents) : "—");

/** Re-run `entry.requests` through `request(payload)`; compare; return {ok, lines, ...}. */
export async function verifyEntry(entry, request) {
  const requests = Array.isArray(entry.requests) ? entry.requests : [];
  if (!requests.length) return { ok: false, verdict: "Cannot verify", lines: ["This round has no stored requests to replay."] };
  const steps = [];
  let last = null;
  for (const payload of requests) {
    last = await request(payload);
    if (!last || typeof last !== "object") return { ok: false, verdict: "Mismatch", lines: ["The engine gave no reply."] };
    if (Array.isArray(last.steps)) steps.push(...last.steps);
    if (!last.ok) break;
  }
  const round = last.round || null;
  const replayed = {
    status: round ? round.status : last.ok ? null : "refused",
    win: round ? round.win : null,
    balance: last.state ? last.state.balance : null,
    before: round ? round.balance_before : null,
  };
  const lines = [];
  const checks = [];
  const check = (name, stored, got, show = money) => {
    const same = stored === got;
    checks.push(same);
    lines.push(`${name}: ${same ? `${show(got)} — same` : `stored ${show(stored)}, engine ${show(got)}`}`);
  };
  // A round voided for waiting over the limit was voided by a later resume: its requests
  // replay the spin up to the choice, and the bet came back.
  const voidedLater = entry.status === "void" && replayed.status === "awaiting_choice";
  check("Balance before", entry.balance_before, replayed.before);
  if (voidedLater) {
    lines.push("The round was voided later (it waited too long): the bet was returned.");
  } else {
    check("Round win", entry.win, replayed.win);
    check("Final balance", entry.balance_after, replayed.balance);
    check("Status", entry.status, replayed.status, (s) => STATUS_NAMES[s] || String(s));
  }
  if (Array.isArray(entry.steps)) {
    const same = canonical(entry.steps) === canonical(steps);
    checks.push(same);
    lines.push(same ? `Steps: all ${steps.length} the same` : `Steps: stored ${entry.steps.length}, engine ${steps.length}, and they differ`);
  } else {
    lines.push("Steps: not kept for this older round (win and balance checked).");
  }
  const ok = checks.every(Boolean);
  return { ok, verdict: ok ? "Verified" : "Mismatch", lines, replayed, steps };
}

export class HistoryView {
  /**
   * source: {list()} (sync or async); request(payload) -> reply; startRecall(entry);
   * closeDialog(); checkChain(entries newest first) -> null when the hash chain holds, else why.
   */
  constructor(doc, body, { source, request, startRecall, closeDialog, checkChain = null }) {
    this.checkChain = checkChain;
    this.doc = doc;
    this.body = body;
    this.source = source;
    this.request = request;
    this.startRecall = startRecall;
    this.closeDialog = closeDialog;
    this.entries = [];
    this.generation = 0;
  }

  async render() {
    const doc = this.doc;
    const generation = ++this.generation;
    this.body.textContent = "";
    let entries = [];
    let failed = false;
    try {
      const list = await this.source.list();
      entries = Array.isArray(list) ? list.filter((e) => e && typeof e === "object").slice(0, HISTORY_LIMIT) : [];
    } catch {
      failed = true;
    }
    if (generation !== this.generation) return;
    this.entries = entries;
    const note = doc.createElement("p");
    note.className = "panel-note";
    note.id = "history-note";
    note.textContent = failed
      ? "The history could not be read."
      : entries.length
        ? `Your last ${entries.length === 1 ? "round" : `${entries.length} rounds`}, newest first (up to ${HISTORY_LIMIT}). Replay shows a round again; Verify asks the engine to play it again and compares.`
        : "No rounds yet: your rounds will be listed here.";
    this.body.append(note);
    if (!entries.length) return;
    if (this.checkChain) this.body.append(this.chainLine(entries, generation));
    const list = doc.createElement("ol");
    list.className = "history-list";
    for (const entry of entries) list.append(this.row(entry));
    this.body.append(list);
  }

  /** The record's own seal: every entry's hash, and each one chained to the one before. */
  chainLine(entries, generation) {
    const line = this.doc.createElement("p");
    line.className = "history-chain";
    line.id = "history-chain";
    line.setAttribute("role", "status");
    line.textContent = "Checking the record's seal…";
    Promise.resolve()
      .then(() => this.checkChain(entries))
      .then(
        (problem) => {
          if (generation !== this.generation) return;
          line.dataset.result = problem ? "broken" : "intact";
          line.textContent = problem
            ? `✗ The record's seal is broken: ${problem}.`
            : `✓ The record's seal holds: every round's hash matches and each follows the one before.`;
        },
        () => {
          if (generation !== this.generation) return;
          line.dataset.result = "unknown";
          line.textContent = "The record's seal could not be checked here.";
        },
      );
    return line;
  }

  row(entry) {
    const doc = this.doc;
    const li = doc.createElement("li");
    li.className = "history-entry";
    li.dataset.id = String(entry.id);
    li.dataset.status = String(entry.status);
    const features = Array.isArray(entry.features) ? entry.features : [];
    const head = doc.createElement("div");
    head.className = "history-head";
    const title = doc.createElement("strong");
    title.textContent = `Round #${entry.id}`;
    const time = doc.createElement("time");
    time.className = "history-time";
    time.textContent = formatTime(entry.time);
    if (Number.isFinite(entry.time)) time.dateTime = new Date(entry.time).toISOString();
    head.append(title, time);
    const figures = doc.createElement("dl");
    figures.className = "history-figures";
    for (const [label, key, value] of [
      ["Bet", "bet", money(entry.bet)],
      ["Win", "win", money(entry.win)],
      ["Balance before", "before", money(entry.balance_before)],
      ["Balance after", "after", money(entry.balance_after)],
    ]) {
      const pair = doc.createElement("div");
      const dt = doc.createElement("dt");
      dt.textContent = label;
      const dd = doc.createElement("dd");
      dd.dataset.field = key;
      dd.textContent = value;
      pair.append(dt, dd);
      figures.append(pair);
    }
    const chips = doc.createElement("p");
    chips.className = "history-features";
    const names = features.map((f) => FEATURE_NAMES[f] || String(f));
    if (entry.status && entry.status !== "complete") names.unshift(STATUS_NAMES[entry.status] || String(entry.status));
    chips.textContent = names.length ? names.join(" · ") : "No feature";
    const actions = doc.createElement("div");
    actions.className = "history-actions";
    const replay = doc.createElement("button");
    replay.type = "button";
    replay.className = "ghost replay";
    replay.textContent = "Replay";
    replay.setAttribute("aria-label", `Replay round ${entry.id}`);
    const canReplay = Array.isArray(entry.steps) && entry.steps.length > 0;
    replay.disabled = !canReplay;
    if (!canReplay) replay.title = "The steps of this older round were not kept.";
    replay.addEventListener("click", () => {
      this.closeDialog();
      this.startRecall(entry);
    });
    const verify = doc.createElement("button");
    verify.type = "button";
    verify.className = "ghost verify";
    verify.textContent = "Verify";
    verify.setAttribute("aria-label", `Verify round ${entry.id}`);
    const result = doc.createElement("div");
    result.className = "verify-result";
    result.setAttribute("role", "status");
    verify.addEventListener("click", async () => {
      verify.disabled = true;
      result.dataset.result = "running";
      result.textContent = "Asking the engine…";
      let outcome;
      try {
        outcome = await verifyEntry(entry, this.request);
      } catch (err) {
        outcome = { ok: false, verdict: "Mismatch", lines: [`The engine could not be asked: ${err && err.message ? err.message : err}`] };
      }
      result.dataset.result = outcome.ok ? "verified" : "mismatch";
      result.textContent = "";
      const verdict = doc.createElement("strong");
      verdict.textContent = outcome.ok
        ? "✓ Verified: the engine plays this round exactly the same."
        : `✗ ${outcome.verdict}: the engine's replay differs from the stored round.`;
      const lines = doc.createElement("ul");
      for (const line of outcome.lines) {
        const item = doc.createElement("li");
        item.textContent = line;
        lines.append(item);
      }
      result.append(verdict, lines);
      verify.disabled = false;
    });
    actions.append(replay, verify);
    li.append(head, figures, chips, actions, result);
    return li;
  }
}

/** The view a recall starts from: the round's bet taken from its balance before. */
export function recallStartView(entry) {
  const first = Array.isArray(entry.requests) && entry.requests[0] ? entry.requests[0] : {};
  const princess = first.state && typeof first.state.princess === "string" ? first.state.princess : null;
  const base = restingView(emptyView(), { balance: entry.balance_before, bet: entry.bet, princess });
  return roundStartView(base, { balance_before: entry.balance_before, bet: entry.bet }, princess);
}
