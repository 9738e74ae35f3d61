// The words drawn on canvases, for the debug build's tests (debug.js; the painter's worker when
// the debug build starts it so): every fillText, with its size and box in the pixels of the canvas
// it lands on, carried along when that canvas (or an image made from it) is drawn onto another, so
// that the screen's canvas knows the size every word it shows was drawn at, in CSS px, whether it
// was painted there, in a cached sprite or in the worker. Never shipped in a production build.

/** @typedef {{text: string, px: number, x: number, y: number, w: number, h: number, alpha: number}} DrawnText */

/** @type {WeakMap<object, DrawnText[]>} a canvas or an image -> the words on it, in its own pixels */
const logs = new WeakMap();

/** How many of the canvas's pixels one unit of `ctx` is upright (its transform's vertical scale): a word's size is its letters' height. */
function scaleOf(ctx) {
  const m = ctx.getTransform();
  return Math.hypot(m.c, m.d); // the letters' height: a turn (squeezed sideways for a moment) leaves it
}

/** The point (x, y) of `ctx`'s units in its canvas's pixels. */
function point(ctx, x, y) {
  const m = ctx.getTransform();
  return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
}

function logOf(target) {
  let log = logs.get(target);
  if (!log) {
    log = [];
    logs.set(target, log);
  }
  return log;
}

/** A word drawn by `ctx` at (x, y): its size and box in the canvas's pixels (squeezed to `maxWidth`, its width is that). */
function record(ctx, text, x, y, maxWidth) {
  const match = /(\d+(?:\.\d+)?)px/.exec(ctx.font);
  if (!match || !ctx.canvas) return;
  const px = Number(match[1]);
  let w = ctx.measureText(text).width;
  if (maxWidth !== undefined && w > maxWidth) w = maxWidth;
  const left = ctx.textAlign === "center" ? x - w / 2 : ctx.textAlign === "right" || ctx.textAlign === "end" ? x - w : x;
  const top = ctx.textBaseline === "middle" ? y - px / 2 : ctx.textBaseline === "top" ? y : y - px * 0.8;
  const corners = [point(ctx, left, top), point(ctx, left + w, top + px)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  logOf(ctx.canvas).push({
    text: String(text),
    px: px * scaleOf(ctx),
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.abs(xs[1] - xs[0]),
    h: Math.abs(ys[1] - ys[0]),
    alpha: ctx.globalAlpha,
  });
}

/**
 * `image` drawn by `ctx` (drawImage's arguments after it): the words on it land on ctx's canvas, scaled;
 * not on a canvas marked `data-smear` (the renderer's copy of the stage under a show's veil, a
 * sixteenth of its size: the words drawn into it are smeared past reading).
 */
function carry(ctx, image, args) {
  const from = logs.get(image);
  if (!from || !from.length || !ctx.canvas || ("dataset" in ctx.canvas && ctx.canvas.dataset.smear)) return;
  const iw = image.width;
  const ih = image.height;
  let [sx, sy, sw, sh] = [0, 0, iw, ih];
  let dx, dy, dw, dh;
  if (args.length >= 8) [sx, sy, sw, sh, dx, dy, dw, dh] = args;
  else if (args.length >= 4) [dx, dy, dw, dh] = args;
  else [dx, dy, dw, dh] = [args[0], args[1], iw, ih];
  if (!sw || !sh) return;
  const kx = dw / sw;
  const ky = dh / sh;
  const to = logOf(ctx.canvas);
  const scale = scaleOf(ctx);
  for (const t of from) {
    if (t.x + t.w < sx || t.x > sx + sw || t.y + t.h < sy || t.y > sy + sh) continue; // not in the part drawn
    const [x0, y0] = point(ctx, dx + (t.x - sx) * kx, dy + (t.y - sy) * ky);
    const [x1, y1] = point(ctx, dx + (t.x + t.w - sx) * kx, dy + (t.y + t.h - sy) * ky);
    to.push({
      text: t.text,
      px: t.px * ky * scale,
      x: Math.min(x0, x1),
      y: Math.min(y0, y1),
      w: Math.abs(x1 - x0),
      h: Math.abs(y1 - y0),
      alpha: t.alpha * ctx.globalAlpha,
    });
  }
}

/** From now on, record the words every 2D context of `scope` (window, a worker) draws. */
export function watchTexts(scope) {
  for (const Ctx of [scope.CanvasRenderingContext2D, scope.OffscreenCanvasRenderingContext2D]) {
    if (!Ctx || Ctx.prototype.__watched) continue;
    const proto = Ctx.prototype;
    const { fillText, drawImage, clearRect } = proto;
    proto.__watched = true;
    proto.fillText = function (text, x, y, maxWidth) {
      record(this, text, x, y, maxWidth);
      return fillText.apply(this, arguments);
    };
    proto.drawImage = function (image, ...args) {
      carry(this, image, args);
      return drawImage.apply(this, arguments);
    };
    proto.clearRect = function (x, y, w, h) {
      // the whole canvas cleared: the words on it are gone
      const [x0, y0] = point(this, x, y);
      const [x1, y1] = point(this, x + w, y + h);
      if (this.canvas && Math.min(x0, x1) <= 0 && Math.min(y0, y1) <= 0 && Math.max(x0, x1) >= this.canvas.width && Math.max(y0, y1) >= this.canvas.height)
        logs.delete(this.canvas);
      return clearRect.apply(this, arguments);
    };
  }
}

/** The words on `target` (a canvas, an image), in its pixels; `reset`: forget them (the screen's canvas, once a frame is read). */
export function textsOn(target, reset = false) {
  const log = logs.get(target) || [];
  if (reset) logs.delete(target);
  return log;
}

/** `image` (made from a canvas elsewhere: the worker's) carries `texts`, in its pixels. */
export function tagImage(image, texts) {
  if (texts && texts.length) logs.set(image, texts.slice());
}
