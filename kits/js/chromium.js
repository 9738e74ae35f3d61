// Debian's Chromium where Playwright's own is not installed (it cannot always be downloaded), for
// a config's `use: { launchOptions: chromiumLaunchOptions() }`. The same path and flags as the
// Python kit's (a test holds them equal).

import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM = "/usr/bin/chromium"; // apt-get install chromium
// No sandbox (containers, CI), software rendering, and nothing that reaches the network by itself.
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);

/**
 * Launch options for Chromium `wanted` (a path; default $MP_CHROMIUM) with CHROMIUM_ARGS, else
 * Debian's where Playwright's own Chromium is absent; `{}` when Playwright's own is there.
 */
export function chromiumLaunchOptions(wanted = process.env.MP_CHROMIUM) {
  let executablePath = wanted || null;
  if (!executablePath) {
    if (existsSync(chromium.executablePath()) || !existsSync(CHROMIUM)) return {};
    executablePath = CHROMIUM;
  }
  return { executablePath, args: [...CHROMIUM_ARGS] };
}

/** The `use` options both the kit's tests and its examples run with: the game at $MP_URL, Debian's Chromium where needed, a desktop in UTC. */
export function gameUse() {
  return { gameURL: process.env.MP_URL, launchOptions: chromiumLaunchOptions(), viewport: { width: 1440, height: 900 }, timezoneId: "UTC" };
}
