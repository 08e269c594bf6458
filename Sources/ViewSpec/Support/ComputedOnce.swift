import Foundation

/// A value computed by the first caller that asks for it: callers asking meanwhile wait
/// for it, and all share the one value.
final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Value?

    func value(_ compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let value = compute()
        computed = value
        return value
    }

    /// The value if a caller has computed it, without computing it.
    var computedValue: Value? {
        lock.lock()
        defer { lock.unlock() }
        return computed
    }
}
