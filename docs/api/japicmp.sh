#!/usr/bin/env bash
# Compares nonet-core's API in this working tree with a release's (docs/RELEASING.md, "The API against
# the last release"): builds the release's core from git (git archive, no checkout), this tree's core,
# and runs japicmp's command line on the two jars. Writes docs/api/japicmp-VERSION.md (the exports of
# both modules, the incompatible changes, japicmp's summary of every change) and the full report,
# core/target/japicmp/japicmp-VERSION.html.
#
#   docs/api/japicmp.sh [COMMIT [VERSION]]      # default: 24b399e 0.2.0, the 0.2.0 release
#   MVN="mvn -o" docs/api/japicmp.sh            # offline, once japicmp is in the local repository
#
# japicmp does not read module-info: it counts every public type as API, those of packages the module
# does not export too. The exports are listed apart for that reason (jar --describe-module).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
commit="${1:-24b399e}"
version="${2:-0.2.0}"
japicmp_version=0.27.0
mvn=(${MVN:-mvn})
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "japicmp: building nonet-core $version ($commit)..." >&2
mkdir -p "$work/old"
git -C "$root" archive "$commit" | tar -x -C "$work/old"
(cd "$work/old" && "${mvn[@]}" -B -q -pl core package -DskipTests)
old="$work/nonet-core-$version.jar"
cp "$(ls "$work"/old/core/target/nonet-core-*.jar | grep -v -- '-\(sources\|javadoc\|tests\)\.jar$')" "$old"

echo "japicmp: building nonet-core from the working tree..." >&2
(cd "$root" && "${mvn[@]}" -B -q -pl core package -DskipTests)
new="$work/nonet-core-this-tree.jar"
cp "$(ls "$root"/core/target/nonet-core-*.jar | grep -v -- '-\(sources\|javadoc\|tests\)\.jar$')" "$new"

# No jar-with-dependencies is published for japicmp 0.27.0: Maven resolves its class path.
mkdir -p "$work/japicmp"
cat >"$work/japicmp/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local</groupId><artifactId>japicmp-run</artifactId><version>1</version>
  <dependencies>
    <dependency><groupId>com.github.siom79.japicmp</groupId><artifactId>japicmp</artifactId><version>$japicmp_version</version></dependency>
  </dependencies>
</project>
POM
"${mvn[@]}" -B -q -f "$work/japicmp/pom.xml" dependency:build-classpath -Dmdep.outputFile="$work/japicmp/cp.txt" >&2
japicmp=(java -cp "$(cat "$work/japicmp/cp.txt")" japicmp.JApiCmp --ignore-missing-classes -o "$old" -n "$new")

mkdir -p "$root/core/target/japicmp"
html="$root/core/target/japicmp/japicmp-$version.html"
"${japicmp[@]}" --only-modified --html-file "$html" >/dev/null
report="$root/docs/api/japicmp-$version.md"
head="$(git -C "$root" rev-parse --short HEAD)"
dirty=""
[ -n "$(git -C "$root" status --porcelain -- core/src/main)" ] && dirty=" with uncommitted changes"
{
  echo "# nonet-core against $version"
  echo
  echo "Made by \`docs/api/japicmp.sh $commit $version\` (japicmp $japicmp_version) on $(date -u +%F):"
  echo "the release's core, built from commit \`$commit\`, against the working tree at \`$head\`$dirty."
  echo "The full report, with every member, is \`core/target/japicmp/japicmp-$version.html\`. What it"
  echo "means for a library user is in CHANGELOG.md, \"For library users\"."
  echo
  echo "## Exports"
  echo
  echo "japicmp reads no module-info, so it counts the public types of unexported packages as API too."
  echo
  echo '```text'
  jar --describe-module --file "$old" | sed -e "s|jar:file://.*|($version)|" -e '/^$/d'
  echo
  jar --describe-module --file "$new" | sed -e "s|jar:file://.*|(this tree)|" -e '/^$/d'
  echo '```'
  echo
  echo "## Incompatible changes"
  echo
  echo '```text'
  "${japicmp[@]}" --only-incompatible | sed -e "s|$work/||g" | grep -v '^\s*==='

  echo '```'
  echo
  echo "## Every changed type (japicmp's summary)"
  echo
  "${japicmp[@]}" --only-modified --markdown --report-only-summary | sed -e 's/^#/##/' -e "s|$work/||g"
} >"$report"
echo "japicmp: wrote $report and $html" >&2
