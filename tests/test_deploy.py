"""The deploy recipes of docs/deploy.md hold together: the GitHub Pages workflow builds dist/ and
publishes it, the _headers file (Netlify, Cloudflare Pages) types the wasm and the modules and
sets one cache rule, and the nginx snippet in docs/deploy.md is deploy/nginx.conf."""

from __future__ import annotations

import re

import yaml

from tests.repo import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"


def headers_rules(text: str) -> dict[str, dict[str, str]]:
    """_headers as {path pattern: {header: value}}."""
    rules: dict[str, dict[str, str]] = {}
    path = None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            path = line.strip()
            rules[path] = {}
        else:
            assert path is not None, line
            name, value = line.strip().split(":", 1)
            rules[path][name.strip()] = value.strip()
    return rules


def test_the_pages_workflow_builds_dist_and_deploys_it() -> None:
    flow = yaml.safe_load(WORKFLOW.read_text())
    trigger = flow.get("on", flow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert trigger["push"]["branches"] == ["main"] and "workflow_dispatch" in trigger
    build, deploy = flow["jobs"]["build"], flow["jobs"]["deploy"]
    runs = [step["run"] for step in build["steps"] if "run" in step]
    assert runs == ["npm ci", "python3 build.py"]
    upload = next(step for step in build["steps"] if step.get("uses", "").startswith("actions/upload-pages-artifact@"))
    assert upload["with"]["path"] == "dist"
    assert deploy["needs"] == "build" and deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert [step["uses"].split("@")[0] for step in deploy["steps"]] == ["actions/deploy-pages"]
    assert flow["permissions"] == {"contents": "read"}


def test_the_headers_file_types_pyodide_and_sets_one_cache_rule() -> None:
    rules = headers_rules((ROOT / "web" / "_headers").read_text())
    assert rules["/*"] == {"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"}
    assert rules["/pyodide/pyodide.asm.wasm"] == {"Content-Type": "application/wasm"}
    assert rules["/pyodide/pyodide.mjs"] == rules["/pyodide/pyodide.asm.mjs"] == {"Content-Type": "text/javascript"}
    assert rules["/engine/*"] == rules["/micropip/*"] == {"Access-Control-Allow-Origin": "*"}  # other sites' micropip
    # Hosts join a header set by two matching rules ("no-cache, max-age=..."): each is set once.
    named = [name for headers in rules.values() for name in headers]
    assert len(named) == len(set(named)) + 3  # Content-Type on three exact paths, the origins on two folders


def test_docs_deploy_shows_the_nginx_snippet_as_it_is() -> None:
    docs = (ROOT / "docs" / "deploy.md").read_text()
    snippet = (ROOT / "deploy" / "nginx.conf").read_text()
    assert f"```nginx\n{snippet}```" in docs
    assert re.search(r"\bgzip_static on;", snippet) and re.search(r"\bbrotli_static on;", snippet)
