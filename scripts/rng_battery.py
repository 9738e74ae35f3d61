#!/usr/bin/env python3
"""The engine's random stream through a recognised test battery (outside CI: it takes minutes).

    python3 scripts/rng_battery.py --bytes 100000000 --out stream.bin   # the raw stream to a file
    python3 scripts/rng_battery.py --bytes 0 | dieharder -a -g 200       # ...or endless, to stdout
    python3 scripts/rng_battery.py --dieharder [--multiply 1]           # run dieharder, write docs/RNG.md

The stream is exactly what the engine draws from: `Rng(seed).take(...)` of
py/midnight_princess/rng.py, SHA-256 in counter mode (block i = SHA-256(seed || i), i as 8
big-endian bytes), from one fixed seed so that a run can be repeated. dieharder is Debian's
(`apt-get install -y dieharder`); `-g 200` reads raw bytes from standard input, so the battery
never rewinds a file (rewinding would repeat data and spoil the results).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import re
import shutil
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import BinaryIO, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from midnight_princess.rng import Rng  # noqa: E402

SEED = hashlib.sha256(b"midnight-princess rng battery").digest()
CHUNK = 1 << 20  # bytes a write
REPORT = ROOT / "docs" / "RNG.md"
# A dieharder result line: name | ntup | tsamples | psamples | p-value | assessment
RESULT = re.compile(r"^\s*(\S+)\|\s*(\d+)\|\s*(\d+)\|\s*(\d+)\|\s*([0-9.]+)\|\s*(PASSED|WEAK|FAILED)\s*$")


def stream(seed: bytes = SEED) -> Iterator[bytes]:
    """The engine's stream in 1 MiB chunks, endless."""
    rng = Rng(seed)
    take = rng.take
    while True:
        yield b"".join(take(1024) for _ in range(CHUNK // 1024))


def check_stream() -> None:
    """The chunks are the documented blocks: SHA-256(seed || i), in order."""
    first = next(stream())[:4096]
    blocks = b"".join(hashlib.sha256(SEED + i.to_bytes(8, "big")).digest() for i in range(4096 // 32))
    assert first == blocks, "the stream is not SHA-256 in counter mode"


def write(out: BinaryIO, limit: int) -> int:
    """Write `limit` bytes of the stream (0: until the reader goes away); return the bytes written."""
    written = 0
    try:
        for chunk in stream():
            if limit and written + len(chunk) >= limit:
                out.write(chunk[: limit - written])
                return limit
            out.write(chunk)
            written += len(chunk)
    except (BrokenPipeError, ValueError, OSError):
        pass  # the battery has read what it needs
    return written


def run_dieharder(multiply: float) -> tuple[list[str], list[tuple[str, ...]], int, float, str]:
    """dieharder -a on the stream through a pipe; returns its lines, results, bytes read, seconds, command."""
    exe = shutil.which("dieharder")
    if exe is None:
        sys.exit("dieharder is not installed: apt-get install -y dieharder")
    command = ["dieharder", "-a", "-g", "200", "-m", f"{multiply:g}"]
    started = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=False)
    assert process.stdin is not None and process.stdout is not None
    fed = [0]

    def feed() -> None:
        fed[0] = write(process.stdin, 0)  # type: ignore[arg-type]
        try:
            process.stdin.close()  # type: ignore[union-attr]
        except OSError:
            pass

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    lines = []
    for raw in process.stdout:
        line = raw.decode(errors="replace").rstrip()
        lines.append(line)
        print(line, flush=True)
    process.wait()
    process.stdin.close()
    feeder.join(timeout=10)
    results = [m.groups() for m in map(RESULT.match, lines) if m]
    return lines, results, fed[0], time.monotonic() - started, " ".join(command)


def report(lines: list[str], results: list[tuple[str, ...]], size: int, seconds: float, command: str) -> str:
    """docs/RNG.md: what was run, on what, and what came out."""
    counts = Counter(r[5] for r in results)
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    version = next((ln.strip("# ").strip() for ln in lines if "dieharder version" in ln), "dieharder")
    weak = [f"`{r[0]}` (ntup {r[1]}, p = {r[4]})" for r in results if r[5] == "WEAK"]
    failed = [f"`{r[0]}` (ntup {r[1]}, p = {r[4]})" for r in results if r[5] == "FAILED"]
    table = "\n".join(ln for ln in lines if "|" in ln and not ln.startswith("#"))
    return f"""# The random stream through dieharder

The engine draws every random number from one generator (`py/midnight_princess/rng.py`): SHA-256 in
counter mode over the request's 256-bit seed (block i = SHA-256(seed || i), i as 8 big-endian bytes).
`scripts/rng_battery.py` writes that stream, from one fixed seed, and feeds it to Debian's
**dieharder** through a pipe (`-g 200`, raw bytes on standard input: nothing is rewound or reused).
The test suite checks the draws on top of it (`tests/engine/test_rng.py`: chi-square over five
ranges and lag-1 serial correlation on a million draws); this battery checks the stream itself.

| | |
| --- | --- |
| command | `python3 scripts/rng_battery.py --dieharder --multiply {command.split("-m ")[1]}` (runs `{command}`, the stream on stdin) |
| date | {today} |
| battery | {version} |
| stream read | {size:,} bytes ({size / 2**30:.2f} GiB), seed SHA-256("midnight-princess rng battery") |
| run time | {seconds / 60:.1f} minutes |
| tests | {len(results)} results: **{counts.get("PASSED", 0)} passed, {counts.get("WEAK", 0)} weak, {counts.get("FAILED", 0)} failed** |

Weak: {", ".join(weak) if weak else "none"}. Failed: {", ".join(failed) if failed else "none"}.

How to read it: dieharder calls a result WEAK when its p-value falls below 0.005 or above 0.995
and FAILED below 0.000001 or above 0.999999. Among about a hundred results from a good generator,
a WEAK or two is expected by chance (each result has a 1% chance of it); a FAILED is not, and
`dieharder -d TEST -Y 1` (test to failure) is the way to tell a fluke from a fault.
`--multiply M` scales the p-value samples of every test (`-m`): 1 is dieharder's standard `-a`.

```
{table}
```
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bytes", type=int, default=0, help="bytes to write (0: until the reader stops)")
    parser.add_argument("--out", type=Path, help="write to this file instead of standard output")
    parser.add_argument("--dieharder", action="store_true", help="run dieharder -a -g 200 and write docs/RNG.md")
    parser.add_argument("--multiply", type=float, default=1.0, help="dieharder -m: scale the p-value samples")
    parser.add_argument("--report", type=Path, default=REPORT, help="where --dieharder writes its report")
    args = parser.parse_args(argv)
    check_stream()
    if args.dieharder:
        lines, results, size, seconds, command = run_dieharder(args.multiply)
        if not results:
            print("dieharder printed no results", file=sys.stderr)
            return 1
        args.report.write_text(report(lines, results, size, seconds, command))
        counts = Counter(r[5] for r in results)
        print(f"{len(results)} results: {dict(counts)}; {size:,} bytes in {seconds:.0f} s; wrote {args.report}")
        return 0
    if args.out:
        with args.out.open("wb") as out:
            size = write(out, args.bytes)
        print(f"wrote {size:,} bytes to {args.out}", file=sys.stderr)
        return 0
    write(sys.stdout.buffer, args.bytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
