"""Typed sums: a chunk's exact integers as a dataclass, the one way two of them add up, and their JSON.

Every field of a sums dataclass adds to the same field of another chunk's: ints add, lists add
place by place, dicts key by key, nested sums field by field. An empty list is a sum an older
record did not keep: it takes the other side's. A field whose metadata is ``maximum()`` keeps the
larger, ``JOINED`` joins two lists (one entry a play), ``LABEL`` must be equal on both sides. A
field's JSON name is its own, or the one ``named`` gives (par.json and the tuning records keep
the names they had).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Protocol, TypeVar

_HOW = "merge"  # metadata key: how a field merges
_JSON = "json"  # metadata key: the field's name in JSON


class Sums(Protocol):
    """Any sums dataclass."""

    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]


S = TypeVar("S", bound=Sums)


def named(json: str) -> dict[str, str]:
    """Field metadata: it adds, and is written under another name in JSON."""
    return {_JSON: json}


def maximum(json: str = "") -> dict[str, str]:
    """Field metadata: the larger of two chunks' values is kept."""
    return {_HOW: "max", **({_JSON: json} if json else {})}


JOINED = {_HOW: "join"}  # field metadata: a list with one entry a play; two chunks' lists join
LABEL = {_HOW: "same"}  # field metadata: what was played; two chunks must agree on it


def merged(a: S, b: S) -> S:
    """Two chunks' sums of one kind as one (neither is changed)."""
    values = {f.name: _merge_field(getattr(a, f.name), getattr(b, f.name), f) for f in dataclasses.fields(a)}
    return type(a)(**values)


def merge_all(chunks: Iterable[S]) -> S:
    """Any number of chunks' sums of one kind as one."""
    total: S | None = None
    for chunk in chunks:
        total = chunk if total is None else merged(total, chunk)
    if total is None:
        raise ValueError("no sums to merge")
    return total


def _merge_field(x: Any, y: Any, field: dataclasses.Field[Any]) -> Any:
    how = field.metadata.get(_HOW)
    if how == "max":
        return max(x, y)
    if how == "join":
        return [*x, *y]
    if how == "same":
        if x != y:
            raise ValueError(f"chunks disagree on {field.name!r}: {x} != {y}")
        return x
    return _add(x, y)


def _add(x: Any, y: Any) -> Any:
    if isinstance(x, int):
        return x + y
    if isinstance(x, list):
        if not x or not y:  # a sum one side did not keep
            return list(x or y)
        if isinstance(x[0], int):  # a histogram: thousands of counts, added without a call each
            return [p + q for p, q in zip(x, y, strict=True)]
        return [_add(p, q) for p, q in zip(x, y, strict=True)]
    if isinstance(x, dict):
        return {key: _add(value, y[key]) for key, value in x.items()}
    if dataclasses.is_dataclass(x):
        return merged(x, y)
    return x + y


def to_json(sums: Sums) -> dict[str, Any]:
    """The sums as JSON-ready dicts and lists, under their JSON names, in field order."""
    return {f.metadata.get(_JSON, f.name): _json(getattr(sums, f.name)) for f in dataclasses.fields(sums)}


def _json(value: Any) -> Any:
    if dataclasses.is_dataclass(value):
        return to_json(value)  # type: ignore[arg-type]
    if isinstance(value, dict):
        return {key: _json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json(item) for item in value]
    return value


def from_json(kind: type[S], data: Mapping[str, Any]) -> S:
    """Flat sums read back from JSON; a field the JSON lacks takes its default (an older record)."""
    names = {f.metadata.get(_JSON, f.name): f.name for f in dataclasses.fields(kind)}
    return kind(**{names[key]: value for key, value in data.items() if key in names})
