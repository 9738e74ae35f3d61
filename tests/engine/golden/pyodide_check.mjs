// Replays every golden request through the engine inside Pyodide and prints a JSON summary.
// Usage: node tests/engine/golden/pyodide_check.mjs [golden.json]   (needs `npm install` at the root)
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..", "..");
const goldenPath = process.argv[2] ? resolve(process.argv[2]) : join(here, "golden.json");

const { loadPyodide } = await import("pyodide");
const pyodide = await loadPyodide();

// The engine's package, copied file by file into Pyodide's filesystem.
const packageDir = join(root, "py", "midnight_princess");
pyodide.FS.mkdirTree("/engine/midnight_princess");
for (const name of readdirSync(packageDir).filter((n) => n.endsWith(".py") || n === "py.typed")) {
  pyodide.FS.writeFile(`/engine/midnight_princess/${name}`, readFileSync(join(packageDir, name), "utf8"));
}
pyodide.runPython("import sys\nsys.path.insert(0, '/engine')");
const bridge = pyodide.pyimport("midnight_princess.bridge");

const golden = JSON.parse(readFileSync(goldenPath, "utf8"));
const mismatches = [];
golden.cases.forEach((c, index) => {
  const got = bridge.handle(c.request, c.allow_force);
  if (got !== c.reply) {
    mismatches.push({ index, request: c.request.slice(0, 300), expected: c.reply.slice(0, 600), got: got.slice(0, 600) });
  }
});
bridge.destroy();

console.log(
  JSON.stringify({
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    pyodide: pyodide.version,
    cases: golden.cases.length,
    matched: golden.cases.length - mismatches.length,
    mismatched: mismatches.length,
    first_mismatches: mismatches.slice(0, 3),
  }),
);
