import Diagnostics
import SourceScanning
@testable import StringsGuardKit
import Testing

/// A file's claimed keys answer as a set of every use's key does, whether the file has a few uses (looked
/// along) or more than `ClaimedKeys.largestList` (hashed into a set), including keys with placeholders and
/// escaped percents, which only `LocalizableUse.key` spells as Xcode does.
@Suite struct ClaimedKeysTests {
    static func use(_ index: Int) -> LocalizableUse {
        let location = SourceLocation(file: "View.swift", line: index + 1, column: 5)
        switch index % 3 {
        case 0:
            return LocalizableUse(kind: .text, segments: [.literal("Title \(index)")], location: location)
        case 1:
            return LocalizableUse(
                kind: .text,
                segments: [.literal("\(index)% of "), .placeholder(.init(expression: "count", specifier: "%lld"))],
                location: location)
        default:
            return LocalizableUse(
                kind: .nsLocalizedString, segments: [.literal("Done \(index)%")], location: location)
        }
    }

    static let texts: [String] = (0..<24).flatMap { index in
        ["Title \(index)", "\(index)%% of %lld", "\(index)% of %lld", "Done \(index)%", "Done \(index)%%", "title \(index)"]
    } + ["", "Title", "%lld"]

    @Test(arguments: [0, 1, 2, ClaimedKeys.largestList, ClaimedKeys.largestList + 1, 20])
    func answersAsTheSetOfKeys(useCount: Int) {
        let uses = (0..<useCount).map(Self.use)
        let claims = ClaimedKeys(uses)
        let keys = Set(uses.map(\.key))
        for text in Self.texts {
            #expect(claims.contains(text) == keys.contains(text), "\(text) among \(useCount) uses")
        }
        // Each use's own key is claimed: the lists above hold the spellings, so this cannot pass by all misses.
        for use in uses { #expect(claims.contains(use.key)) }
    }
}
