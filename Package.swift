// swift-tools-version:6.0
import Foundation
import PackageDescription

// The plugins run `stringsguard`. With a prebuilt Binaries/stringsguard.artifactbundle beside this
// manifest (Scripts/release makes one), they run that binary, and an app using them no longer builds the
// tool from source; without it they build the `stringsguard` target as before.
let prebuiltBundle = "Binaries/stringsguard.artifactbundle"
let hasPrebuiltTool = FileManager.default.fileExists(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(prebuiltBundle + "/info.json").path)
let pluginTool: Target.Dependency = hasPrebuiltTool ? "StringsGuardTool" : "stringsguard"

// One library module per concern; the executable only parses arguments and prints.
// Only SafeXML sees libxml2 (through CLibXML2), so every other module builds anywhere Swift does: the
// modules that read a project's XML ask XMLDocuments for a reader, which SafeXML installs.
let package = Package(
    name: "StringsGuard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stringsguard", targets: ["stringsguard"]),
        // The check session and everything it runs, without libxml2.
        .library(name: "StringsGuardKit", targets: [
            "Diagnostics", "SafeFiles", "JSON", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "FormatSpecifiers",
            "Resolution", "SourceScanning", "XMLDocuments", "StringsTables", "XcodeProject", "ProjectConfiguration", "Checks",
            "Reporting", "StringsGuardKit",
        ]),
        // libxml2 for the XML a project holds (workspaces, Info.plists, .stringsdict): SafeXMLTreeReader.install().
        .library(name: "StringsGuardXML", targets: ["SafeXML"]),
        // The translators' round trip: .xcloc/XLIFF export and import.
        .library(name: "StringsGuardXLIFF", targets: ["XLIFF"]),
        .plugin(name: "StringsGuardBuildPlugin", targets: ["StringsGuardBuildPlugin"]),
        .plugin(name: "LintStrings", targets: ["LintStrings"]),
        .plugin(name: "FixStrings", targets: ["FixStrings"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),

        .target(name: "Diagnostics"),
        // Read-only file mappings that a file truncated under them cannot crash (a SIGBUS handler in C).
        .target(name: "CFileMapping"),
        // Every file read and write of the tool: regular files only, bounded reads, locked atomic writes.
        .target(name: "SafeFiles", dependencies: ["Diagnostics", "CFileMapping"]),
        // JSON read with positions and written as Xcode and the reports want it.
        .target(name: "JSON", dependencies: ["Diagnostics", "SafeFiles"]),
        .target(name: "StringCatalog", dependencies: ["Diagnostics", "SafeFiles", "JSON", "LocaleMatching"]),
        .target(name: "Bidi"),
        .target(name: "PluralRules"),
        .target(name: "LocaleMatching"),
        .target(name: "FormatSpecifiers"),
        .target(name: "Resolution", dependencies: ["Diagnostics", "JSON", "StringCatalog", "PluralRules", "LocaleMatching", "FormatSpecifiers"]),
        .target(name: "SourceScanning", dependencies: ["Diagnostics", "SafeFiles"]),
        // XML element trees and property lists as values, read through the XML reader installed.
        .target(name: "XMLDocuments", dependencies: ["Diagnostics", "SafeFiles"]),
        // The only module that sees libxml2: XML read with entities and network off, and written.
        .target(name: "SafeXML", dependencies: ["CLibXML2", "Diagnostics", "SafeFiles", "XMLDocuments"]),
        // Legacy `.strings`/`.stringsdict` tables in `xx.lproj` folders, read as (read-only) catalogs.
        .target(name: "StringsTables", dependencies: ["Diagnostics", "SafeFiles", "StringCatalog", "FormatSpecifiers", "XMLDocuments"]),
        .target(name: "XLIFF", dependencies: [
            "Diagnostics", "SafeFiles", "JSON", "StringCatalog", "PluralRules", "LocaleMatching", "FormatSpecifiers",
            "SafeXML", "XMLDocuments",
        ]),
        .target(name: "XcodeProject", dependencies: ["Diagnostics", "SafeFiles", "XMLDocuments", "SourceScanning"]),
        // The configuration file and the baseline, below the rules: the known rule IDs are passed in.
        .target(name: "ProjectConfiguration", dependencies: ["Diagnostics", "SafeFiles", "JSON", "LocaleMatching", "SourceScanning"]),
        .target(name: "Checks", dependencies: [
            "Diagnostics", "SafeFiles", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "FormatSpecifiers",
            "SourceScanning", "ProjectConfiguration",
        ]),
        .target(name: "Reporting", dependencies: ["Diagnostics", "JSON", "SafeFiles"]),
        // The check session: configuration discovery, project loading, baseline, changed lines, report input.
        .target(name: "StringsGuardKit", dependencies: [
            "Diagnostics", "SafeFiles", "JSON", "StringCatalog", "LocaleMatching", "SourceScanning", "StringsTables",
            "XcodeProject", "ProjectConfiguration", "Checks", "Reporting",
        ]),
        .executableTarget(name: "stringsguard", dependencies: [
            "Diagnostics", "SafeFiles", "JSON", "StringCatalog", "Bidi", "PluralRules",
            "Resolution", "SafeXML", "XLIFF", "XcodeProject", "ProjectConfiguration", "Checks", "Reporting",
            "StringsGuardKit",
        ]),
        .plugin(name: "StringsGuardBuildPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        .plugin(
            name: "LintStrings",
            capability: .command(intent: .custom(verb: "lint-strings", description: "Check the package's string catalogs")),
            dependencies: [pluginTool]),
        .plugin(
            name: "FixStrings",
            capability: .command(
                intent: .custom(verb: "fix-strings", description: "Format catalogs and copy missing widget strings"),
                permissions: [.writeToPackageDirectory(reason: "Rewrites .xcstrings catalogs in Xcode's formatting and adds missing widget strings")]),
            dependencies: [pluginTool]),

        // Measures our readers and engines against their peers; see Scripts/bench and BENCHMARKS.md.
        .executableTarget(name: "stringsguard-bench", dependencies: ["Diagnostics", "SafeFiles", "JSON", "StringCatalog", "Bidi", "StringsTables", "SourceScanning"]),

        // Helpers several test targets share (not API, hence the underscore).
        .target(name: "_StringsGuardTestSupport", dependencies: ["Diagnostics", "StringCatalog"]),
        // Fuzzing: one function per reader or engine, libFuzzer's entry point (Scripts/fuzz), and every
        // saved input replayed by `swift test`; see Tests/FuzzRegressionTests/README.md.
        .target(name: "FuzzTargets", dependencies: [
            "Diagnostics", "SafeFiles", "JSON", "StringCatalog", "Bidi", "PluralRules", "FormatSpecifiers",
            "SourceScanning", "XMLDocuments", "SafeXML", "StringsTables", "XLIFF", "XcodeProject",
        ]),
        .executableTarget(name: "stringsguard-fuzz", dependencies: ["FuzzTargets"]),

        // Keeps docs/ARCHITECTURE.md's module table true to this file.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "Diagnostics", "_StringsGuardTestSupport"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["Diagnostics", "SafeFiles", "JSON", "StringCatalog", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BidiTests", dependencies: ["Bidi", "_StringsGuardTestSupport"], exclude: ["Data"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules", "_StringsGuardTestSupport"]),
        .testTarget(name: "LocaleMatchingTests", dependencies: ["LocaleMatching"]),
        .testTarget(name: "FormatSpecifiersTests", dependencies: ["FormatSpecifiers", "_StringsGuardTestSupport"]),
        .testTarget(name: "ResolutionTests", dependencies: ["Diagnostics", "StringCatalog", "FormatSpecifiers", "Resolution", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SourceScanningTests", dependencies: ["Diagnostics", "SafeFiles", "SourceScanning", "_StringsGuardTestSupport"]),
        // Fixtures hold sample Xcode projects whose .swift files must not compile into the tests.
        .testTarget(name: "XcodeProjectTests", dependencies: ["Diagnostics", "XcodeProject", "SafeXML", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SafeXMLTests", dependencies: ["SafeXML", "Diagnostics", "XMLDocuments", "_StringsGuardTestSupport"]),
        // The checks and `resolve` run on a legacy table and on its hand-written catalog twin must agree.
        .testTarget(name: "StringsTablesTests", dependencies: [
            "Diagnostics", "StringCatalog", "Resolution", "SourceScanning", "StringsTables",
            "ProjectConfiguration", "Checks", "SafeXML", "XMLDocuments", "_StringsGuardTestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "XLIFFTests", dependencies: [
            "Diagnostics", "SafeFiles", "StringCatalog", "SafeXML", "XLIFF", "_StringsGuardTestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "ChecksTests", dependencies: [
            "Diagnostics", "SafeFiles", "ProjectConfiguration", "StringCatalog", "FormatSpecifiers", "Checks", "SourceScanning", "StringsGuardKit", "Bidi", "PluralRules",
            "_StringsGuardTestSupport",
        ]),
        // The check session's own behaviour: suppressions, the exit policy, init, the upward search, notices.
        .testTarget(name: "StringsGuardKitTests", dependencies: [
            "Diagnostics", "JSON", "SafeFiles", "SafeXML", "SourceScanning", "StringCatalog", "StringsTables", "XcodeProject",
            "Checks", "Reporting", "StringsGuardKit", "_StringsGuardTestSupport",
        ]),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "Diagnostics", "JSON", "_StringsGuardTestSupport"], exclude: ["Schemas"]),
        .testTarget(name: "CLITests", dependencies: ["stringsguard", "_StringsGuardTestSupport"], exclude: ["Golden", "Fixtures"]),
        // Runs the built tool on FIFOs, devices, oversized, read-only and hard-linked files, concurrent
        // writers and signals mid-write (issue 13, items 2 to 4).
        .testTarget(name: "HostileInputTests", dependencies: ["stringsguard", "SafeFiles", "_StringsGuardTestSupport"]),
        // Fixtures hold a sample package that PluginTests builds with `swift build` in a temporary copy.
        .testTarget(name: "PluginTests", dependencies: ["stringsguard"], exclude: ["Fixtures"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"], exclude: ["Inputs", "README.md"]),
    ],
    swiftLanguageModes: [.v6]
)

if hasPrebuiltTool {
    package.targets.append(.binaryTarget(name: "StringsGuardTool", path: prebuiltBundle))
}
