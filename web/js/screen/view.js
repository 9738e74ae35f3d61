// What the screen shows, as a pure fold over the round's steps: every number in it comes from
// the engine's replies. The presenter tweens between two views; a reload folds the steps already
// shown to land exactly where the player left.

/**
 * The model's numbers the screen draws with, from the engine's config: the grid's rows (and
 * columns), the meter's size and its sections (one for each princess of the trinity, in order),
 * the top multiplier, the max win (x the bet) and the spins a full meter adds in each princess's
 * free spins.
 */
export function screenModel(config) {
  const extend = Object.fromEntries(Object.entries(config.free_spins).map(([princess, f]) => [princess, f.extend]));
  return {
    gridSize: config.grid_size,
    meterSections: config.trinity_order,
    meterSize: config.meter_size,
    maxMultiplier: config.max_multiplier,
    maxWinX: config.max_win_x,
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

/** The view before anything is known. */
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

/** The view at rest for a state with no round on screen: the next round starts at x1 with an empty meter. */
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

/** The view as a round starts: the bet taken from the balance the round started with. */
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

/** The view after one step. */
export function applyStep(view, step) {
  const v = { ...view };
  if (Array.isArray(step.grid)) v.grid = step.grid;
  switch (step.t) {
    case "land":
      v.phase = step.phase;
      break;
    case "win":
      v.multiplier = step.multiplier;
      v.roundWin = step.round_win;
      break;
    case "meter":
      v.meter = step.value;
      break;
    case "multiplier":
      v.multiplier = step.value;
      break;
    case "princess":
      v.princess = step.value;
      break;
    case "clear":
      v.grid = v.grid ? v.grid.map((row) => row.map(() => null)) : v.grid;
      break;
    case "trinity_start":
      v.phase = "trinity";
      v.trinityFrom = v.roundWin; // the round's win before the trinity round: what it won is the feature's start less this
      break;
    case "trinity_end":
      v.phase = "base";
      break;
    case "choice":
      v.choice = step.options;
      break;
    case "free_spins_start":
      v.choice = null;
      v.phase = "free";
      v.featurePrincess = step.princess;
      v.freeSpins = { number: 0, total: step.spins };
      v.featureFrom = v.roundWin; // the round's win before the feature: what the feature won is the rest
      break;
    case "free_spin":
      v.freeSpins = { number: step.number, total: step.total };
      break;
    case "extend":
      v.freeSpins = { number: v.freeSpins ? v.freeSpins.number : 0, total: step.total };
      break;
    case "prize":
    case "cap":
      v.roundWin = step.round_win;
      break;
    case "free_spins_end":
      v.featurePrincess = null;
      v.freeSpins = null;
      v.featureFrom = null;
      v.phase = "base";
      break;
    case "end":
      v.balance = step.balance;
      v.roundWin = step.win;
      v.lastWin = step.win;
      v.roundOpen = false;
      v.choice = null;
      // what the next round starts from (docs/rules.md): no step says so
      v.multiplier = 1;
      v.meter = 0;
      v.trinityFrom = null;
      break;
    default:
      break;
  }
  return v;
}

/** Free spins still to play, as shown (0 outside the feature). */
export function freeSpinsLeft(view) {
  return view.freeSpins ? Math.max(0, view.freeSpins.total - view.freeSpins.number) : 0;
}
