import Foundation
import SafeFiles
@testable import StringsGuardKit
import Testing
import _StringsGuardTestSupport

/// Looking a name up among a file's bytes finds it exactly where reading the file word by word would
/// (`words(in:)`, the plain reading it replaced): a word of its own, a piece between digits of a mangled
/// name, never inside a longer word.
@Suite struct ProjectFileTextsTests {
    static let texts = [
        "let view = ClockView()", "_TtC4Tide9ClockView", "ClockViews", "XClockView", "ClockView_", "ClockView2",
        "2ClockView", "Clock View", "ClockView", "", "(ClockView)", "ÄClockView", "ClockViewé", "Widget2View", "Widget2",
        "[[NSClassFromString(name) alloc] init]", "objc_getClassList", "_objc_getClass", "x objc_getClass(y)", "a9Widget2View",
        "customClass=\"ClockView\" customModule=\"Tide\"", "9ClockView9", "ClockClockView ClockView", "A", "xA", "A1",
        "é_Q", "aé_Q", "_é_Q", "Vieww View",
    ]
    /// What the check asks: names that start with a capital, and the run-time class look-ups.
    static let words = ["ClockView", "Widget2View", "Widget", "View", "NSClassFromString", "objc_getClass", "Clock", "A", "Q"]

    @Test(arguments: texts) func aNameIsFoundWhereReadingWordByWordFindsIt(text: String) {
        let reported = Self.words(in: Array(text.utf8))
        for word in Self.words {
            let bytes = Array(word.utf8)
            let found = ProjectFileTexts.holdsWord(bytes, pivot: ProjectFileTexts.pivot(of: bytes), in: Array(text.utf8))
            #expect(found == reported.contains(word), "\(word) in \(text)")
        }
    }

    /// Every run of letters, digits, `_` and non-ASCII bytes, and each piece of such a run between digits.
    static func words(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        var offset = 0
        while offset < bytes.count {
            guard ProjectFileTexts.isWordByte(bytes[offset]) else {
                offset += 1
                continue
            }
            let start = offset
            while offset < bytes.count, ProjectFileTexts.isWordByte(bytes[offset]) { offset += 1 }
            let run = bytes[start..<offset]
            words.insert(String(decoding: run, as: UTF8.self))
            for piece in run.split(whereSeparator: ProjectFileTexts.isDigit) { words.insert(String(decoding: piece, as: UTF8.self)) }
        }
        return words
    }

    @Test func aPathsNameAndExtensionAreItsLastComponentsParts() {
        #expect(ProjectFileTexts.nameAndExtension("App/Views/ClockView.swift") == ("ClockView.swift", "swift"))
        #expect(ProjectFileTexts.nameAndExtension("Model.xcdatamodeld/Model.xcdatamodel/contents") == ("contents", ""))
        #expect(ProjectFileTexts.nameAndExtension("a.b/.gitignore") == (".gitignore", ""))
        #expect(ProjectFileTexts.nameAndExtension("Info.plist") == ("Info.plist", "plist"))
        #expect(ProjectFileTexts.nameAndExtension("App.xcodeproj/project.pbxproj") == ("project.pbxproj", "pbxproj"))
        #expect(ProjectFileTexts.nameAndExtension("archive.tar.gz") == ("archive.tar.gz", "gz"))
    }
}

/// Which of the names asked a file holds is all a run keeps of it (the replay asks that again of an
/// edited file): an edit that keeps it derives the same answer, one that adds or removes a name another.
@Suite struct ProjectFileTextsDerivationTests {
    static func answer(_ text: String, path: String = "App/ContentView.swift", words: [String] = ["ClockView", "NSClassFromString"]) -> UInt64? {
        var writer = BinaryWriter()
        writer.write(words)
        return ProjectFileTexts.heldAnswer(Array(text.utf8), path, writer.bytes)?.hash
    }

    @Test func anEditThatKeepsTheNamesHeldDerivesTheSame() throws {
        let before = try #require(Self.answer("struct Home: View {\n    var body: some View { ClockView() }\n}\n"))
        #expect(Self.answer("/// The first screen.\nstruct Home: View {\n    var body: some View { ClockView() }\n}\n") == before)
        #expect(Self.answer("struct Home: View { var body: some View { ClockView().padding() } }") == before)
        #expect(Self.answer("struct Home: View { var body: some View { EmptyView() } }") != before, "the name is gone")
        #expect(Self.answer("let c = NSClassFromString(n); ClockView()") != before, "a run-time look-up is added")
        #expect(Self.answer("ClockView", words: ["ClockView", "Other"]) != Self.answer("ClockView", words: ["Other", "ClockView"]),
            "the answer names the words by their place among those asked")
        var malformed = BinaryWriter()
        malformed.write(UInt64(3))
        #expect(ProjectFileTexts.heldAnswer(Array("ClockView".utf8), "a.swift", malformed.bytes) == nil)
    }

    /// A project file names every source: only its Info.plist settings are searched.
    @Test func aProjectFileIsSearchedInItsInfoPlistSettingsOnly() {
        let settings = "INFOPLIST_KEY_NSPrincipalClass = ClockView;\n"
        let withSource = "/* ClockView.swift in Sources */\n"
        #expect(Self.answer(withSource, path: "App.xcodeproj/project.pbxproj") == Self.answer("", path: "App.xcodeproj/project.pbxproj"))
        #expect(Self.answer(withSource + settings, path: "App.xcodeproj/project.pbxproj") != Self.answer(withSource, path: "App.xcodeproj/project.pbxproj"))
    }
}

@Suite struct RuntimeClassLookupNameTests {
    /// The quick test and the set the project's files are searched for name the same functions.
    @Test func theQuickTestAnswersAsTheSetDoes() {
        for name in ProjectFileTexts.runtimeClassLookups { #expect(ProjectFileTexts.isRuntimeClassLookup(name)) }
        for name in ["NSClassFromStrin", "nsClassFromString", "classNamed2", "objc_getclass", "", "body", "NSClassFromString "] {
            #expect(!ProjectFileTexts.isRuntimeClassLookup(name))
            #expect(!ProjectFileTexts.runtimeClassLookups.contains(name))
        }
    }
}

/// Whether a path holds `..` is read off its bytes; it says so exactly where a byte-by-byte look for two
/// dots in a row does, and (a dot with a combining mark after it aside, which it counts and Foundation's
/// character-wise search does not: a path so counted is only checked, never wrongly accepted) where
/// Foundation's `contains` did.
@Suite struct DoubleDotTests {
    static let paths = [
        "", ".", "..", "...", "a/b.swift", "../a.swift", "a/../b.swift", "a/..", "a.b.c", "a/.hidden/b", "..a",
        "a..", "é/..", "日本/a.swift", "a/.", "./a", "a/./b", "a.…", "a/.\u{301}./b",
    ]

    @Test(arguments: paths) func twoDotsInARowAreFound(path: String) {
        let bytes = Array(path.utf8)
        let byteByByte = bytes.indices.dropFirst().contains { bytes[$0 - 1] == 0x2E && bytes[$0] == 0x2E }
        #expect(ProjectFileTexts.hasDoubleDot(path) == byteByByte)
        if !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) {
            #expect(ProjectFileTexts.hasDoubleDot(path) == path.contains(".."))
        }
    }
}

/// The project's files are read for the names asked on both cores once there are enough of them: each
/// name is found in the same files, in the same order, as reading them in turn finds it.
@Suite struct ProjectFileTextsReadingTests {
    @Test func readingOnThreadsFindsWhatReadingInTurnFinds() throws {
        let root = try makeTemporaryFolder("stringsguard-file-texts")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var expected: [String: [String]] = ["ClockView": [], "TimerCell": [], "Absent": []]
        for number in 0..<150 {
            let folder = "Part\(number % 7)"
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            let relative = "\(folder)/File\(number).\(number % 5 == 0 ? "m" : "swift")"
            var text = "// file \(number)\n"
            if number % 3 == 0 { text += "let view = ClockView()\n"; expected["ClockView"]!.append(relative) }
            if number % 4 == 1 { text += "[TimerCell new];\n"; expected["TimerCell"]!.append(relative) }
            if number % 11 == 2 { text += "let other = ClockViews()\n" }
            try text.write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
        }
        let inTurn = ProjectFileTexts(root: root, filesWorthThreads: .max)
        let onThreads = ProjectFileTexts(root: root, filesWorthThreads: 1)
        inTurn.prepare(Set(expected.keys))
        onThreads.prepare(Set(expected.keys))
        for (word, files) in expected {
            let found = onThreads.files(holding: word).map(\.relative)
            #expect(found == inTurn.files(holding: word).map(\.relative), "\(word)")
            #expect(found.sorted() == files.sorted(), "\(word)")
        }
    }
}
