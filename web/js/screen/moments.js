// The grid's moments, one handler per step type: `(presenter, step, before)` declares the step's
// moment (its name, its zone) and its beats, and resolves when the next step may begin. The beats
// of a drop overlap: a handler awaits only what the next step must follow (the pulse before the
// symbols leave, the pop before they fall); the meter, the multiplier's pop, the labels, the moons
// growing and a power's banner run on beside the next steps. The round's end and the big shows
// are shows.js's.

import { ease } from "./timeline.js";
import { banner, bannerIn, bannerOut, caption } from "./banners.js";
import { cellsFromGrid, sprite } from "./props.js";
import { formatMoney } from "../money.js";
import { t } from "../messages.js";
import { PRINCESS_IDS, PRINCESS_NAMES, SCREEN_COLOURS, symbolColour } from "../art/theme.js";

/** How long each beat lasts at normal speed, in ms of animation time. */
export const BEAT = Object.freeze({
  leave: 200, // the old grid falls away
  land: 340, // each new symbol drops in
  landStagger: 32, // a column after the one before
  win: 420, // winning symbols light up and pulse while the others dim; the Win figure counts
  winGlowIn: 60, // how fast they light up
  dim: 120, // the others dim, and brighten again as the symbols fall
  lines: 220,
  label: 900, // a win's floating label
  labelGap: 100, // a drop's labels leave before the next drop's appear
  meter: 380,
  remove: 200, // winning symbols pop
  moon: 300, // a moon grows where a 3-run was
  fall: 140, // plus fallPerRow for each row fallen
  fallPerRow: 40,
  multiplier: 300,
  powerLean: 200, // a Girl Power's anticipation: she lights up and leans out of her frame towards the grid
  cutIn: 500, // her cut-in: she crosses the stage large in a band of her colour (its own moment)
  cast: 400, // into the cut-in, her prop fires at the cells as the band closes
  powerIntro: 200, // her banner comes in as the cut-in leaves
  power: 1200, // a Girl Power that changes cells holds play at least this long, up to its banner leaving
  powerEmpty: 700, // one that changes no cell: she lights up, her banner says it, play goes on
  powerHold: 150, // the changed cells, held under the banner
  powerSettle: 300, // the follow-through: her light fades as she settles back into her frame
  bolt: 140, // her prop's bolt from her frame to a cell
  starBolt: 200, // a falling star's, to the cell it makes a moon
  princess: 450, // one princess's portrait fades in over the one before
  takesOver: 1100, // the words of a princess change, on her nameplate (garnish: the round waits for none of it)
  extend: 1000, // spins a full meter adds: their banner in, held, out
  extendHeld: 800, // after a Stop, their banner held at its peak before play goes on
  bannerOut: 200,
  featureStart: 1400, // a feature's start on the whole stage: in (a fifth), held, out (a fifth), as a banner
});

const DROP_ROWS = 1.5; // new symbols start this many rows above the grid's top

/** A symbol's name for many of it, as a power's line says it ("hearts", "Love symbols"). */
const SYMBOLS = Object.freeze({
  heart: "symbolsHeart",
  bell: "symbolsBell",
  gem: "symbolsGem",
  potion: "symbolsPotion",
  love: "symbolsLove",
  star: "symbolsStar",
  storm: "symbolsStorm",
  moon: "symbolsMoon",
});
const many = (id) => (SYMBOLS[id] ? t(SYMBOLS[id]) : id);
const princessName = (id) => PRINCESS_NAMES[id] || id;

/** What a power does, in a few words, from its step: a sentence, its first letter a capital ("Hearts and potions destroyed"). */
export function powerText(step) {
  const text = powerWords(step);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function powerWords(step) {
  if (step.effect === "transform") return t("powerTransform", { from: many(step.from), to: many(step.to) });
  if (step.effect === "wilds") return t("powerWilds", { count: step.cells.length });
  if (step.effect === "destroy") {
    const names = (step.symbols || []).map(many);
    return t("powerDestroy", { symbols: names.reduce((all, name) => t("both", { first: all, second: name })) });
  }
  return step.effect;
}

/**
 * A win's label: what it adds, the multiplier already in it ("+$0.30"; "$0.10 x 3" read as three of
 * a kind, and the medal beside the grid says the multiplier).
 */
export function payLabel(pay) {
  return t("payPlus", { pay: formatMoney(pay) });
}

const NEAR_CLEAR = 5; // this many symbols left or fewer: the game says how many are left to a clear

/** Few symbols left after a win: a small plate in the banner band says how many to a clear (a moment `left-to-clear`). */
function leftToClear(p, view) {
  const left = view.grid.flat().filter(Boolean).length;
  if (left < 1 || left > NEAR_CLEAR) return;
  const m = p.moment("left-to-clear", "bannerBand");
  banner(p, m, { title: t("leftToClear", { count: left }), tone: "small" }, 1300);
}

/** Cells leave the grid: `onCell(r, c, sprite)` as each goes, `beat(sprite)` its way out; resolves once all are gone. */
async function popCells(p, cells, onCell, beat) {
  const props = p.props;
  const gone = [];
  for (const [r, c] of cells) {
    const s = props.cells[r][c];
    if (!s) continue;
    props.cells[r][c] = null;
    gone.push(s);
    onCell(r, c, s);
  }
  props.ghosts = gone;
  await Promise.all(gone.map((s) => beat(s)));
  props.ghosts = [];
}

/** @type {{[T in import("../types.js").StepType]?: import("./staging.js").Handler<T>}} */
export const MOMENTS = {
  async land(p, step) {
    const m = p.moment("land", "grid");
    const props = p.props;
    p.clearLabels(0);
    props.dim = 0;
    const rows = p.model.gridSize;
    const leaving = props.cells.flat().filter(Boolean);
    props.ghosts = leaving;
    for (const s of leaving) {
      const y0 = s.y;
      m.tween(BEAT.leave, (k) => ((s.y = y0 + k * (rows + 1)), (s.alpha = 1 - k)), ease.inQuad, s.x * 15); // out of sight
    }
    props.cells = cellsFromGrid(step.grid, rows);
    const drops = [];
    const landing = p.reducedMotion ? ease.outCubic : ease.outBounce;
    const height = rows + DROP_ROWS;
    for (const s of props.cells.flat()) {
      if (!s) continue;
      const target = s.y;
      const delay = 30 + s.x * BEAT.landStagger + (rows - 1 - target) * 10;
      s.y = target - height;
      drops.push(m.tween(BEAT.land, (k) => (s.y = target - height + height * k), landing, delay).then(() => p.sfx(m, "land", { col: s.x })));
    }
    // the moon in the sky answers the wilds that land (as the first of them lands)
    const moons = props.cells.flat().filter((s) => s && s.id === "moon");
    if (moons.length) p.moonAnswers(m, moons.length, 30 + Math.min(...moons.map((s) => s.x)) * BEAT.landStagger + BEAT.land * 0.6);
    await Promise.all(drops);
    props.ghosts = [];
  },

  async win(p, step, before) {
    const m = p.moment("evaluation", "labels");
    const props = p.props;
    const n = p.model.gridSize;
    // A win that leaves the round at or below the stake is not celebrated where the operator says so.
    const quiet = p.quietStakeWins && step.round_win <= before.bet;
    if (!quiet) p.sfx(m, "win", { step: step.multiplier - 1 });
    const lit = new Set();
    props.lines = step.wins.map((win) => ({ cells: win.cells, colour: quiet ? SCREEN_COLOURS.quietLine : symbolColour(win.symbol), p: 0 }));
    // The last drop's labels leave; this drop's come once they have gone, placed together beside
    // their runs (the renderer places them: layout.js's placeLabels). A few wins each show their pay;
    // many show the evaluation's total instead, beside them all.
    p.clearLabels(BEAT.labelGap);
    for (const win of step.wins) for (const [r, c] of win.cells) lit.add(r * n + c);
    const group = {}; // the drop's labels, placed as one
    if (step.wins.length <= 4) {
      for (const win of step.wins) {
        const colour = quiet ? SCREEN_COLOURS.quietLabel : symbolColour(win.symbol);
        p.label(m, { text: payLabel(win.pay), colour, run: win.cells, group }, BEAT.label, BEAT.labelGap);
      }
    } else {
      const colour = quiet ? SCREEN_COLOURS.quietLabel : SCREEN_COLOURS.totalLabel;
      const run = step.wins.flatMap((win) => win.cells);
      p.label(m, { text: payLabel(step.total), colour, run, group, total: true }, BEAT.label + 300, BEAT.labelGap);
    }
    // The winning symbols light up and stay lit until they leave; the others dim meanwhile.
    const from = props.dim;
    m.tween(BEAT.dim, (k) => (props.dim = from + (1 - from) * k), ease.outQuad);
    const pulses = [];
    for (const key of lit) {
      const s = props.cells[Math.floor(key / n)][key % n];
      if (!s) continue;
      const glow0 = s.glow;
      m.tween(BEAT.winGlowIn, (k) => (s.glow = glow0 + (1 - glow0) * k), ease.outQuad);
      pulses.push(m.tween(BEAT.win, (k) => (s.scale = 1 + 0.12 * Math.sin(k * Math.PI)), ease.linear));
    }
    m.tween(BEAT.lines, (k) => props.lines.forEach((l) => (l.p = k)), ease.outCubic);
    if (quiet) p.readouts.set("roundWin", step.round_win);
    else p.count(m, { roundWin: [p.hud.roundWin, step.round_win] }, BEAT.win);
    p.hud.multiplier = step.multiplier;
    props.pops.multiplier = 1;
    m.tween(BEAT.win, (k) => (props.pops.multiplier = 1 - k));
    await m.wait(BEAT.labelGap); // its peak once this drop's labels are up
    m.label("peak");
    await (pulses.length ? Promise.all(pulses) : m.wait(BEAT.win - BEAT.labelGap));
  },

  async meter(p, step) {
    const m = p.moment("meter", "meter");
    p.sfx(m, "meter", { value: step.value });
    p.moveMeter(m, step.value, BEAT.meter);
  },

  async remove(p, step, before, after) {
    const m = p.moment("remove", "grid");
    leftToClear(p, after);
    p.props.lines = [];
    const burst = (r, c, s) => p.burst(m, r, c, symbolColour(s.id));
    // still lit as they go
    await popCells(p, step.cells, burst, (s) => m.tween(BEAT.remove, (k) => ((s.scale = 1 + 0.6 * k), (s.alpha = 1 - k ** 4)), ease.outQuad));
    if (step.moons && step.moons.length) {
      p.sfx(m, "moon");
      p.moonAnswers(m, step.moons.length);
      for (const [r, c] of step.moons) {
        const s = sprite("moon", r, c);
        p.props.cells[r][c] = s;
        p.burst(m, r, c, symbolColour("moon"), 10);
        m.tween(BEAT.moon, (k) => ((s.scale = k), (s.glow = 1 - k * 0.7)), ease.outBack); // grows as it falls
      }
    }
  },

  async fall(p, step) {
    const m = p.moment("fall", "grid");
    p.sfx(m, "fall");
    p.undim(m, BEAT.fall);
    const cells = p.props.cells;
    const moving = [];
    for (const [[fr, fc], [tr, tc]] of step.moves) {
      const s = cells[fr][fc];
      if (s) moving.push({ s, fr, fc, tr, tc });
    }
    for (const mv of moving) cells[mv.fr][mv.fc] = null;
    for (const mv of moving) cells[mv.tr][mv.tc] = mv.s;
    await Promise.all(
      moving.map(({ s, fr, tr, fc, tc }) => {
        const duration = BEAT.fall + BEAT.fallPerRow * Math.sqrt(Math.abs(tr - fr));
        return m.tween(duration, (k) => ((s.y = fr + (tr - fr) * k), (s.x = fc + (tc - fc) * k)), ease.inQuad, fc * 10);
      }),
    );
  },

  async multiplier(p, step) {
    const m = p.moment("multiplier", "multiplier");
    const pops = p.props.pops;
    p.sfx(m, "multiplier", { value: step.value });
    p.hud.multiplier = step.value;
    pops.multiplier = 1;
    m.tween(BEAT.multiplier, (k) => (pops.multiplier = 1 - k), ease.outQuad);
  },

  /**
   * A Girl Power, her moment (1.2-1.5 s where it changes cells): the anticipation (she lights up
   * and leans towards the grid), her cut-in (a moment `cut-in-NAME` of its own: she crosses the
   * stage large in a band of her colour, her name beside her), the cast (her prop fires at the
   * cells, which change at its height: the moment's `peak`; her banner beside the grid names the
   * power), the follow-through (the sparks settle, her light fades and she settles back into her
   * frame) as play goes on. A power that changes no cell is short: no cut-in, her banner says it.
   */
  async power(p, step) {
    const id = step.princess;
    const m = p.moment(`power-${id}`, "bannerBand");
    const props = p.props;
    const cells = step.cells || [];
    const began = p.timeline.cursor;
    p.undim(m, BEAT.dim);
    p.sfx(m, `power_${id}`);
    props.powerPrincess = id;
    p.portraitTo(m, id, BEAT.powerLean); // in the trinity round she takes the portrait for her power
    await m.tween(BEAT.powerLean, (k) => ((props.pops.power = k), (props.lean = k)), ease.outQuad);
    const words = { title: t("powerTitle", { princess: princessName(id) }), subtitle: powerText(step), tone: id };
    const change = POWERS[step.effect];
    let shown;
    if (cells.length && change) {
      const cutIn = p.cutIn(id, BEAT.cutIn);
      await m.wait(BEAT.cutIn - BEAT.powerIntro);
      const coming = bannerIn(p, m, words, BEAT.powerIntro);
      await m.wait(BEAT.cast - (BEAT.cutIn - BEAT.powerIntro));
      await Promise.all([change(p, m, step, cells), cutIn]);
      shown = await coming;
    } else shown = await bannerIn(p, m, words, BEAT.powerIntro);
    m.label("peak");
    const least = cells.length ? BEAT.power : BEAT.powerEmpty;
    await m.wait(Math.max(BEAT.powerHold, least - (p.timeline.cursor - began)));
    m.label("out");
    // (unless the next princess's power has begun: hers lights the stage now)
    const settle = (k) => [null, id].includes(props.powerPrincess) && ((props.pops.power = 1 - k), (props.lean = 1 - k));
    m.tween(BEAT.powerSettle, settle, ease.inOutCubic);
    if (step.effect === "transform") {
      // the cells she changed, aglow through her peak (POWERS.transform), calm down with her
      const changed = cells.map(([r, c]) => props.cells[r][c]).filter(Boolean);
      m.tween(BEAT.powerSettle, (k) => changed.forEach((s) => (s.glow = MARKED * (1 - k))), ease.inOutCubic);
    }
    bannerOut(p, m, shown, BEAT.bannerOut).then(() => {
      if (props.powerPrincess === id) props.powerPrincess = null;
    });
  },

  /**
   * The active princess changes (after a base power): her portrait turns to the new one through
   * light, its peak halfway, at the light's height; as the light peaks, once the power's banner has
   * left, a caption on the portrait's nameplate says it ("Star takes over", a moment
   * `takes-over` of its own). All garnish: the round waits for none of it, and a Stop cuts it.
   */
  async princess(p, step) {
    const m = p.moment("princess", "portrait");
    p.sfx(m, "click");
    p.props.powerPrincess = null; // her power is over: she hands the portrait on
    p.hud.princess = step.value;
    p.portraitTo(m, step.value, BEAT.princess, true);
    const words = { title: t("princessTakesOver", { princess: princessName(step.value) }), tone: step.value };
    caption(p, p.moment("takes-over", "portrait"), words, BEAT.takesOver, BEAT.bannerOut); // on her nameplate: on a stage on its end the band's foot is the meter's
  },

  async moons_removed(p, step) {
    const m = p.moment("moons-removed", "grid");
    p.sfx(m, "moon");
    const sparkle = (r, c) => p.burst(m, r, c, symbolColour("moon"), 12);
    await popCells(p, step.cells, sparkle, (s) => {
      const y0 = s.y;
      return m.tween(400, (k) => ((s.alpha = 1 - k), (s.y = y0 - 0.3 * k), (s.glow = 1)), ease.inQuad);
    });
  },

  async clear(p) {
    const m = p.moment("clear", "stage");
    const n = p.model.gridSize;
    p.sfx(m, "clear");
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c += 2) p.burst(m, r, c, SCREEN_COLOURS.clearSpark, 6);
    // the three princesses cheer it on the whole stage: the way to the free spins (or, in them, a prize: the rules' 100 x the bet)
    const subtitle = t(p.hud.phase === "free" ? "gridClearPrizeLine" : "gridClearLine");
    await featureStart(p, m, { kind: "clear", ids: trinityOrder(p), title: t("gridClear"), subtitle }, 1300);
  },

  /** The trinity round's start: the three princesses together on the whole stage, its title and line under them. */
  async trinity_start(p) {
    const m = p.moment("trinity-start", "stage");
    p.sfx(m, "free_spins");
    await featureStart(p, m, { kind: "trinity", ids: trinityOrder(p), title: t("trinityStart"), subtitle: t("trinityStartLine") }, BEAT.featureStart);
  },

  async trinity_end(p) {
    const m = p.moment("trinity-end", "grid");
    await banner(p, m, { title: t("trinityEnd"), tone: "trinity" }, 600);
  },

  async choice(p) {
    p.sfx(p.moment("choice", "grid"), "click");
  },

  /**
   * The free spins' start: the chosen princess leads it on the whole stage (as a big win), its title
   * and line under her chin; the screen beneath becomes theirs meanwhile (her portrait, her sky, the
   * free-spins box, the meter's words, the medal at the multiplier they start from).
   */
  async free_spins_start(p, step) {
    const m = p.moment("free-spins-start", "stage");
    p.sfx(m, "free_spins");
    p.mood("free");
    // she takes the portrait as her moment comes (never it over the princess before her), and the sky turns to her colour
    p.portraitTo(m, step.princess);
    p.featureSky(m, step.princess);
    // the free spins' own screen as their moment comes: their box (no longer the call to clear the grid), the meter's words, the grid's panel
    Object.assign(p.hud, { phase: "free", featurePrincess: step.princess });
    showFreeSpins(p, 0, step.spins);
    // the medal says the multiplier they start from (the engine's next step) as the moment comes, not the base game's
    const from = p.following("multiplier");
    if (from && from.value !== p.hud.multiplier) {
      p.hud.multiplier = from.value;
      p.props.pops.multiplier = 1;
      m.tween(BEAT.multiplier, (k) => (p.props.pops.multiplier = 1 - k), ease.outQuad);
    }
    const subtitle = t("freeSpinsStartLine", { princess: princessName(step.princess), power: t(`power_${step.princess}`) }); // her name and what her power does, as her card said
    await featureStart(p, m, { kind: "free", ids: [step.princess], title: t("freeSpinsStart", { count: step.spins }), subtitle }, BEAT.featureStart);
  },

  async free_spin(p, step) {
    const m = p.moment("free-spin", "bannerBand"); // off the grid, which lands meanwhile
    const added = p.props.added;
    if (added && step.number > added.number + 1) p.props.added = null; // said through the spin after the one that added them
    showFreeSpins(p, step.number, step.total);
    banner(p, m, { title: t("freeSpinOf", { number: step.number, total: step.total }), tone: "small" }, 800);
  },

  /**
   * Spins a full meter adds: a banner, and "+3 spins" on the free-spins box that a Stop never takes
   * away. The banner keeps its peak as a show does: a Stop takes it there and holds it (`extendHeld`), then play goes on.
   */
  async extend(p, step) {
    const m = p.moment("extend", "grid", { keepsPeak: true });
    const number = p.hud.freeSpins ? p.hud.freeSpins.number : 0;
    p.props.added = step.added ? { count: step.added, number } : null; // no "+0 spins" tag
    showFreeSpins(p, number, step.total); // the counts take the added spins as the banner says them, not after it has gone
    p.sfx(m, "meter", { value: p.model.meterSize });
    // A full meter at the most free spins there can be adds none (the rules: an extension adds what fits): the banner says so, not "+0".
    const title = step.added ? t("extendTitle", { count: step.added }) : t("extendMostTitle");
    const words = { title, subtitle: t("extendLine", { total: step.total }) };
    const shown = await bannerIn(p, m, words, BEAT.extend * 0.2);
    p.props.banner = shown; // (a Stop as it came in cleared the stage: it stands at its peak all the same)
    m.label("peak");
    await m.wait(p.stopping ? BEAT.extendHeld : BEAT.extend * 0.6);
    m.label("out");
    await bannerOut(p, m, shown, BEAT.extend * 0.2);
  },

  async prize(p, step, before) {
    const m = p.moment("prize", "grid");
    p.sfx(m, "clear");
    const shown = banner(p, m, { title: t("prizeTitle"), subtitle: t("payPlus", { pay: formatMoney(step.amount) }) }, 1300);
    await Promise.all([shown, p.count(m, { roundWin: [before.roundWin, step.round_win] }, 1000)]);
  },
};

/** The three princesses in the trinity's order (the engine's config), left to right: the middle one in front. */
function trinityOrder(p) {
  return [...(p.model ? p.model.meterSections : PRINCESS_IDS)];
}

/**
 * A feature's start on the whole stage (`featureStart`: art/feature-start.js paints it) for `duration`
 * ms, as a banner's: in (a fifth; label `intro`), held (`peak`), out (`out`); resolves once it has
 * gone. A Stop (a skip of the spin) ends it at once and takes it down, as it takes down a banner.
 */
async function featureStart(p, moment, words, duration) {
  const shown = { ...words, p: 0, out: 0, still: p.reducedMotion };
  p.props.featureStart = shown;
  moment.label("intro");
  await moment.tween(duration * 0.2, (k) => (shown.p = k));
  moment.label("peak");
  await moment.wait(duration * 0.6);
  moment.label("out");
  await moment.tween(duration * 0.2, (k) => (shown.out = k));
  if (p.props.featureStart === shown) p.props.featureStart = null;
}

/** The free spins' counts on screen: spin `number` of `total` (the panel's "of N") and the spins left (the box, the HUD). */
function showFreeSpins(p, number, total) {
  p.hud.freeSpins = { number, total };
  p.hud.freeSpinsLeft = total - number;
}

const MARKED = 0.5; // the glow the cells Love's power changed keep through her peak

/** Each power's change to the cells, beside its banner: her prop fires, and each cell changes as it is struck. */
const POWERS = {
  async transform(p, m, step, cells) {
    await Promise.all(
      cells.map(([r, c], i) => {
        const s = p.props.cells[r][c];
        if (!s) return null;
        const bolt = p.effects.bolt([r, c], symbolColour(step.princess));
        return m
          .tween(BEAT.bolt, (k) => (bolt.p = k), ease.outQuad, i * 20)
          .then(() => {
            p.effects.unbolt(bolt);
            return m.tween(120, (k) => (s.flip = 1 - k), ease.inQuad);
          })
          .then(() => {
            s.id = step.to;
            p.burst(m, r, c, symbolColour(step.to), 6);
            return m.tween(200, (k) => ((s.flip = k), (s.glow = 1 - k * (1 - MARKED))), ease.outBack); // still aglow at her peak: the cells she changed are seen
          });
      }),
    );
  },

  async wilds(p, m, step, cells) {
    p.moonAnswers(m, cells.length, BEAT.starBolt);
    await Promise.all(
      cells.map(([r, c], i) => {
        const bolt = p.effects.bolt([r, c], symbolColour("star"));
        return m
          .tween(BEAT.starBolt, (k) => (bolt.p = k), ease.outQuad, i * 80)
          .then(() => {
            p.effects.unbolt(bolt);
            const s = sprite("moon", r, c);
            p.props.cells[r][c] = s;
            p.burst(m, r, c, symbolColour("moon"), 14);
            return m.tween(260, (k) => ((s.scale = k), (s.glow = 1 - k * 0.6)), ease.outBack);
          });
      }),
    );
  },

  async destroy(p, m, step, cells) {
    const props = p.props;
    const strikes = cells.map(([r, c], i) => {
      const bolt = p.effects.bolt([r, c], symbolColour("storm"), true);
      return m
        .tween(180, (k) => (bolt.p = k), ease.outQuad, (i % 6) * 30)
        .then(() => {
          p.effects.unbolt(bolt);
          const s = props.cells[r][c];
          if (!s) return null;
          props.cells[r][c] = null;
          props.ghosts.push(s);
          p.burst(m, r, c, symbolColour("storm"), 10);
          return m.tween(220, (k) => ((s.scale = 1 + 0.5 * k), (s.alpha = 1 - k)), ease.outQuad);
        });
    });
    await Promise.all(strikes);
    props.ghosts = [];
  },
};
