// The words the screen's badges and boxes carry, from the HUD's figures and the engine's model:
// the meter's caption, the multiplier's medal, the free-spins box, the idle grid's invitation, a
// big win's title.
// Every word comes from the message table.

import { t } from "../messages.js";
import { coversNoBet } from "../money.js";

/**
 * The meter's caption, long words first: what fills it (princess wins) and what a full one gives
 * (the trinity round, or in free spins more spins); the shortest forms keep only what it gives.
 */
export function meterCaption(hud, model) {
  if (hud.phase === "free" && hud.featurePrincess) {
    const count = model.extend[hud.featurePrincess];
    return ["meterFreeSpins", "meterFreeSpinsShort", "meterFreeSpinsTiny", "meterFreeSpinsMini"].map((key) => t(key, { count }));
  }
  if (hud.phase === "trinity") return [t("meterTrinityRound"), t("meterTrinityRoundShort"), t("meterTrinityRoundTiny")];
  return [t("meterBase"), t("meterBaseShort"), t("meterBaseTiny"), t("meterBaseMini")];
}

const BIG_WIN_TITLES = ["bigWin1", "bigWin2", "bigWin3", "bigWin4"]; // BIG, SUPER, MEGA, EPIC

/** The title of big-win tier `tier` (1..4). */
export function bigWinTitle(tier) {
  return t(BIG_WIN_TITLES[Math.max(1, Math.min(BIG_WIN_TITLES.length, tier)) - 1]);
}

/**
 * The words of the screen for `hud` and what stands on the stage (`props`: the big win on it, the
 * spins a full meter added, the multiplier the last round reached): {meter (long to shortest),
 * multiplier: {words (long, short), text, long, reached}, freeSpins, idle, bigWin}.
 */
export function captions(hud, model, { bigWin = null, added = null, reached = 0 } = {}) {
  const spins = hud.freeSpins;
  const freeSpins = spins
    ? {
        live: true,
        labels: [t("freeSpinsLeft"), t("freeSpinsShort"), t("freeSpinsTiny")],
        count: String(hud.freeSpinsLeft),
        // (none before the first spin: their start's banner says how many)
        line:
          spins.number > 0
            ? [t("freeSpinsLine", { number: spins.number, total: spins.total }), t("freeSpinsLineShort", { number: spins.number, total: spins.total })]
            : [""],
        added: added ? t("spinsAdded", { count: added.count }) : null,
      }
    : { live: false, lines: [t("reminderRuns"), t("reminderWild"), t("reminderClear"), t("reminderFreeSpins")] };
  return {
    meter: meterCaption(hud, model),
    multiplier: {
      words: [t("multiplierWord"), t("multiplierWordShort")],
      text: t("multiplierValue", { value: hud.multiplier }),
      long: hud.multiplier >= 10,
      reached: reached > 1 ? t("multiplierReached", { value: reached }) : null,
    },
    freeSpins,
    // no invitation to press Spin where the balance covers no bet (a message says so)
    idle: coversNoBet(hud.balance, model.betLevels) ? null : { title: t("idleTitle"), hint: t("idleHint") },
    bigWin: bigWin ? bigWinTitle(bigWin.tier) : null,
    plate: t("portraitPlate"),
    symbols: { wild: t("wildRibbon") },
  };
}
