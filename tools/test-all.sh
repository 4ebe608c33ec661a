#!/usr/bin/env bash
# `npm test`: formats, descriptors, types, unit and API tests, then the built app in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results

echo "== generated JSON Schemas are current"
npx tsx tools/generate-json-schemas.ts --check
echo "== descriptors and entity schemas validate"
npx tsx tools/validate.ts
echo "== type check"
npx tsc --noEmit -p tsconfig.json
echo "== unit and API tests"
status=0
npx vitest run --project unit --project api --reporter=default --reporter=json --outputFile=test-results/unit-api.json || status=$?
echo "== build the web app"
npx vite build --logLevel warn
echo "== end-to-end tests in headless Chromium"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile=test-results/e2e.json || status=$?
npx tsx tools/test-summary.ts test-results/unit-api.json test-results/e2e.json
exit $status
