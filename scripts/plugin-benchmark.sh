#!/usr/bin/env bash
# Measures what the build plugin costs an app: builds Examples/MembersApp with the plugin
# (and a prebuilt viewspecc) against the same package with the generated Swift committed and
# no plugin, and prints the medians as a Markdown table (docs/plugin.md, "What the plugin
# costs"):
#
#   scripts/plugin-benchmark.sh [--bundle PATH] [--runs N] [--from-source]
#
# For each package and run, in turn: a clean build (scratch folder deleted; nothing to fetch,
# since both depend on this checkout by path with `traits: []`), the first build after it,
# five no-op builds (their median), a build after one spec edit (the plugin package edits
# record-card.yaml; the other gets the Swift file the plugin makes of the edited spec), and a
# build after the manifest is touched, which SwiftPM plans again. The two packages
# alternate, so that a change of load on the machine falls on both. The load average is
# recorded with every run, since other processes on the machine slow builds down. Only the
# plugin package's builds see VIEWSPEC_COMPILER_BUNDLE.
#
# --bundle is the artifact bundle scripts/artifact-bundle.sh writes (by default
# .build/artifactbundle/ViewSpecCompiler.artifactbundle.zip); --runs defaults to 5.
# --from-source adds a third package, the example with ViewSpec's default traits and
# VIEWSPEC_COMPILER_FROM_SOURCE=1, whose plugin runs a viewspecc built from source, as on a
# machine without a prebuilt one; its clean builds compile the compiler and take minutes.
# Raw times go to .build/plugin-benchmark/times.tsv.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() {
    echo "error: $*" >&2
    exit 1
}
source "$root/scripts/consumer-packages.sh"

bundle="$root/.build/artifactbundle/ViewSpecCompiler.artifactbundle.zip"
runs=5
from_source=false
while (($# > 0)); do
    case "$1" in
    --bundle) bundle="${2:?--bundle expects a path}"; shift 2 ;;
    --runs) runs="${2:?--runs expects a number}"; shift 2 ;;
    --from-source) from_source=true; shift ;;
    *) fail "unknown argument '$1'; usage: scripts/plugin-benchmark.sh [--bundle PATH] [--runs N] [--from-source]" ;;
    esac
done
[[ -e "$bundle" ]] || fail "$bundle does not exist; build it with scripts/artifact-bundle.sh build"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || fail "--runs expects a positive whole number, not '$runs'"
bundle="$(cd "$(dirname "$bundle")" && pwd)/$(basename "$bundle")"

work="$root/.build/plugin-benchmark"
mkdir -p "$work"
plugin_dir="$work/plugin"
committed_dir="$work/committed"
source_dir="$work/source"
packages=("$plugin_dir" "$committed_dir")
"$from_source" && packages+=("$source_dir")
spec="Sources/MembersApp/Specs/record-card.yaml"
generated_file="Sources/MembersApp/Generated/RecordCard.swift"
log="$work/build.log"

build() {
    local environment=()
    case "$1" in
    "$plugin_dir") environment=(VIEWSPEC_COMPILER_BUNDLE="$bundle") ;;
    "$source_dir") environment=(VIEWSPEC_COMPILER_FROM_SOURCE=1) ;;
    esac
    env ${environment[@]+"${environment[@]}"} swift build --package-path "$1" --scratch-path "$1/.build" >"$log" 2>&1 ||
        { cat "$log"; fail "the build of $1 failed"; }
}

# Seconds one build of $1 takes.
timed_build() {
    local start end
    start="$(date +%s.%N)"
    build "$1"
    end="$(date +%s.%N)"
    awk -v start="$start" -v end="$end" 'BEGIN { printf "%.3f\n", end - start }'
}

echo "==> preparing the two packages in $work"
make_plugin_consumer "$plugin_dir"
grep -q 'maxLength: 40' "$plugin_dir/$spec" || fail "$spec no longer says 'maxLength: 40'; update this script"
build "$plugin_dir"
make_committed_consumer "$committed_dir" "$(generated_sources_of "$plugin_dir/.build")"
# The Swift file of the edited spec, for the package without the plugin to switch to.
cp "$committed_dir/$generated_file" "$work/record-card.40.swift"
sed -i 's/maxLength: 40/maxLength: 41/' "$plugin_dir/$spec"
build "$plugin_dir"
cp "$(generated_sources_of "$plugin_dir/.build")/RecordCard.swift" "$work/record-card.41.swift"
sed -i 's/maxLength: 41/maxLength: 40/' "$plugin_dir/$spec"
cmp -s "$work/record-card.40.swift" "$work/record-card.41.swift" && fail "the spec edit did not change the generated Swift"
"$from_source" && make_source_consumer "$source_dir"

# One edit of the spec (or of the committed Swift), back and forth between the two versions.
edit() {
    local dir="$1" from="$2" to="$3"
    if [[ "$dir" != "$committed_dir" ]]; then
        sed -i "s/maxLength: $from/maxLength: $to/" "$dir/$spec"
    else
        cp "$work/record-card.$to.swift" "$dir/$generated_file"
    fi
}

times="$work/times.tsv"
printf 'run\tpackage\tclean\tfirst\tnoop\tedit\treplan\tload\n' >"$times"
echo "==> $runs runs of each package on $(nproc) cores"
for ((run = 1; run <= runs; run++)); do
    for dir in "${packages[@]}"; do
        name="$(basename "$dir")"
        rm -rf "$dir/.build"
        load="$(cut -d' ' -f1 /proc/loadavg)"
        clean="$(timed_build "$dir")"
        first="$(timed_build "$dir")"
        noop="$(for _ in 1 2 3 4 5; do timed_build "$dir"; done | sort -n | sed -n 3p)"
        if ((run % 2 == 1)); then edit "$dir" 40 41; else edit "$dir" 41 40; fi
        edited="$(timed_build "$dir")"
        touch "$dir/Package.swift"
        replanned="$(timed_build "$dir")"
        printf '%s\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%s\n' "$run" "$name" "$clean" "$first" "$noop" "$edited" "$replanned" "$load" | tee -a "$times"
    done
done
if ((runs % 2 == 1)); then
    for dir in "${packages[@]}"; do edit "$dir" 41 40; done
fi

# The median of one column for one package.
median() {
    awk -F'\t' -v package="$1" -v column="$2" 'NR > 1 && (package == "*" || $2 == package) { print $column }' "$times" |
        sort -n | awk '{ value[NR] = $1 } END { if (NR % 2) print value[(NR + 1) / 2]; else printf "%.2f\n", (value[NR / 2] + value[NR / 2 + 1]) / 2 }'
}

echo
echo "Medians of $runs runs, in seconds; load average (1 min) at the start of the runs: $(awk -F'\t' 'NR > 1 { print $8 }' "$times" | sort -n | head -n 1)–$(awk -F'\t' 'NR > 1 { print $8 }' "$times" | sort -n | tail -n 1), median $(median '*' 8)"
echo
header="| Build | with the plugin | generated Swift committed | overhead |"
rule="| --- | ---: | ---: | ---: |"
if "$from_source"; then
    header="${header} viewspecc from source | its overhead |"
    rule="${rule} ---: | ---: |"
fi
echo "$header"
echo "$rule"
for column in 3:clean 4:"first after clean" 5:"no-op (median of 5 each run)" 6:"one spec edited" 7:"manifest touched (planned again)"; do
    index="${column%%:*}"
    with="$(median plugin "$index")"
    without="$(median committed "$index")"
    row="$(printf '| %s | %.2f | %.2f | %+.2f |' "${column#*:}" "$with" "$without" "$(awk -v a="$with" -v b="$without" 'BEGIN { print a - b }')")"
    if "$from_source"; then
        built="$(median source "$index")"
        row+="$(printf ' %.2f | %+.2f |' "$built" "$(awk -v a="$built" -v b="$without" 'BEGIN { print a - b }')")"
    fi
    echo "$row"
done
