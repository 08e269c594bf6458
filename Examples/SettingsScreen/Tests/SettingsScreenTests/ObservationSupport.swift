import Observation

/// Whether an observation of what `read` reads hears `change`, as a SwiftUI view that drew
/// with `read` would be drawn again: `read` runs inside `withObservationTracking`, then
/// `change` runs, and the result says whether the observation's `onChange` was called.
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
