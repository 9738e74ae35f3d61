"""The code blocks of a docs page that follow a `<!-- snippet: NAME -->` line: what the tests run is what the page shows."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

SNIPPET = re.compile(r"^<!-- snippet: ([\w-]+) -->\n```(\w+)\n(.*?)\n```$", re.S | re.M)


class Snippet(NamedTuple):
    language: str
    code: str


def snippets(page: Path) -> dict[str, Snippet]:
    """The page's snippets by name."""
    return {name: Snippet(language, code) for name, language, code in SNIPPET.findall(page.read_text())}
