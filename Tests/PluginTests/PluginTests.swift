import Foundation
import Testing

/// StringsGuard's SwiftPM plugins, run the way a user runs them: `swift build` and `swift package` on a
/// sample package that depends on this checkout. Serialized because the runs share one scratch folder;
/// the first one compiles StringsGuard for the sample and takes a minute or two.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct PluginTests {
    @Test func buildPluginFailsTheBuildOnAMissingKeyThenPassesAndSkipsUnchangedInputs() throws {
        let sample = try SamplePackageCopy()
        defer { sample.remove() }
        let source = sample.sourcesDirectory.appendingPathComponent("TimerLabels.swift")
        let (line, column) = try position(of: #""Take a break""#, in: source)

        let failing = try sample.build()
        #expect(failing.status != 0, "the error-severity finding must fail the build:\n\(failing.output)")
        let finding = failing.output.split(separator: "\n").first {
            $0.contains("/Sources/TimerWidgetKit/TimerLabels.swift:\(line):\(column): error: \"Take a break\"")
        }
        #expect(finding != nil, "no Xcode-format finding for \"Take a break\" in:\n\(failing.output)")
        if let finding {
            #expect(finding.hasPrefix("/"), "Xcode opens only absolute paths: \(finding)")
            #expect(finding.contains(sample.root.lastPathComponent), "the path is not the copy's: \(finding)")
            #expect(finding.contains("TimerWidgetKit"))
            #expect(finding.hasSuffix("[widget-missing-key]"))
        }

        try addKey("Take a break", french: "Faites une pause", to: sample.catalog)
        let secondStart = Date()
        let passing = try sample.build()
        #expect(passing.status == 0, "the build must pass once the catalog has the key:\n\(passing.output)")
        #expect(passing.output.contains("StringsGuard: checking strings of TimerWidgetKit"))
        #expect(!passing.output.contains("[widget-missing-key]"))
        let stamps = try stampFiles(modifiedSince: secondStart)
        #expect(stamps.count == 1, "expected one fresh stamp under \(SamplePackageCopy.scratchPath.path), found \(stamps)")

        let unchanged = try sample.build()
        #expect(unchanged.status == 0, "\(unchanged.output)")
        #expect(
            !unchanged.output.contains("StringsGuard: checking strings"),
            "no input changed, so the check must not run again:\n\(unchanged.output)")
    }

    @Test func lintStringsReportsTheMissingKeyAndFails() throws {
        let sample = try SamplePackageCopy()
        defer { sample.remove() }
        let run = try sample.package(["lint-strings"])
        #expect(run.status != 0, "a finding of error severity must fail the command:\n\(run.output)")
        #expect(run.output.contains("[widget-missing-key]"), "\(run.output)")
        #expect(run.output.contains("\"Take a break\" is shown by TimerWidgetKit"), "\(run.output)")
        #expect(run.output.contains("Sources/TimerWidgetKit/TimerLabels.swift"), "\(run.output)")
        #expect(!run.output.contains("\"Paused\""), "Paused is in the catalog:\n\(run.output)")
    }

    @Test func fixStringsRewritesAMisformattedCatalogInXcodeFormatting() throws {
        let sample = try SamplePackageCopy()
        defer { sample.remove() }
        // The fixture's catalog is in Xcode's formatting (the tool agrees), so it is what fixing gives back.
        #expect(try BuiltTool.run(["format", "--check", sample.catalog.path]) == 0)
        let formatted = try Data(contentsOf: sample.catalog)
        let compact = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: formatted))
        try compact.write(to: sample.catalog)
        #expect(compact != formatted)

        // The sample has no .stringsguard.json, so fix-strings only formats (it runs `sync` only with one).
        let run = try sample.package(["--allow-writing-to-package-directory", "fix-strings"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Localizable.xcstrings: reformatted"), "\(run.output)")
        #expect(try Data(contentsOf: sample.catalog) == formatted)
    }

    @Test func fixStringsCopiesWhatTheWidgetLacksFromTheAppCatalogWhenConfigured() throws {
        let sample = try SamplePackageCopy()
        defer { sample.remove() }
        let appCatalog = sample.directory.appendingPathComponent("App").appendingPathComponent("Localizable.xcstrings")
        let configuration = """
            {"targets": [
              {"name": "TimerApp", "role": "app", "catalogs": ["App/Localizable.xcstrings"]},
              {"name": "TimerWidgetKit", "role": "widget", "catalogs": ["Sources/TimerWidgetKit/Localizable.xcstrings"],
               "sources": ["Sources/TimerWidgetKit"]}
            ]}
            """
        try configuration.write(
            to: sample.directory.appendingPathComponent(".stringsguard.json"), atomically: true, encoding: .utf8)
        let appStrings = try strings(of: appCatalog)
        #expect(try strings(of: sample.catalog)["Take a break"] == nil)

        let run = try sample.package(["--allow-writing-to-package-directory", "fix-strings"])
        #expect(run.status == 0, "\(run.output)")
        let widgetStrings = try strings(of: sample.catalog)
        #expect(frenchValue(widgetStrings["Take a break"]) == frenchValue(appStrings["Take a break"]))
        #expect(frenchValue(widgetStrings["Take a break"]) != nil)
        #expect(widgetStrings["Settings"] == nil, "the widget's sources never show Settings")
        #expect(try BuiltTool.run(["format", "--check", sample.catalog.path]) == 0)

        let lint = try sample.package(["lint-strings"])
        #expect(lint.status == 0, "the synced catalog has every key the widget shows:\n\(lint.output)")
    }

    @Test func commandPluginsAreListed() throws {
        let sample = try SamplePackageCopy()
        defer { sample.remove() }
        let run = try sample.package(["plugin", "--list"])
        #expect(run.status == 0, "\(run.output)")
        for (verb, plugin) in [("lint-strings", "LintStrings"), ("fix-strings", "FixStrings")] {
            let line = run.output.split(separator: "\n").first { $0.contains(verb) }
            #expect(line?.contains(plugin) == true, "\(verb) is not listed:\n\(run.output)")
        }
    }
}

/// The 1-based line and column where `text` first appears in the file.
func position(of text: String, in file: URL) throws -> (line: Int, column: Int) {
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
        if let range = line.range(of: text) {
            return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
    }
    throw FixtureError(message: "\(file.path) no longer contains \(text)")
}

/// Adds a key with a French translation, as a translator would in Xcode.
func addKey(_ key: String, french: String, to catalog: URL) throws {
    guard var root = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any],
        var strings = root["strings"] as? [String: Any]
    else {
        throw FixtureError(message: "\(catalog.path) is not a catalog with strings")
    }
    strings[key] = ["localizations": ["fr": ["stringUnit": ["state": "translated", "value": french]]]]
    root["strings"] = strings
    try JSONSerialization.data(withJSONObject: root).write(to: catalog)
}

/// The catalog's strings, by key.
func strings(of catalog: URL) throws -> [String: Any] {
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
    return root?["strings"] as? [String: Any] ?? [:]
}

/// The French translation of one catalog entry.
func frenchValue(_ entry: Any?) -> String? {
    let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
    let unit = (localizations?["fr"] as? [String: Any])?["stringUnit"] as? [String: Any]
    return unit?["value"] as? String
}

/// The build plugin's stamps under the shared scratch folder written since `date`.
func stampFiles(modifiedSince date: Date) throws -> [String] {
    let outputs = SamplePackageCopy.scratchPath.appendingPathComponent("plugins")
    guard let files = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return [] }
    var stamps: [String] = []
    for case let file as URL in files where file.lastPathComponent == "StringsGuardCheckStamp.swift" {
        let modified = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        if let modified, modified >= date.addingTimeInterval(-1) { stamps.append(file.path) }
    }
    return stamps
}
