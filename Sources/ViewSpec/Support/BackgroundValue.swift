import Dispatch

/// A value computed on another thread from the moment it is made, for work the caller
/// would otherwise do alone while other cores wait: `value` waits for it if it is not
/// ready yet.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var computed: Value?

    init(_ compute: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.computed = compute()
            self.done.leave()
        }
    }

    /// Waits for the value; `leave` orders the write of `computed` before this read.
    var value: Value {
        done.wait()
        return computed!
    }
}
