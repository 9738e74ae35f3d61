#!/usr/bin/env bash
# Installs what the game and its tests need and is missing: Debian's Chromium, Firefox ESR and
# WebKitGTK's WebDriver with its MiniBrowser (and Xvfb for its window: the cross-engine tests), nginx
# with its brotli module, gcc and Python's headers, the Python test packages, Node.js and
# node_modules (pyodide, pinned in package-lock.json). Safe to re-run.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "install-deps: need root for: $*" >&2; return 1; fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y "$@"
}

if [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi
if [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/Xvfb ]; then
  apt_install firefox-esr webkit2gtk-driver xvfb
fi
if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
# deploy/nginx.conf tried for real (tests/browser/test_deploy_nginx.py): nginx and its brotli_static.
if [ ! -x /usr/sbin/nginx ] || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  apt_install nginx libnginx-mod-http-brotli-static
fi
# The simulator's compiled engine (tests/sim/test_engines.py): a C compiler and Python's headers.
if ! command -v gcc >/dev/null; then apt_install gcc; fi
if ! python3 -c 'import sys, sysconfig, pathlib; sys.exit(not (pathlib.Path(sysconfig.get_paths()["include"]) / "Python.h").is_file())'; then
  apt_install python3-dev
fi

if ! python3 -c "import pytest, hypothesis, playwright, pytest_playwright, midnight_princess_testkit, selenium, tqdm, dask, matplotlib, mypy, yaml, fontTools, brotli, PIL" 2>/dev/null; then
  python3 -m pip install -r requirements-dev.txt
fi

# npm ci when a package of package.json (Pyodide, the fonts, ESLint, Prettier, Lighthouse, Playwright Test,
# the JavaScript test kit...) is missing or not the version it pins. Playwright's own browsers are never
# downloaded: the tests run Debian's Chromium.
if ! python3 -c '
import json, sys
pins = json.load(open("package.json"))
for name, version in {**pins["dependencies"], **pins["devDependencies"]}.items():
    try:
        found = json.load(open(f"node_modules/{name}/package.json"))["version"]
    except (OSError, ValueError, KeyError):
        sys.exit(1)
    if found != version and not version.startswith("file:"):  # file: a package of this repository (kits/js), linked
        sys.exit(1)
'; then PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci; fi
