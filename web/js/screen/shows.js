// The round's big moments, one handler per step type as in moments.js: the max win's screen
// (cap), the feature's total (free_spins_end) and the round's end (end): a big win's show, an
// ordinary win's banner, a win at or below the stake, or, after Stop, the total left in the
// message band. Each says its peak (a test may hold it there); the HUD's figures count with it.

import { ease } from "./timeline.js";
import { Figures } from "./figures.js";
import { bigWinTier } from "../art/bigwin.js";
import { countStep, formatMoney } from "../money.js";
import { t } from "../messages.js";

/** A screen over the whole canvas (the max win, the feature's total) that comes in with the moment. */
function overlay(p, m, screen, duration) {
  p.stage.overlay = screen;
  m.label("intro");
  m.tween(duration, (k) => (screen.p = k), ease.outBack);
  return screen;
}

export const SHOWS = {
  /** The max win: its own screen, the amount climbing to the cap; it stays up until the round's end pays it. */
  async cap(p, step, before) {
    const m = p.moment("max-win", "grid");
    p.sfx(m, "max_win");
    const spins = before.freeSpins;
    const left = spins ? Math.max(0, spins.total - spins.number) : 0;
    let line = t("maxWinRoundEnds");
    if (spins) line = left > 0 ? t("maxWinSpinsEnd", { count: left }) : t("maxWinFeatureEnds");
    const x = p.model ? p.model.maxWinX : Math.round(step.round_win / Math.max(1, before.bet));
    const screen = {
      kind: "max",
      title: t("maxWinX", { x: x.toLocaleString("en-US") }),
      caption: t("maxWin"),
      amount: formatMoney(before.roundWin),
      line,
      p: 0,
      out: 0,
      still: p.reducedMotion,
    };
    p.stage.banner = null;
    overlay(p, m, screen, 300);
    p.cheerTo(m, 1);
    let coinsAt = 0;
    await p.count(m, { roundWin: [before.roundWin, step.round_win] }, 1400, ease.inOutCubic, (k, n) => {
      screen.amount = formatMoney(countStep(before.roundWin, step.round_win, k, n));
      if (k >= coinsAt) {
        p.coins(m, 6);
        coinsAt = k + 6;
      }
    });
    p.coins(m, 40);
    m.label("peak");
    await m.wait(1200);
  },

  /** The feature's total: "Won $39.15 in 9 free spins" (the max-win screen already said the feature ended). */
  async free_spins_end(p, step, before) {
    p.mood("base");
    if (p.stage.overlay && p.stage.overlay.kind === "max") return;
    const m = p.moment("feature-total", "grid");
    const won = before.roundWin - (before.featureFrom ?? 0);
    const count = before.freeSpins ? before.freeSpins.number : 0;
    const screen = {
      kind: "feature",
      title: t("featureTotalTitle"),
      caption: t("featureWon", { amount: formatMoney(0) }),
      amount: formatMoney(won),
      line: t("featureSpins", { count }),
      summary: t("featureSummary", { amount: formatMoney(won), count }),
      p: 0,
      out: 0,
      still: p.reducedMotion,
    };
    overlay(p, m, screen, 250);
    p.sfx(m, "clear");
    const ticks = Figures.ticks;
    await m.tween(700, (k) => (screen.caption = t("featureWon", { amount: formatMoney(countStep(0, won, Math.round(k * ticks), ticks)) })), ease.outCubic);
    m.label("peak");
    await m.wait(900);
    m.label("out");
    await m.tween(250, (k) => (screen.out = k), ease.inQuad);
    if (p.stage.overlay === screen) p.stage.overlay = null;
  },

  async end(p, step, before) {
    const win = step.win;
    const bet = before.bet;
    if (win <= 0) {
      await p.moment("no-win", "messageBand").wait(120);
      return;
    }
    if (p.stopping) {
      // Stop: no show, but the round's total stays in the message band until the next round.
      p.stage.total = { title: p.quietStakeWins && win <= bet ? t("returned") : t("win"), amount: formatMoney(win) };
      return;
    }
    const paid = { lastWin: [0, win], balance: [before.balance, step.balance] };
    const screen = p.stage.overlay;
    if (screen && screen.kind === "max") {
      const m = p.moment("max-win-paid", "grid");
      await p.count(m, paid, 900);
      await m.wait(500);
      await m.tween(300, (k) => (screen.out = k), ease.inQuad);
      p.cheerTo(m, 0);
      if (p.stage.overlay === screen) p.stage.overlay = null;
      return;
    }
    const tier = bigWinTier(win, bet);
    if (tier > 0) await bigWin(p, step, before, tier);
    else if (win <= bet) await stakeBack(p, step);
    else {
      const m = p.moment("win", "grid");
      p.sfx(m, "win", { step: 0 });
      const count = Math.min(900, 400 + 120 * Math.log2(win / bet));
      await Promise.all([p.banner(m, { title: t("win"), subtitle: formatMoney(win) }, count + 300), p.count(m, paid, count)]);
    }
  },
};

/**
 * A win at or below the stake: no banner, jingle or count-up. Where the operator forbids
 * celebrating it, a neutral "Returned $0.20"; elsewhere a plain "Win $0.20" and one soft chime.
 */
async function stakeBack(p, step) {
  const returned = p.quietStakeWins;
  const m = p.moment(returned ? "returned" : "small-win", "grid");
  if (!returned) p.sfx(m, "small_win");
  p.figures.set("lastWin", step.win);
  p.figures.set("balance", step.balance);
  await p.banner(m, { title: t(returned ? "returnedAmount" : "winAmount", { amount: formatMoney(step.win) }), tone: "plain" }, 900);
}

/**
 * BIG, SUPER, MEGA, EPIC: the amount counts up from the first frame and the title steps up as it
 * passes each tier; the HUD's Win, Last win and balance count with it, never ahead; coins fly
 * and the princess cheers.
 */
async function bigWin(p, step, before, tier) {
  const m = p.moment(`big-win-${tier}`, "grid");
  const win = step.win;
  const bet = before.bet;
  const show = { tier: 1, text: formatMoney(0), p: 0, out: 0, pop: 0, still: p.reducedMotion, start: p.timeline.cursor };
  p.stage.bigWin = show;
  p.sfx(m, "big_win");
  p.cheerTo(m, 1);
  p.coins(m, 8 + 4 * tier);
  m.label("intro");
  m.tween(300, (k) => (show.p = k), ease.outBack);
  let coinsAt = 0;
  const counted = { roundWin: [0, win], lastWin: [0, win], balance: [before.balance, step.balance] };
  await p.count(m, counted, 800 + 500 * tier, ease.outSine, (k, n) => {
    const value = countStep(0, win, k, n);
    show.text = formatMoney(value);
    show.pop = Math.max(0, show.pop - 0.1);
    p.sfx(m, "count");
    const reached = bigWinTier(value, bet);
    if (reached > show.tier) {
      Object.assign(show, { tier: reached, pop: 1 });
      p.sfx(m, "meter", { value: Math.min(p.model.meterSize, reached - 1) });
      p.coins(m, 10 + 6 * reached);
    }
    if (k >= coinsAt) {
      p.coins(m, 1 + tier);
      coinsAt = k + 3;
    }
  });
  Object.assign(show, { tier, text: formatMoney(win), pop: 1 });
  p.coins(m, 10 * tier);
  m.label("peak");
  await m.tween(400, (k) => (show.pop = 1 - k), ease.outQuad);
  await m.wait(250 + 150 * tier);
  m.label("out");
  p.cheerTo(m, 0, 300);
  await m.tween(300, (k) => (show.out = k), ease.inQuad);
  if (p.stage.bigWin === show) p.stage.bigWin = null;
}
