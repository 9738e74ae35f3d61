// Turns clicks, taps and keys into named game events; the game's own controls listen nowhere
// else (a panel's inner form is its module's own). Events: spin (Spin, or Stop during a round),
// bet-up, bet-down, choose(princess), hurry, toggle-sound, toggle-fast-play, open(panel), autoplay,
// close, exit-recall, reopen, message-action(name), dismiss, gesture (the first one: sound may
// start).

const PANELS = { "paytable-button": "paytable", "history-button": "history", "help-button": "help", "settings-button": "settings", "bet-select": "bet" };

export class InputManager {
  constructor(doc) {
    this.doc = doc;
    this.handlers = new Map();
    this.gestured = false;
    this.spaceTaken = false; // the Space now down was the game's
    this.bind();
  }

  on(event, handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, []);
    this.handlers.get(event).push(handler);
  }

  emit(event, detail) {
    for (const handler of this.handlers.get(event) || []) handler(detail);
  }

  bind() {
    const doc = this.doc;
    // A control that is unavailable (operator profile) or disabled does nothing.
    const usable = (el) => !el.disabled && el.getAttribute("aria-disabled") !== "true";
    const click = (id, event, detail) =>
      doc.getElementById(id).addEventListener("click", (e) => {
        if (usable(e.currentTarget)) this.emit(event, detail);
      });
    click("spin", "spin");
    click("bet-up", "bet-up");
    click("bet-down", "bet-down");
    click("sound", "toggle-sound");
    click("fast-play", "toggle-fast-play");
    click("autoplay", "autoplay");
    click("close-button", "close");
    click("recall-exit", "exit-recall");
    click("closed-reopen", "reopen");
    click("message-close", "dismiss");
    for (const [id, panel] of Object.entries(PANELS)) click(id, "open", panel);
    doc.getElementById("message-action").addEventListener("click", (e) => this.emit("message-action", e.currentTarget.dataset.action));
    doc.getElementById("choice-cards").addEventListener("click", (e) => {
      const card = e.target.closest("[data-princess]");
      if (card) this.emit("choose", card.dataset.princess);
    });
    doc.getElementById("stage").addEventListener("pointerdown", () => this.emit("hurry"));
    const first = () => {
      if (this.gestured) return;
      this.gestured = true;
      this.emit("gesture");
    };
    doc.addEventListener("pointerdown", first, { capture: true });
    doc.addEventListener("keydown", first, { capture: true });
    doc.addEventListener("keydown", (e) => this.key(e));
    // A button presses itself on Space's keyup: not when Space was the game's.
    doc.addEventListener("keyup", (e) => {
      if (e.key === " " && this.spaceTaken) e.preventDefault();
      if (e.key === " ") this.spaceTaken = false;
    });
  }

  /**
   * Space is the game's (spin or stop) while no panel is open, whatever button has the focus;
   * not in a panel, a text field, recall or the free-spins choice (its cards answer Space).
   */
  spaceIsGames(e) {
    const doc = this.doc;
    const phase = doc.body.dataset.phase;
    if (phase === "closed" || phase === "recall" || phase === "choice") return false;
    if (doc.querySelector("dialog[open]")) return false;
    const target = e.target instanceof HTMLElement ? e.target : null;
    return !(target && target.closest("input, select, textarea, dialog"));
  }

  key(e) {
    if (e.key === " " && !e.altKey && !e.ctrlKey && !e.metaKey && !e.defaultPrevented && this.spaceIsGames(e)) {
      e.preventDefault(); // the focused button must not press itself, held or not
      this.spaceTaken = true;
      if (!e.repeat) this.emit("spin");
      return;
    }
    if (e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const doc = this.doc;
    const phase = doc.body.dataset.phase;
    if (phase === "closed") return;
    if (phase === "recall") {
      if (e.key === "Escape") this.emit("exit-recall");
      return;
    }
    // A panel is open: it has the keyboard (Escape closes it natively).
    if (doc.querySelector("dialog[open]")) return;
    const target = e.target instanceof HTMLElement ? e.target : null;
    if (target && target.closest("input, select, textarea")) return;
    const onButton = target && target.closest("button");
    switch (e.key) {
      case "Enter":
        if (onButton) return; // Enter presses the focused button
        e.preventDefault();
        this.emit("spin");
        break;
      case "ArrowUp":
      case "+":
      case "=":
        e.preventDefault();
        this.emit("bet-up");
        break;
      case "ArrowDown":
      case "-":
        e.preventDefault();
        this.emit("bet-down");
        break;
      case "1":
      case "2":
      case "3": {
        const cards = doc.querySelectorAll("#choice-cards [data-princess]");
        const card = cards[Number(e.key) - 1];
        if (card && !doc.getElementById("choice").hidden) this.emit("choose", card.dataset.princess);
        break;
      }
      case "m":
      case "M":
        this.emit("toggle-sound");
        break;
      case "t":
      case "T":
        this.emit("toggle-fast-play");
        break;
      case "Escape":
        this.emit("dismiss");
        break;
      default:
        break;
    }
  }
}
