// Modal panels on native <dialog>: showModal() makes the rest of the page inert; on top of that
// Tab and Shift+Tab wrap inside the panel, Escape closes it, and focus goes back to the control
// that opened it. One panel at a time, except a confirmation over its panel.

import { t } from "../messages.js";

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusables(root) {
  return [...root.querySelectorAll(FOCUSABLE)].filter((el) => !el.disabled && !el.closest("[hidden]") && el.getClientRects().length > 0);
}

/** Append a <dt>/<dd> pair to the list `dl` for each [term, text]. */
export function fillDefinitions(doc, dl, pairs) {
  for (const [term, text] of pairs) {
    const dt = doc.createElement("dt");
    dt.textContent = term;
    const dd = doc.createElement("dd");
    dd.textContent = text;
    dl.append(dt, dd);
  }
}

/**
 * While `active()`, Tab and Shift+Tab go round the elements of `roots` in order and nowhere else
 * (the free-spins choice's cards and the menu, which stay in reach while it waits).
 */
export function trapFocusAcross(doc, roots, active) {
  doc.addEventListener("keydown", (e) => {
    if (e.key !== "Tab" || !active()) return;
    const list = roots.flatMap((root) => focusables(root));
    if (!list.length) return;
    const i = list.indexOf(doc.activeElement);
    const next = e.shiftKey ? (i <= 0 ? list.length - 1 : i - 1) : i < 0 || i === list.length - 1 ? 0 : i + 1;
    e.preventDefault();
    list[next].focus();
  });
}

/** Keep Tab inside `root` (a dialog). */
export function trapFocus(root) {
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const list = focusables(root);
    if (!list.length) {
      e.preventDefault();
      return;
    }
    const first = list[0];
    const last = list[list.length - 1];
    const active = root.ownerDocument.activeElement;
    if (e.shiftKey && (active === first || !root.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !root.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  });
}

/**
 * Whether a panel's body has more below what it shows: `data-more` on the dialog ("true" or
 * "false"), which shows a chevron centred above its buttons' bar (or in a strip at its foot, below
 * the body), so a short screen (a phone on its side) says there is more to scroll to; and whether it
 * scrolls at all (`data-scrolls`), which gives the chevron its row above the buttons (none in a panel
 * that shows all it holds; it stays as the player scrolls, so nothing below it moves).
 */
export function markMore(dialog) {
  const body = dialog.querySelector(".panel-body");
  if (!body || !dialog.open) return;
  const more = body.scrollHeight - body.scrollTop - body.clientHeight > 2 ? "true" : "false";
  if (dialog.dataset.more !== more) dialog.dataset.more = more;
  const scrolls = body.scrollHeight - body.clientHeight > 2 ? "true" : "false";
  if (dialog.dataset.scrolls !== scrolls) dialog.dataset.scrolls = scrolls;
}

export class Dialogs {
  constructor(doc) {
    this.doc = doc;
    this.stack = []; // [{name, el, opener, onClose}]
    this.handlers = new Map(); // name -> {onOpen, onClose}
  }

  element(name) {
    return this.doc.getElementById(`dlg-${name}`);
  }

  /**
   * Register a panel: `onOpen()` fills it before it shows (a promise: it shows once that settles),
   * `onClose()` after it hides.
   */
  register(name, { onOpen = () => {}, onClose = () => {} } = {}) {
    const el = this.element(name);
    if (!el) throw new Error(`no dialog #dlg-${name}`);
    this.handlers.set(name, { onOpen, onClose });
    trapFocus(el);
    // Escape fires `cancel`: close our way, so focus returns to the opener.
    el.addEventListener("cancel", (e) => {
      e.preventDefault();
      this.close(name);
    });
    el.addEventListener("click", (e) => {
      if (e.target.closest("[data-close]")) this.close(name);
      else if (e.target === el) this.close(name); // a click on the backdrop
    });
    const body = el.querySelector(".panel-body");
    if (body) {
      body.addEventListener("scroll", () => markMore(el), { passive: true });
      this.doc.defaultView?.addEventListener("resize", () => markMore(el));
    }
  }

  isOpen(name) {
    return name ? this.stack.some((d) => d.name === name) : this.stack.length > 0;
  }

  top() {
    return this.stack.length ? this.stack[this.stack.length - 1].name : null;
  }

  open(name, opener = this.doc.activeElement) {
    const el = this.element(name);
    const handler = this.handlers.get(name);
    if (!el || !handler || this.isOpen(name)) return false;
    const filled = handler.onOpen();
    const entry = { name, el, opener };
    this.stack.push(entry);
    if (filled && typeof filled.then === "function")
      filled.then(
        () => this.show(entry),
        () => this.show(entry),
      );
    else this.show(entry);
    return true;
  }

  /** Show a panel that opened (unless it was closed while its content was coming). */
  show(entry) {
    if (!this.stack.includes(entry)) return;
    entry.el.showModal();
    // it opens at its top, not where it was left when it last closed (the help at its foot)
    const body = entry.el.querySelector(".panel-body");
    if (body) body.scrollTop = 0;
    const first = entry.el.querySelector("[autofocus]") || focusables(body || entry.el)[0] || entry.el.querySelector("[data-close]");
    if (first) first.focus({ preventScroll: true });
    markMore(entry.el);
    this.doc.defaultView?.requestAnimationFrame(() => markMore(entry.el)); // once its fonts and contents are laid out
  }

  close(name = this.top()) {
    const i = this.stack.findIndex((d) => d.name === name);
    if (i < 0) return false;
    const [entry] = this.stack.splice(i, 1);
    entry.el.close();
    this.handlers.get(name).onClose();
    const opener = entry.opener;
    if (opener && opener.isConnected && typeof opener.focus === "function") opener.focus({ preventScroll: true });
    return true;
  }

  closeAll() {
    while (this.stack.length) this.close(this.top());
  }

  /** Ask a yes/no question over whatever is open; resolves true on Yes (`yesLabel`: the table's "Yes" by default). */
  confirm(title, text, yesLabel = t("yes")) {
    const doc = this.doc;
    doc.getElementById("confirm-title").textContent = title;
    doc.getElementById("confirm-text").textContent = text;
    const yes = doc.getElementById("confirm-yes");
    yes.textContent = yesLabel;
    return new Promise((resolve) => {
      let answer = false;
      const onYes = () => {
        answer = true;
        this.close("confirm");
      };
      yes.addEventListener("click", onYes, { once: true });
      this.handlers.set("confirm", {
        onOpen: () => {},
        onClose: () => {
          yes.removeEventListener("click", onYes);
          resolve(answer);
        },
      });
      this.open("confirm");
      doc.getElementById("confirm-no").focus({ preventScroll: true });
    });
  }
}
