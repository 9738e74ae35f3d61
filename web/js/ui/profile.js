// Operator profiles: which options a jurisdiction or operator offers. A profile only takes
// options away (a disabled control says why); it never changes a rule of the game.
//
// The build picks one (`build.py --profile uk`); a page built with the default profile may be
// given another by URL (`?profile=uk`). A build made for a stricter profile ignores the URL, so
// a player cannot turn back on what the operator turned off.

export const PROFILES = Object.freeze({
  default: Object.freeze({
    id: "default",
    name: "Standard",
    autoplay: true,
    fastPlay: true,
    stop: true, // Stop, the spacebar during a round and a tap on the grid
    minRoundMs: 0,
    quietStakeWins: false, // a win at or below the stake: a plain "Win", one soft chime, no count-up
  }),
  uk: Object.freeze({
    id: "uk",
    name: "UK",
    autoplay: false,
    fastPlay: false,
    stop: false,
    minRoundMs: 2500, // a round's animation never finishes sooner
    quietStakeWins: true, // a win at or below the stake is not celebrated: a neutral "Returned $0.20"
  }),
});

/** The reason shown (tooltip and screen readers) on a control the profile takes away. */
export function unavailableText(profile) {
  return `Not available in this jurisdiction (${profile.name} rules).`;
}

/** The profile in force: the build's, or (default builds only) the one the URL names. */
export function resolveProfile(buildProfile, search = "") {
  const built = PROFILES[buildProfile] || PROFILES.default;
  if (built.id !== "default") return built;
  let asked;
  try {
    asked = new URLSearchParams(search).get("profile");
  } catch {
    asked = null;
  }
  return (asked && Object.hasOwn(PROFILES, asked) && PROFILES[asked]) || built;
}
