#!/usr/bin/env bash
# Runs every test: type-check, unit tests (jest), production build, end-to-end tests
# (Playwright) against the build served by `gatsby serve`. Ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
results="$(mktemp -d)"
status=0
cleanup() { [ -n "${serve_pid:-}" ] && kill "$serve_pid" 2>/dev/null; rm -rf "$results"; }
trap cleanup EXIT

step() { echo; echo "=== $*"; }

step "TypeScript (strict)"
npx tsc --noEmit -p . || status=1

step "Unit tests (jest)"
npx jest --ci --json --outputFile="$results/jest.json" || status=1

step "Production build (gatsby build --prefix-paths)"
if ! npx gatsby build --prefix-paths; then
  echo "build failed"; status=1
fi

step "End-to-end tests (Playwright, gatsby serve)"
if [ -f public/index.html ]; then
  npx gatsby serve --prefix-paths --port 9000 >"$results/serve.log" 2>&1 &
  serve_pid=$!
  node scripts/wait-for-url.mjs http://localhost:9000/stan/ 60 || status=1
  PW_JSON_OUTPUT="$results/e2e.json" BASE_URL=http://localhost:9000 npx playwright test || status=1
fi

step "Summary"
node scripts/summarize-results.mjs "$results/jest.json" "$results/e2e.json" || status=1
exit $status
