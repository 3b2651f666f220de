import Foundation
import Testing

/// Issue 13, item 4: every reader takes only a regular file, opened without blocking, and never more than
/// its kind's limit. Each reader of the tool (catalogs through every command that takes one, the
/// configuration, the baseline, XLIFF, Swift sources, the pbxproj, Info.plist and workspace files) meets
/// each hostile input; each case must end at once with the one line naming it, exit 2, and leave every
/// file as it was.
@Suite struct ReadRefusalTests {
    /// Where a hostile file is put, and the command that reads it.
    struct Slot: Sendable {
        var name: String
        var path: String
        var kind: String
        var arguments: [String]
        var validContents: String
        var isSwiftSource = false
        var isProjectFile = false
    }

    enum Hostility: String, Sendable, CaseIterable {
        case fifo, linkToDevZero, linkToDevURandom, folder, socket, oversized
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var slot: Slot
        var hostility: Hostility
        var testDescription: String { "\(slot.name): \(hostility.rawValue)" }
    }

    static let oversizedLimit = "64K"
    static let oversizedSize = 100_000

    static let slots: [Slot] = [
        Slot(name: "format", path: "Hostile.xcstrings", kind: "catalogs", arguments: ["format", "Hostile.xcstrings"],
             validContents: Fixtures.widgetCatalog),
        Slot(name: "check --app", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["check", "--app", "Hostile.xcstrings", "--widget", "Widget.xcstrings"], validContents: Fixtures.appCatalog),
        Slot(name: "check --widget", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["check", "--app", "App.xcstrings", "--widget", "Hostile.xcstrings"], validContents: Fixtures.widgetCatalog),
        Slot(name: "check --config", path: "hostile.json", kind: "configuration files",
             arguments: ["check", "--config", "hostile.json"],
             validContents: Fixtures.configuration(app: "App.xcstrings", widget: "Widget.xcstrings")),
        Slot(name: "check --baseline", path: "hostile-baseline.json", kind: "baselines",
             arguments: ["check", "--app", "App.xcstrings", "--widget", "App.xcstrings", "--baseline", "hostile-baseline.json"],
             validContents: Fixtures.baseline),
        Slot(name: "import --catalog", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["import", "--catalog", "Hostile.xcstrings", "fr.xliff"], validContents: Fixtures.appCatalog),
        Slot(name: "import XLIFF", path: "hostile.xliff", kind: "XLIFF files",
             arguments: ["import", "--catalog", "App.xcstrings", "hostile.xliff"],
             validContents: Fixtures.xliff(for: "App.xcstrings")),
        Slot(name: "export --catalog", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["export", "--catalog", "Hostile.xcstrings", "--language", "fr"], validContents: Fixtures.appCatalog),
        Slot(name: "sync --from", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["sync", "--from", "Hostile.xcstrings", "--to", "Widget.xcstrings"], validContents: Fixtures.appCatalog),
        Slot(name: "sync --to", path: "Hostile.xcstrings", kind: "catalogs",
             arguments: ["sync", "--from", "App.xcstrings", "--to", "Hostile.xcstrings"], validContents: Fixtures.widgetCatalog),
        Slot(name: "check --widget-sources", path: "Sources/Hostile.swift", kind: "Swift sources",
             arguments: ["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--widget-sources", "Sources"],
             validContents: Fixtures.widgetSource, isSwiftSource: true),
        Slot(name: "sync --keys-from-sources", path: "Sources/Hostile.swift", kind: "Swift sources",
             arguments: ["sync", "--from", "App.xcstrings", "--to", "Widget.xcstrings", "--keys-from-sources", "Sources"],
             validContents: Fixtures.widgetSource, isSwiftSource: true),
        Slot(name: "project.pbxproj", path: "App.xcodeproj/project.pbxproj", kind: "Xcode project files",
             arguments: ["targets"], validContents: Fixtures.projectFile, isProjectFile: true),
        Slot(name: "Info.plist", path: "Info.plist", kind: "property lists", arguments: ["targets"],
             validContents: Fixtures.infoPlist, isProjectFile: true),
        Slot(name: "contents.xcworkspacedata", path: "W.xcworkspace/contents.xcworkspacedata", kind: "Xcode project files",
             arguments: ["targets"], validContents: Fixtures.workspace, isProjectFile: true),
    ]

    /// Every slot with every hostile input (a folder named `.swift` is walked as a folder, not read).
    static let cases: [Case] = slots.flatMap { slot in
        Hostility.allCases.filter { !(slot.isSwiftSource && $0 == .folder) }.map { Case(slot: slot, hostility: $0) }
    }

    static func prepare(_ workspace: HostileWorkspace, for slot: Slot) throws {
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: "App.xcstrings"))
        try workspace.write("Sources/Widget.swift", Fixtures.widgetSource)
        if slot.isProjectFile {
            try workspace.write("App.xcodeproj/project.pbxproj", Fixtures.projectFile)
            try workspace.write("Info.plist", Fixtures.infoPlist)
        }
    }

    @Test(arguments: cases)
    func refusesAtOnceWithOneLine(_ testCase: Case) throws {
        let workspace = try HostileWorkspace()
        let slot = testCase.slot
        try Self.prepare(workspace, for: slot)
        if FileManager.default.fileExists(atPath: workspace.path(slot.path)) {
            try FileManager.default.removeItem(atPath: workspace.path(slot.path))
        }
        var environment: [String: String] = [:]
        let expected: String
        switch testCase.hostility {
        case .fifo:
            try workspace.makeFIFO(slot.path)
            expected = "is a FIFO, not a regular file"
        case .linkToDevZero:
            try workspace.makeLink(slot.path, to: "/dev/zero")
            expected = "is a character device, not a regular file"
        case .linkToDevURandom:
            try workspace.makeLink(slot.path, to: "/dev/urandom")
            expected = "is a character device, not a regular file"
        case .folder:
            try workspace.makeFolder(slot.path)
            // `import` reads a folder as an exported .xcloc; an empty one has nothing to import.
            expected = slot.name == "import XLIFF"
                ? "has no Localized Contents/*.xliff; not an .xcloc Xcode could import either"
                : "is a folder, not a regular file"
        case .socket:
            try workspace.makeSocket(slot.path)
            expected = "is a socket, not a regular file"
        case .oversized:
            try workspace.write(slot.path, Fixtures.padded(slot.validContents, to: Self.oversizedSize, comment: slot.isSwiftSource))
            environment["STRINGSGUARD_MAX_FILE_SIZE"] = Self.oversizedLimit
            let size = try workspace.bytes(slot.path).count
            expected = "is \(size) bytes, over the limit of 64 KB for \(slot.kind) (--max-file-size or STRINGSGUARD_MAX_FILE_SIZE raises it)"
        }
        let before = try workspace.snapshot()
        let output = try workspace.run(slot.arguments, environment: environment)
        #expect(!output.hung)
        #expect(output.standardError == "\(slot.path): error: \(expected)\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(try workspace.snapshot() == before)
    }

    @Test(arguments: slots)
    func theSameFileWithinTheLimitIsRead(_ slot: Slot) throws {
        // The control for the oversized cases: padded but under the limit, every input is accepted, so
        // the refusals above are the limit's doing.
        let workspace = try HostileWorkspace()
        try Self.prepare(workspace, for: slot)
        try workspace.write(slot.path, Fixtures.padded(slot.validContents, to: 60_000, comment: slot.isSwiftSource))
        let output = try workspace.run(slot.arguments, environment: ["STRINGSGUARD_MAX_FILE_SIZE": Self.oversizedLimit])
        #expect(!output.hung)
        #expect(!output.standardError.contains("error:"), "\(output.standardError)")
        #expect(output.status == 0 || output.status == 1)
    }

    @Test func aMalformedLimitIsOneLineNotIgnored() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        let before = try workspace.snapshot()
        let output = try workspace.run(["format", "App.xcstrings"], environment: ["STRINGSGUARD_MAX_FILE_SIZE": "lots"])
        #expect(output.standardError == "error: STRINGSGUARD_MAX_FILE_SIZE must be a size such as 512M, 2G or 65536, not 'lots'\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    #if os(Linux)
    @Test func aFileThatHoldsMoreThanItsSizeSaysIsCutAtTheLimit() throws {
        // /proc files report size 0: a reader trusting fstat, or reading to the end, would be fooled.
        let workspace = try HostileWorkspace()
        let output = try workspace.run(["check", "--config", "/proc/self/maps"], environment: ["STRINGSGUARD_MAX_FILE_SIZE": "100"])
        #expect(output.standardError == "/proc/self/maps: error: grew past the limit of 100 bytes for configuration files while it was read\n")
        #expect(output.status == 2)
    }
    #endif
}
