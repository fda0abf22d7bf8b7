#!/usr/bin/env bash
# Runs every test: type-check, unit tests (jest), production build, end-to-end tests
# (Playwright) against the build served by `gatsby serve`, then the same suite against
# the build served by nginx with the production config (deploy/). Ends with one summary line.
# Ports: SERVE_PORT (gatsby serve, 9000) and NGINX_PORT (nginx, 9080).
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
results="$(mktemp -d)"
status=0
serve_port="${SERVE_PORT:-9000}"
nginx_port="${NGINX_PORT:-9080}"
cleanup() {
  # gatsby serve runs in its own process group (setsid): npx leaves the server behind otherwise.
  [ -n "${serve_pid:-}" ] && kill -- "-$serve_pid" 2>/dev/null
  [ -n "${nginx_pid:-}" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  rm -rf "$results"
}
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
  setsid npx gatsby serve --prefix-paths --port "$serve_port" >"$results/serve.log" 2>&1 &
  serve_pid=$!
  # nginx with the production config (CSP generated from this build), on loopback only.
  node deploy/local-nginx.mjs --port "$nginx_port" --public public >"$results/nginx.log" 2>&1 &
  nginx_pid=$!
  node scripts/wait-for-url.mjs "http://localhost:$serve_port/stan/" 60 || status=1
  node scripts/wait-for-url.mjs "http://127.0.0.1:$nginx_port/stan/" 30 || { status=1; cat "$results/nginx.log"; }
  export NGINX_URL="http://127.0.0.1:$nginx_port"
  PW_JSON_OUTPUT="$results/e2e.json" BASE_URL="http://localhost:$serve_port" npx playwright test || status=1

  step "End-to-end tests (Playwright, nginx with the production config)"
  PW_JSON_OUTPUT="$results/e2e-nginx.json" BASE_URL="$NGINX_URL" npx playwright test || status=1
fi

step "Summary"
node scripts/summarize-results.mjs "$results/jest.json" "gatsby-serve=$results/e2e.json" "nginx=$results/e2e-nginx.json" || status=1
exit $status
