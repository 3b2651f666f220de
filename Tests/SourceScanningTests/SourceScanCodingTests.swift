import Diagnostics
import Foundation
import SafeFiles
import Testing
@testable import SourceScanning

/// Scans kept in the derived-data cache come back equal to the scans made: every property of every part,
/// for sources that fill each of them. A property added to a scan without being coded fails here.
@Suite struct SourceScanCodingTests {
    static let source = #"""
        import SwiftUI
        import Charts

        extension Bundle {
            static let currentSPM = Bundle.module
        }

        @main
        struct TimerWidgets: WidgetBundle {
            var body: some Widget { TimerWidget() }
        }

        struct Row: View {
            let title: LocalizedStringKey
            var minutes: Int
            var body: some View {
                HStack {
                    Text("Left \(minutes) min", tableName: "Timer", bundle: .currentSPM, comment: "A countdown")
                    Text(timerInterval: Date()...Date()).environment(\.layoutDirection, .leftToRight)
                    Text(verbatim: name ?? "Unknown")
                    Label("Pause", systemImage: "pause")
                    row("Routine key")
                }
            }
            func row(_ key: LocalizedStringKey) -> some View { Text(key) }
        }

        struct RestActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RestAttributes.self) { context in
                    Text("Resting")
                    Text(timerInterval: context.state.range)
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("Rest") } } compactLeading: { Text("R") }
                        compactTrailing: { Text("R") } minimal: { Text("R") }
                }
            }
        }

        struct Start: AppIntent {
            static var title: LocalizedStringResource = "Start focus"
            func perform() async throws -> some IntentResult { .result() }
        }

        enum Mood: String { case calm, tense }
        let status = "status." + rawValue
        let prefix = "asset.material:\(tag)"
        let joined = "status.error." + code
        #if FANCY_FLAG
        let fancy = Text("Fancy")
        #elseif arch(arm64)
        let arm = Text("Arm")
        #endif
        func tr(_ key: String) -> String { key }
        let routine = L10n.tr("Localizable", "routine.key")
        let amount = NSLocalizedString("AMOUNT_AND_UNIT", value: "%1$@ %2$@", comment: "")
        let helper = WindowGroup("helper") { EmptyView() }
        let found = windows.first { $0.title == "helper" }
        enum Copy {
            static func greeting() -> String { NSLocalizedString("greeting.key", comment: "") }
            static let farewell = "farewell.key"
            static let appName: String = ProcessInfo.processInfo.processName
            static func named(_ key: String.LocalizationValue) -> String { String(format: String(localized: key), appName) }
        }
        let pinned = String(format: String(localized: "pinned.key"), Copy.appName, locale: .current)
        let named = Copy.named("named.key")
        """#

    static func scans() throws -> [SourceScan] {
        let file = try SwiftSourceFile(source: source, path: "Sources/Row.swift")
        let routines = [LocalizationRoutine(name: "L10n.tr", keyArgument: 2, tableArgument: 1)]
        return try [
            SwiftSourceScanner.scan(file, environment: BuildEnvironment(platform: .iOS), routines: routines),
            SwiftSourceScanner.scan(
                file, environment: BuildEnvironment(platform: .watchOS, compilationConditions: ["FANCY_FLAG"]), routines: routines),
        ]
    }

    @Test func aScanComesBackEqual() throws {
        for scan in try Self.scans() {
            #expect(!scan.localizableUses.isEmpty && !scan.declarations.isEmpty && !scan.referencedNames.isEmpty && !scan.conformances.isEmpty)
            #expect(scan.windowTitleIdentifiers == ["helper"])
            #expect(scan.staticMemberOnlyTexts == ["greeting": ["greeting.key"], "Copy.farewell": ["farewell.key"]])
            #expect(scan.localizableUses.first { $0.key == "pinned.key" }?.formatValues?.map(\.expression) == ["Copy.appName"])
            #expect(scan.localizableParameters.first { $0.callee == "named" }?.formatValues?.map(\.specifier) == ["%@"])
            #expect(scan.literalArguments.contains { $0.use.key == "named.key" })
            var writer = BinaryWriter()
            scan.encode(into: &writer)
            var reader = BinaryReader(writer.bytes)
            let decoded = try SourceScan(from: &reader)
            #expect(reader.isAtEnd)
            #expect(decoded == scan)
            // Equal scans are equal bytes: sets and dictionaries are written sorted.
            var again = BinaryWriter()
            decoded.encode(into: &again)
            #expect(again.bytes == writer.bytes)
        }
    }

    /// The cache writes a scan with each distinct string once (`BinaryWriter(numberingStrings:)`).
    @Test func aScanWithNumberedStringsComesBackEqualAndSmaller() throws {
        for scan in try Self.scans() {
            var plain = BinaryWriter()
            scan.encode(into: &plain)
            var writer = BinaryWriter(numberingStrings: true)
            scan.encode(into: &writer)
            let bytes = writer.bytesWithNumberedStrings
            #expect(bytes.count < plain.bytes.count)
            var reader = BinaryReader(bytes)
            try reader.readNumberedStrings()
            #expect(try SourceScan(from: &reader) == scan)
            #expect(reader.isAtEnd)
            for length in stride(from: 0, to: bytes.count, by: 7) {
                var cut = BinaryReader(Array(bytes.prefix(length)))
                #expect(throws: BinaryReader.Malformed.self, "cut at \(length)") {
                    try cut.readNumberedStrings()
                    _ = try SourceScan(from: &cut)
                }
            }
        }
    }

    @Test func everyCutOfAScanIsRefused() throws {
        let scan = try #require(try Self.scans().first)
        var writer = BinaryWriter()
        scan.encode(into: &writer)
        for length in 0..<writer.bytes.count {
            var reader = BinaryReader(Array(writer.bytes.prefix(length)))
            #expect(throws: BinaryReader.Malformed.self, "cut at \(length)") { _ = try SourceScan(from: &reader) }
        }
    }

    /// The coder writes each stored property by name; a new one must be added to it (and the cache's format
    /// version bumped), or cached scans would silently lack it.
    @Test func theCoderKnowsEveryStoredProperty() throws {
        let scan = try #require(try Self.scans().first)
        #expect(Mirror(reflecting: scan).children.compactMap(\.label) == [
            "path", "localizableUses", "timerViews", "declarations", "unknownConditions", "bundleAliases",
            "localizableParameters", "literalTexts", "literalPatterns", "liveActivityOnlyTexts", "staticMemberOnlyTexts",
            "publicStaticMembers", "readsTableNamedElsewhere", "windowTitleIdentifiers",
            "literalArguments", "declaredNames",
            "topLevelDeclaredNames", "referencedNames", "referencesOutsideMembers", "memberReferences", "systemEntryTypes",
            "conformances", "declaresEntryPoint", "declaresOnlyNamedTypes", "declaresOnlyValueTypes",
        ])
        let use = try #require(scan.localizableUses.first)
        #expect(Mirror(reflecting: use).children.compactMap(\.label) == [
            "kind", "segments", "table", "comment", "location", "bundle", "isCertain", "memberName", "enclosingType",
            "defaultValue", "liveActivityAttributes", "formatValues",
        ])
        #expect(Mirror(reflecting: LocalizableUse.Placeholder(expression: "a", specifier: nil)).children.compactMap(\.label) == [
            "expression", "specifier", "referencePath",
        ])
        #expect(Mirror(reflecting: TimerView(kind: .digitStack, location: use.location, isPinnedLeftToRight: true)).children.compactMap(\.label) == [
            "kind", "location", "isPinnedLeftToRight", "liveActivityAttributes",
        ])
        #expect(Mirror(reflecting: SymbolDeclaration(name: "a", typeName: "b", location: use.location)).children.compactMap(\.label) == [
            "name", "typeName", "location", "isMember",
        ])
        #expect(Mirror(reflecting: LocalizableParameter(callee: "a", label: nil, position: 0)).children.compactMap(\.label) == [
            "callee", "label", "position", "formatValues",
        ])
        #expect(Mirror(reflecting: LiteralPattern(prefix: "a", suffix: "b")).children.compactMap(\.label) == ["prefix", "suffix", "spelling"])
        #expect(Mirror(reflecting: UnknownBuildCondition(location: use.location, condition: "c")).children.compactMap(\.label) == [
            "location", "condition",
        ])
        #expect(Mirror(reflecting: StringsGuardComment(location: use.location, text: "t")).children.compactMap(\.label) == [
            "location", "text",
        ])
        #expect(Mirror(reflecting: InputError("m", path: "p")).children.compactMap(\.label) == ["location", "path", "message"])
    }

    @Test func theScanCacheWithAFolderScansAsWithout() throws {
        let folder = NSTemporaryDirectory() + "stringsguard-scan-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Row.swift"
        try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
        let broken = folder + "/Broken.swift"
        try "let a = \"unterminated\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let environments = [BuildEnvironment(platform: .iOS), BuildEnvironment(platform: .macOS, compilationConditions: ["FANCY_FLAG"])]
        let expected = environments.map { environment in SourceScanCache().scan(paths: [path, broken], environment: environment) }
        for _ in 0..<2 {
            let cache = CacheFolder(folder: folder + "/cache", salt: [1])
            let scanner = SourceScanCache(folder: cache)
            let scanned = environments.map { environment in scanner.scan(paths: [path, broken], environment: environment) }
            #expect(scanned.map { $0.map(\.description) } == expected.map { $0.map(\.description) })
            #expect(zip(scanned.joined(), expected.joined()).allSatisfy { lhs, rhs in
                switch (lhs, rhs) {
                case (.success(let a), .success(let b)): return a == b
                case (.failure(let a), .failure(let b)): return a == b
                default: return false
                }
            })
            cache.save()
        }
    }
}

extension SourceScanCodingTests {
    /// Builds that scan a file alike keep its scan byte for byte the same, and a run decodes it once for all
    /// of them; a file whose `#if` tells them apart keeps a scan of its own per build, each decoded for
    /// its build.
    @Test func buildsThatKeepAFileAlikeShareOneDecodingAndOthersKeepTheirOwn() throws {
        let folder = NSTemporaryDirectory() + "stringsguard-scan-shared-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let plain = folder + "/Plain.swift"
        try #"struct P: View { var body: some View { Text("Plain title") } }"#.write(toFile: plain, atomically: true, encoding: .utf8)
        let conditional = folder + "/Conditional.swift"
        try """
            struct C: View {
                var body: some View {
                    #if FANCY_FLAG
                    Text("Fancy title")
                    #else
                    Text("Plain title")
                    #endif
                }
            }
            """.write(toFile: conditional, atomically: true, encoding: .utf8)
        let environments = [
            BuildEnvironment(platform: .iOS), BuildEnvironment(platform: .iOS, compilationConditions: ["FANCY_FLAG"]),
            BuildEnvironment(platform: .iOS, compilationConditions: ["OTHER"]),
        ]
        let expected = environments.map { SourceScanCache().scan(paths: [plain, conditional], environment: $0) }
        let keys = expected.map { scans in scans.map { (try? $0.get())?.localizableUses.map(\.key) ?? [] } }
        #expect(keys.map { $0[0] } == [["Plain title"], ["Plain title"], ["Plain title"]])
        #expect(keys.map { $0[1] } == [["Plain title"], ["Fancy title"], ["Plain title"]])
        for _ in 0..<3 {
            let cache = CacheFolder(folder: folder + "/cache", salt: [2])
            let scanner = SourceScanCache(folder: cache)
            let scanned = environments.map { scanner.scan(paths: [plain, conditional], environment: $0) }
            #expect(zip(scanned.joined(), expected.joined()).allSatisfy { lhs, rhs in
                switch (lhs, rhs) {
                case (.success(let a), .success(let b)): return a == b
                default: return false
                }
            })
            cache.save()
        }
    }

    @Test func aDecodedScanIsFoundAgainOnlyByTheSameBytes() throws {
        let scan = try SourceScanCache().scan(paths: [Self.writeTemporary(Self.source)], environment: BuildEnvironment(platform: .iOS))[0].get()
        let decoded = DecodedScans()
        let kept: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        let answer = InputLog.DerivedAnswer(hash: 42, positions: [3])
        var decodings = 0
        func decode() -> DecodedScans.Decoded? {
            decodings += 1
            return (.success(scan), answer)
        }
        #expect(decoded.scan(path: "/a/Row.swift", keptAs: BinaryReader(kept), decode: decode)?.answer == answer)
        #expect(decodings == 1)
        // The same bytes, read from another array or another part of one, find it without decoding.
        #expect(decoded.scan(path: "/a/Row.swift", keptAs: BinaryReader(kept), decode: decode)?.answer == answer)
        #expect(decoded.scan(path: "/a/Row.swift", keptAs: BinaryReader([0, 0] + kept, range: 2..<11), decode: decode) != nil)
        #expect(decodings == 1)
        // Another file's value, or other bytes, are decoded; a value that does not decode is not kept.
        _ = decoded.scan(path: "/b/Row.swift", keptAs: BinaryReader(kept), decode: decode)
        _ = decoded.scan(path: "/a/Row.swift", keptAs: BinaryReader(kept.dropLast() + [10]), decode: decode)
        _ = decoded.scan(path: "/a/Row.swift", keptAs: BinaryReader(Array(kept.dropLast())), decode: decode)
        #expect(decodings == 4)
        #expect(decoded.scan(path: "/c/Row.swift", keptAs: BinaryReader(kept), decode: { nil }) == nil)
        #expect(decoded.scan(path: "/c/Row.swift", keptAs: BinaryReader(kept), decode: decode) != nil)
        #expect(decodings == 5)
    }

    static func writeTemporary(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "stringsguard-row-" + UUID().uuidString + ".swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

extension Result where Success == SourceScan, Failure == InputError {
    var description: String {
        switch self {
        case .success(let scan): return "scan of \(scan.path)"
        case .failure(let error): return error.description
        }
    }
}
