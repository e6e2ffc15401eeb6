# Sourced by the side-by-side scripts (not run alone): a scratch folder removed on exit ($work), the
# folder for raw results ($out: OUT=DIR, else inside $work), and a built checkout of
# SudokuVariantSolverJS ($src: SVSJS_SRC=DIR, else cloned from GitHub into $work; npm ci and npm run build
# unless its dist/bundle.js exists). Expects to run from the project's root.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="${OUT:-$work/out}"
mkdir -p "$out"
src="${SVSJS_SRC:-}"
if [ -z "$src" ]; then
  src="$work/svsjs"
  git clone -q https://github.com/dclamage/SudokuVariantSolverJS "$src"
fi
src="$(cd "$src" && pwd)"
if [ ! -f "$src/dist/bundle.js" ]; then
  (cd "$src" && npm ci --no-audit --no-fund >/dev/null && npm run build >/dev/null)
fi
