#!/usr/bin/env bash
# Builds and tests the example package in Examples/MembersApp, which applies ViewSpecPlugin
# to its spec files, then checks that the plugin's build command behaves as a build step:
#
#   scripts/example.sh
#
# 1. `swift build` and `swift test` in Examples/MembersApp (scratch path
#    Examples/MembersApp/.build).
# 2. A second build with nothing changed does not run viewspecc again.
# 3. Editing a spec file runs viewspecc again.
# 4. A spec error fails `swift build` with a `path:line:column: error:` diagnostic.
#
# Steps 3 and 4 edit a spec file of the example and put it back on exit, whatever happens.
# Exits non-zero at the first step that fails. Works from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
example="$root/Examples/MembersApp"
scratch="$example/.build"
spec="$example/Sources/MembersApp/Specs/record-card.yaml"
# The build command's display name (see Plugins/ViewSpecPlugin); llbuild prints it each
# time the command runs.
step_pattern='Compiling [0-9]+ view specs? of MembersApp'

swift_in_example() {
    swift "$1" --package-path "$example" --scratch-path "$scratch" "${@:2}"
}

fail() {
    echo "error: $*" >&2
    exit 1
}

echo "==> swift build (Examples/MembersApp)"
swift_in_example build

echo "==> swift test (Examples/MembersApp)"
swift_in_example test

backup="$scratch/record-card.yaml.original"
cp "$spec" "$backup"
trap 'cp "$backup" "$spec"' EXIT
log="$scratch/example-check.log"

echo "==> a build with nothing changed does not compile the specs again"
swift_in_example build >"$log" 2>&1 || { cat "$log"; fail "the unchanged build failed"; }
if grep -Eq "$step_pattern" "$log"; then
    cat "$log"
    fail "viewspecc ran although no spec changed"
fi

echo "==> an edited spec is compiled again"
printf '# edited\n' >>"$spec"
swift_in_example build >"$log" 2>&1 || { cat "$log"; fail "the build after an edit failed"; }
grep -Eq "$step_pattern" "$log" || { cat "$log"; fail "viewspecc did not run after a spec was edited"; }

echo "==> a spec error fails the build with a positioned diagnostic"
cp "$backup" "$spec"
# A second top-level `viewspec` key: a duplicate key on the line after the file's last one.
error_line=$(($(wc -l <"$spec") + 1))
printf 'viewspec: 1\n' >>"$spec"
if swift_in_example build >"$log" 2>&1; then
    cat "$log"
    fail "the build succeeded with an error in $spec"
fi
grep -Fq "record-card.yaml:$error_line:1: error:" "$log" || {
    cat "$log"
    fail "no 'record-card.yaml:$error_line:1: error:' diagnostic in the build output"
}
grep -F "record-card.yaml:$error_line:1: error:" "$log"

echo "==> the restored spec builds again"
cp "$backup" "$spec"
swift_in_example build >"$log" 2>&1 || { cat "$log"; fail "the build after restoring the spec failed"; }
echo "example package: built, tested, and the plugin step reruns only when a spec changes"
