import Observation
import Testing

/// Whether an observation of what `read` reads hears `change`: `read` runs inside
/// `withObservationTracking`, then `change` runs, and the result says whether the
/// observation's `onChange` was called. It must be called on the main actor, as the stores
/// promise; the check fails the test if it is called anywhere else.
@MainActor
func isObserved(_ read: () -> Void, when change: () throws -> Void) rethrows -> Bool {
    let heard = Heard()
    withObservationTracking(read) {
        MainActor.assumeIsolated { heard.count += 1 }
    }
    try change()
    return heard.count > 0
}

@MainActor
private final class Heard {
    var count = 0
}

/// A named change to a store, as a test argument: one test runs for each kind of change.
struct StoreChange<Subject: AnyObject>: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @MainActor @Sendable (Subject) throws -> Void

    init(_ name: String, _ apply: @escaping @MainActor @Sendable (Subject) throws -> Void) {
        self.name = name
        self.apply = apply
    }

    var testDescription: String { name }
}
