// @midnight-princess/playwright: the kit's API, and the types of the game's test API
// (test-api.d.ts: window.__mp, window.__MP_TEST) and protocol (protocol.d.ts).

import type {
  Locator,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
  Expect,
} from "@playwright/test";
import type { Hud, HistoryEntry, LedgerInfo, Outcome, OutcomeArgs, Presets, Settled } from "./test-api.js";
import type { Config, Force, GamePhase, Grid, Op, Princess, State, SymbolId } from "./protocol.js";

export type * from "./protocol.js";
export type * from "./test-api.js";

/** The names of SELECTORS. */
export type SelectorName =
  | "balance"
  | "bet"
  | "roundWin"
  | "lastWin"
  | "freeSpins"
  | "multiplier"
  | "meter"
  | "princess"
  | "spin"
  | "betDown"
  | "betSelect"
  | "betUp"
  | "autoplay"
  | "autoplayCount"
  | "paytableButton"
  | "historyButton"
  | "helpButton"
  | "settingsButton"
  | "fastPlay"
  | "sound"
  | "closeButton"
  | "choice"
  | "choiceCard"
  | "message"
  | "messageText"
  | "loading"
  | "panelPaytable"
  | "panelHistory"
  | "panelHelp"
  | "panelSettings"
  | "panelAutoplay"
  | "panelBet"
  | "betLevel"
  | "apRounds"
  | "apLoss"
  | "apWin"
  | "apFeature"
  | "apStart"
  | "historyEntries";
export type PanelName = "paytable" | "history" | "help" | "settings" | "autoplay" | "bet";
/** A money figure of the HUD. */
export type MoneyFigure = "balance" | "bet" | "roundWin" | "lastWin";

export const SELECTORS: Readonly<Record<SelectorName, string>>;
export const PANELS: Readonly<Record<PanelName, SelectorName>>;
/** The CSS selector called `name`, its "{}" filled with `arg`. */
export function sel(name: SelectorName, arg?: string | number): string;

/** A fixed seed: SHA-256 of `label` (or of `label:index`), 64 lowercase hex digits: the Python kit's seed() too. */
export function seed(label: string, index?: number): string;

export const HEARTS: Grid;
export const MOON_ROW: Grid;
export const TWO_MOON_ROWS: Grid;
export const LOVE_ROW: Grid;
export const METER_FILLER: Grid;
export const NO_WIN: Grid;
export const LOW_ROWS: SymbolId[][];
export const LOW_SYMBOLS: SymbolId[];
export const SEVEN: SymbolId[];

export const CHROMIUM: string;
export const CHROMIUM_ARGS: readonly string[];
/** Launch options for Debian's Chromium where Playwright's own is absent (or $MP_CHROMIUM); {} otherwise. */
export function chromiumLaunchOptions(wanted?: string): { executablePath?: string; args?: string[] };
/** Playwright Test `use` options: gameURL from $MP_URL, chromiumLaunchOptions(), a 1440x900 viewport, UTC. */
export function gameUse(): {
  gameURL: string | undefined;
  launchOptions: { executablePath?: string; args?: string[] };
  viewport: { width: number; height: number };
  timezoneId: string;
};

export const AT_REST: readonly ["ready", "choice"];
export const BOOT_TIMEOUT_MS: number;
export const ROUND_TIMEOUT_MS: number;

export interface OpenOptions {
  /** More of the URL's query, e.g. "lang=de&currency=JPY". */
  query?: string;
  /** ?mp-clock: the page's frozen clock (ms since 1970). */
  clock?: number;
  /** ?mp-pause: hold once step N of a round is stored and shown. */
  pause?: number;
  /** Presets added before this load and every later one (over the fixture's). */
  presets?: Presets;
  /** The phases to wait for (default at rest: ready or choice, then settled). */
  until?: GamePhase[];
  timeout?: number;
}

/** One page of the game, driven through its controls and window.__mp. Money is whole minor units. */
export class GamePage {
  constructor(page: Page, url: string, options?: { presets?: Presets | null });
  readonly page: Page;
  readonly url: string;
  /** The page's uncaught errors so far. */
  readonly errors: string[];
  presets(presets: Presets): Promise<void>;
  locator(name: SelectorName, arg?: string | number): Locator;
  text(name: SelectorName, arg?: string | number): Promise<string>;
  /** Load (or reload); wait until at rest and settled (or the pause, or `until`); the phase. */
  open(options?: OpenOptions): Promise<GamePhase>;
  waitPhase(phases?: GamePhase | GamePhase[], options?: { timeout?: number }): Promise<GamePhase>;
  waitSettled(options?: { after?: number; timeout?: number }): Promise<Settled>;
  settledCount(): Promise<number | null>;
  waitPaused(index: number, options?: { timeout?: number }): Promise<void>;
  phase(): Promise<GamePhase>;
  step(): Promise<number>;
  /** Press Spin and wait until the round is settled; the phase (ready, or choice); null with `wait: false`. */
  spin(options?: { wait?: boolean }): Promise<GamePhase | null>;
  stop(options?: { wait?: boolean }): Promise<GamePhase | null>;
  choose(princess: Princess, options?: { wait?: boolean }): Promise<GamePhase | null>;
  setBet(amount: number): Promise<void>;
  autoplay(rounds: 10 | 25 | 50 | 100, limits?: { loss?: number; win?: number; feature?: boolean }): Promise<void>;
  waitAutoplayDone(options?: { timeout?: number }): Promise<{ running: boolean; left: number; reason: string | null }>;
  /** Open a panel by its button; its Locator once shown and still (its opening rise over). */
  openPanel(name: PanelName): Promise<Locator>;
  closePanel(name: PanelName): Promise<void>;
  balance(): Promise<number>;
  win(): Promise<number>;
  lastWin(): Promise<number>;
  bet(): Promise<number>;
  money(name: MoneyFigure): Promise<number>;
  readMoney(text: string): Promise<number>;
  moneyText(amount: number, options?: { sign?: boolean }): Promise<string>;
  mp<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  mp<R>(fn: () => R | Promise<R>): Promise<R>;
  version(): Promise<number>;
  outcome(args: OutcomeArgs): Promise<Outcome>;
  queueSeeds(seeds: string[]): Promise<number>;
  seedsLeft(): Promise<number>;
  force(grids: Grid[], extra?: Omit<Force, "grids">): Promise<void>;
  setClock(ms: number | null): Promise<void>;
  pauseAt(index: number | null): Promise<void>;
  holdReplies(ops?: Op[]): Promise<void>;
  releaseReplies(): Promise<void>;
  state(): Promise<State>;
  hud(): Promise<Hud>;
  history(): Promise<HistoryEntry[]>;
  ledger(): Promise<LedgerInfo | null>;
  config(): Promise<Config>;
  newGame(amount: number): Promise<Settled>;
}

export interface GameOptions {
  /** The debug build's URL (default $MP_URL, else baseURL). */
  gameURL: string;
  /** window.__MP_TEST presets before every load (default {speed: 25}). */
  gamePresets: Presets;
}
export interface GameFixtures {
  /** The game on the test's page, not loaded yet: `await game.open()`. */
  game: GamePage;
}

export const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & GameOptions & GameFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;
export const expect: Expect;
