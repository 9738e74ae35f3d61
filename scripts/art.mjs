#!/usr/bin/env node
// The game's pictures from the SVG sources in art/: every layer of every drawing rendered on its
// own (resvg), trimmed to what it paints, packed into one WebP atlas per drawing and size (sharp),
// with one manifest, art/art.json: where each layer sits on its drawing's canvas and in its atlas,
// and the drawing's pivots and frames. build.py runs it; docs/art.md says how the art is made.
//
//   node scripts/art.mjs OUT_DIR                  # OUT_DIR/art.json and OUT_DIR/<drawing>-<size>.webp
//   node scripts/art.mjs --preview DIR            # each princess's poses, the scene and the silhouettes as PNG (to look at)
//
// Outputs are kept by the hash of their inputs (node_modules/.cache/midnight-princess-art): an
// unchanged source is copied, not rendered again.

import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { optimize } from "svgo";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ART = join(ROOT, "art");
const CACHE = join(ROOT, "node_modules", ".cache", "midnight-princess-art");
// Sizes of every drawing, in pixels per canvas unit: a small one for the start and phones, a large one for big screens (loaded
// later), and a larger one still that only a screen drawing her beyond the large one's pixels fetches (2560x1440, a desktop at DPR 2).
export const SIZES = { s: 0.75, l: 1.5, xl: 2.5 };
const GAP = 2; // transparent pixels between a layer and its neighbours in the atlas: no bleeding when scaled
const WEBP = { effort: 6, smartSubsample: true };
// The small size is among a first visit's bytes before Spin: a lower quality, no difference to see
// at its scale (-15.7 kB over the four atlases at 70 against 78; -14.9 kB more at 58, its edges'
// transparency at 50, with Star's twin tails and Love's waves), and its edges' transparency lower
// (-19.9 kB at 60 against 80 over the four, with the princesses redrawn); the larger ones, seen
// close up, keep 78 and 80.
const WEBP_QUALITY = {
  s: { quality: 58, alphaQuality: 50 },
  l: { quality: 78, alphaQuality: 80 },
  xl: { quality: 78, alphaQuality: 80 },
};
// The drawings: each princess (one canvas, many layers) and the scene's layers (each its own file).
const DRAWINGS = [
  { name: "love", file: "princesses/love.svg" },
  { name: "star", file: "princesses/star.svg" },
  { name: "storm", file: "princesses/storm.svg" },
  { name: "scene", file: "scene/scene.svg" },
];
// Layers every princess has (tests/test_art.py holds the build to it), and the pivots and frames her pivots layer marks.
export const PRINCESS_LAYERS = [
  "hair-back",
  "body",
  "head",
  "eyes-open",
  "eyes-closed",
  "eyes-joy",
  "mouth-smile",
  "mouth-joy",
  "mouth-cast",
  "hair-front",
  "accessories",
  "arms-rest",
  "arms-joy",
  "arms-cast",
  "arms-nod",
  "fx-cast",
];
const GUIDES = "pivots"; // a layer of marks, never rendered: <circle id="pivot-NAME"> and <rect id="frame-NAME">

/** The top-level layers of an SVG source, in document order: [{id, label, start, end}]. */
export function topLayers(source) {
  const layers = [];
  const tag = /<(\/?)g\b([^>]*?)(\/?)>/g;
  let depth = 0;
  let open = null;
  for (let m; (m = tag.exec(source));) {
    const [, closing, attrs, selfClosing] = m;
    if (closing) {
      depth--;
      if (depth === 0 && open) {
        layers.push({ ...open, end: tag.lastIndex });
        open = null;
      }
    } else if (!selfClosing) {
      if (depth === 0 && /inkscape:groupmode="layer"/.test(attrs)) {
        const id = /\bid="([^"]+)"/.exec(attrs);
        if (!id) throw new Error(`a layer without an id at ${m.index}`);
        open = { id: id[1], start: m.index };
      }
      depth++;
    }
  }
  if (depth !== 0) throw new Error("unbalanced <g> tags");
  return layers;
}

/** The canvas size from the root's viewBox: {w, h}. */
function canvasOf(source) {
  const box = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(source);
  if (!box) throw new Error("the root <svg> has no viewBox");
  const [x, y, w, h] = box[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (x !== 0 || y !== 0) throw new Error("the viewBox must start at 0 0");
  return { w, h };
}

/** The pivots (<circle id="pivot-NAME">) and frames (<rect id="frame-NAME">) of the guides layer. */
function guidesOf(text) {
  const pivots = {};
  const frames = {};
  const attr = (tag, name) => Number(new RegExp(`\\b${name}="([-0-9.]+)"`).exec(tag)?.[1]);
  for (const [tag] of text.matchAll(/<circle\b[^>]*>/g)) {
    const id = /\bid="pivot-([^"]+)"/.exec(tag);
    if (id) pivots[id[1]] = [attr(tag, "cx"), attr(tag, "cy")];
  }
  for (const [tag] of text.matchAll(/<rect\b[^>]*>/g)) {
    const id = /\bid="frame-([^"]+)"/.exec(tag);
    if (id) frames[id[1]] = [attr(tag, "x"), attr(tag, "y"), attr(tag, "width"), attr(tag, "height")];
  }
  return { pivots, frames };
}

/** An SVG of the source with only `layers` (all shown), optimised by svgo. */
function onlyLayers(source, all, keep) {
  const head = source.slice(0, all[0].start);
  const body = all
    .filter((l) => keep.includes(l.id))
    .map((l) => source.slice(l.start, l.end).replace(/\sstyle="display:\s*none;?"/, ""))
    .join("\n");
  const svg = `${head}${body}\n</svg>\n`;
  return optimize(svg, { multipass: true }).data;
}

/** RGBA pixels of `svg` rendered at `scale` pixels per unit: {data, width, height}. */
async function render(svg, scale) {
  const png = new Resvg(svg, { fitTo: { mode: "zoom", value: scale }, font: { loadSystemFonts: false } }).render().asPng();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The smallest box around the pixels that show (alpha over 0), or null for an empty layer. */
function opaqueBox({ data, width, height }) {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Shelf packing, tallest first: each item gets {ax, ay}; returns the atlas's {width, height}. */
function pack(items) {
  const area = items.reduce((sum, i) => sum + (i.w + GAP) * (i.h + GAP), 0);
  const width = Math.max(Math.ceil(Math.sqrt(area) * 1.15), ...items.map((i) => i.w + GAP));
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const item of [...items].sort((a, b) => b.h - a.h)) {
    if (x + item.w > width) {
      x = 0;
      y += shelf + GAP;
      shelf = 0;
    }
    Object.assign(item, { ax: x, ay: y });
    x += item.w + GAP;
    shelf = Math.max(shelf, item.h);
  }
  return { width, height: y + shelf };
}

/** One drawing at every size: its manifest entry, and its atlases written into `dir`. */
async function buildDrawing({ name, file }, dir) {
  const source = readFileSync(join(ART, file), "utf8");
  const canvas = canvasOf(source);
  const all = topLayers(source);
  const guides = all.find((l) => l.id === GUIDES);
  const drawn = all.filter((l) => l.id !== GUIDES);
  const entry = { canvas, ...(guides ? guidesOf(source.slice(guides.start, guides.end)) : { pivots: {}, frames: {} }), layers: {}, atlases: {} };
  for (const l of drawn) entry.layers[l.id] = { x: 0, y: 0, w: 0, h: 0, at: {} };
  for (const [size, scale] of Object.entries(SIZES)) {
    const items = [];
    for (const l of drawn) {
      const pixels = await render(onlyLayers(source, all, [l.id]), scale);
      const box = opaqueBox(pixels);
      if (!box) throw new Error(`${file}: layer ${l.id} paints nothing`);
      const crop = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
        .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
        .raw()
        .toBuffer();
      items.push({ id: l.id, crop, ...box });
      if (size === "l")
        Object.assign(entry.layers[l.id], { x: round(box.x / scale), y: round(box.y / scale), w: round(box.w / scale), h: round(box.h / scale) });
    }
    const { width, height } = pack(items);
    const atlas = `${name}-${size}.webp`;
    await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite(items.map((i) => ({ input: i.crop, raw: { width: i.w, height: i.h, channels: 4 }, left: i.ax, top: i.ay })))
      .webp({ ...WEBP, ...WEBP_QUALITY[size] })
      .toFile(join(dir, atlas));
    entry.atlases[size] = { file: atlas, scale, w: width, h: height };
    // where the layer's box sits on the canvas at this size, in units: its pixels' own rounding
    for (const i of items) entry.layers[i.id].at[size] = [i.ax, i.ay, i.w, i.h, round(i.x / scale), round(i.y / scale)];
  }
  return entry;
}

const round = (v) => Math.round(v * 100) / 100;

/** Each princess's poses as one PNG (hair-back ... arms, as the page layers them): for looking at the art. */
async function preview(dir) {
  mkdirSync(dir, { recursive: true });
  const poses = {
    rest: ["eyes-open", "mouth-smile", "arms-rest"],
    joy: ["eyes-joy", "mouth-joy", "arms-joy"],
    cast: ["eyes-open", "mouth-cast", "arms-cast", "fx-cast"],
    nod: ["eyes-closed", "mouth-smile", "arms-nod"],
  };
  for (const { name, file } of DRAWINGS) {
    if (!existsSync(join(ART, file))) continue;
    const source = readFileSync(join(ART, file), "utf8");
    const all = topLayers(source);
    if (name === "scene") {
      writeFileSync(
        join(dir, "scene.png"),
        new Resvg(
          onlyLayers(
            source,
            all,
            all.map((l) => l.id).filter((id) => id !== GUIDES),
          ),
        )
          .render()
          .asPng(),
      );
      continue;
    }
    const base = ["hair-back", "body", "head", "hair-front", "accessories"];
    const tiles = [];
    for (const parts of Object.values(poses)) {
      const keep = [...base, ...parts];
      tiles.push(new Resvg(onlyLayers(source, all, keep), { fitTo: { mode: "zoom", value: 1 } }).render().asPng());
    }
    const { w, h } = canvasOf(source);
    await sharp({ create: { width: w * tiles.length, height: h, channels: 4, background: "#2a1650" } })
      .composite(tiles.map((input, i) => ({ input, left: i * w, top: 0 })))
      .png()
      .toFile(join(dir, `${name}.png`));
  }
  await silhouettes(dir);
}

/** The three princesses at rest as black shapes 64 px tall, side by side (silhouettes.png): each must be told apart. */
async function silhouettes(dir) {
  const shapes = [];
  for (const { file } of DRAWINGS.filter((d) => d.name !== "scene")) {
    const source = readFileSync(join(ART, file), "utf8");
    const keep = ["hair-back", "body", "head", "hair-front", "accessories", "arms-rest"];
    const png = new Resvg(onlyLayers(source, topLayers(source), keep), { fitTo: { mode: "height", value: 64 } }).render().asPng();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 4) data.fill(0, i, i + 3);
    shapes.push({ input: data, raw: { width: info.width, height: info.height, channels: 4 }, left: shapes.length * 60, top: 0 });
  }
  await sharp({ create: { width: 60 * shapes.length, height: 64, channels: 4, background: "#ffffff" } })
    .composite(shapes)
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(join(dir, "silhouettes.png"));
}

/** The hash of everything the outputs depend on: this script, the sources, the tools' versions. */
function inputsHash() {
  const hash = createHash("sha256");
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const { file } of DRAWINGS) hash.update(file).update(readFileSync(join(ART, file)));
  for (const pkg of ["@resvg/resvg-js", "sharp", "svgo"])
    hash.update(JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version);
  return hash.digest("hex").slice(0, 24);
}

// The sizes art.json tells; the others' atlases and boxes are in art-<size>.json, fetched with them
// (a first visit's art.json stays as small as it was: a phone never reads the largest size's boxes).
const FIRST_SIZES = ["s", "l"];

/** The manifest as art.json (the first sizes) and art-xl.json (xl's atlases and layer boxes, merged in by the page). */
export function splitManifest(manifest) {
  const main = { ...manifest, sizes: {}, drawings: {} };
  const later = { sizes: {}, drawings: {} };
  for (const [size, scale] of Object.entries(manifest.sizes)) (FIRST_SIZES.includes(size) ? main : later).sizes[size] = scale;
  for (const [name, d] of Object.entries(manifest.drawings)) {
    const pick = (sizes, map) => Object.fromEntries(Object.entries(map).filter(([size]) => size in sizes));
    main.drawings[name] = { ...d, atlases: pick(main.sizes, d.atlases), layers: {} };
    later.drawings[name] = { atlases: pick(later.sizes, d.atlases), layers: {} };
    for (const [id, layer] of Object.entries(d.layers)) {
      main.drawings[name].layers[id] = { ...layer, at: pick(main.sizes, layer.at) };
      later.drawings[name].layers[id] = { at: pick(later.sizes, layer.at) };
    }
  }
  return [main, later];
}

async function main(argv) {
  const out = argv[0];
  if (!out) throw new Error("usage: node scripts/art.mjs OUT_DIR [--preview DIR]");
  const previewAt = argv.indexOf("--preview");
  if (previewAt >= 0) await preview(argv[previewAt + 1]);
  if (previewAt === 0) return;
  const started = performance.now();
  const cached = join(CACHE, inputsHash());
  let from = "cache";
  if (!existsSync(join(cached, "art.json"))) {
    from = "rendered";
    const part = `${cached}.${process.pid}.part`;
    mkdirSync(part, { recursive: true });
    const manifest = { version: 1, sizes: SIZES, drawings: {} };
    for (const drawing of DRAWINGS) manifest.drawings[drawing.name] = await buildDrawing(drawing, part);
    const [main, later] = splitManifest(manifest);
    writeFileSync(join(part, "art.json"), `${JSON.stringify(main)}\n`);
    writeFileSync(join(part, "art-xl.json"), `${JSON.stringify(later)}\n`);
    // renamed whole: a build running at the same time never reads half an output (and one that finished first wins)
    try {
      renameSync(part, cached);
    } catch (error) {
      if (!existsSync(join(cached, "art.json"))) throw error;
      rmSync(part, { recursive: true, force: true });
    }
  }
  mkdirSync(out, { recursive: true });
  for (const name of readdirSync(cached)) copyFileSync(join(cached, name), join(out, name));
  console.log(`art: ${from} in ${Math.round(performance.now() - started)} ms -> ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`art.mjs: ${error.message}`);
    process.exit(1);
  });
}
