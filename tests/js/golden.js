// The engine's golden replies (tests/engine/golden/golden.json) as requests and replies, for the
// unit tests of the page's pure modules: real rounds, never made up.
import { readFileSync } from "node:fs";

const FILE = new URL("../engine/golden/golden.json", import.meta.url);

/** Every golden case: {request, reply} as objects (`request` null where it was not JSON). */
export function goldenCases() {
  return JSON.parse(readFileSync(FILE, "utf8")).cases.map((c) => ({
    request: c.request.startsWith("{") ? JSON.parse(c.request) : null,
    reply: JSON.parse(c.reply),
  }));
}

/** Every played round: its spin (and choose, when it waited for one) with all its steps. */
export function goldenRounds() {
  const cases = goldenCases();
  const rounds = [];
  cases.forEach((c, i) => {
    if (!c.request || c.request.op !== "spin" || !c.reply.ok) return;
    const round = { spin: c, choose: null, steps: [...c.reply.steps], index: i };
    const next = cases[i + 1];
    if (c.reply.round.status === "awaiting_choice" && next && next.request && next.request.op === "choose") {
      round.choose = next;
      round.steps.push(...next.reply.steps);
    }
    rounds.push(round);
  });
  return rounds;
}
