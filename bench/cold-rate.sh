#!/usr/bin/env bash
# A cold one-puzzle `nonet rate` against the warm rater's time for the same puzzle. For each of the first
# COUNT puzzles of FILE: the warm time (SeRatingSpeed on the puzzle 16 times, the first 16 to warm up:
# median CPU time of the rest, on the java on the PATH with the launcher's collector), then ROUNDS
# interleaved rounds of `LAUNCHER rate` on it alone through standard input, a here-string (a pipe closed at
# once: the launchers' small input, on C1 alone; NONET_JAVA_OPTS=-XX:TieredStopAtLevel=4 keeps C2) (each round runs every
# launcher once, so a burst of load hits them alike): median wall and CPU time (user + sys of the process
# and its children), and CPU / warm. A launcher may carry environment settings before it, as
# "PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH ./nonet"; launchers train their start-up cache on
# first use (run each once before timing; this script does).
# Usage: bench/cold-rate.sh FILE [COUNT] [ROUNDS] [LAUNCHER...]     (default: 3 puzzles, 5 rounds, ./nonet)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
file="$1"
count="${2:-3}"
rounds="${3:-5}"
shift 3 || shift $#
launchers=("$@")
[ ${#launchers[@]} -gt 0 ] || launchers=(./nonet)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./nonet --version >/dev/null # builds the jar when the sources changed
javac -cp cli/target/nonet.jar -d "$work/classes" bench/src/main/java/dev/nonet/bench/SeRatingSpeed.java
# awk stops at the count itself: `head` would end the pipe early, and pipefail would end the script in silence.
awk -v n="$count" '!/^#/ { print substr($0, 1, 81); if (++k == n) exit }' "$file" >"$work/puzzles"
for l in "${launchers[@]}"; do
  eval "$l --version" >/dev/null 2>&1 || true # first use: archive or cache, page cache
done

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
TIMEFORMAT='%R %U %S'
n=0
while read -r puzzle; do
  n=$((n + 1))
  for _ in {1..16}; do echo "$puzzle"; done >"$work/repeated"
  warm="$(java -XX:+UseParallelGC -cp "cli/target/nonet.jar:$work/classes" dev.nonet.bench.SeRatingSpeed "$work/repeated" </dev/null |
    sed -n 's/^per puzzle (CPU): median \([0-9.]*\) s.*/\1/p')"
  echo "$n warm $warm" >>"$work/results"
  for ((round = 0; round < rounds; round++)); do
    for i in "${!launchers[@]}"; do
      t="$({ time eval "${launchers[$i]} rate" <<<"$puzzle" >/dev/null 2>&1; } 2>&1)"
      echo "$n $i $t" >>"$work/results"
    done
  done
done <"$work/puzzles"

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $rounds rounds, $(nproc) cores; load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '%-3s %-8s %-70s %8s %8s %8s\n' "#" "warm cpu" "launcher" "wall" "cpu" "cpu/warm"
for ((p = 1; p <= n; p++)); do
  warm="$(awk -v p="$p" '$1 == p && $2 == "warm" { print $3 }' "$work/results")"
  for i in "${!launchers[@]}"; do
    wall="$(awk -v p="$p" -v i="$i" '$1 == p && $2 == i { print $3 }' "$work/results" | median)"
    cpu="$(awk -v p="$p" -v i="$i" '$1 == p && $2 == i { print $4 + $5 }' "$work/results" | median)"
    printf '%-3s %7ss %-70s %7ss %7ss %8s\n' "$p" "$warm" "${launchers[$i]}" "$wall" "$cpu" \
      "$(awk -v c="$cpu" -v w="$warm" 'BEGIN { printf "%.2f", c / w }')"
  done
done
echo "puzzles: $(tr '\n' ' ' <"$work/puzzles")"
