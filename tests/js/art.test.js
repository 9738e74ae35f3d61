// The build's pictures (scripts/art.mjs): every princess has every layer and pose, every atlas
// decodes at the size the manifest says, and every layer's box in it paints something.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import sharp from "sharp";
import { PRINCESS_LAYERS, SIZES } from "../../scripts/art.mjs";
import { POSES } from "../../web/js/art/princess.js";

const PRINCESSES = ["love", "star", "storm"];
const SCENE_LAYERS = ["moon", "castle", "skyline-far", "skyline-near"];
let out;
let manifest; // art.json: the sizes a first visit and Spin's aftermath read (s, l)
let later; // art-xl.json: the largest size's atlases and boxes
let whole; // the two together: every size

before(() => {
  out = mkdtempSync(join(tmpdir(), "art-"));
  execFileSync(process.execPath, ["scripts/art.mjs", out], { cwd: new URL("../..", import.meta.url) });
  manifest = JSON.parse(readFileSync(join(out, "art.json"), "utf8"));
  later = JSON.parse(readFileSync(join(out, "art-xl.json"), "utf8"));
  whole = structuredClone(manifest);
  Object.assign(whole.sizes, later.sizes);
  for (const [name, d] of Object.entries(later.drawings)) {
    Object.assign(whole.drawings[name].atlases, d.atlases);
    for (const [id, layer] of Object.entries(d.layers)) Object.assign(whole.drawings[name].layers[id].at, layer.at);
  }
});
after(() => rmSync(out, { recursive: true, force: true }));

test("every princess has every layer, the pivots and the frames the page draws with", () => {
  assert.deepEqual(Object.keys(manifest.drawings).sort(), [...PRINCESSES, "scene"].sort());
  for (const id of PRINCESSES) {
    const drawing = manifest.drawings[id];
    assert.deepEqual(drawing.canvas, { w: 500, h: 640 }, id);
    assert.deepEqual(Object.keys(drawing.layers).sort(), [...PRINCESS_LAYERS].sort(), id);
    assert.deepEqual(Object.keys(drawing.pivots).sort(), ["body", "eyes", "fx", "hair", "head"], id);
    assert.deepEqual(Object.keys(drawing.frames).sort(), ["bust", "face"], id);
  }
  assert.deepEqual(Object.keys(manifest.drawings.scene.layers).sort(), SCENE_LAYERS.sort());
});

test("every pose the page knows names layers the build made", () => {
  for (const [name, pose] of Object.entries(POSES)) {
    const layers = [pose.arms, pose.fx, `eyes-${pose.eyes}`, `mouth-${pose.mouth}`].filter(Boolean);
    for (const layer of layers) assert.ok(PRINCESS_LAYERS.includes(layer), `${name}: ${layer}`);
  }
  for (const mouth of ["smile", "joy", "cast"]) assert.ok(PRINCESS_LAYERS.includes(`mouth-${mouth}`));
  for (const eyes of ["open", "closed", "joy"]) assert.ok(PRINCESS_LAYERS.includes(`eyes-${eyes}`));
});

test("art.json tells the small and large sizes alone; art-xl.json the largest, 2.5 pixels a unit", () => {
  assert.deepEqual(SIZES, { s: 0.75, l: 1.5, xl: 2.5 });
  assert.deepEqual(manifest.sizes, { s: 0.75, l: 1.5 });
  assert.deepEqual(later.sizes, { xl: 2.5 });
  for (const drawing of Object.values(manifest.drawings)) {
    assert.deepEqual(Object.keys(drawing.atlases), ["s", "l"]);
    for (const layer of Object.values(drawing.layers)) assert.deepEqual(Object.keys(layer.at), ["s", "l"]);
  }
});

test("every atlas decodes at its size, and every layer's box in it paints at its scale", async () => {
  for (const [name, drawing] of Object.entries(whole.drawings)) {
    for (const [size, scale] of Object.entries(SIZES)) {
      const atlas = drawing.atlases[size];
      assert.equal(atlas.scale, scale);
      const { data, info } = await sharp(join(out, atlas.file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([info.width, info.height], [atlas.w, atlas.h], atlas.file);
      for (const [layer, entry] of Object.entries(drawing.layers)) {
        const [ax, ay, aw, ah, x, y] = entry.at[size];
        assert.ok(ax >= 0 && ay >= 0 && ax + aw <= info.width && ay + ah <= info.height, `${name} ${layer} ${size}: inside its atlas`);
        // the same box at both sizes: the large one's units, within a pixel of the small one's rounding
        const near = 2 / Math.min(scale, SIZES.l); // the large one's box: two of its pixels, or of this size's where they are larger
        assert.ok(Math.abs(aw / scale - entry.w) <= near && Math.abs(ah / scale - entry.h) <= near, `${name} ${layer} ${size}: its size`);
        assert.ok(Math.abs(x - entry.x) <= near && Math.abs(y - entry.y) <= near, `${name} ${layer} ${size}: its place`);
        let shown = 0;
        for (let row = ay; row < ay + ah; row += 2) for (let col = ax; col < ax + aw; col += 2) if (data[(row * info.width + col) * 4 + 3] > 0) shown++;
        assert.ok(shown > 0, `${name} ${layer} ${size}: paints something`);
      }
    }
  }
});

test("drawPrincessArt draws each pose's layers in order, from the atlas sharp enough", async () => {
  const princess = await import("../../web/js/art/princess.js");
  const files = (url) => join(out, new URL(url).pathname.split("/").pop());
  const fetcher = async (url) => ({
    ok: true,
    json: async () => structuredClone(String(url).endsWith("art-xl.json") ? later : manifest),
    blob: async () => files(url),
  });
  globalThis.createImageBitmap = async (file) => ({ file });
  assert.equal(await princess.loadArt("s", fetcher), true);
  assert.equal(await princess.loadArt("l", fetcher), true);
  assert.equal(await princess.loadArt("xl", fetcher), true);
  const layerAt = (id, size, sx, sy) => Object.entries(whole.drawings[id].layers).find(([, e]) => e.at[size][0] === sx && e.at[size][1] === sy)[0];
  // a context that records what it draws and keeps the transform's scale
  const drawn = (id, scale, pose) => {
    const calls = [];
    let k = 1;
    const stack = [];
    const ctx = {
      save: () => stack.push(k),
      restore: () => (k = stack.pop()),
      translate() {},
      rotate() {},
      scale: (x) => (k *= x),
      getTransform: () => ({ a: k, b: 0 }),
      globalAlpha: 1,
      drawImage: (image, sx, sy) => {
        const size = /-(s|l|xl)\.webp$/.exec(image.file)[1];
        calls.push([size, layerAt(id, size, sx, sy)]);
      },
    };
    assert.equal(princess.drawPrincessArt(ctx, id, 0, 0, scale, pose), true);
    return calls;
  };
  const layers = (calls) => calls.map(([, layer]) => layer);
  const base = ["hair-back", "body", "head"];
  assert.deepEqual(layers(drawn("love", 0.5, { pose: "rest" })), [...base, "eyes-open", "mouth-smile", "hair-front", "accessories", "arms-rest"]);
  assert.deepEqual(layers(drawn("star", 0.5, { pose: "joy" })), [...base, "eyes-joy", "mouth-joy", "hair-front", "accessories", "arms-joy"]);
  assert.deepEqual(layers(drawn("storm", 0.5, { pose: "cast" })), [...base, "eyes-open", "mouth-cast", "hair-front", "accessories", "arms-cast", "fx-cast"]);
  assert.deepEqual(layers(drawn("love", 0.5, { pose: "nod" })), [...base, "eyes-closed", "mouth-smile", "hair-front", "accessories", "arms-nod"]);
  assert.deepEqual(layers(drawn("love", 0.5, { blink: 1 })).slice(3, 4), ["eyes-closed"]);
  assert.deepEqual(layers(drawn("love", 0.5, { pose: "joy", mouth: "smile" })).slice(4, 5), ["mouth-smile"]);
  // small on screen: the small atlas; large: the large one; larger than it makes sharp: the largest
  assert.deepEqual([...new Set(drawn("star", 0.5, {}).map(([size]) => size))], ["s"]);
  assert.deepEqual([...new Set(drawn("star", 1.2, {}).map(([size]) => size))], ["l"]);
  assert.deepEqual([...new Set(drawn("star", 2, {}).map(([size]) => size))], ["xl"]);
  // her life at rest is a function of time: the same t, the same pose
  assert.deepEqual(princess.idlePose("love", 12.3), princess.idlePose("love", 12.3));
  // a blink every 3-6 s: over 13.7 s (her three gaps), three blinks, each shut for about a tenth of a second
  const shut = Array.from({ length: 1370 }, (_, i) => princess.idlePose("storm", i / 100).blink > 0.5);
  const blinks = shut.filter((s, i) => s && !shut[i - 1]).length;
  assert.equal(blinks, 3);
  assert.ok(shut.filter(Boolean).length / blinks <= 12, "each blink is short");
});

test("a big win's title keeps its words apart by a wide space in every language: her costume's star never joins them", async () => {
  const { spacedTitle } = await import("../../web/js/art/bigwin.js");
  const titles = [];
  for (const lang of ["en", "de", "es", "fr", "pt-BR", "sv"]) {
    const words = (await import(`../../web/js/lang/${lang}.js`)).default;
    titles.push(...["bigWin1", "bigWin2", "bigWin3", "bigWin4"].map((key) => words[key]));
  }
  assert.equal(spacedTitle("EPIC WIN"), "EPIC\u2002WIN");
  assert.equal(spacedTitle("EPISCHER GEWINN"), "EPISCHER\u2002GEWINN");
  for (const title of titles) {
    const drawn = spacedTitle(title);
    assert.equal(drawn.replaceAll("\u2002", " "), title.trim().replace(/\s+/gu, " ")); // the same words, in order
    assert.ok(!/ /u.test(drawn), drawn); // no plain space left between two words
  }
});

// Where the page draws the princesses largest (CSS px, measured in the debug build: __mp.drawn()'s grid
// and portrait) at each screen and its device pixel ratio (the renderer's, at most 3).
const SCREENS = {
  "2560x1440 at DPR 1": { grid: 1131, portrait: [622, 814], dpr: 1, short: 1440 },
  "1440x900 at DPR 2": { grid: 721, portrait: [307, 519], dpr: 2, short: 900 },
  "1440x900 at DPR 1": { grid: 721, portrait: [307, 519], dpr: 1, short: 900 },
  "1920x1080 at DPR 1": { grid: 858, portrait: [467, 618], dpr: 1, short: 1080 },
  "820x1180 at DPR 2": { grid: 545, portrait: [224, 287], dpr: 2, short: 820 },
  "390x844 at DPR 3": { grid: 360, portrait: [148, 199], dpr: 3, short: 390 },
  "844x390 at DPR 3": { grid: 269, portrait: [148, 194], dpr: 3, short: 390 },
};

test("the largest atlas is fetched and drawn from only where a screen draws her beyond the large one's pixels", async () => {
  const { figureScale } = await import("../../web/js/art/heroine.js");
  const { portraitScale } = await import("../../web/js/art/portrait.js");
  const { laterSizes, pickAtlas } = await import("../../web/js/art/princess.js");
  const wanted = {};
  const drawnFrom = {};
  for (const [name, s] of Object.entries(SCREENS)) {
    // her portrait, and her figure out of her frame (her cut-in, the big win she leads), in device pixels a unit
    const portrait = portraitScale(...s.portrait) * s.dpr;
    const figure = figureScale(s.grid) * s.dpr;
    wanted[name] = laterSizes(whole.sizes, Math.max(portrait, figure), s.short);
    const have = Object.fromEntries(Object.entries(whole.drawings.love.atlases).filter(([size]) => size !== "xl" || wanted[name].includes("xl")));
    drawnFrom[name] = [pickAtlas(have, portrait), pickAtlas(have, figure)];
  }
  assert.deepEqual(wanted, {
    "2560x1440 at DPR 1": ["l", "xl"],
    "1440x900 at DPR 2": ["l", "xl"],
    "1440x900 at DPR 1": ["l"],
    "1920x1080 at DPR 1": ["l"],
    "820x1180 at DPR 2": ["l", "xl"], // a feature's start draws her 599 px tall there (FEATURE_LEAD)
    "390x844 at DPR 3": ["l"],
    "844x390 at DPR 3": ["l"],
  });
  assert.deepEqual(drawnFrom, {
    "2560x1440 at DPR 1": ["xl", "xl"],
    "1440x900 at DPR 2": ["xl", "xl"],
    "1440x900 at DPR 1": ["l", "l"],
    "1920x1080 at DPR 1": ["l", "l"],
    "820x1180 at DPR 2": ["l", "xl"],
    "390x844 at DPR 3": ["l", "l"],
    "844x390 at DPR 3": ["l", "l"],
  });
});
