"""A run's pieces: the parts it plays, its chunks, and each chunk played anywhere.

A part is what a chunk plays alone: base spins, trinity rounds or one choice's free-spins
features (``Part``, in ``part.py``). A run is cut into chunks of fixed
sizes, each seeded from the run seed, its part and its index, so the figures never depend on how
many processes or machines play them. Three kinds of chunk: whole rounds (``rounds.py``), a part
for the RTP by parts (``parts.py``), a part played with its steps for the breakdown (``detail.py``).
``play`` plays any of them on this process's engine and ``execute`` plays many here, on local
processes or on a Dask cluster; every chunk's sums are exact integers (``sums.py`` adds two), and
``PartSums`` merges a parts run's by part.
"""

from __future__ import annotations

import gc
import os
import time
from contextlib import AbstractContextManager, nullcontext
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from midnight_princess import ladder, model

from . import detail, engines, parts, rounds
from .engines import ModelValues
from .part import BASE, TRINITY, Part, free
from .sums import merged

Kind = Literal["part", "detail"]
# Plays a chunk, by kind and phase; trinity chunks are whole multiples of its reel sets' weights.
CHUNK_SIZES: dict[str, dict[str, int]] = {"part": {"base": 100_000, "trinity": 25_000, "free": 5_000},
                                          "detail": {"base": 50_000, "trinity": 10_000, "free": 2_000}}
GC_THRESHOLD = 100_000


@dataclass(frozen=True)
class Chunk:
    """One seeded chunk of a part: for the RTP by parts, or played with its steps (``detail``)."""

    seed: str  # the run seed, hex
    index: int
    part: Part
    count: int
    kind: Kind = "part"
    engine: str = "auto"
    model: ModelValues | None = None  # a candidate's model values (tune.py); None: model.py
    rtp: str = ladder.DEFAULT  # the rung of the RTP ladder played
    paired: bool = False  # each feature played again on its seed in the default rung (parts.feature_chunk)
    stratum: int | None = None  # every landing of the part's phase on this one of its reel sets


AnyChunk = rounds.RoundsChunk | Chunk
AnySums = rounds.RoundSums | parts.BaseSums | parts.TrinitySums | parts.FeatureSums | detail.DetailSums


@dataclass(frozen=True)
class Played:
    """A chunk played: its sums, the engine that played it and the CPU time it took."""

    chunk: AnyChunk
    sums: AnySums
    engine: str  # the engine fingerprint
    engine_kind: str  # pure or compiled
    cpu: float

    @property
    def count(self) -> int:
        """Plays in the chunk."""
        return self.chunk.rounds if isinstance(self.chunk, rounds.RoundsChunk) else self.chunk.count

    @property
    def rate_keys(self) -> tuple[str, ...]:
        """What its CPU time counts towards: its kind and phase, and a choice's features on their own."""
        if isinstance(self.chunk, rounds.RoundsChunk):
            return ("rounds:rounds",)
        part, kind = self.chunk.part, self.chunk.kind
        return (f"{kind}:{part.phase}", f"{kind}:{part.key}") if part.choice else (f"{kind}:{part.phase}",)


PartOfRun = parts.BaseSums | parts.TrinitySums | parts.FeatureSums  # the sums of one part of a parts run


@dataclass
class PartSums:
    """A parts run's sums by part, each merged as its chunks come back."""

    base: parts.BaseSums | None = None
    trinity: parts.TrinitySums | None = None
    features: dict[str, parts.FeatureSums] = field(default_factory=dict)  # by choice

    def add(self, part: Part, sums: AnySums) -> None:
        """One chunk's sums of a part."""
        if isinstance(sums, parts.BaseSums) and part == BASE:
            self.base = sums if self.base is None else merged(self.base, sums)
        elif isinstance(sums, parts.TrinitySums) and part == TRINITY:
            self.trinity = sums if self.trinity is None else merged(self.trinity, sums)
        elif isinstance(sums, parts.FeatureSums) and part.phase == "free":
            old = self.features.get(part.choice)
            self.features[part.choice] = sums if old is None else merged(old, sums)
        else:
            raise TypeError(f"{type(sums).__name__} are not the sums of {part.key}")

    def items(self) -> Iterator[tuple[Part, PartOfRun]]:
        """Each part played and its sums: base, trinity, then the choices' features."""
        if self.base is not None:
            yield BASE, self.base
        if self.trinity is not None:
            yield TRINITY, self.trinity
        for choice, sums in self.features.items():
            yield free(choice), sums


def cut(counts: Mapping[Part, int], seed: bytes, kind: Kind = "part", engine: str = "auto",
        model_values: ModelValues | None = None, rtp: str = ladder.DEFAULT, paired: Collection[str] = (),
        strata: Mapping[str, int] | None = None) -> list[Chunk]:
    """Each part's plays cut into chunks of its phase's size; a part's last chunk may be short.
    ``paired``: the choices whose features are played in pairs, in the rung and in the default one;
    ``strata``: by phase, the one reel set a part's every landing is on."""
    sizes = CHUNK_SIZES[kind]
    return [Chunk(seed.hex(), i, part, min(sizes[part.phase], total - start), kind, engine, model_values, rtp,
                  part.phase == "free" and part.choice in paired, (strata or {}).get(part.phase))
            for part, total in counts.items() for i, start in enumerate(range(0, total, sizes[part.phase]))]


def cut_rounds(count: int, seed: bytes, choices: Sequence[str], splits: int, chunk: int,
               engine: str = "auto", rtp: str = ladder.DEFAULT) -> list[rounds.RoundsChunk]:
    """Whole rounds cut into fixed chunks; the last one may be short."""
    return [rounds.RoundsChunk(seed.hex(), i, min(chunk, count - start), tuple(choices), splits, engine, rtp)
            for i, start in enumerate(range(0, count, chunk))]


def play(chunk: AnyChunk) -> Played:
    """Play any chunk on this process's engine of its kind (and model), in its rung of the RTP ladder."""
    engine = engines.load(chunk.engine, model=chunk.model if isinstance(chunk, Chunk) else None)
    # A round makes no reference cycles: collect rarely, not every 700 allocations (5% of the time).
    if gc.get_threshold()[0] < GC_THRESHOLD:
        gc.set_threshold(GC_THRESHOLD, 50, 100)
    started = time.process_time()
    sums: AnySums
    if isinstance(chunk, rounds.RoundsChunk):
        with engine.ladder.landing(chunk.rtp):  # the very door the game's plays go through
            sums = rounds.run_chunk(engine, chunk)
    else:
        seed, part = bytes.fromhex(chunk.seed), chunk.part
        if chunk.paired:  # each feature steps in and out of the rung itself
            sums = parts.feature_chunk(engine, seed, chunk.index, chunk.count, part.choice, chunk.rtp, paired=True)
        else:
            with engine.ladder.landing(chunk.rtp), one_set(engine, part.phase, chunk.stratum):
                if chunk.kind == "detail":
                    sums = detail.detail_chunk(engine, seed, chunk.index, chunk.count, part)
                elif part.phase == "base":
                    sums = parts.base_chunk(engine, seed, chunk.index, chunk.count)
                elif part.phase == "trinity":
                    sums = parts.trinity_chunk(engine, seed, chunk.index, chunk.count)
                else:
                    sums = parts.feature_chunk(engine, seed, chunk.index, chunk.count, part.choice)
    # The rung's table as the engine that played it has it: a stale build is refused by the run.
    return Played(chunk, sums, engines.fingerprint(chunk.rtp, engine.ladder), engine.kind, time.process_time() - started)


def one_set(engine: engines.Engine, phase: str, stratum: int | None) -> AbstractContextManager[None]:
    """Every landing of ``phase`` on one of its reel sets (``parts.landing_set``), or as drawn when None."""
    return nullcontext() if stratum is None else parts.landing_set(engine, phase, stratum)


def execute(chunks: Sequence[AnyChunk], workers: int = 1, scheduler: str | None = None,
            cluster: int = 0) -> Iterator[Played]:
    """Chunks played as they finish, in any order: here, on local processes or on Dask."""
    if cluster:
        yield from _on_local_cluster(chunks, cluster)
    elif scheduler:
        yield from _on_dask(chunks, scheduler)
    elif workers > 1:
        yield from _on_processes(chunks, workers)
    else:
        for chunk in chunks:
            yield play(chunk)


def _on_processes(chunks: Sequence[AnyChunk], workers: int) -> Iterator[Played]:
    import concurrent.futures as cf

    pool = cf.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(play, chunk) for chunk in chunks]
        for future in cf.as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(chunks: Sequence[AnyChunk], scheduler: str) -> Iterator[Played]:
    # Lazy: Dask is an extra of the simulator only. Its workers must import this very engine
    # (run.simulate refuses chunks from another one) and build the compiled one if asked.
    from distributed import Client, as_completed

    client = Client(scheduler)  # type: ignore[no-untyped-call]
    try:
        futures = client.map(play, chunks, pure=False)
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


def _on_local_cluster(chunks: Sequence[AnyChunk], workers: int) -> Iterator[Played]:
    """A real dask.distributed cluster on this machine: a scheduler and ``workers`` worker processes."""
    from distributed import LocalCluster

    # Worker processes start afresh: they must find these packages (and the compiled engine).
    here = str(Path(__file__).resolve().parent.parent)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    os.environ["PYTHONPATH"] = os.pathsep.join([here, *[p for p in paths if p != here]])
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=40) as local:  # type: ignore[no-untyped-call]
        yield from _on_dask(chunks, local.scheduler_address)
