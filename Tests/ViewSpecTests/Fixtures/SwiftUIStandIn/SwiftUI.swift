// A stand-in for SwiftUI where there is none: `Binding` with the initializer Apple's SDKs
// declare (Xcode 16 and later), so that code written for SwiftUI is compiled against the
// same signature on Linux, and can run. A test plays the control: it reads and writes the
// binding with `read()` and `write(_:)`, which await because the closures may belong to
// any actor.

public struct Binding<Value> {
    private let get: @isolated(any) @Sendable () -> Value
    private let set: @isolated(any) @Sendable (Value) -> Void

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }
}

extension Binding where Value: Sendable {
    public func read() async -> Value { await get() }

    public func write(_ newValue: Value) async { await set(newValue) }
}
