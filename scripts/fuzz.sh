#!/usr/bin/env bash
# Fuzzes ViewSpec with libFuzzer, one target after another:
#   loader       the YAML loader and the diagnostic renderers and reporters;
#   compiler     the spec decoder, every check, the JSON layout and the Swift emitter, on
#                projects of one or more files (a line "#>>> name.yaml" starts the next file);
#   swift-names  whole projects whose every name is hostile to generated Swift, chosen by
#                the input's bytes, through the checks and the Swift emitter; then the
#                projects of the first inputs of its corpus are compiled by swiftc, eight
#                a batch, through the tests (SwiftNamePropertyTests): any project the checks
#                accept that swiftc refuses is a finding;
#   server       the language server: such a project opened and edited step by step, with a
#                request after each step, its diagnostics compared with a fresh compilation;
#   interchange  the readers and writers of property lists, strings tables and Android
#                values and preference screens: each file read, written and read back equal.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     # default 60 seconds per target, every target
#
# How many corpus inputs swift-names compiles afterwards: VIEWSPEC_FUZZ_COMPILE_INPUTS
# (default 32, a few minutes; "all" for the whole corpus). The long round, before a
# release or after changing how names are generated:
#   VIEWSPEC_FUZZ_COMPILE_INPUTS=all scripts/fuzz.sh 1800 swift-names
#
# Builds the separate fuzz package in Fuzz/ with the fuzzer and address sanitizers, seeds
# each target's corpus in Fuzz/corpus/TARGET/, then fuzzes each for SECONDS. The loader is
# seeded from the official YAML test suite (../shared/conformance/yaml-test-suite, or
# $VIEWSPEC_SHARED_DIR/conformance/yaml-test-suite) and every *.yaml under specs/ and Tests/
# (without the suite, from those files alone; with VIEWSPEC_REQUIRE_SHARED=1, as CI sets
# it, a missing suite is an error); the compiler and the server from those spec files, each
# folder of them as one project, and the examples of docs/rules.md and docs/spec-format.md.
# Corpora are kept between runs (delete Fuzz/corpus to start over). Crashing, timing-out or
# out-of-memory inputs are saved as Fuzz/crash-*, Fuzz/timeout-*, Fuzz/oom-*; replay one with
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/SpecCompilerFuzzer Fuzz/crash-<hash>
# (or YAMLLoaderFuzzer, SwiftNamesFuzzer, LanguageServerFuzzer, InterchangeFuzzer). Exits non-zero when libFuzzer finds a problem
# or the build fails.
# Works from any directory.
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [SECONDS] [loader|compiler|swift-names|server|interchange...]   (SECONDS per target, a positive whole number, default 60)" >&2
    exit 2
fi
shift $(($# > 0 ? 1 : 0))
targets=("$@")
((${#targets[@]} > 0)) || targets=(loader compiler swift-names server interchange)
for target in "${targets[@]}"; do
    case "$target" in
        loader | compiler | swift-names | server | interchange) ;;
        *) echo "error: unknown target '$target': expected 'loader', 'compiler', 'swift-names', 'server' or 'interchange'" >&2; exit 2 ;;
    esac
done
compile_inputs="${VIEWSPEC_FUZZ_COMPILE_INPUTS:-32}"
if ! [[ "$compile_inputs" =~ ^([1-9][0-9]*|all)$ ]]; then
    echo "error: VIEWSPEC_FUZZ_COMPILE_INPUTS must be a positive whole number or 'all', found '$compile_inputs'" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Fuzz"
shared="${VIEWSPEC_SHARED_DIR:-$root/../shared}"
suite="$shared/conformance/yaml-test-suite"
if [[ " ${targets[*]} " == *" loader "* && ! -d "$suite" && "${VIEWSPEC_REQUIRE_SHARED:-}" == 1 ]]; then
    echo "error: YAML test suite not found at $suite (set VIEWSPEC_SHARED_DIR to the shared folder)" >&2
    exit 1
fi
real_settings="$shared/conformance/real-settings"
if [[ " ${targets[*]} " == *" interchange "* && ! -d "$real_settings" && "${VIEWSPEC_REQUIRE_SHARED:-}" == 1 ]]; then
    echo "error: real settings files not found at $real_settings (set VIEWSPEC_SHARED_DIR to the shared folder)" >&2
    exit 1
fi

# SwiftPM passes its --sanitize flags to swiftc as separate -sanitize= options, and the Swift
# driver keeps only the last one: with just the two SwiftPM flags each module is built with
# either ASan or coverage, never both, and often no coverage at all (libFuzzer then warns "Is
# the code instrumented for coverage?"). The -Xswiftc flag comes last and names both.
build_flags=(--package-path "$fuzz" -c debug --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)

echo "==> building the fuzz package"
# The gold linker warns once per ASan helper symbol ("Cannot export local symbol"); drop that noise.
swift build "${build_flags[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

# Spec files of the repository, NUL-separated.
spec_files() {
    for dir in "$root/specs" "$root/Tests"; do
        [[ -d "$dir" ]] || continue
        find "$dir" -type f \( -name '*.yaml' -o -name '*.yml' \) -print0
    done
}

# Writes the compiler's project seeds into directory $1: each folder of spec files as one
# project, and each example of the docs (the files of a multi-file example joined).
project_seeds() {
    local out="$1" count=0 dir file
    while IFS= read -r -d '' dir; do
        count=$((count + 1))
        for file in "$dir"/*.yaml "$dir"/*.yml; do
            [[ -f "$file" ]] || continue
            printf '#>>> %s\n' "$(basename "$file")"
            cat "$file"
        done > "$out/project-$count"
    done < <(spec_files | xargs -0 -n1 dirname | sort -u | tr '\n' '\0')
    # An example's files are each introduced by a line "`name.yaml`:"; the position marker
    # "↓" of the rule examples is dropped.
    awk -v out="$out" '
        function flush() { if (buffer != "") { examples++; printf "%s", buffer > (out "/example-" examples); close(out "/example-" examples) } buffer = "" }
        /^`[^`]+\.yaml`:$/ { name = substr($0, 2, length($0) - 3); next }
        /^```yaml$/ { if (name == "") flush(); else buffer = buffer "#>>> " name "\n"; inside = 1; next }
        /^```$/ && inside { inside = 0; if (name == "") flush(); name = ""; next }
        inside { gsub("↓", ""); buffer = buffer $0 "\n"; next }
        /^#/ { flush() }
        END { flush() }
    ' "$root/docs/rules.md" "$root/docs/spec-format.md"
}

# Copies the files named on stdin (NUL-separated) into corpus $1, named by content hash as
# libFuzzer names the inputs it adds, so that reseeding adds no duplicates.
seed() {
    local corpus="$1" hash file
    xargs -0 -r sha1sum | while read -r hash file; do
        [[ -e "$corpus/$hash" ]] || cp "$file" "$corpus/$hash"
    done
}

# Writes into corpus $1 one input per file named on stdin (NUL-separated): the byte $2,
# which picks the interchange fuzzer's format, then the file.
format_seed() {
    local corpus="$1" selector="$2" file hash
    while IFS= read -r -d '' file; do
        hash="$( { printf "\\x$selector"; cat "$file"; } | sha1sum | cut -c1-40)"
        [[ -e "$corpus/$hash" ]] || { printf "\\x$selector"; cat "$file"; } > "$corpus/$hash"
    done
}

artifacts() { find "$fuzz" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort; }

failed=()
for target in "${targets[@]}"; do
    corpus="$fuzz/corpus/$target"
    extra_flags=()
    mkdir -p "$corpus"
    echo "==> seeding $corpus"
    case "$target" in
        loader)
            binary="$bin/YAMLLoaderFuzzer"
            leak_checks=1
            if [[ -d "$suite" ]]; then
                find "$suite" -type f -name in.yaml -print0 | seed "$corpus"
            else
                echo "note: YAML test suite not found at $suite (set VIEWSPEC_SHARED_DIR to the shared folder);" \
                    "seeding from specs/ and Tests/ only"
            fi
            spec_files | seed "$corpus"
            ;;
        compiler | server)
            binary="$bin/SpecCompilerFuzzer"
            [[ "$target" == server ]] && binary="$bin/LanguageServerFuzzer"
            # The spec language's keys and words (from the spec schema), and the project file
            # marker, for libFuzzer to insert: most byte mutations of a spec break its YAML or
            # its vocabulary, and those inputs never reach the checks and emitters.
            dictionary="$fuzz/.build/spec-words-$target.dict"
            {
                printf '%s\n' '"#>>> "' '"\x0A#>>> a.yaml\x0A"' '": "' '"- "' '"\x0A  "'
                grep -o '"[A-Za-z][A-Za-z0-9]*"' "$root/docs/schema/viewspec.schema.json" | sort -u
            } > "$dictionary"
            extra_flags+=(-dict="$dictionary")
            # Checking for leaks after every input whose allocations outnumber its frees
            # (the compiler's caches and worker threads make most of them) makes this target
            # thirty times slower; leaks are still looked for when the run ends.
            leak_checks=0
            scratch="$(mktemp -d)"
            project_seeds "$scratch"
            spec_files | seed "$corpus"
            find "$scratch" -type f -print0 | seed "$corpus"
            rm -rf "$scratch"
            ;;
        swift-names)
            binary="$bin/SwiftNamesFuzzer"
            # Every input is a project; a few fixed byte strings start the corpus off.
            leak_checks=0
            for seed_text in "hostile" "names of every kind" "$(printf '\xff\x7f\x80\x01\xfe')"; do
                printf '%s' "$seed_text" > "$corpus/seed-$(printf '%s' "$seed_text" | sha1sum | cut -c1-12)"
            done
            ;;
        interchange)
            binary="$bin/InterchangeFuzzer"
            leak_checks=1
            # The formats' markup, for libFuzzer to insert.
            dictionary="$fuzz/.build/interchange-words.dict"
            printf '%s\n' '"<dict>"' '"</dict>"' '"<key>"' '"</key>"' '"<string>"' '"</string>"' '"<array>"' '"</array>"' \
                '"<integer>"' '"<real>"' '"<true/>"' '"<false/>"' '"<data>"' '"<date>"' '"bplist00"' '"<!--"' '"-->"' \
                '"<![CDATA["' '"]]>"' '"&amp;"' '"&#x"' '"/* "' '" */"' '"\\U"' '" = "' '"<resources>"' '"<string name=\""' \
                '"<string-array"' '"<integer-array"' '"<item>"' '"<PreferenceScreen"' '"<PreferenceCategory"' \
                '"xmlns:android=\"http://schemas.android.com/apk/res/android\""' '"android:key=\""' '"@string/"' \
                > "$dictionary"
            extra_flags+=(-dict="$dictionary")
            if [[ -d "$real_settings" ]]; then
                find "$real_settings" -type f -name '*.plist' -print0 | format_seed "$corpus" 00
                find "$real_settings" -type f -name '*.strings' -print0 | format_seed "$corpus" 01
                grep -lZ '<resources' -r "$real_settings" --include='*.xml' | format_seed "$corpus" 02
                grep -LZ '<resources' -r "$real_settings" --include='*.xml' | format_seed "$corpus" 03
            else
                echo "note: real settings files not found at $real_settings (set VIEWSPEC_SHARED_DIR to the shared folder);" \
                    "seeding from the tests' fixtures only"
            fi
            find "$root/Tests" -type f -name '*.plist' -print0 | format_seed "$corpus" 00
            find "$root/Tests" -type f -name '*.strings' -print0 | format_seed "$corpus" 01
            # The same property lists once more in binary form, as a built app's bundle holds
            # them: libFuzzer seldom mutates XML into a valid binary list, so without these
            # hardly an input reaches the binary reader and the writing of what it reads.
            # (Python's plistlib writes them; without Python the XML seeds stay alone.)
            if command -v python3 >/dev/null 2>&1; then
                binaries="$(mktemp -d)"
                plist_folders=("$root/Tests")
                [[ -d "$real_settings" ]] && plist_folders+=("$real_settings")
                find "${plist_folders[@]}" -type f -name '*.plist' -print0 | python3 -c '
import hashlib, os, plistlib, sys
for path in sys.stdin.buffer.read().split(b"\0"):
    try:
        with open(path, "rb") as source:
            data = plistlib.dumps(plistlib.load(source), fmt=plistlib.FMT_BINARY)
    except Exception:
        continue  # a list plistlib cannot read (a fixture that is broken on purpose)
    with open(os.path.join(sys.argv[1], hashlib.sha1(data).hexdigest()), "wb") as target:
        target.write(data)
' "$binaries"
                find "$binaries" -type f -print0 | format_seed "$corpus" 00
                rm -rf "$binaries"
            fi
            ;;
    esac
    [[ -x "$binary" ]] || { echo "error: fuzzer binary not found at $binary" >&2; exit 1; }
    # libFuzzer needs at least one input to start from; an empty file is a fine one.
    [[ -n "$(ls -A "$corpus")" ]] || : > "$corpus/empty"
    echo "    $(find "$corpus" -type f | wc -l | tr -d ' ') inputs in the corpus"

    before="$(artifacts)"
    echo "==> fuzzing the $target for ${seconds}s"
    status=0
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$fuzz/lsan-suppressions.txt" "$binary" \
        -max_total_time="$seconds" \
        -max_len=65536 \
        -timeout=10 \
        -rss_limit_mb=4096 \
        -print_final_stats=1 \
        -detect_leaks="$leak_checks" \
        ${extra_flags[@]+"${extra_flags[@]}"} \
        -artifact_prefix="$fuzz/" \
        "$corpus" || status=$?

    new="$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$(artifacts)") | sed '/^$/d')"
    if [[ -n "$new" ]]; then
        echo "==> libFuzzer saved failing inputs:" >&2
        sed 's/^/    /' <<<"$new" >&2
        ((status != 0)) || status=1
    fi
    if ((status != 0)); then
        echo "==> fuzzing the $target FAILED (exit status $status)" >&2
        failed+=("$target")
        continue
    fi
    echo "==> no crash, timeout or out-of-memory in the $target in ${seconds}s"
    if [[ "$target" == swift-names ]]; then
        limit=()
        [[ "$compile_inputs" == all ]] || limit=(VIEWSPEC_SWIFT_NAMES_CORPUS_LIMIT="$compile_inputs")
        echo "==> compiling the projects of $compile_inputs inputs of $corpus with swiftc"
        if env VIEWSPEC_SWIFT_NAMES_CORPUS="$corpus" ${limit[@]+"${limit[@]}"} \
            swift test --package-path "$root" --filter theFuzzCorpusCompiles; then
            echo "==> every project the checks accepted compiled"
        else
            echo "==> compiling the swift-names corpus FAILED: the failing batch's specs are kept where the test says" >&2
            failed+=("$target (swiftc)")
        fi
    fi
done
((${#failed[@]} == 0)) || exit 1
