#!/usr/bin/env bash
# Builds packages that use ViewSpec as an app would against an artifact bundle of viewspecc,
# and proves from their build logs that none of them compiles the compiler or
# swift-argument-parser (docs/plugin.md, "The artifact bundle"):
#
#   scripts/artifact-check.sh [BUNDLE]
#
# BUNDLE is a ViewSpecCompiler.artifactbundle folder or its zip, by default the one
# scripts/artifact-bundle.sh writes (.build/artifactbundle/ViewSpecCompiler.artifactbundle.zip).
#
# 1. A copy of Examples/MembersApp that depends on this checkout with `traits: []` is built
#    with VIEWSPEC_COMPILER_BUNDLE=BUNDLE and `swift build -v`, whose log shows every
#    compiler invocation: the plugin's step runs the bundle's viewspecc, only
#    ViewSpecRuntime and the app are compiled, and swift-argument-parser is not fetched.
#    Its tests then run against the generated code.
# 2. The same package with the generated Swift committed and no plugin (runtime only) is
#    built the same way and compiles nothing of the compiler either.
# 3. The package of step 1 built with VIEWSPEC_COMPILER_FROM_SOURCE=1, which sets aside
#    any prebuilt viewspecc, has none to run (its Compiler trait is off) and fails with the
#    plugin's VSP004 error, which says how to get one.
#
# Works from any directory; everything it makes is under .build/artifact-check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() {
    echo "error: $*" >&2
    exit 1
}
source "$root/scripts/consumer-packages.sh"

bundle="${1:-$root/.build/artifactbundle/ViewSpecCompiler.artifactbundle.zip}"
[[ -e "$bundle" ]] || fail "$bundle does not exist; build it with scripts/artifact-bundle.sh build"
bundle="$(cd "$(dirname "$bundle")" && pwd)/$(basename "$bundle")"
work="$root/.build/artifact-check"
mkdir -p "$work"

# Modules of this repository and of swift-argument-parser that a consumer must not compile.
forbidden_modules='ViewSpec|viewspecc|viewspec_bench|CViewSpecYAML|ArgumentParser|ArgumentParserToolInfo'

# Checks a verbose build log: the modules in $2 were compiled, none of the forbidden ones.
check_log() {
    local log="$1" expected="$2" compiled module
    # swiftc is invoked once per module, with `-module-name <module>`, and the log shows it.
    compiled="$(grep -o -- '-module-name [A-Za-z0-9_]*' "$log" | awk '{print $2}' | sort -u | tr '\n' ' ')"
    echo "    modules compiled: $compiled"
    for module in $expected; do
        grep -q -- "-module-name $module " "$log" || fail "$module was not compiled; see $log"
    done
    if grep -Eq -- "-module-name ($forbidden_modules) " "$log"; then
        grep -Eo -- "-module-name ($forbidden_modules) " "$log" | sort -u >&2
        fail "the consumer compiled part of the compiler or swift-argument-parser; see $log"
    fi
    # C targets (CViewSpecSystem) are compiled by clang, without -module-name: no source
    # folder of this repository but the runtime's may appear in the log at all.
    local folders
    folders="$(grep -o -- "$root/Sources/[^/ ]*/" "$log" | sort -u | grep -v "^$root/Sources/ViewSpecRuntime/\$" || true)"
    [[ -z "$folders" ]] || fail "the consumer compiled sources of the compiler: $(echo $folders); see $log"
    if grep -Eq 'Compiling plugin (GenerateManual|GenerateDoccReference)' "$log"; then
        fail "the consumer compiled swift-argument-parser's plugins; see $log"
    fi
}

check_resolution() {
    local dir="$1" scratch="$2"
    [[ ! -e "$scratch/checkouts/swift-argument-parser" ]] || fail "swift-argument-parser was fetched for $dir"
    if [[ -e "$dir/Package.resolved" ]] && grep -q swift-argument-parser "$dir/Package.resolved"; then
        fail "$dir/Package.resolved pins swift-argument-parser"
    fi
    echo "    swift-argument-parser: not fetched"
}

echo "==> the example with the plugin, against $bundle"
plugin_dir="$work/plugin"
plugin_scratch="$plugin_dir/.build"
make_plugin_consumer "$plugin_dir"
log="$work/plugin-build.log"
VIEWSPEC_COMPILER_BUNDLE="$bundle" swift build --package-path "$plugin_dir" --scratch-path "$plugin_scratch" -v >"$log" 2>&1 ||
    { tail -n 40 "$log"; fail "the build against the bundle failed; see $log"; }
# The plugin's step, as the log shows it: the bundle's viewspecc compiling the specs.
step="$(grep -E "$(basename "${bundle%.zip}")/viewspecc-[^/ ]*/bin/viewspecc build " "$log" | head -n 1 || true)"
[[ -n "$step" ]] || fail "the log shows no viewspecc from the bundle compiling the specs; see $log"
echo "    viewspecc run: ${step%% build *}"
echo "    generated: $(cd "$(generated_sources_of "$plugin_scratch")" && ls | tr '\n' ' ')"
check_log "$log" "ViewSpecRuntime MembersApp"
check_resolution "$plugin_dir" "$plugin_scratch"

echo "==> swift test (the example with the plugin)"
VIEWSPEC_COMPILER_BUNDLE="$bundle" swift test --package-path "$plugin_dir" --scratch-path "$plugin_scratch"

echo "==> the example with its generated Swift committed and no plugin (runtime only)"
committed_dir="$work/committed"
committed_scratch="$committed_dir/.build"
make_committed_consumer "$committed_dir" "$(generated_sources_of "$plugin_scratch")"
log="$work/committed-build.log"
# The bundle is named here too, so that on a release's commit SwiftPM does not try to
# download the release's bundle for a binary target this package does not use.
VIEWSPEC_COMPILER_BUNDLE="$bundle" swift build --package-path "$committed_dir" --scratch-path "$committed_scratch" -v >"$log" 2>&1 ||
    { tail -n 40 "$log"; fail "the runtime-only build failed; see $log"; }
check_log "$log" "ViewSpecRuntime MembersApp"
check_resolution "$committed_dir" "$committed_scratch"
echo "==> no consumer compiled the compiler or swift-argument-parser"

echo "==> the example with the plugin and no viewspecc: the plugin says how to get one"
log="$work/no-compiler-build.log"
if VIEWSPEC_COMPILER_FROM_SOURCE=1 swift build --package-path "$plugin_dir" --scratch-path "$plugin_scratch" >"$log" 2>&1; then
    fail "the build without a viewspecc succeeded; see $log"
fi
grep -q "ViewSpecPlugin has no viewspecc to run: .* \[VSP004\]" "$log" ||
    { tail -n 20 "$log"; fail "the build without a viewspecc did not fail with VSP004; see $log"; }
echo "    failed with VSP004"
