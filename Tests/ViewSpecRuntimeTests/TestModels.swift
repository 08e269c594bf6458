import Foundation
import ViewSpecRuntime

// Models written the way the compiler generates them, for the example spec in
// docs/spec-format.md.

enum Theme: String, ModelEnum { case light, dark, system }
enum Quality: Int, ModelEnum { case low = 0, medium = 1, high = 2 }
enum Topic: String, ModelEnum { case news, sport, weather }

struct AppSettings: PreferenceModel {
    static let modelName = "AppSettings"
    static let fields: [ModelField<AppSettings>] = [
        .bool("soundEnabled", \.soundEnabled),
        .float("volume", \.volume, min: 0, max: 1),
        .int("syncInterval", \.syncInterval, min: 5, max: 120),
        .string("userName", \.userName, maxLength: 12, pattern: "[A-Za-z ]*"),
        .enumeration("theme", \.theme),
        .enumeration("quality", \.quality),
        .enumSet("topics", \.topics),
        .string("nickname", \.nickname),
    ]

    var soundEnabled = true
    var volume = 0.8
    var syncInterval = 30
    var userName = ""
    var theme = Theme.system
    var quality = Quality.medium
    var topics: Set<Topic> = [.news]
    var nickname: String?
    /// Not a field: the store must refuse to set it.
    var scratch = 0
}

/// `AppSettings` as a later version of the app defines it: `fontSize` added, `nickname`
/// removed, everything else unchanged.
struct AppSettingsLater: PreferenceModel {
    static let modelName = "AppSettings"
    static let fields: [ModelField<AppSettingsLater>] = [
        .bool("soundEnabled", \.soundEnabled),
        .float("volume", \.volume, min: 0, max: 1),
        .int("syncInterval", \.syncInterval, min: 5, max: 120),
        .string("userName", \.userName, maxLength: 12, pattern: "[A-Za-z ]*"),
        .enumeration("theme", \.theme),
        .enumeration("quality", \.quality),
        .enumSet("topics", \.topics),
        .int("fontSize", \.fontSize, min: 8, max: 40),
    ]

    var soundEnabled = true
    var volume = 0.8
    var syncInterval = 30
    var userName = ""
    var theme = Theme.system
    var quality = Quality.medium
    var topics: Set<Topic> = [.news]
    var fontSize = 15
}

/// `AppSettings` with `volume` turned from a Float into an Int.
struct AppSettingsRetyped: PreferenceModel {
    static let modelName = "AppSettings"
    static let fields: [ModelField<AppSettingsRetyped>] = [
        .bool("soundEnabled", \.soundEnabled),
        .int("volume", \.volume, min: 0, max: 10),
    ]

    var soundEnabled = true
    var volume = 8
}

/// The original library's record card: `["Number","Rate","SpMember","Name","Place"]` and
/// `[Int, Float, Bool, String, String]`.
struct RecordCard: RecordModel {
    static let modelName = "RecordCard"
    static let fields: [ModelField<RecordCard>] = [
        .int("number", \.number),
        .float("rate", \.rate, min: 0, max: 1),
        .bool("spMember", \.spMember),
        .string("name", \.name, maxLength: 40),
        .string("place", \.place),
        .enumSet("topics", \.topics),
        .enumeration("quality", \.quality),
        .int("rank", \.rank),
    ]

    var number = 0
    var rate = 0.8
    var spMember = false
    var name = ""
    var place = ""
    var topics: Set<Topic> = []
    var quality = Quality.medium
    var rank: Int?

    init() {}

    init(number: Int = 0, rate: Double = 0.8, spMember: Bool = false, name: String, place: String = "") {
        self.number = number
        self.rate = rate
        self.spMember = spMember
        self.name = name
        self.place = place
    }
}

/// `RecordCard` two versions later: `place` removed, `email` added.
struct RecordCardLater: RecordModel {
    static let modelName = "RecordCard"
    static let fields: [ModelField<RecordCardLater>] = [
        .int("number", \.number),
        .float("rate", \.rate, min: 0, max: 1),
        .bool("spMember", \.spMember),
        .string("name", \.name, maxLength: 40),
        .enumSet("topics", \.topics),
        .enumeration("quality", \.quality),
        .int("rank", \.rank),
        .string("email", \.email),
    ]

    var number = 0
    var rate = 0.8
    var spMember = false
    var name = ""
    var topics: Set<Topic> = []
    var quality = Quality.medium
    var rank: Int?
    var email = "unknown"
}

/// `RecordCard` with `number` turned into a String.
struct RecordCardRetyped: RecordModel {
    static let modelName = "RecordCard"
    static let fields: [ModelField<RecordCardRetyped>] = [.string("number", \.number)]
    var number = ""
}

struct Member: KeyedRecordModel {
    static let modelName = "Members"
    static let fields: [ModelField<Member>] = [
        .string("memberID", \.memberID, pattern: "m[0-9]+"),
        .string("name", \.name),
    ]
    static var key: KeyPath<Member, String> { \.memberID }

    var memberID = "m0"
    var name = ""

    init() {}

    init(_ memberID: String, _ name: String) {
        self.memberID = memberID
        self.name = name
    }
}

/// A directory of its own under the system's temporary directory, removed when freed.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ViewSpecRuntimeTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Every entry of the directory, hidden ones included, sorted.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func write(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: file(name), encoding: .utf8)
    }
}

/// The repository's root, for tests that read its documentation.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A security screen's settings: `biometricUnlock` is shown and edited but kept by the app
/// elsewhere (`stored: false`), so the preference store leaves it out.
struct SecuritySettings: PreferenceModel {
    static let modelName = "SecuritySettings"
    static let fields: [ModelField<SecuritySettings>] = [
        .bool("biometricUnlock", \.biometricUnlock).notStored(),
        .int("lockAfter", \.lockAfter, min: 0, max: 60),
    ]

    var biometricUnlock = true
    var lockAfter = 5
}

/// Display settings an app kept under keys that are no Swift names before it used
/// generated code (`key:` in the spec): the fields keep names, the store the keys.
struct LegacyDisplaySettings: PreferenceModel {
    static let modelName = "LegacyDisplaySettings"
    static let fields: [ModelField<LegacyDisplaySettings>] = [
        .bool("autoFitDisabled", \.autoFitDisabled).storedUnder("text_longtitle_ adjustsFontSizeToFitWidth_disabled"),
        .int("fontSize", \.fontSize, min: 8, max: 40),
    ]

    var autoFitDisabled = false
    var fontSize = 14
}

/// Quiet hours: two times of day with declared defaults, and the moment the app last
/// checked, which is absent until it has.
struct QuietHours: PreferenceModel {
    static let modelName = "QuietHours"
    static let fields: [ModelField<QuietHours>] = [
        .date("quietFrom", \.quietFrom),
        .date("quietUntil", \.quietUntil),
        .date("lastChecked", \.lastChecked),
    ]

    /// 2026-01-01T22:00:00Z and 2026-01-02T07:00:00Z.
    var quietFrom = Date(timeIntervalSinceReferenceDate: 788_997_600)
    var quietUntil = Date(timeIntervalSinceReferenceDate: 789_030_000)
    var lastChecked: Date? = nil
}

enum Gene: String, ModelEnum { case a = "A", c = "C", g = "G", t = "T" }

/// Lists a list section shows: tags typed in text fields, genes picked from cases, sizes.
struct ListSettings: PreferenceModel {
    static let modelName = "ListSettings"
    static let fields: [ModelField<ListSettings>] = [
        .stringList("tags", \.tags, maxLength: 8),
        .enumList("dna", \.dna),
        .intList("sizes", \.sizes, min: 0, max: 9).storedUnder("shoe sizes"),
        .floatList("weights", \.weights, min: 0),
    ]

    var tags = ["home", "work"]
    var dna: [Gene] = [.a, .t, .a]
    var sizes: [Int] = []
    var weights: [Double] = [0.5]
}

/// A log of events, each at a moment.
struct Event: RecordModel {
    static let modelName = "Event"
    static let fields: [ModelField<Event>] = [
        .string("name", \.name),
        .date("at", \.at),
    ]

    var name = ""
    var at = Date(timeIntervalSince1970: 0)
}
