#!/usr/bin/env bash
# `npm test`: install whatever is missing (as .ci/run does), then run every test with pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
exec python3 -m pytest "$@"
