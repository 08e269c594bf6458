/// Keeps an observer registered for as long as the token lives.
///
/// Dropping the last reference to the token, or calling `cancel()`, removes the observer;
/// an observer is never called after that.
public final class ObservationToken: Hashable {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit { cancel() }

    public var isCancelled: Bool { onCancel == nil }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
