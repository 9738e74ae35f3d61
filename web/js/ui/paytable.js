// The paytable: every symbol drawn by the game's own art, its pays in money at the current bet
// (bet x paytable[symbol][n] / 100, all in integer cents, from the engine's config), and every
// feature explained with the engine's numbers.

import { formatMoney } from "../money.js";
import { PRINCESS_NAMES } from "../art/theme.js";

const NAMES = {
  moon: "Moon (wild)",
  ...Object.fromEntries(Object.entries(PRINCESS_NAMES).map(([id, name]) => [id, `Princess ${name}`])),
  heart: "Heart",
  bell: "Bell",
  gem: "Gem",
  potion: "Potion",
};

/** The pay in cents of `hundredths` of the total bet: exact by the rules, or null if it is not. */
export function payCents(bet, hundredths) {
  const total = bet * hundredths;
  if (!Number.isSafeInteger(total) || total % 100 !== 0) return null;
  return total / 100;
}

function el(doc, tag, attrs = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

export class Paytable {
  constructor(doc, art, body) {
    this.doc = doc;
    this.art = art;
    this.body = body;
    this.config = null;
    this.bet = null;
    this.cells = []; // [{symbol, n, el}]
    this.unpainted = []; // [canvas, symbol]: each picture in a task of its own, after the game's start
  }

  /** Build the panel once the engine's config is known. */
  build(config) {
    this.config = config;
    const doc = this.doc;
    const body = this.body;
    body.textContent = "";
    const betLine = el(doc, "p", { class: "panel-note", id: "paytable-bet" });
    body.append(betLine);

    const order = [...config.symbols].sort(
      (a, b) => config.paytable[b]["5"] - config.paytable[a]["5"] || config.symbols.indexOf(a) - config.symbols.indexOf(b),
    );
    const grid = el(doc, "ul", { class: "pay-grid", "aria-label": "Symbol pays" });
    this.cells = [];
    this.unpainted = [];
    for (const symbol of order) {
      const canvas = el(doc, "canvas", { width: "128", height: "128", "aria-hidden": "true" });
      this.unpainted.push([canvas, symbol]);
      const pays = el(doc, "dl", { class: "pays" });
      for (const n of ["5", "4", "3"]) {
        const dd = el(doc, "dd", { "data-symbol": symbol, "data-n": n });
        pays.append(el(doc, "dt", { text: `${n}×` }), dd);
        this.cells.push({ symbol, n, el: dd });
      }
      const name = el(doc, "h3", { text: NAMES[symbol] || symbol });
      grid.append(el(doc, "li", { class: "pay-card", "data-symbol": symbol }, canvas, el(doc, "div", {}, name, pays)));
    }
    body.append(grid);
    body.append(this.features(config));
    setTimeout(() => this.paintNext(), 0);
  }

  /** The pictures one a task, so that the config's arrival (the game's start) is no long task. */
  paintNext() {
    const next = this.unpainted.shift();
    if (!next) return;
    this.paint(...next);
    setTimeout(() => this.paintNext(), 0);
  }

  paint(canvas, symbol) {
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    this.art.drawSymbol(ctx, symbol, 64, 64, 118, 0);
  }

  /** Show every pay at `bet` (cents). */
  setBet(bet) {
    if (!this.config || bet === this.bet) return;
    this.bet = bet;
    const note = this.doc.getElementById("paytable-bet");
    note.textContent = `Pays at your bet of ${formatMoney(bet)}. Wins pay for 3, 4 or 5 in a row or column, times the drop multiplier.`;
    for (const cell of this.cells) {
      const cents = payCents(bet, this.config.paytable[cell.symbol][cell.n]);
      cell.el.textContent = cents === null ? "—" : formatMoney(cents);
    }
  }

  features(c) {
    const doc = this.doc;
    const fs = c.free_spins;
    const items = [
      [
        "Moon: the wild",
        `The moon stands in for every other symbol. Each paid win of exactly 3 leaves a moon in its middle cell. When only moons are left on the grid, they are removed too.`,
      ],
      [
        "Drops and the multiplier",
        `Winning symbols leave, the rest drop down and the grid is checked again. Every drop raises the multiplier by 1, up to x${c.max_multiplier}.`,
      ],
      [
        "Girl Power",
        "On a round with no win, the active princess on the right may use her power. Love turns one kind of symbol into another. Star adds one or two wild moons. Storm destroys two kinds of symbol.",
      ],
      [
        "Princess Trinity",
        `Princess wins fill the meter: 3 in a row fill 1 section, 4 fill 2, 5 fill 3. A full meter gives one extra round at x1 where Love, Star and Storm each use their power in turn.`,
      ],
      [
        "Free Spins",
        `Clear the whole grid and choose a princess: Love ${fs.love.spins} spins, Star ${fs.star.spins}, Storm ${fs.storm.spins}. Her power works on every spin with no win; the multiplier is kept from spin to spin, up to x${c.max_multiplier}. A full meter adds spins (Love +${fs.love.extend}, Star +${fs.star.extend}, Storm +${fs.storm.extend}), up to ${c.max_free_spins} in all.`,
      ],
      ["Grid Clear Prize", `Clearing the grid during free spins pays ${c.clear_prize_x}x your bet at once.`],
      ["Max Win", `A round never wins more than ${c.max_win_x.toLocaleString("en-US")}x your bet; reaching it ends the round.`],
    ];
    const list = el(doc, "dl", { class: "feature-list" });
    for (const [title, text] of items) list.append(el(doc, "dt", { text: title }), el(doc, "dd", { text }));
    return el(doc, "section", { class: "features", "aria-label": "Features" }, el(doc, "h3", { text: "Features" }), list);
  }
}
