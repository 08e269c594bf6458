import Dispatch

/// `map` over all cores whose result order is the input order, whatever the timing.
///
/// Open to the package, so that the benchmark schedules the stages it times on their own
/// as the compiler schedules them.
package enum ParallelMap {
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }

    /// `map(_:_:)` handing the elements to the cores in `order` (a permutation of their
    /// indices) rather than one after another; the results are still in `elements`' order.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], inOrder order: [Int], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        precondition(order.count == elements.count, "the order must name every element once")
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: order.count) { turn in
            let index = order[turn]
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }

    /// Runs `first` and `second` at once, on two cores where there are two, and returns
    /// both results: for serial steps that do not depend on each other.
    package static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firsts = Slots<First>(count: 1)
        let seconds = Slots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { firsts.store(first(), at: 0) } else { seconds.store(second(), at: 0) }
        }
        return (firsts.values[0], seconds.values[0])
    }
}

/// One slot per element, each written by exactly one iteration of `concurrentPerform`,
/// which returns only when all are done: no two threads ever touch the same slot.
///
/// Not copyable: it owns its slots' memory and frees it when it ends; the iterations
/// borrow it.
private struct Slots<Value>: ~Copyable, @unchecked Sendable {
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
