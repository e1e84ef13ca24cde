#!/usr/bin/env bash
# `npm test`: type check, unit tests (vitest, holding lib/ to its line-coverage floor), then
# end-to-end tests (Playwright) against the production build in Chromium at desktop and phone widths.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
npx next typegen >/dev/null
npx tsc --noEmit
npx vitest run --coverage
npx playwright test
