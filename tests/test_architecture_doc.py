"""docs/architecture.md's events and hooks tables name exactly what the controller emits (events.js's EVENTS) and
hooks.js declares."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
JS = ROOT / "web" / "js"


def table_names(heading: str) -> list[str]:
    """The backticked names in the first column of the first table under ``### heading``."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split(f"\n### {heading}\n", 1)[1].split("\n#", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    return [re.match(r"\| `([^`]+)`", row).group(1) for row in rows]  # type: ignore[union-attr]


def events() -> dict[str, str]:
    """events.js's EVENTS: each constant's name and the event's name (the string listeners use)."""
    source = (JS / "events.js").read_text(encoding="utf-8")
    body = source.split("EVENTS = Object.freeze({", 1)[1].split("\n});", 1)[0]
    return dict(re.findall(r"^  (\w+): \"([\w-]+)\",$", body, re.MULTILINE))


def emitted() -> set[str]:
    """Every event controller.js emits, by its EVENTS constant (this.emit(EVENTS.NAME, ...)); never a bare string."""
    source = (JS / "controller.js").read_text(encoding="utf-8")
    assert not re.findall(r"\bemit\(\s*[\"'`]", source), "controller.js emits an event by a bare string: use EVENTS"
    names = events()
    return {names[constant] for constant in re.findall(r"\bemit\(\s*EVENTS\.(\w+)", source)}


def declared_hooks() -> set[str]:
    """Every hook of hooks.js's NO_HOOKS."""
    source = (JS / "hooks.js").read_text(encoding="utf-8")
    body = source.split("NO_HOOKS = Object.freeze({", 1)[1].split("\n});", 1)[0]
    return set(re.findall(r"^  (\w+):", body, re.MULTILINE))


def test_the_events_table_is_what_the_controller_emits() -> None:
    names = table_names("Events")
    assert len(names) == len(set(names)), f"an event is listed twice: {names}"
    assert set(names) == emitted(), (f"docs/architecture.md lists {sorted(set(names) - emitted())} that controller.js "
                                     f"does not emit and misses {sorted(emitted() - set(names))}")
    assert set(names) == set(events().values()), "events.js's EVENTS names an event the controller never emits"
    assert len(names) >= 8


def test_the_hooks_table_is_what_hooks_js_declares() -> None:
    names = table_names("Hooks")
    assert len(names) == len(set(names)), f"a hook is listed twice: {names}"
    hooks = declared_hooks()
    assert set(names) == hooks, (f"docs/architecture.md lists {sorted(set(names) - hooks)} that hooks.js does not "
                                 f"declare and misses {sorted(hooks - set(names))}")
    assert "balance" in hooks
