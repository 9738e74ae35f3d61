// The painter's worker (painter.js starts it): the game's costliest pictures painted off the main
// thread with the same painters (art/), so that the page answers while they are drawn. It paints
// the loading screen's intro into the canvases the page handed over (OffscreenCanvas, shown by the
// browser without the main thread), and the pictures the renderer asks for (pictures.js: each
// princess's portrait, her figure alone, the night sky), each sent back as an ImageBitmap.
//
// From the page: {type: "start", root, ratio, texts} (the site's root URL, the screen's pixel ratio,
// whether to send the words each picture carries: a debug build's, drawn-text.js);
// {type: "intro", items: [{kind, id, canvas}], words, still}; {type: "size", index, w, h};
// {type: "run", on}; {type: "pace", pace} (the part of the full frame rate to paint at, less while the
// engine starts); {type: "words", words} (the page's table's, in the language it speaks: this worker
// has no table); {type: "picture", name, key, kind: "portrait" | "figure" | "background", id, w, h, m,
// dpr, t, pose, moon, view, skyline}; {type: "art", size} (load the princesses' larger pictures: art/princess.js). To the page: {type: "ready", ok} (ok: a 2D OffscreenCanvas and the faces work here);
// {type: "painted", index} after an intro picture's first paint; {type: "portraits", ready, shown} as
// the princesses' pictures arrive (ready: those here) and the three portraits fade in (shown: 0..1,
// told at its start and its end; intro.js's portraitsShown); {type: "picture", name, key, image, texts}.

import * as art from "../art/index.js";
import { makeCanvas, setPixelRatio } from "../art/canvas.js";
import { loadFaces } from "../art/faces.js";
import { paintIntro, portraitsShown } from "./intro.js";

// The engine boots on another thread meanwhile: a modest frame rate leaves the CPU to it.
const INTRO_FPS = 20;
const INTRO_PORTRAIT_FPS = 10;

// Here it paints as the page would: a 2D OffscreenCanvas, and the game's faces (a worker without
// its own FontFaceSet would draw every word in the system's fonts, so the page paints instead).
const canPaint = (() => {
  try {
    return (
      typeof OffscreenCanvas === "function" &&
      !!new OffscreenCanvas(1, 1).getContext("2d") &&
      !!(/** @type {any} */ (self).fonts) &&
      typeof FontFace === "function"
    );
  } catch {
    return false;
  }
})();

let facesReady = Promise.resolve();
const intro = {
  items: [],
  words: { free: "", spins: "" },
  still: false,
  on: true,
  pace: 1, // the part of INTRO_FPS (and INTRO_PORTRAIT_FPS) painted: less while the engine starts
  timer: null,
  started: performance.now(),
  last: -Infinity,
  lastPortraits: -Infinity,
  reveal: { at: null }, // when all three princesses' pictures were here (portraitsShown)
  told: "", // the princesses' state last told the page
};
const pictureCanvases = new Map(); // a picture's name -> its OffscreenCanvas, reused
let drawnText = null; // drawn-text.js, in a debug build only: the words each picture carries

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "start") {
    setPixelRatio(message.ratio);
    if (message.texts) {
      // the record is on before any picture is painted
      facesReady = import("../drawn-text.js").then((module) => {
        module.watchTexts(self);
        drawnText = module;
      });
    }
    const faces = loadFaces(/** @type {any} */ (self).fonts, message.root);
    facesReady = Promise.all([facesReady, faces]).then(() => {});
    // the princesses' pictures: the portraits show once all three are here (a still intro, painted
    // once, is painted again then)
    art.loadArt("s").then(() => {
      if (!intro.still) return;
      intro.last = intro.lastPortraits = -Infinity;
      facesReady.then(() => schedule());
    });
  } else if (message.type === "intro") {
    intro.items = message.items.map((item) => ({ ...item, painted: false }));
    Object.assign(intro, { words: message.words, still: message.still });
    facesReady.then(() => schedule());
  } else if (message.type === "size") {
    const item = intro.items[message.index];
    if (item && (item.canvas.width !== message.w || item.canvas.height !== message.h)) {
      item.canvas.width = message.w;
      item.canvas.height = message.h;
      item.sized = true;
      intro.last = -Infinity; // paint at the new size at once
      facesReady.then(() => schedule());
    }
  } else if (message.type === "words") {
    intro.words = message.words;
  } else if (message.type === "pace") {
    intro.pace = message.pace;
  } else if (message.type === "run") {
    intro.on = message.on;
    if (intro.on) facesReady.then(() => schedule());
  } else if (message.type === "art") {
    art.loadArt(message.size);
  } else if (message.type === "picture") {
    facesReady.then(() => picture(message));
  }
};
self.postMessage({ type: "ready", ok: canPaint });

/** The next frame of the intro, at once when it must show something new (a size, a start). */
function schedule() {
  if (intro.timer !== null || !intro.on || !intro.items.length) return;
  intro.timer = setTimeout(frame, intro.last === -Infinity ? 0 : 1000 / (INTRO_FPS * intro.pace));
}

/** One frame of the intro: every picture, the princesses at a lower rate. */
function frame() {
  intro.timer = null;
  if (!intro.on) return;
  const now = performance.now();
  const portraits = now - intro.lastPortraits >= 1000 / (INTRO_PORTRAIT_FPS * intro.pace);
  if (portraits) intro.lastPortraits = now;
  intro.last = now;
  const t = (now - intro.started) / 1000;
  // one figure for the three portraits of a frame: they fade in together
  const shown = portraitsShown(art, intro.reveal, t, intro.still);
  intro.items.forEach((item, index) => {
    if (!item.sized || (item.kind === "princess" && !portraits && item.painted)) return;
    const ctx = item.canvas.getContext("2d");
    paintIntro(art, ctx, item, item.canvas.width, item.canvas.height, t, intro.still, intro.words, shown);
    if (!item.painted) {
      item.painted = true;
      self.postMessage({ type: "painted", index });
    }
  });
  if (portraits) tellPortraits(shown);
  if (!intro.still) schedule();
}

/** Tell the page which princesses' pictures are here and whether the portraits show, when that changes (after they were painted so). */
function tellPortraits(shown) {
  const ready = ["love", "star", "storm"].filter((id) => art.artReady(id));
  const state = `${ready.join(" ")}|${shown >= 1 ? 1 : shown > 0 ? 0.5 : 0}`;
  if (state === intro.told) return;
  intro.told = state;
  self.postMessage({ type: "portraits", ready, shown });
}

/** A picture of w x h CSS pixels with room m around it, at `dpr`, sent back as an image. */
function picture({ name, key, kind, id, w, h, m, dpr, t, pose, moon, view, skyline, fade }) {
  const width = Math.ceil((w + 2 * m) * dpr);
  const height = Math.ceil((h + 2 * m) * dpr);
  let canvas = pictureCanvases.get(name);
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = makeCanvas(width, height);
    pictureCanvases.set(name, canvas);
  }
  const g = canvas.getContext("2d");
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.clearRect(0, 0, width, height);
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (kind === "portrait")
    art.drawPrincess(g, id, m, m, w, h, t, { active: true, glow: 0, pose, name: "apart" }); // her nameplate: the page's, at the size it shows
  else if (kind === "figure") art.drawFigureAlone(g, id, m, m, w, h, t, pose, fade || undefined);
  else art.drawBackground(g, w, h, t, moon, view, skyline);
  const texts = drawnText ? drawnText.textsOn(canvas, true) : undefined;
  const image = canvas.transferToImageBitmap();
  /** @type {any} */ (self).postMessage({ type: "picture", name, key, image, texts }, [image]);
}
