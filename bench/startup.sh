#!/usr/bin/env bash
# Start-up of the one-shot commands (a judge mode, the version, a one-puzzle solve), end to end as a
# user runs them: ROUNDS interleaved rounds (each
# round runs every command once, so a burst of load hits them alike), then per command the median wall
# time and the median CPU time (user + sys of the process and its children) with the range of the wall
# times. Other launchers (another checkout's ./nonet, say) are measured beside this one's.
# Usage: bench/startup.sh [ROUNDS] [OTHER_LAUNCHER...]      (default: 10 rounds)
# The launchers build (and make their class-data archive) on first use: run each once before timing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds="${1:-10}"
shift || true
sample=cli/src/test/resources/examples/boj2580-sample.in
puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
commands=("java -version")
for launcher in ./nonet "$@"; do
  commands+=("$launcher boj 2580 < $sample" "$launcher --version" "$launcher solve <<< $puzzle")
done
commands+=("NONET_CDS=off ./nonet boj 2580 < $sample")

for c in "${commands[@]}"; do
  eval "$c" >/dev/null 2>&1 || true # first use: build, archive, page cache
done
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
TIMEFORMAT='%R %U %S'
for ((round = 0; round < rounds; round++)); do
  for i in "${!commands[@]}"; do
    t="$({ time eval "${commands[$i]}" >/dev/null 2>&1; } 2>&1)"
    echo "$i $t" >>"$results"
  done
done
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $rounds rounds, $(nproc) cores; load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-50s %8s %8s %17s\n' "command (sample: $sample)" "wall" "cpu" "wall min-max"
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for i in "${!commands[@]}"; do
  walls="$(awk -v i="$i" '$1 == i { print $2 }' "$results")"
  wall="$(median <<<"$walls")"
  cpu="$(awk -v i="$i" '$1 == i { print $3 + $4 }' "$results" | median)"
  range="$(sort -n <<<"$walls" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.3f-%.3f", lo, hi }')"
  printf '%-50s %7ss %7ss %16ss\n' "$(sed "s|$sample|sample|; s|$puzzle|PUZZLE|" <<<"${commands[$i]}")" "$wall" "$cpu" "$range"
done
