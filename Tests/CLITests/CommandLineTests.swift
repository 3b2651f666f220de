import _StringsGuardTestSupport
import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func theMainJobChecksTheSampleAndFailsOnItsErrors() throws {
        let output = try CommandRunner.run([])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("3 errors, 1 warning, 1 note in 3 files"))
        #expect(output.standardOutput.contains("[widget-missing-key]"))
        #expect(!output.standardOutput.contains("\u{1B}["), "no colours when not on a terminal")
    }

    @Test func xcodeFormatIsOneCompilerStyleLinePerFinding() throws {
        let output = try CommandRunner.run(["check", "--format", "xcode"])
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 5)
        // Always absolute, so Xcode's issue navigator can open the file whatever folder the build phase ran in.
        #expect(lines.contains(CommandRunner.repositoryRoot + #"/Strings/FocusTimerWidgets/FocusTimerLiveActivity.swift:53:22: error: "Take a break" is shown by FocusTimerWidgets but missing from its catalog Strings/FocusTimerWidgets/Localizable.xcstrings; the widget shows the key itself, untranslated, in every language; the app's catalog has it, so `stringsguard sync` can copy it [widget-missing-key]"#))
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let output = try CommandRunner.run(["check", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect((object["tool"] as? [String: Any])?["name"] as? String == "stringsguard")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 3, "warnings": 1, "notes": 1])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let missingKey = try #require(findings.first { $0["rule"] as? String == "widget-missing-key" })
        #expect(missingKey["file"] as? String == "Strings/FocusTimerWidgets/FocusTimerLiveActivity.swift")
        #expect(missingKey["line"] as? Int == 53)
        #expect(missingKey["key"] as? String == "Take a break")
        #expect(missingKey["targets"] as? [String] == ["FocusTimerWidgets"])
        #expect(missingKey["language"] == nil)
    }

    @Test func helpVersionAndUnknownInput() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0 && help.standardOutput.contains("COMMANDS:") && help.standardOutput.contains("visual"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.standardOutput.hasPrefix("stringsguard "))
        let commandHelp = try CommandRunner.run(["help", "check"])
        #expect(commandHelp.status == 0 && commandHelp.standardOutput.contains("EXAMPLES:"))
        let subcommandHelp = try CommandRunner.run(["format", "--help"])
        #expect(subcommandHelp.status == 0 && subcommandHelp.standardOutput.contains("USAGE: stringsguard format"))
        let typo = try CommandRunner.run(["check", "--fromat", "json"])
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("unknown option '--fromat'; did you mean '--format'?"))
        let unknown = try CommandRunner.run(["chek"])
        #expect(unknown.status == 2 && unknown.standardError.contains("did you mean 'check'?"))
    }

    @Test func everyCommandsHelpShowsAnExample() throws {
        let help = try CommandRunner.run(["--help"])
        let names = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("COMMANDS:") }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 8)
        for name in names {
            let output = try CommandRunner.run(["help", name])
            #expect(output.standardOutput.contains("EXAMPLES:\n  stringsguard \(name)"), "\(name)")
        }
    }

    @Test func theReadmeRuleTableIsTheRegistrysOwn() throws {
        let table = try CommandRunner.run(["explain", "--list"]).standardOutput
        let readme = try String(contentsOfFile: CommandRunner.repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains(table), "README's rule table differs from `stringsguard explain --list`")
        let explained = try CommandRunner.run(["explain", "rtl-timer-digits"])
        #expect(explained.standardOutput.contains("Why it matters:") && explained.standardOutput.contains("Does not trigger:"))
    }
}

@Suite struct FormatCommandTests {
    static let canonical = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    @Test func checkReportsNothingForCanonicalFilesAndExitsOneForOthers() throws {
        let folder = try CommandRunner.temporaryFolder()
        try Self.canonical.write(toFile: folder + "/Good.xcstrings", atomically: true, encoding: .utf8)
        try #"{"sourceLanguage":"en","strings":{"A":{}},"version":"1.0"}"#.write(toFile: folder + "/Bad.xcstrings", atomically: true, encoding: .utf8)
        let good = try CommandRunner.run(["format", "--check", "Good.xcstrings"], in: folder)
        #expect(good.status == 0 && good.standardOutput.isEmpty)
        let bad = try CommandRunner.run(["format", "--check", "Good.xcstrings", "Bad.xcstrings"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.standardOutput == "Bad.xcstrings: would be reformatted\n")
        #expect(try String(contentsOfFile: folder + "/Bad.xcstrings", encoding: .utf8).hasPrefix("{\"source"), "--check writes nothing")
        let fixed = try CommandRunner.run(["format", "Bad.xcstrings"], in: folder)
        #expect(fixed.status == 0)
        #expect(try String(contentsOfFile: folder + "/Bad.xcstrings", encoding: .utf8) == Self.canonical)
    }

    @Test func theSampleCatalogsAreInXcodesFormat() throws {
        let output = try CommandRunner.run(["format", "--check", "Strings/FocusTimer/Localizable.xcstrings", "Strings/FocusTimerWidgets/Localizable.xcstrings"])
        #expect(output.status == 0 && output.standardOutput.isEmpty)
    }

    @Test func malformedInputIsOnePositionedLineAndExitTwo() throws {
        let folder = try CommandRunner.temporaryFolder()
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [],\n}".write(toFile: folder + "/Broken.xcstrings", atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["format", "--check", "Broken.xcstrings", "Missing.xcstrings"], in: folder)
        #expect(output.status == 2)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(": error: ") })
        #expect(lines.first?.hasPrefix("Broken.xcstrings:3:") == true)
        #expect(!output.standardError.contains("Fatal") && !output.standardError.contains("Stack"))
    }
}

@Suite struct SmallCommandTests {
    @Test func visualPrintsLevelsAndOrderAsTheConformanceFilesDo() throws {
        let output = try CommandRunner.run(["visual", "--direction", "rtl", "--format", "json", "ab \\u{202B}12"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["paragraphLevel"] as? Int == 1)
        let levels = try #require(object["levels"] as? [Any])
        #expect(levels.count == 6)
        #expect(levels[3] is NSNull, "RLE is removed by X9")
        #expect(object["order"] as? [Int] == [4, 5, 2, 0, 1])
        let text = try CommandRunner.run(["visual", "--direction", "rtl", "12:05 – 12:30"])
        #expect(text.standardOutput == "12:30 – 12:05\n")
    }

    @Test func visualShowsEachLineAsItsOwnParagraph() throws {
        // As one paragraph the Hebrew line would be displayed before "abc", on the same line.
        let text = try CommandRunner.run(["visual", "--direction", "rtl", "abc\nאבג 12"])
        #expect(text.standardOutput == "abc\n12 גבא\n")
        // With auto each paragraph finds its own direction; CR LF is one separator; the last line break
        // ends the last paragraph rather than starting an empty one.
        let piped = try CommandRunner.run(["visual", "-"], standardInput: "abc (1)\r\nאבג (2)\n")
        #expect(piped.standardOutput == "abc (1)\n(2) גבא\n")
        let json = try CommandRunner.run(["visual", "--format", "json", "ab\nאב"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["levels"] as? [Int] == [0, 0, 0, 1, 1])
        #expect(object["order"] as? [Int] == [0, 1, 2, 4, 3])
        let paragraphs = try #require(object["paragraphs"] as? [[String: Int]])
        #expect(paragraphs == [["start": 0, "length": 3, "paragraphLevel": 0], ["start": 3, "length": 2, "paragraphLevel": 1]])
    }

    @Test func visualHandlesEmptyAndControlOnlyAndLongText() throws {
        #expect(try CommandRunner.run(["visual", ""]).standardOutput == "\n")
        let controls = try CommandRunner.run(["visual", "--format", "json", "\\u{202B}\\u{202C}"])
        #expect(controls.status == 0)
        let removed = try #require(try JSONSerialization.jsonObject(with: Data(controls.standardOutput.utf8)) as? [String: Any])
        #expect((removed["levels"] as? [Any])?.allSatisfy { $0 is NSNull } == true)
        #expect((removed["order"] as? [Int])?.isEmpty == true)
        // Longer than a command line may be: read from standard input.
        let line = String(repeating: "abc אבג ", count: 25_000)
        let long = try CommandRunner.run(["visual", "--direction", "ltr", "-"], standardInput: line)
        let sameLength = long.standardOutput.unicodeScalars.count == line.unicodeScalars.count + 1
        let displayed = long.standardOutput.hasPrefix("abc גבא abc גבא ")
        #expect(long.status == 0 && sameLength && displayed)
    }

    @Test func textThatStartsWithADashIsAnArgument() throws {
        #expect(try CommandRunner.run(["plural", "--language", "en", "-1"]).standardOutput == "one\n")
        #expect(try CommandRunner.run(["visual", "--", "-5 abc"]).standardOutput == "-5 abc\n")
        let bad = try CommandRunner.run(["visual", "-x y"])
        #expect(bad.status == 2 && bad.standardError.contains("put '--' before it"))
    }

    @Test func pluralPrintsTheCategory() throws {
        #expect(try CommandRunner.run(["plural", "--language", "ar", "11"]).standardOutput == "many\n")
        #expect(try CommandRunner.run(["plural", "--language", "en", "--ordinal", "22"]).standardOutput == "two\n")
        #expect(try CommandRunner.run(["plural", "--language", "pt-PT", "1.0"]).standardOutput == "other\n")
        let bad = try CommandRunner.run(["plural", "--language", "ar", "abc"])
        #expect(bad.status == 2 && bad.standardError.contains("'abc' is not a number"))
    }

    @Test func baselineAcceptsTodaysFindings() throws {
        let folder = try CommandRunner.temporaryFolder()
        let baseline = folder + "/baseline.json"
        #expect(try CommandRunner.run(["check", "--write-baseline", baseline]).status == 0)
        let output = try CommandRunner.run(["check", "--baseline", baseline])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("No findings."))
    }

    @Test func flagsWithoutConfigurationAndStamp() throws {
        let folder = try CommandRunner.temporaryFolder()
        let output = try CommandRunner.run([
            "check", "--app", "Strings/FocusTimer/Localizable.xcstrings", "--widget", "Strings/FocusTimerWidgets/Localizable.xcstrings",
            "--widget-sources", "Strings/FocusTimerWidgets", "--language", "ko", "--format", "xcode", "--stamp", folder + "/stamp",
        ])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("[widget-missing-key]"))
        #expect(!output.standardOutput.contains("zh-Hans"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/stamp"), "no stamp after a failing run")
    }

    @Test func gapsListsWhatTranslatorsMustDo() throws {
        let csv = try CommandRunner.run(["gaps", "--language", "zh-Hans", "--format", "csv"])
        #expect(csv.status == 0)
        let lines = csv.standardOutput.split(separator: "\r\n")
        #expect(lines.first == "target,language,status,key,source,comment,file,line,coverage")
        #expect(lines.contains { $0.hasPrefix("FocusTimerWidgets,zh-Hans,missing,Paused,Paused,") })
        let json = try CommandRunner.run(["gaps", "--format", "json"])
        #expect((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["coverage"] != nil)
    }
}

@Suite struct ResolutionCommandTests {
    let widget = "Strings/FocusTimerWidgets/Localizable.xcstrings"

    @Test func resolvesAPluralForTheLanguageCodeNotTheSystemLocale() throws {
        let output = try CommandRunner.run(
            ["resolve", "--catalog", widget, "--language-code", "ar", "--arg", "2", "%lld minutes"], environment: ["LANG": "en_US.UTF-8"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "دقيقتان\n")
    }

    @Test func emptyLanguageCodeUsesTheSystemLocaleAndJSONShowsTheFallback() throws {
        let output = try CommandRunner.run(
            ["resolve", "--catalog", widget, "--language-code", "", "--system-locale", "zh-HK", "--format", "json", "--arg", "2", "--arg", "4", "Cycle %lld of %lld"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["value"] as? String == "Cycle 2 of 4")
        #expect(object["requestedLanguage"] as? String == "zh-HK")
        #expect(object["servedLanguage"] as? String == "en")
        #expect(Array(object.keys).count == 7)
    }

    @Test func wrongArgumentsAndDevicesAreInputErrors() throws {
        let badArgument = try CommandRunner.run(["resolve", "--catalog", widget, "--language-code", "de", "--arg", "abc", "%lld minutes"])
        #expect(badArgument.status == 2)
        #expect(badArgument.standardError.contains("expects an integer, got 'abc'"))
        let badDevice = try CommandRunner.run(["resolve", "--catalog", widget, "--device", "tv", "Paused"])
        #expect(badDevice.status == 2 && badDevice.standardError.contains("unknown device 'tv'"))
        let badTag = try CommandRunner.run(["resolve", "--catalog", widget, "--language-code", "en--US", "Paused"])
        #expect(badTag.status == 2)
    }

    @Test func previewMarksKeysServedInAFallbackLanguage() throws {
        let output = try CommandRunner.run(["preview", "--catalog", widget, "--language-code", "zh-Hans"])
        #expect(output.status == 0)
        let pausedRow = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("Paused") })
        #expect(pausedRow.contains("en") && pausedRow.hasSuffix("Paused"))
        #expect(output.standardOutput.hasSuffix("\n"))
    }
}

@Suite struct ZeroConfigurationTests {
    static let fixtures = CommandRunner.repositoryRoot + "/Tests/XcodeProjectTests/Fixtures"

    @Test func checkReadsTargetsFromTheXcodeProjectAndSaysWhichItChecks() throws {
        let output = try CommandRunner.run(["check", "--format", "xcode"], in: Self.fixtures + "/Synchronized")
        #expect(output.standardError == "Checking app Tracker and widget TrackerWidgetExtension from Tracker.xcodeproj\n")
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("TrackerWidget/TrackerLiveActivity.swift:8:18: error: \"Remaining\" is shown by TrackerWidgetExtension"))
    }

    @Test func targetsPrintsAsJSONTheConfigurationInitWrites() throws {
        let output = try CommandRunner.run(["targets", "--format", "json"], in: Self.fixtures + "/Classic")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let targets = try #require(object["targets"] as? [[String: Any]])
        let roles = Dictionary(uniqueKeysWithValues: targets.compactMap { t in (t["name"] as? String).map { ($0, t["role"] as? String ?? "") } })
        // The app and the widget, as `check` checks them; the share extension shows no widget strings.
        #expect(roles == ["FocusTimer": "app", "FocusTimerWidgets": "widget"])
    }

    @Test func aFolderWithNothingToCheckIsAnInputError() throws {
        let output = try CommandRunner.run(["check"], in: try CommandRunner.temporaryFolder())
        #expect(output.status == 2)
        #expect(output.standardError.contains("no configuration"))
    }
}

@Suite struct ChangedSinceTests {
    /// A copy of the sample project in a fresh git repository, committed.
    func repository() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        for item in ["Strings", ".stringsguard.json"] {
            try FileManager.default.copyItem(atPath: CommandRunner.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        for command in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "sample"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + command
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        return folder
    }

    @Test func reportsOnlyFindingsOnChangedLinesAndKeys() throws {
        let folder = try repository()
        let unchanged = try CommandRunner.run(["check", "--changed-since", "HEAD", "--format", "xcode"], in: folder)
        #expect(unchanged.status == 0)
        #expect(unchanged.standardOutput.isEmpty)

        // Touch the Arabic range's entry in the widget catalog only: its finding comes back, the app's twin does not.
        let path = folder + "/Strings/FocusTimerWidgets/Localizable.xcstrings"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"comment\" : \"A focus session's time range, start – end.\"", with: "\"comment\" : \"The session's time range.\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["check", "--changed-since", "HEAD", "--format", "xcode"], in: folder)
        let lines = changed.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        // Absolute (the temporary folder may be reached through a link, so only its tail is compared).
        #expect(lines.first?.hasPrefix("/") == true)
        #expect(lines.first?.contains("/Strings/FocusTimerWidgets/Localizable.xcstrings:10:23: error:") == true)
        #expect(changed.status == 1)
    }

    @Test func anUnknownRevisionIsAnInputError() throws {
        let output = try CommandRunner.run(["check", "--changed-since", "no-such-revision"], in: try repository())
        #expect(output.status == 2)
        #expect(output.standardError == "error: --changed-since 'no-such-revision' names no commit here\n")
    }
}

@Suite struct TranslatorRoundTripTests {
    func sampleCopy() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        for item in ["Strings", ".stringsguard.json"] {
            try FileManager.default.copyItem(atPath: CommandRunner.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        return folder
    }

    @Test func syncFromTheConfigurationFixesTheWidgetsGapsAndDiffsOnlyByAdditions() throws {
        let folder = try sampleCopy()
        let widget = folder + "/Strings/FocusTimerWidgets/Localizable.xcstrings"
        let before = try String(contentsOfFile: widget, encoding: .utf8)
        let dryRun = try CommandRunner.run(["sync", "--dry-run"], in: folder)
        #expect(dryRun.status == 0)
        #expect(dryRun.standardOutput.hasSuffix("1 key added, 4 translations added, 0 drifted\n"))
        #expect(try String(contentsOfFile: widget, encoding: .utf8) == before)

        #expect(try CommandRunner.run(["sync"], in: folder).status == 0)
        let after = try String(contentsOfFile: widget, encoding: .utf8)
        let removed = Set(before.split(separator: "\n", omittingEmptySubsequences: false)).subtracting(after.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(removed.allSatisfy { $0.trimmingCharacters(in: .whitespaces) == "}" }, "only closing braces gain a comma: \(removed)")
        let check = try CommandRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(!check.standardOutput.contains("widget-missing-key"))
        #expect(try CommandRunner.run(["format", "--check", widget], in: folder).status == 0)
    }

    @Test func exportThenImportChangesNothingAndATranslatedUnitChangesOnlyItself() throws {
        let folder = try sampleCopy()
        let catalog = folder + "/Strings/FocusTimerWidgets/Localizable.xcstrings"
        let original = try String(contentsOfFile: catalog, encoding: .utf8)
        let export = try CommandRunner.run(["export", "--catalog", catalog, "--language", "de", "--output", folder + "/de.xliff"])
        #expect(export.status == 0)
        let xliff = try String(contentsOfFile: folder + "/de.xliff", encoding: .utf8)
        #expect(xliff.contains("<trans-unit id=\"%lld minutes|==|plural.one\""))
        #expect(try CommandRunner.run(["import", "--catalog", catalog, folder + "/de.xliff"]).status == 0)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == original)

        try xliff.replacingOccurrences(of: "<target state=\"translated\">Pausiert</target>", with: "<target state=\"translated\">Angehalten</target>")
            .write(toFile: folder + "/de.xliff", atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["import", "--catalog", catalog, folder + "/de.xliff"]).status == 0)
        let changed = try String(contentsOfFile: catalog, encoding: .utf8)
        let differing = zip(original.split(separator: "\n"), changed.split(separator: "\n")).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.1.contains("\"value\" : \"Angehalten\"") == true)
    }

    @Test func importRefusesATargetWhoseSpecifiersDiffer() throws {
        let folder = try sampleCopy()
        let catalog = folder + "/Strings/FocusTimerWidgets/Localizable.xcstrings"
        _ = try CommandRunner.run(["export", "--catalog", catalog, "--language", "de", "--output", folder + "/de.xliff"])
        let xliff = try String(contentsOfFile: folder + "/de.xliff", encoding: .utf8)
        try xliff.replacingOccurrences(of: ">Zyklus %1$lld von %2$lld<", with: ">Zyklus %1$@ von %2$lld<")
            .replacingOccurrences(of: "<target state=\"translated\">Pausiert</target>", with: "<target state=\"translated\">Angehalten</target>")
            .write(toFile: folder + "/de.xliff", atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["import", "--catalog", catalog, folder + "/de.xliff"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("Cycle %lld of %lld"))
        let result = try String(contentsOfFile: catalog, encoding: .utf8)
        #expect(result.contains("Angehalten") && !result.contains("Zyklus %1$@"))
    }

    @Test func aHostileXLIFFIsRefusedWithItsPosition() throws {
        let folder = try sampleCopy()
        try "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<xliff>&e;</xliff>".write(toFile: folder + "/evil.xliff", atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["import", "--catalog", "Strings/FocusTimerWidgets/Localizable.xcstrings", "evil.xliff"], in: folder)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("evil.xliff:2:"))
        #expect(!output.standardError.contains("root:"))
    }

    @Test func projectExportWritesAnXclocAndItsImportChangesNothing() throws {
        let folder = try sampleCopy()
        let catalogs = ["Strings/FocusTimer/Localizable.xcstrings", "Strings/FocusTimerWidgets/Localizable.xcstrings"]
        let before = try catalogs.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let export = try CommandRunner.run(["export", "--language", "pl", "--output", "out"], in: folder)
        #expect(export.status == 0, "\(export.standardError)")
        #expect(export.standardOutput.hasPrefix("Wrote out/pl.xcloc: "))
        let xliff = try String(contentsOfFile: folder + "/out/pl.xcloc/Localized Contents/pl.xliff", encoding: .utf8)
        #expect(xliff.contains(#"<file original="Strings/FocusTimer/Localizable.xcstrings" source-language="en" target-language="pl" datatype="plaintext">"#))
        #expect(xliff.contains(#"<file original="Strings/FocusTimerWidgets/Localizable.xcstrings""#))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/pl.xcloc/contents.json"))

        let imported = try CommandRunner.run(["import", "out/pl.xcloc"], in: folder)
        #expect(imported.status == 0)
        #expect(imported.standardOutput.hasPrefix("0 changed, 0 unchanged, 0 rejected, 0 unknown, 1 not to translate"))
        #expect(try catalogs.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == before)

        // A translated unit lands in its own catalog only; a <file> for a catalog that is not there exits 1.
        try xliff.replacingOccurrences(
            of: "<source>Paused</source>\n        <note/>", with: "<source>Paused</source>\n        <target state=\"translated\">Wstrzymano</target>\n        <note/>")
            .replacingOccurrences(of: #"original="Strings/FocusTimer/Localizable.xcstrings""#, with: #"original="Strings/Gone/Localizable.xcstrings""#)
            .write(toFile: folder + "/out/pl.xcloc/Localized Contents/pl.xliff", atomically: true, encoding: .utf8)
        let partly = try CommandRunner.run(["import", "out/pl.xcloc"], in: folder)
        #expect(partly.status == 1)
        #expect(partly.standardOutput.contains(#"<file original="Strings/Gone/Localizable.xcstrings"> names a catalog that does not exist under the project root; skipped"#))
        let app = try String(contentsOfFile: folder + "/" + catalogs[0], encoding: .utf8)
        let widget = try String(contentsOfFile: folder + "/" + catalogs[1], encoding: .utf8)
        #expect(app == before[0])
        #expect(widget.contains(#""value" : "Wstrzymano""#))

        let sourceLanguage = try CommandRunner.run(["import", "--language", "en", "out/pl.xcloc"], in: folder)
        #expect(sourceLanguage.status == 2)
        #expect(sourceLanguage.standardError.contains("is the catalog's source language"))
    }

    @Test func gapsWritesOneFilePerLanguage() throws {
        let folder = try sampleCopy()
        let output = try CommandRunner.run(["gaps", "--format", "csv", "--output-dir", "todo"], in: folder)
        #expect(output.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/todo").sorted()
        #expect(files == ["ar.csv", "de.csv", "he.csv", "ja.csv", "ko.csv", "pt-BR.csv", "stale.csv", "zh-Hans.csv"])
        let chinese = try String(contentsOfFile: folder + "/todo/zh-Hans.csv", encoding: .utf8)
        #expect(chinese.contains("FocusTimerWidgets,zh-Hans,missing,%lld minutes,%lld minute / %lld minutes,"))
        #expect(!chinese.contains(",stale,"))
        let stale = try String(contentsOfFile: folder + "/todo/stale.csv", encoding: .utf8)
        #expect(stale.components(separatedBy: "Your focus streak").count == 3)  // key and source, one row
    }
}
