// A tiny event emitter: a module says what happened; whoever cares listens. No framework.

export class Emitter {
  constructor() {
    this.listeners = new Map(); // name -> [listener]
  }

  /** `listener(detail)` on every `name`; returns a function that stops listening. */
  on(name, listener) {
    if (!this.listeners.has(name)) this.listeners.set(name, []);
    this.listeners.get(name).push(listener);
    return () => {
      const list = this.listeners.get(name);
      const i = list.indexOf(listener);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /** Call every listener of `name`, in the order they were added. */
  emit(name, detail) {
    for (const listener of [...(this.listeners.get(name) || [])]) listener(detail);
  }
}
