// The page's one registry of step types (docs/protocol.md's 20, the engine's steps.py STEP_TYPES):
// for each, where it stands in the round (it begins a spin of its own, or belongs to the round's
// closing), whether it wins, starts or ends a feature, the feature the history names for it, and
// the sounds its moment plays (audio/sound.js). Every list of step types the page keeps comes from
// here; a step type with no entry is reported, never skipped in silence (screen/presenter.js).
// The record, the controls and the screen all read it, so it imports none of them: each step
// type's fold is screen/view.js's FOLDS and its moment screen/moments.js's or shows.js's, by the
// same key. tests/js/steps.test.js holds the keys to the engine's list and to those tables.

/** @typedef {import("./types.js").StepType} StepType */
/**
 * @template {StepType} T
 * @typedef {import("./types.js").StepOf<T>} StepOf
 */

/**
 * @template {StepType} T
 * @typedef {object} StepEntry
 * @property {((step: StepOf<T>) => string) | null} spin it begins a spin of the round, a sequence of its own that Stop may cut: its name
 * @property {boolean} closing it belongs to the round's closing (the max win, the feature's total, the end): no Stop of a spin reaches it
 * @property {"won" | "starts" | "ends" | null} feature the free spins won, a feature (the trinity round, the free spins) starting or ending
 * @property {string | null} record the feature a round holding it shows in the history (history.js)
 * @property {readonly string[]} sounds the effects its moment may play (audio/sound.js's names)
 */

/**
 * One entry: as a plain step (no spin, not in the closing, no feature, not recorded, silent) unless said.
 * @template {StepType} T
 * @param {T} t
 * @param {Partial<StepEntry<T>>} [entry]
 * @returns {Readonly<StepEntry<T>>}
 */
function step(t, entry = {}) {
  // `t` only names the entry's type, for tsc (a free spin's `spin` reads its `number`)
  return Object.freeze({ spin: null, closing: false, feature: null, record: null, sounds: [], ...entry });
}

/** @type {{readonly [T in StepType]: Readonly<StepEntry<T>>}} */
export const STEPS = Object.freeze({
  land: step("land", { sounds: ["land"] }),
  win: step("win", { sounds: ["win"] }),
  meter: step("meter", { sounds: ["meter"] }),
  remove: step("remove", { sounds: ["moon"] }),
  fall: step("fall", { sounds: ["fall"] }),
  multiplier: step("multiplier", { sounds: ["multiplier"] }),
  power: step("power", { record: "power", sounds: ["power_love", "power_star", "power_storm"] }),
  moons_removed: step("moons_removed", { sounds: ["moon"] }),
  clear: step("clear", { sounds: ["clear"] }),
  princess: step("princess", { sounds: ["click"] }),
  trinity_start: step("trinity_start", { spin: () => "trinity", feature: "starts", record: "trinity", sounds: ["free_spins"] }),
  trinity_end: step("trinity_end", { feature: "ends" }),
  choice: step("choice", { feature: "won", sounds: ["click"] }),
  free_spins_start: step("free_spins_start", { feature: "starts", record: "free_spins", sounds: ["free_spins"] }),
  free_spin: step("free_spin", { spin: (s) => `free-spin-${s.number}` }),
  extend: step("extend", { record: "extend", sounds: ["meter"] }),
  prize: step("prize", { record: "prize", sounds: ["clear"] }),
  cap: step("cap", { closing: true, record: "cap", sounds: ["max_win"] }),
  free_spins_end: step("free_spins_end", { closing: true, feature: "ends", sounds: ["big_win", "clear", "count", "meter"] }),
  end: step("end", { closing: true, sounds: ["big_win", "count", "meter", "small_win", "win"] }),
});

/**
 * The registry's entry for a step's type, or null for a type the page does not know.
 * @param {string} t
 * @returns {Readonly<StepEntry<any>> | null}
 */
export function entryOf(t) {
  return Object.hasOwn(STEPS, t) ? STEPS[/** @type {StepType} */ (t)] : null;
}

/**
 * The step types whose entry `pick` chooses (a list the page keeps: the features that stop Auto Play...).
 * @param {(entry: Readonly<StepEntry<any>>) => boolean} pick
 * @returns {ReadonlySet<StepType>}
 */
export function stepsWhere(pick) {
  return new Set(/** @type {StepType[]} */ (Object.keys(STEPS)).filter((t) => pick(STEPS[t])));
}
