"""The JavaScript kit (kits/js, @midnight-princess/playwright): its protocol declarations take every
example of docs/protocol.md and are what web/js/types.js makes; its grids, selectors and Chromium
flags are the Python kit's; the kit, its tests and examples/js type-check; its own browser tests
pass against the session's debug build."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import midnight_princess_testkit as kit
from midnight_princess_testkit import Site
from tests.engine.test_docs import ERROR_CODES, EXAMPLES, STEP_TYPES
from tests.repo import ROOT

KIT = ROOT / "kits" / "js"
REPLY_TYPES = {"config": "ConfigReply", "new_game": "NewGameReply", "spin": "SpinReply", "choose": "ChooseReply",
               "resume": "ResumeReply"}
REQUEST_TYPES = {op: reply.removesuffix("Reply") + "Request" for op, reply in REPLY_TYPES.items()}
MALFORMED = {"BAD_REQUEST", "UNSUPPORTED_VERSION"}  # such requests are not requests of the protocol's types


def run(cmd: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None, timeout: int = 300) -> str:
    """Run `cmd`; its output, or fail with it."""
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env={**os.environ, **(env or {})})
    assert result.returncode == 0, f"{' '.join(cmd)} failed ({result.returncode}):\n{result.stdout}{result.stderr}"
    return result.stdout


def doc_examples_ts() -> str:
    """A TypeScript module that gives every example of docs/protocol.md its declared type: tsc fails on a
    field missing, one too many or of another type, a step type or error code the declarations lack."""
    types = sorted({*REPLY_TYPES.values(), *REQUEST_TYPES.values(), "ErrorReply", "Step", "StepType", "ErrorCode"})
    lines = [f"import type {{ {', '.join(types)} }} from {json.dumps(str(KIT / 'protocol.js'))};", ""]
    for i, (name, entry) in enumerate(sorted(EXAMPLES.items())):
        request, reply = entry["request"], entry["reply"]
        refused = reply["error"]["code"] if not reply["ok"] else None
        if refused not in MALFORMED:
            lines.append(f"export const request{i}: {REQUEST_TYPES[request['op']]} = {json.dumps(request)}; // {name}")
        lines.append(f"export const reply{i}: {'ErrorReply' if refused else REPLY_TYPES[request['op']]} = {json.dumps(reply)};")
        lines += [f"export const step{i}_{j}: Step = {json.dumps(step)};" for j, step in enumerate(entry["steps"])]
    for union, names in (("StepType", STEP_TYPES), ("ErrorCode", ERROR_CODES)):
        listed = " | ".join(json.dumps(n) for n in sorted(names))
        lines.append(f"export const every{union}: [Exclude<{union}, {listed}>, Exclude<{listed}, {union}>] extends [never, never] ? true : never = true;")
    return "\n".join(lines) + "\n"


WRONG = """import type { Step, SpinReply } from {protocol};
export const a: Step = {"t": "end", "win": "30", "balance": 99930};
export const b: SpinReply = {"ok": true, "round": null, "steps": []};
"""


def test_the_protocol_declarations_take_every_example_of_protocol_md_and_the_kit_type_checks(tmp_path: Path) -> None:
    """tsc on the examples above, the kit's declarations, its tests and examples/js: no error but the two
    of wrong.ts (a step with a field of another type, a reply without its state), so the check can fail."""
    (tmp_path / "examples.ts").write_text(doc_examples_ts())
    (tmp_path / "wrong.ts").write_text(WRONG.replace("{protocol}", json.dumps(str(KIT / "protocol.js"))))
    files = [tmp_path / "examples.ts", tmp_path / "wrong.ts", *sorted(KIT.glob("*.d.ts")), *sorted((KIT / "e2e").glob("*.ts")),
             *sorted((ROOT / "examples" / "js").glob("*.ts"))]
    config = {"compilerOptions": {"target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "lib": ["ESNext", "DOM"],
                                  "strict": True, "noEmit": True, "types": ["node"], "typeRoots": [str(ROOT / "node_modules" / "@types")]},
              "files": [str(f) for f in files]}
    (tmp_path / "tsconfig.json").write_text(json.dumps(config))
    tsc = subprocess.run(["node", str(ROOT / "node_modules" / "typescript" / "bin" / "tsc"), "-p", str(tmp_path / "tsconfig.json")],
                         capture_output=True, text=True, timeout=600)
    errors = [line.rsplit("/", 1)[-1].split(",")[0] for line in tsc.stdout.splitlines() if ": error TS" in line]
    assert errors == ["wrong.ts(2", "wrong.ts(3"], tsc.stdout + tsc.stderr


def test_the_protocol_declarations_are_what_the_protocol_types_make() -> None:
    print(run(["node", str(KIT / "scripts" / "protocol-types.js"), "--check"]))


def test_the_grids_selectors_and_flags_are_the_python_kits() -> None:
    script = ("const k = await import(process.argv[1]); console.log(JSON.stringify({grids: {HEARTS: k.HEARTS, MOON_ROW: k.MOON_ROW, "
              "TWO_MOON_ROWS: k.TWO_MOON_ROWS, LOVE_ROW: k.LOVE_ROW, METER_FILLER: k.METER_FILLER, NO_WIN: k.NO_WIN, LOW_ROWS: k.LOW_ROWS}, "
              "selectors: k.SELECTORS, panels: k.PANELS, args: k.CHROMIUM_ARGS, chromium: k.CHROMIUM}))")
    js = json.loads(run(["node", "--input-type=module", "-e", script, (KIT / "index.js").as_uri()]))
    assert js["grids"] == {name: getattr(kit, name) for name in js["grids"]}
    snake = {"".join(f"_{c.lower()}" if c.isupper() else c for c in name): selector for name, selector in js["selectors"].items()}
    assert snake == {name: kit.SELECTORS[name] for name in snake}
    assert {name: "".join(f"_{c.lower()}" if c.isupper() else c for c in opener) for name, opener in js["panels"].items()} == kit.PANELS
    assert (js["args"], js["chromium"]) == (kit.CHROMIUM_ARGS, str(kit.CHROMIUM))


def test_the_kits_own_browser_tests_pass(debug_site: Site, tmp_path: Path) -> None:
    """kits/js/e2e/*.spec.ts in Playwright Test (Debian's Chromium) against the session's debug build."""
    print(run(["npx", "--no-install", "playwright", "test", "-c", str(KIT / "playwright.config.ts")], cwd=KIT,
              env={"MP_URL": debug_site.url, "MP_OUTPUT": str(tmp_path / "results"), "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"},
              timeout=900))
