// The kit in a browser, against a debug build: the settled signal's contract (after data-phase,
// the last step painted and stored), outcomes asked of the page's engine, Stop, the bet, Auto Play,
// the history, and money in another language and currency.
import { test, expect, seed, GamePage, HEARTS, MOON_ROW, type Outcome, type State } from "../index.js";

test.describe.configure({ mode: "serial" });

let game: GamePage;

test.beforeAll(async ({ browser, gameURL }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: "UTC" });
  game = new GamePage(await context.newPage(), gameURL, { presets: { speed: 25, seeds: [seed("kit-new-game")] } });
  expect(await game.open()).toBe("ready");
  expect(await game.version()).toBeGreaterThanOrEqual(4); // the hooks this file uses came in version 4: later versions only add
});

test.afterAll(async () => {
  await game.page.context().close();
  expect(game.errors).toEqual([]);
});

test("settled comes after the phase, once the round's last step is painted and stored", async () => {
  await game.mp(() => {
    const seen: { name: string; value: string | undefined; text: string; index: number | null }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const name = r.attributeName === "data-settled" ? "settled" : "phase";
        const progress = JSON.parse(localStorage.getItem("midnight-princess/v1/index") ?? "null");
        const state = window.__mp.state();
        const shown = state && document.querySelector("#balance")!.textContent === window.__mp.money(state.balance);
        seen.push({ name, value: document.body.dataset[name], text: shown ? "shown" : "not shown", index: progress && progress.index });
      }
    }).observe(document.body, { attributes: true, attributeFilter: ["data-phase", "data-settled"] });
  });
  const expected = await game.outcome({ seed: seed("kit-settled"), grids: [MOON_ROW] });
  await game.queueSeeds([seed("kit-settled")]);
  await game.force([MOON_ROW]);
  expect(await game.spin()).toBe("ready");
  const seen = await game.mp(() => (window as unknown as { seen: { name: string; value: string; text: string; index: number | null }[] }).seen);
  const changes = seen.map((s) => `${s.name}=${s.value}`);
  expect(changes).toEqual(["settled=false", "phase=spinning", "phase=ready", "settled=true"]);
  const atSettled = seen[3];
  expect(atSettled.text).toBe("shown"); // the HUD shows the round's balance
  expect(atSettled.index).toBe(expected.steps.length); // and the last step's index is stored
  expect(await game.balance()).toBe(expected.balance);
  expect((await game.mp(() => window.__mp.settled())).hud.balance).toBe(expected.balance);
});

test("an outcome is asked of the page's engine, stores nothing, and chains from a state", async () => {
  const before = await game.state();
  const first = await game.outcome({ seed: seed("kit-chain", 0) });
  const second = await game.outcome({ seed: seed("kit-chain", 1), state: first.state });
  expect(second.requests[0]).toMatchObject({ op: "spin", state: first.state });
  expect(await game.state()).toEqual(before);
  expect(await game.seedsLeft()).toBe(0);
  await expect(game.outcome({ seed: seed("kit-bad-bet"), bet: 150 })).rejects.toThrow(/INVALID_BET/);

  const waiting = await game.outcome({ seed: seed("kit-clear"), grids: [HEARTS] });
  expect(waiting.status).toBe("awaiting_choice");
  const chosen = await game.outcome({ state: waiting.state, princess: "love", chooseSeed: seed("kit-clear-choose") });
  expect(chosen.status).toBe("complete");
  expect(chosen.steps[0].t).toBe("free_spins_start");
});

test("Stop jumps the round on screen to its end, paid as the engine says", async () => {
  const expected = await game.outcome({ seed: seed("kit-stop"), grids: [MOON_ROW] });
  await game.queueSeeds([seed("kit-stop")]);
  await game.force([MOON_ROW]);
  await game.mp(() => window.__mp.setSpeed(0.5)); // a round long enough to stop
  await game.spin({ wait: false });
  await expect(game.locator("spin")).toHaveAttribute("data-mode", "stop");
  expect(await game.stop()).toBe("ready");
  await game.mp(() => window.__mp.setSpeed(25));
  expect(await game.balance()).toBe(expected.balance);
  expect(await game.lastWin()).toBe(expected.win);
});

test("a bet chosen in the panel is the next spin's", async () => {
  await game.setBet(200);
  expect(await game.bet()).toBe(200);
  const expected = await game.outcome({ seed: seed("kit-bet") });
  expect(expected.round.bet).toBe(200);
  await game.queueSeeds([seed("kit-bet")]);
  await game.spin();
  expect(await game.balance()).toBe(expected.balance);
});

test("Auto Play plays its rounds, each as the engine says", async () => {
  let state: State = await game.state();
  const seeds: string[] = [];
  let last: Outcome | null = null;
  for (let i = 0; seeds.length < 10; i++) {
    const next = await game.outcome({ seed: seed("kit-auto", i), state });
    if (next.status !== "complete" || next.steps.some((s) => s.t === "trinity_start")) continue; // a feature would stop Auto Play
    seeds.push(seed("kit-auto", i));
    state = next.state;
    last = next;
  }
  await game.queueSeeds(seeds);
  await game.autoplay(10);
  expect((await game.waitAutoplayDone()).reason).toBe("Auto Play finished.");
  expect(await game.state()).toEqual(last!.state);
  expect(await game.balance()).toBe(last!.balance);
  const history = await game.history();
  expect(history[0].balance_after).toBe(last!.balance);
  expect(history.length).toBe(last!.state.rounds);
});

test("money reads the same in French yen as in English dollars", async ({ game: yen }) => {
  expect(await yen.open({ query: "lang=fr&currency=JPY" })).toBe("ready");
  expect(await yen.text("balance")).toBe("150\u202f000\u00a0¥"); // Intl's narrow symbol, as the page writes it
  expect(await yen.balance()).toBe(150_000);
  await yen.setBet(300);
  expect(await yen.bet()).toBe(300);
  const expected = await yen.outcome({ seed: seed("kit-yen") });
  await yen.queueSeeds([seed("kit-yen")]);
  await yen.spin();
  expect(await yen.balance()).toBe(expected.balance);
  expect(await yen.lastWin()).toBe(expected.win);
});
