// The pictures the renderer draws from a canvas of their own, repainted a few times a second
// rather than every frame: each princess's portrait (her figure only sways and blinks, and is the
// costliest thing on the screen to paint), her figure alone where a moment takes her out of her
// frame (a power's cut-in, the big win she leads: one picture moved about, not her layers drawn
// every frame) and the night sky behind everything (its stars twinkle, its clouds drift). With a
// painter (painter.js) they are painted in its worker and the renderer draws the newest that has
// arrived; without one the portraits and figures are painted here and the sky is painted every
// frame, as the art draws it.

import { SCREEN_COLOURS } from "../art/theme.js";

const FPS = { portrait: 15, figure: 15, background: 20 };
const FIGURE_ROOM = 0.12; // room round her figure, of its width: her power's effect reaches past her bust

export class Pictures {
  /** `art`: the painters; `painter`: painter.js's Painter, or null to paint on this thread. */
  constructor(art, painter = null, doc = document) {
    this.art = art;
    this.painter = painter;
    this.doc = doc;
    this.byName = new Map(); // "portrait:love", "background" -> {key, step, image, asked}
    if (painter) painter.on("picture", (message) => this.arrived(message));
  }

  /**
   * Draw princess `id`'s portrait in `box` (CSS px) at `dpr`, at `t` seconds, in `pose` ("rest", "joy",
   * "cast", "nod": art/princess.js): without her nameplate, whose words the renderer draws at the size
   * they show (a picture of another size stands in, scaled, until this one's comes).
   */
  portrait(ctx, id, box, dpr, t, pose = "rest") {
    const m = Math.ceil(box.w * 0.25); // room for the frame's shadow and the crest above the arch
    const step = Math.floor(t * FPS.portrait);
    const ask = { kind: "portrait", id, w: box.w, h: box.h, m, dpr, t: step / FPS.portrait, pose };
    const image = this.picture(`portrait:${id}`, `${box.w}x${box.h}:${dpr}:${pose}`, step, ask);
    // until the newest arrives, the last one (from a step before, or another size) stands in
    if (image) ctx.drawImage(image, box.x - m, box.y - m, box.w + 2 * m, box.h + 2 * m);
    return !!image;
  }

  /** The time (seconds) princess `id`'s portrait now shown was painted at, or null before one has come. */
  portraitTime(id) {
    const p = this.byName.get(`portrait:${id}`);
    return p && p.image && p.step !== null ? p.step / FPS.portrait : null;
  }

  /** Ask for princess `id`'s portrait as `portrait()` would draw it, unless it is there: a change of princess finds it painted. */
  preparePortrait(id, box, dpr, t, pose = "rest") {
    const m = Math.ceil(box.w * 0.25);
    const key = `${box.w}x${box.h}:${dpr}:${pose}`;
    const p = this.byName.get(`portrait:${id}`);
    if (p && (p.key === key || (p.asked && p.asked.key === key))) return;
    const step = Math.floor(t * FPS.portrait);
    this.picture(`portrait:${id}`, key, step, { kind: "portrait", id, w: box.w, h: box.h, m, dpr, t: step / FPS.portrait, pose });
  }

  /**
   * Draw princess `id`'s figure alone (her bust, no frame) in `box` (CSS px; whole pixels keep it one
   * picture while it moves) at `dpr`, at `t` seconds, in `pose`, fading out over `fade` (art's
   * drawFigureAlone; null: its own); false until it has arrived.
   */
  figure(ctx, id, box, dpr, t, pose = "cast", fade = null) {
    const m = Math.ceil(box.w * FIGURE_ROOM);
    const step = Math.floor(t * FPS.figure);
    const ask = { kind: "figure", id, w: box.w, h: box.h, m, dpr, t: step / FPS.figure, pose, fade };
    const image = this.picture(`figure:${id}`, `${box.w}x${box.h}:${dpr}:${pose}:${fade || ""}`, step, ask);
    if (image) ctx.drawImage(image, box.x - m, box.y - m, box.w + 2 * m, box.h + 2 * m);
    return !!image;
  }

  /**
   * Draw the sky, w x h CSS px at `dpr`, at `t` seconds; `moon`: where it shines; `view`: {depth, moonGlow}, its
   * layers moved apart and the moon's glow; `skyline`: where it stands (art/background.js's drawBackground).
   */
  background(ctx, w, h, dpr, t, moon = undefined, view = {}, skyline = undefined) {
    if (!this.painter) {
      this.art.drawBackground(ctx, w, h, t, moon, view, skyline);
      return true;
    }
    const step = Math.floor(t * FPS.background);
    const where = moon === undefined ? "default" : moon ? `${Math.round(moon.x)},${Math.round(moon.y)},${Math.round(moon.r)}` : "none";
    const ground = skyline ? `${Math.round(skyline.ground)},${Math.round(skyline.top)}` : "foot";
    const ask = { kind: "background", w, h, m: 0, dpr, t: step / FPS.background, moon, view, skyline };
    const image = this.picture(
      "background",
      `${w}x${h}:${dpr}:${where}:${ground}:${(view.depth || 0).toFixed(3)}:${(view.moonGlow || 0).toFixed(2)}:${view.tint || ""}:${(view.feature || 0).toFixed(2)}`,
      step,
      ask,
    );
    if (image && Math.abs(image.width / image.height - w / h) > 0.01) {
      // the last size's sky while this size's is painted (a resize): scaled to cover, never stretched (an oval moon)
      const k = Math.max(w / image.width, h / image.height);
      ctx.drawImage(image, (w - image.width * k) / 2, (h - image.height * k) / 2, image.width * k, image.height * k);
      return false;
    }
    if (image) ctx.drawImage(image, 0, 0, w, h);
    else {
      // the first frame or two, under the loading screen: the sky's own colour until its picture arrives
      ctx.fillStyle = SCREEN_COLOURS.sky;
      ctx.fillRect(0, 0, w, h);
    }
    return !!image;
  }

  /** The newest picture `name` has, after asking for it at `key` and `step` if it is out of date. */
  picture(name, key, step, ask) {
    let p = this.byName.get(name);
    if (!p) {
      p = { key: null, step: null, image: null, asked: null };
      this.byName.set(name, p);
    }
    if (p.key === key && p.step === step) return p.image;
    if (!this.painter) this.paint(p, key, step, ask);
    else if (!p.asked) {
      // one request at a time for each picture
      p.asked = { key, step };
      this.painter.post({ type: "picture", name, key, ...ask });
    }
    return p.image;
  }

  arrived({ name, key, image }) {
    const p = this.byName.get(name);
    if (!p || !p.asked || p.asked.key !== key) {
      image.close();
      if (p) p.asked = null;
      return;
    }
    if (p.image) p.image.close();
    Object.assign(p, { image, key, step: p.asked.step, asked: null });
  }

  /** Without a worker: a portrait's or a figure's own canvas, repainted here when out of date. */
  paint(p, key, step, { kind, id, w, h, m, dpr, t, pose, fade }) {
    if (p.key !== key) {
      const canvas = this.doc.createElement("canvas");
      canvas.width = Math.ceil((w + 2 * m) * dpr);
      canvas.height = Math.ceil((h + 2 * m) * dpr);
      Object.assign(p, { key, step: null, image: canvas });
    }
    const g = p.image.getContext("2d");
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, p.image.width, p.image.height);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (kind === "figure") this.art.drawFigureAlone(g, id, m, m, w, h, t, pose, fade || undefined);
    else this.art.drawPrincess(g, id, m, m, w, h, t, { active: true, glow: 0, pose, name: "apart" });
    p.step = step;
  }
}
