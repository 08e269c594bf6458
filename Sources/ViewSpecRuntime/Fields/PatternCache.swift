import Foundation
import Synchronization

/// Compiled field patterns, shared by every store: validation runs on every change and on
/// every loaded record, and compiling the same expression each time would dominate loads.
final class PatternCache: Sendable {
    static let shared = PatternCache()

    /// NSRegularExpression itself is safe to share between threads.
    private let compiled = Mutex<[String: NSRegularExpression]>([:])

    /// Whether `pattern` compiles on its own, as a model definition must.
    func isValid(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern)) != nil
    }

    /// Whether `pattern` matches the whole of `text`. An invalid pattern matches nothing;
    /// model definitions with one are rejected before any value is checked.
    func wholeMatch(_ pattern: String, _ text: String) -> Bool {
        guard let expression = expression(for: pattern) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }

    private func expression(for pattern: String) -> NSRegularExpression? {
        compiled.withLock { compiled in
            if let expression = compiled[pattern] { return expression }
            // Anchoring the whole pattern (not just checking the match's length) is what makes
            // an alternation such as `a|ab` match "ab": the engine must then try `ab`.
            guard isValid(pattern), let expression = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z") else { return nil }
            compiled[pattern] = expression
            return expression
        }
    }
}
