// Lists the standard-library files that Pyodide's boot, the engine wheel's unpacking, its import and
// every golden request load, so build.py can ship only those (python_stdlib.min.zip).
//
//   python3 build.py --out /tmp/mp && node scripts/stdlib_trace.mjs /tmp/mp/engine/*.whl [--write]
//
// Without --write it prints the list; with it, scripts/stdlib-keep.txt is rewritten.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wheelPath = process.argv[2];
if (!wheelPath || !wheelPath.endsWith(".whl")) {
  console.error("usage: node scripts/stdlib_trace.mjs ENGINE.whl [--write]");
  process.exit(2);
}
// Packages kept whole (Pyodide's own Python side) and codecs a stray byte string could ask for.
const EXTRA = [
  "_pyodide/",
  "pyodide/",
  "encodings/ascii.py",
  "encodings/latin_1.py",
  "encodings/utf_8_sig.py",
  "encodings/utf_16.py",
  "encodings/utf_32.py",
  "encodings/raw_unicode_escape.py",
  "encodings/unicode_escape.py",
];

const { loadPyodide } = await import("pyodide");
let sitePackages = null;
const pyodide = await loadPyodide({ fsInit: (FS, info) => (sitePackages = info.sitePackages) });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel", { extractDir: sitePackages });
const handle = pyodide.pyimport("midnight_princess.bridge.handle");
const golden = JSON.parse(readFileSync(join(root, "tests", "engine", "golden", "golden.json"), "utf8"));
for (const c of golden.cases) handle(c.request, c.allow_force);
handle("not json");
handle.destroy();
const loaded = pyodide
  .runPython(
    `import sys
sorted({m.__file__.split(".zip/", 1)[1] for m in list(sys.modules.values())
        if ".zip/" in (getattr(m, "__file__", None) or "")})`,
  )
  .toJs();
const keep = [...new Set([...loaded, ...EXTRA])].sort();
const text = [
  "# The standard library python_stdlib.min.zip keeps: what Pyodide's boot, the wheel's unpacking, the engine's",
  `# import and every golden request load (Pyodide ${pyodide.version}), plus a few safe extras.`,
  "# Written by `node scripts/stdlib_trace.mjs ENGINE.whl --write`; a path ending in / keeps the whole package.",
  ...keep,
  "",
].join("\n");
if (process.argv.includes("--write")) writeFileSync(join(root, "scripts", "stdlib-keep.txt"), text);
else process.stdout.write(text);
