// A forced grid clear: the free-spins choice, then the free spins, paid exactly.
import { test, expect, seed, HEARTS } from "@midnight-princess/playwright";

test("a grid clear waits for the choice, then the free spins pay what the engine says", async ({ game }) => {
  await game.open();
  const [spinSeed, chooseSeed] = [seed("example-clear-spin"), seed("example-clear-choose")];
  const expected = await game.outcome({ seed: spinSeed, grids: [HEARTS], princess: "storm", chooseSeed });
  expect(expected.steps.map((step) => step.t)).toContain("choice");

  await game.queueSeeds([spinSeed, chooseSeed]);
  await game.force([HEARTS]); // every line a heart 5-run: the grid clears
  expect(await game.spin()).toBe("choice");
  expect(await game.choose("storm")).toBe("ready");

  expect(await game.state()).toEqual(expected.state);
  expect(await game.balance()).toBe(expected.balance);
  expect(await game.lastWin()).toBe(expected.win);
});
