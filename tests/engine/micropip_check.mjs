// The engine installed the way other Pyodide pages install it: micropip, from a build served over
// http, with the snippets of docs/python-in-the-browser.md as they are; prints a JSON summary.
// Usage: node tests/engine/micropip_check.mjs SITE SNIPPETS
//   SITE      a folder holding the build's engine/ (the wheel, wheel.json) and micropip/
//   SNIPPETS  a JSON file: the page's snippets by name (tests/snippets.py reads them from the page)
// (needs `npm install` at the root)
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { entryAfterChoose, entryFromSpin, historyFile, seal } from "../../web/js/record/history.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const [siteArg, snippetsArg] = process.argv.slice(2);
const site = resolve(siteArg);
const code = JSON.parse(readFileSync(resolve(snippetsArg), "utf8"));
// The address the page's snippets name, replaced by this server's.
const EXAMPLE_GAME = "https://example.org/midnight-princess/";

// The build served as a static host serves it.
const TYPES = { ".json": "application/json", ".whl": "application/zip" };
const asked = [];
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
  asked.push(path);
  try {
    const body = readFileSync(join(site, path));
    response.writeHead(200, { "content-type": TYPES[extname(path)] || "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const GAME = `http://127.0.0.1:${server.address().port}/`;
const withGame = (text) => {
  if (!text.includes(EXAMPLE_GAME)) throw new Error(`a snippet no longer names ${EXAMPLE_GAME}`);
  return text.replaceAll(EXAMPLE_GAME, GAME);
};

// 1. The page's own-Pyodide snippet, as a module beside the repository's node_modules.
mkdirSync(join(root, "node_modules", ".cache"), { recursive: true });
const scratch = mkdtempSync(join(root, "node_modules", ".cache", "micropip-check-"));
const snippetPath = join(scratch, "snippet.mjs");
writeFileSync(snippetPath, `${withGame(code.pyodide)}\nexport { pyodide };\n`);
const logged = [];
const log = console.log;
console.log = (...args) => logged.push(args.join(" "));
let pyodide;
try {
  ({ pyodide } = await import(pathToFileURL(snippetPath).href));
} finally {
  console.log = log;
  rmSync(scratch, { recursive: true, force: true });
}

// 2. Every golden request, byte for byte, from the engine micropip installed.
const golden = JSON.parse(readFileSync(join(here, "golden", "golden.json"), "utf8"));
let handle = pyodide.pyimport("midnight_princess.bridge.handle");
const mismatches = golden.cases.filter((c) => handle.callKwargs(c.request, { allow_force: c.allow_force }) !== c.reply).length;
handle.destroy();
const installed = pyodide
  .runPython(
    `import importlib.metadata, json, sys
dist = importlib.metadata.distribution("midnight_princess")
json.dumps({"version": dist.version, "installer": (dist.read_text("INSTALLER") or "").strip(),
            "requires": dist.requires, "packaging": "packaging" in sys.modules})`,
  )
  .toString();

// 3. The Python snippets, in one namespace as a notebook runs its cells: first the install again, from nothing.
await pyodide.runPythonAsync(`import micropip, sys
micropip.uninstall("midnight_princess")
for name in [m for m in sys.modules if m.split(".")[0] == "midnight_princess"]:
    del sys.modules[name]`);
let out = [];
pyodide.setStdout({ batched: (line) => out.push(line) });
const run = async (python) => {
  out = [];
  await pyodide.runPythonAsync(python);
  return out.join("\n");
};
const printed = { pyodide: logged.join("\n"), install: await run(withGame(code.install)), handle: await run(code.handle) };

// 4. A history as the game keeps it (history.js seals each round as the ledger does): a plain round,
// one that waits for the free-spins choice and is chosen, a plain one; then the file Download gives.
handle = pyodide.pyimport("midnight_princess.bridge.handle");
const ask = (request) => JSON.parse(handle(JSON.stringify(request)));
const seedOf = async (label) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(label))), (b) => b.toString(16).padStart(2, "0")).join("");
let state = ask({ v: 1, op: "new_game", seed: await seedOf("history:game"), now: 1_000 }).state;
const entries = [];
for (const wanted of ["complete", "awaiting_choice", "complete"]) {
  for (let i = 0; ; i++) {
    const request = { v: 1, op: "spin", state, bet: 100, seed: await seedOf(`history:${entries.length}:${i}`), now: 2_000 + entries.length };
    const reply = ask(request);
    if (reply.round.status !== wanted) continue;
    let entry = entryFromSpin("g1", request, reply);
    state = reply.state;
    if (wanted === "awaiting_choice") {
      const choose = { v: 1, op: "choose", state, princess: "storm", seed: await seedOf(`history:choose:${i}`), now: 3_000 };
      const chosen = ask(choose);
      entry = entryAfterChoose(entry, choose, chosen);
      state = chosen.state;
    }
    entries.push(await seal(entry, entries.length ? entries[entries.length - 1].hash : null));
    break;
  }
}
handle.destroy();
const file = historyFile([...entries].reverse(), { wheel: "midnight_princess.whl", sha256: "", runtime: "" });
pyodide.FS.writeFile(file.name, file.text);
printed.check = await run(code.check);
const tampered = JSON.parse(file.text);
tampered.rounds[0].win += 100;
pyodide.FS.writeFile(file.name, JSON.stringify(tampered));
printed.check_tampered = await run(`print("\\n".join(check(json.load(open(${JSON.stringify(file.name)})))))`);
printed.simulate = await run(code.simulate);

server.close();
console.log(
  JSON.stringify({
    pyodide: pyodide.version,
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    installed: JSON.parse(installed),
    cases: golden.cases.length,
    mismatched: mismatches,
    history: { name: file.name, rounds: entries.map((e) => [e.id, e.status, e.features]) },
    printed,
    asked: [...new Set(asked)].sort(),
  }),
);
