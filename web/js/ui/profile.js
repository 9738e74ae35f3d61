// Operator profiles: which options a jurisdiction or operator offers. A profile only takes
// options away (a disabled control says why); it never changes a rule of the game.
//
// The build picks one (`build.py --profile uk`); a page built with the default profile may be
// given another by URL (`?profile=uk`). A build made for a stricter profile ignores the URL, so
// a player cannot turn back on what the operator turned off.

import { t } from "../messages.js";

export const PROFILES = Object.freeze({
  default: Object.freeze({
    id: "default",
    autoplay: true,
    fastPlay: true,
    stop: true, // Stop, the spacebar during a round and a tap on the grid
    minRoundMs: 0,
    quietStakeWins: false, // a win at or below the stake: a plain "Win", one soft chime, no count-up
  }),
  uk: Object.freeze({
    id: "uk",
    autoplay: false,
    fastPlay: false,
    stop: false,
    minRoundMs: 2500, // a round's animation never finishes sooner
    quietStakeWins: true, // a win at or below the stake is not celebrated: a neutral "Returned $0.20"
  }),
});

/** The profile's name for the player ("UK"). */
export function profileName(profile) {
  return t(`profile_${profile.id}`);
}

/** The reason shown (tooltip and screen readers) on a control the profile takes away. */
export function unavailableText(profile) {
  return t("unavailable", { name: profileName(profile) });
}

/** The profile in force: the build's, or (default builds only) the one the launch asked for (launch.js reads it). */
export function resolveProfile(buildProfile, asked = null) {
  const built = PROFILES[buildProfile] || PROFILES.default;
  if (built.id !== "default") return built;
  return (asked && Object.hasOwn(PROFILES, asked) && PROFILES[asked]) || built;
}
