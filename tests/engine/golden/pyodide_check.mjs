// Replays every golden request through the engine inside Pyodide and prints a JSON summary.
// Usage: node tests/engine/golden/pyodide_check.mjs [golden.json] [--stdlib ZIP] [--snapshot]
//   --stdlib ZIP   boot with this standard library (build.py's python_stdlib.min.zip) instead of Pyodide's
//   --snapshot     also answer every request from a second Python restored from a memory snapshot of the
//                  first, taken after the engine's import and before any request, as the browser's worker does
// (needs `npm install` at the root)
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..", "..");
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const stdlib = option("--stdlib");
const snapshotting = args.includes("--snapshot");
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--stdlib");
const goldenPath = positional[0] ? resolve(positional[0]) : join(here, "golden.json");

const { loadPyodide } = await import("pyodide");
const runtime = stdlib ? { stdLibURL: resolve(stdlib) } : {};
const pyodide = await loadPyodide({ ...runtime, ...(snapshotting ? { _makeSnapshot: true } : {}) });

// The engine's package, copied file by file into Pyodide's filesystem.
const packageDir = join(root, "py", "midnight_princess");
pyodide.FS.mkdirTree("/engine/midnight_princess");
for (const name of readdirSync(packageDir).filter((n) => n.endsWith(".py") || n === "py.typed")) {
  pyodide.FS.writeFile(`/engine/midnight_princess/${name}`, readFileSync(join(packageDir, name), "utf8"));
}
pyodide.runPython("import sys\nsys.path.insert(0, '/engine')");
const bridge = pyodide.pyimport("midnight_princess.bridge");
const snapshot = snapshotting ? pyodide.makeMemorySnapshot() : null;

const golden = JSON.parse(readFileSync(goldenPath, "utf8"));
const mismatches = [];
function replay(handle, label) {
  golden.cases.forEach((c, index) => {
    const got = handle(c.request, c.allow_force);
    if (got !== c.reply) {
      mismatches.push({ label, index, request: c.request.slice(0, 300), expected: c.reply.slice(0, 600), got: got.slice(0, 600) });
    }
  });
}
replay(bridge.handle, "fresh");
bridge.destroy();
let restored = null;
if (snapshot) {
  const second = await loadPyodide({ ...runtime, _loadSnapshot: snapshot });
  const handle = second.pyimport("midnight_princess.bridge.handle");
  replay(handle, "restored");
  restored = { bytes: snapshot.byteLength, modules: second.runPython("import sys; len(sys.modules)") };
  handle.destroy();
}

console.log(
  JSON.stringify({
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    pyodide: pyodide.version,
    stdlib: stdlib ? "trimmed" : "full",
    restored,
    cases: golden.cases.length,
    matched: golden.cases.length * (snapshot ? 2 : 1) - mismatches.length,
    mismatched: mismatches.length,
    first_mismatches: mismatches.slice(0, 3),
  }),
);
