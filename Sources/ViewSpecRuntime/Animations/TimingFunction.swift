/// An easing: how an iteration's progress (0 to 1) maps to the progress its keyframes are
/// interpolated at, as CSS Easing Functions Level 1 defines them.
public enum TimingFunction: Hashable, Sendable {
    case linear
    /// `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 must lie in 0...1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `steps(n)` (jump-end): the output jumps at the end of each of `count` steps.
    case steps(Int)

    public static let ease = TimingFunction.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    public static let easeIn = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The output progress for `input`. `beforeFlag` is the timing model's: set when the
    /// effect is before its active interval going forwards, or after it going backwards;
    /// it decides which side of a step boundary holds.
    public func callAsFunction(_ input: Double, beforeFlag: Bool = false) -> Double {
        switch self {
        case .linear:
            return input
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return Self.cubicBezier(input, x1: x1, y1: y1, x2: x2, y2: y2)
        case .steps(let count):
            return Self.steps(input, count: count, beforeFlag: beforeFlag)
        }
    }

    /// The step algorithm of CSS Easing §2.3 for jump-end.
    private static func steps(_ input: Double, count: Int, beforeFlag: Bool) -> Double {
        let jumps = Double(max(count, 1))
        var step = (input * jumps).rounded(.down)
        // At a step boundary reached from before the interval (or from after it, playing
        // backwards), the step below holds.
        if beforeFlag, (input * jumps).truncatingRemainder(dividingBy: 1) == 0 { step -= 1 }
        if input >= 0, step < 0 { step = 0 }
        if input <= 1, step > jumps { step = jumps }
        return step / jumps
    }

    /// The curve from (0, 0) to (1, 1) through the control points, solved for the time
    /// parameter whose x is `input`, and its y there. Outside 0...1 the curve continues
    /// along its tangent at the nearer end, as CSS specifies.
    private static func cubicBezier(_ input: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if input < 0 {
            let slope = x1 > 0 ? y1 / x1 : (y1 == 0 && x2 > 0 ? y2 / x2 : 0)
            return slope * input
        }
        if input > 1 {
            let slope = x2 < 1 ? (y2 - 1) / (x2 - 1) : (y2 == 1 && x1 < 1 ? (y1 - 1) / (x1 - 1) : 0)
            return 1 + slope * (input - 1)
        }
        if input == 0 || input == 1 { return input }
        // Bernstein polynomial of one coordinate with end points 0 and 1.
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        // Newton's method from the input, falling back to bisection, which always converges
        // because x(t) is monotonic for x1, x2 in 0...1.
        var t = input
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - input
            if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
            let slope = derivative(t, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
            guard (0...1).contains(t) else { break }
        }
        var low = 0.0
        var high = 1.0
        t = input
        for _ in 0..<64 {
            let x = coordinate(t, x1, x2)
            if abs(x - input) < 1e-12 { break }
            if x < input { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
