import Testing
@testable import Bidi

/// Every case of Unicode's BidiTest.txt and BidiCharacterTest.txt (Unicode 15.0), split into
/// slices so Swift Testing runs them in parallel.
@Suite struct ConformanceTests {
    static let sliceCount = 8

    @Test func bidiTestHasEveryCase() throws {
        let cases = try ConformanceData.sharedClassCases.get()
        #expect(cases.reduce(0) { $0 + $1.directions.count } == 770_241)
    }

    @Test(arguments: 0..<sliceCount)
    func bidiTestCases(slice: Int) throws {
        let cases = try ConformanceData.sharedClassCases.get()
        let resolver = BidiResolver()
        var order: [Int] = []
        var failures: [String] = []
        var checked = 0
        var failureCount = 0
        for index in stride(from: slice, to: cases.count, by: Self.sliceCount) {
            let testCase = cases[index]
            for direction in testCase.directions {
                checked += 1
                resolver.resolve(classes: testCase.classes, direction: direction)
                resolver.visualOrder(into: &order)
                let levels = resolver.levels
                if levels != testCase.levels || order != testCase.order {
                    failureCount += 1
                    if failures.count < 5 {
                        failures.append("BidiTest.txt:\(testCase.line) \(direction): "
                            + "levels \(Self.describe(levels)) expected \(Self.describe(testCase.levels)), "
                            + "order \(order) expected \(testCase.order)")
                    }
                }
            }
        }
        #expect(checked > 0)
        #expect(failureCount == 0, "\(failureCount) of \(checked) cases fail, first:\n\(failures.joined(separator: "\n"))")
    }

    @Test func bidiCharacterTestHasEveryCase() throws {
        #expect(try ConformanceData.sharedCharacterCases.get().count == 91_707)
    }

    @Test(arguments: 0..<sliceCount)
    func bidiCharacterTestCases(slice: Int) throws {
        let cases = try ConformanceData.sharedCharacterCases.get()
        let resolver = BidiResolver()
        var order: [Int] = []
        var failures: [String] = []
        var checked = 0
        var failureCount = 0
        for index in stride(from: slice, to: cases.count, by: Self.sliceCount) {
            let testCase = cases[index]
            checked += 1
            resolver.resolve(testCase.scalars, direction: testCase.direction)
            resolver.visualOrder(into: &order)
            let levels = resolver.levels
            if resolver.paragraphLevel != testCase.paragraphLevel || levels != testCase.levels || order != testCase.order {
                failureCount += 1
                if failures.count < 5 {
                    failures.append("BidiCharacterTest.txt:\(testCase.line): paragraph \(resolver.paragraphLevel) "
                        + "expected \(testCase.paragraphLevel), levels \(Self.describe(levels)) "
                        + "expected \(Self.describe(testCase.levels)), order \(order) expected \(testCase.order)")
                }
            }
        }
        #expect(checked > 0)
        #expect(failureCount == 0, "\(failureCount) of \(checked) cases fail, first:\n\(failures.joined(separator: "\n"))")
    }

    static func describe(_ levels: [UInt8?]) -> String {
        levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
    }
}
