// The big-win tiers, a rule of the presentation (the win itself is the engine's): BIG, SUPER, MEGA
// and EPIC WIN from 10, 25, 50 and 100 times the bet. art/bigwin.js paints each tier; captions.js
// words it.

/** The win, in times the bet, at which each tier starts: BIG, SUPER, MEGA, EPIC. */
export const BIG_WIN_AT = Object.freeze([10, 25, 50, 100]);

/** How many tiers `win` reaches at `bet` (0: not a big win). Integer cents only. */
export function bigWinTier(win, bet) {
  let tier = 0;
  for (const x of BIG_WIN_AT) if (Number.isSafeInteger(win) && Number.isSafeInteger(bet) && win >= bet * x) tier += 1;
  return tier;
}
