import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import StringsGuardKit
import Testing

/// The sample project in Strings/ carries four production bugs on purpose; each must be found at its line,
/// and nothing else but what is true.
@Suite struct SampleProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func project() throws -> Project {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Self.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try ProjectLoading.load(try Configuration.load(path: Self.root + "/.stringsguard.json", knownRules: RuleRegistry.ids))
    }

    @Test func findsExactlyTheFourPlantedBugsAndTheStaleKey() throws {
        let findings = Checker().run(try project()).findings
        let found = findings.map { "\($0.rule) \(($0.location.file as NSString).lastPathComponent.replacingOccurrences(of: ".xcstrings", with: "")):\($0.location.line) \($0.key ?? "") \($0.language ?? "")" }
        #expect(found.sorted() == [
            "rtl-timer-digits Localizable:10 %@ – %@ ar",
            "rtl-timer-layout FocusTimerLiveActivity.swift:47  ",
            "stale-key Localizable:608 Your focus streak ",
            "widget-missing-key FocusTimerLiveActivity.swift:53 Take a break ",
            "widget-missing-translation Localizable:2  zh-Hans",
        ])
    }

    @Test func gapsShowTheWidgetMissingChineseEntirely() throws {
        let gaps = TranslationGaps(project: try project())
        let widgetChinese = gaps.coverage.first { $0.target == "FocusTimerWidgets" && $0.language == "zh-Hans" }
        #expect(widgetChinese?.missing == 5)
        #expect(widgetChinese?.percentUsable == 0)
        let appKorean = gaps.coverage.first { $0.target == "FocusTimer" && $0.language == "ko" }
        #expect(appKorean?.percentUsable == 100)
        // A stale key is one gap, for every language at once.
        #expect(gaps.gaps.filter { $0.kind == .stale && $0.key == "Your focus streak" }.map(\.language) == [nil])
    }

    @Test func severitiesFromConfigurationApplyAndOffRemovesARule() throws {
        let result = Checker(settings: ["stale-key": .severity(.error), "rtl-timer-digits": .off]).run(try project())
        #expect(result.findings.first { $0.rule == "stale-key" }?.severity == .error)
        #expect(!result.findings.contains { $0.rule == "rtl-timer-digits" })
    }

    @Test func rightToLeftFindingsCarryTheirLogicalAndDisplayedText() throws {
        let result = Checker().run(try project())
        let finding = try #require(result.findings.first { $0.rule == "rtl-timer-digits" })
        let detail = try #require(finding.rendering)
        #expect(detail.logical == "الجلسة 12:05 – 12:30")
        #expect(detail.displayed.hasPrefix("12:30 – 12:05"))
        #expect(finding.fix == #"Isolate the numbers with LRI…PDI: "value" : "الجلسة \u2066%1$@ – %2$@\u2069""#)
    }
}
