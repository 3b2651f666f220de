import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import StringsGuardKit
import Testing

@Suite struct ConfigurationTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "stringsguard-config-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.write(toFile: folder + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
    }

    func load(_ json: String) throws(InputError) -> Configuration {
        let path = folder + "/.stringsguard.json"
        try? json.write(toFile: path, atomically: true, encoding: .utf8)
        return try Configuration.load(path: path, knownRules: RuleRegistry.ids)
    }

    func error(_ json: String) -> InputError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTargetsLanguagesRulesAndBaselineRelativeToTheFile() throws {
        let configuration = try load("""
            { "targets": [ { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"], "sources": ["App"] } ],
              "languages": ["ko", "ar"], "rules": { "needs-review": "error", "translation-drift": "off" },
              "baseline": "baseline.json" }
            """)
        #expect(configuration.targets == [TargetConfiguration(name: "App", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [folder + "/App"])])
        #expect(configuration.languages == ["ko", "ar"])
        #expect(configuration.rules["needs-review"] == .severity(.error))
        #expect(configuration.rules["translation-drift"] == .off)
        #expect(configuration.baseline == folder + "/baseline.json")
    }

    @Test func anExtensionRoleCountsAsAWidget() throws {
        let configuration = try load(#"{"targets":[{"name":"Share","role":"extension","catalogs":[]}]}"#)
        #expect(configuration.targets.first?.role == .widget)
    }

    @Test func unknownRuleIsNamedAtItsPositionWithASuggestion() {
        let failure = error("{\"targets\":[{\"name\":\"A\",\"role\":\"app\"}],\n  \"rules\": { \"needs-reveiw\": \"error\" } }")
        #expect(failure?.location?.line == 2)
        #expect(failure?.location?.column == 14)
        #expect(failure?.message == "rules: unknown rule 'needs-reveiw'; did you mean 'needs-review'?")
    }

    @Test func wrongTypesAndValuesNameTheField() {
        #expect(error(#"{"targets":{}}"#)?.message == "'targets' must be an array, found an object")
        #expect(error(#"{"targets":[{"name":"A","role":"watch"}]}"#)?.message == "'targets[0].role' must be 'app' or 'widget', found 'watch'")
        #expect(error(#"{"targets":[{"name":"A","role":"app","catalogs":[3]}]}"#)?.message == "'targets[0].catalogs[0]' must be a string, found a number")
        #expect(error(#"{"targets":[{"name":"A","role":"app"}],"rules":{"stale-key":"loud"}}"#)?.message == "'rules.stale-key' must be error, warning, note or off, found 'loud'")
        #expect(error(#"{"targets":[{"role":"app"}]}"#)?.message == "'targets[0]' needs a 'name'")
        #expect(error(#"{"targets":[]}"#)?.message == "the configuration names no targets ('targets' is missing or empty)")
        #expect(error(#"{"targets":[{"name":"A","role":"app"}],"colour":true}"#)?.message == "unknown field 'colour' (expected targets, languages, rules, baseline, localizationRoutines, ignore or helpURL)")
    }

    @Test func missingFilesAreReportedAtTheirEntry() {
        let failure = error(#"{"targets":[{"name":"A","role":"app","catalogs":["Nope.xcstrings"]}]}"#)
        #expect(failure?.message == "'targets[0].catalogs[0]': no such file or folder '\(folder)/Nope.xcstrings'")
        #expect(failure?.location?.column == 50)
    }

    @Test func malformedJSONIsAPositionedInputError() {
        let failure = error("{\"targets\": [,]}")
        #expect(failure?.location?.line == 1)
        #expect(failure?.location?.column == 14)
    }
}

@Suite struct BaselineTests {
    func finding(_ rule: String, line: Int, key: String?, language: String? = nil) -> Finding {
        Finding(rule: rule, severity: .error, location: SourceLocation(file: "W.xcstrings", line: line, column: 5), message: "m", key: key, language: language)
    }

    @Test func matchesByRuleFileKeyAndLanguageNotByLine() throws {
        let old = [finding("missing-translation", line: 10, key: "Paused", language: "ko"), finding("stale-key", line: 20, key: "Old")]
        let baseline = try Baseline.load(path: write(Baseline(findings: old).serialized()))
        let moved = [finding("missing-translation", line: 42, key: "Paused", language: "ko"), finding("stale-key", line: 3, key: "Old")]
        #expect(baseline.newFindings(in: moved).isEmpty)
        let fresh = finding("missing-translation", line: 42, key: "Paused", language: "ar")
        #expect(baseline.newFindings(in: moved + [fresh]) == [fresh])
    }

    @Test func countsRepeatedFindings() {
        let one = finding("plural-unused-category", line: 1, key: "K", language: "en")
        let baseline = Baseline(findings: [one])
        #expect(baseline.newFindings(in: [one, one]).count == 1)
    }

    @Test func serializesSortedAndReadsBack() throws {
        let findings = [finding("stale-key", line: 2, key: "B"), finding("stale-key", line: 1, key: "A \"quoted\"")]
        let text = Baseline(findings: findings).serialized()
        #expect(text.range(of: "\"key\": \"A \\\"quoted\\\"\"")!.lowerBound < text.range(of: "\"key\": \"B\"")!.lowerBound)
        #expect(try Baseline.load(path: write(text)) == Baseline(findings: findings))
    }

    @Test func malformedBaselineIsAPositionedError() {
        #expect(throws: InputError.self) { try Baseline.load(path: write(#"{"findings":[{"rule":1}]}"#)) }
    }

    func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "baseline-" + UUID().uuidString + ".json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
