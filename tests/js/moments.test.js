// A Girl Power's moment in the animation's own time (screen/moments.js), the presenter driven frame
// by frame without a page: one that changes cells has her cut-in and holds play at least 1.2 s;
// one that changes no cell (a guard: the rules leave none) is short, her banner without a cut-in.
// A princess change says so in a caption that costs the round no time; Last win keeps the round
// before's win until the round is over.

import assert from "node:assert/strict";
import { test } from "node:test";

import { emptyView, screenModel } from "../../web/js/screen/view.js";
import { withHooks } from "../../web/js/hooks.js";
import { goldenCases, goldenRounds } from "./golden.js";

const FRAME = 16;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A presenter without a page; each round's length (hooks.round) and each frame's cut-in. */
async function stage() {
  globalThis.window ??= globalThis; // the frame loop's window: never asked for a frame here
  const { Presenter } = await import("../../web/js/screen/presenter.js");
  const rounds = [];
  const presenter = new Presenter({ paint() {}, dirty: () => false, sound: { play() {} }, hooks: withHooks({ round: (entry) => rounds.push(entry) }) });
  presenter.setModel(screenModel(goldenCases()[0].reply.config));
  /**
   * Play `steps` to their end from `view`, a frame at a time (`onFrame(presenter)` after each), and
   * on while a caption is up; whether a cut-in was ever on the stage, the round's length
   * (hooks.round) and the HUD at the end.
   */
  const play = async (steps, view = emptyView(), onFrame = () => {}) => {
    let over = false;
    let cutIn = false;
    presenter.play(steps, 0, view, () => null).then(() => (over = true));
    // on past the round's end while a caption is up (garnish: the round does not wait for it)
    for (let n = 0; (!over || presenter.props.powerBanner) && n < 5000; n++) {
      presenter.timeline.advance(FRAME);
      cutIn ||= !!presenter.props.cutIn;
      onFrame(presenter);
      await settle();
    }
    assert.ok(over, "the round ends");
    return { cutIn, round: rounds.at(-1), hud: { ...presenter.hud } };
  };
  return play;
}

test("a power that changes no cell is short and has no cut-in; one that changes cells is her moment", async () => {
  const play = await stage();
  const power = goldenCases()
    .flatMap((c) => c.reply.steps || [])
    .find((s) => s.t === "power" && s.cells.length);
  const grid = Array.from({ length: 5 }, () => ["heart", "bell", "gem", "potion", "moon"]);
  const empty = await play([
    { t: "land", grid },
    { ...power, cells: [] },
  ]);
  assert.equal(empty.cutIn, false);
  assert.equal(empty.round.beats.power, 700); // her light (200 ms) and her banner, 0.7 s in all
  const full = await play([{ t: "land", grid }, power]);
  assert.equal(full.cutIn, true);
  assert.ok(full.round.beats.power >= 1200 && full.round.beats.power <= 1500, JSON.stringify(full.round));
});

test("a princess change is said in a caption beside the grid once the power's banner has left, and costs the round no time", async () => {
  const play = await stage();
  // a base power hands the portrait on, and the round ends with no win: nothing after it to hide the caption's time
  const { steps } = goldenRounds().find((r) => r.steps.map((s) => s.t).join() === "land,power,princess,end");
  const next = steps.find((s) => s.t === "princess").value;
  const seen = []; // each frame's banner-band slot: [title, p, out, small, tone]
  const changed = await play(steps, emptyView(), (presenter) => {
    const b = presenter.props.powerBanner;
    seen.push(b ? [b.title, b.p * (1 - b.out), b.small, b.tone] : null);
  });
  const title = `${next[0].toUpperCase()}${next.slice(1)} takes over`;
  const first = seen.findIndex((b) => b && b[0] === title);
  assert.ok(first > 0, JSON.stringify(seen.filter(Boolean).map((b) => b[0])));
  const shown = seen.slice(first).filter((b) => b && b[0] === title);
  assert.ok(shown.some((b) => b[1] === 1) && shown.every((b) => b[2] === true && b[3] === next)); // fully in, on the small plate, in her colour
  const before = seen.slice(0, first).findLast((b) => b !== null);
  assert.ok(before && before[0].endsWith("Girl Power") && before[1] === 0, JSON.stringify(before)); // one text at a time: the power's banner had left
  // the same round without the princess step lasts exactly as long: the caption (and her portrait turning) are garnish
  const unchanged = await play(steps.filter((s) => s.t !== "princess"));
  assert.equal(changed.round.beats.princess, 0);
  assert.equal(changed.round.ms, unchanged.round.ms);
});

test("Last win keeps the round before's win while a round plays, and takes this one's once it is over", async () => {
  const play = await stage();
  for (const { steps } of goldenRounds().filter((r) => !r.choose && r.steps.at(-1).win > 0)) {
    const win = steps.at(-1).win;
    const earlier = 777; // the round before's win, as the view a round starts from carries it
    const figures = [];
    const { hud } = await play(steps, { ...emptyView(), balance: 10000, bet: 100, lastWin: earlier, roundOpen: true }, (presenter) =>
      presenter.playing ? figures.push([presenter.hud.lastWin, presenter.hud.roundWin]) : null,
    );
    assert.ok(
      figures.every(([last]) => last === earlier),
      `${steps.map((s) => s.t)}: ${JSON.stringify(figures.filter(([last]) => last !== earlier).slice(0, 3))}`,
    );
    assert.equal(figures.at(-1)[1], win); // Win told the round's win meanwhile
    assert.deepEqual([hud.lastWin, hud.roundWin], [win, win]); // at rest: Last win is this round's
  }
});

test("a power's words are a sentence: their first letter a capital, in every language", async () => {
  const { powerText } = await import("../../web/js/screen/moments.js");
  const { useMessages } = await import("../../web/js/messages.js");
  const en = (await import("../../web/js/lang/en.js")).default;
  const sv = (await import("../../web/js/lang/sv.js")).default;
  const storm = { effect: "destroy", symbols: ["heart", "potion"] };
  try {
    useMessages(en, "en");
    assert.equal(powerText(storm), "Hearts and potions destroyed");
    assert.equal(
      powerText({
        effect: "wilds",
        cells: [
          [0, 0],
          [1, 1],
        ],
      }),
      "2 wild moons",
    );
    useMessages(sv, "sv");
    assert.match(powerText(storm), /^\p{Lu}/u);
  } finally {
    useMessages(en, "en");
  }
});

test("a Stop in a free spin that adds spins takes their banner to its peak and holds it 0.8 s, the counts agreeing", async () => {
  const play = await stage();
  // a golden feature in which a free spin fills the meter and adds spins
  const { steps } = goldenRounds().find((r) => r.choose && r.steps.some((s) => s.t === "extend" && s.added > 0));
  const extend = steps.find((s) => s.t === "extend" && s.added > 0);
  const at = steps.slice(0, steps.indexOf(extend)).findLast((s) => s.t === "free_spin").number;
  const title = `+${extend.added} Free Spins`;
  let stopped = false;
  const held = []; // each frame the extension's banner stands whole: [clock, the box's left, the panel's "of N"]
  await play(steps, emptyView(), (presenter) => {
    const spins = presenter.hud.freeSpins;
    if (!stopped && spins && spins.number === at) {
      presenter.stop(); // Stop as the spin that adds them begins
      stopped = true;
    }
    const b = presenter.props.banner;
    if (b && b.title === title && b.p === 1 && b.out === 0 && spins.number === at)
      held.push([presenter.timeline.clock, presenter.hud.freeSpinsLeft, spins.total]);
  });
  assert.ok(stopped);
  assert.ok(held.length > 0, "the banner is seen at its peak");
  assert.equal(held[0][1], extend.total - at); // the box's "left" and the panel's "of N" say what the banner says
  assert.ok(
    held.every(([, left, total]) => left === extend.total - at && total === extend.total),
    JSON.stringify(held.slice(0, 3)),
  );
  const lasted = held.at(-1)[0] - held[0][0] + FRAME;
  assert.ok(lasted >= 800 && lasted <= 800 + 2 * FRAME, `held ${lasted} ms`);
});

test("a full meter at the most free spins adds none: its banner says so, never '+0', and no '+0 spins' tag", async () => {
  const play = await stage();
  // a golden feature whose meter fills at 20 free spins (the rules: an extension adds what fits)
  const { steps } = goldenRounds().find((r) => r.steps.some((s) => s.t === "extend" && s.added === 0));
  const extend = steps.find((s) => s.t === "extend" && s.added === 0);
  const titles = new Set();
  let tags = 0;
  await play(steps, emptyView(), (presenter) => {
    const b = presenter.props.banner;
    if (b) titles.add(b.title);
    if (presenter.props.added && presenter.props.added.count === 0) tags++;
  });
  assert.ok(titles.has("Most Free Spins"), [...titles].join(" | "));
  assert.ok(![...titles].some((title) => title.startsWith("+0")), [...titles].join(" | "));
  assert.equal(tags, 0);
  assert.equal(extend.total, 20);
});

test("as the free spins' start comes in, the medal says the multiplier the next step sets and the box is the free spins'", async () => {
  const play = await stage();
  const { captions } = await import("../../web/js/screen/captions.js");
  const { steps } = goldenRounds().find((r) => r.choose);
  const at = steps.findIndex((s) => s.t === "free_spins_start");
  const [start, reset] = [steps[at], steps[at + 1]];
  assert.equal(reset.t, "multiplier"); // the engine's: the free spins start from this multiplier
  const title = `${start.spins} Free Spins`;
  const seen = []; // each frame the start is up: [its p, the medal's value, the box's words]
  let before = null; // the medal as the base game left it
  await play(steps, emptyView(), (presenter) => {
    const b = presenter.props.featureStart;
    if (!b || b.title !== title) {
      if (!seen.length) before = presenter.hud.multiplier;
      return;
    }
    const words = captions(presenter.hud, presenter.model, presenter.props);
    seen.push([b.p, presenter.hud.multiplier, words.freeSpins, words.meter[0]]);
  });
  assert.ok(before > reset.value, `the base game left x${before}`);
  assert.ok(seen.length > 0);
  for (const [p, multiplier, box, meter] of seen) {
    assert.match(meter, /free spins/i); // the meter says what it gives in free spins, not the trinity round
    assert.equal(multiplier, reset.value, `at ${p}`);
    assert.equal(box.live, true);
    assert.deepEqual([box.labels[0], box.count, box.line], ["FREE SPINS LEFT", String(start.spins), [""]]); // no "spin 0 of 8"
  }
});

test("a feature's start is a moment on the whole stage, 1.4 s as its banner was: the free spins' led by their princess, the trinity round's by the three", async () => {
  const play = await stage();
  const rounds = goldenRounds();
  const free = rounds.find((r) => r.choose).steps;
  const trinity = rounds.find((r) => r.steps.some((s) => s.t === "trinity_start")).steps;
  const chosen = free.find((s) => s.t === "free_spins_start");
  const starts = new Map(); // each start seen, by its title: {kind, ids, subtitle, still}
  const bands = new Set(); // the banners across the grid meanwhile
  const onFrame = (presenter) => {
    const s = presenter.props.featureStart;
    if (s) starts.set(s.title, { kind: s.kind, ids: s.ids, subtitle: s.subtitle, still: s.still });
    if (presenter.props.banner) bands.add(presenter.props.banner.title);
  };
  const freeRound = await play(free, emptyView(), onFrame);
  const trinityRound = await play(trinity, emptyView(), onFrame);
  assert.deepEqual(starts.get(`${chosen.spins} Free Spins`), {
    kind: "free",
    ids: [chosen.princess],
    subtitle: `${chosen.princess[0].toUpperCase()}${chosen.princess.slice(1)}: ${{ love: "Turns one kind of symbol into another", star: "Adds one or two wild moons", storm: "Destroys two kinds of symbol" }[chosen.princess]} on every spin without a win`, // what her power does
    still: false,
  });
  assert.deepEqual(starts.get("Princess Trinity"), {
    kind: "trinity",
    ids: ["love", "star", "storm"],
    subtitle: "Love, Star and Storm take turns",
    still: false,
  });
  assert.ok(!bands.has(`${chosen.spins} Free Spins`) && !bands.has("Princess Trinity"), [...bands].join(" | ")); // no band across the grid
  assert.equal(freeRound.round.beats.free_spins_start, 1400);
  assert.equal(trinityRound.round.beats.trinity_start, 1400);
});

test("Stop takes a feature's start down at once, as it takes down a banner", async () => {
  const play = await stage();
  const trinity = goldenRounds().find((r) => r.steps.some((s) => s.t === "trinity_start")).steps;
  let stopped = 0; // frames after the Stop with the start still up
  let stopAt = null;
  await play(trinity, emptyView(), (presenter) => {
    const s = presenter.props.featureStart;
    if (stopAt === null && s && s.p > 0.5) {
      stopAt = presenter.timeline.clock;
      presenter.stop();
    } else if (stopAt !== null && s && s.title === "Princess Trinity") stopped++;
  });
  assert.ok(stopAt !== null);
  assert.equal(stopped, 0);
});
