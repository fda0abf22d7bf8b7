#!/usr/bin/env bash
# Fresh machine -> every test: installs Debian's Chromium and its headless shell (never a downloaded
# browser: the tests drive the shell, Lighthouse and the benchmarks full Chromium) and nginx when
# missing, installs npm packages from the lock file, then runs `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
npm test
