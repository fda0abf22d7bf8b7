#!/usr/bin/env bash
# Runs every test: type-check, the GitHub workflows' lint, unit tests (jest), production build, the checks of
# the built site's files (jest on public/), then the end-to-end tests (Playwright) against the build on three
# servers at once: the whole suite on the GitHub Pages stand-in (the real host), nginx's own checks with the
# production config (deploy/), and a routes smoke test on `gatsby serve` (the README's preview); then, side
# by side, the authors' loop under `gatsby develop`
# (tests/develop) and an author's builds of a small copy of the site on one cache, copied with this
# build's (tests/builds). Prints each stage's time, then one summary line.
# Ports: PAGES_PORT (GitHub Pages rules, 9100), NGINX_PORT (nginx, 9080), SERVE_PORT (gatsby serve, 9000),
# DEVELOP_PORT (gatsby develop, 9650).
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
results="$(mktemp -d)"
status=0
pages_port="${PAGES_PORT:-9100}"
nginx_port="${NGINX_PORT:-9080}"
serve_port="${SERVE_PORT:-9000}"
declare -A bg_pid=() bg_log=() bg_start=()
cleanup() {
  [ -n "${pages_pid:-}" ] && kill "$pages_pid" 2>/dev/null
  # gatsby serve runs in its own process group (setsid): npx leaves the server behind otherwise.
  [ -n "${serve_pid:-}" ] && kill -- "-$serve_pid" 2>/dev/null
  [ -n "${nginx_pid:-}" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  # Stages still running beside the others when the run stops early.
  for pid in "${bg_pid[@]}"; do kill "$pid" 2>/dev/null; done
  rm -rf "$results"
}
trap cleanup EXIT

timings=()
stage_name=""
stage_start=0
# Starts a stage (and ends the one before it, recording its time).
step() {
  end_stage
  stage_name="$*"
  stage_start=$SECONDS
  echo; echo "=== $*"
}
end_stage() {
  [ -n "$stage_name" ] && timings+=("$(printf '%4ds  %s' $((SECONDS - stage_start)) "$stage_name")")
  stage_name=""
}

# background NAME LOG COMMAND...: runs a command beside the stages that follow, its output in LOG;
# `finish NAME` waits for it, prints its output and time, and records its status.
background() {
  local name="$1" log="$2"; shift 2
  bg_log[$name]="$log"; bg_start[$name]=$SECONDS
  "$@" >"$log" 2>&1 &
  bg_pid[$name]=$!
}
finish() {
  local name="$1"
  wait "${bg_pid[$name]}" || status=1
  echo; echo "=== $name"
  cat "${bg_log[$name]}"
  timings+=("$(printf '%4ds  %s (started at %ds, beside the others)' $((SECONDS - bg_start[$name])) "$name" "${bg_start[$name]}")")
}

# On the 2-core machine, stages share the cores only where that was measured to pay: the unit tests beside
# the production build (134 s for both, against 162 s one after the other), the type check (of the query
# types the build has just written) beside the end-to-end tests, and the authors' loop beside
# the author's builds (204 s, against 329 s). With the develop test and the builds beside the whole e2e
# suite, everything took longer than one after the other (develop did not start within 200 s).
background "Unit tests (jest)" "$results/jest.log" npx jest --ci --maxWorkers=2 --json --outputFile="$results/jest.json"

step "GitHub workflows (actionlint: syntax, expressions, action inputs)"
npm run --silent lint:workflows || status=1

step "Production build (gatsby build --prefix-paths)"
# With a test tag-manager id, so that gatsby-plugin-google-tagmanager's own code is what the
# e2e tests meet (they block third parties); tests/e2e/behaviour-navigation.spec.ts names it too.
if ! GATSBY_GTM_ID=GTM-TEST123 npx gatsby build --prefix-paths; then
  echo "build failed"; status=1
fi
# The build regenerates the query types from the schema and the queries (gatsby-config's graphqlTypegen);
# the committed file must be what it wrote, or the type check would read stale types.
if ! git diff --quiet -- src/gatsby-types.d.ts; then
  echo "src/gatsby-types.d.ts is out of date: the build regenerated it from the schema and the queries. Commit the new file."
  git --no-pager diff --stat -- src/gatsby-types.d.ts; status=1
fi
end_stage
finish "Unit tests (jest)"

if [ -f public/index.html ]; then
  step "The built site's files (jest on public/: every page's HTML, scripts and generated files)"
  npx jest -c jest.site.config.js --ci --json --outputFile="$results/site.json" || status=1

  # The three servers at once, and the three Playwright projects in one run sharing its two workers (each
  # server's tests fill the time the others leave: nginx's are serial, the pages suite ends on one worker).
  step "End-to-end tests: the whole suite (GitHub Pages rules), nginx's own checks (production config), the routes on gatsby serve"
  background "TypeScript (strict)" "$results/tsc.log" npx tsc --noEmit -p .
  node scripts/gh-pages-server.cjs --port "$pages_port" --public public >"$results/pages.log" 2>&1 &
  pages_pid=$!
  # nginx with the production config (CSP generated from this build), on loopback only.
  node deploy/local-nginx.mjs --port "$nginx_port" --public public >"$results/nginx.log" 2>&1 &
  nginx_pid=$!
  # gatsby serve runs in its own process group (setsid): npx leaves the server behind otherwise.
  setsid npx gatsby serve --prefix-paths --port "$serve_port" >"$results/serve.log" 2>&1 &
  serve_pid=$!
  node scripts/wait-for-url.mjs "http://127.0.0.1:$pages_port/stan/" 30 || { status=1; cat "$results/pages.log"; }
  node scripts/wait-for-url.mjs "http://127.0.0.1:$nginx_port/stan/" 30 || { status=1; cat "$results/nginx.log"; }
  node scripts/wait-for-url.mjs "http://localhost:$serve_port/stan/" 60 || { status=1; cat "$results/serve.log"; }
  PW_JSON_OUTPUT="$results/e2e.json" PAGES_URL="http://127.0.0.1:$pages_port" NGINX_URL="http://127.0.0.1:$nginx_port" \
    SERVE_URL="http://localhost:$serve_port" npx playwright test || status=1
  [ -n "${serve_pid:-}" ] && kill -- "-$serve_pid" 2>/dev/null; serve_pid=""
  [ -n "${nginx_pid:-}" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null; nginx_pid=""
  [ -n "${pages_pid:-}" ] && kill "$pages_pid" 2>/dev/null; pages_pid=""
fi
end_stage
[ -n "${bg_pid[TypeScript (strict)]:-}" ] || background "TypeScript (strict)" "$results/tsc.log" npx tsc --noEmit -p .
finish "TypeScript (strict)"

# Each on a copy of the project (the builds' copy carries this build's .cache and public/).
step "The authors' loop (gatsby develop) beside an author's builds (a small copy of the site, copied with this build's cache)"
background "The authors' loop (gatsby develop, on a copy of the project)" "$results/develop.log" \
  env PW_JSON_OUTPUT="$results/develop.json" npx playwright test -c playwright.develop.config.ts
background "An author's builds on one cache (a small copy of the site, copied with this build's cache)" "$results/builds.log" \
  npx jest -c jest.builds.config.js --ci --json --outputFile="$results/builds.json"
finish "The authors' loop (gatsby develop, on a copy of the project)"
finish "An author's builds on one cache (a small copy of the site, copied with this build's cache)"
end_stage

echo; echo "=== Time per stage"
printf '%s\n' "${timings[@]}"
printf '%4ds  total\n' "$SECONDS"

echo; echo "=== Summary"
node scripts/summarize-results.mjs "jest:unit=$results/jest.json" "jest:site=$results/site.json" "playwright:e2e=$results/e2e.json" \
  "playwright:develop=$results/develop.json" "jest:builds=$results/builds.json" || status=1
exit $status
