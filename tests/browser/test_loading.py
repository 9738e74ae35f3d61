"""Loading: a plain host's first visit in few bytes, a repeat visit from the engine's memory
snapshot (answering every golden request byte for byte in the trimmed runtime), and a damaged or
mismatched snapshot falling back to a full boot that still plays.

The servers here are plain (no compression, as the plainest static host): the worker fetches the
.gz siblings and decodes them. Expected rounds come from the same engine in CPython.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from midnight_princess_testkit import BOOT_TIMEOUT_MS, DESKTOP, SUB_PATH, GamePage, expected_round, game_context, seed
from tests.repo import ROOT, serve_in_thread

FIRST_VISIT_BYTES = 6_000_000

READY_JS = "() => JSON.stringify(performance.getEntriesByName('mp-engine-ready')[0]?.detail ?? null)"
# The stored snapshot record of this build's runtime, without its bytes.
RECORD_JS = """async () => {
  const { RUNTIME_ID } = await import("./js/build-info.js");
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open("midnight-princess-engine");
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  if (!db.objectStoreNames.contains("snapshots")) return null;
  const record = await new Promise((resolve) => {
    const get = db.transaction("snapshots").objectStore("snapshots").get(RUNTIME_ID);
    get.onsuccess = () => resolve(get.result || null);
  });
  db.close();
  return record && { size: record.size, checksum: record.checksum, failures: record.failures, stored: record.blob instanceof Blob };
}"""
# Rewrite the stored snapshot's bytes with `damage` applied, keeping or recomputing its checksum.
DAMAGE_JS = """async ({ damage, reseal }) => {
  const { RUNTIME_ID } = await import("./js/build-info.js");
  const store = await import("./js/engine/snapshot-store.js");
  const record = await store.readRecord(RUNTIME_ID);
  const bytes = new Uint8Array(await record.blob.arrayBuffer());
  for (const [at, value] of damage) bytes[at < 0 ? bytes.length + at : at] = value;
  if (reseal) {
    await store.saveSnapshot(RUNTIME_ID, bytes, record.check);
    return;
  }
  const db = await new Promise((resolve) => {
    const open = indexedDB.open("midnight-princess-engine");
    open.onsuccess = () => resolve(open.result);
  });
  await new Promise((resolve) => {
    const tx = db.transaction("snapshots", "readwrite");
    tx.objectStore("snapshots").put({ ...record, blob: new Blob([bytes]) });
    tx.oncomplete = resolve;
  });
  db.close();
}"""


@pytest.fixture(scope="module")
def plain_debug(debug_site) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The debug build from a plain server: no precompressed siblings sent, no Content-Encoding."""
    server = serve_in_thread(debug_site.root, plain=True)
    yield server
    server.shutdown()


@pytest.fixture()
def visit(browser) -> Iterator:  # type: ignore[no-untyped-def]
    contexts = []

    def make(server: Any) -> GamePage:
        context = game_context(browser, DESKTOP, speed=25)
        contexts.append(context)
        return GamePage(context.new_page(), server.url + SUB_PATH)

    yield make
    for context in contexts:
        context.close()


def ready(game: GamePage) -> dict:
    """Boot (or reload) to a usable Spin and return the worker's ready timings."""
    game.wait_phase("ready", timeout=BOOT_TIMEOUT_MS)
    return json.loads(game.page.evaluate(READY_JS))


def stored_record(game: GamePage, failures: int = 0, timeout: float = 60.0) -> dict:
    """Wait until the worker has stored a snapshot (after `failures` failed restores) and return its record."""
    deadline = time.monotonic() + timeout
    while True:
        record = game.page.evaluate(RECORD_JS)
        if record and record["stored"] and record["failures"] == failures:
            return record
        assert time.monotonic() < deadline, f"no snapshot stored; the record is {record}"
        game.page.wait_for_timeout(200)


def plays_as_cpython(game: GamePage, label: str) -> None:
    """Three seeded rounds end exactly where CPython's engine ends them."""
    state = game.state()
    pool = [seed(f"{label}-{i}") for i in range(9)]
    expected, used = state, []
    for _ in range(3):
        expected, round_seeds, _ = expected_round(expected, state["bet"], pool, "storm")
        used += round_seeds
    game.queue_seeds(used)
    for _ in range(3):
        if game.spin() == "choice":
            game.choose("storm")
    assert game.state() == expected
    assert game.balance() == expected["balance"]


def test_a_plain_hosts_first_visit_takes_the_gz_siblings_under_6_mb(prod_site, visit):
    server = serve_in_thread(prod_site.root, plain=True)
    try:
        game = visit(server)
        game.page.goto(game.url)
        timings = ready(game)
        with server.lock:
            sent = dict(server.bytes_sent)
    finally:
        server.shutdown()
    assert timings["encoding"] == "gzip" and timings["boot"] == "full"
    pyodide = {path.rsplit("/", 1)[1] for path in sent if "/pyodide/" in path}
    assert pyodide == {"pyodide.mjs", "pyodide-lock.json.gz", "python_stdlib.min.zip.gz", "pyodide.asm.wasm.gz", "pyodide.asm.mjs.gz"}
    assert sum(sent.values()) <= FIRST_VISIT_BYTES, sent


def test_a_compressing_host_serves_the_files_themselves(debug_site, visit):
    server = serve_in_thread(debug_site.root)
    try:
        game = visit(server)
        game.page.goto(game.url)
        timings = ready(game)
        with server.lock:
            sent = dict(server.bytes_sent)
    finally:
        server.shutdown()
    assert timings["encoding"] == "host"
    assert not [path for path in sent if path.endswith(".gz")]
    # Sent as br: the wasm's body is its .br sibling.
    assert sent[f"/{SUB_PATH}pyodide/pyodide.asm.wasm"] == (debug_site.out / "pyodide" / "pyodide.asm.wasm.br").stat().st_size


def test_a_second_visit_boots_from_the_snapshot_and_plays_as_cpython(plain_debug, visit):
    game = visit(plain_debug)
    game.page.goto(game.url)
    assert ready(game)["boot"] == "full"
    record = stored_record(game)
    assert record["size"] > 30_000_000
    # Made once Spin worked, off the start's way: after the page's first requests were answered.
    report = game.page.evaluate("() => performance.getEntriesByName('mp-engine-snapshot')[0].detail")
    assert report["stored"] and report["answered"] >= 2, report
    game.page.reload()
    timings = ready(game)
    assert timings["boot"] == "snapshot", timings
    assert "fallback" not in timings
    plays_as_cpython(game, "snapshot-visit")


@pytest.mark.parametrize(
    ("damage", "reseal", "reason"),
    [
        ([(4096, 0x5A), (-4096, 0xA5)], False, "damaged (checksum)"),  # bytes changed in storage
        ([(20, 0x00), (21, 0x00)], True, "build id mismatch"),  # another Pyodide build's snapshot
        ([(1, 0x00)], True, "invalid magic"),  # not a snapshot at all
    ],
    ids=["damaged", "other-build", "not-a-snapshot"],
)
def test_a_bad_snapshot_falls_back_is_replaced_and_plays(plain_debug, visit, damage, reseal, reason):
    game = visit(plain_debug)
    game.page.goto(game.url)
    ready(game)
    good = stored_record(game)
    game.page.evaluate(DAMAGE_JS, {"damage": damage, "reseal": reseal})
    game.page.reload()
    timings = ready(game)
    assert timings["boot"] == "full"
    assert reason in timings["fallback"].lower()
    # The bad snapshot is gone; a fresh one replaces it, the failure counted.
    fresh = stored_record(game, failures=1)
    assert fresh["size"] == good["size"]
    plays_as_cpython(game, f"fallback-{reason}")


# A second worker in the page (it finds the stored snapshot) answers every golden request.
GOLDEN_JS = """async (requests) => {
  const worker = new Worker("js/engine/worker.js", { type: "module" });
  const replies = [];
  const boot = await new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === "ready") resolve(message.boot);
      else if (message.type === "fatal") reject(new Error(message.message));
      else if (message.type === "reply") replies[message.id] = message.reply ?? message.error;
    };
  });
  const done = new Promise((resolve) => {
    const previous = worker.onmessage;
    worker.onmessage = (event) => {
      previous(event);
      if (replies.filter((r) => r !== undefined).length === requests.length) resolve();
    };
  });
  requests.forEach((request, id) => worker.postMessage({ id, request }));
  await done;
  worker.terminate();
  return { boot, replies };
}"""


def test_a_snapshot_restored_engine_in_the_browser_answers_the_goldens_byte_for_byte(plain_debug, prod_site, visit):
    golden = json.loads((ROOT / "tests" / "engine" / "golden" / "golden.json").read_text())["cases"]
    plain_prod = serve_in_thread(prod_site.root, plain=True)
    try:
        # The debug worker allows force, the production worker never: each answers the cases made so.
        for server, allow_force in ((plain_debug, True), (plain_prod, False)):
            cases = [c for c in golden if c["allow_force"] == allow_force]
            game = visit(server)
            game.page.goto(game.url)
            ready(game)
            stored_record(game)
            answered = game.page.evaluate(GOLDEN_JS, [c["request"] for c in cases])
            assert answered["boot"] == "snapshot"
            mismatched = [i for i, c in enumerate(cases) if answered["replies"][i] != c["reply"]]
            assert not mismatched, f"{len(mismatched)} of {len(cases)} replies differ, the first: {cases[mismatched[0]]['request'][:200]}"
    finally:
        plain_prod.shutdown()
