// Turns clicks, taps and keys into named game events; nothing else listens to the DOM.
// Events: spin, bet-up, bet-down, choose(princess), hurry, toggle-sound, toggle-turbo,
// message-action(name), dismiss.

export class InputManager {
  constructor(doc) {
    this.doc = doc;
    this.handlers = new Map();
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
    const click = (id, event) => doc.getElementById(id).addEventListener("click", () => this.emit(event));
    click("spin", "spin");
    click("bet-up", "bet-up");
    click("bet-down", "bet-down");
    click("sound", "toggle-sound");
    click("turbo", "toggle-turbo");
    click("message-close", "dismiss");
    doc.getElementById("message-action").addEventListener("click", (e) => this.emit("message-action", e.currentTarget.dataset.action));
    doc.getElementById("choice-cards").addEventListener("click", (e) => {
      const card = e.target.closest("[data-princess]");
      if (card) this.emit("choose", card.dataset.princess);
    });
    doc.getElementById("stage").addEventListener("pointerdown", () => this.emit("hurry"));
    doc.addEventListener("keydown", (e) => this.key(e));
  }

  key(e) {
    if (e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    const onButton = e.target instanceof HTMLElement && e.target.closest("button");
    switch (e.key) {
      case " ":
      case "Enter":
        if (onButton) return; // the button's own click handles it
        e.preventDefault();
        this.emit("spin");
        this.emit("hurry");
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
        const cards = this.doc.querySelectorAll("#choice-cards [data-princess]");
        const card = cards[Number(e.key) - 1];
        if (card && !this.doc.getElementById("choice").hidden) this.emit("choose", card.dataset.princess);
        break;
      }
      case "m":
      case "M":
        this.emit("toggle-sound");
        break;
      case "t":
      case "T":
        this.emit("toggle-turbo");
        break;
      case "Escape":
        this.emit("dismiss");
        break;
      default:
        break;
    }
  }
}
