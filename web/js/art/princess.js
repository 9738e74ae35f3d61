// The princesses and the scene's layers, drawn from the pictures the build makes of the SVG sources
// in art/ (scripts/art.mjs, docs/art.md): art/art.json says where each layer sits on its drawing's
// canvas and in its atlas; each atlas is a WebP decoded once into an ImageBitmap (on the page or in
// the painter's worker alike). Every pose is layers and transforms: time is passed in, never read.

const ART_URL = new URL("../../art/", import.meta.url);
const DRAWINGS = ["love", "star", "storm", "scene"];

/** The poses: which arms and effect layer each draws, and the eyes and mouth it shows unless told. */
export const POSES = Object.freeze({
  rest: { arms: "arms-rest", eyes: "open", mouth: "smile", fx: null },
  joy: { arms: "arms-joy", eyes: "joy", mouth: "joy", fx: null },
  cast: { arms: "arms-cast", eyes: "open", mouth: "cast", fx: "fx-cast" },
  nod: { arms: "arms-nod", eyes: "closed", mouth: "smile", fx: null },
});
// Layers that turn with her head (tilt), in the order drawn; the body and arms breathe.
const HEAD_PARTS = new Set(["hair-back", "head", "eyes", "mouth", "hair-front", "accessories"]);
const BREATH_RISE = 4; // how far (canvas units) her chest lifts her head and arms at a full breath
const BREATH_SWELL = 0.012; // how much the body grows upward at a full breath
const BLINK_EVERY = [3.1, 4.7, 5.9]; // seconds between blinks, in turn: never the same rhythm
const BLINK_S = 0.16;
const PHASE = { love: 0, star: 1.4, storm: 2.9 }; // princesses side by side never blink or breathe together

const art = { manifest: null, bitmaps: {}, loading: new Map() };

/** Fetch the manifest and the atlases of size `size` ("s" first, "l" later, "xl" for a screen that needs it: laterSizes); true when they are here. */
export function loadArt(size = "s", fetcher = globalThis.fetch) {
  if (!art.loading.has(size)) art.loading.set(size, loadSize(size, fetcher));
  return art.loading.get(size);
}

async function loadSize(size, fetcher) {
  try {
    if (!art.manifest) {
      const reply = await fetcher(new URL("art.json", ART_URL));
      if (!reply.ok) throw new Error(`art.json: HTTP ${reply.status}`);
      art.manifest = await reply.json();
    }
    if (size === "xl" && !art.manifest.sizes.xl) {
      // the largest size's atlases and boxes come in a file of their own (scripts/art.mjs splitManifest)
      const reply = await fetcher(new URL("art-xl.json", ART_URL));
      if (!reply.ok) throw new Error(`art-xl.json: HTTP ${reply.status}`);
      mergeManifest(art.manifest, await reply.json());
    }
    await Promise.all(
      DRAWINGS.map(async (name) => {
        const atlas = art.manifest.drawings[name].atlases[size];
        const reply = await fetcher(new URL(atlas.file, ART_URL));
        if (!reply.ok) throw new Error(`${atlas.file}: HTTP ${reply.status}`);
        const bitmap = await createImageBitmap(await reply.blob());
        (art.bitmaps[name] ??= {})[size] = bitmap;
      }),
    );
    return true;
  } catch (error) {
    // the art is garnish to the game: it goes on with empty frames, and says why
    console.warn(`The princesses' pictures did not load: ${error.message}`);
    art.loading.delete(size);
    return false;
  }
}

/** `later` (art-xl.json: sizes, each drawing's atlases and its layers' boxes at them) merged into `manifest`. */
function mergeManifest(manifest, later) {
  for (const [name, d] of Object.entries(later.drawings)) {
    const into = manifest.drawings[name];
    Object.assign(into.atlases, d.atlases);
    for (const [id, layer] of Object.entries(d.layers)) Object.assign(into.layers[id].at, layer.at);
  }
  Object.assign(manifest.sizes, later.sizes);
}

/** Whether drawing `name` (a princess, or "scene") has a picture to draw from. */
export function artReady(name) {
  return !!(art.manifest && art.bitmaps[name] && Object.keys(art.bitmaps[name]).length);
}

/** A drawing's canvas, pivots and frames from the manifest ({canvas: {w, h}, pivots, frames}), or null before it loads. */
export function drawingInfo(name) {
  return art.manifest ? art.manifest.drawings[name] : null;
}

// An atlas is sharp enough drawn up to this much beyond its own pixels.
const SHARP = 1 / 0.95;
// The largest size (xl) is fetched only where the princesses are drawn beyond the large one's pixels
// and the screen is no phone's (its shorter side, CSS px, at least this): her close-ups at 2560x1440
// or on a desktop at DPR 2; a phone's bytes stay as they were.
const XL_SHORT_SIDE = 600;

/**
 * The size to draw from at `pixels` device pixels per canvas unit, of `atlases` ({size: {scale}})
 * that are here: the smallest sharp enough, else the largest.
 */
export function pickAtlas(atlases, pixels) {
  const sizes = Object.entries(atlases).sort((a, b) => a[1].scale - b[1].scale);
  const [size] = sizes.find(([, a]) => a.scale * SHARP >= pixels) || sizes[sizes.length - 1];
  return size;
}

/**
 * The sizes a screen fetches once Spin works (after "s", the start's): "l", and "xl" where the
 * princesses are drawn at more than `sizes.l` makes sharp (`pixels`: the most device pixels per
 * canvas unit the screen draws her at) on a screen whose shorter side is `shortSide` CSS px or more than a phone's.
 */
export function laterSizes(sizes, pixels, shortSide) {
  return pixels > sizes.l * SHARP && shortSide >= XL_SHORT_SIDE ? ["l", "xl"] : ["l"];
}

/** The atlas to draw `name` from at `pixels` device pixels per canvas unit: the smallest that is sharp enough, else the largest here. */
function atlasFor(name, pixels) {
  const have = art.bitmaps[name];
  const atlases = Object.fromEntries(Object.entries(art.manifest.drawings[name].atlases).filter(([size]) => have[size]));
  const size = pickAtlas(atlases, pixels);
  return { size, bitmap: have[size], scale: atlases[size].scale };
}

/** The manifest's sizes ({s: 0.75, l: 1.5, ...} pixels per unit), or null before it loads. */
export function artSizes() {
  return art.manifest ? art.manifest.sizes : null;
}

/** Draw `layer` of drawing `name` in canvas units (the context's transform maps units to the screen). */
function drawLayer(ctx, name, layer, atlas) {
  const entry = art.manifest.drawings[name].layers[layer];
  const at = entry && entry.at[atlas.size];
  if (!at) return;
  const [ax, ay, aw, ah, x, y] = at;
  ctx.drawImage(atlas.bitmap, ax, ay, aw, ah, x, y, aw / atlas.scale, ah / atlas.scale);
}

/** Device pixels per canvas unit under the context's transform. */
function pixelsPerUnit(ctx) {
  const m = ctx.getTransform();
  return Math.hypot(m.a, m.b);
}

/** Turn the context by `angle` about (px, py). */
function turnAbout(ctx, [px, py], angle) {
  if (!angle) return;
  ctx.translate(px, py);
  ctx.rotate(angle);
  ctx.translate(-px, -py);
}

/**
 * Draw princess `id` with her canvas's top-left at (x, y), `scale` CSS px per canvas unit. `pose`:
 * {pose: "rest" | "joy" | "cast" | "nod", eyes: "open" | "closed" | "joy", mouth: "smile" | "joy" |
 * "cast" (each by default the pose's), blink 0..1 (eyes shut at 1), breath 0..1, sway (radians: her
 * hair), tilt (radians: her head), fx 0..1 (the power's effect layer, shown in "cast")}.
 * False (nothing drawn) until her pictures are here.
 */
export function drawPrincessArt(ctx, id, x, y, scale, pose = {}) {
  if (!artReady(id)) return false;
  const info = art.manifest.drawings[id];
  const look = POSES[pose.pose] || POSES.rest;
  const blink = Math.max(0, Math.min(1, pose.blink || 0));
  const eyes = pose.eyes || (blink >= 0.5 && look.eyes === "open" ? "closed" : look.eyes);
  const breath = pose.breath || 0;
  const { head, hair, body, eyes: eyeLine } = info.pivots;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  const atlas = atlasFor(id, pixelsPerUnit(ctx));
  const parts = [
    ["hair-back", "hair-back"],
    ["body", "body"],
    ["head", "head"],
    ["eyes", `eyes-${eyes}`],
    ["mouth", `mouth-${pose.mouth || look.mouth}`],
    ["hair-front", "hair-front"],
    ["accessories", "accessories"],
    ["arms", look.arms],
    ["fx", look.fx],
  ];
  for (const [part, layer] of parts) {
    if (!layer || (part === "fx" && pose.fx === 0)) continue;
    ctx.save();
    if (part === "body") {
      ctx.translate(body[0], body[1]);
      ctx.scale(1 + BREATH_SWELL * 0.5 * breath, 1 + BREATH_SWELL * breath);
      ctx.translate(-body[0], -body[1]);
    } else {
      ctx.translate(0, -BREATH_RISE * breath);
    }
    if (HEAD_PARTS.has(part)) turnAbout(ctx, head, pose.tilt || 0);
    if (part === "hair-back") turnAbout(ctx, hair, pose.sway || 0);
    if (part === "hair-front") turnAbout(ctx, hair, (pose.sway || 0) * 0.35);
    if (part === "eyes" && eyes === "open" && blink > 0) {
      // the lids close over the eye line before the closed eyes take over
      ctx.translate(0, eyeLine[1]);
      ctx.scale(1, 1 - blink * 1.2);
      ctx.translate(0, -eyeLine[1]);
    }
    if (part === "fx") ctx.globalAlpha *= pose.fx ?? 1;
    drawLayer(ctx, id, layer, atlas);
    ctx.restore();
  }
  ctx.restore();
  return true;
}

/**
 * Her pose at rest at `t` seconds: she breathes, blinks every 3-6 s and her hair sways; `pose`
 * ("rest", "joy", "cast", "nod") adds its own life (a bounce of joy, a lean into the cast);
 * "halt" is her casting arms without the effect and with her smile (Stop: she raises her hand).
 */
export function idlePose(id, t, pose = "rest") {
  const time = t + (PHASE[id] || 0);
  const cycle = BLINK_EVERY.reduce((a, b) => a + b, 0);
  let inCycle = time % cycle;
  let blink = 0;
  for (const gap of BLINK_EVERY) {
    if (inCycle >= gap - BLINK_S && inCycle < gap) blink = Math.sin(((inCycle - gap + BLINK_S) / BLINK_S) * Math.PI);
    inCycle -= gap;
  }
  const breath = 0.5 + 0.5 * Math.sin(time * 1.6);
  const sway = Math.sin(time * 1.1) * 0.012;
  if (pose === "joy") return { pose, breath, sway: sway * 2, tilt: Math.sin(time * 6) * 0.03 };
  if (pose === "cast") return { pose, breath, sway: sway * 3, blink, fx: 0.75 + 0.25 * Math.sin(time * 9) };
  if (pose === "nod") return { pose, breath, sway, tilt: 0.07 };
  if (pose === "halt") return { pose: "cast", breath, sway, blink, fx: 0, mouth: "smile" };
  return { pose: "rest", breath, sway, blink };
}

/**
 * Draw princess `id`'s canvas frame `frame` ("face": her head, "bust": her figure) fitted into the box
 * (x, y, w, h): centred across, its top at the box's top (`fit` "cover": the box filled, else all of
 * the frame shown). False until her pictures are here.
 */
export function drawPrincessIn(ctx, id, x, y, w, h, pose = {}, frame = "bust", fit = "contain") {
  const info = drawingInfo(id);
  if (!info || !artReady(id)) return false;
  const [fx, fy, fw, fh] = info.frames[frame];
  const scale = fit === "cover" ? Math.max(w / fw, h / fh) : Math.min(w / fw, h / fh);
  return drawPrincessArt(ctx, id, x + w / 2 - (fx + fw / 2) * scale, y - fy * scale, scale, pose);
}

/** The box of the scene's layer `name` on its canvas ({x, y, w, h}, units), or null before it loads. */
export function sceneLayerBox(name) {
  const info = drawingInfo("scene");
  return info && info.layers[name] ? info.layers[name] : null;
}

/** Draw the scene's layer `name` with the scene's canvas at (x, y), `scale` CSS px per unit; false before it loads. */
export function drawSceneLayer(ctx, name, x, y, scale) {
  if (!artReady("scene")) return false;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  drawLayer(ctx, "scene", name, atlasFor("scene", pixelsPerUnit(ctx)));
  ctx.restore();
  return true;
}
