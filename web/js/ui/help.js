// Game Help: the rules in the game's own words, every figure from the engine's config (the max
// win's odds from the PAR sheet, which the build writes into build-info.js), every word from the
// message table, and where things are as the layout puts them at this size (screen/layout.js).

import { MAX_WIN_ODDS } from "../build-info.js";
import { formatMoney } from "../money.js";
import { t } from "../messages.js";
import { computeLayout } from "../screen/layout.js";
import { fillDefinitions } from "./dialogs.js";

const BUTTONS = ["Spin", "Paytable", "Autoplay", "Bet", "BetStep", "Settings", "Close", "History", "Help", "Fast", "Sound"];

function section(doc, title, paragraphs) {
  const s = doc.createElement("section");
  const h = doc.createElement("h3");
  h.textContent = title;
  s.append(h);
  for (const text of paragraphs) {
    const p = doc.createElement("p");
    p.textContent = text;
    s.append(p);
  }
  return s;
}

/** Where the princess's portrait stands at this size: "beside" the grid (a wide stage) or "above" it (a tall one). */
export function princessPlace(doc, gridSize) {
  const stage = doc.getElementById("stage").getBoundingClientRect();
  const zones = computeLayout(stage.left, stage.top, stage.width, stage.height, gridSize);
  return zones.portrait.x >= zones.grid.x + zones.grid.size ? "beside" : "above";
}

/** A whole number as the help writes it: 12,182,357. */
const count = (n) => Math.round(n).toLocaleString("en-US");

/** The max win's odds (one in how many rounds), or nothing where the build has no PAR sheet's figures. */
function maxWinOdds(x) {
  const odds = MAX_WIN_ODDS;
  if (!["random", "love", "star", "storm"].every((k) => odds[k] > 0)) return [];
  return [t("helpMaxWinOdds", { x, random: count(odds.random), love: count(odds.love), star: count(odds.star), storm: count(odds.storm) })];
}

/** The operator's own rules (a profile that takes options away), or nothing. */
function profileNote(profile) {
  if (profile.id === "default") return "";
  const rules = [
    !profile.autoplay && t("helpProfileNoAutoplay"),
    !profile.fastPlay && t("helpProfileNoFastPlay"),
    !profile.stop && t("helpProfileNoStop"),
    profile.minRoundMs && t("helpProfileMinRound", { seconds: profile.minRoundMs / 1000 }),
  ].filter(Boolean);
  return ` ${t("helpProfile", { name: profile.name, rules: rules.join(", ") })}`;
}

/** Fill `body` with the help text for `config` under `profile`, the princess `place`d as princessPlace() says. */
export function renderHelp(doc, body, config, profile, place = princessPlace(doc, config.grid_size)) {
  const fs = config.free_spins;
  const days = config.void_after_days;
  const maxWin = count(config.max_win_x);
  const levels = config.bet_levels;
  const beside = place === "beside";
  body.textContent = "";
  body.append(
    section(doc, t("helpPlayTitle"), [
      t("helpPlayGrid", { size: config.grid_size }),
      t("helpPlayDrops", { max: config.max_multiplier }),
      t("helpPlayBets", { low: formatMoney(levels[0]), high: formatMoney(levels[levels.length - 1]) }),
      t("helpPlayReset"),
    ]),
    section(doc, t("helpWildTitle"), [t("helpWild")]),
    section(doc, t("helpPowerTitle"), [t("helpPower", { where: t(beside ? "helpWhereBeside" : "helpWhereAbove") })]),
    section(doc, t("helpTrinityTitle"), [t("helpTrinity", { where: t(beside ? "helpMeterBeside" : "helpMeterAbove"), size: config.meter_size })]),
    section(doc, t("helpFreeTitle"), [
      t("helpFreeChoice", { love: fs.love.spins, star: fs.star.spins, storm: fs.storm.spins, max: config.max_multiplier }),
      t("helpFreeExtend", { love: fs.love.extend, star: fs.star.extend, storm: fs.storm.extend, most: config.max_free_spins, prize: config.clear_prize_x }),
      t("helpFreeSame"),
    ]),
    section(doc, t("helpReturnTitle"), [t("helpRtp", { rtp: config.rtp }), t("helpMaxWin", { x: maxWin }), ...maxWinOdds(maxWin)]),
    section(doc, t("helpUnfinishedTitle"), [t("helpUnfinished"), t("helpVoid", { days, hours: days * 24 }), t("helpMalfunction")]),
  );
  const buttons = section(doc, t("helpButtonsTitle"), []);
  const list = doc.createElement("dl");
  list.className = "feature-list";
  fillDefinitions(
    doc,
    list,
    BUTTONS.map((name) => [t(`helpButton${name}`), t(`helpButton${name}Text`)]),
  );
  buttons.append(list);
  const note = doc.createElement("p");
  note.textContent = t("helpUnavailable") + profileNote(profile);
  buttons.append(note);
  const keys = doc.createElement("p");
  keys.textContent = t("helpKeys");
  buttons.append(keys);
  body.append(buttons);
}
