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
