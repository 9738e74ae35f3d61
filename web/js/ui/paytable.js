// The paytable: every symbol drawn by the game's own art, its pays in money at the current bet
// (bet x paytable[symbol][n] / 100, all in integer cents, from the engine's config), every
// feature explained with the engine's numbers, and the running rung's return and max win odds.

import { MAX_WIN_ODDS } from "../build-info.js";
import { formatMoney, formatNumber, formatPercent } from "../money.js";
import { t, textOf } from "../messages.js";
import { paintInTurn, pictureCanvas } from "./panel-pictures.js";

/** A symbol's name on its card: "Princess Love" (a princess is a symbol too), "Moon (wild)". */
function symbolName(symbol) {
  const own = textOf("symbol_", symbol, null);
  if (own !== null) return own;
  const name = textOf("name_", symbol, null);
  return name === null ? symbol : t("princessSymbol", { name });
}

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

/** The running rung's max win odds for a random pick, as the paytable says them (none without its PAR sheet's figures). */
function randomPickOdds(max, rtp) {
  const odds = MAX_WIN_ODDS[rtp]?.random;
  return odds > 0 ? [t("ptMaxWinOdds", { max, random: formatNumber(odds) })] : [];
}

export class Paytable {
  constructor(doc, art, body) {
    this.doc = doc;
    this.art = art;
    this.body = body;
    this.config = null;
    this.bet = null;
    this.cells = []; // [{symbol, n, el}]
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
    const grid = el(doc, "ul", { class: "pay-grid", "aria-label": t("symbolPays") });
    this.cells = [];
    const pictures = []; // each in a task of its own (panel-pictures.js)
    for (const symbol of order) {
      const canvas = pictureCanvas(doc, 128, 128); // beside its name: hidden
      pictures.push([canvas, (ctx) => this.art.drawSymbol(ctx, symbol, 64, 64, 118, 0)]);
      const pays = el(doc, "dl", { class: "pays" });
      for (const n of ["5", "4", "3"]) {
        const dd = el(doc, "dd", { "data-symbol": symbol, "data-n": n });
        pays.append(el(doc, "dt", { text: `${formatNumber(Number(n))}×` }), dd);
        this.cells.push({ symbol, n, el: dd });
      }
      const name = el(doc, "h3", { text: symbolName(symbol) });
      grid.append(el(doc, "li", { class: "pay-card", "data-symbol": symbol }, canvas, el(doc, "div", {}, name, pays)));
    }
    body.append(grid);
    body.append(this.features(config));
    paintInTurn(pictures);
  }

  /** Show every pay at `bet` (minor units); `again` writes them even at the same bet (a new language). */
  setBet(bet, again = false) {
    if (!this.config || (bet === this.bet && !again)) return;
    this.bet = bet;
    const note = this.doc.getElementById("paytable-bet");
    note.textContent = t("paysAtBet", { bet: formatMoney(bet) });
    for (const cell of this.cells) {
      const cents = payCents(bet, this.config.paytable[cell.symbol][cell.n]);
      cell.el.textContent = cents === null ? "—" : formatMoney(cents);
    }
  }

  features(c) {
    const doc = this.doc;
    const fs = c.free_spins;
    const n = formatNumber;
    const top = n(c.max_multiplier);
    const items = [
      [t("ptMoonTitle"), t("ptMoon")],
      [t("ptDropsTitle"), t("ptDrops", { top })],
      [t("feature_power"), t("ptPower")],
      [t("feature_trinity"), t("ptTrinity")],
      [
        t("feature_free_spins"),
        t("ptFree", {
          love: n(fs.love.spins),
          star: n(fs.star.spins),
          storm: n(fs.storm.spins),
          top,
          loveExtend: n(fs.love.extend),
          starExtend: n(fs.star.extend),
          stormExtend: n(fs.storm.extend),
          most: n(c.max_free_spins),
        }),
      ],
      [t("feature_prize"), t("ptPrize", { prize: n(c.clear_prize_x) })],
      [t("feature_cap"), t("ptMaxWin", { max: n(c.max_win_x) })],
      [t("ptRtpTitle"), [t("helpRtp", { rtp: formatPercent(c.rtp) }), ...randomPickOdds(n(c.max_win_x), c.rtp)].join(" ")],
    ];
    const list = el(doc, "dl", { class: "feature-list" });
    for (const [title, text] of items) list.append(el(doc, "dt", { text: title }), el(doc, "dd", { text }));
    return el(doc, "section", { class: "features", "aria-label": t("features") }, el(doc, "h3", { text: t("features") }), list);
  }
}
