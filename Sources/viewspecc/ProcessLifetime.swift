/// Values the command holds until the process exits rather than releasing them.
///
/// A compiled project is hundreds of thousands of small values; releasing them one by one
/// took a noticeable share of a run that ends right after, when the system reclaims the
/// memory at once. Compilers do the same (clang's `-disable-free`).
enum ProcessLifetime {
    private final class Holder<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Returns `value`, which is now never released.
    static func keep<Value>(_ value: Value) -> Value {
        _ = Unmanaged.passRetained(Holder(value))
        return value
    }
}
