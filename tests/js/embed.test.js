// embed.js alone: every message the game sends goes to the host's origin only, with the fields
// docs/embedding.md lists; the two orders are taken from the host only; without a host, nothing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createEmbedding, SENT, SOURCE, TAKEN } from "../../web/js/embed.js";
import { Emitter } from "../../web/js/events.js";

const HOST = "https://casino.example.org";

/** A page in a frame: its parent (which records what is posted), the message line, a controller. */
function framed({ host = HOST, framed = true } = {}) {
  const posted = [];
  const parent = { postMessage: (data, origin) => posted.push({ data, origin }) };
  const handlers = [];
  const observers = [];
  const win = {
    parent,
    addEventListener: (type, fn) => type === "message" && handlers.push(fn),
    MutationObserver: class {
      constructor(fn) {
        this.fn = fn;
        observers.push(this);
      }
      observe() {}
    },
  };
  if (!framed) win.parent = win;
  const message = { hidden: true, dataset: {} };
  const messageText = { textContent: "" };
  const doc = { getElementById: (id) => ({ message, "message-text": messageText })[id] };
  const controller = Object.assign(new Emitter(), {
    phase: "loading",
    state: { balance: 100000 },
    bet: 100,
    history: { latest: () => ({ id: 1, bet: 100 }) },
  });
  const sound = [];
  let closes = 0;
  let closeWorks = true;
  const embedding = createEmbedding({
    win,
    doc,
    host,
    controller,
    settings: { set: (patch) => sound.push(patch) },
    close: async () => {
      closes += 1;
      return closeWorks;
    },
    language: () => "de",
  });
  const phase = (p) => {
    controller.phase = p;
    controller.emit("phase", { phase: p });
  };
  const show = (text, kind) => {
    Object.assign(message, { hidden: !text, dataset: { kind } });
    messageText.textContent = text;
    for (const o of observers) o.fn();
  };
  const order = async (data, { origin = HOST, source = parent } = {}) => {
    for (const handler of handlers) await handler({ origin, source, data });
  };
  return {
    posted,
    controller,
    phase,
    show,
    order,
    sound,
    embedding,
    closes: () => closes,
    setCloseWorks: (v) => (closeWorks = v),
  };
}

test("each message goes to the host's origin only, as docs/embedding.md lists it", () => {
  const g = framed();
  const c = g.controller;
  c.emit("config", { currency: "EUR", minor_unit: 2 });
  c.emit("balance", 100000); // before ready: the ready message carries it
  g.phase("ready");
  c.emit("roundStart", { roundId: 1, bet: 100 });
  c.emit("balance", 99900);
  c.emit("round", { roundId: 1, end: { t: "end", win: 250, balance: 100150 } });
  g.show("The balance cannot cover this bet.", "error");
  g.show("", "error");
  g.show("Resuming your round.", "info"); // not an error: not told
  g.phase("ready");
  g.phase("closed");
  const money = { currency: "EUR", minorUnit: 2 };
  assert.deepEqual(
    g.posted.map((p) => p.data),
    [
      { source: SOURCE, type: "ready", ...money, balance: 100000, bet: 100, language: "de" },
      { source: SOURCE, type: "roundStart", ...money, roundId: 1, bet: 100 },
      { source: SOURCE, type: "balance", ...money, balance: 99900 },
      { source: SOURCE, type: "roundEnd", ...money, roundId: 1, bet: 100, win: 250, balance: 100150 },
      { source: SOURCE, type: "error", message: "The balance cannot cover this bet.", fatal: false },
      { source: SOURCE, type: "closed", ...money, balance: 100000 },
    ],
  );
  assert.ok(g.posted.every((p) => p.origin === HOST));
  assert.deepEqual([...new Set(g.posted.map((p) => p.data.type))].sort(), [...SENT].sort());
});

test("a USD game's messages say USD with two digits", () => {
  const g = framed();
  g.controller.emit("config", {});
  g.phase("ready");
  assert.deepEqual(g.posted[0].data, { source: SOURCE, type: "ready", currency: "USD", minorUnit: 2, balance: 100000, bet: 100, language: "de" });
});

test("the orders are taken from the host's origin and the parent window only", async () => {
  const g = framed();
  g.phase("ready");
  await g.order({ type: "setSound", on: false });
  await g.order({ type: "setSound", on: true }, { origin: "https://evil.example" });
  await g.order({ type: "setSound", on: true }, { source: {} });
  await g.order({ type: "close" }, { origin: "null" });
  assert.deepEqual(g.sound, [{ sound: false }]);
  assert.equal(g.closes(), 0);
  await g.order({ type: "close" });
  assert.equal(g.closes(), 1);
});

test("a malformed or unknown order from the host is ignored", async () => {
  const g = framed();
  const warn = console.warn;
  const warned = [];
  console.warn = (...args) => warned.push(args);
  try {
    for (const data of [null, "close", 7, { type: "spin" }, { type: "setSound", on: "yes" }, { type: "setSound" }]) await g.order(data);
  } finally {
    console.warn = warn;
  }
  assert.deepEqual([g.sound, g.closes(), warned.length], [[], 0, 6]);
});

test("a close asked for while a round plays closes the game once the round rests", async () => {
  const g = framed();
  g.phase("spinning");
  g.setCloseWorks(false); // the shell will not close mid-round
  await g.order({ type: "close" });
  assert.equal(g.closes(), 1);
  g.setCloseWorks(true);
  g.phase("ready");
  assert.equal(g.closes(), 2);
  g.phase("ready");
  assert.equal(g.closes(), 2);
});

test("without a host, or not framed, the game sends nothing and listens to nothing", () => {
  for (const g of [framed({ host: null }), framed({ framed: false })]) {
    g.phase("ready");
    g.controller.emit("balance", 5);
    g.embedding.post("ready");
    assert.deepEqual(g.posted, []);
  }
});

test("docs/embedding.md's tables name exactly the messages sent and taken", () => {
  const doc = readFileSync(new URL("../../docs/embedding.md", import.meta.url), "utf8");
  const types = (name) => {
    const rows = doc.split(`<!-- checked: ${name} -->\n`)[1].split("\n").slice(2);
    return rows
      .slice(
        0,
        rows.findIndex((line) => !line.startsWith("|")),
      )
      .map((line) => line.split("|")[1].trim().replace(/`/g, ""));
  };
  assert.deepEqual(types("messages sent"), [...SENT]);
  assert.deepEqual(types("messages taken"), [...TAKEN]);
  assert.deepEqual([...SENT], ["ready", "roundStart", "roundEnd", "balance", "error", "closed"]);
  assert.deepEqual([...TAKEN], ["setSound", "close"]);
});
