#!/usr/bin/env node
// The app icons and the favicon, drawn from the logo's mark: the `<symbol id="logo-mark">` of
// web/index.html and the gradients it uses, read out of the page (never a copy of its paths), set on
// the game's night sky and rendered as PNG (resvg). build.py runs it; docs/architecture.md says where.
//
//   node scripts/icons.mjs OUT_DIR NAME:SIZE:KIND ...    # the icons (KIND: any, maskable or apple)
//       [--favicon OUT/index.html]                       # and the favicon written into a built page
//
// any: a rounded tile with clear corners; maskable: full-bleed, the mark inside the central 80 %
// (the safe zone a launcher's mask keeps); apple: full-bleed (iOS rounds it). The favicon is the
// mark's silhouette alone (#logo-crescent and #logo-crown, the rest is mush at 16 px) on a dark tile,
// as a data: URI in the <link rel="icon"> (no request). PNGs are kept by the hash of their inputs
// (node_modules/.cache/midnight-princess-icons).

import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PAGE = join(ROOT, "web", "index.html");
const CACHE = join(ROOT, "node_modules", ".cache", "midnight-princess-icons");
// How much of the icon's height the mark's drawn box takes: in a maskable icon the whole box, corners
// and all, stays inside the safe circle (radius 40 %: its half-diagonal, 0.38 of the side, is under 0.4).
const MARK_HEIGHT = { any: 0.7, maskable: 0.58, apple: 0.68 };
// The game's sky (art.js's skyLayer): deep indigo at the top to violet below.
const SKY = ["#0b0726", "#1d0c52", "#3a1470", "#5e2185"];
// Four-pointed sparkles (x, y, radius) and small stars (x, y, radius), in units of a 512 icon.
const SPARKLES = [
  [104, 112, 22],
  [420, 396, 14],
  [92, 382, 10],
  [418, 92, 9],
];
const DOTS = [
  [178, 64, 3],
  [352, 58, 2.5],
  [462, 214, 3],
  [52, 248, 2.5],
  [300, 462, 3],
  [164, 452, 2],
];

/** The mark's symbol and every gradient it fills with, as they stand in the page, and the box it
 * paints in its 64 units (strokes included): {symbol, defs, box}. */
export function markOf(html) {
  const symbol = /<symbol\b[^>]*\bid="logo-mark"[\s\S]*?<\/symbol>/.exec(html)?.[0];
  if (!symbol) throw new Error('web/index.html has no <symbol id="logo-mark">');
  const used = [...new Set([...symbol.matchAll(/url\(#([\w-]+)\)/g)].map((m) => m[1]))];
  const defs = used.map((id) => {
    const gradient = new RegExp(`<(linear|radial)Gradient\\b[^>]*\\bid="${id}"[\\s\\S]*?</\\1Gradient>`).exec(html)?.[0];
    if (!gradient) throw new Error(`web/index.html: the mark fills with #${id}, which is not defined`);
    return gradient;
  });
  const alone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${defs.join("")}${symbol}</defs><use href="#logo-mark" width="64" height="64"/></svg>`;
  const { x, y, width, height } = new Resvg(alone).getBBox();
  return { symbol, defs: defs.join("\n"), box: { x, y, width, height } };
}

const round = (v) => Math.round(v * 100) / 100;

/** A four-pointed star of radius r at (x, y): the sky's sparkle. */
const sparkle = ([x, y, r]) => {
  const w = r * 0.22;
  return `<path d="M${x} ${y - r}Q${x + w} ${y - w} ${x + r} ${y}Q${x + w} ${y + w} ${x} ${y + r}Q${x - w} ${y + w} ${x - r} ${y}Q${x - w} ${y - w} ${x} ${y - r}Z"/>`;
};

/** The icon of `kind` as an SVG 512 units square: the sky, a gold glow, sparkles, the mark. */
export function iconSvg({ symbol, defs, box }, kind) {
  // the mark's drawn box, not its 64-unit square, is centred: its charms and crown lean up and left
  const unit = (512 * MARK_HEIGHT[kind]) / box.height;
  const [x, y] = [256 - (box.x + box.width / 2) * unit, 256 - (box.y + box.height / 2) * unit];
  const mark = 64 * unit;
  const corner = kind === "any" ? 112 : 0;
  const tile = `x="0" y="0" width="512" height="512" rx="${corner}"`;
  const stops = SKY.map((c, i) => `<stop offset="${i / (SKY.length - 1)}" stop-color="${c}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs>
${defs}
<linearGradient id="icon-sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>
<radialGradient id="icon-glow" cx="0.5" cy="0.54" r="0.5"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.55"/><stop offset="0.45" stop-color="#ffb84d" stop-opacity="0.22"/><stop offset="1" stop-color="#ff9f4d" stop-opacity="0"/></radialGradient>
<radialGradient id="icon-dusk" cx="0.5" cy="1.1" r="0.75"><stop offset="0" stop-color="#c0448f" stop-opacity="0.35"/><stop offset="1" stop-color="#c0448f" stop-opacity="0"/></radialGradient>
${symbol}
</defs>
<rect ${tile} fill="url(#icon-sky)"/>
<rect ${tile} fill="url(#icon-dusk)"/>
<g fill="#fff6d8" opacity="0.85">${DOTS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("")}</g>
<g fill="#fff3c4">${SPARKLES.map(sparkle).join("")}</g>
<circle cx="256" cy="270" r="${round(mark * 0.62)}" fill="url(#icon-glow)"/>
<use href="#logo-mark" x="${round(x)}" y="${round(y)}" width="${round(mark)}" height="${round(mark)}"/>
${corner ? `<rect x="7" y="7" width="498" height="498" rx="${corner - 7}" fill="none" stroke="#ffd27a" stroke-opacity="0.3" stroke-width="5"/>` : ""}
</svg>
`;
}

/** The favicon: the mark's crescent and crown (by their ids) on a dark rounded tile, as an SVG. */
export function faviconSvg(html, { defs, box }) {
  // a tile 4 units wider than the mark's box is tall, centred on it: the crescent as large as it goes
  const side = box.height + 4;
  const [left, top] = [box.x + box.width / 2 - side / 2, box.y + box.height / 2 - side / 2].map(round);
  const view = `${left} ${top} ${round(side)} ${round(side)}`;
  const tile = `x="${left}" y="${top}" width="${round(side)}" height="${round(side)}" fill="#1d0c52"`;
  const part = (id) => {
    const path = new RegExp(`<path\\b[^>]*\\bid="${id}"[^>]*/>`).exec(html)?.[0];
    if (!path) throw new Error(`web/index.html: the mark has no <path id="${id}">`);
    return path.replace(/\sid="[^"]*"/, "");
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}"><defs>${defs}</defs><rect ${tile} rx="13"/>${part("logo-crescent")}${part("logo-crown")}</svg>`;
}

/** An SVG as a data: URI for an attribute in double quotes (only what must be escaped is). */
export function dataUri(svg) {
  const text = svg.replace(/\s*\n\s*/g, "").replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<>]/g, encodeURIComponent)}`;
}

/** The PNG of one icon, `size` pixels square (palette-quantised: the same look in a quarter of the bytes). */
async function renderIcon(mark, kind, size) {
  const png = new Resvg(iconSvg(mark, kind), { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } }).render().asPng();
  return sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0.6 }).toBuffer();
}

/** The hash of what an icon depends on: this script, the mark and its gradients, the tools' versions, the icons asked for. */
function inputsHash(mark, specs) {
  const hash = createHash("sha256");
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(mark.symbol).update(mark.defs).update(JSON.stringify(specs));
  for (const pkg of ["@resvg/resvg-js", "sharp"]) hash.update(JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version);
  return hash.digest("hex").slice(0, 24);
}

/** The favicon written into the <link rel="icon"> of a built page. */
function writeFavicon(path, html, mark) {
  const page = readFileSync(path, "utf8");
  const link = /<link rel="icon" href="[^"]*">/;
  if (!link.test(page)) throw new Error(`${path} has no <link rel="icon" href="...">`);
  writeFileSync(path, page.replace(link, `<link rel="icon" href="${dataUri(faviconSvg(html, mark))}">`));
}

/** "NAME:SIZE:KIND" as {name, size, kind}. */
function parseSpec(text) {
  const [name, size, kind] = text.split(":");
  if (!name || !(Number(size) > 0) || !(kind in MARK_HEIGHT))
    throw new Error(`bad icon ${text}: NAME:SIZE:KIND with KIND one of ${Object.keys(MARK_HEIGHT).join(", ")}`);
  return { name, size: Number(size), kind };
}

async function main(argv) {
  const at = argv.indexOf("--favicon");
  const page = at >= 0 ? argv.splice(at, 2)[1] : null;
  const [out, ...rest] = argv;
  if (!out || !rest.length || (at >= 0 && !page)) throw new Error("usage: node scripts/icons.mjs OUT_DIR NAME:SIZE:KIND ... [--favicon OUT/index.html]");
  const specs = rest.map(parseSpec);
  const html = readFileSync(PAGE, "utf8");
  const mark = markOf(html);
  if (page) writeFavicon(page, html, mark);
  const cached = join(CACHE, inputsHash(mark, specs));
  if (!specs.every(({ name }) => existsSync(join(cached, name)))) {
    const part = `${cached}.${process.pid}.part`;
    mkdirSync(part, { recursive: true });
    for (const { name, size, kind } of specs) writeFileSync(join(part, name), await renderIcon(mark, kind, size));
    // renamed whole: a build running at the same time never reads half an output
    try {
      renameSync(part, cached);
    } catch (error) {
      if (!existsSync(cached)) throw error;
      rmSync(part, { recursive: true, force: true });
    }
  }
  mkdirSync(out, { recursive: true });
  for (const { name } of specs) copyFileSync(join(cached, name), join(out, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`icons.mjs: ${error.message}`);
    process.exit(1);
  });
}
