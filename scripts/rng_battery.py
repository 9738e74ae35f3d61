#!/usr/bin/env python3
"""The engine's random stream through a recognised test battery (outside CI: it takes minutes).

    python3 scripts/rng_battery.py --bytes 100000000 --out stream.bin   # the raw stream to a file
    python3 scripts/rng_battery.py --bytes 0 | dieharder -a -g 200       # ...or endless, to stdout
    python3 scripts/rng_battery.py --dieharder [--psamples 100]         # every test, write docs/RNG.md
    python3 scripts/rng_battery.py --dieharder --all [--multiply 1]     # dieharder -a itself (hours)

The stream is exactly what the engine draws from: `Rng(seed).take(...)` of
py/midnight_princess/rng.py, SHA-256 in counter mode (block i = SHA-256(seed || i), i as 8
big-endian bytes), from one fixed seed so that a run can be repeated. dieharder is Debian's
(`apt-get install -y dieharder`); `-g 200` reads raw bytes from standard input, so the battery
never rewinds a file (rewinding would repeat data and spoil the results).

`--dieharder` makes the runs of `dieharder -a` one by one (`-d N -n NTUP`, `-p` p-value
samples), all fed from one continuous stream, with the lagged-sum sweep stopped at lag 8 (`-a`
goes to 32 and reads tens of GB). `--all` runs `-a` as it is.
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


def stream(seed: bytes | None = None) -> Iterator[bytes]:
    """The engine's stream in 1 MiB chunks, endless."""
    rng = Rng(SEED if seed is None else seed)
    take = rng.take
    while True:
        yield b"".join(take(1024) for _ in range(CHUNK // 1024))


def check_stream() -> None:
    """The chunks are the documented blocks: SHA-256(seed || i), in order."""
    first = next(stream())[:4096]
    blocks = b"".join(hashlib.sha256(SEED + i.to_bytes(8, "big")).digest() for i in range(4096 // 32))
    assert first == blocks, "the stream is not SHA-256 in counter mode"


def write(out: BinaryIO, limit: int, seed: bytes | None = None) -> int:
    """Write `limit` bytes of the stream (0: until the reader goes away); return the bytes written."""
    written = 0
    try:
        for chunk in stream(seed):
            if limit and written + len(chunk) >= limit:
                out.write(chunk[: limit - written])
                return limit
            out.write(chunk)
            written += len(chunk)
    except (BrokenPipeError, ValueError, OSError):
        pass  # the battery has read what it needs
    return written


# The runs of `dieharder -a`, by test number (dieharder -l) and tuple sizes (-n): one run each.
# -a sweeps rgb_lagged_sum over lags 0..32 (tens of GB); this battery stops at 8.
RUNS: tuple[tuple[int, int | None], ...] = (
    *((test, None) for test in (*range(18), 100, 101, 102)),
    *((200, n) for n in range(1, 13)),
    *((201, n) for n in range(2, 6)),
    *((202, n) for n in range(2, 6)),
    *((203, n) for n in range(0, 9)),
    *((test, None) for test in (204, 205, 206, 207, 208, 209)),
)
# Tests whose own default is fewer p-value samples than -p would ask for: keep their default.
FEW_PSAMPLES = {205: 1, 206: 1, 207: 1, 208: 1, 209: 1}


def dieharder(args: list[str], chunks: Iterator[bytes]) -> tuple[list[str], int]:
    """One dieharder process reading `chunks` on stdin; returns its output lines and the bytes fed."""
    process = subprocess.Popen(["dieharder", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    fed = [0]

    def feed() -> None:
        try:
            for chunk in chunks:
                process.stdin.write(chunk)  # type: ignore[union-attr]
                fed[0] += len(chunk)
        except (BrokenPipeError, ValueError, OSError):
            pass  # dieharder has read what it needs

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    lines = []
    for raw in process.stdout:
        line = raw.decode(errors="replace").rstrip()
        lines.append(line)
        print(line, flush=True)
    process.wait()
    try:
        process.stdin.close()
    except OSError:
        pass
    feeder.join(timeout=30)
    return lines, fed[0]


def run_dieharder(all_at_once: bool, multiply: float, psamples: int) -> tuple[list[str], list[tuple[str, ...]], int, float, str]:
    """The battery on the stream through pipes; returns its lines, results, bytes read, seconds, command."""
    if shutil.which("dieharder") is None:
        sys.exit("dieharder is not installed: apt-get install -y dieharder")
    started = time.monotonic()
    chunks = stream()  # one stream for every test: no byte is read twice
    if all_at_once:
        command = f"dieharder -a -g 200 -m {multiply:g}"
        lines, size = dieharder(["-a", "-g", "200", "-m", f"{multiply:g}"], chunks)
    else:
        command = f"dieharder -d N [-n NTUP] -g 200 -p {psamples}, for each of the {len(RUNS)} runs of -a"
        lines, size = [], 0
        for test, ntup in RUNS:
            args = ["-d", str(test), "-g", "200", "-p", str(min(psamples, FEW_PSAMPLES.get(test, psamples)))]
            out, fed = dieharder(args + ([] if ntup is None else ["-n", str(ntup)]), chunks)
            lines += out if not lines else [ln for ln in out if RESULT.match(ln)]
            size += fed
    results = [m.groups() for m in map(RESULT.match, lines) if m]
    return lines, results, size, time.monotonic() - started, command


def report(lines: list[str], results: list[tuple[str, ...]], size: int, seconds: float, command: str,
           invocation: str) -> str:
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
| command | `python3 scripts/rng_battery.py {invocation}`: `{command}`, the stream on stdin |
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
Each test gives one p-value from its p-value samples (a Kolmogorov-Smirnov test over them);
`--psamples` sets how many (dieharder's default is 100), and `--all` runs dieharder's own `-a`.

```
{table}
```
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bytes", type=int, default=0, help="bytes to write (0: until the reader stops)")
    parser.add_argument("--out", type=Path, help="write to this file instead of standard output")
    parser.add_argument("--label", help="another seed, SHA-256 of this text (e.g. to re-test a WEAK result on new data)")
    parser.add_argument("--dieharder", action="store_true", help="run the dieharder tests and write docs/RNG.md")
    parser.add_argument("--all", action="store_true", help="with --dieharder: run dieharder -a itself (hours)")
    parser.add_argument("--multiply", type=float, default=1.0, help="with --all: dieharder -m, scales the p-value samples")
    parser.add_argument("--psamples", type=int, default=100, help="p-value samples of each test (dieharder -p)")
    parser.add_argument("--report", type=Path, default=REPORT, help="where --dieharder writes its report")
    args = parser.parse_args(argv)
    check_stream()
    seed = None if args.label is None else hashlib.sha256(args.label.encode()).digest()
    if args.dieharder:
        lines, results, size, seconds, command = run_dieharder(args.all, args.multiply, args.psamples)
        if not results:
            print("dieharder printed no results", file=sys.stderr)
            return 1
        invocation = "--dieharder " + (f"--all --multiply {args.multiply:g}" if args.all else f"--psamples {args.psamples}")
        args.report.write_text(report(lines, results, size, seconds, command, invocation))
        counts = Counter(r[5] for r in results)
        print(f"{len(results)} results: {dict(counts)}; {size:,} bytes in {seconds:.0f} s; wrote {args.report}")
        return 0
    if args.out:
        with args.out.open("wb") as out:
            size = write(out, args.bytes, seed)
        print(f"wrote {size:,} bytes to {args.out}", file=sys.stderr)
        return 0
    write(sys.stdout.buffer, args.bytes, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
