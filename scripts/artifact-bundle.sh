#!/usr/bin/env bash
# Builds the artifact bundle of viewspecc that ViewSpecPlugin runs instead of building the
# compiler from source (docs/plugin.md, "The artifact bundle"):
#
#   scripts/artifact-bundle.sh build   [--output DIR] [--shared-libyaml]
#   scripts/artifact-bundle.sh package [--output DIR]
#
# build    compiles viewspecc in release mode for the machine it runs on, with the Swift
#          runtime and Foundation linked in (Linux) and libyaml linked in from its static
#          library, checks the result, puts it into
#          DIR/ViewSpecCompiler.artifactbundle/viewspecc-<version>-<triple>/bin/viewspecc,
#          and then does what `package` does.
# package  writes the bundle's info.json, listing every variant folder in the bundle (copy
#          in the variant folders built on other machines first), archives the bundle as
#          DIR/ViewSpecCompiler.artifactbundle.zip and prints its checksum and the values a
#          release sets in Package.swift.
#
# DIR defaults to .build/artifactbundle in the repository. A machine builds its own variant
# only: x86_64 or aarch64 Linux (Debian 12 or Ubuntu 22.04 and later: the binary needs
# glibc 2.35) or macOS on Apple silicon or Intel. --shared-libyaml links libyaml's shared
# library instead, for systems without libyaml.a; the bundle then needs libyaml installed
# wherever it runs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bundle_name="ViewSpecCompiler.artifactbundle"

fail() {
    echo "error: $*" >&2
    exit 1
}

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2
    exit 2
}

(($# >= 1)) || usage
command="$1"
shift
output="$root/.build/artifactbundle"
link_libyaml=static
while (($# > 0)); do
    case "$1" in
    --output)
        (($# >= 2)) || usage
        output="$2"
        shift 2
        ;;
    --shared-libyaml)
        link_libyaml=shared
        shift
        ;;
    *) usage ;;
    esac
done
[[ "$command" == build || "$command" == package ]] || usage
mkdir -p "$output"
output="$(cd "$output" && pwd)"
bundle="$output/$bundle_name"
archive="$bundle.zip"

# The version viewspecc reports, which names the variant folders and is the artifact's
# version in info.json.
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/ViewSpec/ViewSpecVersion.swift")"
[[ -n "$version" ]] || fail "cannot read the version from Sources/ViewSpec/ViewSpecVersion.swift"

# The triple SwiftPM matches a variant against on this machine (see hostTriple in
# Package.swift, which must agree).
host_triple() {
    case "$(uname -s)/$(uname -m)" in
    Linux/x86_64) echo x86_64-unknown-linux-gnu ;;
    Linux/aarch64 | Linux/arm64) echo aarch64-unknown-linux-gnu ;;
    Darwin/arm64) echo arm64-apple-macosx ;;
    Darwin/x86_64) echo x86_64-apple-macosx ;;
    *) fail "no artifact bundle variant for $(uname -s) on $(uname -m); the plugin builds viewspecc from source there" ;;
    esac
}

# A pkg-config folder whose yaml-0.1 names a folder holding only libyaml.a, so that the
# linker, which prefers a shared library to a static one in the same folder, finds the
# static one first: the binary then runs without libyaml installed.
static_libyaml_pkgconfig() {
    local work="$1" libdir archive_path
    command -v pkg-config >/dev/null || fail "pkg-config is not installed (apt-get install pkg-config, or brew install pkg-config)"
    pkg-config --exists yaml-0.1 || fail "libyaml is not installed (apt-get install libyaml-dev, or brew install libyaml)"
    libdir="$(pkg-config --variable=libdir yaml-0.1)"
    archive_path="$libdir/libyaml.a"
    [[ -f "$archive_path" ]] || fail "$archive_path does not exist, so libyaml cannot be linked in; install the static library or pass --shared-libyaml"
    mkdir -p "$work/lib" "$work/pkgconfig"
    ln -sf "$archive_path" "$work/lib/libyaml.a"
    cat >"$work/pkgconfig/yaml-0.1.pc" <<EOF
Name: LibYAML
Description: libyaml linked statically into viewspecc
Version: $(pkg-config --modversion yaml-0.1)
Cflags: $(pkg-config --cflags yaml-0.1)
Libs: -L$work/lib -lyaml
EOF
    echo "$work/pkgconfig"
}

# Libraries the binary loads at run time, one per line.
needed_libraries() {
    case "$(uname -s)" in
    Linux) readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' ;;
    Darwin) otool -L "$1" | tail -n +2 | awk '{print $1}' ;;
    esac
}

check_binary() {
    local binary="$1" needed reported
    reported="$("$binary" --version)" || fail "$binary does not run"
    [[ "$reported" == "$version" ]] || fail "$binary reports version '$reported', expected '$version'"
    needed="$(needed_libraries "$binary")"
    echo "   loads: $(echo "$needed" | tr '\n' ' ')"
    if grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' <<<"$needed" && [[ "$(uname -s)" == Linux ]]; then
        fail "$binary loads the Swift runtime or Foundation from the toolchain: $needed"
    fi
    if [[ "$link_libyaml" == static ]] && grep -q 'libyaml' <<<"$needed"; then
        fail "$binary loads libyaml although it was to be linked in: $needed"
    fi
    if [[ "$(uname -s)" == Linux ]]; then
        echo "   needs: $(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1) or later"
    fi
    # The bundled compiler checks the repository's own specs, as the plugin would run it.
    "$binary" lint --no-config --quiet "$root/specs" >/dev/null || fail "$binary failed to check $root/specs"
}

build_variant() {
    local triple scratch pkgconfig_path binary variant
    triple="$(host_triple)"
    # What the checks and the stripping below run; binutils, which the Swift toolchain
    # needs on Linux anyway, and Xcode's command line tools on macOS.
    local tool tools=(strip)
    case "$(uname -s)" in
    Linux) tools+=(readelf objdump) ;;
    Darwin) tools+=(otool) ;;
    esac
    for tool in "${tools[@]}"; do
        command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install binutils, or xcode-select --install)"
    done
    scratch="$root/.build/artifact-$triple"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    local flags=(-c release --product viewspecc --scratch-path "$scratch")
    # Apple's systems carry the Swift runtime; elsewhere it is linked into the binary.
    [[ "$(uname -s)" == Linux ]] && flags+=(--static-swift-stdlib)
    if [[ "$link_libyaml" == static ]]; then
        pkgconfig_path="$(static_libyaml_pkgconfig "$work")"
        export PKG_CONFIG_PATH="$pkgconfig_path${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    fi
    echo "==> swift build ${flags[*]} (viewspecc $version for $triple, libyaml $link_libyaml)"
    swift build --package-path "$root" "${flags[@]}"
    binary="$(swift build --package-path "$root" "${flags[@]}" --show-bin-path)/viewspecc"

    variant="$bundle/viewspecc-$version-$triple"
    rm -rf "$variant"
    mkdir -p "$variant/bin"
    cp "$binary" "$variant/bin/viewspecc"
    # Debug information is most of the binary's size; the symbols stay for backtraces.
    strip -S "$variant/bin/viewspecc"
    echo "==> checking $variant/bin/viewspecc"
    check_binary "$variant/bin/viewspecc"
}

# info.json for every variant folder in the bundle, in triple order.
write_info() {
    local variants=() folder triple entries=""
    [[ -d "$bundle" ]] || fail "$bundle does not exist; run '$0 build' first"
    for folder in "$bundle"/viewspecc-*; do
        [[ -x "$folder/bin/viewspecc" ]] || continue
        folder="$(basename "$folder")"
        [[ "$folder" == "viewspecc-$version-"* ]] || fail "$bundle/$folder is of another version than $version; remove it or build it again"
        variants+=("$folder")
    done
    ((${#variants[@]} > 0)) || fail "$bundle has no variant; run '$0 build' first"
    triples=()
    for folder in $(printf '%s\n' "${variants[@]}" | LC_ALL=C sort); do
        triple="${folder#"viewspecc-$version-"}"
        triples+=("$triple")
        entries+="${entries:+,
}        {
          \"path\": \"$folder/bin/viewspecc\",
          \"supportedTriples\": [\"$triple\"]
        }"
    done
    cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "viewspecc": {
      "version": "$version",
      "type": "executable",
      "variants": [
$entries
      ]
    }
  }
}
EOF
}

# A zip whose bytes depend only on the bundle's files: fixed times, sorted entries, no
# owner or extended attributes.
write_archive() {
    command -v zip >/dev/null || fail "zip is not installed (apt-get install zip)"
    rm -f "$archive"
    find "$bundle" -exec touch -h -t 198001010000 {} +
    (cd "$output" && find "$bundle_name" -print | LC_ALL=C sort | TZ=UTC zip -q -X -@ "$archive")
}

[[ "$command" == build ]] && build_variant
write_info
write_archive
checksum="$(swift package --package-path "$root" compute-checksum "$archive")"
quoted_triples="$(printf '"%s", ' "${triples[@]}")"
cat <<EOF
==> $bundle
    variants: ${triples[*]}
==> $archive
    checksum: $checksum

Build a package against this bundle with
    VIEWSPEC_COMPILER_BUNDLE=$archive swift build
For a release, attach the archive to it and set in Package.swift:
    static let release: (url: String, checksum: String, triples: Set<String>)? = (
        url: "<the archive's download URL>",
        checksum: "$checksum",
        triples: [${quoted_triples%, }]
    )
EOF
