// Makes protocol.d.ts from the game's protocol types, web/js/types.js (JSDoc typedefs of every
// request, reply, step and error, held to docs/protocol.md), with tsc's declaration emit: run at
// `npm pack` (prepack) and by tests/kits/test_js_kit.py with --check (the shipped file must be
// what the sources make; docs/protocol.md's examples compile against it). Without web/js/types.js
// (a copy of the kit outside the game's repository) protocol.d.ts stays as it was last made. It
// speaks on stderr: `npm pack --json` keeps stdout.
//
//   node scripts/protocol-types.js [--check]

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const KIT = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(KIT, "..", "..");
const SOURCE = join(ROOT, "web", "js", "types.js");
const TARGET = join(KIT, "protocol.d.ts");
const HEADER = "// Made by scripts/protocol-types.js from the game's web/js/types.js (tsc --declaration): do not edit.\n\n";
const check = process.argv.includes("--check");

if (!existsSync(SOURCE)) {
  console.error(`${SOURCE} is not there: protocol.d.ts stays as it was last made.`);
  process.exit(check ? 1 : 0); // the check needs the source
}
const tsc = join(dirname(createRequire(join(ROOT, "package.json")).resolve("typescript/package.json")), "bin", "tsc"); // the repository's pinned TypeScript
const out = mkdtempSync(join(tmpdir(), "protocol-types-"));
try {
  execFileSync(process.execPath, [tsc, "--allowJs", "--declaration", "--emitDeclarationOnly", "--skipLibCheck", "--outDir", out, SOURCE], {
    cwd: out, // no tsconfig.json there: tsc takes the file named
    stdio: ["ignore", 2, 2],
  });
  const made = HEADER + readFileSync(join(out, "types.d.ts"), "utf8");
  if (check) {
    const same = existsSync(TARGET) && readFileSync(TARGET, "utf8") === made;
    console.error(
      same ? "protocol.d.ts is what web/js/types.js makes." : "protocol.d.ts is not what web/js/types.js makes: run node kits/js/scripts/protocol-types.js",
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(TARGET, made);
  console.error(`wrote ${TARGET} from ${SOURCE}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
