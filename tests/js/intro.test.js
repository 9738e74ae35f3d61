// The loading screen's pictures (screen/intro.js): the little grid's moon bears no ribbon (its word,
// shrunk to a few pixels, read as a fragment: "VILD", "OKE").

import assert from "node:assert/strict";
import { test } from "node:test";
import { paintIntro } from "../../web/js/screen/intro.js";

test("the little grid's moon is painted without its ribbon's word", () => {
  let wild = "WILD";
  const moons = [];
  const art = {
    setSymbolWords: (words) => (wild = words.wild || ""),
    drawSymbol: (ctx, id) => id === "moon" && moons.push(wild),
  };
  const ctx = new Proxy({}, { get: (_, name) => (name === "measureText" ? () => ({ width: 10 }) : () => {}), set: () => true });
  paintIntro(art, ctx, { kind: "clear" }, 200, 200, 0, true, { free: "FREE", spins: "SPINS", plate: "PRINCESS", wild: "WILD" });
  assert.deepEqual(moons, [""]);
});

// The three princesses' pictures arrive one by one (an atlas each): the loading screen's windows
// show their windows' sky alone until all three are here, then all three fade in together over REVEAL_S.

import { portraitsShown, REVEAL_S } from "../../web/js/screen/intro.js";

const artWith = (ready) => ({ artReady: (id) => ready.has(id) });

test("the portraits wait for all three princesses' pictures, then fade in together from that moment", () => {
  const ready = new Set();
  const art = artWith(ready);
  const reveal = { at: null };
  assert.equal(portraitsShown(art, reveal, 0.5, false), 0);
  ready.add("love").add("star");
  assert.equal(portraitsShown(art, reveal, 2.5, false), 0); // Storm's is not here: no one shows
  assert.equal(reveal.at, null);
  ready.add("storm");
  assert.equal(portraitsShown(art, reveal, 3, false), 0); // the fade begins at the first moment all three are here
  assert.equal(reveal.at, 3);
  assert.equal(portraitsShown(art, reveal, 3.2, false).toFixed(9), "0.500000000");
  assert.equal(portraitsShown(art, reveal, 3 + REVEAL_S, false).toFixed(9), "1.000000000");
  assert.equal(portraitsShown(art, reveal, 3.5, false), 1);
  assert.equal(portraitsShown(art, reveal, 60, false), 1);
  assert.equal(REVEAL_S, 0.4);
});

test("with reduced motion the portraits come at once, once all three are here", () => {
  const ready = new Set(["love", "storm"]);
  const reveal = { at: null };
  assert.equal(portraitsShown(artWith(ready), reveal, 1, true), 0);
  ready.add("star");
  assert.equal(portraitsShown(artWith(ready), reveal, 1.2, true), 1);
});

test("a princess's window is painted at the figure it is given: nothing of her at 0, her portrait at 1", () => {
  const figures = [];
  const art = {
    setSymbolWords: () => {},
    drawPrincess: (ctx, id, x, y, w, h, t, opts) => figures.push([id, opts.figure, opts.plate]),
  };
  const ctx = { clearRect: () => {} };
  const words = { free: "FREE", spins: "SPINS", plate: "PRINCESS" };
  paintIntro(art, ctx, { kind: "princess", id: "storm" }, 100, 160, 2.5, false, words, 0);
  paintIntro(art, ctx, { kind: "princess", id: "love" }, 100, 160, 2.5, false, words, 0.5);
  paintIntro(art, ctx, { kind: "princess", id: "star" }, 100, 160, 2.5, false, words);
  assert.deepEqual(figures, [
    ["storm", 0, "PRINCESS"],
    ["love", 0.5, "PRINCESS"],
    ["star", 1, "PRINCESS"],
  ]);
});
