"""The PAR sheet's files: where a rung's sheet lives, and PAR.md, par.json and the plots written there.

The sheet is made of its sections (``sections.py``), laid out by ``writers.py`` and drawn by
``plots.py``; nothing is simulated here.
"""

from __future__ import annotations

import json
from pathlib import Path

from midnight_princess import ladder

from .figures import Result
from .plots import CONVERGENCE_PNG, DETAIL_PNG, DISTRIBUTION_PNG, FEATURE_PNG, PLOT_TITLES, plot_convergence, plot_detail, plot_distribution, plot_features
from .writers import FINGERPRINT_LINE, render_markdown

MARKDOWN_NAME = "PAR.md"
JSON_NAME = "par.json"
SHEETS = Path("docs")  # the default rung's sheet; every other rung's in a folder of its own below LADDER
LADDER = "par"


def sheet_dir(rtp: str, root: Path = SHEETS) -> Path:
    """Where a rung's PAR sheet lives: docs/ for the default rung, docs/par/<rtp>/ for the others."""
    return root if rtp == ladder.DEFAULT else root / LADDER / rtp


def write_report(result: Result, directory: Path) -> list[Path]:
    """Write PAR.md, par.json and the plots the run allows into a directory; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = [directory / MARKDOWN_NAME, directory / JSON_NAME]
    if result.get("choices"):
        plot_distribution(result, directory / DISTRIBUTION_PNG)
        plot_convergence(result, directory / CONVERGENCE_PNG)
        paths += [directory / DISTRIBUTION_PNG, directory / CONVERGENCE_PNG]
    if result.get("parts"):
        plot_features(result, directory / FEATURE_PNG)
        paths.append(directory / FEATURE_PNG)
    if result.get("detail"):
        plot_detail(result, directory / DETAIL_PNG)
        paths.append(directory / DETAIL_PNG)
    plots = tuple(name for name in PLOT_TITLES if directory / name in paths)
    paths[0].write_text(render_markdown(result, plots), encoding="utf-8")
    paths[1].write_text(json.dumps(result, indent=1, allow_nan=False) + "\n", encoding="utf-8")
    return paths


def sheet_fingerprint(text: str) -> str | None:
    """The engine fingerprint a PAR sheet names, or None."""
    prefix = FINGERPRINT_LINE.split("`")[0] + "`"
    for line in text.splitlines():
        if line.startswith(prefix):
            return line[len(prefix):].split("`")[0]
    return None
