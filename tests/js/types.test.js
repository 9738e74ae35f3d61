// web/js/types.js is the protocol's vocabulary: held here to docs/protocol.md (every step type with
// exactly its fields, every op's request and reply, the state, round and config tables, the error
// codes) and to the engine's real replies (every golden step is one of its step types, exactly);
// and TypeScript refuses a wrong step field (tsc run on small samples, one wrong on purpose).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { goldenCases } from "./golden.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TYPES = join(ROOT, "web/js/types.js");
const PROTOCOL = readFileSync(join(ROOT, "docs/protocol.md"), "utf8");

/**
 * types.js's typedefs by name: {type, props: [{name, type, optional}]} (a union or alias has
 * `type` and no props).
 */
export function typedefs(text = readFileSync(TYPES, "utf8")) {
  const found = {};
  for (const [, body] of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = body.split("\n").map((line) => line.replace(/^\s*\*?\s?/, ""));
    const joined = lines.join(" ");
    const head = joined.match(/@typedef \{(.+?)\} (\w+)/);
    if (!head || /@template/.test(joined)) continue;
    const props = [];
    for (const line of lines) {
      const prop = line.match(/^@property \{(.+)\} (\[)?(\w+)\]?/);
      if (prop) props.push({ type: prop[1], optional: !!prop[2], name: prop[3] });
    }
    found[head[2]] = { type: head[1], props };
  }
  return found;
}

const TYPEDEFS = typedefs();
const members = (name) => TYPEDEFS[name].type.split("|").map((m) => m.trim());
const literals = (type) => [...type.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
const propNames = (name, { optional } = {}) => TYPEDEFS[name].props.filter((p) => optional === undefined || p.optional === optional).map((p) => p.name);

/** Every variant of the Step union (PowerStep's three included): {name, t, props}. */
function stepVariants() {
  const out = [];
  const expand = (name) => {
    const def = TYPEDEFS[name];
    assert.ok(def, `types.js has no typedef ${name}`);
    if (!def.props.length) return members(name).forEach(expand);
    const t = def.props.find((p) => p.name === "t");
    assert.ok(t, `${name} has no t`);
    out.push({ name, t: literals(t.type)[0], props: def.props });
  };
  members("Step").forEach(expand);
  return out;
}
const VARIANTS = stepVariants();

/** The words of a paragraph in backticks, once its parentheses are taken out. */
function backticked(text) {
  let flat = text;
  for (let before = ""; before !== flat;) [before, flat] = [flat, flat.replace(/\([^()]*\)/g, "")];
  return [...flat.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

/** protocol.md's step sections: {names (the heading's step types), fields (the first sentence's names), examples}. */
function stepSections() {
  const steps = PROTOCOL.split("\n## Steps\n")[1].split("\n## ")[0];
  return steps
    .split(/\n### /)
    .slice(1)
    .map((section) => {
      const [heading, ...rest] = section.split("\n");
      const body = rest.join("\n").trim();
      const sentence = body.split(/\.\s/)[0];
      const examples = [...body.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]));
      return { names: backticked(heading), fields: sentence.startsWith("No fields") ? [] : backticked(sentence), examples };
    });
}

/** The variant a step is, by its `t` and any literal field (a power's effect); fails on a field too many or missing. */
function assertIsAStep(step, where) {
  const candidates = VARIANTS.filter(
    (v) => v.t === step.t && v.props.every((p) => literals(p.type).length !== 1 || p.name === "t" || step[p.name] === literals(p.type)[0]),
  );
  assert.equal(candidates.length, 1, `${where}: ${JSON.stringify(step).slice(0, 120)} is not exactly one step type of types.js`);
  const [variant] = candidates;
  const known = variant.props.map((p) => p.name);
  const extra = Object.keys(step).filter((k) => !known.includes(k));
  const missing = variant.props.filter((p) => !p.optional && !(p.name in step)).map((p) => p.name);
  assert.deepEqual([extra, missing], [[], []], `${where}: ${variant.name} has fields ${known}, the step ${Object.keys(step)}`);
}

test("types.js's Step union has protocol.md's 20 step types, each with exactly the fields its section names", () => {
  const sections = stepSections();
  const documented = sections.flatMap((s) => s.names);
  assert.equal(documented.length, 20);
  assert.deepEqual([...new Set(VARIANTS.map((v) => v.t))].sort(), [...documented].sort());
  for (const section of sections) {
    for (const t of section.names) {
      const variants = VARIANTS.filter((v) => v.t === t);
      const fields = new Set(variants.flatMap((v) => v.props.map((p) => p.name)).filter((name) => name !== "t"));
      const values = new Set(variants.flatMap((v) => v.props.flatMap((p) => (p.name === "t" ? [] : literals(p.type)))));
      const named = new Set(section.fields);
      assert.deepEqual(
        [...fields].filter((f) => !named.has(f)),
        [],
        `${t}: types.js has fields protocol.md does not name`,
      );
      assert.deepEqual(
        [...named].filter((f) => !fields.has(f) && !values.has(f)),
        [],
        `${t}: protocol.md names fields types.js lacks`,
      );
      assert.ok(
        variants.every((v) => v.props.every((p) => !p.optional)),
        `${t}: a step's fields are all always there`,
      );
    }
    for (const step of section.examples) assertIsAStep(step, `protocol.md's ${section.names.join(", ")} example`);
  }
});

test("every step of every golden reply and protocol.md example is exactly one of types.js's step types", () => {
  let count = 0;
  for (const [i, c] of goldenCases().entries()) {
    for (const step of c.reply.steps || []) {
      assertIsAStep(step, `golden case ${i}`);
      count += 1;
    }
  }
  for (const [, body] of PROTOCOL.matchAll(/<!-- example: [\w-]+ reply[^>]*-->\n```json\n([\s\S]*?)\n```/g)) {
    for (const step of JSON.parse(body).steps || []) assertIsAStep(step, "a protocol.md reply");
  }
  assert.equal(count, 820, "the golden replies hold 820 steps");
});

/** The body rows of protocol.md's table after `marker` (a heading or a `<!-- checked: name -->`), backticks kept. */
function table(marker) {
  const lines = PROTOCOL.split(marker)[1].split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

test("types.js's error codes are protocol.md's", () => {
  const codes = table("<!-- checked: error codes -->").map(([code]) => code.replaceAll("`", ""));
  assert.deepEqual(literals(TYPEDEFS.ErrorCode.type).sort(), codes.sort());
});

test("types.js's requests and replies are protocol.md's ops: the fields each takes (and which are optional) and what each answers", () => {
  const requests = members("Request");
  const replies = { config: "ConfigReply", new_game: "NewGameReply", spin: "SpinReply", choose: "ChooseReply", resume: "ResumeReply" };
  const rows = table("## Requests\n");
  assert.deepEqual(rows.map(([op]) => op.replaceAll("`", "")).sort(), Object.keys(replies).sort());
  for (const [opCell, fieldsCell, replyCell] of rows) {
    const op = opCell.replaceAll("`", "");
    const typedef = requests.find((name) => literals(TYPEDEFS[name].props.find((p) => p.name === "op").type)[0] === op);
    assert.ok(typedef, `no request typedef has op ${op}`);
    const optional = [...fieldsCell.matchAll(/optional `(\w+)`/g)].map((m) => m[1]);
    const all = backticked(fieldsCell);
    assert.deepEqual(propNames(typedef, { optional: false }).sort(), ["op", "v", ...all.filter((f) => !optional.includes(f))].sort(), `${typedef}'s fields`);
    assert.deepEqual(propNames(typedef, { optional: true }).sort(), optional.sort(), `${typedef}'s optional fields`);
    const answered = backticked(replyCell.split(":")[0]);
    assert.deepEqual(propNames(replies[op]).sort(), ["ok", ...answered].sort(), `${replies[op]}'s fields`);
  }
  const fieldRows = table("The fields:\n").map(([field]) => field.replaceAll("`", ""));
  const taken = new Set(requests.flatMap((name) => propNames(name)));
  assert.deepEqual([...taken].sort(), fieldRows.sort(), "the request field table names every request field");
});

test("types.js's State, Round and Config are protocol.md's tables, optional fields where the tables say 'only'", () => {
  for (const [name, marker] of [
    ["State", "<!-- checked: state fields -->"],
    ["Round", "<!-- checked: round fields -->"],
    ["Config", "<!-- checked: config fields -->"],
  ]) {
    const rows = table(marker);
    assert.deepEqual(
      propNames(name),
      rows.map(([field]) => field.replaceAll("`", "")),
      `${name}'s fields, in order`,
    );
    const only = rows.filter((row) => row.slice(1).some((cell) => cell.startsWith("only "))).map(([field]) => field.replaceAll("`", ""));
    assert.deepEqual(propNames(name, { optional: true }), only, `${name}'s optional fields`);
  }
  assert.deepEqual(literals(TYPEDEFS.RoundStatus.type), ["complete", "awaiting_choice", "void"]);
});

/** tsc on one sample file that imports types.js: its exit code and what it printed. */
function tscOn(source) {
  const dir = mkdtempSync(join(tmpdir(), "mp-types-"));
  try {
    writeFileSync(join(dir, "sample.js"), source.replaceAll("TYPES", JSON.stringify(TYPES)));
    const config = {
      compilerOptions: { allowJs: true, checkJs: true, noEmit: true, strict: true, target: "es2023", module: "esnext", moduleResolution: "bundler" },
      files: ["sample.js"],
    };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
    const run = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("tsc refuses a step with a wrong field, and a handler that reads one; the same samples spelled right pass", () => {
  const literal = (field) =>
    `/** @type {import(TYPES).Step[]} */\nexport const steps = [{ t: "win", multiplier: 1, wins: [], ${field}: 30, round_win: 30 }];\n`;
  const handler = (field) => `/** @param {import(TYPES).StepOf<"prize">} step */\nexport function shown(step) {\n  return step.${field} + step.round_win;\n}\n`;
  assert.deepEqual(tscOn(literal("total")), { status: 0, out: "" });
  assert.deepEqual(tscOn(handler("amount")), { status: 0, out: "" });
  const wrong = tscOn(literal("totl"));
  assert.notEqual(wrong.status, 0);
  assert.match(wrong.out, /sample\.js\(2,\d+\): error TS\d+: .*'totl'/);
  const misread = tscOn(handler("amout"));
  assert.notEqual(misread.status, 0);
  assert.match(misread.out, /sample\.js\(3,\d+\): error TS\d+: Property 'amout' does not exist on type 'PrizeStep'/);
});

test("the JavaScript kit's types describe the debug build's test API version, docs/testing.md's last", () => {
  const build = Number(/export const TEST_API_VERSION = (\d+);/.exec(readFileSync(join(ROOT, "web/js/debug.js"), "utf8"))[1]);
  const kit = readFileSync(join(ROOT, "kits/js/test-api.d.ts"), "utf8");
  assert.equal(Number(/export type TestApiVersion = (\d+);/.exec(kit)[1]), build);
  assert.match(kit, new RegExp(`docs/testing.md's table, version ${build}\\)`));
  const versions = [...readFileSync(join(ROOT, "docs/testing.md"), "utf8").matchAll(/^\| (\d+) \| /gm)].map((m) => Number(m[1]));
  assert.equal(Math.max(...versions), build);
});
