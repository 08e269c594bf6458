import Synchronization

/// Where an animation player reads the time, in seconds. Tests and headless code pass a
/// `ManualAnimationClock`; an app passes one that reads the display's clock.
public protocol AnimationClock: Sendable {
    var now: Double { get }
}

/// A clock that stands still until it is told to move: animations played on it are
/// deterministic, frame by frame.
public final class ManualAnimationClock: AnimationClock {
    private let time: Mutex<Double>

    public init(now: Double = 0) {
        time = Mutex(now)
    }

    public var now: Double { time.withLock { $0 } }

    public func advance(by seconds: Double) {
        time.withLock { $0 += seconds }
    }

    public func set(to seconds: Double) {
        time.withLock { $0 = seconds }
    }
}
