// Paints the scene the presenter hands it, once a frame, in the layout's zones (layout.js), with
// the art's painters (art/); sharp at any devicePixelRatio, laid out again when the window
// changes. It also paints the free-spins cards' pictures. It decides nothing and writes no DOM:
// the HUD's figures are ui/hud.js's, the messages ui/message-box.js's.

import { bannerBox, cellCentre, computeLayout, labelShown, moonPlace, placeLabels, skylineSpot } from "./layout.js";
import { nothing, paintedCanvas, roundRectPath } from "../art/canvas.js";
import { MIN_TEXT_PX, PRINCESS_IDS } from "../art/theme.js";
import { Pictures } from "./pictures.js";

const SPRITE_LIMIT = 64;
const LABEL_FADE_MS = 200; // a label fades over its last this long
const LABEL_PX = [0.27, 32]; // a win label's size: this part of a cell, at most this many px (and MIN_TEXT_PX + 1 at least)
const TOTAL_PX = [0.4, 46]; // an evaluation's total, where its wins are too many to label each
const TURN_LIGHT = 0.5; // the light a princess change turns her portrait through, at its height (added over her picture)
const DIM = 0.55; // how much the symbols that did not win fade while the winners glow
const MOON_MIN = 0.035; // no moon smaller than this of the screen's shorter side: none where there is no room
const MOON_GAP = 0.025; // the sky kept round the moon, of the screen's shorter side
const LINE_APART = 0.14; // two win lines along one row or column this far apart (cells)

/** A win's run as a line: "r2" along row 2, "c3" down column 3 (a run is one or the other). */
const lineKey = (cells) => (cells.every(([r]) => r === cells[0][0]) ? `r${cells[0][0]}` : `c${cells[0][1]}`);
const PAGE_PARTS = ["#top .logo", "#session", "#top .toggles", "#hud", "#controls"]; // what the moon must not hide behind

export class Renderer {
  /** `art`: art/index.js, the painters it draws with; `pictures`: pictures.js's (the sky and the portraits, painted in a worker where one paints). */
  constructor(doc, art, pictures = new Pictures(art, null, doc)) {
    this.doc = doc;
    this.art = art;
    this.model = null; // screenModel(config) (view.js): the grid's and the meter's sizes, the top multiplier
    this.canvas = doc.getElementById("scene");
    // Opaque: the sky covers every pixel, and the compositor need not blend the page beneath.
    // Desynchronized: frames go to the compositor without a main-thread commit, which under
    // software compositing stalled the main thread for tens to hundreds of milliseconds.
    this.ctx = this.canvas.getContext("2d", { alpha: false, desynchronized: true });
    this.stage = doc.getElementById("stage");
    this.sprites = new Map(); // pre-drawn glowing parts, redrawn only when they change
    this.pictures = pictures;
    this.cards = [];
    this.layout = null;
    this.stageBox = null; // the page's #stage, measured at each resize: the coins and her lean stay on it
    /** @type {HTMLCanvasElement | null} */
    this.smeared = null; // the canvas copied small under a show's veil (smear())
    this.drawn = {}; // what the last frame showed, where (tests: debug.js's drawn(), each part null until drawn)
    this.placedLabels = new WeakMap(); // a drop's labels (their group) -> where they stand, at a cell size
    this.dirty = true;
    const markDirty = () => (this.dirty = true);
    window.addEventListener("resize", markDirty);
    if (window.visualViewport) window.visualViewport.addEventListener("resize", markDirty);
    this.cardSizes = "ResizeObserver" in window ? new ResizeObserver(markDirty) : null; // the choice's cards follow the CSS
    if ("ResizeObserver" in window) new ResizeObserver(markDirty).observe(this.stage);
  }

  /** The engine's numbers (view.js's screenModel): the layout follows the grid's size. */
  setModel(model) {
    this.model = model;
    this.dirty = true;
  }

  /** The free-spins cards to paint: [{canvas, option: {princess, spins}, spinsWords: [long, short], hover}] (ui/choice.js's). */
  setChoiceCards(cards) {
    this.cards = cards;
    if (!this.cardSizes) return;
    this.cardSizes.disconnect();
    for (const card of cards) this.cardSizes.observe(card.canvas);
  }

  resize() {
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    const w = window.innerWidth;
    const h = window.innerHeight;
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.dpr = dpr;
    this.w = w;
    this.h = h;
    const r = this.stage.getBoundingClientRect();
    this.stageBox = { x: r.left, y: r.top, w: r.width, h: r.height }; // the room between the header and the HUD
    this.drawn.stage = this.stageBox;
    this.layout = computeLayout(r.left, r.top, r.width, r.height, this.model ? this.model.gridSize : 0);
    this.moon = this.placeMoon();
    this.drawn.castle = this.moon ? this.art.castleBox(this.moon) : null;
    this.skyline = this.placeSkyline();
    this.drawn.skyline = this.skyline;
    for (const card of this.cards) this.sizeCard(card);
    this.sprites.clear();
    this.dirty = false;
  }

  /**
   * The moon, with the castle beside it, where the sky is clear of the page's parts and the zones
   * (layout.js's moonPlace: its corner, decided by the zones alone, else the rest of the sky), or null.
   */
  placeMoon() {
    const unit = Math.min(this.w, this.h);
    const parts = [];
    for (const selector of PAGE_PARTS) {
      const el = this.doc.querySelector(selector);
      const r = el ? el.getBoundingClientRect() : null;
      if (r && r.width > 0) parts.push({ x: r.left, y: r.top, w: r.width, h: r.height });
    }
    return moonPlace(this.layout, parts, this.w, this.h, {
      r: unit * this.art.MOON_R,
      minR: unit * MOON_MIN,
      gap: unit * MOON_GAP,
      shape: this.art.MOON_SCENE,
    });
  }

  /** Where the skyline stands: on the bottom bar's top edge (the HUD's), low along it (layout.js's skylineSpot). */
  placeSkyline() {
    const bar = this.doc.getElementById("hud");
    const r = bar ? bar.getBoundingClientRect() : null;
    return skylineSpot(this.layout, r && r.height > 0 ? r.top : this.h);
  }

  /** An offscreen picture of `w` x `h` CSS pixels drawn once per key (blurs are costly per frame). */
  cached(key, w, h, paint) {
    let entry = this.sprites.get(key);
    if (!entry) {
      if (this.sprites.size > SPRITE_LIMIT) this.sprites.clear();
      const canvas = paintedCanvas(Math.max(1, Math.ceil(w * this.dpr)), Math.max(1, Math.ceil(h * this.dpr)), (ctx) => {
        ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
        paint(ctx);
      });
      if (!canvas) return { canvas: nothing(), w, h }; // the start's frames paint caches in slices (art/canvas.js)
      entry = { canvas, w, h };
      this.sprites.set(key, entry);
    }
    return entry;
  }

  /** The centre of cell (r, c) in px, and the cell's size: [x, y, cell]. */
  cellCentre(r, c) {
    return cellCentre(this.layout.grid, r, c);
  }

  /** Paint a frame; whether it was whole (the sky's and the portrait's pictures were here to draw). */
  draw(scene, now) {
    if (this.dirty) this.resize();
    const t = now / 1000;
    const ctx = this.ctx;
    const art = this.art;
    const zones = this.layout;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const laid = this.layout.grid.n > 0; // the engine's numbers are here: the moon and the skyline have their places
    const sky = this.pictures.background(ctx, this.w, this.h, this.dpr, t, laid ? this.moon : undefined, scene.sky, laid ? this.skyline : undefined);
    if (!scene.hud) return false;
    art.setSymbolWords(scene.words.symbols);
    const portrait = this.drawPrincess(ctx, scene, t);
    this.drawMeter(ctx, scene, t);
    this.drawMultiplier(ctx, scene, t);
    const idle = art.gridIsIdle(scene);
    const spins = scene.words.freeSpins;
    // the idle grid's plate says how runs and wilds pay: the box says the rest, so each rule shows once
    const box = art.drawFreeSpinsBox(ctx, zones.freeSpins, idle && !spins.live ? { ...spins, lines: spins.lines.slice(-2) } : spins);
    this.drawn.freeSpins = { ...zones.freeSpins, ...box };
    this.drawAdded(ctx, zones.freeSpins, spins.live ? spins.added : null);
    this.drawGrid(ctx, scene, t);
    this.drawn.idle = idle ? art.drawIdle(ctx, zones.grid, t, scene.words.idle) : null;
    const [ox, oy, cell] = this.cellCentre(0, 0);
    for (const bolt of scene.bolts) this.drawBolt(ctx, bolt);
    art.drawSparks(ctx, scene.particles, ox, oy, cell, zones.grid);
    art.drawStopFlash(ctx, zones.grid, scene.flash, scene.still);
    this.drawn.banner = art.drawBanner(ctx, scene.banner, bannerBox(zones, scene.banner));
    this.drawn.powerBanner = art.drawBanner(ctx, scene.powerBanner, bannerBox(zones, scene.powerBanner));
    const total = scene.total ? { title: scene.total.title, subtitle: scene.total.amount, tone: "gold", place: "messageBand", p: 1, out: 0 } : null;
    this.drawn.total = art.drawBanner(ctx, total, bannerBox(zones, total));
    // the win labels, over the banners' boxes no more (one that would touch a banner is not drawn)
    this.drawLabels(ctx, scene, ox, oy, cell, [this.drawn.banner, this.drawn.powerBanner, this.drawn.total].filter(Boolean));
    // a power's cut-in: she crosses the stage large, over everything but the shows
    const { grid } = zones;
    this.drawn.cutIn = scene.cutIn ? art.drawCutIn(ctx, this.w, this.h, grid, zones.portrait, scene.cutIn, t, this.figureOf(scene.cutIn.id, t)) : null;
    // a show or a feature's start: the stage beneath smeared, its veil, then the princess leading it and the coins, then its words on top
    const shown = scene.bigWin || scene.overlay || scene.featureStart;
    const show = shown ? shown.p * (1 - shown.out) : 0;
    if (show > 0) this.smear(ctx, Math.min(1, show));
    // a feature's start: she (the three, for the trinity round) large on the whole stage, the title under her chin
    const start = scene.featureStart;
    const figures = (id) => this.figureOf(id, t);
    this.drawn.featureStart = start
      ? art.drawFeatureStart(ctx, this.w, this.h, this.stageBox || { x: 0, y: 0, w: this.w, h: this.h }, grid, start, t, figures)
      : null;
    const veils = {
      bigWin: scene.bigWin ? art.drawBigWin(ctx, this.w, this.h, grid, scene.bigWin, scene.words.bigWin, t, "back") : null,
      overlay: scene.overlay ? art.drawWinScreen(ctx, this.w, this.h, grid, scene.overlay, t, "back") : null,
    };
    const leader = scene.princessFade.to;
    // she leads with her face above the words: they come down, or she is smaller (art's leadPlan)
    const bigWords = scene.bigWin && scene.cheer > 0 ? art.bigWinWords(this.w, this.h, grid) : null;
    const lead = bigWords ? art.leadPlan(grid, bigWords, this.stageBox || { y: -Infinity, h: Infinity }) : null;
    // the coins fall on the stage alone: not over the header or the HUD (the page's, over the canvas);
    // behind the princess who leads the show (never a coin over her face), else in front of the stage
    const stage = this.stageBox;
    const coins = () => {
      ctx.save();
      ctx.beginPath();
      ctx.rect(stage.x, stage.y, stage.w, stage.h);
      ctx.clip();
      art.drawCoins(ctx, scene.coins, this.w, this.h, cell, stage.y);
      ctx.restore();
    };
    // (a win screen's princess cheers in her portrait over it: the coins fall behind her face and nameplate too)
    const cheers = scene.cheer > 0 && !!scene.overlay;
    if (lead || cheers) coins();
    const led = lead && art.drawLead(ctx, grid, leader, scene.cheer, t, this.figureOf(leader, t), lead);
    this.drawn.lead = led ? { ...led, wordsTop: Math.round(bigWords.top + lead.shift) } : null;
    if (cheers) this.drawPrincess(ctx, scene, t, true);
    if (!lead && !cheers) coins();
    this.drawn.coins = scene.coins.length ? stage : null;
    const words = {
      bigWin: scene.bigWin ? art.drawBigWin(ctx, this.w, this.h, grid, scene.bigWin, scene.words.bigWin, t, "front", lead ? lead.shift : 0) : null,
      overlay: scene.overlay ? art.drawWinScreen(ctx, this.w, this.h, grid, scene.overlay, t, "front", this.wordsRoom(scene)) : null,
    };
    this.drawn.shows = { bigWin: scene.bigWin, overlay: scene.overlay, words, veils }; // debug.js's drawn() tells their parts
    this.drawCards(t);
    return sky && portrait;
  }

  /**
   * Where a win screen's words may stand: beside a portrait drawn over the screen (she cheers the
   * feature's total) they end before her frame (German's "GROSSER GEWINN" ran across her face at
   * 844x390; French's "total de la manche, avec 14 tours gratuits" needs more than the grid's
   * width at 640x360, and takes the veiled column on the grid's left); else null, the screen's.
   */
  wordsRoom(scene) {
    const { grid, portrait } = this.layout;
    if (!(scene.cheer > 0) || !portrait || portrait.x < grid.x + grid.size / 2) return null;
    return { left: 8, right: portrait.x - 8 };
  }

  /**
   * The canvas as drawn so far, smeared at `k` (0..1): copied down to a sixteenth of its size and
   * back, so that no word beneath a show's veil can be made out through it (at 0.96 alone a medal's
   * "x3" could be, at a phone's size). Two small copies a frame: a blur filter over the whole canvas
   * costs a software-drawn frame too much.
   */
  smear(ctx, k) {
    const { width, height } = this.canvas;
    const w = Math.max(1, Math.round(width / 16));
    const h = Math.max(1, Math.round(height / 16));
    if (!this.smeared || this.smeared.width !== w || this.smeared.height !== h) {
      this.smeared = this.doc.createElement("canvas");
      this.smeared.dataset.smear = "1"; // the debug build's drawn words (drawn-text.js) carry none into it
      this.smeared.width = w;
      this.smeared.height = h;
    }
    const small = this.smeared.getContext("2d");
    if (!small) return;
    small.imageSmoothingEnabled = true;
    small.drawImage(this.canvas, 0, 0, w, h);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = k;
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(this.smeared, 0, 0, width, height);
    ctx.restore();
  }

  /** The most device pixels a canvas unit of a princess is drawn at on this screen: her portrait, her cut-in, the big win she leads. */
  princessPixels() {
    const { grid, portrait } = this.layout;
    return Math.max(this.art.portraitScale(portrait.w, portrait.h), this.art.figureScale(grid.size)) * this.dpr;
  }

  /** Princess `id`'s figure out of her frame, drawn into a box from her own picture (pictures.js). */
  figureOf(id, t) {
    return (ctx, box, pose, fade = null) => this.pictures.figure(ctx, id, box, this.dpr, t, pose, fade);
  }

  drawGrid(ctx, scene, t) {
    const { x, y, size, n } = this.layout.grid;
    const phase = scene.hud.phase;
    const m = size * 0.08;
    const panel = this.cached(`grid:${phase}:${size}:${n}`, size + 2 * m, size + 2 * m, (g) => this.art.paintGridPanel(g, m, size, n, phase));
    ctx.drawImage(panel.canvas, x - m, y - m, panel.w, panel.h);
    ctx.save();
    roundRectPath(ctx, x, y, size, size, size * 0.045);
    ctx.clip();
    const cell = this.layout.grid.cell;
    const dim = scene.dim || 0;
    const drawSprite = (s) => {
      const [cx, cy] = this.cellCentre(s.y, s.x);
      if (cy + cell / 2 < y || cy - cell / 2 > y + size) return; // wholly outside the grid's clip (one falling in from above)
      if (s.flip !== 1) {
        ctx.save();
        ctx.translate(cx, cy);
        ctx.scale(Math.max(0.02, s.flip), 1);
        ctx.translate(-cx, -cy);
      }
      const alpha = s.glow < 0.5 ? s.alpha * (1 - DIM * dim) : s.alpha; // the winners glow, the others dim
      this.art.drawSymbol(ctx, s.id, cx, cy, cell * 0.92, t, { alpha, scale: s.scale, highlight: s.glow });
      if (s.flip !== 1) ctx.restore();
    };
    for (const row of scene.cells) for (const s of row) if (s) drawSprite(s);
    for (const s of scene.ghosts) drawSprite(s);
    // two wins along one row or column (a wild moon in both) side by side, a little apart, not one line over the other
    const along = new Map();
    for (const line of scene.lines) {
      const key = lineKey(line.cells);
      along.set(key, [...(along.get(key) || []), line]);
    }
    for (const line of scene.lines) {
      const key = lineKey(line.cells);
      const shared = along.get(key);
      const off = shared.length > 1 ? (shared.indexOf(line) - (shared.length - 1) / 2) * cell * LINE_APART : 0;
      const across = key.startsWith("r"); // a row: moved down; a column: across
      const points = line.cells.map(([r, c]) => {
        const [x, y] = this.cellCentre(r, c);
        return across ? [x, y + off] : [x + off, y];
      });
      this.art.drawWinLine(ctx, points, line.p, line.colour, cell);
    }
    ctx.restore();
  }

  /**
   * Her portrait: the princess the stage shows (`princessFade.to`), turned to from the one before
   * through light (the old one brightens, the new one takes its place at the light's height and
   * comes out of it: the frame is whole at every instant); lit and leaning towards the grid as her
   * power comes, casting while it plays, her hand raised at a Stop, smiling while a win is lit,
   * laughing at a big win. `celebrating`: drawn again over a show's veil. Whether it was drawn.
   */
  drawPrincess(ctx, scene, t, celebrating = false) {
    const hud = scene.hud;
    const fade = scene.princessFade;
    const id = fade.to;
    if (!id) return true;
    const mine = scene.powerPrincess === id;
    const power = mine ? scene.pops.power : 0;
    const lean = mine ? scene.lean : 0;
    const cheer = Math.max(scene.cheer || 0, power);
    const zone = this.layout.portrait;
    const hop = celebrating ? Math.abs(Math.sin(t * 7)) * zone.h * 0.05 * scene.cheer : 0; // she jumps for joy over a show
    const box = { ...zone, y: zone.y - hop };
    const plate = scene.words.plate;
    const changing = !celebrating && fade.p < 1 && fade.from && fade.from !== id;
    const light = changing ? Math.sin(Math.PI * fade.p) : 0;
    const pose = scene.halt > 0 && !celebrating ? "halt" : power > 0.3 ? "cast" : cheer > 0.5 || scene.dim > 0.5 ? "joy" : "rest";
    const glow = Math.max(power, hud.phase === "free" ? 0.5 : 0, cheer, light);
    ctx.save();
    const frame = lean > 0 ? this.leanTowardsGrid(ctx, zone, lean) : null;
    if (celebrating) ctx.globalAlpha = Math.min(1, scene.cheer * 1.5);
    this.art.drawPrincessGlow(ctx, id, box.x, box.y, box.w, box.h, t, glow);
    // the old one until the light's height, then the new one (the old one still, should hers not have come yet)
    let shown = changing && fade.p < 0.5 ? fade.from : id;
    // her portrait in a pose, from her own picture (pictures.js: repainted a few times a second, off this thread where it can),
    // and her nameplate over it at this size: a picture of another size (a turn just after a resize) may stand in, scaled
    // `lit` 0..1: the turn's light, her picture added over itself (at most TURN_LIGHT of it: at 0.85 she
    // blew out to a white shape), her nameplate over the light: "PRINCESS" read through the whole turn
    const blit = (who, lit = 0) => {
      const alpha = ctx.globalAlpha;
      if (lit > 0) {
        ctx.globalCompositeOperation = "lighter";
        ctx.globalAlpha = alpha * TURN_LIGHT * lit;
      }
      const ok = this.pictures.portrait(ctx, who, box, this.dpr, t, who === id ? pose : "rest");
      ctx.globalCompositeOperation = "source-over";
      ctx.globalAlpha = alpha;
      if (ok) this.drawNamePlate(ctx, who, box, plate);
      return ok;
    };
    let drawn = blit(shown);
    if (!drawn && changing && shown === id) drawn = blit((shown = fade.from));
    if (light > 0 && drawn) blit(shown, light);
    ctx.restore();
    // the others' portraits are painted ahead, so that a change of princess finds hers there
    if (!changing && !celebrating) for (const other of PRINCESS_IDS) if (other !== id) this.pictures.preparePortrait(other, box, this.dpr, t, "rest");
    // what she is (debug.js's drawn() adds the breath and blink of the picture shown)
    if (!celebrating) this.drawn.princess = { id, from: changing ? fade.from : null, fade: fade.p, shown, light, pose, lean, frame, drawn };
    return drawn;
  }

  /**
   * Princess `who`'s nameplate on her portrait in `box`, with the small word `plate` where it is large
   * enough to read (art/portrait.js's drawNamePlate), painted once at this size and kept.
   */
  drawNamePlate(ctx, who, box, plate) {
    const at = this.art.namePlateBox(0, 0, box.w, box.h);
    const pad = Math.ceil(Math.max(at.h * 0.1, MIN_TEXT_PX)); // its outline, and a name kept at MIN_TEXT_PX on a tiny plate
    const x0 = Math.floor(at.x) - pad;
    const y0 = Math.floor(at.y) - pad;
    const w = Math.ceil(at.x + at.w) + pad - x0;
    const h = Math.ceil(at.y + at.h) + pad - y0;
    const sprite = this.cached(`plate:${who}:${box.w}x${box.h}:${plate}`, w, h, (g) => this.art.drawNamePlate(g, who, -x0, -y0, box.w, box.h, { plate }));
    ctx.drawImage(sprite.canvas, box.x + x0, box.y + y0, w, h);
  }

  /** Her power's anticipation: the portrait leans out of its frame towards the grid (`lean` 0..1), about its foot. */
  leanTowardsGrid(ctx, zone, lean) {
    const grid = this.layout.grid;
    const dx = grid.x + grid.size / 2 - (zone.x + zone.w / 2);
    const dy = grid.y + grid.size / 2 - (zone.y + zone.h / 2);
    const dir = Math.sign(dx) || 1;
    const fx = zone.x + zone.w / 2;
    const fy = zone.y + zone.h;
    const a = dir * 0.05 * lean;
    let tx = fx + dir * zone.w * 0.04 * lean;
    let ty = fy + (dy > Math.abs(dx) ? zone.h * 0.03 * lean : 0);
    // her frame (its rim beside the arch, its crest above it: half its width, its height, about its
    // foot; turned a little) stays whole on the stage: she grows less, then moves in, where it
    // would cross the screen's edge or rise under the header
    const half = zone.w * 0.52;
    const high = zone.h + zone.w * 0.05;
    const lift = high * Math.sin(a);
    const [x0, x1, y0] = [Math.min(0, lift) - half, half + Math.max(0, lift), -high - half * Math.abs(Math.sin(a))];
    const st = this.stageBox;
    const k = Math.max(1, Math.min(1 + 0.06 * lean, (ty - st.y) / -y0, (st.x + st.w - tx) / x1, (tx - st.x) / -x0));
    tx += Math.max(0, st.x - tx - k * x0) - Math.max(0, tx + k * x1 - st.x - st.w);
    ty += Math.max(0, st.y - ty - k * y0);
    ctx.translate(tx, ty);
    ctx.rotate(a);
    ctx.scale(k, k);
    ctx.translate(-fx, -fy);
    return { x: tx + k * x0, y: ty + k * y0, w: k * (x1 - x0), h: -k * y0 };
  }

  drawMeter(ctx, scene, t) {
    const m = this.layout.meter;
    const pop = scene.pops.meter;
    ctx.save();
    if (pop > 0) {
      const cx = m.x + m.w / 2;
      const cy = m.y + m.h / 2;
      const k = 1 + 0.06 * pop;
      ctx.translate(cx, cy);
      ctx.scale(k, k);
      ctx.translate(-cx, -cy);
    }
    const drawn = this.art.drawMeter(ctx, scene.hud.meter, m.x, m.y, m.w, m.h, t, { size: this.model.meterSize, caption: scene.words.meter });
    this.drawn.meter = { value: scene.hud.meter, drawn, glow: this.art.meterGlow(scene.hud.meter, this.model.meterSize) }; // debug.js's drawn() tells its parts
    ctx.restore();
  }

  drawMultiplier(ctx, scene, t) {
    const { cx, cy, r } = this.layout.multiplier;
    const value = scene.hud.multiplier;
    const m = r * 0.5;
    const heat = Math.min(1, (value - 1) / (this.model.maxMultiplier - 1));
    const words = scene.words.multiplier;
    const badge = this.cached(`mult:${words.text}:${words.words.join("|")}:${r}`, 2 * (r + m), 2 * (r + m), (g) =>
      this.art.paintMultiplier(g, r + m, r, { ...words, heat }),
    );
    const word = this.art.medalWord(ctx, r, words.words);
    this.drawn.multiplier = word; // debug.js's drawn() tells its parts
    const k = 1 + 0.25 * scene.pops.multiplier;
    const breathe = 1 + 0.0075 * (1 + Math.sin(t * 2.4)); // it swells, never shrinks: its word stays at its size or more
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(k * breathe, k * breathe);
    ctx.drawImage(badge.canvas, -(r + m), -(r + m), badge.w, badge.h);
    ctx.restore();
    // the multiplier the last round reached, on a quiet tag across the medal's foot: past, not the next round's x1
    const px = Math.max(MIN_TEXT_PX + 1, Math.min(30, r * 0.2)); // in step with the medal: 22 px at most left it a footnote on a large screen's
    this.drawn.reached = words.reached ? { text: words.reached, px, ...this.art.drawTag(ctx, words.reached, cx, cy + r * 0.9, px, "past") } : null;
  }

  /** Spins a full meter added ("+3 spins"), on a bright tag just above the free-spins box: its own words stay clear. */
  drawAdded(ctx, box, text) {
    const px = Math.max(MIN_TEXT_PX + 1, Math.min(24, box.h * 0.17));
    const y = box.y - px * 0.78 - 3; // the tag's height is 1.55 px (art/badges.js drawTag)
    this.drawn.added = text ? { text, px, ...this.art.drawTag(ctx, text, box.x + box.w / 2, y, px, "news") } : null;
  }

  /** A Star bolt comes from the portrait; Storm's lightning from the sky above its cell. */
  drawBolt(ctx, bolt) {
    const box = this.layout.portrait;
    const [tx, ty, cell] = this.cellCentre(bolt.to[0], bolt.to[1]);
    const fx = bolt.lightning ? tx + cell * 0.3 : box.x + box.w / 2;
    const fy = bolt.lightning ? this.layout.grid.y - cell : box.y + box.h * 0.35;
    this.art.drawBolt(ctx, bolt, fx, fy, tx, ty, cell);
  }

  /**
   * The label layer: a drop's labels placed together (layout.js's placeLabels, once for each drop
   * and size) beside their runs, still (a moving label would pass over the symbols), fading as it
   * ends; one not yet due waits; one that would touch one of the `banners` (their boxes), or lie in
   * the rows of a band across the grid, or fade beside one, is not drawn (layout.js's labelShown).
   */
  drawLabels(ctx, scene, ox, oy, cell, banners) {
    const bands = scene.banner && scene.banner.place === "grid" && this.drawn.banner ? [this.drawn.banner] : []; // a banner across the grid
    const shown = scene.texts.filter((text) => scene.clock >= text.start);
    const drawn = [];
    const n = this.layout.grid.n;
    for (const text of shown) {
      const group = text.group;
      let placed = this.placedLabels.get(group);
      if (!placed || placed.cell !== cell) {
        const members = scene.texts.filter((other) => other.group === group);
        const sizes = members.map((m) => ({ ...this.labelBox(ctx, m, cell), run: m.run }));
        const spots = placeLabels(
          sizes.map((s) => ({ w: s.w / cell, h: s.h / cell, run: s.run })),
          n,
        );
        placed = { cell, at: new Map(members.map((m, i) => [m, { ...spots[i], ...sizes[i] }])) };
        this.placedLabels.set(group, placed);
      }
      const spot = placed.at.get(text);
      if (!spot) continue;
      const alpha = Math.max(0, Math.min(1, (text.duration - (scene.clock - text.start)) / LABEL_FADE_MS));
      const x = ox + (spot.x - 0.5) * cell;
      const y = oy + (spot.y - 0.5) * cell;
      // a label that would touch a banner (its rules are at its box's edges) waits under it, unseen; none by a band across the grid is a ghost
      if (!labelShown({ x: x - spot.w / 2, y: y - spot.h / 2, w: spot.w, h: spot.h }, alpha, spot.h / 4, banners, bands)) continue;
      drawn.push({ text: text.text, px: spot.px, ...this.art.drawLabel(ctx, text.text, x, y, spot.px, text.colour, alpha) });
    }
    this.drawn.labels = drawn;
  }

  /** A label's size in px at this cell size: {w, h, px}. */
  labelBox(ctx, text, cell) {
    const [share, most] = text.total ? TOTAL_PX : LABEL_PX;
    const px = Math.max(MIN_TEXT_PX + 1, Math.min(most, cell * share));
    return { ...this.art.labelSize(ctx, text.text, px), px };
  }

  sizeCard(card) {
    const rect = card.canvas.getBoundingClientRect();
    card.canvas.width = Math.max(1, Math.round(rect.width * this.dpr));
    card.canvas.height = Math.max(1, Math.round(rect.height * this.dpr));
    card.w = rect.width;
    card.h = rect.height;
  }

  drawCards(t) {
    this.drawn.cards = [];
    for (const card of this.cards) {
      if (!card.w) this.sizeCard(card);
      if (!card.w) continue;
      const ctx = card.canvas.getContext("2d");
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      ctx.clearRect(0, 0, card.w, card.h);
      // lit under the pointer only: the keyboard's focus is the card's outline, not a choice made
      const drawn = this.art.drawChoiceCard(ctx, card.option.princess, card.option.spins, 0, 0, card.w, card.h, t, {
        hover: card.hover,
        words: card.spinsWords,
      });
      this.drawn.cards.push({ princess: card.option.princess, words: card.spinsWords, ...drawn });
    }
  }
}
