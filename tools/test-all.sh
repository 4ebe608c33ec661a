#!/usr/bin/env bash
# `npm test`: formats, descriptors, types, the web build, unit and API tests, then the built app in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results
# Each step says when it starts, in seconds since the run began: where the time goes.
step() { echo "== $1 (at ${SECONDS} s)"; }

step "generated JSON Schemas are current"
npx tsx tools/generate-json-schemas.ts --check
step "descriptors and entity schemas validate"
npx tsx tools/validate.ts
step "type check"
npx tsc --noEmit -p tsconfig.json
# Before the API tests: they check how the server sends the built files (pre-compressed .br and .gz).
step "build the web app and the server"
npx vite build --logLevel warn
npm run build:server
step "unit and API tests (API on SQLite, and again on PostgreSQL)"
status=0
# The JSON report counts tests; the run-errors report keeps what fails a run besides them (unhandled errors).
reporters=(--reporter=default --reporter=json --reporter=./tests/support/run-errors-reporter.ts)
# unit-mocks: the unit files with vi.mock, each alone (vitest.config.ts); the rest of unit shares workers.
projects=(--project unit --project unit-mocks --project api)
# Without PostgreSQL the check prints why and exits 3: api-postgres is skipped. Under CI=true it fails
# instead, and so does this run, after the other tests.
if npx tsx tests/support/check-postgres.ts; then
  projects+=(--project api-postgres)
else
  check=$?
  [ "$check" -eq 3 ] || status=$check
fi
RUN_ERRORS_FILE=test-results/unit-api.errors.json npx vitest run "${projects[@]}" "${reporters[@]}" --outputFile=test-results/unit-api.json || status=$?
step "build Storybook"
npm run build-storybook
step "end-to-end tests in headless Chromium"
RUN_ERRORS_FILE=test-results/e2e.errors.json npx vitest run --project e2e "${reporters[@]}" --outputFile=test-results/e2e.json || status=$?
step "summary"
npx tsx tools/test-summary.ts test-results/unit-api.json test-results/e2e.json
exit $status
