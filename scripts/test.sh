#!/usr/bin/env bash
# `npm test`: install whatever is missing (as .ci/run does), lint the JavaScript, then run every
# test with pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
npx --no-install eslint .
npx --no-install prettier --check --log-level warn .
exec python3 -m pytest "$@"
