public import Foundation
public import ViewSpecRuntime

/// Where the app keeps its settings: a file of its own, in the runtime's self-identifying
/// format, rather than in `UserDefaults`. The store holds the values in memory; this file
/// is read once at launch and written when the app chooses to save.
///
/// A file of the app's own can be checked whole before anything is replaced, saved
/// atomically, copied, and tested like any other file, on every platform Swift runs on.
public struct SettingsFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Reads the file off the main actor, then hands its values to `store` in one change,
    /// which the store's observations and observers hear.
    ///
    /// - Returns: how the file's fields differed from the model's; nil when there is no
    ///   file yet (the first launch), and the store keeps its defaults.
    /// - Throws: `PersistenceError` for a file that cannot be read or does not hold these
    ///   settings; the store keeps the values it had.
    @MainActor
    public func restore(into store: PreferenceStore<AppSettings>) async throws(PersistenceError) -> LoadReport? {
        let url = url
        let read = await Task.detached { () -> Result<LoadedPreferences<AppSettings>, PersistenceError>? in
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return Result { () throws(PersistenceError) in try store.read(from: url) }
        }.value
        guard let read else { return nil }
        let loaded = try read.get()
        store.apply(loaded)
        return loaded.report
    }

    /// Saves the store's values, replacing the file atomically.
    @MainActor
    public func save(_ store: PreferenceStore<AppSettings>) throws(PersistenceError) {
        try store.save(to: url)
    }
}
