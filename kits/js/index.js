// @midnight-princess/playwright: drive Midnight Princess's debug build in Playwright Test.
// index.d.ts types it; the game's docs/testing.md is the contract it drives.

export { test, expect } from "./fixtures.js";
export { GamePage, AT_REST, BOOT_TIMEOUT_MS, ROUND_TIMEOUT_MS } from "./game-page.js";
export { seed } from "./seed.js";
export { HEARTS, LOVE_ROW, LOW_ROWS, LOW_SYMBOLS, METER_FILLER, MOON_ROW, NO_WIN, SEVEN, TWO_MOON_ROWS } from "./grids.js";
export { SELECTORS, PANELS, sel } from "./selectors.js";
export { CHROMIUM, CHROMIUM_ARGS, chromiumLaunchOptions, gameUse } from "./chromium.js";
