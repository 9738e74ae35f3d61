// The princesses' portraits as the renderer draws them: each on a picture of its own, repainted
// at most PORTRAIT_FPS times a second (her figure only sways and blinks, and painting it is the
// costliest part of a frame). With a painter (painter.js) the picture is painted in its worker
// and the renderer draws the newest one that has arrived; without one it is painted here.

const PORTRAIT_FPS = 15;

export class Portraits {
  /** `art`: the painters; `painter`: painter.js's Painter, or null to paint on this thread. */
  constructor(art, painter = null, doc = document) {
    this.art = art;
    this.painter = painter;
    this.doc = doc;
    this.byId = new Map(); // princess id -> {key, step, image, asked}
    if (painter) painter.on("portrait", (message) => this.arrived(message));
  }

  /** Draw princess `id`'s portrait in `box` (CSS px) at `dpr`, at `t` seconds; `cheer` over 0.5: she laughs. */
  draw(ctx, id, box, dpr, t, cheer = 0) {
    const m = Math.ceil(box.w * 0.25); // room for the frame's shadow and the crest above the arch
    const joy = cheer > 0.5 ? 1 : 0;
    const key = `${box.w}x${box.h}:${dpr}:${joy}`;
    const step = Math.floor(t * PORTRAIT_FPS);
    let p = this.byId.get(id);
    if (!p) {
      p = { key: null, step: null, image: null, asked: null };
      this.byId.set(id, p);
    }
    const ask = { w: box.w, h: box.h, m, dpr, t: step / PORTRAIT_FPS, joy };
    if (this.painter) this.ask(id, p, key, step, ask);
    else this.paint(id, p, key, step, ask);
    // until the newest arrives, the last one (from a step before, or another size) stands in
    if (p.image) ctx.drawImage(p.image, box.x - m, box.y - m, box.w + 2 * m, box.h + 2 * m);
  }

  /** One request at a time to the worker for each princess, whenever her picture is out of date. */
  ask(id, p, key, step, ask) {
    if (p.asked || (p.key === key && p.step === step)) return;
    p.asked = { key, step };
    this.painter.post({ type: "portrait", id, key, ...ask });
  }

  arrived({ id, key, image }) {
    const p = this.byId.get(id);
    if (!p || !p.asked || p.asked.key !== key) {
      image.close();
      if (p) p.asked = null;
      return;
    }
    if (p.image) p.image.close();
    Object.assign(p, { image, key, step: p.asked.step, asked: null });
  }

  /** Without a worker: her own canvas, repainted here when out of date. */
  paint(id, p, key, step, { w, h, m, dpr, t, joy }) {
    if (p.key !== key) {
      const canvas = this.doc.createElement("canvas");
      canvas.width = Math.ceil((w + 2 * m) * dpr);
      canvas.height = Math.ceil((h + 2 * m) * dpr);
      Object.assign(p, { key, step: null, image: canvas });
    }
    if (p.step === step) return;
    const g = p.image.getContext("2d");
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, p.image.width, p.image.height);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.art.drawPrincess(g, id, m, m, w, h, t, { active: true, glow: 0, joy });
    p.step = step;
  }
}
