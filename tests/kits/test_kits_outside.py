"""Both kits as an author outside the repository gets them, in a project of its own in a temporary
folder: the JavaScript kit installed from its `npm pack` tarball runs examples/js (and tsc takes
them); the Python kit pip-installed into a new virtual environment beside pytest-playwright drives
the game with pytest-playwright's `page` and the kit's `game`, in the browser `--browser` names."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import venv
from pathlib import Path

from midnight_princess_testkit import Site
from tests.repo import ROOT

PINS = json.loads((ROOT / "package.json").read_text())["devDependencies"]

OUTSIDE_TEST = '''
from midnight_princess_testkit import GamePage, HEARTS, seed


def test_the_page_object_on_pytest_playwrights_page(page, debug_site, browser_name):
    assert page.context.browser.browser_type.name == browser_name  # the browser --browser named, not another
    game = GamePage(page, debug_site)
    game.presets(speed=25)
    game.open()
    expected = game.outcome(seed("outside-spin"), grids=[HEARTS], princess="star", choose_seed=seed("outside-choose"))
    game.queue_seeds([seed("outside-spin"), seed("outside-choose")])
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.choose("star") == "ready"
    assert game.balance() == expected["balance"] and game.state() == expected["state"]


def test_the_kits_game_fixture(game):
    assert game.version() == 8 and game.phase() == "ready"
'''


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env={**os.environ, **(env or {})})


def ok(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, f"{' '.join(result.args)} failed ({result.returncode}):\n{result.stdout}{result.stderr}"
    return result.stdout


def test_the_js_kit_from_its_tarball_runs_the_examples(debug_site: Site, tmp_path: Path) -> None:
    packed = ok(run(["npm", "pack", str(ROOT / "kits" / "js"), "--pack-destination", str(tmp_path), "--json"], tmp_path))
    tarball = tmp_path / json.loads(packed)[0]["filename"]
    project = tmp_path / "project"
    project.mkdir()
    wanted = {name: PINS[name] for name in ("@playwright/test", "typescript", "@types/node")}
    (project / "package.json").write_text(json.dumps({"name": "outside", "private": True, "type": "module",
                                                      "devDependencies": {"@midnight-princess/playwright": f"file:{tarball}", **wanted}}))
    env = {"PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"}
    ok(run(["npm", "install", "--prefer-offline", "--no-audit", "--no-fund"], project, env))
    for spec in (ROOT / "examples" / "js").iterdir():
        shutil.copy(spec, project / spec.name)
    ok(run(["npx", "--no-install", "tsc", "-p", "."], project))
    print(ok(run(["npx", "--no-install", "playwright", "test"], project, {**env, "MP_URL": debug_site.url}, timeout=900)))


def test_the_python_kit_in_a_new_venv_beside_pytest_playwright(debug_site: Site, tmp_path: Path) -> None:
    # The venv sees this machine's packages (Playwright, pytest-playwright: no download), and gets the kit itself.
    venv.EnvBuilder(system_site_packages=True, with_pip=True).create(tmp_path / "venv")
    python = str(tmp_path / "venv" / "bin" / "python")
    ok(run([python, "-m", "pip", "install", "pytest-playwright==0.10.0", str(ROOT / "kits" / "python")], tmp_path))
    project = tmp_path / "project"
    project.mkdir()
    (project / "test_outside.py").write_text(OUTSIDE_TEST)
    pytest = [python, "-m", "pytest", "-p", "no:cacheprovider", "-v", "--mp-url", debug_site.url]
    chromium = ok(run([*pytest, "--browser", "chromium"], project))
    assert "test_the_page_object_on_pytest_playwrights_page[chromium] PASSED" in chromium
    assert "test_the_kits_game_fixture[chromium] PASSED" in chromium
    # --browser firefox runs Firefox or fails for want of Playwright's Firefox: never Chromium under Firefox's name.
    firefox = run([*pytest, "--browser", "firefox", "-k", "page_object"], project)
    if firefox.returncode != 0:
        assert "test_the_page_object_on_pytest_playwrights_page[firefox] ERROR" in firefox.stdout
        assert "firefox" in firefox.stdout.split("Executable doesn't exist at", 1)[1].splitlines()[0]
    else:
        assert "test_the_page_object_on_pytest_playwrights_page[firefox] PASSED" in firefox.stdout
