import Dispatch

/// `map` over all cores whose result order is the input order, whatever the timing.
///
/// Public so that the benchmark schedules the stages it times on their own as the
/// compiler schedules them.
public enum ParallelMap {
    public static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }
}

/// One slot per element, each written by exactly one iteration of `concurrentPerform`,
/// which returns only when all are done: no two threads ever touch the same slot.
private final class Slots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        buffer[index] = value
    }

    var values: [Value] { buffer.map { $0! } }
}
