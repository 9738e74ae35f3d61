// Draws: the canvas scene every frame (sharp at any devicePixelRatio, re-laid out with the
// window), the free-spins cards' pictures, and the DOM text of the HUD, the loading screen and
// messages. It reads the scene the animator hands it and decides nothing; the controls are
// ui/controls.js's, the choice's markup ui/choice.js's.

import { formatMoney } from "../money.js";
import { roundRectPath as roundRect } from "../art/canvas.js";
import { DISPLAY_FONT, FONT, MIN_TEXT_PX, PRINCESS_NAMES } from "../art/theme.js";

const PORTRAIT_FPS = 15;
const BANNER_TONES = {
  gold: ["#ffe59a", "#ff9d3c"],
  trinity: ["#ffd1f0", "#9a7bff"],
  small: ["#e9e4ff", "#a99cff"],
  love: ["#ffd0ea", "#ff5fa8"],
  star: ["#fff3b0", "#ffb400"],
  storm: ["#d0f4ff", "#38a6ff"],
  plain: ["#ffffff", "#d8d2ee"],
};

export class Renderer {
  /** `art`: art/index.js, the painters it draws with. */
  constructor(doc, art) {
    this.doc = doc;
    this.art = art;
    this.model = null; // screenModel(config) (view.js): the meter's sections, the top multiplier
    this.canvas = doc.getElementById("scene");
    // Opaque: the sky covers every pixel, and the compositor need not blend the page beneath.
    // Desynchronized: frames go to the compositor without a main-thread commit, which under
    // software compositing stalled the main thread for tens to hundreds of milliseconds.
    this.ctx = this.canvas.getContext("2d", { alpha: false, desynchronized: true });
    this.stage = doc.getElementById("stage");
    this.el = {
      balance: doc.getElementById("balance"),
      bet: doc.getElementById("bet"),
      roundWin: doc.getElementById("round-win"),
      lastWin: doc.getElementById("last-win"),
      freeSpins: doc.getElementById("free-spins"),
      multiplier: doc.getElementById("multiplier"),
      meter: doc.getElementById("meter"),
      princess: doc.getElementById("princess"),
      loading: doc.getElementById("loading"),
      loadingBar: doc.getElementById("loading-bar"),
      loadingTrack: doc.querySelector("#loading [role=progressbar]"),
      loadingLabel: doc.getElementById("loading-label"),
      message: doc.getElementById("message"),
      messageText: doc.getElementById("message-text"),
      messageAction: doc.getElementById("message-action"),
    };
    this.text = new Map();
    this.sprites = new Map(); // pre-drawn glowing parts, redrawn only when they change
    this.portraits = new Map(); // princess id -> {key, canvas, step}
    this.cards = [];
    this.layout = null;
    this.drawn = { banner: null, powerBanner: null, overlay: null, total: null, meter: null }; // what the last frame showed, where (tests)
    this.dirty = true;
    const markDirty = () => (this.dirty = true);
    window.addEventListener("resize", markDirty);
    if (window.visualViewport) window.visualViewport.addEventListener("resize", markDirty);
    this.cardSizes = "ResizeObserver" in window ? new ResizeObserver(markDirty) : null; // the choice's cards follow the CSS
    if ("ResizeObserver" in window) new ResizeObserver(markDirty).observe(this.stage);
  }

  // --- DOM ------------------------------------------------------------------------------------

  setText(el, value) {
    if (el && this.text.get(el) !== value) {
      this.text.set(el, value);
      el.textContent = value;
    }
  }

  showLoading(fraction, label) {
    const pct = Math.max(0, Math.min(100, Math.round(fraction * 100)));
    this.el.loadingBar.style.transform = `scaleX(${pct / 100})`;
    this.el.loadingTrack.setAttribute("aria-valuenow", String(pct));
    this.setText(this.el.loadingLabel, label);
  }

  hideLoading() {
    this.el.loading.classList.add("done");
    this.el.loading.setAttribute("aria-hidden", "true");
  }

  /**
   * A message for the player; `action` is an optional {name, label} button the input layer wires;
   * `name` says which message it is (messageName()), by default its kind.
   */
  showMessage(text, { kind = "error", action = null, name = kind } = {}) {
    this.messageShown = name;
    this.el.message.hidden = false;
    this.el.message.dataset.kind = kind;
    this.setText(this.el.messageText, text);
    this.el.messageAction.hidden = !action;
    if (action) {
      this.setText(this.el.messageAction, action.label);
      this.el.messageAction.dataset.action = action.name;
    }
  }

  hideMessage() {
    this.messageShown = null;
    this.el.message.hidden = true;
  }

  /** The name of the message on screen, or null. */
  messageName() {
    return this.el.message.hidden ? null : this.messageShown;
  }

  /** The free-spins cards to paint: [{canvas, option: {princess, spins}, hover}] (ui/choice.js's). */
  setChoiceCards(cards) {
    this.cards = cards;
    if (!this.cardSizes) return;
    this.cardSizes.disconnect();
    for (const card of cards) this.cardSizes.observe(card.canvas);
  }

  updateHud(hud) {
    if (!hud) return;
    const el = this.el;
    this.setText(el.balance, hud.balance === null ? "—" : formatMoney(hud.balance));
    this.setText(el.bet, hud.bet === null ? "—" : formatMoney(hud.bet));
    this.setText(el.roundWin, formatMoney(hud.roundWin));
    this.setText(el.lastWin, formatMoney(hud.lastWin));
    this.setText(el.freeSpins, String(hud.freeSpinsLeft));
    this.setText(el.multiplier, `x${hud.multiplier}`);
    this.setText(el.meter, `${Math.round(hud.meter)}/${this.model.meterSize}`);
    this.setText(el.princess, PRINCESS_NAMES[hud.featurePrincess || hud.princess] || "—");
    el.freeSpins.parentElement.classList.toggle("live", hud.freeSpins !== null && hud.freeSpins !== undefined);
  }

  // --- canvas ---------------------------------------------------------------------------------

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
    this.layout = this.computeLayout(r.left, r.top, r.width, r.height);
    for (const card of this.cards) this.sizeCard(card);
    this.sprites.clear();
    this.dirty = false;
  }

  /** An offscreen picture of `w` x `h` CSS pixels drawn once per key (blurs are costly per frame). */
  cached(key, w, h, paint) {
    let entry = this.sprites.get(key);
    if (!entry) {
      if (this.sprites.size > 64) this.sprites.clear();
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.ceil(w * this.dpr));
      canvas.height = Math.max(1, Math.ceil(h * this.dpr));
      const ctx = canvas.getContext("2d");
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      paint(ctx);
      entry = { canvas, w, h };
      this.sprites.set(key, entry);
    }
    return entry;
  }

  blit(entry, x, y) {
    this.ctx.drawImage(entry.canvas, x, y, entry.w, entry.h);
  }

  computeLayout(x, y, w, h) {
    const gap = Math.max(10, Math.min(w, h) * 0.025);
    if (w / h >= 1.25) {
      const size = Math.max(120, Math.min(h - gap, (w - 4 * gap) / 2.1));
      const side = size * 0.55;
      const total = size + 2 * (side + gap);
      const gx = x + (w - total) / 2 + side + gap;
      const gy = y + (h - size) / 2;
      const rx = gx + size + gap;
      const lx = gx - gap - side;
      return {
        grid: { x: gx, y: gy, size },
        princess: { x: rx, y: gy, w: side, h: size * 0.72 },
        meter: { x: rx + side * 0.05, y: gy + size * 0.76, w: side * 0.9, h: size * 0.2 },
        multiplier: { cx: lx + side / 2, cy: gy + size * 0.4, r: Math.min(side * 0.36, size * 0.17) },
        feature: { cx: lx + side / 2, cy: gy + size * 0.78, w: side * 0.9 },
        // a power's banner: over the princess who performs it, never on the grid
        power: { x: rx - gap * 0.4, y: gy + size * 0.44, w: side + gap * 0.8, h: size * 0.24 },
      };
    }
    const size = Math.max(120, Math.min(w - gap, h * 0.64));
    const topH = Math.max(60, h - size - gap);
    const gx = x + (w - size) / 2;
    const gy = y + topH + gap;
    // The row above the grid may be wider than the grid: on a phone the badge and the free-spins
    // box need the room to print their words at MIN_TEXT_PX or more.
    const tw = Math.min(w, size * 1.2);
    const tx = x + (w - tw) / 2;
    const pw = Math.min(tw * 0.4, topH * 0.78);
    const rest = tw - pw - gap;
    const powerH = Math.min(topH * 0.62, size * 0.26);
    return {
      grid: { x: gx, y: gy, size },
      princess: { x: tx, y: y, w: pw, h: topH },
      meter: { x: tx + pw + gap, y: y + topH * 0.6, w: rest, h: Math.min(topH * 0.36, rest * 0.35) },
      multiplier: { cx: tx + pw + gap + rest * 0.24, cy: y + topH * 0.3, r: Math.min(topH * 0.25, rest * 0.22) },
      feature: { cx: tx + pw + gap + rest * 0.73, cy: y + topH * 0.3, w: rest * 0.52 },
      // a power's banner: across the band above the grid, never on it
      power: { x: tx, y: gy - gap - powerH, w: tw, h: powerH },
    };
  }

  cellCentre(r, c) {
    const { x, y, size } = this.layout.grid;
    const pad = size * 0.035;
    const cell = (size - 2 * pad) / 5;
    return [x + pad + (c + 0.5) * cell, y + pad + (r + 0.5) * cell, cell];
  }

  draw(scene, now) {
    if (this.dirty) this.resize();
    const t = now / 1000;
    const ctx = this.ctx;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    this.art.drawBackground(ctx, this.w, this.h, t);
    if (!scene.hud) return;
    this.updateHud(scene.hud);
    this.drawPrincess(ctx, scene, t);
    this.drawMeter(ctx, scene, t);
    this.drawMultiplier(ctx, scene, t);
    this.drawFeature(ctx, scene);
    this.drawGrid(ctx, scene, t);
    if (this.art.gridIsIdle(scene)) this.art.drawIdle(ctx, this.layout.grid, t);
    this.drawBolts(ctx, scene);
    this.drawParticles(ctx, scene);
    this.drawTexts(ctx, scene);
    this.drawn.banner = this.drawBanner(ctx, scene.banner, this.bannerBox(scene.banner));
    this.drawn.powerBanner = this.drawBanner(ctx, scene.powerBanner, this.layout.power);
    const total = scene.total ? { title: scene.total.title, subtitle: scene.total.amount, tone: "gold", place: "total", p: 1, out: 0 } : null;
    this.drawn.total = this.drawBanner(ctx, total, this.bannerBox(total));
    // a show: its veil, then the coins and the cheering princess above it, then its words on top
    const { grid } = this.layout;
    if (scene.bigWin) this.art.drawBigWin(ctx, this.w, this.h, grid, scene.bigWin, t, "back");
    if (scene.overlay) this.art.drawWinScreen(ctx, this.w, this.h, grid, scene.overlay, t, "back");
    if (scene.cheer > 0 && (scene.bigWin || scene.overlay)) this.drawPrincess(ctx, scene, t, true);
    this.drawCoins(ctx, scene);
    if (scene.bigWin) this.art.drawBigWin(ctx, this.w, this.h, grid, scene.bigWin, t, "front");
    if (scene.overlay) this.art.drawWinScreen(ctx, this.w, this.h, grid, scene.overlay, t, "front");
    this.drawn.overlay = scene.overlay ? { kind: scene.overlay.kind, summary: scene.overlay.summary || null } : null;
    this.drawCards(t);
  }

  drawGrid(ctx, scene, t) {
    const { x, y, size } = this.layout.grid;
    const phase = scene.hud.phase;
    const m = size * 0.08;
    const panel = this.cached(`grid:${phase}:${size}`, size + 2 * m, size + 2 * m, (g) => this.paintPanel(g, m, size, phase));
    this.blit(panel, x - m, y - m);
    ctx.save();
    roundRect(ctx, x, y, size, size, size * 0.045);
    ctx.clip();
    const [, , cell] = this.cellCentre(0, 0);
    const drawSprite = (s) => {
      const [cx, cy] = this.cellCentre(s.y, s.x);
      if (s.flip !== 1) {
        ctx.save();
        ctx.translate(cx, cy);
        ctx.scale(Math.max(0.02, s.flip), 1);
        ctx.translate(-cx, -cy);
      }
      this.art.drawSymbol(ctx, s.id, cx, cy, cell * 0.92, t, {
        alpha: s.alpha,
        scale: s.scale,
        highlight: s.glow,
      });
      if (s.flip !== 1) ctx.restore();
    };
    for (const row of scene.cells) for (const s of row) if (s) drawSprite(s);
    for (const s of scene.ghosts) drawSprite(s);
    for (const line of scene.lines) this.drawWinLine(ctx, line, cell);
    ctx.restore();
  }

  paintPanel(ctx, m, size, phase) {
    const free = phase === "free";
    const trinity = phase === "trinity";
    roundRect(ctx, m, m, size, size, size * 0.045);
    const fill = ctx.createLinearGradient(m, m, m, m + size);
    fill.addColorStop(0, free ? "rgba(70, 20, 90, 0.78)" : trinity ? "rgba(60, 30, 100, 0.78)" : "rgba(20, 18, 70, 0.72)");
    fill.addColorStop(1, "rgba(8, 6, 30, 0.86)");
    ctx.fillStyle = fill;
    ctx.shadowColor = free ? "rgba(255, 120, 220, 0.55)" : trinity ? "rgba(200, 140, 255, 0.6)" : "rgba(140, 120, 255, 0.45)";
    ctx.shadowBlur = size * 0.05;
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.lineWidth = Math.max(2, size * 0.006);
    const rim = ctx.createLinearGradient(m, m, m + size, m + size);
    rim.addColorStop(0, "#ffe7a3");
    rim.addColorStop(0.5, free ? "#ff7ad0" : trinity ? "#d9a8ff" : "#a58bff");
    rim.addColorStop(1, "#ffe7a3");
    ctx.strokeStyle = rim;
    ctx.stroke();
    const pad = size * 0.035;
    const cell = (size - 2 * pad) / 5;
    for (let r = 0; r < 5; r++) {
      for (let c = 0; c < 5; c++) {
        const cx = m + pad + (c + 0.5) * cell;
        const cy = m + pad + (r + 0.5) * cell;
        ctx.fillStyle = (r + c) % 2 ? "rgba(255,255,255,0.035)" : "rgba(255,255,255,0.06)";
        roundRect(ctx, cx - cell * 0.46, cy - cell * 0.46, cell * 0.92, cell * 0.92, cell * 0.12);
        ctx.fill();
      }
    }
  }

  drawWinLine(ctx, line, cell) {
    const pts = line.cells.map(([r, c]) => this.cellCentre(r, c));
    if (pts.length < 2) return;
    const n = Math.max(1, Math.floor(line.p * (pts.length - 1) * 100) / 100);
    ctx.save();
    ctx.strokeStyle = line.colour;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.beginPath();
    ctx.moveTo(pts[0][0], pts[0][1]);
    const whole = Math.floor(n);
    for (let i = 1; i <= whole && i < pts.length; i++) ctx.lineTo(pts[i][0], pts[i][1]);
    if (whole < pts.length - 1) {
      const f = n - whole;
      const [ax, ay] = pts[whole];
      const [bx, by] = pts[whole + 1];
      ctx.lineTo(ax + (bx - ax) * f, ay + (by - ay) * f);
    }
    ctx.globalAlpha = 0.3;
    ctx.lineWidth = cell * 0.3;
    ctx.stroke();
    ctx.globalAlpha = 0.85;
    ctx.lineWidth = cell * 0.1;
    ctx.stroke();
    ctx.globalAlpha = 0.9;
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = cell * 0.03;
    ctx.stroke();
    ctx.restore();
  }

  drawPrincess(ctx, scene, t, celebrating = false) {
    const hud = scene.hud;
    const id = scene.powerPrincess || hud.featurePrincess || hud.princess;
    if (!id) return;
    const cheer = scene.cheer || 0;
    // a big win: she jumps for joy
    const hop = cheer > 0 ? Math.abs(Math.sin(t * 7)) * this.layout.princess.h * 0.05 * cheer : 0;
    const box = { ...this.layout.princess, y: this.layout.princess.y - hop };
    const fade = scene.princessFade;
    const glow = Math.max(scene.pops.power, hud.phase === "free" ? 0.5 : 0, cheer);
    const fading = !celebrating && fade.p < 1 && fade.from && fade.from !== id;
    ctx.save();
    if (fading) {
      ctx.globalAlpha = 1 - fade.p;
      this.blitPortrait(ctx, fade.from, box, t, 0);
      ctx.globalAlpha = fade.p;
    }
    if (celebrating) ctx.globalAlpha = Math.min(1, cheer * 1.5);
    this.art.drawPrincessGlow(ctx, id, box.x, box.y, box.w, box.h, t, glow);
    this.blitPortrait(ctx, id, box, t, cheer);
    ctx.restore();
  }

  /**
   * A princess's portrait from its own canvas, repainted at most PORTRAIT_FPS times a second:
   * her figure only sways and blinks, and painting it is the costliest part of a frame when
   * the browser draws in software.
   */
  blitPortrait(ctx, id, box, t, cheer = 0) {
    const m = Math.ceil(box.w * 0.25); // room for the frame's shadow and the crest above the arch
    const joy = cheer > 0.5 ? 1 : 0;
    const key = `${box.w}x${box.h}:${this.dpr}:${joy}`;
    let p = this.portraits.get(id);
    if (!p || p.key !== key) {
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil((box.w + 2 * m) * this.dpr);
      canvas.height = Math.ceil((box.h + 2 * m) * this.dpr);
      p = { key, canvas, step: null };
      this.portraits.set(id, p);
    }
    const step = Math.floor(t * PORTRAIT_FPS);
    if (p.step !== step) {
      const g = p.canvas.getContext("2d");
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.clearRect(0, 0, p.canvas.width, p.canvas.height);
      g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      this.art.drawPrincess(g, id, m, m, box.w, box.h, step / PORTRAIT_FPS, { active: true, glow: 0, joy });
      p.step = step;
    }
    ctx.drawImage(p.canvas, box.x - m, box.y - m, box.w + 2 * m, box.h + 2 * m);
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
    const caption = this.meterCaption(scene.hud);
    this.art.drawMeter(ctx, scene.hud.meter, m.x, m.y, m.w, m.h, t, { size: this.model.meterSize, caption });
    this.drawn.meter = { value: scene.hud.meter, caption };
    ctx.restore();
  }

  /** What the meter counts toward: princess wins fill it; full, it gives the trinity round, or in free spins more spins. */
  meterCaption(hud) {
    if (hud.phase === "free" && hud.featurePrincess) return `PRINCESS WINS · FULL: +${this.model.extend[hud.featurePrincess]} SPINS`;
    if (hud.phase === "trinity") return "PRINCESS TRINITY ROUND";
    return "PRINCESS WINS · FULL: TRINITY";
  }

  drawMultiplier(ctx, scene, t) {
    const { cx, cy, r } = this.layout.multiplier;
    const value = scene.hud.multiplier;
    const m = r * 0.5;
    const badge = this.cached(`mult:${value}:${r}`, 2 * (r + m), 2 * (r + m), (g) => this.paintMultiplier(g, r + m, r, value));
    const k = 1 + 0.25 * scene.pops.multiplier;
    const breathe = 1 + 0.015 * Math.sin(t * 2.4);
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(k * breathe, k * breathe);
    ctx.drawImage(badge.canvas, -(r + m), -(r + m), badge.w, badge.h);
    ctx.restore();
  }

  paintMultiplier(ctx, c, r, value) {
    const heat = Math.min(1, (value - 1) / (this.model.maxMultiplier - 1));
    ctx.translate(c, c);
    const g = ctx.createRadialGradient(0, -r * 0.3, r * 0.1, 0, 0, r);
    g.addColorStop(0, `hsl(${45 - 30 * heat}, 100%, ${75 - 10 * heat}%)`);
    g.addColorStop(1, `hsl(${300 - 40 * heat}, 70%, ${30 + 5 * heat}%)`);
    ctx.shadowColor = `hsla(${45 - 30 * heat}, 100%, 65%, ${0.55 + 0.4 * heat})`;
    ctx.shadowBlur = r * (0.35 + 0.45 * heat);
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.lineWidth = Math.max(2, r * 0.07);
    ctx.strokeStyle = "#ffe7a3";
    ctx.stroke();
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    // The word over the number, where it fits the badge at a readable size (else the number alone).
    ctx.font = `bold ${Math.max(MIN_TEXT_PX, Math.round(r * 0.22))}px ${FONT}`;
    if (ctx.measureText("MULTIPLIER").width <= 1.8 * r * Math.sqrt(1 - 0.42 * 0.42)) {
      ctx.fillStyle = "rgba(255,255,255,0.85)";
      ctx.fillText("MULTIPLIER", 0, -r * 0.42);
    }
    ctx.font = `bold ${Math.round(r * (value >= 10 ? 0.72 : 0.82))}px ${DISPLAY_FONT}`;
    ctx.fillStyle = "#fff";
    ctx.strokeStyle = "rgba(60, 10, 60, 0.8)";
    ctx.lineWidth = r * 0.08;
    ctx.strokeText(`x${value}`, 0, r * 0.14);
    ctx.fillText(`x${value}`, 0, r * 0.14);
  }

  /** Free spins left while the feature runs; otherwise a reminder of how the game pays. */
  drawFeature(ctx, scene) {
    const hud = scene.hud;
    const { cx, cy, w } = this.layout.feature;
    const live = hud.freeSpins !== null && hud.freeSpins !== undefined;
    const h = w * 0.62;
    const fit = w * 0.9;
    const small = Math.max(MIN_TEXT_PX, Math.round(h * 0.13));
    ctx.save();
    roundRect(ctx, cx - w / 2, cy - h / 2, w, h, h * 0.18);
    ctx.fillStyle = live ? "rgba(120, 30, 110, 0.8)" : "rgba(25, 20, 70, 0.55)";
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = live ? "#ff9be0" : "rgba(200, 190, 255, 0.35)";
    ctx.stroke();
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    if (live) {
      // label, the count, "spin n of m": the count takes what the two lines leave
      const big = Math.max(small, Math.round(Math.min(h * 0.42, h - 2 * small - h * 0.22)));
      const top = cy - h / 2 + h * 0.08;
      ctx.font = `bold ${small}px ${FONT}`;
      ctx.fillStyle = "#ffe3f5";
      const label = ctx.measureText("FREE SPINS LEFT").width <= fit ? "FREE SPINS LEFT" : "FREE SPINS";
      ctx.fillText(label, cx, top + small / 2);
      ctx.font = `bold ${big}px ${DISPLAY_FONT}`;
      ctx.fillStyle = "#fff";
      const bottom = cy + h / 2 - h * 0.08;
      ctx.fillText(String(hud.freeSpinsLeft), cx, (top + small + bottom - small) / 2);
      ctx.font = `${small}px ${FONT}`;
      ctx.fillStyle = "rgba(255,255,255,0.85)";
      ctx.fillText(`spin ${hud.freeSpins.number} of ${hud.freeSpins.total}`, cx, bottom - small / 2);
    } else {
      // the whole reminder where it fits at a readable size, else its last two lines
      ctx.font = `bold ${small}px ${FONT}`;
      const all = ["3+ in a row or column", "Moons are wild", "Clear the grid", "for free spins!"];
      const fits = (list) => list.every((line) => ctx.measureText(line).width <= fit) && list.length * small * 1.3 <= h * 0.9;
      const lines = fits(all) ? all : all.slice(2);
      const step = Math.min(h * 0.2, small * 1.35);
      lines.forEach((line, i) => {
        ctx.fillStyle = i >= lines.length - 2 ? "#ffd66b" : "rgba(235, 230, 255, 0.85)";
        ctx.fillText(line, cx, cy + (i - (lines.length - 1) / 2) * step);
      });
    }
    ctx.restore();
  }

  drawBolts(ctx, scene) {
    if (!scene.bolts.length) return;
    const box = this.layout.princess;
    const sx = box.x + box.w / 2;
    const sy = box.y + box.h * 0.35;
    ctx.save();
    for (const bolt of scene.bolts) {
      const [tx, ty, cell] = this.cellCentre(bolt.to[0], bolt.to[1]);
      const fx = bolt.lightning ? tx + cell * 0.3 : sx;
      const fy = bolt.lightning ? this.layout.grid.y - cell : sy;
      const ex = fx + (tx - fx) * bolt.p;
      const ey = fy + (ty - fy) * bolt.p;
      ctx.strokeStyle = bolt.colour;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.beginPath();
      ctx.moveTo(fx, fy);
      if (bolt.lightning) {
        const steps = 6;
        for (let i = 1; i <= steps; i++) {
          const f = i / steps;
          const jitter = i < steps ? (i % 2 ? 1 : -1) * cell * 0.18 : 0;
          ctx.lineTo(fx + (ex - fx) * f + jitter, fy + (ey - fy) * f);
        }
      } else {
        ctx.lineTo(ex, ey);
      }
      ctx.globalAlpha = 0.35;
      ctx.lineWidth = cell * 0.25;
      ctx.stroke();
      ctx.globalAlpha = 1;
      ctx.lineWidth = cell * (bolt.lightning ? 0.06 : 0.09);
      ctx.stroke();
      ctx.fillStyle = "#fff";
      ctx.beginPath();
      ctx.arc(ex, ey, cell * 0.08, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  drawParticles(ctx, scene) {
    if (!scene.particles.length) return;
    const [ox, oy, cell] = this.cellCentre(0, 0);
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    for (const p of scene.particles) {
      const k = 1 - p.life / p.ttl;
      ctx.globalAlpha = Math.max(0, k);
      ctx.fillStyle = p.colour;
      ctx.beginPath();
      ctx.arc(ox + (p.x - 0.5) * cell, oy + (p.y - 0.5) * cell, Math.max(0.5, p.size * cell * (0.4 + 0.6 * k)), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  drawTexts(ctx, scene) {
    if (!scene.texts.length) return;
    const [ox, oy, cell] = this.cellCentre(0, 0);
    ctx.save();
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (const text of scene.texts) {
      const p = Math.min(1, (scene.clock - text.start) / text.duration);
      const px = ox + (text.x - 0.5) * cell;
      const py = oy + (text.y - 0.5) * cell - p * cell * 0.6;
      ctx.globalAlpha = p < 0.75 ? 1 : 1 - (p - 0.75) / 0.25;
      ctx.font = `bold ${Math.round(cell * text.size)}px ${FONT}`;
      ctx.lineWidth = cell * 0.07;
      ctx.strokeStyle = "rgba(20, 5, 40, 0.9)";
      ctx.strokeText(text.text, px, py);
      ctx.fillStyle = text.colour;
      ctx.fillText(text.text, px, py);
    }
    ctx.restore();
  }

  /** Where a banner over the grid goes: the middle, the top edge (a free spin's count), or a low plate (a small win). */
  bannerBox(banner) {
    const { x, y, size } = this.layout.grid;
    if (banner && banner.place === "top") return { x: x + size * 0.15, y: y + size * 0.06, w: size * 0.7, h: size * 0.12 };
    if (banner && banner.place === "total") return { x: x + size * 0.1, y: y + size * 0.76, w: size * 0.8, h: size * 0.2 };
    if (banner && banner.tone === "plain") return { x: x + size * 0.12, y: y + size * 0.435, w: size * 0.76, h: size * 0.13 };
    const h = size * (banner && !banner.subtitle ? 0.2 : 0.27);
    return { x: x - size * 0.01, y: y + size * 0.45 - h / 2, w: size * 1.02, h };
  }

  /** A banner in `box`: its title (and subtitle) over a dark band; returns the box drawn, or null. */
  drawBanner(ctx, banner, box) {
    if (!banner || !box) return null;
    const plain = banner.tone === "plain";
    const oneLine = !banner.subtitle || banner.place === "top";
    const k = banner.p * (1 - banner.out);
    if (k <= 0) return null;
    const [light, deep] = BANNER_TONES[banner.tone] || BANNER_TONES.gold;
    const { w, h } = box;
    ctx.save();
    ctx.globalAlpha = Math.max(0, Math.min(1, k * 1.2));
    ctx.translate(box.x + w / 2, box.y + h / 2);
    const grow = plain ? 0.9 + 0.1 * banner.p : 0.6 + 0.4 * banner.p;
    ctx.scale(grow, grow);
    if (plain) {
      roundRect(ctx, -w / 2, -h / 2, w, h, h * 0.3);
      ctx.fillStyle = "rgba(16, 10, 40, 0.86)";
      ctx.fill();
      ctx.lineWidth = Math.max(1, h * 0.03);
      ctx.strokeStyle = "rgba(220, 214, 245, 0.55)";
      ctx.stroke();
    } else {
      const g = ctx.createLinearGradient(-w / 2, 0, w / 2, 0);
      g.addColorStop(0, "rgba(20, 6, 50, 0)");
      g.addColorStop(0.12, "rgba(30, 10, 70, 0.9)");
      g.addColorStop(0.88, "rgba(30, 10, 70, 0.9)");
      g.addColorStop(1, "rgba(20, 6, 50, 0)");
      ctx.fillStyle = g;
      ctx.fillRect(-w / 2, -h / 2, w, h);
      ctx.fillStyle = deep;
      const rule = Math.max(2, h * 0.03);
      ctx.fillRect(-w * 0.4, -h / 2, w * 0.8, rule);
      ctx.fillRect(-w * 0.4, h / 2 - rule, w * 0.8, rule);
    }
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const titleSize = oneLine ? h * (plain ? 0.5 : 0.55) : h * 0.4;
    ctx.font = `bold ${Math.round(titleSize)}px ${plain ? FONT : DISPLAY_FONT}`;
    const ty = oneLine ? 0 : -h * 0.15;
    if (plain) {
      ctx.fillStyle = "#f4f0ff";
      ctx.fillText(banner.title, 0, ty, w * 0.9);
    } else {
      const tg = ctx.createLinearGradient(0, ty - titleSize / 2, 0, ty + titleSize / 2);
      tg.addColorStop(0, light);
      tg.addColorStop(1, deep);
      ctx.lineJoin = "round";
      ctx.lineWidth = titleSize * 0.12;
      ctx.strokeStyle = "rgba(40, 8, 60, 0.9)";
      ctx.strokeText(banner.title, 0, ty, w * 0.9);
      ctx.fillStyle = tg;
      ctx.fillText(banner.title, 0, ty, w * 0.9);
    }
    if (!oneLine) {
      ctx.font = `bold ${Math.round(Math.max(12, h * 0.22))}px ${FONT}`;
      ctx.fillStyle = "#fff";
      ctx.fillText(banner.subtitle, 0, h * 0.24, w * 0.9);
    }
    ctx.restore();
    return { x: box.x, y: box.y, w, h, title: banner.title, subtitle: banner.subtitle || "" };
  }

  /** Coins of a big win, in grid units like the particles. */
  drawCoins(ctx, scene) {
    if (!scene.coins.length) return;
    const [ox, oy, cell] = this.cellCentre(0, 0);
    for (const coin of scene.coins) {
      const fade = Math.min(1, (coin.ttl - coin.life) / 400);
      this.art.drawCoin(ctx, ox + (coin.x - 0.5) * cell, oy + (coin.y - 0.5) * cell, coin.size * cell, coin.spin, fade);
    }
  }

  sizeCard(card) {
    const rect = card.canvas.getBoundingClientRect();
    card.canvas.width = Math.max(1, Math.round(rect.width * this.dpr));
    card.canvas.height = Math.max(1, Math.round(rect.height * this.dpr));
    card.w = rect.width;
    card.h = rect.height;
  }

  drawCards(t) {
    for (const card of this.cards) {
      if (!card.w) this.sizeCard(card);
      if (!card.w) continue;
      const ctx = card.canvas.getContext("2d");
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      ctx.clearRect(0, 0, card.w, card.h);
      // lit under the pointer only: the keyboard's focus is the card's outline, not a choice made
      this.art.drawChoiceCard(ctx, card.option.princess, card.option.spins, 0, 0, card.w, card.h, t, { hover: card.hover });
    }
  }
}
