// A tiny event emitter: a module says what happened; whoever cares listens. No framework. And the
// controller's events by name: their details are types.js's ControllerEvents.

/** @typedef {import("./types.js").ControllerEvents} ControllerEvents */

/** The controller's events (`controller.on(EVENTS.PHASE, listener)`): outside code listens to these very strings. */
export const EVENTS = Object.freeze({
  PHASE: "phase",
  CONFIG: "config",
  BALANCE: "balance",
  BET: "bet",
  CHOICE: "choice",
  RESUME: "resume",
  ROUND_START: "roundStart",
  STEP: "step",
  ROUND: "round",
});

/**
 * @template {Record<string, any>} [E=Record<string, any>] each event's name and its detail
 */
export class Emitter {
  constructor() {
    /** @type {Map<keyof E, Array<(detail: any) => void>>} */
    this.listeners = new Map(); // name -> [listener]
  }

  /**
   * `listener(detail)` on every `name`; returns a function that stops listening.
   * @template {keyof E & string} K
   * @param {K} name
   * @param {(detail: E[K]) => void} listener
   * @returns {() => void}
   */
  on(name, listener) {
    if (!this.listeners.has(name)) this.listeners.set(name, []);
    this.listeners.get(name)?.push(listener);
    return () => {
      const list = this.listeners.get(name) ?? [];
      const i = list.indexOf(listener);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /**
   * Call every listener of `name`, in the order they were added.
   * @template {keyof E & string} K
   * @param {K} name
   * @param {E[K]} detail
   */
  emit(name, detail) {
    for (const listener of [...(this.listeners.get(name) || [])]) listener(detail);
  }
}
