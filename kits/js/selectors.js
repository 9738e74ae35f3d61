// The page's stable ids and selectors a test names (docs/testing.md's contract table): a name,
// never a CSS selector in a test, so a renamed id is a one-line change here. "{}" takes an
// argument. The same selectors as the Python kit's SELECTORS under snake_case names (a test
// holds them equal).

export const SELECTORS = Object.freeze({
  // the HUD's figures
  balance: "#balance",
  bet: "#bet",
  roundWin: "#round-win",
  lastWin: "#last-win",
  freeSpins: "#free-spins",
  multiplier: "#multiplier",
  meter: "#meter",
  princess: "#princess",
  // the controls
  spin: "#spin",
  betDown: "#bet-down",
  betSelect: "#bet-select",
  betUp: "#bet-up",
  autoplay: "#autoplay",
  autoplayCount: "#autoplay-count",
  paytableButton: "#paytable-button",
  historyButton: "#history-button",
  helpButton: "#help-button",
  settingsButton: "#settings-button",
  fastPlay: "#fast-play",
  sound: "#sound",
  closeButton: "#close-button",
  // the free-spins choice
  choice: "#choice",
  choiceCard: "#choice-cards [data-princess='{}']",
  // the message, the panels and what is in them
  message: "#message",
  messageText: "#message-text",
  loading: "#loading",
  panelPaytable: "#dlg-paytable",
  panelHistory: "#dlg-history",
  panelHelp: "#dlg-help",
  panelSettings: "#dlg-settings",
  panelAutoplay: "#dlg-autoplay",
  panelBet: "#dlg-bet",
  betLevel: "#dlg-bet .bet-level[data-bet='{}']",
  apRounds: "label.chip:has(input[value='{}'])",
  apLoss: "#ap-loss",
  apWin: "#ap-win",
  apFeature: "#ap-feature",
  apStart: "#ap-start",
  historyEntries: "#dlg-history .history-entry",
});

/** Each panel and the control that opens it. */
export const PANELS = Object.freeze({
  paytable: "paytableButton",
  history: "historyButton",
  help: "helpButton",
  settings: "settingsButton",
  autoplay: "autoplay",
  bet: "betSelect",
});

/** The CSS selector called `name`, its "{}" filled with `arg`. */
export function sel(name, arg) {
  const selector = SELECTORS[name];
  if (selector === undefined) throw new Error(`no selector called ${name}`);
  return arg === undefined ? selector : selector.replace("{}", String(arg));
}
