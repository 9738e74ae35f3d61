// Game Help: the rules in the game's own words, every figure from the engine's config (the max
// win's odds from the running rung's PAR sheet, which the build writes into build-info.js), every word from the
// panels' table, and where things are as the layout puts them at this size (screen/layout.js).

import { MAX_WIN_ODDS } from "../build-info.js";
import { formatMoney, formatNumber, formatPercent } from "../money.js";
import { language, t } from "../messages.js";
import { computeLayout } from "../screen/layout.js";
import { fillDefinitions } from "./dialogs.js";
import { profileName } from "./profile.js";

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

// The buttons the help explains, each a [name, what it does] pair of keys.
const BUTTONS = [
  ["helpBtnSpin", "helpBtnSpinText"],
  ["paytable", "helpBtnPaytableText"],
  ["autoPlay", "helpBtnAutoPlayText"],
  ["selectBetTitle", "helpBtnSelectBetText"],
  ["helpBtnBet", "helpBtnBetText"],
  ["settings", "helpBtnSettingsText"],
  ["close", "helpBtnCloseText"],
  ["historyTitle", "helpBtnHistoryText"],
  ["helpTitle", "helpBtnHelpText"],
  ["fastPlay", "helpBtnFastPlayText"],
  ["sound", "helpBtnSoundText"],
];

/** Where the princess's portrait stands at this size: "beside" the grid (a wide stage) or "above" it (a tall one). */
export function princessPlace(doc, gridSize) {
  const stage = doc.getElementById("stage").getBoundingClientRect();
  const zones = computeLayout(stage.left, stage.top, stage.width, stage.height, gridSize);
  return zones.portrait.x >= zones.grid.x + zones.grid.size ? "beside" : "above";
}

/** The max win's odds (one in how many rounds) in the rung `rtp`, or nothing where the build has no PAR sheet's figures. */
function maxWinOdds(max, rtp) {
  const odds = MAX_WIN_ODDS[rtp] ?? {};
  if (!["random", "love", "star", "storm"].every((k) => odds[k] > 0)) return [];
  const n = formatNumber;
  return [t("helpMaxWinOdds", { max, random: n(odds.random), love: n(odds.love), star: n(odds.star), storm: n(odds.storm) })];
}

/** What the operator profile takes away, as the help says it ("" for the standard profile). */
function profileNote(profile) {
  if (profile.id === "default") return "";
  const away = [
    !profile.autoplay && t("helpNoAutoPlay"),
    !profile.fastPlay && t("helpNoFastPlay"),
    !profile.stop && t("helpNoStop"),
    profile.minRoundMs && t("helpMinRound", { count: profile.minRoundMs / 1000, seconds: new Intl.NumberFormat(language()).format(profile.minRoundMs / 1000) }),
  ].filter(Boolean);
  return ` ${t("helpProfile", { name: profileName(profile), rules: new Intl.ListFormat(language(), { type: "unit" }).format(away) })}`;
}

/** Fill `body` with the help text for `config` under `profile`, the princess `place`d as princessPlace() says. */
export function renderHelp(doc, body, config, profile, place = princessPlace(doc, config.grid_size)) {
  const fs = config.free_spins;
  const days = config.void_after_days;
  const n = formatNumber;
  const maxWin = n(config.max_win_x);
  const top = n(config.max_multiplier);
  const levels = config.bet_levels;
  const spins = { love: n(fs.love.spins), star: n(fs.star.spins), storm: n(fs.storm.spins) };
  const extend = { love: n(fs.love.extend), star: n(fs.star.extend), storm: n(fs.storm.extend) };
  const beside = place === "beside";
  body.textContent = "";
  body.append(
    section(doc, t("helpHowTitle"), [
      t("helpHow1", { size: n(config.grid_size) }),
      t("helpHow2", { top }),
      t("helpHow3", { low: formatMoney(levels[0]), high: formatMoney(levels[levels.length - 1]) }),
      t("helpHow4"),
    ]),
    section(doc, t("helpMoonTitle"), [t("helpMoon")]),
    // where she stands, then what she does: two sentences, so no language has to fit a place into a phrase
    section(doc, t("helpPowerTitle"), [`${t(beside ? "helpPrincessBeside" : "helpPrincessAbove")} ${t("helpPower")}`]),
    section(doc, t("helpTrinityTitle"), [`${t(beside ? "helpMeterBeside" : "helpMeterAbove")} ${t("helpTrinity", { size: n(config.meter_size) })}`]),
    section(doc, t("helpFreeTitle"), [
      t("helpFree1", { love: spins.love, star: spins.star, storm: spins.storm, top }),
      t("helpFree2", { love: extend.love, star: extend.star, storm: extend.storm, most: n(config.max_free_spins), prize: n(config.clear_prize_x) }),
      t("helpFree3"),
    ]),
    section(doc, t("helpRtpTitle"), [t("helpRtp", { rtp: formatPercent(config.rtp) }), t("helpMaxWin", { max: maxWin }), ...maxWinOdds(maxWin, config.rtp)]),
    section(doc, t("helpUnfinishedTitle"), [
      t("helpUnfinished1"),
      t("helpUnfinished2", { count: days, days: n(days), hours: n(days * 24) }),
      t("helpUnfinished3"),
    ]),
  );
  const buttons = section(doc, t("helpButtonsTitle"), []);
  const list = doc.createElement("dl");
  list.className = "feature-list";
  fillDefinitions(
    doc,
    list,
    BUTTONS.map(([name, text]) => [t(name), t(text)]),
  );
  buttons.append(list);
  const note = doc.createElement("p");
  note.textContent = `${t("helpDisabled")}${profileNote(profile)}`;
  buttons.append(note);
  const keys = doc.createElement("p");
  keys.textContent = t("helpKeys");
  buttons.append(keys);
  body.append(buttons);
}
