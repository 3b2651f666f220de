import _StringsGuardTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 13, item 3, for the files a command writes its output to (`check --output`, `--write-baseline`,
/// `--stamp`, `export --output`, `report --html`): a device is written into, never replaced by a file; a
/// symbolic link is written through; a folder, socket, FIFO nobody reads, dangling link, read-only or
/// hard-linked file is refused with one line, and nothing changes.
@Suite struct OutputTargetTests {
    struct OutputOption: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var testDescription: String { name }

        func arguments(writingTo destination: String) -> [String] { arguments + [destination] }
    }

    enum Destination: String, Sendable, CaseIterable {
        case devNull, devFull, folder, socket, fifoWithoutReader, danglingLink, readOnlyFile, hardLinkedFile
    }

    static let options: [OutputOption] = [
        OutputOption(name: "check --output", arguments: ["check", "--app", "App.xcstrings", "--widget", "App.xcstrings", "--output"]),
        OutputOption(name: "check --write-baseline", arguments: ["check", "--app", "App.xcstrings", "--widget", "App.xcstrings", "--write-baseline"]),
        OutputOption(name: "check --stamp", arguments: ["check", "--app", "App.xcstrings", "--widget", "App.xcstrings", "--stamp"]),
        OutputOption(name: "export --output", arguments: ["export", "--catalog", "App.xcstrings", "--language", "fr", "--output"]),
        OutputOption(name: "report --html", arguments: ["report", "--app", "App.xcstrings", "--widget", "App.xcstrings", "--html"]),
    ]

    static func prepared() throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        return workspace
    }

    @Test(arguments: options, Destination.allCases)
    func neverReplacesWhatIsNotARegularFile(_ option: OutputOption, _ destination: Destination) throws {
        let workspace = try Self.prepared()
        var target = "out.txt"
        var expected: String?
        switch destination {
        case .devNull:
            target = try deviceStandIn(for: "/dev/null", in: workspace.folder)
        case .devFull:
            #if os(Linux)
            target = try deviceStandIn(for: "/dev/full", in: workspace.folder)
            // An empty stamp writes nothing, which even a full device takes.
            expected = option.name == "check --stamp" ? nil : "cannot write: No space left on device"
            #else
            return
            #endif
        case .folder:
            try workspace.makeFolder(target)
            expected = "is a folder, not a regular file"
        case .socket:
            try workspace.makeSocket(target)
            expected = "is a socket, not a regular file"
        case .fifoWithoutReader:
            try workspace.makeFIFO(target)
            expected = "is a FIFO that nothing is reading; not writing to it"
        case .danglingLink:
            try workspace.makeLink(target, to: "missing/report.txt")
            expected = "is a symbolic link to a file that does not exist; not writing it"
        case .readOnlyFile:
            try workspace.write(target, "earlier report\n")
            #expect(chmod(workspace.path(target), 0o444) == 0)
            expected = "is read-only (mode 0444); not replacing it"
        case .hardLinkedFile:
            try workspace.write(target, "earlier report\n")
            #expect(link(workspace.path(target), workspace.path("other.txt")) == 0)
            expected = "has 2 hard links, which replacing it would split; not replacing it"
        }
        let before = try workspace.snapshot()
        let deviceBefore = destination == .devNull || destination == .devFull ? workspace.status(target) : nil
        let output = try workspace.run(option.arguments(writingTo: target))
        #expect(!output.hung)
        if let expected {
            #expect(output.standardError == "\(target): error: \(expected)\n")
            #expect(output.status == 2)
        } else {
            #expect(output.status == 0, "\(output.standardError)")
        }
        #expect(try workspace.snapshot() == before)
        if let deviceBefore {
            let after = try #require(workspace.status(target))
            #expect(after.st_mode & S_IFMT == S_IFCHR, "\(target) is still a character device")
            #expect(after.st_rdev == deviceBefore.st_rdev)
        }
    }

    @Test(arguments: options)
    func writesThroughASymbolicLinkToTheFileItNames(_ option: OutputOption) throws {
        let workspace = try Self.prepared()
        try workspace.write("reports/latest.txt", "earlier report\n")
        try workspace.makeLink("out.txt", to: "reports/latest.txt")
        let output = try workspace.run(option.arguments(writingTo: "out.txt"))
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("out.txt")) == "reports/latest.txt")
        // The same bytes as a plain write to a new file.
        let control = try workspace.run(option.arguments(writingTo: "control.txt"))
        #expect(control.status == 0)
        #expect(try workspace.bytes("reports/latest.txt") == workspace.bytes("control.txt"))
        #expect(try workspace.temporaryFiles() == [])
    }

    @Test(arguments: options)
    func writesIntoAFIFOThatIsRead(_ option: OutputOption) throws {
        let workspace = try Self.prepared()
        try workspace.makeFIFO("pipe")
        let reader = open(workspace.path("pipe"), O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let output = try workspace.run(option.arguments(writingTo: "pipe"))
        #expect(output.status == 0, "\(output.standardError)")
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer.prefix(count)
        }
        _ = try workspace.run(option.arguments(writingTo: "control.txt"))
        #expect(received == (try workspace.bytes("control.txt")))
        #expect(workspace.status("pipe").map { $0.st_mode & S_IFMT == S_IFIFO } == true)
    }
}
