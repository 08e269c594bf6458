import Synchronization

/// A value computed by the first caller that asks for it: callers asking meanwhile wait
/// for it, and all share the one value.
final class ComputedOnce<Value: Sendable>: Sendable {
    private let computed = Mutex<Value?>(nil)

    func value(_ compute: () -> Value) -> Value {
        computed.withLock { computed in
            if let computed { return computed }
            let value = compute()
            computed = value
            return value
        }
    }

    /// The value if a caller has computed it, without computing it.
    var computedValue: Value? {
        computed.withLock { $0 }
    }
}
