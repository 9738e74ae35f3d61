// The loading screen: while the engine starts, the title screen shows the game itself, drawn by
// the game's own painters (intro.js): the three princesses and their powers, the Trinity meter
// filling, and a grid that clears for free spins. The text is in index.html (it shows from the
// first paint). The pictures are painted off the main thread when a painter (painter.js) can take
// their canvases; otherwise here, one picture a frame, so that no frame is long. They stop when
// the loading screen goes. The controller moves the bar and its label (its LOAD_STAGES) with progress().
// The three princesses' windows show their sky and sparkles until all three pictures are here, then fade in
// together (intro.js); #loading[data-portraits] says which ("waiting", "revealing", "shown") and
// [data-portraits-ready] whose pictures are here, once painted so.

import { paintIntro, portraitsShown } from "./intro.js";
import { t } from "../messages.js";
import { PRINCESS_IDS } from "../art/theme.js";

// Canvases no sharper than 2 device pixels a CSS pixel: the pictures are small and the CPU is the engine's.
const MAX_RATIO = 2;
// The engine's stages that want the whole CPU (the wasm instantiated, Python and the game started):
// through them the pictures move at this part of their pace, leaving the engine the cores. While
// the bytes arrive they move at full pace: the CPU waits on the network then. Once a stage's bytes
// are all in (on a fast link, long before the next stage), the CPU compiles them: the slow pace.
const CPU_STAGES = new Set(["load", "import"]);
const CPU_PACE = 0.25;
// Through a CPU stage the bar creeps this share of the way to the stage's end, over CREEP_S seconds, slower and slower.
const CREEP_SHARE = 0.9;
const CREEP_S = 12;
const CREEP_EASE = "cubic-bezier(0.15, 0.6, 0.35, 1)";
// Painted here at a slower pace: one picture every FRAME_MS / pace (a display frame taken as 1/60 s);
// at full pace, one every display frame, whatever the display's rate.
const FRAME_MS = 1000 / 60;
// Painted here: each display frame paints the next picture of this round, the meter and the grid
// three times as often as each princess (who only sways and blinks).
const LOCAL_ORDER = ["meter", "clear", "love", "meter", "clear", "star", "meter", "clear", "storm"];

export class LoadingScreen {
  constructor(doc, win) {
    this.doc = doc;
    this.win = win;
    this.root = doc.getElementById("loading");
    this.label = doc.getElementById("loading-label");
    this.bar = doc.getElementById("loading-bar");
    this.track = doc.querySelector("#loading [role=progressbar]");
    this.art = null;
    this.painter = null;
    this.started = win.performance.now();
    this.frame = null;
    this.turn = 0;
    this.pace = 1; // the part of their pace the pictures move at (CPU_PACE through the engine's CPU stages)
    this.lastDraw = -Infinity;
    this.barAt = 0; // where the bar stands (or creeps to)
    this.reveal = { at: null }; // when all three princesses' pictures were here (portraitsShown)
    this.shown = 0; // how far the portraits show: one figure a round of LOCAL_ORDER, so that the three fade in together
    this.still = win.matchMedia ? win.matchMedia("(prefers-reduced-motion: reduce)").matches : false;
    /** @type {Array<{kind: string, id?: string, canvas: HTMLCanvasElement, painted: boolean, size: any, stale?: boolean, shown?: number}>} */
    this.items = [
      ...Array.from(this.root.querySelectorAll(".intro-princesses li"), (li) => ({
        kind: "princess",
        id: li.dataset.princess,
        canvas: li.querySelector("canvas"),
      })),
      ...Array.from(this.root.querySelectorAll(".intro-features figure"), (fig) => ({ kind: fig.dataset.paint, canvas: fig.querySelector("canvas") })),
    ].map((item) => ({ ...item, painted: false, size: null }));
    this.tick = (now) => this.draw(now);
  }

  /** Start painting: in the painter's worker when there is one (painter.js), else here with the art (art/index.js). */
  paint(art, painter = null) {
    this.art = art;
    this.painter = painter;
    if (painter) this.handOver(painter);
    else this.run();
  }

  /** The canvases go to the worker, which paints them from now on; their sizes follow the page's layout. */
  handOver(painter) {
    const items = this.items.map(({ kind, id, canvas }) => ({ kind, id, canvas: canvas.transferControlToOffscreen() }));
    painter.on("painted", ({ index }) => this.painted(this.items[index]));
    painter.on("portraits", ({ ready, shown }) => this.portraits(ready, shown));
    painter.post(
      { type: "intro", items, words: this.words(), still: this.still },
      items.map((item) => item.canvas),
    );
    if (this.pace !== 1) painter.post({ type: "pace", pace: this.pace });
    const resized = () => {
      this.items.forEach((item, index) => {
        const size = this.size(item.canvas);
        if (!size || (item.size && item.size[0] === size[0] && item.size[1] === size[1])) return;
        item.size = size;
        painter.post({ type: "size", index, w: size[0], h: size[1] });
      });
    };
    if ("ResizeObserver" in this.win) {
      const observer = new this.win.ResizeObserver(resized);
      for (const item of this.items) observer.observe(item.canvas);
    }
    resized();
  }

  /** Shown again (an update takes over): `label` under the bar, the pictures' words in the language now spoken. */
  show(label) {
    this.setPace(1);
    this.root.classList.remove("done");
    this.root.removeAttribute("aria-hidden");
    if (label) this.label.textContent = label;
    if (this.painter) {
      this.painter.post({ type: "words", words: this.words() });
      this.painter.post({ type: "run", on: true });
    } else this.run();
  }

  /**
   * The bar at `fraction` (0..1) of the way, `label` under it; `stage`: the engine's, `stageDone`
   * when its bytes are all in (the pictures slow through its CPU stages and once the bytes are in);
   * `end`: where the stage ends on the bar. Through a CPU stage, which says nothing until it is
   * over (Python's start: seconds on a slow phone), the bar creeps on towards its end by a slow,
   * ever slower transition (the compositor's, no work here), and never goes back.
   */
  progress(fraction, label, stage = null, stageDone = false, end = fraction) {
    const pct = Math.max(0, Math.min(100, Math.round(fraction * 100)));
    const creep = CPU_STAGES.has(stage) && end > fraction ? fraction + CREEP_SHARE * (end - fraction) : null;
    if (creep !== null && creep > this.barAt) {
      this.bar.style.transition = `transform ${CREEP_S}s ${CREEP_EASE}`;
      this.bar.style.transform = `scaleX(${Math.round(creep * 1000) / 1000})`;
      this.barAt = creep;
    } else if (creep === null && fraction >= this.barAt) {
      this.bar.style.transition = "";
      this.bar.style.transform = `scaleX(${pct / 100})`;
      this.barAt = fraction;
    }
    this.track.setAttribute("aria-valuenow", String(pct));
    if (this.label.textContent !== label) this.label.textContent = label;
    this.setPace(CPU_STAGES.has(stage) || (stage !== null && stageDone) ? CPU_PACE : 1);
  }

  /** The pictures move at `pace` (a part of their full pace), here or in the worker. */
  setPace(pace) {
    if (pace === this.pace) return;
    this.pace = pace;
    if (this.painter) this.painter.post({ type: "pace", pace });
  }

  hide() {
    this.root.classList.add("done");
    this.root.setAttribute("aria-hidden", "true");
    if (this.painter) this.painter.post({ type: "run", on: false });
  }

  get visible() {
    return !this.root.classList.contains("done");
  }

  /** The words the pictures print, from the message table of the language spoken (the worker is handed them). */
  words() {
    return { free: t("introFree"), spins: t("introSpins"), plate: t("portraitPlate") };
  }

  /** Every picture has been painted once: the placeholders' panels go (css: #loading.painted). */
  painted(item) {
    item.painted = true;
    if (this.items.every((each) => each.painted)) this.root.classList.add("painted");
  }

  /** Whose pictures are here (`ready`: princesses' ids) and how far the portraits show (0..1), on #loading. */
  portraits(ready, shown) {
    const state = shown >= 1 ? "shown" : shown > 0 ? "revealing" : "waiting";
    if (this.root.dataset.portraits === state && this.root.dataset.portraitsReady === ready.join(" ")) return;
    this.root.dataset.portraitsReady = ready.join(" ");
    this.root.dataset.portraits = state;
  }

  run() {
    if (this.art && this.frame === null) this.frame = this.win.requestAnimationFrame(this.tick);
  }

  /**
   * Painted here: one picture a display frame; first each once (and again at a new size), then in
   * LOCAL_ORDER, the three portraits of a round at one figure (portraitsShown) so that they fade in
   * together. With reduced motion each is painted once, the portraits again once all three are here.
   */
  draw(now) {
    this.frame = null;
    if (!this.visible) return; // the game has the screen: stop until shown again
    this.frame = this.win.requestAnimationFrame(this.tick);
    const t = (now - this.started) / 1000;
    const shown = portraitsShown(this.art, this.reveal, t, this.still);
    if (this.still && shown !== this.shown) {
      this.shown = shown;
      for (const each of this.items) each.stale = each.kind === "princess";
    }
    const sized = this.items.filter((item) => (item.size = this.size(item.canvas)));
    let item = sized.find((each) => !each.painted || each.stale || each.canvas.width !== each.size[0] || each.canvas.height !== each.size[1]);
    if (!item && !this.still && (this.pace === 1 || now - this.lastDraw >= FRAME_MS / this.pace)) {
      if (this.turn % LOCAL_ORDER.length === 0) this.shown = shown; // a round begins: the figure its portraits show
      const name = LOCAL_ORDER[this.turn++ % LOCAL_ORDER.length];
      item = sized.find((each) => (each.id || each.kind) === name);
    }
    if (!item) return;
    this.lastDraw = now;
    const [w, h] = item.size;
    if (item.canvas.width !== w || item.canvas.height !== h) [item.canvas.width, item.canvas.height] = [w, h];
    paintIntro(this.art, item.canvas.getContext("2d"), item, w, h, t, this.still, this.words(), this.shown);
    item.stale = false;
    item.shown = this.shown;
    if (!item.painted) this.painted(item);
    // told once all three portraits are painted so
    const portraits = this.items.filter((each) => each.kind === "princess");
    if (item.kind === "princess" && portraits.every((each) => each.painted && each.shown === this.shown)) {
      this.portraits(
        PRINCESS_IDS.filter((id) => this.art.artReady(id)),
        this.shown,
      );
    }
  }

  /** The canvas's box at the screen's pixel ratio, in device pixels; null while it has no size. */
  size(canvas) {
    const ratio = Math.min(MAX_RATIO, this.win.devicePixelRatio || 1);
    const w = Math.round(canvas.clientWidth * ratio);
    const h = Math.round(canvas.clientHeight * ratio);
    return w < 2 || h < 2 ? null : [w, h];
  }
}
