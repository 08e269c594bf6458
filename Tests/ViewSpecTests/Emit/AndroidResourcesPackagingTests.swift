import Foundation
import Testing
@testable import ViewSpec

/// aapt, Android's resource compiler, compiles every exported resource folder as an app's
/// `res/` folder against the framework's resources: each `android:` attribute must be one
/// the platform declares, with a value of its format, and each `@string/` and `@array/`
/// must resolve. androidx.preference's `app:` attributes are declared as the library
/// declares them, from the table the emitter tests check names against (with the colour
/// preference's, as the rarepebble colorpicker library declares them).
///
/// Debian packages aapt (version 1) with the framework's resources; aapt2 is not packaged.
@Suite struct AndroidResourcesPackagingTests {
    static let aapt = ExternalTool("aapt")
    /// The framework's compiled resources, `android.jar`'s resource table:
    /// `$VIEWSPEC_ANDROID_FRAMEWORK_RES`, or Debian's android-framework-res.
    static let frameworkResources: String? = {
        let path = ProcessInfo.processInfo.environment["VIEWSPEC_ANDROID_FRAMEWORK_RES"] ?? "/usr/share/android-framework-res/framework-res.apk"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()
    static let isAvailable = aapt != nil && frameworkResources != nil
    static let howToEnable: Comment = "needs aapt and the framework's resources (Debian: aapt, android-framework-res)"

    /// The format of each `app:` attribute of androidx.preference 1.2's `attrs.xml`.
    static let appAttributeFormats: [String: String] = {
        var formats: [String: String] = [:]
        let booleans: Set<String> = [
            "enabled", "selectable", "persistent", "shouldDisableView", "allowDividerAbove", "allowDividerBelow", "singleLineTitle",
            "iconSpaceReserved", "isPreferenceVisible", "enableCopying", "orderingFromXml", "disableDependentsState", "adjustable",
            "showSeekBarValue", "updatesContinuously", "useSimpleSummaryProvider",
            // The rarepebble colorpicker library's, which the app's build links with the library.
            "colorpicker_showAlpha", "colorpicker_showHex", "colorpicker_showPreview",
        ]
        let integers: Set<String> = ["order", "initialExpandedChildrenCount", "min", "seekBarIncrement"]
        let references: Set<String> = ["icon", "dialogIcon", "layout", "widgetLayout", "dialogLayout", "entries", "entryValues"]
        let names = AndroidxPreference.allAttributes.filter { $0.hasPrefix("app:") }.map { String($0.dropFirst(4)) }
        for name in names {
            formats[name] =
                booleans.contains(name) ? "boolean" : integers.contains(name) ? "integer" : references.contains(name) ? "reference"
                : name == "defaultValue" ? "string|boolean|integer|float|reference" : "string"
        }
        return formats
    }()

    /// `values/androidx_preference_attrs.xml` for the compiled folder.
    static var appAttributeDeclarations: String {
        let lines = appAttributeFormats.sorted { $0.key < $1.key }.map { "    <attr name=\"\($0.key)\" format=\"\($0.value)\" />" }
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(lines.joined(separator: "\n"))\n</resources>\n"
    }

    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.viewspec.exported" />

        """

    /// Compiles the resource folder `res` (its parent gets the manifest and the package);
    /// returns aapt's exit status and error output.
    static func compile(_ res: URL) throws -> ExternalTool.Output {
        let aapt = try #require(Self.aapt, "aapt is not installed (Debian: aapt)")
        let framework = try #require(Self.frameworkResources, "the framework's resources are missing (Debian: android-framework-res)")
        let folder = res.deletingLastPathComponent()
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
        try Data(appAttributeDeclarations.utf8).write(to: res.appendingPathComponent("values/androidx_preference_attrs.xml"))
        try writeDrawables(referencedIn: res)
        try writeDefaultResources(referencedIn: res)
        return try aapt.run([
            "package", "-f", "-M", folder.appendingPathComponent("AndroidManifest.xml").path, "-S", res.path, "-I", framework,
            "-F", folder.appendingPathComponent("exported.apk").path,
        ])
    }

    /// The app's drawables that the exported screens name as icons (`@drawable/NAME`), each
    /// a plain shape in `res/drawable/`, as the app's own resources would have them.
    static func writeDrawables(referencedIn res: URL) throws {
        let xml = res.appendingPathComponent("xml")
        let files = (try? FileManager.default.contentsOfDirectory(at: xml, includingPropertiesForKeys: nil)) ?? []
        var names: Set<String> = []
        for file in files where file.pathExtension == "xml" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for part in text.components(separatedBy: "\"@drawable/").dropFirst() {
                if let name = part.split(separator: "\"", maxSplits: 1).first, ItemIcon.isAndroidResourceName(String(name)) { names.insert(String(name)) }
            }
        }
        guard !names.isEmpty else { return }
        let drawables = res.appendingPathComponent("drawable")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        for name in names {
            let shape = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<shape xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n"
            try Data(shape.utf8).write(to: drawables.appendingPathComponent("\(name).xml"))
        }
    }

    /// The app's resources that the exported screens read defaults from (`androidDefault`,
    /// `android:defaultValue="@bool/NAME"`) and that the export does not write, each with a
    /// value of its type in `res/values/app_defaults.xml`, as the app's own resources would
    /// have them.
    static func writeDefaultResources(referencedIn res: URL) throws {
        let files = (try? FileManager.default.contentsOfDirectory(at: res.appendingPathComponent("xml"), includingPropertiesForKeys: nil)) ?? []
        let values = (try? FileManager.default.contentsOfDirectory(at: res.appendingPathComponent("values"), includingPropertiesForKeys: nil)) ?? []
        let defined = try values.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        var references: Set<AndroidResourceReference> = []
        for file in files where file.pathExtension == "xml" {
            for part in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "android:defaultValue=\"").dropFirst() {
                guard let written = part.split(separator: "\"", maxSplits: 1).first, let reference = AndroidResourceReference(String(written)),
                    reference.package == nil,
                    !(reference.type == "array" ? ["string-array", "integer-array", "array"] : [reference.type]).contains(where: { defined.contains("<\($0) name=\"\(reference.name)\"") })
                else { continue }
                references.insert(reference)
            }
        }
        guard !references.isEmpty else { return }
        let resources = references.sorted { $0.text < $1.text }.map { reference in
            switch reference.type {
            case "bool": "    <bool name=\"\(reference.name)\">true</bool>"
            case "integer": "    <integer name=\"\(reference.name)\">1</integer>"
            case "color": "    <color name=\"\(reference.name)\">#FF000000</color>"
            case "array": "    <string-array name=\"\(reference.name)\"><item>a</item></string-array>"
            default: "    <\(reference.type) name=\"\(reference.name)\">a</\(reference.type)>"
            }
        }
        let text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n" + resources.joined(separator: "\n") + "\n</resources>\n"
        try Data(text.utf8).write(to: res.appendingPathComponent("values/app_defaults.xml"))
    }

    static func compileExport(of checked: CheckedProject, in scratch: URL) throws -> ExternalTool.Output {
        let res = scratch.appendingPathComponent("res")
        _ = try OutputWriter.publish(OutputWriter(directory: res.path).stage(AndroidResourcesEmitter().emit(checked)))
        return try compile(res)
    }

    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesTheRepositorySpecsExport() throws {
        let result = try withScratchDirectory { try Self.compileExport(of: try AndroidResourcesRoundTripTests.repositorySpecs(), in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Every control, with texts Android's resource compiler reads specially (`@`, `?`,
    /// quotes, `%`, line breaks, white space at the ends).
    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesEveryControlWithHostileTexts() throws {
        let hostile = ["it's \"quoted\"", "@string/no", "?attr/no", "two\nlines", "  padded  ", "<&>", "back\\slash", "100% sure", "\\u0041"]
        var items = hostile.indices.map { "          - {button: b\($0), title: \(YAMLQuoting.doubleQuoted(hostile[$0])), subtitle: \(YAMLQuoting.doubleQuoted(hostile[$0]))}" }
        // Links to intents whose parts and extras hold them too.
        items += hostile.indices.map {
            let text = YAMLQuoting.doubleQuoted(hostile[$0])
            return "          - {link: {intent: {action: \(text), data: \(text), mimeType: text/plain, extras: {e\($0): \(text), n\($0): \($0)}}}, key: i\($0)}"
        }
        // Rows the app draws, elements of its class, whose titles and defaults hold them too.
        items += hostile.indices.map {
            let text = YAMLQuoting.doubleQuoted(hostile[$0])
            return "          - {custom: {key: c\($0), android: org.example.app.ThemePreference, default: \(text)}, title: \(text)}"
        }
        let spec = AndroidResourcesEmitterTests.spec.replacingOccurrences(
            of: "      - items:\n          - {textField: name", with: "      - items:\n\(items.joined(separator: "\n"))\n          - {textField: name")
        let result = try withScratchDirectory { try Self.compileExport(of: try AndroidResourcesEmitterTests.checked(spec), in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// A default the app keeps in its resources (`androidDefault`) is compiled as a
    /// reference to them: the app's resource and the framework's, not text.
    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesAnAndroidDefaultAsAReference() throws {
        let spec = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  secure: {type: Bool, default: true, androidDefault: '@bool/secure_default'}
                  signature: {type: String, androidDefault: '@android:string/untitled'}
            preferences:
              Root:
                model: S
                entry: true
                sections:
                  - items:
                      - toggle: secure
                      - textField: signature
            """
        let dump = try Self.compiledRootScreen(of: spec)
        let values = dump.split(separator: "\n").filter { $0.contains("android:defaultValue") }.map { String($0.drop { $0 != "=" }.dropFirst()) }
        // `@0x7f…` is a resource of the app's package, `@0x01…` one of the framework's.
        #expect(values.count == 2, "\(dump)")
        #expect(values.first?.hasPrefix("@0x7f") == true && values.last?.hasPrefix("@0x01") == true, "\(values)")
    }

    /// aapt keeps an attribute's white space as written and its `"` as text: a title or a
    /// default with white space at its ends or doubled is written as it is, not in double
    /// quotes, which the compiled title showed (`"  padded  "` with its quotes) and an
    /// EditTextPreference stored as part of its default.
    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesWhiteSpaceInAttributesAsWritten() throws {
        let spec = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  name: {type: String, default: "  padded  "}
            preferences:
              Root:
                model: S
                entry: true
                sections:
                  - title: "  padded  "
                    items:
                      - {textField: name, title: "a  b"}
                      - {custom: {key: c, android: org.example.app.ThemePreference, default: " lead"}, title: "it's \\"quoted\\" "}
            """
        let dump = try Self.compiledRootScreen(of: spec)
        for raw in ["(Raw: \"  padded  \")", "(Raw: \"a  b\")", "(Raw: \" lead\")", "(Raw: \"it's \\\"quoted\\\" \")"] {
            #expect(dump.contains(raw), "\(raw) in \(dump)")
        }
        #expect(!dump.contains("(Raw: \"\\\"  padded"), "\(dump)")
    }

    /// Text that aapt would compile as a number, a boolean or a colour is written so that it
    /// stays text: a String field's default `05` (which Android read back as `5`, so that a
    /// list found no entry for it), an extra `true` (put in the intent as a boolean) and an
    /// extra `#12` (refused by aapt, no colour). Numbers and booleans stay typed.
    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesTextThatLooksLikeANumberAsText() throws {
        let spec = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  code: {type: String, default: "05"}
                  size: {type: Int, default: 3, min: 0, max: 10}
            preferences:
              Root:
                model: S
                entry: true
                sections:
                  - items:
                      - {choice: code, values: ["05", "10"]}
                      - {slider: size}
                      - link: {intent: {action: org.example.OPEN, extras: {a: "#12", b: "true", c: " 5", d: 5, e: true}}}
                      - {custom: {key: c, android: org.example.app.ThemePreference, default: "1.50"}}
            """
        let dump = try Self.compiledRootScreen(of: spec)
        let values = dump.split(separator: "\n").filter { $0.contains("android:defaultValue") || $0.contains("android:value") }
            .map { String($0.drop { $0 != "=" }.dropFirst()) }
        #expect(values == [
            "\"05\" (Raw: \"05\")", "(type 0x10)0x3", "\"#12\" (Raw: \"#12\")", "\"true\" (Raw: \"true\")", "\" 5\" (Raw: \" 5\")", "(type 0x10)0x5",
            "(type 0x12)0xffffffff", "\"1.50\" (Raw: \"1.50\")",
        ], "\(dump)")
    }

    /// The export of `spec` compiled by aapt, and its `res/xml/root.xml` as aapt dumps the
    /// compiled tree: each attribute's value as Android reads it.
    private static func compiledRootScreen(of spec: String) throws -> String {
        try withScratchDirectory { scratch -> String in
            let result = try compileExport(of: try AndroidResourcesEmitterTests.checked(spec), in: scratch)
            #expect(result.status == 0, "\(result.stderr)")
            let shell = try #require(ExternalTool("sh"))
            let apk = scratch.appendingPathComponent("exported.apk").path, out = scratch.appendingPathComponent("dump.txt").path
            let dumped = try shell.run(["-c", "\"$0\" dump xmltree \"$1\" res/xml/root.xml > \"$2\"", try #require(aapt).path, apk, out])
            #expect(dumped.status == 0, "\(dumped.stderr)")
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }
    }

    /// Every Android app of the corpus, imported and exported.
    @Test(.enabled(if: (isAvailable && SharedMaterial.isPresent) || SharedMaterial.isRequired, howToEnable))
    func aaptCompilesEveryCorpusAppsExport() throws {
        var compiled = 0
        for app in RealAndroidPreferencesImportTests.apps {
            try withScratchDirectory { scratch in
                guard let exported = try AndroidResourcesRoundTripTests.importAndExport(app.prefix, scratch: scratch) else { return }
                #expect(!exported.output.folders.isEmpty)
                let result = try Self.compile(exported.exported)
                #expect(result.status == 0, "\(app.prefix): \(result.stderr)")
                compiled += 1
            }
        }
        #expect(compiled == RealAndroidPreferencesImportTests.apps.count)
    }

    /// The check is a real one: an attribute the platform does not declare, a value of the
    /// wrong format and a string that is not there each fail the compilation, at their line.
    @Test(.enabled(if: isAvailable || SharedMaterial.isRequired, howToEnable))
    func aaptRefusesWhatAndroidWouldNotRead() throws {
        let checked = try AndroidResourcesRoundTripTests.repositorySpecs()
        let output = AndroidResourcesEmitter().emit(checked)
        let screen = try #require(output.folders.first { $0.name == "xml" }?.files.first)
        let text = String(decoding: screen.bytes, as: UTF8.self)
        for (broken, expected) in [
            (" android:bogus=\"1\"", "No resource identifier found for attribute 'bogus' in package 'android'"),
            (" android:max=\"many\"", "String types not allowed (at 'max' with value 'many')"),
            (" android:summary=\"@string/no_such_string\"", "No resource found that matches the given name"),
        ] {
            let result = try withScratchDirectory { scratch in
                let res = scratch.appendingPathComponent("res")
                _ = try OutputWriter.publish(OutputWriter(directory: res.path).stage(output))
                let changed = text.replacingOccurrences(of: "<PreferenceScreen\n", with: "<PreferenceScreen\(broken)\n")
                #expect(changed != text)
                try Data(changed.utf8).write(to: res.appendingPathComponent("xml/\(screen.fileName)"))
                return try Self.compile(res)
            }
            #expect(result.status != 0)
            #expect(result.stderr.contains(expected), "\(result.stderr)")
        }
    }
}
