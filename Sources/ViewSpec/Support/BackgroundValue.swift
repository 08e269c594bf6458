import Dispatch

/// A value computed on another thread from the moment it is made, for work the caller
/// would otherwise do alone while other cores wait: `value` waits for it if it is not
/// ready yet.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private let compute: @Sendable () -> Value
    private var computed: Value?

    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
        done.enter()
        DispatchQueue.global().async {
            self.computed = compute()
            self.done.leave()
        }
    }

    /// Waits for the value; `leave` orders the write of `computed` before this read, which
    /// therefore always finds it (computing it here is only the type system's due).
    var value: Value {
        done.wait()
        return computed ?? compute()
    }
}
