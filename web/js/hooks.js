// The test hooks the game calls at fixed points, with defaults that do nothing: production runs
// these defaults, a debug build (debug.js) supplies its own. Code calls them unconditionally.

/**
 * @typedef {object} Hooks
 * @property {() => number} clock
 * @property {(fallback: () => string) => string} nextSeed
 * @property {() => import("./types.js").Force | null} force
 * @property {(index: number) => Promise<void> | null} gate
 * @property {(payload: {op: import("./types.js").Op}) => Promise<void> | null} gateReply
 * @property {(reply: {op: import("./types.js").Op, ms: number}) => void} replied
 * @property {() => number | null} balance
 * @property {() => number | null} speed
 * @property {(name: string) => Promise<void> | null} hold
 * @property {(frame: {cost: number, pace: number, interval: number, scene: object, whole: boolean}) => void} frame
 * @property {(rest: {phase: import("./types.js").GamePhase, stored: Promise<unknown>}) => void} settled
 * @property {(round: {ms: number, speed: number, steps: number, beats: Record<string, number>}) => void} round
 * @property {(step: {t: string}) => void} unknownStep
 */

/** @type {Readonly<Hooks>} */
export const NO_HOOKS = Object.freeze({
  /** The game's clock in ms since the epoch (a test may freeze it). */
  clock: () => Date.now(),
  /** The next seed: a queued test seed, or `fallback()`. */
  nextSeed: (fallback) => fallback(),
  /** Grids to force into the next request, or null. */
  force: () => null,
  /** After step `index` is stored: a promise holds the animation there, null lets it go on. */
  gate: () => null,
  /** After a reply arrives: a promise holds it in flight, null lets it through. */
  gateReply: () => null,
  /** A reply was let through: its op and its round trip as the controller waited for it (ms; the benchmarks, `__mp.timings()`). */
  replied: () => {},
  /** The balance a new game starts with (integer cents), or null: the engine's start balance. */
  balance: () => null,
  /** An animation speed a test fixed, or null (the player's fast play decides). */
  speed: () => null,
  /** A presentation reached its peak (`name`, e.g. "big-win-2"): a promise freezes the animation there, null lets it go on. */
  hold: () => null,
  /** A frame was drawn: {cost (ms), pace (the frame interval kept, 0: every frame), interval (ms, averaged), scene, whole (nothing left to a later frame)} (benchmarks, tests). */
  frame: () => {},
  /** The page came to rest (ready, or the choice): `stored`, a promise of where the newest round came to rest being on disk. */
  settled: () => {},
  /** A round's animation played through: {ms (animation time), speed, steps, beats (ms by step type)} (the pacing benchmark). */
  round: () => {},
  /** A step of a type steps.js has no entry for (the presenter has said so on the console and plays on). */
  unknownStep: () => {},
});

/**
 * `partial` hooks over the defaults.
 * @param {Partial<Hooks>} [partial]
 * @returns {Readonly<Hooks>}
 */
export function withHooks(partial = {}) {
  return Object.freeze({ ...NO_HOOKS, ...partial });
}
