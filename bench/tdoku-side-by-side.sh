#!/usr/bin/env bash
# Nonet against tdoku, side by side on this machine (docs/PERFORMANCE.md): builds tdoku from its public
# repository in a temporary folder outside the project (gcc and clang, -O3 -march=native), builds
# native/tdoku_cpu_rate.cc against each, and runs ROUNDS interleaved rounds of tdoku gcc, tdoku clang
# and Nonet's dev.nonet.bench.CpuRate on the data sets, pinned to one core, each reporting guesses per
# puzzle and puzzles per second of its thread's CPU time (median of five runs).
# Usage: bench/tdoku-side-by-side.sh [ROUNDS] [FILE...]   (default: 3 rounds, the four data sets)
# Needs git, cmake, gcc, clang (apt-get install clang) and network access to GitHub; TDOKU_SRC=DIR uses a
# checkout already there instead of cloning. NONET_JAVAS="java /path/to/other/bin/java" runs Nonet on each
# of those JVMs in every round (default: the java on the PATH). NONET_ENGINES="scalar vector" (the default)
# runs Nonet's scalar band search and its vector one (docs/ENGINE.md) on each JVM in every round; the
# JVM's "Using incubator modules" warning is dropped from the vector runs' output.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds="${1:-3}"
shift || true
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(../shared/data/17-clue.txt ../shared/data/top1465.txt ../shared/data/hardest-1905-11plus.txt
         ../shared/data/serg-multi-solution.txt)
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
src="${TDOKU_SRC:-}"
if [ -z "$src" ]; then
  src="$work/tdoku"
  git clone -q https://github.com/t-dillon/tdoku "$src"
fi
for cc in gcc clang; do
  cxx=$([ "$cc" = gcc ] && echo g++ || echo clang++)
  mkdir -p "$work/build-$cc"
  (cd "$work/build-$cc" && CC=$cc CXX=$cxx cmake "$src" -DCMAKE_BUILD_TYPE=Release \
     -DCMAKE_CXX_FLAGS="-O3 -march=native" >/dev/null && make tdoku_static >/dev/null)
  $cxx -O3 -march=native -I"$src/include" -o "$work/rate-$cc" bench/native/tdoku_cpu_rate.cc \
    "$work/build-$cc/libtdoku_static.a"
done
mvn -B -q -pl bench -am package -DskipTests
cp bench/target/benchmarks.jar "$work/benchmarks.jar"
for ((round = 1; round <= rounds; round++)); do
  for who in gcc clang; do
    echo "== round $round: tdoku $who (load $(cut -d' ' -f1 /proc/loadavg))"
    taskset -c 1 "$work/rate-$who" --seconds 2 "${files[@]}"
  done
  for java in ${NONET_JAVAS:-java}; do
    for engine in ${NONET_ENGINES:-scalar vector}; do
      echo "== round $round: nonet $engine on $java (load $(cut -d' ' -f1 /proc/loadavg))"
      modules=()
      [ "$engine" = vector ] && modules=(--add-modules jdk.incubator.vector)
      taskset -c 1 "$java" ${modules[@]+"${modules[@]}"} -Dnonet.engine="$engine" -cp "$work/benchmarks.jar" \
        dev.nonet.bench.CpuRate --seconds 2 "${files[@]}" 2> >(grep -v 'Using incubator modules' >&2)
    done
  done
done
