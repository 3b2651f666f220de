import Diagnostics
import Foundation
import Reporting
import Testing

@Suite struct JSONReporterTests {
    @Test func exactShapeAndKeyOrder() {
        let output = JSONReporter(baseDirectory: Fixtures.base).render(Fixtures.input(findings: [Fixtures.missingTranslation]))
        #expect(output == """
            {
              "tool": {
                "name": "stringsguard",
                "version": "0.3.0"
              },
              "findings": [
                {
                  "rule": "widget-missing-translation",
                  "severity": "warning",
                  "message": "no Korean translation for \\"Pause\\"",
                  "file": "FocusTimerWidgets/Localizable.xcstrings",
                  "line": 40,
                  "column": 9,
                  "key": "Pause",
                  "language": "ko",
                  "targets": [
                    "FocusTimerWidgets"
                  ]
                }
              ],
              "summary": {
                "errors": 0,
                "warnings": 1,
                "notes": 0
              }
            }

            """)
    }

    @Test func parsesWithJSONSerializationAndKeepsValues() throws {
        let output = JSONReporter(baseDirectory: Fixtures.base).render(Fixtures.input())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        let byRule = Dictionary(uniqueKeysWithValues: findings.map { ($0["rule"] as? String ?? "", $0) })
        let gap = try #require(byRule["widget-missing-key"])
        #expect(gap["fix"] as? String == "copy the key from the app's catalog")
        #expect(gap["file"] as? String == "FocusTimerWidgets/TimerWidget.swift")
        #expect(gap["language"] == nil)
        #expect(byRule["rtl-timer-digits"]?["key"] as? String == "متبقي %@")
        #expect(byRule["rtl-timer-digits"]?["fix"] as? String == "\u{2066}%@\u{2069}")
        #expect(byRule["unused-key"]?["message"] as? String == Fixtures.secondNote.message)
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 1, "notes": 2])
        // Keys of every finding appear in the documented order.
        let order = ["\"rule\"", "\"severity\"", "\"message\"", "\"file\"", "\"line\"", "\"column\"", "\"key\"", "\"language\"", "\"targets\"", "\"fix\""]
        let rtlObject = try #require(output.range(of: "\"rule\": \"rtl-timer-digits\"").map { String(output[$0.lowerBound...]) })
        let positions = order.compactMap { rtlObject.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }

    @Test func escapesEveryCharacterJSONForbidsRaw() throws {
        let message = "quote \" backslash \\ newline \n tab \t bell \u{07} nul \u{0} separator \u{2028} emoji 🙂"
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a b/ü.swift", line: 1, column: 1),
                              message: message)
        let output = JSONReporter().render(Fixtures.input(findings: [finding]))
        #expect(output.contains("\\u0007") && output.contains("\\u0000") && output.contains("\\u2028"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let decoded = try #require((root["findings"] as? [[String: Any]])?.first)
        #expect(decoded["message"] as? String == message)
        #expect(decoded["file"] as? String == "a b/ü.swift")
    }

    @Test func pathsOutsideTheBaseClimbUp() throws {
        let finding = Finding(rule: "r", severity: .note, location: SourceLocation(file: "/work/Shared/./x/../Strings.xcstrings", line: 1, column: 1), message: "m")
        let output = JSONReporter(baseDirectory: "/work/FocusTimer/").render(Fixtures.input(findings: [finding]))
        #expect(output.contains("\"file\": \"../Shared/Strings.xcstrings\""))
    }
}

@Suite struct SARIFReporterTests {
    private func log(_ input: ReportInput = Fixtures.input()) throws -> [String: Any] {
        let output = SARIFReporter(baseDirectory: Fixtures.base).render(input)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    /// The properties the SARIF 2.1.0 schema marks required: sarifLog {version, runs}, run {tool},
    /// tool {driver}, toolComponent {name}, reportingDescriptor {id}, result {message}, message {text or id},
    /// multiformatMessageString {text}, physicalLocation {artifactLocation or address}.
    @Test func everyRequiredPropertyIsPresent() throws {
        let log = try log()
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require(((runs[0]["tool"] as? [String: Any])?["driver"]) as? [String: Any])
        #expect(driver["name"] as? String == "stringsguard")
        #expect(driver["version"] as? String == "0.3.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            #expect(rule["id"] is String)
            if let description = rule["shortDescription"] as? [String: Any] { #expect(description["text"] is String) }
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            #expect((result["message"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            #expect((artifact["uri"] as? String)?.hasPrefix("/") == false)
            let region = try #require(location["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1)
            // The fixture's files do not exist, so no column can be converted to UTF-16: none is given.
            #expect(region["startColumn"] == nil)
            #expect((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName]?.count == 16)
        }
        let root = try #require(((runs[0]["originalUriBaseIds"] as? [String: Any])?["SRCROOT"]) as? [String: String])
        #expect(root["uri"] == "file:///work/FocusTimer/")
    }

    @Test func rulesDescribeThemselvesAndRuleIndexPointsAtTheRule() throws {
        let undescribed = Finding(rule: "format-mismatch", severity: .error, location: SourceLocation(file: "/work/FocusTimer/a.swift", line: 1, column: 1), message: "m")
        let run = try run(try log(Fixtures.input(findings: [Fixtures.missingKey, Fixtures.rightToLeft, undescribed])))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["widget-missing-key", "widget-missing-translation", "rtl-timer-digits", "plural-forms", "format-mismatch"])
        let first = rules[0]
        #expect((first["shortDescription"] as? [String: String])?["text"] == "The widget uses a key its own catalog lacks.")
        #expect((first["defaultConfiguration"] as? [String: String])?["level"] == "error")
        #expect(first["helpUri"] as? String == "https://example.com/rules#widget-missing-key")
        #expect((rules[2]["defaultConfiguration"] as? [String: String])?["level"] == "note")
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func fingerprintsAreStableAcrossLineMovesAndDifferPerLanguage() throws {
        func fingerprint(_ finding: Finding) throws -> String {
            let results = try #require(try run(try log(Fixtures.input(findings: [finding])))["results"] as? [[String: Any]])
            return try #require((results.first?["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName])
        }
        var moved = Fixtures.missingTranslation
        moved.location.line += 30
        moved.message = "reworded"
        var otherLanguage = Fixtures.missingTranslation
        otherLanguage.language = "ja"
        var otherKey = Fixtures.missingTranslation
        otherKey.key = "Resume"
        let original = try fingerprint(Fixtures.missingTranslation)
        #expect(try fingerprint(moved) == original)
        #expect(try fingerprint(otherLanguage) != original)
        #expect(try fingerprint(otherKey) != original)
    }

    @Test func extraFieldsTravelInPropertiesAndURIsArePercentEncoded() throws {
        let finding = Finding(rule: "r", severity: .warning, location: SourceLocation(file: "/work/FocusTimer/My App/Ünï #1.swift", line: 2, column: 4),
                              message: "m", key: "k", language: "ko", targets: ["App"], fix: "do it")
        let results = try #require(try run(try log(Fixtures.input(findings: [finding])))["results"] as? [[String: Any]])
        let result = try #require(results.first)
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["key"] as? String == "k" && properties["language"] as? String == "ko" && properties["fix"] as? String == "do it")
        #expect(properties["targets"] as? [String] == ["App"])
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "My%20App/%C3%9Cn%C3%AF%20%231.swift")
        #expect(uri.flatMap { URL(string: $0) } != nil)
    }

    @Test func absolutePathWithoutBaseIsAFileURI() throws {
        let output = SARIFReporter().render(Fixtures.input(findings: [Fixtures.missingKey]))
        #expect(output.contains("\"uri\": \"file:///work/FocusTimer/FocusTimerWidgets/TimerWidget.swift\""))
        #expect(!output.contains("uriBaseId"))
        #expect(!output.contains("originalUriBaseIds"))
    }
}
