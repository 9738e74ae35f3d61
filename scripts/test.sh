#!/usr/bin/env bash
# `npm test`: install whatever is missing (as .ci/run does), lint the JavaScript, type-check it (tsc), run the page's
# and the JavaScript test kit's unit tests (Node's own runner: tests/js/, kits/js/test/), then run every other
# test with pytest (the kits' browser tests and examples among them: tests/kits/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
npx --no-install eslint .
npx --no-install prettier --check --log-level warn .
npx --no-install tsc -p .
npx --no-install tsc -p tsconfig.strict.json
node --test tests/js/ kits/js/test/
exec python3 -m pytest "$@"
