// The kit's own browser tests (e2e/*.spec.ts): MP_URL is a debug build's URL; Debian's Chromium
// runs where Playwright's own is not installed. tests/kits/test_js_kit.py runs them in CI.
import { defineConfig } from "@playwright/test";
import { gameUse, type GameOptions } from "./index.js";

export default defineConfig<GameOptions>({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  workers: 1,
  timeout: 180_000,
  outputDir: process.env.MP_OUTPUT ?? "test-results",
  use: gameUse(), // gameURL from MP_URL, Debian's Chromium where Playwright has none, 1440x900, UTC
});
