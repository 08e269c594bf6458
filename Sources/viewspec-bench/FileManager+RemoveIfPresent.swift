import Foundation

extension FileManager {
    /// Removes what is at `path`, if anything is: the benchmark's directories are replaced
    /// on every run and may not be there yet.
    func removeItemIfPresent(atPath path: String) throws {
        if fileExists(atPath: path) { try removeItem(atPath: path) }
    }
}
