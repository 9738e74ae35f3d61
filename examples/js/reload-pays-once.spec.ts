// A reload while the round is held mid-way: it plays on from there and is paid once.
import { test, expect, seed, MOON_ROW } from "@midnight-princess/playwright";

test("a reload in mid-round finishes the round and pays it once", async ({ game }) => {
  await game.open();
  const start = await game.state();
  const expected = await game.outcome({ seed: seed("example-reload"), grids: [MOON_ROW] }); // 25x the bet

  await game.queueSeeds([seed("example-reload")]);
  await game.force([MOON_ROW]);
  await game.pauseAt(2); // hold once step 2 is stored and shown
  await game.spin({ wait: false });
  await game.waitPaused(2);
  expect((await game.hud()).balance).toBe(start.balance - start.bet); // the bet taken, the win not yet shown

  await game.open(); // reload: the round plays on from step 2
  expect(await game.balance()).toBe(expected.balance);
  await game.open(); // and again: nothing replayed, nothing paid twice
  expect(await game.history()).toHaveLength(1);
  expect(await game.balance()).toBe(expected.balance);
  expect(await game.state()).toEqual(expected.state);
});
