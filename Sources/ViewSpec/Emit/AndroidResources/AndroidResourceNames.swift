/// Names that Android's resource compiler accepts: for files in `res/xml/`, lowercase
/// ASCII letters, digits and underscores starting with a letter; for values
/// (`@string/…`, `@array/…`), also uppercase letters, starting with a letter or an
/// underscore, and no Java keyword, since each becomes a field of the app's `R` class.
enum AndroidResourceNames {
    /// `GeneralSettings` → `general_settings`; what is left empty becomes `screen`.
    static func fileName(_ name: String) -> String {
        var output = ""
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            switch scalar {
            case "A"..."Z":
                if let previous, ("a"..."z").contains(previous) || ("0"..."9").contains(previous) { output += "_" }
                output.unicodeScalars.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            case "a"..."z", "0"..."9", "_":
                output.unicodeScalars.append(scalar)
            default:
                if !output.hasSuffix("_") { output += "_" }
            }
            previous = scalar
        }
        guard let first = output.unicodeScalars.first, ("a"..."z").contains(first) else { return "screen_" + output }
        return output
    }

    /// A value resource's name for `name`: each character a name cannot hold becomes `_`,
    /// and a name that would start with a digit or be a Java keyword gets a `_` in front.
    static func valueName(_ name: String) -> String {
        var output = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_": output.unicodeScalars.append(scalar)
            default: output += "_"
            }
        }
        guard let first = output.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + output }
        return JavaKeywords.all.contains(output) ? "_" + output : output
    }

    /// `base`, else the first of `base_2`, `base_3`… that `isTaken` does not refuse.
    static func unique(_ base: String, isTaken: (String) -> Bool) -> String {
        var candidate = base
        var number = 2
        while isTaken(candidate) {
            candidate = "\(base)_\(number)"
            number += 1
        }
        return candidate
    }
}
