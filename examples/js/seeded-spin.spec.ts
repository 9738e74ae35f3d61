// A seeded spin: the balance on screen is exactly what the page's own engine says.
import { test, expect, seed } from "@midnight-princess/playwright";

test("a seeded spin pays exactly what the page's engine says", async ({ game }) => {
  await game.open({ presets: { seeds: [seed("example-new-game")] } }); // the new game's seed: its princess
  const start = await game.state();
  const expected = await game.outcome({ seed: seed("example-spin") }); // asked, not played: nothing stored

  await game.queueSeeds([seed("example-spin")]);
  expect(await game.spin()).toBe("ready"); // pressed Spin, waited until the round is shown and stored

  expect(expected.balance).toBe(start.balance - start.bet + expected.win);
  expect(await game.balance()).toBe(expected.balance); // read from the screen, in cents
  expect(await game.lastWin()).toBe(expected.win);
  expect(await game.page.evaluate(() => window.__mp.state())).toEqual(expected.state);
});
