import Checks
import Diagnostics
import SourceScanning
import Testing

/// Whether a use may be read from one of some bundles answers as its list of bundles does, for every way a
/// use names none, one or two bundles and every set of candidates.
@Suite struct ResolvedUseBundlesTests {
    static let app = BundleID("App"), widget = BundleID("Widget"), kit = BundleID("Kit")
    static let namings: [(bundle: BundleID?, alternative: BundleID?)] = [
        (nil, nil), (app, nil), (widget, nil), (app, kit), (widget, kit), (kit, app), (nil, kit),
    ]
    static let candidates: [[BundleID]] = [[], [app], [kit], [widget], [app, kit], [widget, app, kit]]

    @Test func answersAsItsBundlesDo() {
        let use = LocalizableUse(kind: .text, segments: [.literal("Title")], location: SourceLocation(file: "View.swift", line: 1, column: 1))
        var matched = 0
        for naming in Self.namings {
            let resolved = ResolvedUse(use: use, bundle: naming.bundle, alternativeBundle: naming.alternative)
            for candidates in Self.candidates {
                let expected = resolved.bundles.contains(where: candidates.contains)
                #expect(resolved.mayBeRead(fromAnyOf: candidates) == expected, "\(naming) in \(candidates)")
                if expected { matched += 1 }
            }
        }
        // Both answers occur: the grid is not all misses or all hits.
        #expect(matched > 0 && matched < Self.namings.count * Self.candidates.count)
    }
}
