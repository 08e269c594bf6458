import Dispatch
import Synchronization

/// A value computed on another thread from the moment it is made, for work the caller
/// would otherwise do alone while other cores wait: `value` waits for it if it is not
/// ready yet.
final class BackgroundValue<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    private let compute: @Sendable () -> Value
    private let computed = Mutex<Value?>(nil)

    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
        done.enter()
        DispatchQueue.global().async { [self] in
            let value = compute()
            computed.withLock { $0 = value }
            done.leave()
        }
    }

    /// Waits for the value, which is there once the group is left (computing it here is
    /// only the type system's due).
    var value: Value {
        done.wait()
        return computed.withLock { $0 } ?? compute()
    }
}
