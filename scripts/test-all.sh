#!/usr/bin/env bash
# `npm test`: format and lint (Biome), undeclared and unused dependencies and exports (knip), type
# check, unit tests (vitest, holding lib/ to its line-coverage floor), then end-to-end tests
# (Playwright) against the production build in Chromium at desktop and phone widths.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
npm run --silent lint
npx next typegen >/dev/null
npx tsc --noEmit
npx vitest run --coverage
npx playwright test
