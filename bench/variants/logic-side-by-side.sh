#!/usr/bin/env bash
# Nonet's logical path on setters' puzzles against SudokuVariantSolverJS's logicalSolve (Rangsk's
# TypeScript solver, every logical step allowed), side by side: per puzzles file, how many each solves
# to the end by logic, how many without a contradiction (for the reference: without cell forcing or
# simple contradiction either), the puzzles the reference solves plainly where Nonet needs a
# contradiction, and the median and slowest path (docs/TECHNIQUES.md, "Puzzles with constraints").
# The reference runs one process per puzzle (bench/variants/reference-driver.mjs logical, 60 s cap);
# Nonet one warm JVM on one thread (dev.nonet.bench.RulePathSweep, every step checked against the
# solution).
# Usage: bench/variants/logic-side-by-side.sh [FILE...]
#   FILE: puzzles.json files in the reference's format (default: ../shared/data/variants/puzzles.json and
#   the reference's own puzzles/puzzles.json and puzzles/puzzles-timeout.json)
# Needs Node 20 and npm and Maven; SVSJS_SRC=DIR uses a checkout of the reference already there (built
# with npm ci and npm run build unless dist/bundle.js exists), else it is cloned from GitHub; SKIP_BUILD=1
# uses bench/target/benchmarks.jar as it is; NONET_DEADLINE=S bounds each of Nonet's paths (default 30);
# OUT=DIR keeps the raw results. Run it with nice on a shared machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source bench/variants/reference-checkout.sh
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(../shared/data/variants/puzzles.json "$src/puzzles/puzzles.json" "$src/puzzles/puzzles-timeout.json")
fi
if [ -z "${SKIP_BUILD:-}" ]; then
  mvn -B -q -pl bench -am package -DskipTests
fi
echo "reference: $(git -C "$src" log -1 --format='%h %cs' 2>/dev/null || echo "$src"), node $(node --version);" \
  "load $(cut -d' ' -f1 /proc/loadavg)"
n=0
for file in "${files[@]}"; do
  n=$((n + 1))
  count=$(node -e 'const a = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(a.filter(e => e && Object.keys(e).length > 0).length)' "$file")
  : >"$out/reference-$n.jsonl"
  for ((i = 0; i < count; i++)); do
    # The driver cancels the solver at 60 s; the outer timeout only guards against a hang.
    line=$(timeout 300 node bench/variants/reference-driver.mjs "$src" logical --file "$file" --index "$i" \
      --timeout-ms 60000 | tail -n 1) || line='{"status":"error"}'
    echo "{\"index\":$i,${line#\{}" >>"$out/reference-$n.jsonl"
  done
  java -cp bench/target/benchmarks.jar dev.nonet.bench.RulePathSweep "$file" --deadline "${NONET_DEADLINE:-30}" \
    >"$out/nonet-$n.tsv"
  node bench/variants/logic-table.mjs "$(basename "$file")" "$out/reference-$n.jsonl" "$out/nonet-$n.tsv"
done
