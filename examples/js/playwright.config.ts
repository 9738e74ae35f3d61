// Playwright Test for the examples: MP_URL is the debug build's URL (`python3 build.py --debug`,
// then `python3 scripts/serve.py dist-debug`: http://127.0.0.1:8000/). Debian's Chromium runs
// where Playwright's own is not installed.
import { defineConfig } from "@playwright/test";
import { gameUse, type GameOptions } from "@midnight-princess/playwright";

export default defineConfig<GameOptions>({
  testDir: ".",
  workers: 1,
  timeout: 120_000,
  outputDir: process.env.MP_OUTPUT ?? "test-results",
  use: gameUse(), // gameURL from MP_URL, Debian's Chromium where Playwright has none, 1440x900, UTC
});
