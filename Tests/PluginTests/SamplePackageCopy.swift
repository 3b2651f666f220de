import Foundation

/// A fresh copy of `Fixtures/SamplePackage` in a temporary folder, and the `swift build` and
/// `swift package` runs that exercise StringsGuard's plugins on it, as a user of the package would.
struct SamplePackageCopy {
    /// What one `swift` invocation printed (standard output and error, interleaved) and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var seconds: Double
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("SamplePackage")

    /// Kept between runs and shared by every copy, so StringsGuard is compiled for the sample once per
    /// machine rather than once per test: a scratch folder, and a link named StringsGuard to this
    /// checkout (a path dependency is known by its folder's name, whatever the checkout is called).
    /// Named after the checkout's path so two checkouts never share one.
    static let sharedFolder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("stringsguard-plugin-tests-\(stableHash(of: repositoryRoot.path))")
    static let scratchPath = sharedFolder.appendingPathComponent("scratch")
    static let dependencyLink = sharedFolder.appendingPathComponent("StringsGuard")

    /// The temporary folder holding the copy; its name is unique, so it tells this copy's paths apart.
    let root: URL
    var directory: URL { root.appendingPathComponent("SamplePackage") }
    var sourcesDirectory: URL {
        directory.appendingPathComponent("Sources").appendingPathComponent("TimerWidgetKit")
    }
    var catalog: URL { sourcesDirectory.appendingPathComponent("Localizable.xcstrings") }

    init() throws {
        try Self.prepareSharedFolder()
        root = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("stringsguard-plugin-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: directory)

        let manifest = directory.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let relativeDependency = #".package(path: "../../../..")"#
        guard text.contains(relativeDependency) else {
            throw FixtureError(message: "the sample's Package.swift no longer declares \(relativeDependency)")
        }
        let linked = text.replacingOccurrences(
            of: relativeDependency, with: ".package(path: \"\(Self.dependencyLink.path)\")")
        try linked.write(to: manifest, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// `swift build` of the copy.
    func build() throws -> Run {
        try runSwift(["build", "--scratch-path", Self.scratchPath.path])
    }

    /// `swift package ARGUMENTS` on the copy, sharing the build's scratch folder.
    func package(_ arguments: [String]) throws -> Run {
        try runSwift(["package", "--scratch-path", Self.scratchPath.path] + arguments)
    }

    private func runSwift(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let start = ContinuousClock.now
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Printed so CI logs show what these builds cost on every run.
        print("PluginTests: swift \(arguments.joined(separator: " ")) took \(String(format: "%.1f", seconds)) s")
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), seconds: seconds)
    }

    private static func prepareSharedFolder() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: sharedFolder, withIntermediateDirectories: true)
        if let destination = try? manager.destinationOfSymbolicLink(atPath: dependencyLink.path),
            destination == repositoryRoot.path
        {
            return
        }
        try? manager.removeItem(at: dependencyLink)
        try manager.createSymbolicLink(at: dependencyLink, withDestinationURL: repositoryRoot)
    }

    /// FNV-1a of the text: unlike `hashValue`, the same in every process.
    private static func stableHash(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Runs the `stringsguard` this test target depends on, built beside the test bundle.
enum BuiltTool {
    static var executable: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("stringsguard")
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("stringsguard")
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
