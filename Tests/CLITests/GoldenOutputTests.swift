import _StringsGuardTestSupport
import Foundation
import Testing

/// Every command's whole output (standard output, standard error, exit status) on the sample, the held
/// fixtures and the fuzz corpus, compared byte for byte with files recorded under `Golden/`. A change in
/// what any command prints shows here, and in review as a diff of those files.
///
/// After a deliberate change, record again: `STRINGSGUARD_RECORD_GOLDEN=1 swift test --filter GoldenOutput`.
@Suite struct GoldenOutputTests {
    static let goldenFolder = CommandRunner.repositoryRoot + "/Tests/CLITests/Golden"
    static var recording: Bool { ProcessInfo.processInfo.environment["STRINGSGUARD_RECORD_GOLDEN"] == "1" }

    @Test(arguments: GoldenCase.all)
    func outputIsAsRecorded(_ golden: GoldenCase) throws {
        let actual = try golden.transcript()
        let path = Self.goldenFolder + "/" + golden.name + ".txt"
        if Self.recording {
            try FileManager.default.createDirectory(atPath: Self.goldenFolder, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(golden.name): output differs from \(path)")
    }

    @Test func everyRecordedFileHasACase() throws {
        let names = Set(GoldenCase.all.map { $0.name + ".txt" })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder)
        #expect(Set(files).subtracting(names).isEmpty, "recorded outputs without a case: remove them")
    }
}

/// One command line, run from a folder of the repository or from a temporary copy of some of its files.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// Relative to the repository root; ignored when `copies` is set.
    var folder: String = "."
    /// Files copied into a new temporary folder, which the command then runs in: (from the repository, to).
    var copies: [(from: String, to: String)] = []
    /// A repository file given as standard input.
    var standardInput: String?

    var testDescription: String { name }

    func transcript() throws -> String {
        var directory = CommandRunner.repositoryRoot + "/" + folder
        var temporary: String?
        if !copies.isEmpty {
            let root = try CommandRunner.temporaryFolder()
            temporary = root
            for copy in copies {
                let destination = root + "/" + copy.to
                try FileManager.default.createDirectory(
                    atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: CommandRunner.repositoryRoot + "/" + copy.from, toPath: destination)
            }
            directory = root
        }
        defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        let input = try standardInput.map {
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: CommandRunner.repositoryRoot + "/" + $0)), as: UTF8.self)
        }
        let output = try CommandRunner.run(arguments, in: directory, standardInput: input)
        var text = "$ stringsguard \(arguments.joined(separator: " "))\nexit status: \(output.status)\n"
        text += "--- standard output\n\(output.standardOutput)\n--- standard error\n\(output.standardError)\n"
        for path in [temporary, CommandRunner.repositoryRoot].compactMap({ $0 }) {
            text = text.replacingOccurrences(of: path, with: path == temporary ? "$TMP" : "$REPO")
        }
        // How long the run took (JUnit's suite times) differs from run to run.
        return text.replacingOccurrences(of: #" time="[0-9]+\.[0-9]+""#, with: #" time="$SECONDS""#, options: .regularExpression)
    }
}

extension GoldenCase {
    static let appCatalog = "Strings/FocusTimer/Localizable.xcstrings"
    static let widgetCatalog = "Strings/FocusTimerWidgets/Localizable.xcstrings"
    /// Every command and rule, read from the files that declare them, so a new one is covered at once.
    static var commands: [String] { declaredNames(in: "Sources/stringsguard/Commands", pattern: #"let name = "([a-z-]+)""#) }
    static var rules: [String] { declaredNames(in: "Sources/Checks/Rules", pattern: #"static let id = "([a-z-]+)""#) }

    static func declaredNames(in folder: String, pattern: String) -> [String] {
        let path = CommandRunner.repositoryRoot + "/" + folder
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let expression = try? NSRegularExpression(pattern: pattern)
        return files.compactMap { file in
            guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8), let expression,
                let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let range = Range(match.range(at: 1), in: text)
            else { return nil }
            return String(text[range])
        }
    }
    static let fixtureProjects = ["Classic", "Synchronized", "Workspace"]

    static var all: [GoldenCase] {
        var cases: [GoldenCase] = [
            GoldenCase(name: "check", arguments: []),
            GoldenCase(name: "check-language-ar", arguments: ["check", "--language", "ar"]),
            GoldenCase(name: "check-flags", arguments: [
                "check", "--app", appCatalog, "--widget", widgetCatalog, "--widget-sources", "Strings/FocusTimerWidgets",
            ]),
            GoldenCase(name: "gaps-language-ar", arguments: ["gaps", "--language", "ar"]),
            GoldenCase(name: "resolve-ar", arguments: ["resolve", "--catalog", widgetCatalog, "--language-code", "ar", "--arg", "3", "--arg", "4", "Cycle %lld of %lld"]),
            GoldenCase(name: "resolve-pt-PT-json", arguments: ["resolve", "--catalog", appCatalog, "--language-code", "pt-PT", "--format", "json", "Paused"]),
            GoldenCase(name: "resolve-system", arguments: ["resolve", "--catalog", appCatalog, "--language-code", "", "--system-locale", "zh-HK", "Take a break"]),
            GoldenCase(name: "resolve-missing-key", arguments: ["resolve", "--catalog", appCatalog, "--language-code", "ko", "No such key"]),
            GoldenCase(name: "preview-ar", arguments: ["preview", "--catalog", widgetCatalog, "--language-code", "ar"]),
            GoldenCase(name: "preview-iw", arguments: ["preview", "--catalog", appCatalog, "--language-code", "iw"]),
            GoldenCase(name: "plural-ar", arguments: ["plural", "--language", "ar", "11"]),
            GoldenCase(name: "plural-pl-decimal", arguments: ["plural", "--language", "pl", "1.0"]),
            GoldenCase(name: "plural-ordinal", arguments: ["plural", "--language", "en", "--ordinal", "22"]),
            GoldenCase(name: "visual-range", arguments: ["visual", "--direction", "rtl", "الجلسة 12:05 – 12:30"]),
            GoldenCase(name: "visual-json", arguments: ["visual", "--format", "json", "שעה 5:23 / 10:00"]),
            GoldenCase(name: "export-ar", arguments: ["export", "--catalog", appCatalog, "--language", "ar"]),
            GoldenCase(name: "export-gaps-ko", arguments: ["export", "--catalog", widgetCatalog, "--language", "ko", "--only-gaps"]),
            GoldenCase(name: "import-dry-run", arguments: ["import", "--catalog", "Tests/XLIFFTests/Fixtures/App.xcstrings", "--dry-run", "Tests/XLIFFTests/Fixtures/translate-toolkit-fr.xliff"]),
            GoldenCase(name: "sync-dry-run", arguments: ["sync", "--from", appCatalog, "--to", widgetCatalog, "--keys-from-sources", "Strings/FocusTimerWidgets", "--dry-run"]),
            GoldenCase(name: "format-check-sample", arguments: ["format", "--check", appCatalog, widgetCatalog]),
            GoldenCase(name: "explain-list", arguments: ["explain", "--list"]),
            GoldenCase(name: "help", arguments: ["--help"]),
            GoldenCase(name: "unknown-command", arguments: ["chek"]),
            GoldenCase(name: "unknown-option", arguments: ["check", "--fromat", "json"]),
        ]
        for format in ["text", "xcode", "json", "sarif", "junit", "github", "markdown", "html", "gitlab", "checkstyle"] {
            cases.append(GoldenCase(name: "check-format-\(format)", arguments: ["check", "--format", format]))
        }
        for format in ["text", "csv", "json", "markdown"] {
            cases.append(GoldenCase(name: "gaps-format-\(format)", arguments: ["gaps", "--format", format]))
        }
        for command in commands {
            cases.append(GoldenCase(name: "help-\(command)", arguments: ["help", command]))
        }
        for rule in rules {
            cases.append(GoldenCase(name: "explain-\(rule)", arguments: ["explain", rule]))
        }
        for project in fixtureProjects {
            let folder = "Tests/XcodeProjectTests/Fixtures/" + project
            cases.append(GoldenCase(name: "targets-\(project)", arguments: ["targets"], folder: folder))
            cases.append(GoldenCase(name: "targets-json-\(project)", arguments: ["targets", "--format", "json"], folder: folder))
            cases.append(GoldenCase(name: "check-\(project)", arguments: ["check", "--format", "json"], folder: folder))
        }
        for pattern in ["SharedCatalog", "WatchWidget", "PackageBundle", "PreviewsAndDebug", "EmbeddingApp", "AppIntents", "LegacyWidget"] {
            cases.append(GoldenCase(name: "check-pattern-\(pattern)", arguments: ["check"], folder: "Tests/CLITests/Fixtures/" + pattern))
        }
        cases.append(GoldenCase(name: "check-Malformed", arguments: ["check"], folder: "Tests/XcodeProjectTests/Fixtures/Malformed"))
        let fuzzInputs = CommandRunner.repositoryRoot + "/Tests/FuzzRegressionTests/Inputs/"
        for input in (try? FileManager.default.contentsOfDirectory(atPath: fuzzInputs + "catalog"))?.sorted() ?? [] {
            let file = "Tests/FuzzRegressionTests/Inputs/catalog/" + input
            cases.append(GoldenCase(name: "fuzz-catalog-format-\(input)", arguments: ["format", "--check", "Input.xcstrings"], copies: [(file, "Input.xcstrings")]))
            cases.append(GoldenCase(name: "fuzz-catalog-check-\(input)", arguments: ["check", "--app", "Input.xcstrings"], copies: [(file, "Input.xcstrings")]))
        }
        for input in (try? FileManager.default.contentsOfDirectory(atPath: fuzzInputs + "xliff"))?.sorted() ?? [] {
            let file = "Tests/FuzzRegressionTests/Inputs/xliff/" + input
            cases.append(GoldenCase(
                // The catalog is named as the inputs' <file original> names it, so their units reach it.
                name: "fuzz-xliff-import-\(input)",
                arguments: ["import", "--catalog", "Localizable.xcstrings", "--dry-run", "Input.xliff"],
                copies: [(file, "Input.xliff"), ("Tests/XLIFFTests/Fixtures/App.xcstrings", "Localizable.xcstrings")]))
        }
        for input in (try? FileManager.default.contentsOfDirectory(atPath: fuzzInputs + "pbxproj"))?.sorted() ?? [] {
            let file = "Tests/FuzzRegressionTests/Inputs/pbxproj/" + input
            cases.append(GoldenCase(name: "fuzz-pbxproj-targets-\(input)", arguments: ["targets"], copies: [(file, "App.xcodeproj/project.pbxproj")]))
        }
        for input in (try? FileManager.default.contentsOfDirectory(atPath: fuzzInputs + "bidi"))?.sorted() ?? [] {
            cases.append(GoldenCase(
                name: "fuzz-bidi-visual-\(input)", arguments: ["visual", "--format", "json", "-"],
                standardInput: "Tests/FuzzRegressionTests/Inputs/bidi/" + input))
        }
        for input in (try? FileManager.default.contentsOfDirectory(atPath: fuzzInputs + "scanner"))?.sorted() ?? [] {
            let file = "Tests/FuzzRegressionTests/Inputs/scanner/" + input
            cases.append(GoldenCase(
                name: "fuzz-scanner-check-\(input)",
                arguments: ["check", "--widget", "Widget.xcstrings", "--widget-sources", "Sources"],
                copies: [(file, "Sources/Input.swift"), (widgetCatalog, "Widget.xcstrings")]))
        }
        return cases
    }
}
