#!/usr/bin/env bash
# Fuzzes the YAML loader (and the diagnostic renderers) with libFuzzer.
#
#   scripts/fuzz.sh [SECONDS]     # default 60
#
# Builds the separate fuzz package in Fuzz/ with the fuzzer and address sanitizers,
# seeds Fuzz/corpus/ from the official YAML test suite (../shared/conformance/yaml-test-suite,
# or $VIEWSPEC_SHARED_DIR/conformance/yaml-test-suite) and from every *.yaml under specs/ and
# Tests/, then fuzzes for SECONDS. The corpus is kept between runs (delete Fuzz/corpus to start
# over). Crashing, timing-out or out-of-memory inputs are saved as Fuzz/crash-*, Fuzz/timeout-*,
# Fuzz/oom-*; replay one with
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/YAMLLoaderFuzzer Fuzz/crash-<hash>
# Exits non-zero when libFuzzer finds a problem or the build fails. Works from any directory.
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [SECONDS]   (a positive whole number of seconds, default 60)" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Fuzz"
corpus="$fuzz/corpus"
shared="${VIEWSPEC_SHARED_DIR:-$root/../shared}"
suite="$shared/conformance/yaml-test-suite"

# SwiftPM passes its --sanitize flags to swiftc as separate -sanitize= options, and the Swift
# driver keeps only the last one: with just the two SwiftPM flags each module is built with
# either ASan or coverage, never both, and often no coverage at all (libFuzzer then warns "Is
# the code instrumented for coverage?"). The -Xswiftc flag comes last and names both.
build_flags=(--package-path "$fuzz" -c debug --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)

echo "==> building the fuzz package"
# The gold linker warns once per ASan helper symbol ("Cannot export local symbol"); drop that noise.
swift build "${build_flags[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }
binary="$(swift build "${build_flags[@]}" --show-bin-path)/YAMLLoaderFuzzer"
[[ -x "$binary" ]] || { echo "error: fuzzer binary not found at $binary" >&2; exit 1; }

echo "==> seeding $corpus"
mkdir -p "$corpus"
seeds=()
if [[ -d "$suite" ]]; then
    while IFS= read -r -d '' file; do seeds+=("$file"); done \
        < <(find "$suite" -type f -name in.yaml -print0)
else
    echo "note: YAML test suite not found at $suite (set VIEWSPEC_SHARED_DIR to the shared folder);" \
        "seeding from specs/ and Tests/ only"
fi
for dir in "$root/specs" "$root/Tests"; do
    [[ -d "$dir" ]] || continue
    while IFS= read -r -d '' file; do seeds+=("$file"); done \
        < <(find "$dir" -type f \( -name '*.yaml' -o -name '*.yml' \) -print0)
done
# Seeds are named by content hash, as libFuzzer names the inputs it adds, so reseeding an
# existing corpus adds no duplicates.
if ((${#seeds[@]} > 0)); then
    printf '%s\0' "${seeds[@]}" | xargs -0 sha1sum | while read -r hash file; do
        [[ -e "$corpus/$hash" ]] || cp "$file" "$corpus/$hash"
    done
fi
# libFuzzer needs at least one input to start from; an empty file is a fine one.
[[ -n "$(ls -A "$corpus")" ]] || : > "$corpus/empty"
echo "    ${#seeds[@]} seed files, $(find "$corpus" -type f | wc -l | tr -d ' ') inputs in the corpus"

artifacts() { find "$fuzz" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort; }
before="$(artifacts)"

echo "==> fuzzing for ${seconds}s"
status=0
SWIFT_BACKTRACE=enable=no "$binary" \
    -max_total_time="$seconds" \
    -max_len=65536 \
    -timeout=10 \
    -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -artifact_prefix="$fuzz/" \
    "$corpus" || status=$?

new="$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$(artifacts)") | sed '/^$/d')"
if [[ -n "$new" ]]; then
    echo "==> libFuzzer saved failing inputs:" >&2
    sed 's/^/    /' <<<"$new" >&2
    ((status != 0)) || status=1
fi
if ((status != 0)); then
    echo "==> fuzzing FAILED (exit status $status)" >&2
    exit "$status"
fi
echo "==> no crash, timeout or out-of-memory in ${seconds}s"
