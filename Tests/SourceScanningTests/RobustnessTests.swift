import Diagnostics
import Foundation
import Testing
@testable import SourceScanning
import _StringsGuardTestSupport

private let sample = ##"""
    import SwiftUI
    /* header /* nested */ */
    struct TimerWidgetView: View {
        let context: ActivityViewContext<TimerAttributes>
        var label: LocalizedStringKey = "Focus"
        var body: some View {
            VStack(alignment: .leading) {
                Text("Cycle \(context.state.cycle) of \(total, specifier: "%d")", tableName: "Widget")
                HStack { Text("\(m)"); Text(":"); Text("\(s)") }
                    .environment(\.layoutDirection, .leftToRight)
                Text(#"raw \#(x) "q""#)
                Text("""
                    multi \
                    line
                    """)
                Text(timerInterval: range, countsDown: true)
            }
            .navigationTitle("Home")
        }
    }
    """##

private func scanOutcome(_ bytes: [UInt8]) -> Result<SourceScan, InputError> {
    do throws(InputError) {
        return .success(try SwiftSourceScanner.scan(bytes: bytes, path: "Fuzz.swift"))
    } catch {
        return .failure(error)
    }
}

@Suite struct RobustnessTests {
    @Test func theSampleScansCleanly() throws {
        let scan = try SwiftSourceScanner.scan(source: sample, path: "Sample.swift")
        // `cycle`, `m` and `s` are declared in no scanned file, so their placeholders stay unknown.
        #expect(scan.localizableUses.map(\.key) == ["Focus", "Cycle %@ of %d", "%@", ":", "%@", #"raw %@ "q""#, "multi line", "Home"])
        #expect(scan.timerViews.map(\.kind) == [.digitStack, .textTimerInterval])
    }

    @Test func everyTruncationEitherScansOrReportsAPositionInsideTheFile() {
        let bytes = Array(sample.utf8)
        let lineCount = sample.split(separator: "\n", omittingEmptySubsequences: false).count
        for length in 0...bytes.count {
            if case .failure(let error) = scanOutcome(Array(bytes[0..<length])) {
                let line = error.location?.line ?? 0
                #expect((1...lineCount).contains(line), "truncated at \(length): \(error)")
            }
        }
    }

    @Test func randomByteMutationsNeverCrash() {
        var random = SeededGenerator(seed: 42)
        let original = Array(sample.utf8)
        let alphabet = Array("\"\\()#{}[]/*\n .:`$".utf8) + [0xF0, 0x9F, 0x80]
        var failures = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            if case .failure(let error) = scanOutcome(bytes) {
                failures += 1
                #expect(error.location != nil)
            }
        }
        // Mutating quotes and brackets breaks many of the files; the rest still scan.
        #expect(failures > 0 && failures < 400)
    }

    // A crash or hang here fails the whole run; the counts show both outcomes were exercised.
    @Test func randomTokenSoupNeverCrashesOrHangs() {
        var random = SeededGenerator(seed: 7)
        let pieces = [
            "Text(", ")", "{", "}", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/*", "*/", "//", "\n", " ",
            ".environment(\\.layoutDirection, .leftToRight)", "HStack", ":", "x", "1", "`", "#/", "/#", "\\u{", "é",
        ]
        var errors = 0
        var scans = 0
        for _ in 0..<500 {
            var source = ""
            for _ in 0..<Int(random.next() % 40) { source += pieces[Int(random.next() % UInt64(pieces.count))] }
            switch scanOutcome(Array(source.utf8)) {
            case .success: scans += 1
            case .failure(let error):
                errors += 1
                #expect(error.location != nil, "\(source)")
            }
        }
        #expect(errors > 0 && scans > 0)
    }

    @Test func deepNestingIsReportedNotRecursedInto() {
        let depth = 5_000
        let source = String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)
        guard case .failure(let error) = scanOutcome(Array(source.utf8)) else {
            Issue.record("expected a nesting error")
            return
        }
        #expect(error.message == "expressions nested too deeply to scan")
        #expect(error.location?.line == 1)
    }

    @Test func realisticNestingScansOnWorkerThreads() {
        // Nesting far deeper than real SwiftUI code, on the same worker threads `scan(files:)` uses.
        let depth = 60
        let source = String(repeating: "VStack { ", count: depth) + "Text(\"Deep\")" + String(repeating: " }", count: depth)
        let sources = Array(repeating: source, count: ParallelMap.inputsWorthThreads)
        let results = ParallelMap.map(sources) { source in
            try? SwiftSourceScanner.scan(source: source, path: "Deep.swift").localizableUses.map(\.key)
        }
        #expect(results == Array(repeating: ["Deep"], count: sources.count))
    }

    /// A handful of files (a build phase's) is scanned on the calling thread, in order; more on workers,
    /// still in order.
    @Test(arguments: [0, 1, ParallelMap.inputsWorthThreads - 1, ParallelMap.inputsWorthThreads, 100])
    func filesAreMappedInOrderAndFewOnTheCallingThread(count: Int) {
        let caller = ObjectIdentifier(Thread.current)
        let results = ParallelMap.map(Array(0..<count)) { number in (number, ObjectIdentifier(Thread.current)) }
        #expect(results.map(\.0) == Array(0..<count))
        let onCaller = results.filter { $0.1 == caller }.count
        #expect(onCaller == (count < ParallelMap.inputsWorthThreads ? count : 0))
    }
}

/// The scanner's workers are started once and shared: maps asked at once from several threads each get
/// their own outputs in order, and a map asked from a worker is done there rather than waiting on itself.
@Suite struct ScanWorkersTests {
    @Test func mapsAskedAtOnceEachGetTheirOwnOutputsInOrder() {
        let askers = 6
        let outputs = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: askers)
        outputs.initialize(repeating: [])
        defer { outputs.deallocate() }
        let shared = SharedOutputs(buffer: outputs)
        DispatchQueue.concurrentPerform(iterations: askers) { asker in
            shared.buffer[asker] = ParallelMap.map(Array(0..<(40 + asker * 13))) { $0 * 10 + asker }
        }
        for asker in 0..<askers {
            #expect(outputs[asker] == (0..<(40 + asker * 13)).map { $0 * 10 + asker })
        }
    }

    @Test func aMapAskedFromAWorkerIsDoneOnThatWorker() {
        let outer = ParallelMap.map(Array(0..<ParallelMap.inputsWorthThreads)) { number -> (sum: Int, onOneThread: Bool) in
            let thread = ObjectIdentifier(Thread.current)
            let inner = ParallelMap.map(Array(0..<ParallelMap.inputsWorthThreads * 2)) { ($0, ObjectIdentifier(Thread.current)) }
            return (inner.map(\.0).reduce(number, +), inner.allSatisfy { $0.1 == thread } && ScanWorkers.shared.isWorkerThread)
        }
        let innerSum = (0..<ParallelMap.inputsWorthThreads * 2).reduce(0, +)
        #expect(outer.map(\.sum) == (0..<ParallelMap.inputsWorthThreads).map { $0 + innerSum })
        let everyInnerMapOnItsWorker = outer.allSatisfy { $0.onOneThread }
        #expect(everyInnerMapOnItsWorker)
        #expect(!ScanWorkers.shared.isWorkerThread)
    }

    private struct SharedOutputs: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<[Int]>
    }
}
