#!/usr/bin/env bash
# Nonet against SudokuVariantSolverJS (Rangsk's TypeScript solver) on variant puzzles, side by side in
# one run (docs/PERFORMANCE.md): solve, count to 2 and true candidates on the same f-puzzles payloads, then one
# table per file and operation: median / p90 / max ms of each, the ratio of the medians, the puzzles
# where Nonet is slower and those over 10 s; every answer of both checked against the published solution.
# The reference runs under Node (20 or later), one process per puzzle and operation (its constraint
# registry is registered once per process, so one solver instance per process), the operation alone
# timed inside the process (bench/variants/reference-driver.mjs); Nonet runs in one warm JVM
# (dev.nonet.bench.VariantRate: median of up to 5 runs per puzzle, wall and CPU time).
# Usage: bench/variants/side-by-side.sh [FILE...]
#   FILE: puzzles.json files in the reference's format (default: ../shared/data/variants/puzzles.json and
#   the reference's own puzzles/puzzles-timeout.json)
# Needs git, Node 20 and npm (with the npm registry reachable) and Maven. SVSJS_SRC=DIR uses a checkout
# already there instead of cloning https://github.com/dclamage/SudokuVariantSolverJS into a temporary
# folder; it is built (npm ci, npm run build) unless its dist/bundle.js exists. REF_RUNS=N runs the
# reference N times per puzzle and operation and takes the median (default 1); NONET_ARGS adds
# arguments to VariantRate (say "--runs 3 --warmup 5"); CPU=N pins both to that core; MVN_FLAGS adds
# Maven flags (say -o); SKIP_BUILD=1 uses bench/target/benchmarks.jar as it is; OUT=DIR keeps the raw
# results there (reference.jsonl, nonet.tsv, table.md). Run it with nice on a shared machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source bench/variants/reference-checkout.sh
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(../shared/data/variants/puzzles.json "$src/puzzles/puzzles-timeout.json")
fi
pin=()
if [ -n "${CPU:-}" ]; then
  pin=(taskset -c "$CPU")
fi
if [ -z "${SKIP_BUILD:-}" ]; then
  mvn -B -q ${MVN_FLAGS:-} -pl bench -am package -DskipTests
fi
cp bench/target/benchmarks.jar "$work/benchmarks.jar"
driver=bench/variants/reference-driver.mjs

echo "== reference: $(git -C "$src" log -1 --format='%h %cs' 2>/dev/null || echo "$src"), node $(node --version)" \
  "(load $(cut -d' ' -f1 /proc/loadavg))"
: >"$out/reference.jsonl"
for file in "${files[@]}"; do
  count=$(node -e 'const a = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(a.filter(e => e && Object.keys(e).length > 0).length)' "$file")
  for ((i = 0; i < count; i++)); do
    for op in solve count truecandidates; do
      for ((run = 1; run <= ${REF_RUNS:-1}; run++)); do
        # The driver cancels the solver at 60 s; the outer timeout only guards against a hang.
        line=$("${pin[@]}" timeout 300 node "$driver" "$src" "$op" --file "$file" --index "$i" \
          --timeout-ms 60000 | tail -n 1) || true
        if [ -z "$line" ]; then
          line="{\"op\":\"$op\",\"status\":\"error\",\"error\":\"no answer from the driver\"}"
        fi
        node -e 'const r = JSON.parse(process.argv[1]); r.file = process.argv[2]; r.index = Number(process.argv[3]);
          console.log(JSON.stringify(r))' "$line" "$file" "$i" >>"$out/reference.jsonl"
      done
    done
    printf '%s #%d: %s\n' "$(basename "$file")" "$i" \
      "$(tail -n $((3 * ${REF_RUNS:-1})) "$out/reference.jsonl" | node -e '
        const lines = require("fs").readFileSync(0, "utf8").trim().split("\n").map(JSON.parse);
        console.log(lines.map(r => `${r.op} ${r.ms ?? "-"} ms (${r.status})`).join(", "))')" >&2
  done
done

echo "== nonet: $(java -version 2>&1 | head -1) (load $(cut -d' ' -f1 /proc/loadavg))"
status=0
"${pin[@]}" java -cp "$work/benchmarks.jar" dev.nonet.bench.VariantRate --tsv "$out/nonet.tsv" \
  --reference "$out/reference.jsonl" ${NONET_ARGS:-} "${files[@]}" | tee "$out/table.md" || status=$?
exit "$status"
