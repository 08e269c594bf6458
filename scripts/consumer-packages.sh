# Sourced by scripts/artifact-check.sh and scripts/plugin-benchmark.sh: makes packages that
# use ViewSpec the way an app outside this repository would, from Examples/MembersApp.
#
# make_plugin_consumer DIR     the example, depending on this checkout with the Compiler
#                              trait off (`traits: []`), as a package that runs a prebuilt
#                              viewspecc does; the plugin compiles its specs.
# make_source_consumer DIR     the example, depending on this checkout with its default
#                              traits, as a package that builds viewspecc from source does.
# make_committed_consumer DIR GENERATED
#                              the same package with the plugin's output (the Swift files in
#                              GENERATED) committed as sources instead of its specs, and no
#                              plugin: a package that uses the runtime only.
#
# All need `root` (the repository) set and `fail` defined.

consumer_dependency_line='.package(name: "ViewSpec", path: "../..")'

make_plugin_consumer() {
    make_consumer_depending "$1" ".package(name: \"ViewSpec\", path: \"$root\", traits: [])"
}

make_source_consumer() {
    make_consumer_depending "$1" ".package(name: \"ViewSpec\", path: \"$root\")"
}

# A copy of the example whose dependency on ViewSpec is the line $2.
make_consumer_depending() {
    local dir="$1" replacement="$2" example="$root/Examples/MembersApp"
    rm -rf "$dir"
    mkdir -p "$dir"
    cp -R "$example/Package.swift" "$example/Sources" "$example/Tests" "$dir/"
    grep -qF "$consumer_dependency_line" "$dir/Package.swift" ||
        fail "Examples/MembersApp/Package.swift no longer says '$consumer_dependency_line'; update scripts/consumer-packages.sh"
    local manifest
    manifest="$(<"$dir/Package.swift")"
    printf '%s\n' "${manifest/"$consumer_dependency_line"/"$replacement"}" >"$dir/Package.swift"
    grep -qF "$replacement" "$dir/Package.swift" || fail "could not point $dir/Package.swift at $root"
}

make_committed_consumer() {
    local dir="$1" generated="$2" plugin_line='plugins: [.plugin(name: "ViewSpecPlugin", package: "ViewSpec")]'
    make_plugin_consumer "$dir"
    grep -qF "$plugin_line" "$dir/Package.swift" ||
        fail "Examples/MembersApp/Package.swift no longer says '$plugin_line'; update scripts/consumer-packages.sh"
    grep -vF "$plugin_line" "$dir/Package.swift" >"$dir/Package.swift.new"
    mv "$dir/Package.swift.new" "$dir/Package.swift"
    find "$dir/Sources" \( -name '*.yaml' -o -name '*.yml' \) -delete
    mkdir -p "$dir/Sources/MembersApp/Generated"
    cp "$generated"/*.swift "$dir/Sources/MembersApp/Generated/"
}

# The folder the plugin writes a consumer's Swift files into, after a build.
generated_sources_of() {
    local scratch="$1" generated
    generated="$(find "$scratch/plugins/outputs" -path '*/ViewSpecPlugin/GeneratedSources' -type d 2>/dev/null | head -n 1)"
    [[ -n "$generated" ]] || fail "no generated sources under $scratch/plugins/outputs"
    echo "$generated"
}
