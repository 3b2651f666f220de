import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import StringsGuardKit
import Testing

/// One example of one rule, as a test case.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: any Rule
    var example: RuleExample
    var triggers: Bool

    var testDescription: String {
        "\(rule.descriptor.id): \(triggers ? "triggers" : "clean") — \(example.title)"
    }

    static var all: [RuleExampleCase] {
        RuleRegistry.rules.flatMap { rule in
            rule.descriptor.triggeringExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: true) }
                + rule.descriptor.cleanExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: false) }
        }
    }
}

/// An example's files written to a temporary folder, markers removed and remembered as expected places.
struct ExampleProject {
    let folder: String
    var configuration: Configuration
    var expected: Set<Diagnostics.SourceLocation> = []

    init(_ example: RuleExample) throws {
        folder = NSTemporaryDirectory() + "stringsguard-example-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Widget/Sources", withIntermediateDirectories: true)
        configuration = Configuration(targets: [], languages: example.languages)
        if let text = example.appCatalog {
            let path = try write(text, to: "App/Localizable.xcstrings")
            configuration.targets.append(TargetConfiguration(name: "App", role: .app, catalogs: [path], sources: []))
        }
        if example.widgetCatalog != nil || example.widgetSource != nil {
            var catalogs: [String] = []
            var sources: [String] = []
            if let text = example.widgetCatalog { catalogs.append(try write(text, to: "Widget/Localizable.xcstrings")) }
            if let text = example.widgetSource {
                _ = try write(text, to: "Widget/Sources/Widget.swift")
                sources.append(folder + "/Widget/Sources")
            }
            configuration.targets.append(TargetConfiguration(name: "Widget", role: .widget, catalogs: catalogs, sources: sources))
        }
    }

    /// Writes `text` without its markers; each marker's place (1-based line, UTF-8 column) is expected.
    private mutating func write(_ text: String, to relativePath: String) throws -> String {
        let path = folder + "/" + relativePath
        var cleanedLines: [String] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var cleaned = ""
            var rest = Substring(line)
            while let marker = RuleExample.markers.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
                cleaned += rest[..<marker.lowerBound]
                expected.insert(Diagnostics.SourceLocation(file: path, line: lineIndex + 1, column: cleaned.utf8.count + 1))
                rest = rest[marker.upperBound...]
            }
            cleanedLines.append(cleaned + rest)
        }
        try cleanedLines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func removeFiles() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite struct RuleExampleTests {
    @Test(arguments: RuleExampleCase.all)
    func example(_ testCase: RuleExampleCase) throws {
        let project = try ExampleProject(testCase.example)
        defer { project.removeFiles() }
        let loaded = try ProjectLoading.load(project.configuration)
        #expect(loaded.sourceErrors.isEmpty)
        let findings = Checker(rules: [testCase.rule]).run(loaded).findings
        if testCase.triggers {
            #expect(!project.expected.isEmpty, "a triggering example needs a marker where the finding lands")
            #expect(Set(findings.map(\.location)) == project.expected, "\(findings.map { "\($0.location.prefix): \($0.message)" })")
            #expect(findings.allSatisfy { $0.rule == testCase.rule.descriptor.id })
        } else {
            #expect(findings.isEmpty, "\(findings.map { "\($0.location.prefix): \($0.message)" })")
        }
    }

    @Test func everyRuleIsDocumentedWithBothKindsOfExample() {
        for descriptor in RuleRegistry.descriptors {
            #expect(!descriptor.triggeringExamples.isEmpty, "\(descriptor.id) has no triggering example")
            #expect(!descriptor.cleanExamples.isEmpty, "\(descriptor.id) has no clean example")
            #expect(!descriptor.summary.isEmpty && !descriptor.rationale.isEmpty && !descriptor.howToFix.isEmpty)
        }
        let ids = RuleRegistry.descriptors.map(\.id)
        #expect(Set(ids).count == ids.count, "rule IDs must be unique")
    }

    @Test func theRegistryHoldsEveryRuleFileAndNothingElse() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Checks/Rules").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        let registered = RuleRegistry.rules.map { "\(type(of: $0)).swift" }
        #expect(Set(files) == Set(registered), "run Scripts/generate")
    }
}
