import Foundation
import Testing

/// With a prebuilt `Binaries/stringsguard.artifactbundle` (what `Scripts/release --vendor` puts there), the
/// plugins run that binary: an app using them builds nothing of StringsGuard. The bundle here holds the
/// `stringsguard` this test target was built with, beside a copy of the package's manifest, sources and
/// plugins, and the sample package depends on that copy.
@Suite(.timeLimit(.minutes(10)))
struct PrebuiltToolTests {
    @Test func theBuildPluginRunsThePrebuiltBinaryWithoutBuildingTheTool() throws {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stringsguard-prebuilt-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        // A path dependency is known by its folder's name, which the sample's `package: "StringsGuard"` must match.
        let package = folder.appendingPathComponent("StringsGuard")
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Plugins"] {
            try manager.copyItem(
                at: SamplePackageCopy.repositoryRoot.appendingPathComponent(item), to: package.appendingPathComponent(item))
        }
        let bundle = package.appendingPathComponent("Binaries/stringsguard.artifactbundle")
        let bin = bundle.appendingPathComponent("stringsguard-test/bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.copyItem(at: BuiltTool.executable, to: bin.appendingPathComponent("stringsguard"))
        #if os(macOS)
            let triples = #"["arm64-apple-macosx", "x86_64-apple-macosx"]"#
        #else
            var system = utsname()
            uname(&system)
            let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let triples = "[\"\(machine)-unknown-linux-gnu\"]"
        #endif
        try #"{"schemaVersion": "1.0", "artifacts": {"stringsguard": {"version": "0.0.0", "type": "executable", "variants": [{"path": "stringsguard-test/bin/stringsguard", "supportedTriples": \#(triples)}]}}}"#
            .write(to: bundle.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)

        let sample = folder.appendingPathComponent("SamplePackage")
        try manager.copyItem(at: SamplePackageCopy.fixture, to: sample)
        let manifest = sample.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #".package(path: "../../../..")"#, with: #".package(path: "../StringsGuard")"#)
            .write(to: manifest, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build"]
        process.currentDirectoryURL = sample
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // The binary ran: the sample's missing key fails the build, as it does with the tool built from source.
        #expect(process.terminationStatus != 0, "\(text)")
        #expect(text.contains("StringsGuard: checking strings of TimerWidgetKit"), "\(text)")
        #expect(text.contains("error: \"Take a break\" is shown by TimerWidgetKit"), "\(text)")
        // And nothing of StringsGuard was compiled for it: SwiftPM plans folders for its modules, but makes no
        // object file, module or executable of theirs (with the tool built from source, Checks.build holds dozens).
        let built = (try? manager.subpathsOfDirectory(atPath: sample.appendingPathComponent(".build").path)) ?? []
        #expect(built.contains { $0.hasSuffix("/Checks.build") }, "the build planned no StringsGuard module: \(built.prefix(20))")
        let compiled = built.filter { $0.hasSuffix(".o") || $0.hasSuffix(".swiftmodule") || $0.hasSuffix("/debug/stringsguard") }
        #expect(compiled.allSatisfy { $0.contains("TimerWidgetKit") }, "\(compiled)")
    }
}
