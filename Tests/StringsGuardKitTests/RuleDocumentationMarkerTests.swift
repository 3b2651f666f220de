import Checks
import Diagnostics
import Foundation
import StringsGuardKit
import Testing

@testable import Reporting

/// The rule documentation (`explain`, SARIF's `help`) takes the markers out of each example by their bytes;
/// on every example of every rule this must be what Foundation's replacement of each marker gives.
@Suite struct RuleDocumentationMarkerTests {
    static func byFoundation(_ text: String) -> String {
        RuleExample.markers.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
    }

    @Test func markersRemovedAsBytesAsFoundationRemovesThem() {
        let rules = RuleRegistry.descriptors + SuppressionRules.descriptors
        var examples = 0
        for rule in rules {
            for example in rule.triggeringExamples + rule.cleanExamples {
                for text in [example.appCatalog, example.widgetCatalog, example.widgetSource].compactMap({ $0 }) {
                    examples += 1
                    #expect(RuleDocumentation.withoutMarkers(text) == Self.byFoundation(text), "\(rule.id): \(example.title)")
                }
            }
        }
        #expect(examples > 20)
    }

    @Test func textsNearMarkersKeepTheirBytes() {
        for text in [
            "", "1", "1\u{FE0F}", "1\u{FE0F}\u{20E3}", "a1\u{FE0F}\u{20E3}b6\u{FE0F}\u{20E3}", "7\u{FE0F}\u{20E3}",
            "0\u{FE0F}\u{20E3}", "1\u{20E3}", "11\u{FE0F}\u{20E3}1", "\"1\u{FE0F}\u{20E3}\":{}", "é1\u{FE0F}\u{20E3}😀",
        ] {
            #expect(RuleDocumentation.withoutMarkers(text) == Self.byFoundation(text), "\(Array(text.unicodeScalars))")
        }
    }
}
