// The round's closing moments, one handler per step type as in moments.js: the max win's screen
// (cap), the feature's closing screen (free_spins_end) and the round's end (end): a big win's show,
// an ordinary win's banner, a win at or below the stake, or, after Stop, the total left in the
// message band. The shows (the max win, the feature's total, a big win) keep their peak: a Stop
// takes them there, never past it. Each says its peak (a test may hold it there); the HUD's Win and
// balance count with the figure on screen (Last win keeps the round before's until the round is
// over: readouts.js), and as the round ends the multiplier and the meter go back to what the next
// round starts from.

import { ease } from "./timeline.js";
import { banner } from "./banners.js";
import { bigWinTier } from "./tiers.js";
import { bigWinTitle } from "./captions.js";
import { countStep, formatMoney, formatNumber } from "../money.js";
import { t } from "../messages.js";
import { SCREEN_COLOURS } from "../art/theme.js";
import { skyDepth } from "./staging.js";

const SHOW = { keepsPeak: true };
const BIG_WIN_RISE_MS = 400; // the princess rises to lead a big win
const PARTED = 0.9; // how far a big win moves the scene's layers apart (parallax depth)

/** A screen over the whole canvas (the max win, the feature's total) that comes in with the moment. */
function overlay(p, m, screen, duration) {
  p.props.overlay = screen;
  m.label("intro");
  m.tween(duration, (k) => (screen.p = k), ease.outBack);
  return screen;
}

/** A count's tick: the tier the counted `value` reaches steps the show's title up, with a chime and coins. */
function stepUp(p, m, show, value, bet) {
  const reached = bigWinTier(value, bet);
  if (reached <= show.tier) return;
  Object.assign(show, { tier: reached, pop: 1 });
  if (show.title !== undefined) show.title = bigWinTitle(reached);
  p.sfx(m, "meter", { value: Math.min(p.model.meterSize, reached - 1) });
  p.coins(m, 10 + 6 * reached);
}

/** @type {{[T in import("../types.js").StepType]?: import("./staging.js").Handler<T>}} */
export const SHOWS = {
  /** The max win: its own screen, the amount climbing to the cap; it stays up until the round's end pays it. */
  async cap(p, step, before) {
    const m = p.moment("max-win", "grid", SHOW);
    p.sfx(m, "max_win");
    const spins = before.freeSpins;
    const left = spins ? Math.max(0, spins.total - spins.number) : 0;
    let line = t("maxWinRoundEnds");
    if (spins) line = left > 0 ? t("maxWinSpinsEnd", { count: left }) : t("maxWinFeatureEnds");
    const x = p.model ? p.model.maxWinX : Math.round(step.round_win / Math.max(1, before.bet));
    const screen = {
      kind: "max",
      title: t("maxWinX", { x: formatNumber(x) }), // "5,000x", "5.000x": the language's digits
      caption: t("maxWin"),
      amount: formatMoney(before.roundWin),
      line,
      p: 0,
      out: 0,
      still: p.reducedMotion,
    };
    p.props.banner = null;
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
    m.label("peak");
    p.coins(m, 40);
    await m.wait(1200);
  },

  /**
   * The feature's closing screen, the round's one end: its total (the base spin, the trinity round
   * and the free spins, each named), counted up with the HUD's Win and balance, under the
   * big-win tier that total reaches, else "Free Spins Complete". It stays up until the end pays it.
   * (After the max win, the max-win screen already said the feature ended.)
   */
  async free_spins_end(p, step, before) {
    p.mood("base");
    if (p.props.overlay && p.props.overlay.kind === "max") return;
    const end = p.ahead("end");
    const total = end ? end.win : before.roundWin;
    const tier = bigWinTier(total, before.bet);
    const m = p.moment("feature-total", "grid", SHOW);
    p.featureSky(m, null); // the night's own sky again, under the closing screen
    const count = before.freeSpins ? before.freeSpins.number : 0;
    // the count starts from what the round had won as its free spins began (the base game's lines,
    // printed under it from the start): it climbs by the free spins' part, never from below those lines
    const from = Math.min(before.featureFrom ?? 0, total);
    const screen = {
      kind: "feature",
      heading: t("featureTotalTitle"),
      title: t("featureTotalTitle"),
      tier: 0,
      amount: formatMoney(from),
      line: t("featureSpins", { count }),
      items: itemsOf(before),
      summary: t("featureSummary", { amount: formatMoney(total), count }),
      p: 0,
      out: 0,
      pop: 0,
      still: p.reducedMotion,
    };
    overlay(p, m, screen, 300);
    p.sfx(m, tier > 0 ? "big_win" : "clear");
    if (tier > 0) {
      p.cheerTo(m, 1);
      p.coins(m, 8 + 4 * tier);
    }
    const counted = { roundWin: [from, total] };
    if (end) counted.balance = [before.balance, end.balance];
    await p.count(m, counted, tier > 0 ? 800 + 500 * tier : 900, ease.outSine, (k, n) => {
      const value = countStep(from, total, k, n);
      screen.amount = formatMoney(value);
      screen.pop = Math.max(0, screen.pop - 0.1);
      if (tier > 0) p.sfx(m, "count");
      stepUp(p, m, screen, value, before.bet);
    });
    Object.assign(screen, { amount: formatMoney(total) });
    m.label("peak");
    if (tier > 0) p.coins(m, 10 * tier);
    await m.tween(400, (k) => (screen.pop = Math.min(screen.pop, 1 - k)), ease.outQuad);
    await m.wait(700 + 150 * tier);
  },

  async end(p, step, before) {
    const win = step.win;
    const bet = before.bet;
    const screen = p.props.overlay;
    if (screen) {
      await paid(p, step, before, screen);
      return;
    }
    if (win <= 0) {
      const m = p.moment("no-win", "messageBand");
      p.resetReadouts();
      await m.wait(120);
      return;
    }
    const tier = bigWinTier(win, bet);
    if (tier > 0) {
      await bigWin(p, step, before, tier);
      return;
    }
    if (p.stopping) {
      // Stop: no celebration, but the round's total stays in the message band until the next round.
      p.props.total = { title: p.quietStakeWins && win <= bet ? t("returned") : t("win"), amount: formatMoney(win) };
      p.resetReadouts();
      return;
    }
    const counted = { balance: [before.balance, step.balance] };
    if (win <= bet) {
      p.resetReadouts();
      await stakeBack(p, step);
    } else {
      const m = p.moment("win", "grid");
      p.sfx(m, "win", { step: 0 });
      sparkle(p, m, win, bet);
      const count = Math.min(900, 400 + 120 * Math.log2(win / bet));
      await Promise.all([banner(p, m, { title: t("win"), subtitle: formatMoney(win) }, count + 150), p.count(m, counted, count)]);
      p.resetReadouts(); // the multiplier it reached and the meter stand beside its win until the win is told
    }
  },
};

/** What the round's total came from, as the feature's closing screen lists it: ["Base game $1.50", ...]. */
function itemsOf(view) {
  const beforeFeature = view.featureFrom ?? 0;
  const trinity = view.trinityFrom === null || view.trinityFrom === undefined ? 0 : beforeFeature - view.trinityFrom;
  const base = beforeFeature - trinity;
  const items = [];
  if (base > 0) items.push(t("totalBase", { amount: formatMoney(base) }));
  if (trinity > 0) items.push(t("totalTrinity", { amount: formatMoney(trinity) }));
  items.push(t("totalFreeSpins", { amount: formatMoney(view.roundWin - beforeFeature) }));
  return items;
}

/** The round's end under a screen still up (the max win, the feature's total): the figures paid, the screen leaves, the figures reset. */
async function paid(p, step, before, screen) {
  const m = p.moment(screen.kind === "max" ? "max-win-paid" : "feature-paid", "grid");
  if (p.props.sky.feature > 0) p.featureSky(m, null); // a max win ended the free spins: their sky goes with its screen
  await p.count(m, { balance: [p.hud.balance, step.balance] }, screen.kind === "max" ? 900 : 0);
  if (screen.kind === "max") await m.wait(500);
  m.label("out");
  p.resetReadouts();
  p.cheerTo(m, 0);
  await m.tween(300, (k) => (screen.out = k), ease.inQuad);
  if (p.props.overlay === screen) p.props.overlay = null;
}

/**
 * A win under a big win's: a small celebration in its measure, sparks from behind its banner
 * across the grid's middle (more for more: 9 for the stake back, 25 at five times it), none of a
 * big win's coins or rays.
 */
function sparkle(p, m, win, bet) {
  const n = p.model.gridSize;
  const sparks = Math.round(Math.min(36, 9 * Math.log2(1 + win / Math.max(1, bet))));
  const row = Math.floor(n / 2);
  for (let c = 0; c < n; c++) p.burst(m, row, c, SCREEN_COLOURS.clearSpark, Math.max(1, Math.round(sparks / n)), 0.9); // across the row, not from five points
}

/**
 * A win at or below the stake: no banner, jingle or count-up. Where the operator forbids
 * celebrating it, a neutral "Returned $0.20"; elsewhere a plain "Win $0.20", one soft chime and a
 * few sparks.
 */
async function stakeBack(p, step) {
  const returned = p.quietStakeWins;
  const m = p.moment(returned ? "returned" : "small-win", "grid");
  if (!returned) {
    p.sfx(m, "small_win");
    sparkle(p, m, step.win, p.hud.bet);
  }
  p.readouts.set("balance", step.balance);
  await banner(p, m, { title: t(returned ? "returnedAmount" : "winAmount", { amount: formatMoney(step.win) }), tone: "plain" }, 900);
}

/**
 * BIG, SUPER, MEGA, EPIC: the amount counts up from the first frame and the title steps up as it
 * passes each tier; the HUD's Win and balance count with it, never ahead; coins fly and
 * the princess leads it (she rises to its centre, laughing: `cheer`) as the scene's layers part.
 * After a Stop it comes at its peak: the tier and the amount, held.
 */
async function bigWin(p, step, before, tier) {
  const m = p.moment(`big-win-${tier}`, "grid", SHOW);
  const win = step.win;
  const bet = before.bet;
  const show = { tier: 1, text: formatMoney(0), p: 0, out: 0, pop: 0, still: p.reducedMotion, start: p.timeline.cursor };
  const counting = 800 + 500 * tier;
  const depth = skyDepth(p.props.princessFade.to); // her sky at rest (a trinity round's turns may still be gliding back to it)
  p.props.bigWin = show;
  p.sfx(m, "big_win");
  p.cheerTo(m, 1, BIG_WIN_RISE_MS);
  p.skyTo(m, depth + (depth > 0 ? -1 : 1) * PARTED, counting, ease.outSine);
  p.coins(m, 8 + 4 * tier);
  m.label("intro");
  m.tween(300, (k) => (show.p = k), ease.outBack);
  let coinsAt = 0;
  const counted = { roundWin: [0, win], balance: [before.balance, step.balance] };
  await p.count(m, counted, counting, ease.outSine, (k, n) => {
    const value = countStep(0, win, k, n);
    show.text = formatMoney(value);
    show.pop = Math.max(0, show.pop - 0.1);
    p.sfx(m, "count");
    stepUp(p, m, show, value, bet);
    if (k >= coinsAt) {
      p.coins(m, 1 + tier);
      coinsAt = k + 3;
    }
  });
  Object.assign(show, { tier, text: formatMoney(win), pop: 1 });
  m.label("peak");
  p.coins(m, 10 * tier);
  await m.tween(400, (k) => (show.pop = 1 - k), ease.outQuad);
  await m.wait(250 + 150 * tier);
  m.label("out");
  p.resetReadouts();
  p.cheerTo(m, 0, 300);
  p.skyTo(m, depth, 300);
  await m.tween(300, (k) => (show.out = k), ease.inQuad);
  if (p.props.bigWin === show) p.props.bigWin = null;
}
