"""Every relative link in the repository's markdown resolves: to a file that is there, and to a heading
that is there when it names one (GitHub's anchors)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def markdown_files() -> list[Path]:
    """The repository's markdown, as git lists it (tracked, or new and not ignored)."""
    try:
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.md"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        listed = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*.md") if "node_modules" not in p.parts]
    return sorted(ROOT / path for path in listed if (ROOT / path).is_file())


def without_code_blocks(text: str) -> str:
    """The text without its fenced code blocks."""
    return re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", text, flags=re.MULTILINE | re.DOTALL)


def prose(text: str) -> str:
    """The text without code, where a bracket is not a link."""
    return re.sub(r"`[^`\n]*`", "", without_code_blocks(text))


def anchors(path: Path) -> set[str]:
    """GitHub's anchor for each heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered."""
    seen: dict[str, int] = {}
    out = set()
    for line in without_code_blocks(path.read_text(encoding="utf-8")).splitlines():
        heading = re.match(r"#{1,6} +(.*?)#*\s*$", line)
        if not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        out.add(slug if count == 0 else f"{slug}-{count}")
    return out


def broken_links(path: Path) -> list[str]:
    """The links of one file that lead nowhere."""
    problems = []
    for target in LINK.findall(prose(path.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.exists():
            problems.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            problems.append(f"{target}: no heading #{anchor} in {linked.name}")
    return problems


FILES = markdown_files()


def test_the_repository_has_its_docs() -> None:
    names = {str(p.relative_to(ROOT)) for p in FILES}
    assert {"README.md", "docs/architecture.md", "docs/trust.md", "docs/performance.md"} <= names


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_every_relative_link_resolves(path: Path) -> None:
    assert broken_links(path) == []


def test_a_broken_link_and_a_missing_heading_are_found(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# Top\n\n## The engine (`py/x/`)\n\n[ok](#top) [ok](b.md#the-b-part) "
                                   "[ok](#the-engine-pyx) [gone](c.md) [nowhere](b.md#nope) `[code](c.md)`\n")
    (tmp_path / "b.md").write_text("# B\n\n## The B part\n")
    assert broken_links(tmp_path / "a.md") == ["c.md: no such file", "b.md#nope: no heading #nope in b.md"]
