// Game Help: the rules in the game's own words, every figure from the engine's config (the max
// win's odds from the running rung's PAR sheet, which the build writes into build-info.js), every word from the
// panels' table, and where things are as the layout puts them at this size (screen/layout.js). Short
// sections, the features' each with a picture of the game's own art (the paytable's way:
// panel-pictures.js; the loading screen's pictures, screen/intro.js), each picture named for a
// screen reader; their styles (css/help.css) come with this module, after Spin works.

import { MAX_WIN_ODDS } from "../build-info.js";
import { formatMoney, formatNumber, formatPercent } from "../money.js";
import { language, t } from "../messages.js";
import { PRINCESS_IDS } from "../art/theme.js";
import { computeLayout } from "../screen/layout.js";
import { paintIntro } from "../screen/intro.js";
import { fillDefinitions } from "./dialogs.js";
import { paintInTurn, pictureCanvas } from "./panel-pictures.js";
import { profileName } from "./profile.js";

// Each picture's size in CSS pixels (css/help.css sizes its canvas the same): a grid, the meter, a portrait.
const SIZES = { grid: [104, 104], symbol: [80, 80], meter: [144, 56], portrait: [112, 144], choice: [252, 156] };
// The help's styles, one link for the page: loaded with the help's code, not before Spin.
const STYLES = new URL("../../css/help.css", import.meta.url).href;

/** The help's style sheet in the page: resolves once it applies (at once when it is already there). */
export function helpStyles(doc) {
  let link = /** @type {HTMLLinkElement | null} */ (doc.querySelector("link[data-help]"));
  if (!link) {
    link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = STYLES;
    link.dataset.help = "";
    doc.head.append(link);
  }
  if (link.sheet) return Promise.resolve();
  const added = link;
  return new Promise((resolve) => {
    added.addEventListener("load", () => resolve(undefined), { once: true });
    added.addEventListener("error", () => resolve(undefined), { once: true }); // words without their layout, never no help
  });
}

function paragraphs(doc, node, texts) {
  for (const text of texts) {
    const p = doc.createElement("p");
    p.textContent = text;
    node.append(p);
  }
  return node;
}

function section(doc, title, texts, ...pictures) {
  const s = doc.createElement("section");
  const h = doc.createElement("h3");
  h.textContent = title;
  s.append(h);
  if (!pictures.length) return paragraphs(doc, s, texts);
  // the picture beside its words (above them on a phone: css/help.css)
  const figure = doc.createElement("div");
  figure.className = "help-figure";
  figure.append(...pictures, paragraphs(doc, doc.createElement("div"), texts));
  s.append(figure);
  return s;
}

/**
 * A picture of `kind` (SIZES) named `label` for a screen reader, painted by `paint(ctx, w, h)` in
 * CSS pixels at the screen's ratio (at most 2) once the help is written: queued in `jobs`.
 */
function picture(doc, jobs, kind, label, paint) {
  const [w, h] = SIZES[kind];
  const ratio = Math.min(2, Math.max(1, doc.defaultView?.devicePixelRatio || 1));
  const canvas = pictureCanvas(doc, Math.round(w * ratio), Math.round(h * ratio), label);
  canvas.className = `help-${kind}`;
  canvas.dataset.picture = kind;
  jobs.push([
    canvas,
    (ctx) => {
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(ctx, w, h);
    },
  ]);
  return canvas;
}

/** The Girl Powers: each princess casting hers, her name and what it does (the loading screen's words). */
function powers(doc, jobs, art) {
  const list = doc.createElement("ul");
  list.className = "help-powers";
  for (const id of PRINCESS_IDS) {
    // her name in the page under her picture, not on a nameplate shrunk with it (7 px on a phone)
    const canvas = picture(doc, jobs, "portrait", t("helpPicPower", { name: t(`name_${id}`) }), (ctx, w, h) =>
      art.drawPrincess(ctx, id, 0, 0, w, h, 0, { pose: "cast", name: false }),
    );
    const name = doc.createElement("strong");
    name.className = "help-name";
    name.textContent = t(`name_${id}`);
    const p = doc.createElement("p");
    p.textContent = t(`power_${id}`);
    const li = doc.createElement("li");
    li.className = "pay-card";
    li.dataset.princess = id;
    li.append(canvas, name, p);
    list.append(li);
  }
  return list;
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

/**
 * Fill `body` with the help for `config` under `profile`, its pictures painted with `art`
 * (art/index.js), the princess `place`d as princessPlace() says.
 */
export function renderHelp(doc, body, config, profile, art, place = princessPlace(doc, config.grid_size)) {
  const fs = config.free_spins;
  const days = config.void_after_days;
  const n = formatNumber;
  const maxWin = n(config.max_win_x);
  const top = n(config.max_multiplier);
  const levels = config.bet_levels;
  const spins = { love: n(fs.love.spins), star: n(fs.star.spins), storm: n(fs.storm.spins) };
  const extend = { love: n(fs.love.extend), star: n(fs.star.extend), storm: n(fs.storm.extend) };
  const beside = place === "beside";
  // the loading screen's words for its pictures; the moon's ribbon as the game's grid has it
  const words = { free: t("introFree"), spins: t("introSpins"), plate: t("portraitPlate") };
  const wild = { wild: t("wildRibbon") };
  // paintIntro paints the little grid's moon without its word: the game's own is put back after it
  const intro = (kind, still, time) => (ctx, w, h) => {
    paintIntro(art, ctx, { kind }, w, h, time, still, words);
    art.setSymbolWords(wild);
  };
  const jobs = [];
  // where she stands, then what she does: two sentences, so no language has to fit a place into a phrase;
  // the three princesses and their powers under them
  const power = section(doc, t("helpPowerTitle"), [`${t(beside ? "helpPrincessBeside" : "helpPrincessAbove")} ${t("helpPower")}`]);
  power.append(powers(doc, jobs, art));
  body.textContent = "";
  body.append(
    section(doc, t("helpHowTitle"), [
      t("helpHow1", { size: n(config.grid_size) }),
      t("helpHow3", { low: formatMoney(levels[0]), high: formatMoney(levels[levels.length - 1]) }),
      t("helpHow4"),
    ]),
    // the grid as symbols burst and leave their cells (the loading screen's grid, 1.3 s into its loop)
    section(doc, t("ptDropsTitle"), [t("helpHow2", { top })], picture(doc, jobs, "grid", t("helpPicDrops"), intro("clear", false, 1.3))),
    section(
      doc,
      t("helpMoonTitle"),
      [t("helpMoon")],
      picture(doc, jobs, "symbol", t("helpPicMoon"), (ctx, w, h) => {
        art.setSymbolWords(wild);
        art.drawSymbol(ctx, "moon", w / 2, h / 2, w * 0.92, 0);
      }),
    ),
    power,
    section(
      doc,
      t("helpTrinityTitle"),
      [`${t(beside ? "helpMeterBeside" : "helpMeterAbove")} ${t("helpTrinity", { size: n(config.meter_size) })}`],
      // one section filled: a fuller meter glows, wider than its picture
      picture(doc, jobs, "meter", t("helpPicMeter"), (ctx, w, h) => art.drawMeter(ctx, 1, w * 0.06, h * 0.12, w * 0.88, h * 0.76, 0)),
    ),
    // the choice a clear brings: the three princesses' cards, as the game deals them
    section(
      doc,
      t("helpFreeTitle"),
      [
        t("helpFree1", { love: spins.love, star: spins.star, storm: spins.storm, top }),
        t("helpFree2", { love: extend.love, star: extend.star, storm: extend.storm, most: n(config.max_free_spins), prize: n(config.clear_prize_x) }),
        t("helpFree3"),
      ],
      picture(doc, jobs, "choice", t("helpPicFree"), (ctx, w, h) => {
        const card = w / PRINCESS_IDS.length;
        PRINCESS_IDS.forEach((id, i) => {
          const count = fs[id].spins;
          const words = [t("choiceCardSpins", { count }), t("choiceCardSpinsShort", { count })];
          art.drawChoiceCard(ctx, id, spins[id], i * card, 0, card, h, 0, { words });
        });
      }),
    ),
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
  paintInTurn(jobs);
}
