import Foundation
@testable import StringsGuardKit
import Testing

/// Work that waits for signals starts with the last one, or on the thread that asks for its value first,
/// and runs once either way.
@Suite struct BackgroundWorkTests {
    /// What the work saw when it ran, and how often it ran; written by the work, read after `value()`.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var signalsSent = 0
        private(set) var runs = 0

        func signalSent() { lock.withLock { signalsSent += 1 } }

        /// The signals sent so far, counting this run.
        func run() -> Int {
            lock.withLock {
                runs += 1
                return signalsSent
            }
        }
    }

    @Test func workWaitingForSignalsStartsWithTheLastOne() {
        let record = Record()
        let work = BackgroundWork(startingAfter: 3) { record.run() }
        for _ in 0..<3 {
            record.signalSent()
            work.signal()
        }
        #expect(work.value() == 3, "the work ran before its third signal")
        #expect(record.runs == 1)
    }

    @Test func workAskedForBeforeItsSignalsRunsOnTheAskingThreadOnce() {
        let record = Record()
        let asking = ObjectIdentifier(Thread.current)
        let work = BackgroundWork(startingAfter: 2) { () -> Bool in
            _ = record.run()
            return ObjectIdentifier(Thread.current) == asking
        }
        work.signal()
        #expect(work.value(), "the work ran on another thread")
        work.signal()
        #expect(work.value())
        #expect(record.runs == 1, "a signal after the value started the work again")
    }

    @Test func workNotInBackgroundIsDoneWhenMadeWhateverItWaitsFor() {
        let record = Record()
        let work = BackgroundWork(inBackground: false, startingAfter: 2) { record.run() }
        #expect(record.runs == 1)
        #expect(work.value() == 0)
    }
}
