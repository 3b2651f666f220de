import Diagnostics
import Foundation
import Testing
@testable import SourceScanning

/// A throwaway folder of Swift files; fixtures cannot live as `.swift` files inside the test target,
/// where SwiftPM would compile them.
private struct TemporaryTarget {
    let root: String

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("SourceScanningTests-\(UUID().uuidString)").path
        for (relativePath, contents) in files {
            let path = root + "/" + relativePath
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct DirectoryScanTests {
    @Test func scansSwiftFilesInPathOrderSkippingHiddenAndBuildFolders() throws {
        let target = try TemporaryTarget(files: [
            "Widget/Views/TimerView.swift": #"""
                struct TimerView: View {
                    let context: ActivityViewContext<TimerAttributes>
                    var body: some View {
                        Text("Cycle \(context.state.cycle) of \(context.state.total)")
                        Text(timerInterval: context.state.range)
                    }
                }
                """#,
            "Widget/Attributes.swift": #"""
                struct TimerAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        var cycle: Int
                        var total: Int
                    }
                }
                """#,
            "Widget/Broken.swift": "let a = 1\nlet b = \"never closed\n",
            "Widget/Intent.swift": #"let title: LocalizedStringResource = "Start""#,
            "Widget/.hidden/Hidden.swift": #"Text("Hidden")"#,
            "Widget/.build/Built.swift": #"Text("Built")"#,
            "Widget/README.md": #"Text("Not Swift")"#,
        ])
        defer { target.remove() }
        let scan = try SwiftSourceScanner.scanDirectory(target.root + "/Widget")
        #expect(scan.files.map { ($0.path as NSString).lastPathComponent } == ["Attributes.swift", "Intent.swift", "TimerView.swift"])
        #expect(scan.errors.count == 1)
        #expect(scan.errors.first?.location == SourceLocation(file: target.root + "/Widget/Broken.swift", line: 2, column: 9))
        #expect(scan.localizableUses.map(\.key) == ["Start", "Cycle %lld of %lld"])
        #expect(scan.localizableUses.allSatisfy { !$0.hasUnknownPlaceholders })
        #expect(scan.timerViews.count == 1)
        #expect(scan.timerViews.first?.location == SourceLocation(file: target.root + "/Widget/Views/TimerView.swift", line: 5, column: 9))
    }

    @Test func parallelScanKeepsTheGivenOrder() throws {
        var files: [String: String] = [:]
        for index in 0..<24 {
            files[String(format: "File%02d.swift", index)] = "Text(\"Key \(index)\")\n"
        }
        let target = try TemporaryTarget(files: files)
        defer { target.remove() }
        let paths = try SwiftSourceScanner.swiftFiles(in: target.root).reversed().map { $0 }
        let scan = SwiftSourceScanner.scan(files: paths)
        #expect(scan.localizableUses.map(\.key) == (0..<24).reversed().map { "Key \($0)" })
    }

    @Test func missingInputsAreInputErrors() {
        #expect(throws: InputError.self) { try SwiftSourceScanner.scanDirectory("/nonexistent/folder/for/scanning") }
        #expect(throws: InputError.self) { try SwiftSourceScanner.scan(path: "/nonexistent/file.swift") }
        let scan = SwiftSourceScanner.scan(files: ["/nonexistent/file.swift"])
        #expect(scan.errors.map(\.path) == ["/nonexistent/file.swift"])
    }
}

@Suite struct SourceScanCacheTests {
    private let source = #"""
        struct Face: View {
            var body: some View {
                #if os(watchOS)
                Text("Wrist")
                #else
                Text("Phone")
                #endif
            }
        }
        """#

    @Test func eachPlatformScansItsOwnClausesFromOneCache() throws {
        let target = try TemporaryTarget(files: ["Face.swift": source])
        defer { target.remove() }
        let cache = SourceScanCache()
        let path = target.root + "/Face.swift"
        let phone = try cache.scan(path: path, environment: BuildEnvironment(platform: .iOS)).get()
        let wrist = try cache.scan(path: path, environment: BuildEnvironment(platform: .watchOS)).get()
        let phoneAgain = try cache.scan(path: path, environment: BuildEnvironment(platform: .iOS)).get()
        #expect(phone.localizableUses.map(\.key) == ["Phone"])
        #expect(wrist.localizableUses.map(\.key) == ["Wrist"])
        #expect(phoneAgain == phone)
    }

    /// The cache keeps a file's `#if` structure, not its tokens, and reads the file again for a build it has
    /// not scanned: if the file changed in between, that build is scanned from what it holds now.
    @Test func aBuildScannedAfterTheFileChangedReadsItAgainWholly() throws {
        let target = try TemporaryTarget(files: ["Face.swift": source])
        defer { target.remove() }
        let cache = SourceScanCache()
        let path = target.root + "/Face.swift"
        _ = try cache.scan(path: path, environment: BuildEnvironment(platform: .iOS)).get()
        try Data(#"struct Other: View { var body: some View { Text("Rewritten") } }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let wrist = try cache.scan(path: path, environment: BuildEnvironment(platform: .watchOS)).get()
        #expect(wrist.localizableUses.map(\.key) == ["Rewritten"])
    }

    @Test func aFileThatCannotBeLexedGivesTheSameErrorEveryTime() throws {
        let target = try TemporaryTarget(files: ["Broken.swift": "let text = \"unterminated\n"])
        defer { target.remove() }
        let cache = SourceScanCache()
        let path = target.root + "/Broken.swift"
        let first = cache.scan(path: path, environment: BuildEnvironment(platform: .iOS))
        let second = cache.scan(path: path, environment: BuildEnvironment(platform: .watchOS))
        guard case .failure(let error) = first, case .failure(let again) = second else {
            Issue.record("expected a lexing error, got \(first) and \(second)")
            return
        }
        #expect(error.description.hasSuffix("error: unterminated string literal"))
        #expect(again == error)
    }
}
