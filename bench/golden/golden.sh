#!/usr/bin/env bash
# Records what the command line and the JSON API answer on the examples, or compares with a record:
# the check that a change of structure left behaviour as it was (answers byte for byte, timings and
# other figures that vary from run to run taken out).
#
#   bench/golden/golden.sh record DIR     runs every case, writes DIR/<case>.out
#   bench/golden/golden.sh compare DIR    runs every case again and diffs with DIR; exit 1 on a difference
#
# Uses the jar ./nonet builds (cli/target/nonet.jar) and a server it starts on a free loopback port.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mode="${1:?usage: golden.sh record|compare DIR}"
dir="${2:?usage: golden.sh record|compare DIR}"
cd "$root"
./nonet --version >/dev/null
jar="$root/cli/target/nonet.jar"
out="$(mktemp -d)"
trap 'rm -rf "$out"; [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null || true' EXIT

# Figures that differ between runs: elapsed times, rates, and the progress of a run.
scrub() { sed -E 's/[0-9]+(\.[0-9]+)? (s|ms)\b/T \2/g; s/\([0-9.,]+\/s/(R\/s/g; s/ *[0-9.,]+ puzzles\/s/ R puzzles\/s/g; s/"(elapsedMs|millis|ms|seconds|took|time)": ?[0-9.]+/"\1":T/g'; }

cli() { # name, then the command's arguments; standard input from the file named by $IN when set
  local name="$1"; shift
  { if [ -n "${IN:-}" ]; then java -jar "$jar" "$@" <"$IN"; else java -jar "$jar" "$@" </dev/null; fi; echo "exit $?"; } 2>&1 | scrub >"$out/cli-$name.out" || true
}

cli solve solve examples/puzzles.txt
cli solve-json solve --to json examples/puzzles.txt
cli solve-pretty solve --to pretty examples/x-sudoku.txt --variant x
cli count count examples/puzzles.txt
cli check check --minimal examples/puzzles.txt
cli convert convert --to pmgrid examples/puzzles.txt
cli stats stats examples/puzzles.txt
cli canon canon examples/puzzles.txt
cli jigsaw solve --variant jigsaw examples/jigsaw.txt
cli sixteen solve --shape 16x16 examples/sixteen.txt
cli pmgrid solve examples/pmgrid.txt
cli explain explain --time-limit 600 examples/puzzles.txt
cli explain-json explain --time-limit 600 --json examples/puzzles.txt
cli explain-se explain --time-limit 600 --model se examples/puzzles.txt
cli hint1 hint --level 1 examples/puzzles.txt
cli hint3 hint --level 3 examples/puzzles.txt
cli rate rate --time-limit 600 examples/puzzles.txt
cli rate-nonet rate --time-limit 600 --model nonet --json examples/puzzles.txt
cli generate generate --seed 7 --count 3 --difficulty medium
cli generate-killer generate --variant killer --seed 3 --count 1 --to json
cli minimize minimize examples/puzzles.txt
cli candidates candidates examples/puzzles.txt
for b in 2580 2239 4056; do
  for f in ../shared/examples/*"$b"*in* ; do [ -f "$f" ] && IN="$f" cli "boj$b-$(basename "$f")" boj "$b"; done
done
variants="$root/core/src/test/resources/variants/puzzles.json"
if [ -f "$variants" ]; then
  # The first five shared variant puzzles, as f-puzzles payloads on the command line and through the API.
  python3 - "$variants" "$out" <<'PY'
import json, sys
puzzles = json.load(open(sys.argv[1]))
items = puzzles if isinstance(puzzles, list) else puzzles.get("puzzles", [])
with open(sys.argv[2] + "/variants.fpz", "w") as f:
    for p in items[:5]:
        puzzle = p["puzzle"]
        f.write((puzzle if isinstance(puzzle, str) else json.dumps(puzzle)) + "\n")
PY
  IN="$out/variants.fpz" cli variants-solve solve --format fpuzzles
  IN="$out/variants.fpz" cli variants-count count --format fpuzzles
  IN="$out/variants.fpz" cli variants-candidates candidates --format fpuzzles
fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
java -jar "$jar" serve --port "$port" >"$out/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 0.2; done
api() { # name, path, body
  curl -s -H 'Content-Type: application/json' -d "$3" "http://127.0.0.1:$port$2" -w '\nstatus %{http_code}\n' | scrub >"$out/api-$1.out" || true
}
puzzles=$(grep -v "^#" examples/puzzles.txt | tr -d "\r")
p1=$(echo "$puzzles" | sed -n 1p); p3=$(echo "$puzzles" | sed -n 3p)
api solve /api/solve "{\"puzzle\":\"$p1\"}"
api count /api/count "{\"puzzle\":\"$p1\"}"
api check /api/check "{\"puzzle\":\"$p1\"}"
api candidates /api/candidates "{\"puzzle\":\"$p1\"}"
api hint /api/hint "{\"puzzle\":\"$p1\"}"
api explain /api/explain "{\"puzzle\":\"$p3\"}"
api rate /api/rate "{\"puzzle\":\"$p3\"}"
api canon /api/canon "{\"puzzle\":\"$p1\"}"
api generate /api/generate '{"seed":5,"difficulty":"easy"}'
api generate-killer /api/generate '{"variant":"killer","seed":3}'
api bad /api/solve '{"puzzle":"12"}'
api conflicts /api/conflicts "{\"puzzle\":\"$p1\"}"
rm -f "$out/variants.fpz"

case "$mode" in
  record) mkdir -p "$dir"; cp "$out"/*.out "$dir"/; echo "golden: recorded $(ls "$out"/*.out | wc -l) answers in $dir" ;;
  compare)
    if diff -r -x server.log "$dir" "$out" >"$out/../golden.diff" 2>&1; then echo "golden: $(ls "$out"/*.out | wc -l) answers as recorded"; else cat "$out/../golden.diff"; echo "golden: answers differ from $dir"; exit 1; fi ;;
  *) echo "usage: golden.sh record|compare DIR" >&2; exit 2 ;;
esac
