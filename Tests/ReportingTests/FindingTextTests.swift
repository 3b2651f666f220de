import Diagnostics
import Testing

@testable import Reporting

/// A finding whose message and fix are templates of its key and language (missing translations, the most
/// common finding) must read, and be reported in every format, exactly as the same finding with the
/// message and fix written out as strings.
@Suite struct FindingTextTests {
    static let keys = [
        "Done", "", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there", "\u{1B}]0;title\u{7}", "\u{85}next",
        "\u{A0}no-break", "x\u{2028}y\u{2029}z", "é 😀 ع", "%@ • %lld", String(repeating: "long key ", count: 20),
    ]

    static func templated(key: String?, language: String?, missing: Bool) -> Finding {
        Finding(
            rule: "missing-translation", severity: .warning,
            location: SourceLocation(file: "/p/Localizable.xcstrings", line: 3, column: 9),
            messageText: missing
                ? FindingText(template: "\"\u{1}\" has no \u{2} translation")
                : FindingText(template: "\"\u{1}\" has a translation into \u{2} that is new or empty"),
            key: key, language: language, targets: ["App"], fixText: FindingText(template: "Translate \"\u{1}\" into \u{2}."))
    }

    static func written(key: String?, language: String?, missing: Bool) -> Finding {
        let k = key ?? "", l = language ?? ""
        return Finding(
            rule: "missing-translation", severity: .warning,
            location: SourceLocation(file: "/p/Localizable.xcstrings", line: 3, column: 9),
            message: missing ? "\"\(k)\" has no \(l) translation" : "\"\(k)\" has a translation into \(l) that is new or empty",
            key: key, language: language, targets: ["App"], fix: "Translate \"\(k)\" into \(l).")
    }

    @Test func aTemplateReadsAsItsTextAndEqualsIt() {
        for key in Self.keys as [String?] + [nil] {
            for language in ["de", "zh-Hans", "ar\u{2028}"] as [String?] + [nil] {
                for missing in [true, false] {
                    let templated = Self.templated(key: key, language: language, missing: missing)
                    let written = Self.written(key: key, language: language, missing: missing)
                    #expect(templated.message == written.message)
                    #expect(templated.fix == written.fix)
                    #expect(templated == written)
                    #expect(templated.hashValue == written.hashValue)
                }
            }
        }
    }

    @Test func everyFormatWritesATemplateAsItsText() {
        let templated = Self.keys.enumerated().map { Self.templated(key: $1, language: "de", missing: $0 % 2 == 0) }
        let written = Self.keys.enumerated().map { Self.written(key: $1, language: "de", missing: $0 % 2 == 0) }
        for format in ReportFormat.allCases {
            for useColor in [false, true] {
                let reporter = format.reporter(options: ReportOptions(useColor: useColor, baseDirectory: "/p"))
                let a = reporter.renderUTF8(ReportInput(toolName: "t", toolVersion: "1", findings: templated))
                let b = reporter.renderUTF8(ReportInput(toolName: "t", toolVersion: "1", findings: written))
                #expect(a == b, "\(format)")
                #expect(a.count > 100, "\(format)")
            }
        }
    }

    @Test func changingTheKeyOrLanguageKeepsTheTextItHad() {
        var finding = Self.templated(key: "Done", language: "de", missing: true)
        finding.key = "Other"
        #expect(finding.message == "\"Done\" has no de translation")
        finding.language = "fr"
        #expect(finding.fix == "Translate \"Done\" into de.")
        var other = Self.templated(key: "Done", language: "de", missing: false)
        other.language = nil
        #expect(other.message == "\"Done\" has a translation into de that is new or empty")
        other.message = "changed"
        #expect(other.message == "changed")
        #expect(other.fix == "Translate \"Done\" into de.")
    }

    /// A needs-review finding's message: a template with the variation and the translation as texts of
    /// its own (`\u{3}`, `\u{4}`).
    static func filled(key: String?, language: String?, variation: String, value: String) -> Finding {
        Finding(
            rule: "needs-review", severity: .warning,
            location: SourceLocation(file: "/p/Localizable.xcstrings", line: 5, column: 23),
            messageText: FindingText(
                template: "the \u{2} translation of \"\u{1}\"\u{3} needs review: \"\u{4}\"", filling: variation, and: value),
            key: key, language: language, targets: ["App"],
            fixText: FindingText("Review the translation against the source text, then mark it reviewed."))
    }

    static func writtenReview(key: String?, language: String?, variation: String, value: String) -> Finding {
        Finding(
            rule: "needs-review", severity: .warning,
            location: SourceLocation(file: "/p/Localizable.xcstrings", line: 5, column: 23),
            message: "the \(language ?? "") translation of \"\(key ?? "")\"\(variation) needs review: \"\(value)\"",
            key: key, language: language, targets: ["App"],
            fix: "Review the translation against the source text, then mark it reviewed.")
    }

    @Test func aFilledTemplateReadsAndIsReportedAsItsText() {
        let variations = ["", " (plural.one)", " (device.mac, plural.other)"]
        var filled: [Finding] = []
        var written: [Finding] = []
        for (index, key) in (Self.keys as [String?] + [nil]).enumerated() {
            for language in ["de", "ar\u{2028}"] as [String?] + [nil] {
                let variation = variations[index % variations.count]
                let value = Self.keys[(index + 3) % Self.keys.count]
                let a = Self.filled(key: key, language: language, variation: variation, value: value)
                let b = Self.writtenReview(key: key, language: language, variation: variation, value: value)
                #expect(a.message == b.message)
                #expect(a.messageText.utf8CountBound(key: key, language: language) >= b.message.utf8.count)
                #expect(a == b)
                #expect(a.hashValue == b.hashValue)
                filled.append(a)
                written.append(b)
            }
        }
        for format in ReportFormat.allCases {
            for useColor in [false, true] {
                let reporter = format.reporter(options: ReportOptions(useColor: useColor, baseDirectory: "/p"))
                let a = reporter.renderUTF8(ReportInput(toolName: "t", toolVersion: "1", findings: filled))
                let b = reporter.renderUTF8(ReportInput(toolName: "t", toolVersion: "1", findings: written))
                #expect(a == b, "\(format)")
                #expect(a.count > 100, "\(format)")
            }
        }
        // A changed key leaves the text as it read.
        var changed = filled[0]
        changed.key = "Other"
        #expect(changed.message == written[0].message)
    }
}
