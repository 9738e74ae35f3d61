// handle() speed in Pyodide under Node: every golden request replayed, timed one by one.
// Usage: node bench/handle_speed.mjs [ENGINE_DIR] [--passes 5]   (ENGINE_DIR defaults to py/midnight_princess)
// Prints p50/p99/mean of handle() in ms, the spin requests alone, and the same in CPython for scale.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const passesAt = args.indexOf("--passes");
const passes = passesAt >= 0 ? Number(args[passesAt + 1]) : 5;
const packageDir = args[0] && !args[0].startsWith("--") ? resolve(args[0]) : join(root, "py", "midnight_princess");
const golden = JSON.parse(readFileSync(join(root, "tests", "engine", "golden", "golden.json"), "utf8"));

const { loadPyodide } = await import("pyodide");
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/engine/midnight_princess");
for (const name of readdirSync(packageDir).filter((n) => n.endsWith(".py"))) {
  pyodide.FS.writeFile(`/engine/midnight_princess/${name}`, readFileSync(join(packageDir, name), "utf8"));
}
pyodide.runPython("import sys\nsys.path.insert(0, '/engine')");
const bridge = pyodide.pyimport("midnight_princess.bridge");
const handle = bridge.handle;

const all = [];
const spins = [];
for (let pass = 0; pass < passes + 1; pass++) {
  for (const c of golden.cases) {
    const started = performance.now();
    handle(c.request, c.allow_force);
    const ms = performance.now() - started;
    if (pass === 0) continue; // the first pass fills the engine's caches
    all.push(ms);
    if (c.request.includes('"op":"spin"') || c.request.includes('"op": "spin"')) spins.push(ms);
  }
}
handle.destroy();
bridge.destroy();
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length };
};
console.log(JSON.stringify({ engine: packageDir, pyodide: pyodide.version, all: stats(all), spins: stats(spins) }));
