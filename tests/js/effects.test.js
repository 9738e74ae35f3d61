// screen/effects.js: a big win's coins rain across the whole screen (x and y in screen fractions),
// not a clump behind the title; reduced motion has none.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Effects } from "../../web/js/screen/effects.js";

/** Math.random replaced by a fixed sequence (mulberry32) while `run` runs. */
function seeded(seed, run) {
  const random = Math.random;
  let a = seed >>> 0;
  Math.random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  try {
    return run();
  } finally {
    Math.random = random;
  }
}

test("a shower's coins start above the screen, spread over its whole width", () => {
  const effects = new Effects();
  seeded(7, () => effects.coinShower(60));
  const xs = effects.coins.map((c) => c.x);
  assert.equal(effects.coins.length, 60);
  assert.ok(
    effects.coins.every((c) => c.y < 0),
    "every coin enters from above the top edge",
  );
  assert.ok(Math.min(...xs) < 0.1 && Math.max(...xs) > 0.9, `from edge to edge: ${Math.min(...xs)}..${Math.max(...xs)}`);
  for (const third of [0, 1, 2]) {
    const inThird = xs.filter((x) => x >= third / 3 && x < (third + 1) / 3).length;
    assert.ok(inThird >= 10, `${inThird} coins in third ${third} of the width`);
  }
});

test("the coins fall through the screen and are gone once below it", () => {
  const effects = new Effects();
  seeded(11, () => effects.coinShower(40));
  const seen = new Set();
  let frames = 0;
  while (effects.coins.length && frames < 1000) {
    effects.update(16);
    frames += 1;
    for (const coin of effects.coins) if (coin.y > 0.45 && coin.y < 0.55) seen.add(coin);
  }
  assert.equal(effects.coins.length, 0, "every coin has gone");
  assert.equal(seen.size, 40, "every coin crossed the middle of the screen on its way down");
  assert.ok(frames * 16 < 4000, `the shower lasted ${frames * 16} ms`);
});

test("a shower adds to the rain up to a limit, and reduced motion has none", () => {
  const effects = new Effects();
  seeded(3, () => {
    for (let i = 0; i < 10; i++) effects.coinShower(40);
  });
  assert.equal(effects.coins.length, 160);
  const still = new Effects();
  still.reducedMotion = true;
  still.coinShower(40);
  assert.equal(still.coins.length, 0);
});
