// The Game History screen: the last rounds as the history data keeps them, a recall of any of
// them on the canvas (clearly marked, no money moves, every other control locked), and Verify,
// which sends the round's stored requests through the bridge again (the engine is stateless
// and deterministic) and compares what it answers with what was stored. Download gives the rounds
// as a file (history.js historyFile) that anyone can check with the engine outside the game.
//
// Entries (history.list(), newest first): {id, time, bet, win, balance_before, balance_after,
// status, features, requests, steps?, rtp?, prev, hash}. Read defensively: old entries may lack
// steps; an entry without `rtp` was played at the default rung of the RTP ladder.

import { WHEEL_SHA256, WHEEL_URL, RUNTIME_ID } from "../build-info.js";
import { canonical, historyFile } from "../record/history.js";
import { formatMoney, formatNumber, formatPercent } from "../money.js";
import { t, textOf } from "../messages.js";
import { formatTime } from "./recall.js";

export const HISTORY_LIMIT = 50;

// The history's words for a round's features and statuses; an unknown one (an old entry) as it is stored.
const featureName = (f) => textOf("feature_", f);
const statusName = (s) => textOf("status_", s);

const SHORT_STAGE = "(orientation: landscape) and (max-height: 500px)"; // ui.css's phone on its side
const money = (cents) => (Number.isSafeInteger(cents) ? formatMoney(cents) : "—");

/** Re-run `entry.requests` through `request(payload)`; compare; return {ok, lines, ...}. `defaultRtp`
 * names the RTP ladder's default rung (a state or entry names only the others). */
export async function verifyEntry(entry, request, defaultRtp = null) {
  const requests = Array.isArray(entry.requests) ? entry.requests : [];
  if (!requests.length) return { ok: false, verdict: t("verifyCannot"), lines: [t("verifyNoRequests")] };
  const steps = [];
  let last = null;
  for (const payload of requests) {
    last = await request(payload);
    if (!last || typeof last !== "object") return { ok: false, verdict: t("verifyMismatch"), lines: [t("verifyNoReply")] };
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
    lines.push(same ? t("verifySame", { name, value: show(got) }) : t("verifyDiffers", { name, stored: show(stored), got: show(got) }));
  };
  // A round voided for waiting over the limit was voided by a later resume: its requests
  // replay the spin up to the choice, and the bet came back.
  const voidedLater = entry.status === "void" && replayed.status === "awaiting_choice";
  // The rung the engine played the requests at, and the one the entry says.
  check(t("rtpLabel"), entry.rtp ?? defaultRtp, (last.state && last.state.rtp) ?? defaultRtp, formatPercent);
  check(t("balanceBefore"), entry.balance_before, replayed.before);
  if (voidedLater) {
    lines.push(t("verifyVoidedLater"));
  } else {
    check(t("roundWin"), entry.win, replayed.win);
    check(t("finalBalance"), entry.balance_after, replayed.balance);
    check(t("status"), entry.status, replayed.status, statusName);
  }
  if (Array.isArray(entry.steps)) {
    const same = canonical(entry.steps) === canonical(steps);
    checks.push(same);
    const counts = { count: steps.length, steps: formatNumber(steps.length), stored: formatNumber(entry.steps.length) };
    lines.push(same ? t("verifyStepsSame", counts) : t("verifyStepsDiffer", counts));
  } else {
    lines.push(t("verifyStepsOld"));
  }
  const ok = checks.every(Boolean);
  return { ok, verdict: ok ? t("verified") : t("verifyMismatch"), lines, replayed, steps };
}

export class HistoryView {
  /**
   * source: {list()} (sync or async); request(payload) -> reply; startRecall(entry);
   * closeDialog(); checkChain(entries newest first) -> null when the hash chain holds, else why;
   * defaultRtp() -> the RTP ladder's default rung, for an entry that names none.
   */
  constructor(doc, body, { source, request, startRecall, closeDialog, checkChain = null, defaultRtp = () => null }) {
    // a short stage (a phone on its side, as the panels' CSS says it): the intro and the chain's line fold into Details
    this.short = doc.defaultView?.matchMedia?.(SHORT_STAGE) ?? null;
    this.short?.addEventListener?.("change", () => this.fold());
    this.checkChain = checkChain;
    this.defaultRtp = defaultRtp;
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
      ? t("historyUnreadable")
      : entries.length
        ? t("historyNote", { count: entries.length, rounds: formatNumber(entries.length), limit: formatNumber(HISTORY_LIMIT) })
        : t("historyEmpty");
    this.body.append(note);
    if (!entries.length) return;
    if (this.checkChain) this.body.append(this.chainLine(entries, generation));
    this.body.append(this.downloadLine());
    const list = doc.createElement("ol");
    list.className = "history-list";
    for (const entry of entries) list.append(this.row(entry));
    this.body.append(list);
    this.fold();
  }

  /**
   * On a short stage the intro and the chain's line go into Details (closed), so that the rounds
   * have the panel's height (one showed at a time at 844x390); elsewhere they stand above it.
   */
  fold() {
    const note = this.body.querySelector("#history-note");
    const details = this.body.querySelector("#history-details");
    const line = this.body.querySelector("#history-chain");
    if (!note || !details || !line) return;
    if (this.short?.matches) {
      details.querySelector("summary").after(note, line);
      details.hidden = false;
    } else if (details.contains(line)) {
      this.body.prepend(note);
      details.before(line);
      details.hidden = !["intact", "broken"].includes(line.dataset.result ?? ""); // as ever: shown once the check has said
    }
  }

  /**
   * Whether the history is as it was played, in plain words (the record's own check: every
   * entry's hash, each chained to the one before); the proof itself, the seal and each round's
   * hash after the one before it, under Details.
   */
  chainLine(entries, generation) {
    const doc = this.doc;
    const line = doc.createElement("p");
    line.className = "history-chain";
    line.id = "history-chain";
    line.setAttribute("role", "status");
    line.textContent = t("sealChecking");
    const details = doc.createElement("details");
    details.className = "history-details";
    details.id = "history-details";
    details.hidden = true;
    const summary = doc.createElement("summary");
    summary.textContent = t("detailsTitle");
    const proof = doc.createElement("p");
    const links = doc.createElement("ol");
    const short = (hash) => (typeof hash === "string" ? `${hash.slice(0, 12)}…` : "—");
    for (const entry of entries) {
      const link = doc.createElement("li");
      link.textContent = t("detailsLink", { id: entry.id, hash: short(entry.hash), prev: short(entry.prev) });
      links.append(link);
    }
    details.append(summary, proof, links);
    Promise.resolve()
      .then(() => this.checkChain(entries))
      .then(
        (problem) => {
          if (generation !== this.generation) return;
          line.dataset.result = problem ? "broken" : "intact";
          line.textContent = problem ? `✗ ${t("sealBroken")}` : `✓ ${t("sealHolds")}`;
          proof.textContent = problem ? t("detailsSealBroken", { problem }) : t("detailsSealHolds");
          details.hidden = false;
        },
        () => {
          if (generation !== this.generation) return;
          line.dataset.result = "unknown";
          line.textContent = t("sealUnchecked");
        },
      );
    const box = doc.createElement("div");
    box.className = "history-check";
    box.append(line, details);
    return box;
  }

  /** Download: the rounds listed, as a JSON file saved by the browser. */
  downloadLine() {
    const doc = this.doc;
    const line = doc.createElement("p");
    line.className = "history-download";
    const button = doc.createElement("button");
    button.type = "button";
    button.className = "ghost";
    button.id = "history-download";
    button.textContent = t("download");
    button.setAttribute("aria-label", t("downloadLabel"));
    button.addEventListener("click", () => {
      const engine = { wheel: WHEEL_URL.split("/").pop(), sha256: WHEEL_SHA256, runtime: RUNTIME_ID };
      const { name, text } = historyFile(this.entries, engine);
      const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      const link = doc.createElement("a");
      link.href = url;
      link.download = name;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // Some browsers read the Blob only after the click has returned.
      setTimeout(() => URL.revokeObjectURL(url), 60000);
    });
    line.append(button);
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
    title.textContent = t("roundNumber", { id: entry.id });
    const time = doc.createElement("time");
    time.className = "history-time";
    time.textContent = formatTime(entry.time);
    if (Number.isFinite(entry.time)) time.dateTime = new Date(entry.time).toISOString();
    head.append(title, time);
    const figures = doc.createElement("dl");
    figures.className = "history-figures";
    for (const [label, key, value] of [
      [t("bet"), "bet", money(entry.bet)],
      [t("win"), "win", money(entry.win)],
      [t("balanceBefore"), "before", money(entry.balance_before)],
      [t("balanceAfter"), "after", money(entry.balance_after)],
      [t("rtpLabel"), "rtp", formatPercent(entry.rtp ?? this.defaultRtp())],
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
    const names = features.map(featureName);
    if (entry.status && entry.status !== "complete") names.unshift(statusName(entry.status));
    chips.textContent = names.length ? names.join(" · ") : t("noFeature");
    const actions = doc.createElement("div");
    actions.className = "history-actions";
    const replay = doc.createElement("button");
    replay.type = "button";
    replay.className = "ghost replay";
    replay.textContent = t("replay");
    replay.setAttribute("aria-label", t("replayLabel", { id: entry.id }));
    const canReplay = Array.isArray(entry.steps) && entry.steps.length > 0;
    replay.disabled = !canReplay;
    if (!canReplay) replay.title = t("replayOld");
    replay.addEventListener("click", () => {
      this.closeDialog();
      this.startRecall(entry);
    });
    const verify = doc.createElement("button");
    verify.type = "button";
    verify.className = "ghost verify";
    verify.textContent = t("verify");
    verify.setAttribute("aria-label", t("verifyLabel", { id: entry.id }));
    const result = doc.createElement("div");
    result.className = "verify-result";
    result.setAttribute("role", "status");
    verify.addEventListener("click", async () => {
      verify.disabled = true;
      result.dataset.result = "running";
      result.textContent = t("verifyAsking");
      let outcome;
      try {
        outcome = await verifyEntry(entry, this.request, this.defaultRtp());
      } catch (err) {
        outcome = { ok: false, verdict: t("verifyMismatch"), lines: [t("verifyFailed", { why: err && err.message ? err.message : err })] };
      }
      result.dataset.result = outcome.ok ? "verified" : "mismatch";
      result.textContent = "";
      const verdict = doc.createElement("strong");
      verdict.textContent = outcome.ok ? `✓ ${t("verifyOk")}` : `✗ ${t("verifyBad", { verdict: outcome.verdict })}`;
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
