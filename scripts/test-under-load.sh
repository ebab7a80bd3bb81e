#!/usr/bin/env bash
# The test suite (or the files named) with every core of the machine kept busy by another process, the way a shared
# CI runner or a developer's laptop often is. Timeouts scale with UPSTREAM_INGEST_TEST_TIME_SCALE (default 3 here);
# no test asserts on elapsed time. Prints the slowest test files at the end.
#
#   bash scripts/test-under-load.sh                      # the whole suite (~9 min on 2 quiet cores; longer loaded)
#   bash scripts/test-under-load.sh test/github test/lint  # a subset: any jest path patterns
#
# UPSTREAM_INGEST_LOAD_PROCS: how many busy processes (default: one per core). UPSTREAM_INGEST_SLOWEST: how many of
# the slowest files to print (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."

cores="$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc 2>/dev/null || echo 2)"
procs="${UPSTREAM_INGEST_LOAD_PROCS:-$cores}"
export UPSTREAM_INGEST_TEST_TIME_SCALE="${UPSTREAM_INGEST_TEST_TIME_SCALE:-3}"
report="$(mktemp "${TMPDIR:-/tmp}/upstream-ingest-load.XXXXXX.json")"

# The load: one spinning process per core, at the same priority as the tests. `stress` when installed, else a
# shell loop (no dependency). Each is ended by its own PID when this script exits, however it exits.
load_pids=()
# shellcheck disable=SC2317 # called by the EXIT trap
stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -f "$report"
}
trap stop_load EXIT
if command -v stress >/dev/null 2>&1; then
  stress --cpu "$procs" >/dev/null 2>&1 &
  load_pids+=("$!")
else
  for _ in $(seq 1 "$procs"); do
    (while :; do :; done) &
    load_pids+=("$!")
  done
fi
echo "load: $procs busy process(es) on $cores core(s); UPSTREAM_INGEST_TEST_TIME_SCALE=$UPSTREAM_INGEST_TEST_TIME_SCALE"

status=0
NODE_OPTIONS=--experimental-vm-modules node node_modules/jest/bin/jest.js --json --outputFile="$report" "$@" || status=$?

# shellcheck disable=SC2016 # the program is JavaScript, its template literals are not the shell's
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const n = Number(process.argv[2]) || 10;
  const files = r.testResults
    .map((t) => ({ file: require("path").relative(process.cwd(), t.name), s: (t.endTime - t.startTime) / 1000, ok: t.status === "passed" }))
    .sort((a, b) => b.s - a.s);
  console.log(`\nslowest ${Math.min(n, files.length)} of ${files.length} test file(s) under load:`);
  for (const f of files.slice(0, n)) console.log(`${f.s.toFixed(1).padStart(8)} s  ${f.ok ? "" : "FAILED  "}${f.file}`);
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
' "$report" "${UPSTREAM_INGEST_SLOWEST:-10}" || true
exit "$status"
