import _StringsGuardTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check --cache-dir` (issue 16): a run with the cache prints exactly what a run without it prints, in
/// every format, whatever happened to the inputs or to the cache. Each input kind the check reads is
/// edited in place — the same size, the modification time set back, so that only the change time and the
/// racily-clean rule tell the edit — and the edit must change the output exactly as it does without cache.
@Suite struct CheckCacheTests {
    static let formats = ["text", "json", "xcode", "sarif", "github", "markdown"]

    /// A project written by the test: a configuration, an app and a widget catalog, widget sources, a baseline.
    static func configuredProject() throws -> String {
        let root = try makeTemporaryFolder("stringsguard-cache")
        let files: [String: String] = [
            ".stringsguard.json": """
                {
                  "targets": [
                    { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
                    { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget/Sources"] }
                  ],
                  "rules": { "widget-missing-translation": "error" }
                }
                """,
            "App/Localizable.xcstrings": catalog([
                "Start": ["de": "Starten"], "Pause": ["de": "Pause"], "Left %lld": ["de": "Noch %lld"], "Unused title": ["de": "Ungenutzt"],
            ]),
            "Widget/Localizable.xcstrings": catalog(["Start": ["de": "Starten"], "Pause": [:], "Left %lld": ["de": "Noch %lld"]]),
            "Widget/Sources/TimerView.swift": """
                import SwiftUI

                struct TimerView: View {
                    var minutes: Int
                    var body: some View {
                        VStack {
                            Text("Start")
                            Text("Pause")
                            Text("Left \\(minutes)")
                        }
                    }
                }
                """,
            "Widget/Sources/Suppressed.swift": """
                import SwiftUI

                struct Other: View {
                    var body: some View {
                        // stringsguard:disable:next-line widget-missing-key
                        Text("Stop")
                    }
                }
                """,
            "baseline.json": "{\"version\":1,\"findings\":[]}\n",
        ]
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }

    static func catalog(_ keys: [String: [String: String]]) -> String {
        let entries = keys.sorted { $0.key < $1.key }.map { key, translations in
            let localizations = translations.sorted { $0.key < $1.key }.map { language, value in
                "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
            }
            return "\"\(key)\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }"
        }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"1.0\" }\n"
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A fixture of the repository copied into a new folder, so that it can be edited.
    static func copiedFixture(_ relative: String) throws -> String {
        let root = try makeTemporaryFolder("stringsguard-cache")
        let copy = root + "/project"
        try FileManager.default.copyItem(atPath: CommandRunner.repositoryRoot + "/" + relative, toPath: copy)
        return copy
    }

    /// Standard output, standard error and status, as one text to compare.
    static func run(_ arguments: [String], in folder: String) throws -> String {
        let output = try CommandRunner.run(arguments, in: folder)
        #expect(!output.hung && !output.killedBySignal, "\(arguments)")
        return "status \(output.status)\n--- stdout\n\(output.standardOutput)\n--- stderr\n\(output.standardError)"
    }

    /// Every format, run without the cache and with it (twice: the run that writes it and the one that
    /// reads it back); all must agree. Returns the outputs without the cache.
    @discardableResult
    static func expectSameWithCache(_ folder: String, cache: String, _ extra: [String] = []) throws -> [String] {
        var outputs: [String] = []
        for format in formats {
            let arguments = ["check", "--format", format] + extra
            let plain = try run(arguments, in: folder)
            let first = try run(arguments + ["--cache-dir", cache], in: folder)
            let second = try run(arguments + ["--cache-dir", cache], in: folder)
            #expect(first == plain, "\(format), the run that fills the cache: \(difference(first, plain))")
            #expect(second == plain, "\(format), the run that reads it: \(difference(second, plain))")
            outputs.append(plain)
        }
        return outputs
    }

    /// Replaces `old` with `new` (the same number of bytes) in the file itself — same inode, same size —
    /// and sets its access and modification times back to what they were: only the change time differs.
    static func editInPlace(_ path: String, _ old: String, _ new: String) throws {
        #expect(old.utf8.count == new.utf8.count)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(old) in \(path)")
        #expect(rewriteInPlaceKeepingTimes(path, with: Array(text.replacingOccurrences(of: old, with: new).utf8)))
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
    }

    /// Runs with and without the cache, edits, and runs again: the edit changes the output, the same with
    /// the cache as without; then edits back, and the output is again the first.
    static func expectEditSeen(_ folder: String, _ file: String, _ old: String, _ new: String, _ extra: [String] = []) throws {
        let cache = folder + "/.derived/cache"
        let before = try expectSameWithCache(folder, cache: cache, extra)
        try editInPlace(folder + "/" + file, old, new)
        let after = try expectSameWithCache(folder, cache: cache, extra)
        #expect(before != after, "editing \(file) changes the output: \(zip(before, after).map { difference($0, $1) })")
        // And back: the cache holds the first contents' values too, and must not serve the second's.
        try editInPlace(folder + "/" + file, new, old)
        let reverted = try expectSameWithCache(folder, cache: cache, extra)
        #expect(reverted == before, "\(file) edited back: \(zip(reverted, before).map { difference($0, $1) })")
    }

    /// The first line where two outputs differ, both ways, to keep a failure's message short.
    static func difference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? String(left[index]) : "(end)"
            let b = index < right.count ? String(right[index]) : "(end)"
            if a != b { return "line \(index + 1): \(a.prefix(300)) | without the cache: \(b.prefix(300))" }
        }
        return "the same"
    }

    /// Damages `file` in each way a file can be damaged (emptied, garbage, cut short, a byte flipped at each
    /// of `offsets` and at a third, a half and the end, and `extra`'s), then runs `arguments` twice: both
    /// runs print what a run without the cache printed.
    static func expectEachDamageChangesNothing(
        _ file: String, flippedAt offsets: [Int], arguments: [String], in root: String, expected: String,
        extra: (Data) -> [(String, Data)] = { _ in [] }
    ) throws {
        let good = try #require(FileManager.default.contents(atPath: file))
        var damages: [(String, Data)] = [
            ("empty", Data()), ("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })),
            ("truncated", good.prefix(good.count / 2)), ("one byte short", good.dropLast()),
        ]
        for offset in offsets + [good.count / 3, good.count / 2, good.count - 1] {
            var flipped = good
            flipped[offset] ^= 0x20
            damages.append(("byte \(offset) flipped", flipped))
        }
        for (name, bytes) in damages + extra(good) {
            #expect(FileManager.default.createFile(atPath: file, contents: bytes))
            let first = try run(arguments, in: root)
            #expect(first == expected, "\(name): \(difference(first, expected))")
            let second = try run(arguments, in: root)
            #expect(second == expected, "\(name), the run after: \(difference(second, expected))")
        }
    }

    @Test func aSwiftSourceEditIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.expectEditSeen(root, "Widget/Sources/TimerView.swift", "Text(\"Start\")", "Text(\"Stark\")")
    }

    @Test func aSuppressionCommentEditIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.expectEditSeen(root, "Widget/Sources/Suppressed.swift", "widget-missing-key", "widget-missing-kez")
    }

    @Test func aCatalogEditIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.expectEditSeen(root, "Widget/Localizable.xcstrings", "\"Starten\"", "\"Startxn\"")
        try Self.expectEditSeen(root, "Widget/Localizable.xcstrings", "\"Noch %lld\"", "\"Noch %@xx\"")
    }

    @Test func aConfigurationEditIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.expectEditSeen(root, ".stringsguard.json", "\"error\" }", "\"note\"  }")
    }

    @Test func aBaselineEditIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/.derived/cache"
        // A baseline of today's findings, then one of its findings changed by a byte.
        _ = try Self.run(["check", "--write-baseline", "baseline.json", "--cache-dir", cache], in: root)
        let text = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        let key = try #require(["\"Pause\"", "\"Start\"", "\"Left %lld\""].first { text.contains($0) })
        try Self.expectEditSeen(root, "baseline.json", key, String(key.dropLast(2)) + "x\"", ["--baseline", "baseline.json"])
    }

    @Test func xcodeProjectInputEditsAreSeen() throws {
        let root = try Self.copiedFixture("Tests/XcodeProjectTests/Fixtures/Classic")
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try Self.expectEditSeen(root, "FocusTimer.xcodeproj/project.pbxproj", "name = FocusTimerWidgets;", "name = FocusTimerWidgetz;")
        try Self.expectEditSeen(root, "FocusTimerWidgets/Info.plist", "widgetkit-extension", "widgetkit-extensioX")
        try Self.expectEditSeen(root, "LocalKit/Package.swift", ".target(name: \"TimerKit\")", ".target(name: \"TimerKiT\")")
        // A literal "Focus" uses the widget catalog's key (trailing blanks keep the size).
        try Self.expectEditSeen(root, "FocusTimerWidgets/TimerEntryView.swift", #"let label = "ActivityConfiguration(for: x)""#, #"let label = "Focus"                        "#)
        try Self.expectEditSeen(root, "FocusTimerWidgets/WidgetStrings.xcstrings", "\"Focus\"", "\"Focux\"")
    }

    @Test func legacyTableEditsAreSeen() throws {
        let root = try Self.copiedFixture("Tests/CLITests/Fixtures/LegacyWidget")
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try Self.expectEditSeen(root, "Widget/en.lproj/Localizable.strings", "\"Low water\" = \"Low water\"", "\"Low wateR\" = \"Low wateR\"")
        try Self.expectEditSeen(root, "Widget/en.lproj/Localizable.stringsdict", "<key>%lld hours to high water</key>", "<key>%lld hours to high wateR</key>")
    }

    /// Files older than the racily-clean margin are taken from the index without being read; an edit that
    /// keeps the size and the modification time is still seen, by the change time.
    @Test func theStatFastPathSeesAnEditThatKeepsSizeAndModificationTime() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/.derived/cache"
        // Past the margin (three seconds), so that the second run trusts what the first recorded.
        Thread.sleep(forTimeInterval: 3.5)
        let before = try Self.expectSameWithCache(root, cache: cache)
        let file = cache + "/entries.cache"
        let written = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        _ = try Self.run(["check", "--cache-dir", cache], in: root)
        let rewritten = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(written == rewritten, "a re-run with nothing changed leaves the cache as it is")
        try Self.editInPlace(root + "/Widget/Sources/TimerView.swift", "Text(\"Pause\")", "Text(\"Pausx\")")
        let after = try Self.expectSameWithCache(root, cache: cache)
        #expect(before != after)
    }

    @Test func aDeletedDamagedOrForeignCacheChangesNothing() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/cache"
        let expected = try Self.run(["check", "--format", "json"], in: root)
        let arguments = ["check", "--format", "json", "--cache-dir", cache]
        #expect(try Self.run(arguments, in: root) == expected)
        let file = cache + "/entries.cache"
        try Self.expectEachDamageChangesNothing(file, flippedAt: [20, 40], arguments: arguments, in: root, expected: expected) { good in
            var otherVersion = good
            otherVersion[19] ^= 0x01
            return [("another format version", otherVersion)]
        }
        // The cache file a folder, the cache folder a file, the folder deleted: the same output, no line added.
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        #expect(try Self.run(arguments, in: root) == expected, "entries.cache a folder")
        try FileManager.default.removeItem(atPath: cache)
        #expect(FileManager.default.createFile(atPath: cache, contents: Data("not a folder".utf8)))
        #expect(try Self.run(arguments, in: root) == expected, "the cache folder a file")
        try FileManager.default.removeItem(atPath: cache)
        #expect(try Self.run(arguments, in: root) == expected, "deleted")
        #expect(FileManager.default.fileExists(atPath: file), "created again")
        // Under --verbose a damaged cache is at most a note.
        #expect(FileManager.default.createFile(atPath: file, contents: Data("junk".utf8)))
        let verbose = try CommandRunner.run(arguments + ["--verbose"], in: root)
        #expect(verbose.standardError.contains("note: the cache cannot be read"))
        #expect(!verbose.standardError.contains("error:"))
    }

    /// A build phase's re-run with nothing changed takes the last run's outcome (`check-<hash>.replay`) without
    /// reading the project; a file added to a source folder, removed, or a variable the run read being set
    /// makes it read the project again, and the outputs are those of a run without the cache.
    @Test func aReRunWithNothingChangedIsReplayedAndAnyChangeIsSeen() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/.derived/cache"
        let arguments = ["check", "--verbose", "--cache-dir", cache]
        let replayed = "its outcome is replayed from the cache"
        let first = try CommandRunner.run(arguments, in: root)
        #expect(!first.standardError.contains(replayed))
        #expect(first.standardError.contains("note: the project is read: no earlier run with these arguments in this folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).contains { $0.hasSuffix(".replay") })
        let second = try CommandRunner.run(arguments, in: root)
        #expect(second.standardError.contains(replayed), "\(second.standardError)")
        #expect(second.standardOutput == first.standardOutput && second.status == first.status)

        let added = root + "/Widget/Sources/Added.swift"
        try Self.write("import SwiftUI\nstruct Added: View { var body: some View { Text(\"Stop\") } }\n", to: added)
        let withFile = try CommandRunner.run(arguments, in: root)
        #expect(!withFile.standardError.contains(replayed), "a new file in a source folder is seen")
        #expect(withFile.standardError.contains("note: the project is read: the entries of the folder Widget/Sources changed"), "\(withFile.standardError)")
        #expect(withFile.standardOutput != first.standardOutput)
        #expect(withFile.standardOutput == (try CommandRunner.run(["check", "--verbose"], in: root)).standardOutput)
        #expect(try CommandRunner.run(arguments, in: root).standardError.contains(replayed))

        try FileManager.default.removeItem(atPath: added)
        let removed = try CommandRunner.run(arguments, in: root)
        #expect(!removed.standardError.contains(replayed), "a removed file is seen")
        #expect(removed.standardOutput == first.standardOutput)

        // The read limit's variable is read by every run that reads a file.
        let limited = try CommandRunner.run(arguments, in: root, environment: ["STRINGSGUARD_MAX_FILE_SIZE": "64"])
        #expect(!limited.standardError.contains(replayed), "a variable the run read is seen")
        #expect(limited.status == 2, "every catalog is over 64 bytes: \(limited.standardError)")
    }

    /// A Swift file is read for its scans and its `stringsguard:` comments alone: an edit that leaves both
    /// as they were (a comment, code the scan records nothing of) is replayed, and so is one that only
    /// moves what the scans found (an empty line above it) in a file no finding points into; `--verbose`
    /// names the file. An edit that adds a key, moves uses a finding points at, or changes or moves a tool
    /// comment makes the run read the project. Either way the output is that of a run without the cache.
    @Test func aSwiftEditThatChangesNothingTheCheckTakesIsReplayed() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let arguments = ["check", "--verbose", "--cache-dir", root + "/.derived/cache"]
        let replayed = "its outcome is replayed from the cache"
        enum Expected { case replayedSame, replayedMoved, read }
        var previous = try CommandRunner.run(arguments, in: root).standardOutput
        let edits: [(file: String, old: String, new: String, expected: Expected)] = [
            ("TimerView.swift", "}\n", "}\n// The widget's countdown.\n", .replayedSame),
            ("TimerView.swift", "    var minutes: Int\n", "    var minutes: Int = 25\n", .replayedSame),
            ("TimerView.swift", "        VStack {\n", "\n        VStack {\n", .replayedMoved),
            ("TimerView.swift", "Text(\"Start\")", "Text(\"Begin\")", .read),
            // "Begin" is now a finding in the file: moving it must move the finding.
            ("TimerView.swift", "\n        VStack {\n", "\n\n        VStack {\n", .read),
            ("Suppressed.swift", "struct Other", "/// Not shown yet.\nstruct Other", .read),
            ("Suppressed.swift", "        Text(\"Stop\")", "        Text(\"Stop\") // until the next release", .replayedSame),
            ("Suppressed.swift", "widget-missing-key", "widget-missing-translation", .read),
        ]
        for edit in edits {
            let path = root + "/Widget/Sources/" + edit.file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(edit.old), "\(edit.old) in \(edit.file)")
            try Self.write(text.replacingOccurrences(of: edit.old, with: edit.new), to: path)
            let run = try CommandRunner.run(arguments, in: root)
            let plain = try CommandRunner.run(["check", "--verbose"], in: root)
            #expect(run.standardOutput == plain.standardOutput && run.status == plain.status, "\(edit.new)")
            #expect(run.standardError.contains(replayed) == (edit.expected != .read), "\(edit.new): \(run.standardError)")
            let note = "note: Widget/Sources/\(edit.file) changed, but "
            switch edit.expected {
            case .replayedSame: #expect(run.standardError.contains(note + "not what the check takes from it"), "\(run.standardError)")
            case .replayedMoved: #expect(run.standardError.contains(note + "what the check takes from it only moved"), "\(run.standardError)")
            case .read: break
            }
            if edit.expected != .read { #expect(run.standardOutput == previous, "the edits before it are still seen") }
            // The new bytes are the answer now: the next run replays, naming no file.
            let again = try CommandRunner.run(arguments, in: root)
            #expect(again.standardError.contains("note: nothing the last run with these arguments read has changed"), "\(edit.new)")
            #expect(again.standardOutput == plain.standardOutput)
            previous = again.standardOutput
        }
    }

    /// A build phase in one format and a terminal in another share the cache folder: each set of
    /// arguments keeps its own last outcome.
    @Test func eachSetOfArgumentsKeepsItsOwnReplay() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/cache"
        let replayed = "its outcome is replayed from the cache"
        for format in ["xcode", "json"] {
            _ = try CommandRunner.run(["check", "--verbose", "--format", format, "--cache-dir", cache], in: root)
        }
        for format in ["xcode", "json", "xcode"] {
            let run = try CommandRunner.run(["check", "--verbose", "--format", format, "--cache-dir", cache], in: root)
            #expect(run.standardError.contains(replayed), "\(format)")
            #expect(run.standardOutput == (try CommandRunner.run(["check", "--verbose", "--format", format], in: root)).standardOutput)
        }
    }

    @Test func aDamagedReplayChangesNothing() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/cache"
        let expected = try Self.run(["check", "--format", "json"], in: root)
        let arguments = ["check", "--format", "json", "--cache-dir", cache]
        #expect(try Self.run(arguments, in: root) == expected)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".replay") })
        let file = cache + "/" + name
        try Self.expectEachDamageChangesNothing(file, flippedAt: [10, 30], arguments: arguments, in: root, expected: expected)
    }

    @Test func concurrentRunsSharingOneCacheAreBothRight() throws {
        let root = try Self.configuredProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = root + "/cache"
        var expected = try CommandRunner.run(["check", "--format", "json"], in: root)
        for round in 0..<3 {
            let processes = (0..<4).map { _ in
                let process = CommandRunner.process(["check", "--format", "json", "--cache-dir", cache], in: root)
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = FileHandle.nullDevice
                return (process, pipe)
            }
            for (process, _) in processes { try process.run() }
            for (process, pipe) in processes {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                #expect(String(decoding: data, as: UTF8.self) == expected.standardOutput, "round \(round)")
                #expect(process.terminationStatus == expected.status, "round \(round)")
            }
            if round == 1 {
                try Self.editInPlace(root + "/Widget/Sources/TimerView.swift", "Text(\"Start\")", "Text(\"Stark\")")
                let edited = try CommandRunner.run(["check", "--format", "json"], in: root)
                #expect(edited.standardOutput != expected.standardOutput)
                expected = edited
            }
        }
        let cached = try Self.run(["check", "--format", "json", "--cache-dir", cache], in: root)
        let plain = try Self.run(["check", "--format", "json"], in: root)
        #expect(cached == plain, "\(Self.difference(cached, plain))")
    }
}
