#!/usr/bin/env python3
"""Generates Sources/ViewSpec/Checks/References/UnicodeSecurityData.swift, the part of
Unicode's security data (UTS #39) that the confusable-name check needs:

- the confusable prototypes of every character a name can hold, which give a name's
  skeleton (two names with one skeleton look alike);
- the Script_Extensions of every character outside Common and Inherited, for
  mixed-script detection.

    scripts/generate-unicode-security.py [--confusables FILE] [--ucd DIR]

Where the prototypes come from, in order:
1. `--confusables FILE`: a copy of Unicode's confusables.txt;
2. https://www.unicode.org/Public/security/<version>/confusables.txt, downloaded;
3. ICU's compiled copy of the same table, through PyICU (Debian: python3-icu): the
   skeleton ICU's spoof checker gives each single character is that character's
   prototype.
The script data comes from `--ucd DIR`, by default /usr/share/unicode (Debian:
unicode-data), which must hold Scripts.txt, ScriptExtensions.txt and
PropertyValueAliases.txt of the same Unicode version.

The output is deterministic: the same inputs give the same file, byte for byte.
"""

import argparse
import os
import re
import sys
import unicodedata
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources/ViewSpec/Checks/References/UnicodeSecurityData.swift")

# Characters a name can never hold (the decoder refuses controls, spaces and line
# breaks), and symbols that no name is made of: leaving their prototypes out keeps the
# table small without changing any name's skeleton that matters.
SKIPPED_CATEGORIES = {"Cc", "Zs", "Zl", "Zp", "Co", "Cs", "Cn", "So", "Sm", "Sc"}

# TR39's augmented script sets: Han writing is shared by Japanese, Korean and Chinese with
# Bopomofo, which are pseudo-scripts of their own here.
PSEUDO_SCRIPTS = [("Hanb", "Han with Bopomofo"), ("Jpan", "Japanese"), ("Kore", "Korean")]


def parse_ranges(path):
    """(start, end, value) for each data line of a UCD file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            code, value = [part.strip() for part in line.split(";", 1)]
            if ".." in code:
                start, end = code.split("..")
            else:
                start = end = code
            yield int(start, 16), int(end, 16), value


def ucd_version(path):
    with open(path, encoding="utf-8") as handle:
        first = handle.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    if not match:
        sys.exit(f"cannot tell the Unicode version of {path} from its first line: {first!r}")
    return match.group(1)


def script_data(ucd):
    aliases = {}
    with open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8") as handle:
        for line in handle:
            parts = [part.strip() for part in line.split("#", 1)[0].split(";")]
            if len(parts) >= 3 and parts[0] == "sc":
                aliases[parts[2]] = parts[1]
    long_names = {short: long.replace("_", " ") for long, short in aliases.items()}
    scripts = {}
    for start, end, value in parse_ranges(os.path.join(ucd, "Scripts.txt")):
        for scalar in range(start, end + 1):
            scripts[scalar] = {aliases[value]}
    for start, end, value in parse_ranges(os.path.join(ucd, "ScriptExtensions.txt")):
        for scalar in range(start, end + 1):
            scripts[scalar] = set(value.split())
    return scripts, long_names


def confusables_from_file(text):
    mapping = {}
    for line in text.splitlines():
        line = line.lstrip("\ufeff").split("#", 1)[0].strip()
        if not line:
            continue
        source, target, _ = [part.strip() for part in line.split(";")]
        mapping[int(source, 16)] = [int(code, 16) for code in target.split()]
    return mapping


def confusables_from_icu():
    import icu  # Debian: python3-icu

    checker = icu.SpoofChecker()
    mapping = {}
    for scalar in range(0x110000):
        if 0xD800 <= scalar <= 0xDFFF:
            continue
        character = chr(scalar)
        if unicodedata.category(character) == "Cn" or unicodedata.normalize("NFD", character) != character:
            continue
        skeleton = checker.getSkeleton(0, character)
        if skeleton != character:
            mapping[scalar] = [ord(c) for c in skeleton]
    return mapping, f"ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION})"


def load_confusables(path, version):
    if path:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        return confusables_from_file(text), f"confusables.txt ({os.path.basename(path)})"
    url = f"https://www.unicode.org/Public/security/{version}/confusables.txt"
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            text = response.read().decode("utf-8")
        return confusables_from_file(text), f"confusables.txt {version} from unicode.org"
    except OSError as error:
        print(f"note: {url} could not be read ({error}); using ICU's copy of the table", file=sys.stderr)
    return confusables_from_icu()


def swift_string_lines(lines, indent="        "):
    return "\n".join(indent + line for line in lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--confusables", help="a local copy of Unicode's confusables.txt")
    parser.add_argument("--ucd", default="/usr/share/unicode", help="directory of the Unicode Character Database")
    arguments = parser.parse_args()

    version = ucd_version(os.path.join(arguments.ucd, "Scripts.txt"))
    scripts, long_names = script_data(arguments.ucd)
    confusables, source = load_confusables(arguments.confusables, version)

    # Script sets of the characters outside Common and Inherited, as ranges.
    names = sorted({name for value in scripts.values() for name in value} - {"Zyyy", "Zinh"})
    names += [short for short, _ in PSEUDO_SCRIPTS]
    long_names.update(dict(PSEUDO_SCRIPTS))
    index = {name: position for position, name in enumerate(names)}
    sets = []
    set_index = {}
    ranges = []
    for scalar in sorted(scripts):
        value = scripts[scalar]
        if value & {"Zyyy", "Zinh"}:
            continue
        key = tuple(sorted(index[name] for name in value))
        if key not in set_index:
            set_index[key] = len(sets)
            sets.append(key)
        number = set_index[key]
        if ranges and ranges[-1][1] == scalar - 1 and ranges[-1][2] == number:
            ranges[-1][1] = scalar
        else:
            ranges.append([scalar, scalar, number])

    entries = []
    for scalar in sorted(confusables):
        if unicodedata.category(chr(scalar)) in SKIPPED_CATEGORIES:
            continue
        entries.append("%X %s" % (scalar, " ".join("%X" % code for code in confusables[scalar])))

    output = f"""// Generated by scripts/generate-unicode-security.py; do not edit.
// Unicode {version}: scripts from the Unicode Character Database, confusable prototypes
// from {source}.

/// The Unicode security data (UTS #39) the confusable-name check reads: compact text,
/// parsed once when a project has a name beyond ASCII.
enum UnicodeSecurityData {{
    static let unicodeVersion = "{version}"

    /// Four-letter script codes; a script's number is its position.
    static let scriptCodes: [String] = [
{swift_string_lines(['"%s",' % name for name in names])}
    ]

    /// English names of the scripts, by number.
    static let scriptNames: [String] = [
{swift_string_lines(['"%s",' % long_names.get(name, name) for name in names])}
    ]

    /// Script_Extensions sets: one line each, the scripts' numbers.
    static let scriptSets = \"\"\"
{swift_string_lines([" ".join(str(n) for n in key) for key in sets])}
        \"\"\"

    /// `first last set`: characters in hexadecimal, each range with one script set, in
    /// order; a character in no range is Common or Inherited.
    static let scriptRanges = \"\"\"
{swift_string_lines(["%X %X %d" % tuple(item) for item in ranges])}
        \"\"\"

    /// `character prototype…`: in hexadecimal, the characters (after canonical
    /// decomposition) that look like another sequence, and that sequence.
    static let confusablePrototypes = \"\"\"
{swift_string_lines(entries)}
        \"\"\"
}}
"""
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(output)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(names)} scripts, {len(ranges)} ranges, {len(entries)} prototypes")


if __name__ == "__main__":
    main()
