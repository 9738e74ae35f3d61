// Playwright Test fixtures: `game`, a GamePage on the test's own `page` (so its tracing,
// screenshots and video are Playwright's), with the options `gameURL` and `gamePresets`.

import { test as base, expect } from "@playwright/test";
import { GamePage } from "./game-page.js";

export const test = base.extend({
  /** The debug build's URL (its index.html, ending in "/"); default $MP_URL, else the config's baseURL. */
  gameURL: [process.env.MP_URL ?? "", { option: true }],
  /** window.__MP_TEST presets before every load of the game's page (the animation 25 times faster). */
  gamePresets: [{ speed: 25 }, { option: true }],
  /** The game on the test's page, not loaded yet: `await game.open()`. The test fails if the page threw an uncaught error. */
  game: async ({ page, gameURL, baseURL, gamePresets }, use) => {
    const game = new GamePage(page, gameURL || baseURL, { presets: gamePresets });
    await use(game);
    expect(game.errors, "uncaught errors in the game's page").toEqual([]);
  },
});

export { expect };
