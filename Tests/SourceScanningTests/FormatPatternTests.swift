import Testing
@testable import SourceScanning

/// Rules file uses and keys by `FormatPattern` skeleton and compare only those of one skeleton: that must
/// find exactly the matches `matches(catalogKey:)` finds comparing every use with every key.
@Suite struct FormatPatternTests {
    @Test func filingBySkeletonFindsExactlyWhatComparingEveryPairFinds() throws {
        let source = #"""
            let total: Int = 0
            let name: String = ""
            let ratio: Double = 0
            Text("Hello \(name.uppercased()) \(compute())")
            Text("\(total)% done")
            Text("\(total) of \(name) at \(ratio)")
            Text("Ends \(name)")
            Text("\(total)")
            Text("Plain text")
            let key = NSLocalizedString("Odd %@ \(total)", comment: "")
            """#
        let uses = try SwiftSourceScanner.scan(source: source, path: "K.swift").localizableUses
        #expect(uses.count >= 6)
        let keys = [
            "Hello %@ %lld", "Hello %lld %1$@", "Hello %@", "Hi %@ %@", "%lld%% done", "%1$lld%% done", "%@%% done",
            "%lld% done", "%lld of %@ at %lf", "%2$lld of %1$@ at %3$lf", "%lld of %@ at %f", "Ends %@", "Ends %lld",
            "%lld", "%@", "%d", "Plain text", "Plain %% text", "Odd %@ %lld", "100%", "%", "%%", "",
        ]
        var matchedPairs = 0
        for use in uses {
            let pattern = FormatPattern(use: use)
            for key in keys {
                let parsed = FormatPattern(catalogKey: key)
                let expected = use.matches(catalogKey: key)
                if let pattern {
                    #expect(pattern.isMatched(by: parsed) == expected, "\(use.key) against \(key)")
                    if expected { #expect(pattern.skeleton == parsed.skeleton, "\(use.key) against \(key)") }
                } else {
                    #expect(expected == (key == use.key), "\(use.key) against \(key)")
                }
                if expected { matchedPairs += 1 }
            }
        }
        // Enough matches that the comparison means something: wildcards, positions, doubled percents.
        #expect(matchedPairs >= 8)
    }

    @Test func theSkeletonKeepsTextsAndMarksSpecifiers() {
        #expect(FormatPattern(catalogKey: "%1$lld of %2$@ left").skeleton == [nil, " of ", nil, " left"])
        #expect(FormatPattern(catalogKey: "100%% done").skeleton == ["100% done"])
    }
}
