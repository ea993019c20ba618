#!/usr/bin/env bash
# `npm test`: every test there is. Installs what it needs when missing (Debian's chromium and
# postgresql when run as root, npm packages), then runs: typecheck + lint + unit tests, an
# install check, the unit tests and a start smoke test on Node 22, 24 and 26 too, integration
# tests on PGlite, the same integration tests on a real PostgreSQL started here, and the browser
# end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "Missing Debian packages: $*. Install them (as root: apt-get install -y $*) and run again." >&2
    exit 1
  fi
  if [ $apt_updated = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

step "System packages"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || missing+=(postgresql)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  apt_install "${missing[@]}"
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo '?'), postgresql: $pg_bin"

step "npm packages"
# Not `npm ci`: npm leaves other platforms' optional packages (Tailwind's oxide builds) out of
# the lock file it writes here, and `npm ci` then refuses it; `npm install` keeps the locked versions.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
else
  echo "up to date"
fi

step "Typecheck, lint, unit tests"
npm run -s check

step "Other Node.js lines (22, 24 and 26): install check, unit tests, start smoke test"
bash scripts/other-nodes.sh "${E2E_PORT:-3390}"

step "Integration tests on PGlite"
npx vitest run --project integration

step "Integration tests on PostgreSQL"
pg_dir=$(mktemp -d /tmp/parley-pg.XXXXXX)
# Below Linux's ephemeral range (32768-60999): the suites before this one open thousands of
# client connections, and one of them may hold any port in that range when PostgreSQL binds.
pg_port=${PARLEY_TEST_PG_PORT:-15432}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$pg_dir"; fi
stop_pg() { as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap stop_pg EXIT
as_pg "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
start_pg() {
  as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $1 -k $pg_dir -c max_connections=300 -c fsync=off" -w start >/dev/null
}
# A port taken by another program: the next ones are tried, and the server's log shown if none.
for attempt in 0 1 2 3 4; do
  if start_pg $((pg_port + attempt)); then pg_port=$((pg_port + attempt)); break; fi
  tail -n 5 "$pg_dir/server.log" >&2 || true
  [ $attempt = 4 ] && exit 1
done
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" npx vitest run --project integration

step "Browser end-to-end tests (Chromium)"
npx playwright test

echo
echo "All test suites passed."
