"""docs/architecture.md and docs/presentation.md held to the code: every module table against the files on
disk (both ways), the events table against what the controller emits (events.js's EVENTS) and its listener
column against the code's subscriptions, the hooks table against hooks.js."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PRESENTATION = ROOT / "docs" / "presentation.md"
JS = ROOT / "web" / "js"
TICKED = re.compile(r"`([^`]+)`")


# --- reading the docs' tables -----------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """One markdown table: the `##` and `###` headings above it, its header cells and its rows' cells."""

    section: str
    heading: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def cells(line: str) -> tuple[str, ...]:
    """A table line's cells, stripped; a `|` inside backticks belongs to its cell."""
    out, cell, ticked = [], "", False
    for char in line.strip().strip("|"):
        if char == "`":
            ticked = not ticked
        if char == "|" and not ticked:
            out.append(cell.strip())
            cell = ""
        else:
            cell += char
    out.append(cell.strip())
    return tuple(out)


def tables(text: str) -> list[Table]:
    """Every table of a markdown text, with the headings it stands under."""
    found: list[Table] = []
    section = heading = ""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("## "):
            section, heading = line[3:], ""
        elif line.startswith("### "):
            heading = line[4:]
        elif line.startswith("|") and i + 1 < len(lines) and lines[i + 1].startswith("| ---"):
            header = cells(line)
            rows = []
            i += 2
            while i < len(lines) and lines[i].startswith("|"):
                rows.append(cells(lines[i]))
                i += 1
            found.append(Table(section, heading, header, tuple(rows)))
            continue
        i += 1
    return found


def table_names(heading: str) -> list[str]:
    """The backticked names in the first column of the table under ``### heading`` in architecture.md."""
    table = next(t for t in tables(DOC.read_text(encoding="utf-8")) if t.heading == heading)
    return [TICKED.match(row[0]).group(1) for row in table.rows if TICKED.match(row[0])]  # type: ignore[union-attr]


# --- the module tables --------------------------------------------------------------------------------

MODULE_HEADERS = ("file", "module")
MODULE_NAME = re.compile(r"[a-z_][a-z0-9_-]*(\.js|\.py)?")


def folder_of(text: str) -> str:
    """The one folder (`name/`) a heading names in backticks, or "" for none or several."""
    folders = [name for name in TICKED.findall(text) if name.endswith("/")]
    return folders[0] if len(folders) == 1 else ""


def documented(table: Table, suffix: str) -> set[str]:
    """The files a module table's rows name, relative to its code's root.

    A name with a folder (`screen/loading.js`) is from the root; a bare one (`intro.js`) is in the folder
    of the name before it in its cell, or else in the folder its `###` heading names (`ui/`). A folder
    (`lang/`) stands for every file under it, unless its row names the folder's modules in backticks
    (`art/`: `background`, `symbols`, ..., `theme.js`), bare, the suffix optional.
    """
    names: set[str] = set()
    default = folder_of(table.heading)
    for row in table.rows:
        folder = default
        for name in TICKED.findall(row[0]):
            if "/" in name:
                folder = name.rsplit("/", 1)[0] + "/" if not name.endswith("/") else name
            if name.endswith("/"):
                listed = [m for m in TICKED.findall(" ".join(row[1:])) if MODULE_NAME.fullmatch(m)]
                names.update(folder + (m if m.endswith(suffix) else m + suffix) for m in listed)
                if not listed:
                    names.add(folder)  # the whole folder
            else:
                names.add(name if "/" in name else folder + name)
    return names


def module_drift(listed: set[str], files: set[str], every: tuple[str, ...] = ("",)) -> tuple[set[str], set[str]]:
    """(files under the `every` folders with no row, rows with no file): a folder row covers the files under it."""
    folders = {name for name in listed if name.endswith("/")}
    covered = {f for f in files if f in listed or any(f.startswith(d) for d in folders)}
    unlisted = {f for f in files if f not in covered and any(f.startswith(d) for d in every)}
    absent = {name for name in listed - folders if name not in files} | {d for d in folders if not any(f.startswith(d) for f in files)}
    return unlisted, absent


def code_files(root: Path, suffix: str) -> set[str]:
    """Every `suffix` file under `root`, relative to it; a package's `__init__.py` needs no row."""
    return {str(p.relative_to(root)) for p in root.rglob(f"*{suffix}") if p.name != "__init__.py" and "__pycache__" not in p.parts}


def module_tables(text: str) -> list[Table]:
    return [t for t in tables(text) if t.header and t.header[0] in MODULE_HEADERS]


def architecture_modules(text: str) -> dict[Path, set[str]]:
    """Each code folder architecture.md maps (its `##` section names it: `web/js/`, `py/...`) and the files its tables name."""
    by_root: dict[Path, set[str]] = {}
    for table in module_tables(text):
        root = folder_of(table.section)
        assert root, f"architecture.md's module table under '{table.section}' / '{table.heading}': its section names no folder"
        suffix = ".py" if root.startswith("py/") else ".js"
        by_root.setdefault(ROOT / root, set()).update(documented(table, suffix))
    return by_root


def test_every_module_on_disk_has_a_row_in_architecture_md_and_every_row_a_file() -> None:
    by_root = architecture_modules(DOC.read_text(encoding="utf-8"))
    assert set(by_root) == {JS, ROOT / "py" / "midnight_princess", ROOT / "py" / "midnight_princess_sim"}, sorted(by_root)
    for root, listed in by_root.items():
        suffix = ".py" if "py" in root.relative_to(ROOT).parts[:1] else ".js"
        unlisted, absent = module_drift(listed, code_files(root, suffix))
        where = root.relative_to(ROOT)
        assert not unlisted, f"docs/architecture.md has no row for {sorted(unlisted)} (under {where}/)"
        assert not absent, f"docs/architecture.md lists {sorted(absent)}, which are not in {where}/"


def test_the_presentation_s_module_table_is_the_screen_folder() -> None:
    """presentation.md's table names every module of `screen/` and no file that is gone (its `art/`, `ui/` rows too)."""
    (table,) = module_tables(PRESENTATION.read_text(encoding="utf-8"))
    unlisted, absent = module_drift(documented(table, ".js"), code_files(JS, ".js"), every=("screen/",))
    assert not unlisted, f"docs/presentation.md has no row for {sorted(unlisted)}"
    assert not absent, f"docs/presentation.md lists {sorted(absent)}, which are not in web/js/"


def test_the_module_check_fails_on_a_module_without_a_row_and_a_row_without_a_module() -> None:
    text = DOC.read_text(encoding="utf-8")
    files = code_files(JS, ".js")
    listed = architecture_modules(text)[JS]
    assert module_drift(listed, files) == (set(), set())
    assert module_drift(listed, files | {"ui/new-panel.js", "art/new-part.js", "lang/xx.js"}) == ({"ui/new-panel.js", "art/new-part.js"}, set())
    extra = "| `bet-policy-old.js` | gone |\n"
    ui_table = text.index("| `input.js` |")
    moved = architecture_modules(text[:ui_table] + extra + text[ui_table:])[JS]
    assert module_drift(moved, files) == (set(), {"ui/bet-policy-old.js"})
    art_row = next(line for line in text.splitlines() if line.startswith("| `art/` |"))
    first = next(name for name in TICKED.findall(art_row.split(" | ", 1)[1]) if MODULE_NAME.fullmatch(name))
    unticked = text.replace(art_row, art_row.replace(f"`{first}`", first, 1))
    dropped = f"art/{first}" if first.endswith(".js") else f"art/{first}.js"
    assert module_drift(architecture_modules(unticked)[JS], files) == ({dropped}, set())
    engine = ROOT / "py" / "midnight_princess"
    without = text.replace("| `rng.py` |", "| rng.py |", 1)
    assert module_drift(architecture_modules(without)[engine], code_files(engine, ".py"))[0] == {"rng.py"}


# --- the events ------------------------------------------------------------------------------------------


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


def code_of(source: str) -> str:
    """A module's source without its comments (a comment may show how to listen without listening)."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.DOTALL)
    return re.sub(r"(^|\s)//.*$", "", source, flags=re.MULTILINE)


def page_sources() -> dict[str, str]:
    """Every module of the page by its path under web/js/, without its comments."""
    return {name: code_of((JS / name).read_text(encoding="utf-8")) for name in sorted(code_files(JS, ".js"))}


def subscriptions(sources: dict[str, str]) -> dict[str, set[str]]:
    """Each controller event and the modules that listen to it (`x.on(EVENTS.NAME, ...)`); a bare string fails."""
    names = events()
    heard: dict[str, set[str]] = {name: set() for name in names.values()}
    for module, source in sources.items():
        bare = [name for name in re.findall(r"\.on\(\s*[\"'`]([\w-]+)[\"'`]", source) if name in heard]
        assert not bare, f"{module} listens to the controller's {bare} by a bare string: use EVENTS"
        for constant in re.findall(r"\.on\(\s*EVENTS\.(\w+)", source):
            assert constant in names, f"{module} listens to EVENTS.{constant}, which events.js does not name"
            heard[names[constant]].add(module)
    return heard


def without_parentheses(text: str) -> str:
    """The text without what stands in parentheses (nested too)."""
    while True:
        shorter = re.sub(r"\([^()]*\)", "", text)
        if shorter == text:
            return text
        text = shorter


def listeners(text: str) -> dict[str, set[str]]:
    """The events table's "listened to by" column: each event's modules, in backticks outside parentheses."""
    (table,) = [t for t in tables(text) if t.heading == "Events" and t.header and t.header[0] == "event"]
    column = table.header.index("listened to by")
    return {TICKED.match(row[0]).group(1): set(re.findall(r"`([\w/.-]+\.js)`", without_parentheses(row[column])))  # type: ignore[union-attr]
            for row in table.rows}


def listener_drift(documented_by: dict[str, set[str]], heard: dict[str, set[str]]) -> list[str]:
    """What the column and the code disagree on, one line an event."""
    out = []
    for event in sorted(set(documented_by) | set(heard)):
        said, done = documented_by.get(event, set()), heard.get(event, set())
        if said != done:
            out.append(f"`{event}`: the code's listeners {sorted(done)}, the table's {sorted(said)}")
    return out


def test_the_events_table_is_what_the_controller_emits() -> None:
    names = table_names("Events")
    assert len(names) == len(set(names)), f"an event is listed twice: {names}"
    assert set(names) == emitted(), (f"docs/architecture.md lists {sorted(set(names) - emitted())} that controller.js "
                                     f"does not emit and misses {sorted(emitted() - set(names))}")
    assert set(names) == set(events().values()), "events.js's EVENTS names an event the controller never emits"
    assert len(names) >= 8


def test_the_events_listener_column_is_the_code_s_subscriptions() -> None:
    drift = listener_drift(listeners(DOC.read_text(encoding="utf-8")), subscriptions(page_sources()))
    assert not drift, "docs/architecture.md's events table ('listened to by') is not the code's:\n" + "\n".join(drift)


def test_the_listener_check_fails_on_a_subscription_without_an_entry_and_an_entry_without_one() -> None:
    documented_by = listeners(DOC.read_text(encoding="utf-8"))
    sources = page_sources()
    assert listener_drift(documented_by, subscriptions(sources)) == []
    sources["ui/paytable.js"] += "\ncontroller.on(EVENTS.BET, (bet) => paytable.setBet(bet));\n"
    assert listener_drift(documented_by, subscriptions(sources)) == [
        f"`bet`: the code's listeners {sorted(documented_by['bet'] | {'ui/paytable.js'})}, the table's {sorted(documented_by['bet'])}"
    ]
    sources = page_sources()
    said = {**documented_by, "step": documented_by["step"] | {"ui/hud.js"}}
    assert listener_drift(said, subscriptions(sources)) == [
        f"`step`: the code's listeners {sorted(documented_by['step'])}, the table's {sorted(said['step'])}"
    ]
    sources["ui/hud.js"] += '\ncontroller.on("round", () => {});\n'
    try:
        subscriptions(sources)
    except AssertionError as refused:
        assert "bare string" in str(refused)
    else:
        raise AssertionError("a subscription by a bare string passed")


def test_only_the_controller_changes_the_phase_and_the_presenter_s_pause() -> None:
    """The recall, the closed screen and the updates ask the controller; the controller asks the presenter."""
    for module, source in page_sources().items():
        if module != "controller.js":
            assert not re.search(r"\.setPhase\(", source), f"{module} sets the controller's phase: ask the controller"
        if module != "screen/presenter.js":
            assert not re.search(r"(?<!dataset)\.(paused|holding)\s*=[^=]", source), f"{module} sets the presenter's pause: ask it"


def normalised(path: str) -> str:
    """`a/../b/./c.js` as `b/c.js`."""
    parts: list[str] = []
    for part in path.split("/"):
        if part == "..":
            parts.pop()
        elif part not in (".", ""):
            parts.append(part)
    return "/".join(parts)


def imports(sources: dict[str, str]) -> dict[str, set[str]]:
    """Each module's imports of the page's own modules (static and dynamic), as paths under web/js/."""
    spec = re.compile(r"""(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)["'](\.{1,2}/[^"']+)["']""", re.MULTILINE)
    return {module: {normalised(f"{Path(module).parent.as_posix()}/{path}") for path in spec.findall(source)}
            for module, source in sources.items()}


def test_the_layers_import_as_architecture_md_says() -> None:
    """The record and the engine's way import nothing that shows or plays; the step registry nothing at all; only main.js the controls."""
    found = imports(page_sources())
    assert "record/history.js" in found["record/ledger.js"] and "steps.js" in found["record/history.js"], "the import scan reads nothing"
    for module, paths in found.items():
        if module.startswith(("record/", "engine/")):
            shown = sorted(p for p in paths if p.startswith(("screen/", "ui/", "art/", "audio/")))
            assert not shown, f"{module} imports {shown}: the record and the engine's way import nothing that shows or plays"
        if module not in ("main.js",) and not module.startswith("ui/"):
            controls = sorted(p for p in paths if p.startswith("ui/"))
            assert not controls, f"{module} imports {controls}: only main.js wires the controls (ui/)"
    assert found["steps.js"] == set(), "steps.js, read by every layer, imports nothing"


# --- the hooks ----------------------------------------------------------------------------------------------


def declared_hooks() -> set[str]:
    """Every hook of hooks.js's NO_HOOKS."""
    source = (JS / "hooks.js").read_text(encoding="utf-8")
    body = source.split("NO_HOOKS = Object.freeze({", 1)[1].split("\n});", 1)[0]
    return set(re.findall(r"^  (\w+):", body, re.MULTILINE))


def test_the_hooks_table_is_what_hooks_js_declares() -> None:
    names = table_names("Hooks")
    assert len(names) == len(set(names)), f"a hook is listed twice: {names}"
    hooks = declared_hooks()
    assert set(names) == hooks, (f"docs/architecture.md lists {sorted(set(names) - hooks)} that hooks.js does not "
                                 f"declare and misses {sorted(hooks - set(names))}")
    assert "balance" in hooks
