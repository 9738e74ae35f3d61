// Landings to force (`game.force(grids)`, `force.grids` to the engine): 5 rows top to bottom of 5
// symbol ids. The same grids as the Python kit's (a test holds them equal).

const row = (symbol) => Array(5).fill(symbol);

/** Four low symbols in rows with no run of three. */
export const LOW_ROWS = Object.freeze([
  ["heart", "bell", "gem", "potion", "heart"],
  ["bell", "gem", "potion", "heart", "bell"],
  ["gem", "potion", "heart", "bell", "gem"],
  ["potion", "heart", "bell", "gem", "potion"],
]);
/** Every line a heart 5-run: a grid clear, then the free-spins choice. */
export const HEARTS = Object.freeze(Array.from({ length: 5 }, () => row("heart")));
/** Five moons in the top row: 25x the bet (SUPER WIN), no feature. */
export const MOON_ROW = Object.freeze([row("moon"), ...LOW_ROWS]);
/** Two rows of moons: over 100x the bet (EPIC WIN). */
export const TWO_MOON_ROWS = Object.freeze([row("moon"), row("moon"), ...LOW_ROWS.slice(1)]);
/** A love 5-run in the top row: a full meter, the Princess Trinity. */
export const LOVE_ROW = Object.freeze([row("love"), ...LOW_ROWS]);
export const LOW_SYMBOLS = Object.freeze(["bell", "gem", "potion", "heart"]);
/** Low symbols with no run of three, then a love 5-run: the meter fills (trinity). */
export const METER_FILLER = Object.freeze([
  ...Array.from({ length: 4 }, (_, r) => Array.from({ length: 5 }, (_, c) => LOW_SYMBOLS[(c + 2 * r) % 4])),
  row("love"),
]);
/** Seven symbols, no two alike side by side or one above the other. */
export const SEVEN = Object.freeze(["heart", "bell", "gem", "potion", "love", "star", "storm"]);
/** A landing without a win. */
export const NO_WIN = Object.freeze(Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => SEVEN[(2 * r + c) % 7])));
