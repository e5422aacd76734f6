#!/usr/bin/env bash
# Measures the start-up figures of docs/performance.md from a fresh clone of this repository's HEAD:
# `npm install && npm start` until /v1/health answers, a second start of the built app, and the seed.
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
port=${PORT:-3290}
trap 'pkill -f "next-server" 2>/dev/null || true; rm -rf "$work"' EXIT
git clone -q "$repo" "$work/rumbo" && cd "$work/rumbo"

wait_healthy() { until curl -sf "localhost:$port/v1/health" >/dev/null; do sleep 0.1; done; }
stop() { pkill -f "scripts/start.mjs" || true; pkill -f "next-server" || true; sleep 1; }
elapsed() { echo "$(date +%s.%N) - $1" | bc; }

t=$(date +%s.%N); npm install --no-audit --no-fund >/dev/null 2>&1
PORT=$port npm start >/dev/null 2>&1 & wait_healthy
echo "npm install && npm start → sano: $(elapsed "$t") s"; stop

t=$(date +%s.%N); PORT=$port npm start >/dev/null 2>&1 & wait_healthy
echo "npm start con la compilación hecha → sano: $(elapsed "$t") s"; stop

rm -rf .data/pglite; t=$(date +%s.%N); npm run -s db:seed >/dev/null
echo "db:seed en un PGlite nuevo (con migraciones): $(elapsed "$t") s"
t=$(date +%s.%N); npm run -s db:seed -- --force >/dev/null
echo "db:seed --force sobre datos existentes: $(elapsed "$t") s"
