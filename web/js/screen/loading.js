// The loading screen's intro: while the engine starts, the title screen shows the game itself,
// drawn by the game's own painters (art/): the three princesses and their powers, the Trinity
// meter filling, and a grid that clears for free spins. The text is in index.html (it shows from
// the first paint); this module paints the canvases once the art has arrived, and stops when the
// loading screen goes. The controller moves the bar and its label (its LOAD_STAGES) with progress().

import { roundRectPath } from "../art/canvas.js";
import { DISPLAY_FONT } from "../art/theme.js";
import { t } from "../messages.js";

// The engine boots on another thread meanwhile: a modest frame rate leaves the CPU to it.
const FPS = 20;
const PORTRAIT_FPS = 10;
// The little grid of the "clear" demo, as the game's symbols (art.drawSymbol ids).
const DEMO_GRID = [
  ["heart", "bell", "gem", "potion", "love"],
  ["gem", "star", "heart", "bell", "potion"],
  ["potion", "heart", "moon", "gem", "storm"],
  ["bell", "potion", "gem", "heart", "bell"],
  ["love", "gem", "bell", "storm", "heart"],
];
// The loading screen shows before the engine's config: its pictures are sized by themselves.
const DEMO_SIZE = DEMO_GRID.length;
const DEMO_CELLS = DEMO_SIZE * DEMO_SIZE;
const CLEAR_ORDER = DEMO_GRID.flat().map((_, i) => (i * 7) % DEMO_CELLS); // cells leave in a scattered order (7 is prime to 25)
const METER_FILLS = [0.5, 1.3, 2.1]; // when (s into the loop) each section of the demo meter fills

export class LoadingScreen {
  constructor(doc, win) {
    this.doc = doc;
    this.win = win;
    this.root = doc.getElementById("loading");
    this.label = doc.getElementById("loading-label");
    this.bar = doc.getElementById("loading-bar");
    this.track = doc.querySelector("#loading [role=progressbar]");
    this.art = null;
    this.started = win.performance.now();
    this.frame = null;
    this.last = { all: -Infinity, portraits: -Infinity };
    this.still = win.matchMedia ? win.matchMedia("(prefers-reduced-motion: reduce)").matches : false;
    this.items = [
      ...Array.from(this.root.querySelectorAll(".intro-princesses li"), (li) => ({
        kind: "princess",
        id: li.dataset.princess,
        canvas: li.querySelector("canvas"),
      })),
      ...Array.from(this.root.querySelectorAll(".intro-features figure"), (fig) => ({ kind: fig.dataset.paint, canvas: fig.querySelector("canvas") })),
    ];
    this.tick = (now) => this.draw(now);
  }

  /** Start painting with the game's painters (art.js). */
  paint(art) {
    this.art = art;
    this.root.classList.add("painted");
    this.run();
  }

  /** Shown again (an update takes over): `label` under the bar. */
  show(label) {
    this.root.classList.remove("done");
    this.root.removeAttribute("aria-hidden");
    if (label) this.label.textContent = label;
    this.run();
  }

  /** The bar at `fraction` (0..1) of the way, `label` under it. */
  progress(fraction, label) {
    const pct = Math.max(0, Math.min(100, Math.round(fraction * 100)));
    this.bar.style.transform = `scaleX(${pct / 100})`;
    this.track.setAttribute("aria-valuenow", String(pct));
    if (this.label.textContent !== label) this.label.textContent = label;
  }

  hide() {
    this.root.classList.add("done");
    this.root.setAttribute("aria-hidden", "true");
  }

  get visible() {
    return !this.root.classList.contains("done");
  }

  run() {
    if (this.art && this.frame === null) this.frame = this.win.requestAnimationFrame(this.tick);
  }

  draw(now) {
    this.frame = null;
    if (!this.visible) return; // the game has the screen: stop until shown again
    this.frame = this.win.requestAnimationFrame(this.tick);
    if (now - this.last.all < 1000 / FPS) return;
    this.last.all = now;
    const portraits = now - this.last.portraits >= 1000 / PORTRAIT_FPS;
    if (portraits) this.last.portraits = now;
    const t = this.still ? 0 : (now - this.started) / 1000;
    for (const item of this.items) {
      if (item.kind === "princess" && !portraits && item.canvas.width > 0) continue;
      const ctx = this.fit(item.canvas);
      if (!ctx) continue;
      const { width: w, height: h } = item.canvas;
      ctx.clearRect(0, 0, w, h);
      // a little room above the arch for her emblem
      if (item.kind === "princess") this.art.drawPrincess(ctx, item.id, 0, h * 0.05, w, h * 0.95, t);
      else if (item.kind === "meter") this.drawMeter(ctx, w, h, t);
      else if (item.kind === "clear") this.drawClear(ctx, w, h, t);
    }
  }

  /** The canvas sized to its box at the screen's pixel ratio; null while it has no size. */
  fit(canvas) {
    const ratio = Math.min(2, this.win.devicePixelRatio || 1);
    const w = Math.round(canvas.clientWidth * ratio);
    const h = Math.round(canvas.clientHeight * ratio);
    if (w < 2 || h < 2) return null;
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    return canvas.getContext("2d");
  }

  /** The meter fills a section at a time, glows full, and empties again (a 5 s loop). */
  drawMeter(ctx, w, h, t) {
    const loop = this.still ? 3 : t % 5;
    const fill = (from) => Math.max(0, Math.min(1, (loop - from) / 0.5));
    const value = loop > 4.5 ? 0 : METER_FILLS.reduce((sum, from) => sum + fill(from), 0);
    const mw = w * 0.8;
    const mh = Math.min(h * 0.7, mw * 0.32);
    this.art.drawMeter(ctx, value, (w - mw) / 2, (h - mh) / 2, mw, mh, t);
  }

  /** The grid's symbols burst one by one until it is clear, then free spins (a 6 s loop). */
  drawClear(ctx, w, h, time) {
    const loop = this.still ? 2.2 : time % 6;
    const side = Math.min(w, h) * 0.96;
    const x0 = (w - side) / 2;
    const y0 = (h - side) / 2;
    const pad = side * 0.05;
    const cell = (side - pad * 2) / DEMO_SIZE;
    // the grid's frame, as the game's: a dark panel with a gold edge
    ctx.save();
    roundRectPath(ctx, x0, y0, side, side, side * 0.08);
    ctx.fillStyle = "rgba(12, 6, 40, 0.85)";
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, side * 0.015);
    ctx.strokeStyle = "rgba(255, 214, 107, 0.75)";
    ctx.stroke();
    ctx.restore();
    const start = 0.5;
    const step = 0.11;
    for (let k = 0; k < DEMO_CELLS; k++) {
      const index = CLEAR_ORDER[k];
      const r = Math.floor(index / DEMO_SIZE);
      const c = index % DEMO_SIZE;
      const burst = Math.max(0, Math.min(1, (loop - start - k * step) / 0.3));
      if (burst >= 1) continue;
      this.art.drawSymbol(ctx, DEMO_GRID[r][c], x0 + pad + (c + 0.5) * cell, y0 + pad + (r + 0.5) * cell, cell * 0.92, time, { burst });
    }
    const clear = start + (DEMO_CELLS - 1) * step + 0.3;
    if (loop > clear) {
      // the grid is clear: free spins
      ctx.save();
      ctx.globalAlpha = Math.min(1, (loop - clear) / 0.3);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.font = `bold ${Math.round(side * 0.19)}px ${DISPLAY_FONT}`;
      ctx.lineWidth = Math.max(2, side * 0.025);
      ctx.lineJoin = "round";
      ctx.strokeStyle = "#3a0a30";
      ctx.fillStyle = "#ffd66b";
      for (const [text, dy] of [
        [t("introFree"), -0.12],
        [t("introSpins"), 0.12],
      ]) {
        ctx.strokeText(text, w / 2, h / 2 + dy * side);
        ctx.fillText(text, w / 2, h / 2 + dy * side);
      }
      ctx.restore();
    }
  }
}
