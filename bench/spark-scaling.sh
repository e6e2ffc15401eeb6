#!/usr/bin/env bash
# The Spark job's scaling and overhead on this machine: `rate` and `solve` through ./nonet-spark on
# local[1] and local[2], against ./nonet on one and two threads, on the same files. Each setting runs
# REPS times, the settings interleaved (the machine is shared: medians, with CPU time beside wall time).
#   bench/spark-scaling.sh [REPS]      (after ./nonet and ./nonet-spark have built once)
# Prints one line per setting: median wall s, median CPU s (user+sys of the whole process), the
# puzzles/s of the run's own summary (the job: from its start on a running context to the last record written;
# the command line: its whole run), puzzles per wall second and per CPU second of the process.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="${NONET_DATA:-$root/../shared/data}"
reps="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# awk, not head: head would close the pipe early and, under pipefail, end the script
awk '!/^#/ && ++n <= 300' "$data/top1465.txt" >"$work/top300.txt"
solve_in="$data/17-clue.txt"
rate_in="$work/top300.txt"

settings=(
  "solve cli-t1|$root/nonet solve --threads 1 $solve_in"
  "solve cli-t2|$root/nonet solve --threads 2 $solve_in"
  "solve local[1]|$root/nonet-spark --master local[1] solve $solve_in"
  "solve local[2]|$root/nonet-spark --master local[2] solve $solve_in"
  "rate cli-t1|$root/nonet rate --threads 1 $rate_in"
  "rate cli-t2|$root/nonet rate --threads 2 $rate_in"
  "rate local[1]|$root/nonet-spark --master local[1] rate $rate_in"
  "rate local[2]|$root/nonet-spark --master local[2] rate $rate_in"
)

for ((rep = 1; rep <= reps; rep++)); do
  for setting in "${settings[@]}"; do
    name="${setting%%|*}"
    cmd="${setting#*|}"
    out="$work/out"
    rm -rf "$out"
    case "$cmd" in *nonet-spark*) cmd="$cmd $out" ;; *) cmd="$cmd" ;; esac
    /usr/bin/time -f "%e %U %S" -o "$work/time" bash -c "$cmd >$work/stdout 2>$work/stderr"
    read -r wall user sys <"$work/time"
    summary="$(grep -E '^nonet(-spark)? (solve|rate): ' "$work/stderr" | tail -1)"
    records="$(sed -E 's/^[^:]*: ([0-9,]+) puzzles? .*/\1/' <<<"$summary" | tr -d ,)"
    rate="$(sed -E 's/.*\(([0-9,]+)\/s\).*/\1/' <<<"$summary" | tr -d ,)"
    echo "$name|$wall|$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')|$rate|$records" >>"$work/runs"
  done
done

printf '%-16s %8s %8s %12s %12s %12s\n' setting "wall s" "CPU s" "summary /s" "per wall s" "per CPU s"
for setting in "${settings[@]}"; do
  name="${setting%%|*}"
  grep -F "$name|" "$work/runs" | awk -F'|' '
    { wall[NR] = $2; cpu[NR] = $3; rate[NR] = $4; n = $5 }
    function median(a, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
                                       return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
    END { w = median(wall, NR); c = median(cpu, NR); r = median(rate, NR)
          printf "%-16s %8.2f %8.2f %12.0f %12.0f %12.0f\n", $1, w, c, r, n / w, n / c }'
done
