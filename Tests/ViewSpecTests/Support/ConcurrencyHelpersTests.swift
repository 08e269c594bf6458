import Dispatch
import Foundation
import Synchronization
import Testing
@testable import ViewSpec

/// The small helpers the pipeline spreads its work with: results come back in order and
/// whole, however the work is scheduled.
@Suite struct ConcurrencyHelpersTests {
    @Test func mapKeepsTheInputOrder() {
        let numbers = Array(0..<1000)
        #expect(ParallelMap.map(numbers) { $0 * 2 } == numbers.map { $0 * 2 })
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }

    /// Each closure runs once, and both have run when `both` returns, even when one is
    /// much slower than the other.
    /// Handed to the cores in another order, the results still come in the input's.
    @Test func mapInAnotherOrderKeepsTheInputOrder() {
        let words = (0..<500).map { "w\($0)" }
        let order = Array(words.indices.reversed().filter { $0.isMultiple(of: 2) } + words.indices.filter { !$0.isMultiple(of: 2) })
        #expect(ParallelMap.map(words, inOrder: order) { $0 + "!" } == words.map { $0 + "!" })
        #expect(ParallelMap.map([Int](), inOrder: []) { $0 }.isEmpty)
    }

    @Test func bothRunsEachOnceAndReturnsBoth() {
        let runs = Counter()
        let (first, second) = ParallelMap.both({
            runs.add()
            usleep(20_000)
            return "slow"
        }, {
            runs.add()
            return 42
        })
        #expect(first == "slow" && second == 42)
        #expect(runs.value == 2)
    }

    /// The value is computed once, on another thread, and every read waits for it.
    @Test func aBackgroundValueIsComputedOnceAndAwaited() {
        let runs = Counter()
        let started = DispatchSemaphore(value: 0)
        let background = BackgroundValue { () -> [String] in
            runs.add()
            started.signal()
            usleep(20_000)
            return ["index.json"]
        }
        started.wait()
        #expect(background.value == ["index.json"])
        #expect(background.value == ["index.json"])
        #expect(runs.value == 1)
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)

    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
