import Testing
@testable import SourceScanning

/// A `String` enum whose raw values the code recases before reading them as keys: the recased spellings are
/// keys the code holds, so a table entry spelled that way is not unused.
@Suite struct CaseChangedRawValueTests {
    @Test func aRawValueWithItsFirstLetterCapitalizedIsAText() throws {
        let scan = try SwiftSourceScanner.scan(source: #"""
            enum Chime: String, CaseIterable {
                case bell, harp
                case softTone = "soft-tone"
                var title: String { translate(rawValue.withCapitalizedInitial()) }
            }
            """#, path: "Chime.swift")
        #expect(scan.literalTexts.isSuperset(of: ["Bell", "Harp", "Soft-tone", "bell", "soft-tone"]))
        #expect(!scan.literalTexts.contains("BELL"))
    }

    @Test func uppercasedAndLowercasedRawValuesAreTexts() throws {
        let scan = try SwiftSourceScanner.scan(source: #"""
            enum Level: String { case Low = "Quiet", high
                var shout: String { translate(rawValue.uppercased()) }
                var whisper: String { translate(self.rawValue.lowercased()) }
            }
            """#, path: "Level.swift")
        #expect(scan.literalTexts.isSuperset(of: ["QUIET", "HIGH", "quiet", "high"]))
        #expect(!scan.literalTexts.contains("High"))
    }

    @Test func rawValuesReadAsTheyAreGainNoOtherSpelling() throws {
        let scan = try SwiftSourceScanner.scan(source: #"""
            enum Chime: String { case bell
                var title: String { translate(rawValue) }
                var count: Int { rawValue.count }
            }
            """#, path: "Chime.swift")
        #expect(scan.literalTexts.contains("bell"))
        #expect(!scan.literalTexts.contains("Bell"))
    }
}
