// The debug build's test API (the game's docs/testing.md): window.__mp, window.__MP_TEST and what
// they return. Importing the kit makes `window.__mp` typed in page.evaluate callbacks.

import type { Config, EngineError, Force, GamePhase, Grid, Op, Phase, Princess, Request, Round, State, Step } from "./protocol.js";

/** The test API version these types describe; `__mp.version` of the build under test. */
export type TestApiVersion = 8;

/** window.__MP_TEST: presets an init script sets before the page's modules run (every load: a reload gets them again). */
export interface Presets {
  /** The animation runs `speed` times the game's pace; fast play no longer changes it. */
  speed?: number;
  /** Seeds (64 lowercase hex digits) queued before the first request: the new game's (on a fresh profile), then the spins'. */
  seeds?: string[];
  /** The frozen clock, as ?mp-clock (which wins when both are given). */
  clock?: number;
  /** The balance (whole minor units) of this load's next new game only. */
  balance?: number;
}

/** What the HUD is drawn from (the presenter's figures: they count up while the round plays). Money in whole minor units. */
export interface Hud {
  balance: number | null;
  bet: number | null;
  /** The round on screen's win so far; after its end, that round's win, until the next round starts (then 0). */
  roundWin: number;
  /** The last finished round's win, set as its `end` step is shown. */
  lastWin: number;
  multiplier: number;
  meter: number;
  princess: Princess | null;
  featurePrincess: Princess | null;
  freeSpins: { number: number; total: number } | null;
  freeSpinsLeft: number;
  /** The part of the round on screen: "base", "trinity" or "free" (not <body data-phase>, a GamePhase). */
  phase: Phase;
  /** A round is being shown or waits for its choice. */
  roundOpen: boolean;
}

/** The view being drawn: the grid and the figures, folded over the steps shown (the HUD's figures at their ends). */
export interface View extends Omit<Hud, "freeSpinsLeft"> {
  grid: Grid | null;
  choice: { princess: Princess; spins: number }[] | null;
  [more: string]: unknown;
}

/** What __mp.settled() resolves with. */
export interface Settled {
  phase: "ready" | "choice";
  /** How many times the page has settled since it loaded. */
  count: number;
  /** <body data-step>. */
  step: number;
  /** The HUD's figures as shown. */
  hud: Hud;
}

/** What __mp.outcome() asks: a spin (and its choose), or the waiting round's choose. */
export interface OutcomeArgs {
  /** The spin's bet (default: the bet the next spin takes). */
  bet?: number;
  /** The spin's seed: 64 lowercase hex digits. */
  seed?: string;
  /** The spin's forced landings. */
  grids?: Grid[];
  /** The choice, if the round waits for it. */
  princess?: Princess;
  chooseSeed?: string;
  chooseGrids?: Grid[];
  /** The state to play from (default: the page's): an earlier outcome's, for the rounds after it. */
  state?: State;
}

/** What a round will give, from the page's own engine; nothing stored. */
export interface Outcome {
  /** The round's win (so far, if it still waits for its choice). */
  win: number;
  /** The balance after it. */
  balance: number;
  status: Round["status"];
  round: Round;
  state: State;
  /** Every step, the spin's then the choose's. */
  steps: Step[];
  requests: Request[];
  /** MALFUNCTION's error (the round void), else null. */
  error: EngineError | null;
}

/** A round of the stored history (web/js/record/history.js), newest first. */
export interface HistoryEntry {
  id: number;
  time: number;
  bet: number;
  win: number;
  balance_before: number;
  balance_after: number;
  status: Round["status"];
  features: string[];
  requests: Request[];
  /** The last 10 rounds at least keep their steps. */
  steps?: Step[];
  steps_hash: string;
  prev: string;
  hash: string;
  [more: string]: unknown;
}

export interface LedgerInfo {
  game: string;
  seq: number;
  pending: Request | null;
  unsaved: boolean;
}

/** window.__mp.ui: the player's controls' own state. */
export interface TestApiUi {
  profile(): "default" | "uk";
  history(): Promise<HistoryEntry[]>;
  setHistory(entries: HistoryEntry[] | null): void;
  autoplay(): { running: boolean; left: number; reason: string | null };
  recall(): { active: boolean; id: number | null; state: string | null };
  session(): { startBalance: number | null; net: number; rounds: number; elapsed: number };
  sounds(): string[];
  soundNames(): string[];
  speed(): number;
  minRoundMs(): number;
  reducedMotion(): boolean;
  bigWin(): { tier: number; text: string; p: number; pop: number; out: number; still: boolean } | null;
  stopping(): boolean;
  phases(): { phase: GamePhase; t: number }[];
  settings(): { sound: boolean; volume: number; fastPlay: boolean; reducedMotion: boolean | null; [more: string]: unknown };
}

/** window.__mp: the debug build's hooks (docs/testing.md's table, version 8). */
export interface TestApi {
  readonly version: number;
  setSeeds(list: string[]): number;
  seedsLeft(): number;
  clearSeeds(): void;
  force(grids: Grid[], extra?: Omit<Force, "grids">): void;
  state(): State | null;
  history(): HistoryEntry[];
  ledger(): LedgerInfo | null;
  setClock(ms: number | null): void;
  pauseAt(index: number | null): void;
  holdReplies(ops?: Op[]): void;
  held(): number;
  releaseReplies(): void;
  settled(after?: number): Promise<Settled>;
  settledCount(): number;
  outcome(args: OutcomeArgs): Promise<Outcome>;
  money(minor: number, options?: { sign?: boolean }): string;
  newGame(minor: number): Promise<void>;
  killWorker(): void;
  view(): View | null;
  hud(): Hud | null;
  phase(): GamePhase | null;
  config(): Config | null;
  setSpeed(k: number): void;
  timings(): { spin: number[]; choose: number[] };
  commits(): number[];
  holdAt(name: string | null): void;
  release(): void;
  pacing(): { ms: number; speed: number; steps: number; beats: Record<string, number> }[];
  virtualFrames(fps?: number, onFrame?: (() => void) | null): void;
  realFrames(): void;
  virtualFrameCount(): number;
  scene(): Record<string, unknown> | null;
  drawn(): Record<string, unknown> | null;
  /** The words drawn on the game's canvases in the last `count` frames painted, oldest first; sizes and boxes in CSS px. */
  texts(count?: number): {
    frame: number;
    texts: { text: string; px: number; x: number; y: number; w: number; h: number; alpha: number; where: "scene" | "card" }[];
  }[];
  music(): { started: boolean; playing: "base" | "free" | null; volume: number; level: number; closed: boolean };
  roundTrips(): { op: Op; total: number; engine: number }[];
  longtasks(): { start: number; duration: number }[];
  frames(): { count: number; total: number; max: number; slow: unknown[]; pace: number; interval: number; whole: boolean };
  ui: TestApiUi;
}

declare global {
  interface Window {
    /** The debug build's test API (absent in a production build). */
    __mp: TestApi;
    /** Presets read once as the page starts (debug build). */
    __MP_TEST?: Presets;
  }
}
