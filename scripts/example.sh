#!/usr/bin/env bash
# Builds and tests the example packages, which apply ViewSpecPlugin to their spec files:
# Examples/MembersApp, with which it checks that the plugin's build command behaves as a
# build step, then Examples/SettingsScreen.
#
#   scripts/example.sh
#
# 1. `swift build` in Examples/MembersApp (scratch path Examples/MembersApp/.build).
# 2. A build with nothing changed rewrites no generated file and recompiles nothing, and
#    once viewspecc itself is unchanged too, does not run it.
# 3. Editing a spec runs viewspecc again, rewrites that spec's Swift file and recompiles it.
# 4. A spec error fails `swift build` with a `path:line:column: error:` diagnostic, a
#    viewspec.yml in the target is read (its limits and the generated code's access level
#    apply), and
#    spec file names the plugin cannot map to generated files stop the build with an error
#    naming the file.
# 5. With the spec restored, `swift test` builds and runs the example's tests.
# 6. `swift build` and `swift test` in Examples/SettingsScreen (scratch path
#    Examples/SettingsScreen/.build): its SwiftUI views compile away where there is no
#    SwiftUI, and the tests check what they draw.
#
# Steps 3 and 4 edit a spec file of the example and add others, and put everything back on
# exit, whatever happens.
# Exits non-zero at the first step that fails. Works from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
example="$root/Examples/MembersApp"
scratch="$example/.build"
spec="$example/Sources/MembersApp/Specs/record-card.yaml"
# The build command's display name (see Plugins/ViewSpecPlugin); the build log shows it
# each time the command runs.
step_pattern='Compiling [0-9]+ view specs? of MembersApp'

swift_in_example() {
    swift "$1" --package-path "$example" --scratch-path "$scratch" "${@:2}"
}

fail() {
    echo "error: $*" >&2
    exit 1
}

log="$scratch/example-check.log"
build_logged() {
    swift_in_example build >"$log" 2>&1 || { cat "$log"; fail "$1"; }
}

# Modification times of the generated files, one "name time" line each.
generated_times() {
    local generated
    generated="$(find "$scratch/plugins/outputs" -path '*/ViewSpecPlugin/GeneratedSources' -type d)"
    [[ -n "$generated" ]] || fail "no generated sources under $scratch/plugins/outputs"
    (cd "$generated" && find . -name '*.swift' -printf '%P %T@\n' | sort)
}

echo "==> swift build (Examples/MembersApp)"
swift_in_example build

echo "==> a build with nothing changed regenerates and recompiles nothing"
# SwiftPM builds viewspecc twice, for plugins and for the package, and may link it again on
# the build after a fresh one or after a `swift test`; a new viewspecc reruns the command,
# which must then find every generated file up to date.
before="$(generated_times)"
build_logged "the unchanged build failed"
[[ "$(generated_times)" == "$before" ]] || fail "generated files were rewritten although no spec changed"
if grep -q "Compiling MembersApp " "$log"; then
    cat "$log"
    fail "MembersApp was recompiled although no spec changed"
fi

echo "==> a build with nothing changed, viewspecc included, runs no viewspecc"
build_logged "the unchanged build failed"
if grep -Eq "$step_pattern" "$log"; then
    cat "$log"
    fail "viewspecc ran although neither a spec nor viewspecc changed"
fi
[[ "$(generated_times)" == "$before" ]] || fail "generated files were rewritten although no spec changed"

mkdir -p "$scratch"
backup="$scratch/record-card.yaml.original"
cp "$spec" "$backup"
trap 'cp "$backup" "$spec"' EXIT

echo "==> an edited spec is compiled again, and only its Swift file is rewritten"
grep -q 'maxLength: 40' "$spec" || fail "$spec no longer says 'maxLength: 40'; update this script"
sed -i 's/maxLength: 40/maxLength: 41/' "$spec"
build_logged "the build after an edit failed"
grep -Eq "$step_pattern" "$log" || { cat "$log"; fail "viewspecc did not run after a spec was edited"; }
changed="$(diff <(echo "$before") <(generated_times) | grep '^>' | cut -d' ' -f2 || true)"
[[ "$changed" == "RecordCard.swift" ]] || fail "expected only RecordCard.swift to be rewritten, found: ${changed:-nothing}"
grep -q "Compiling MembersApp RecordCard.swift" "$log" || { cat "$log"; fail "RecordCard.swift was not recompiled"; }

echo "==> a spec error fails the build with a positioned diagnostic"
cp "$backup" "$spec"
# A second top-level `viewspec` key: a duplicate key on a line of its own after the last.
error_line=$(($(wc -l <"$spec") + 1))
printf 'viewspec: 1\n' >>"$spec"
if swift_in_example build >"$log" 2>&1; then
    cat "$log"
    fail "the build succeeded with an error in $spec"
fi
expected="$spec:$error_line:1: error:"
grep -Fq "$expected" "$log" || { cat "$log"; fail "no '$expected' diagnostic in the build output"; }
grep -F "$expected" "$log"

echo "==> spec file names that cannot name a generated file stop the build"
cp "$backup" "$spec"
specs="$example/Sources/MembersApp/Specs"
bad_name="$specs/bad name.yaml"
same_stem="$specs/old/Members.yml"
same_as_swift="$specs/MemberSelectionLog.yaml"
mkdir -p "$specs/old"
printf 'viewspec: 1\n' | tee "$bad_name" "$same_stem" "$same_as_swift" >/dev/null
trap 'cp "$backup" "$spec"; rm -rf "$bad_name" "$specs/old" "$same_as_swift"' EXIT
if swift_in_example build >"$log" 2>&1; then
    cat "$log"
    fail "the build succeeded with spec files whose Swift files cannot be named"
fi
for expected in \
    "error: the name of spec file '$bad_name' cannot name a generated Swift file" \
    "error: spec file '$same_stem' would generate 'Members.swift', as '$specs/members.yaml' does" \
    "error: spec file '$same_as_swift' would generate 'MemberSelectionLog.swift', the name of '$example/Sources/MembersApp/MemberSelectionLog.swift'"; do
    grep -Fq "$expected" "$log" || { cat "$log"; fail "no \"$expected\" in the build output"; }
done
grep -E '\[VSP00[123]\]' "$log" | sort -u
rm -rf "$bad_name" "$specs/old" "$same_as_swift"

echo "==> a viewspec.yml in the target configures the build step and is one of its inputs"
cp "$backup" "$spec"
configuration="$example/Sources/MembersApp/viewspec.yml"
trap 'cp "$backup" "$spec"; rm -f "$configuration"' EXIT
build_logged "the build before adding a configuration failed"
# A nesting limit every spec exceeds: the build fails only if the step reads this file.
printf 'limits:\n  max-depth: 2\n' >"$configuration"
if swift_in_example build >"$log" 2>&1; then
    cat "$log"
    fail "the build ignored $configuration"
fi
grep -Fq "error: expected at most 2 levels of nested sequences and mappings" "$log" || { cat "$log"; fail "no nesting-depth error from the configured limit"; }
grep -F "[VS0004]" "$log" | head -n 1
# The access level of the generated code comes from the same file. The app's own public
# code then uses internal types, so the build may fail; the generated files say what the
# step did.
printf 'output:\n  swift-access: internal\n' >"$configuration"
swift_in_example build >"$log" 2>&1 || true
generated_file="$(find "$scratch/plugins/outputs" -path '*/ViewSpecPlugin/GeneratedSources/AppSettings.swift' | head -n 1)"
[[ -n "$generated_file" ]] || { cat "$log"; fail "no generated AppSettings.swift"; }
grep -q '^struct AppSettings: ' "$generated_file" || { cat "$log"; fail "output.swift-access: internal in $configuration was not honoured"; }
! grep -q 'public' "$generated_file" || fail "internal generated code still declares something public"
rm -f "$configuration"

echo "==> the restored spec builds again"
cp "$backup" "$spec"
build_logged "the build after restoring the spec failed"

echo "==> swift test (Examples/MembersApp)"
swift_in_example test

settings_example="$root/Examples/SettingsScreen"
echo "==> swift build (Examples/SettingsScreen)"
swift build --package-path "$settings_example" --scratch-path "$settings_example/.build"
echo "==> swift test (Examples/SettingsScreen)"
swift test --package-path "$settings_example" --scratch-path "$settings_example/.build"
