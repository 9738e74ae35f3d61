// The page object: one page of the game in Playwright, driven through its controls and the debug
// build's test API (window.__mp, <body data-phase data-settled data-step data-paused>, ?mp-clock,
// ?mp-pause). The game's docs/testing.md is the contract it drives; index.d.ts types it.

import { expect } from "@playwright/test";
import { PANELS, sel } from "./selectors.js";

export const BOOT_TIMEOUT_MS = 60_000; // Pyodide's boot in software Chromium on a loaded 2-core machine
export const ROUND_TIMEOUT_MS = 60_000;
export const AT_REST = Object.freeze(["ready", "choice"]);

export class GamePage {
  /** `page` (Playwright's) showing the game at `url` (its index.html, ending in "/"); `presets` go to window.__MP_TEST before every load. */
  constructor(page, url, { presets = null } = {}) {
    if (!url) throw new Error("GamePage needs the URL of a debug build of the game (gameURL, baseURL or MP_URL)");
    this.page = page;
    this.url = url.endsWith("/") || url.includes("?") ? url : `${url}/`;
    this.errors = [];
    page.on("pageerror", (error) => this.errors.push(String(error)));
    this.pending = presets ? this.presets(presets) : Promise.resolve();
  }

  /** Set window.__MP_TEST presets before every load of this page from now on (an init script: a reload gets them again). */
  async presets(presets) {
    await this.page.addInitScript((given) => {
      window.__MP_TEST = { ...window.__MP_TEST, ...given };
    }, presets);
  }

  /** The Locator called `name` (selectors.js), its "{}" filled with `arg`. */
  locator(name, arg) {
    return this.page.locator(sel(name, arg));
  }

  /** The element's text, trimmed. */
  async text(name, arg) {
    return ((await this.locator(name, arg).textContent()) ?? "").trim();
  }

  // --- loading and waiting ------------------------------------------------------------------------

  /**
   * Load (or reload) the game with ?mp-clock and ?mp-pause when given; wait until it holds at that
   * pause, or is at rest and settled (or in one of `until`). Returns the phase.
   */
  async open({ query = "", clock, pause, until = AT_REST, presets, timeout = BOOT_TIMEOUT_MS } = {}) {
    await this.pending;
    if (presets) await this.presets(presets);
    const params = query ? [query.replace(/^\?/, "")] : [];
    if (clock !== undefined) params.push(`mp-clock=${clock}`);
    if (pause !== undefined) params.push(`mp-pause=${pause}`);
    await this.page.goto(this.url + (params.length ? `?${params.join("&")}` : ""));
    if (pause !== undefined) {
      await this.waitPaused(pause, { timeout });
      return this.phase();
    }
    const phase = await this.waitPhase(until, { timeout });
    if (AT_REST.includes(phase) && (await this.settledCount()) !== null) return (await this.waitSettled({ timeout })).phase;
    return phase;
  }

  /** Wait until <body data-phase> is one of `phases` and return it; the error phase fails with the page's message unless asked for. */
  async waitPhase(phases = AT_REST, { timeout = ROUND_TIMEOUT_MS } = {}) {
    const wanted = typeof phases === "string" ? [phases] : [...phases];
    await this.page.waitForFunction((list) => list.includes(document.body?.dataset.phase) || document.body?.dataset.phase === "error", wanted, {
      timeout,
    });
    const phase = await this.phase();
    if (phase === "error" && !wanted.includes("error")) throw new Error(`the page shows an error: ${await this.text("messageText")}`);
    return phase;
  }

  /**
   * Wait until <body data-settled> is "true" (at rest, the newest round's last step shown and
   * stored) and the page has settled more than `after` times (settledCount() before an action);
   * returns what __mp.settled() says: {phase, count, step, hud}. The error phase fails.
   */
  async waitSettled({ after = -1, timeout = ROUND_TIMEOUT_MS } = {}) {
    await this.page.waitForFunction(
      (n) => (document.body?.dataset.settled === "true" && window.__mp.settledCount() > n) || document.body?.dataset.phase === "error",
      after,
      { timeout },
    );
    if ((await this.phase()) === "error") throw new Error(`the page shows an error: ${await this.text("messageText")}`);
    return this.page.evaluate((n) => window.__mp.settled(n), after);
  }

  /** How many times the page has settled since it loaded; null on a build without the settled signal (production). */
  async settledCount() {
    return this.page.evaluate(() => (window.__mp && window.__mp.version >= 3 ? window.__mp.settledCount() : null));
  }

  /** Wait until the animation holds at step `index` (<body data-paused>); the error phase fails. */
  async waitPaused(index, { timeout = BOOT_TIMEOUT_MS } = {}) {
    await this.page.waitForFunction((p) => document.body?.dataset.paused === p || document.body?.dataset.phase === "error", String(index), {
      timeout,
    });
    if ((await this.phase()) === "error") throw new Error(`the page shows an error: ${await this.text("messageText")}`);
  }

  /** <body data-phase>: loading, ready, spinning, choice, recall, closed or error. */
  async phase() {
    return this.page.evaluate(() => document.body?.dataset.phase ?? "");
  }

  /** <body data-step>: the index of the round's last step shown (0 as a round starts). */
  async step() {
    return this.page.evaluate(() => Number(document.body?.dataset.step || 0));
  }

  // --- playing ------------------------------------------------------------------------------------

  /** Press Spin; wait until the round is settled (or at rest, on a production build) and return the phase; `wait: false` returns at once. */
  async spin({ wait = true } = {}) {
    return this.press(this.locator("spin"), wait);
  }

  /** Press Stop (Spin during a round): the spin on screen jumps to its end; as spin(). */
  async stop({ wait = true } = {}) {
    return this.press(this.locator("spin"), wait);
  }

  /** Pick the princess for the free spins (love, star or storm); as spin(). */
  async choose(princess, { wait = true } = {}) {
    return this.press(this.locator("choiceCard", princess), wait);
  }

  async press(locator, wait) {
    const before = wait ? await this.settledCount() : null;
    await locator.click();
    if (!wait) return null;
    return before === null ? this.waitPhase(AT_REST) : (await this.waitSettled({ after: before })).phase;
  }

  /** Pick the bet `amount` (minor units) in the Select Bet panel; wait until the HUD shows it. */
  async setBet(amount) {
    await this.locator("betSelect").click();
    await this.locator("betLevel", amount).click();
    await expect(this.locator("bet")).toHaveText(await this.moneyText(amount), { timeout: ROUND_TIMEOUT_MS });
  }

  /** Start Auto Play for `rounds` (10, 25, 50, 100), with its limits in minor units (0: none) and the stop on a feature. */
  async autoplay(rounds, { loss = 0, win = 0, feature = false } = {}) {
    await this.openPanel("autoplay");
    await this.locator("apRounds", rounds).click();
    await this.locator("apLoss").selectOption(String(loss));
    await this.locator("apWin").selectOption(String(win));
    if (feature) await this.locator("apFeature").check();
    await this.locator("apStart").click();
    await expect(this.locator("panelAutoplay")).toBeHidden();
  }

  /** Wait until Auto Play has stopped and the page is settled; its {running, left, reason}. */
  async waitAutoplayDone({ timeout = 180_000 } = {}) {
    await this.page.waitForFunction(() => !window.__mp.ui.autoplay().running, null, { timeout });
    await this.waitSettled();
    return this.page.evaluate(() => window.__mp.ui.autoplay());
  }

  /**
   * Open a panel (paytable, history, help, settings, autoplay, bet) by its button; its Locator once
   * shown and still (its opening rise over: a box read during it is a moving one).
   */
  async openPanel(name) {
    await this.locator(PANELS[name]).click();
    const panel = this.locator(`panel${name[0].toUpperCase()}${name.slice(1)}`);
    await expect(panel).toBeVisible();
    await panel.evaluate(async (el) => {
      await Promise.allSettled(el.getAnimations().map((a) => a.finished));
    });
    return panel;
  }

  /** Close a panel with Escape; wait until it is hidden. */
  async closePanel(name) {
    await this.page.keyboard.press("Escape");
    await expect(this.locator(`panel${name[0].toUpperCase()}${name.slice(1)}`)).toBeHidden();
  }

  // --- the money on screen ------------------------------------------------------------------------

  /** The HUD's balance in whole minor units, read from its text in any language and currency. */
  balance() {
    return this.money("balance");
  }

  /** The round's win so far (the HUD's Win). */
  win() {
    return this.money("roundWin");
  }

  /** The last round's win (the HUD's Last win). */
  lastWin() {
    return this.money("lastWin");
  }

  bet() {
    return this.money("bet");
  }

  /** A money figure of the HUD (`balance`, `bet`, `roundWin`, `lastWin`) in whole minor units. */
  async money(name) {
    return this.readMoney(await this.text(name));
  }

  /**
   * Money the page wrote ("$1,234.05", "1.234,50 €", "150 000 ¥") in whole minor units: its digits,
   * checked on the debug build by writing them back the page's way (__mp.money). No float.
   */
  async readMoney(text) {
    const digits = text.replace(/\D/g, "");
    const value = digits && Number.isSafeInteger(Number(digits)) ? (/[-\u2212]/.test(text) ? -1 : 1) * Number(digits) : null;
    if (value === null) throw new Error(`${JSON.stringify(text)} is not an amount of money as the page writes it`);
    const written = await this.page.evaluate(
      (m) => (window.__mp && window.__mp.money ? [window.__mp.money(m), window.__mp.money(m, { sign: true })] : null),
      value,
    );
    if (written && !written.includes(text.trim()))
      throw new Error(`${JSON.stringify(text)} is not written as the page writes ${value} minor units (${written[0]})`);
    return value;
  }

  /** `amount` (minor units) as the page writes money now, in its language and currency (__mp.money). */
  async moneyText(amount, { sign = false } = {}) {
    return this.page.evaluate(([m, s]) => window.__mp.money(m, { sign: s }), [amount, sign]);
  }

  // --- the test API (window.__mp) -----------------------------------------------------------------

  /** Run `fn(arg)` in the page, where it may use window.__mp. */
  mp(fn, arg) {
    return this.page.evaluate(fn, arg);
  }

  version() {
    return this.page.evaluate(() => window.__mp.version);
  }

  /** What a round will give, from the page's own engine and the state it holds, storing nothing (__mp.outcome). */
  outcome(args) {
    return this.page.evaluate((a) => window.__mp.outcome(a), args);
  }

  /** Queue seeds for the page's next requests; how many wait. */
  queueSeeds(seeds) {
    return this.page.evaluate((list) => window.__mp.setSeeds(list), seeds);
  }

  seedsLeft() {
    return this.page.evaluate(() => window.__mp.seedsLeft());
  }

  /** The next spin or choose lands `grids`, in order (then the seed's). */
  force(grids, extra = {}) {
    return this.page.evaluate(([g, e]) => window.__mp.force(g, e), [grids, extra]);
  }

  /** Freeze the page's clock at `ms` (every request's `now`); null lets it run. */
  setClock(ms) {
    return this.page.evaluate((t) => window.__mp.setClock(t), ms);
  }

  /** Hold the animation once step `index` is stored and shown (<body data-paused>), until a reload. */
  pauseAt(index) {
    return this.page.evaluate((i) => window.__mp.pauseAt(i), index);
  }

  holdReplies(ops) {
    return this.page.evaluate((list) => (list ? window.__mp.holdReplies(list) : window.__mp.holdReplies()), ops ?? null);
  }

  releaseReplies() {
    return this.page.evaluate(() => window.__mp.releaseReplies());
  }

  state() {
    return this.page.evaluate(() => window.__mp.state());
  }

  hud() {
    return this.page.evaluate(() => window.__mp.hud());
  }

  history() {
    return this.page.evaluate(() => window.__mp.history());
  }

  ledger() {
    return this.page.evaluate(() => window.__mp.ledger());
  }

  config() {
    return this.page.evaluate(() => window.__mp.config());
  }

  /** In phase ready: a new game whose balance is `amount` minor units; settled. */
  async newGame(amount) {
    const before = await this.settledCount();
    await this.page.evaluate((m) => window.__mp.newGame(m), amount);
    return this.waitSettled({ after: before });
  }
}
