// What the screen shows, as a pure fold over the round's steps: every number in it comes from
// the engine's replies. The presenter tweens between two views; a reload folds the steps already
// shown to land exactly where the player left.

/** @typedef {import("../types.js").Step} Step */
/** @typedef {import("../types.js").StepType} StepType */
/**
 * @template {StepType} T
 * @typedef {import("../types.js").StepOf<T>} StepOf
 */

/**
 * What the screen shows: the grid and the HUD's figures.
 * @typedef {object} View
 * @property {import("../types.js").Grid | null} grid
 * @property {number | null} balance minor units
 * @property {number | null} bet
 * @property {number} roundWin
 * @property {number} lastWin
 * @property {number} multiplier
 * @property {number} meter
 * @property {import("../types.js").Princess | null} featurePrincess the free spins' princess
 * @property {{number: number, total: number} | null} freeSpins
 * @property {number | null} trinityFrom the round's win as its trinity round began
 * @property {number | null} featureFrom the round's win as its free spins began
 * @property {import("../types.js").ChoiceOption[] | null} choice the choice the round waits for
 * @property {import("../types.js").Princess | null} princess the active princess
 * @property {import("../types.js").Phase} phase
 * @property {boolean} roundOpen
 */

/**
 * The model's numbers the screen draws with.
 * @typedef {object} ScreenModel
 * @property {number} gridSize
 * @property {import("../types.js").Princess[]} meterSections
 * @property {number} meterSize
 * @property {number} maxMultiplier
 * @property {number} maxWinX
 * @property {number[]} betLevels the bet levels (minor units)
 * @property {Record<string, number>} extend
 */

/**
 * The model's numbers the screen draws with, from the engine's config: the grid's rows (and
 * columns), the meter's size and its sections (one for each princess of the trinity, in order),
 * the top multiplier, the max win (x the bet), the bet levels and the spins a full meter adds in
 * each princess's free spins.
 * @param {import("../types.js").Config} config
 * @returns {ScreenModel}
 */
export function screenModel(config) {
  const extend = Object.fromEntries(Object.entries(config.free_spins).map(([princess, f]) => [princess, f.extend]));
  return {
    gridSize: config.grid_size,
    meterSections: config.trinity_order,
    meterSize: config.meter_size,
    maxMultiplier: config.max_multiplier,
    maxWinX: config.max_win_x,
    betLevels: config.bet_levels,
    extend,
  };
}

/** What every base round starts from (docs/rules.md): x1, an empty meter, no feature, no choice. */
const AT_A_ROUNDS_START = Object.freeze({
  multiplier: 1,
  meter: 0,
  featurePrincess: null,
  freeSpins: null,
  trinityFrom: null,
  featureFrom: null,
  choice: null,
});

/**
 * The view before anything is known.
 * @returns {View}
 */
export function emptyView() {
  return {
    grid: null,
    balance: null,
    bet: null,
    roundWin: 0,
    lastWin: 0,
    ...AT_A_ROUNDS_START,
    princess: null,
    phase: "base",
    roundOpen: false,
  };
}

/**
 * The view at rest for a state with no round on screen: the next round starts at x1 with an empty meter.
 * @param {View} view
 * @param {{balance: number, bet?: number | null, princess?: import("../types.js").Princess | null}} state
 * @returns {View}
 */
export function restingView(view, state) {
  return {
    ...view,
    balance: state.balance,
    bet: state.bet ?? view.bet,
    ...AT_A_ROUNDS_START,
    princess: state.princess ?? view.princess,
    roundOpen: false,
  };
}

/**
 * The view as a round starts: the bet taken from the balance the round started with.
 * @param {View} view
 * @param {{bet: number, balance_before: number}} round
 * @param {import("../types.js").Princess | null | undefined} princess
 * @returns {View}
 */
export function roundStartView(view, round, princess) {
  return {
    ...view,
    balance: round.balance_before - round.bet,
    bet: round.bet,
    roundWin: 0,
    ...AT_A_ROUNDS_START,
    princess: princess ?? view.princess,
    phase: "base",
    roundOpen: true,
  };
}

/**
 * Each step type's change to the view (on a copy: applyStep makes it). A type the page does not
 * know changes nothing but the grid it carries (../steps.js says who reports it).
 * @type {{[T in StepType]: (view: View, step: StepOf<T>) => void}}
 */
export const FOLDS = Object.freeze({
  land(v, step) {
    v.phase = step.phase;
  },
  win(v, step) {
    v.multiplier = step.multiplier;
    v.roundWin = step.round_win;
  },
  meter(v, step) {
    v.meter = step.value;
  },
  remove() {},
  fall() {},
  multiplier(v, step) {
    v.multiplier = step.value;
  },
  power() {},
  moons_removed() {},
  clear(v) {
    v.grid = v.grid ? v.grid.map((row) => row.map(() => null)) : v.grid;
  },
  princess(v, step) {
    v.princess = step.value;
  },
  trinity_start(v) {
    v.phase = "trinity";
    v.trinityFrom = v.roundWin; // the round's win before the trinity round: what it won is the feature's start less this
  },
  trinity_end(v) {
    v.phase = "base";
  },
  choice(v, step) {
    v.choice = step.options;
  },
  free_spins_start(v, step) {
    v.choice = null;
    v.phase = "free";
    v.featurePrincess = step.princess;
    v.freeSpins = { number: 0, total: step.spins };
    v.featureFrom = v.roundWin; // the round's win before the feature: what the feature won is the rest
  },
  free_spin(v, step) {
    v.freeSpins = { number: step.number, total: step.total };
  },
  extend(v, step) {
    v.freeSpins = { number: v.freeSpins ? v.freeSpins.number : 0, total: step.total };
  },
  prize(v, step) {
    v.roundWin = step.round_win;
  },
  cap(v, step) {
    v.roundWin = step.round_win;
  },
  free_spins_end(v) {
    v.featurePrincess = null;
    v.freeSpins = null;
    v.featureFrom = null;
    v.phase = "base";
  },
  end(v, step) {
    v.balance = step.balance;
    v.roundWin = step.win;
    v.lastWin = step.win;
    v.roundOpen = false;
    v.choice = null;
    // what the next round starts from (docs/rules.md): no step says so
    v.multiplier = 1;
    v.meter = 0;
    v.trinityFrom = null;
  },
});

/**
 * The view after one step.
 * @param {View} view
 * @param {Step} step
 * @returns {View}
 */
export function applyStep(view, step) {
  const v = { ...view };
  if ("grid" in step && Array.isArray(step.grid)) v.grid = step.grid;
  const fold = /** @type {((view: View, step: Step) => void) | undefined} */ (Object.hasOwn(FOLDS, step.t) ? FOLDS[step.t] : undefined);
  if (fold) fold(v, step);
  return v;
}

/**
 * Free spins still to play, as shown (0 outside the feature).
 * @param {View} view
 * @returns {number}
 */
export function freeSpinsLeft(view) {
  return view.freeSpins ? Math.max(0, view.freeSpins.total - view.freeSpins.number) : 0;
}
