// swift-tools-version:6.0
import PackageDescription

// One library module per concern; the executable only parses arguments and prints.
// Only SafeXML sees libxml2 (through CLibXML2), so every other module builds anywhere Swift does.
let package = Package(
    name: "StringsGuard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stringsguard", targets: ["stringsguard"]),
        .library(name: "StringsGuardKit", targets: [
            "Diagnostics", "SafeFiles", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning", "SafeXML", "XcodeProject", "XLIFF", "Checks", "Reporting", "StringsGuardKit",
        ]),
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
        // Every file read and write of the tool: regular files only, bounded reads, locked atomic writes.
        .target(name: "SafeFiles", dependencies: ["Diagnostics"]),
        .target(name: "StringCatalog", dependencies: ["Diagnostics", "SafeFiles", "LocaleMatching"]),
        .target(name: "Bidi"),
        .target(name: "PluralRules"),
        .target(name: "LocaleMatching"),
        .target(name: "Formatting"),
        .target(name: "Resolution", dependencies: [
            "Diagnostics", "StringCatalog", "PluralRules", "LocaleMatching", "Formatting",
        ]),
        .target(name: "SourceScanning", dependencies: ["Diagnostics", "SafeFiles"]),
        // The only module that sees libxml2: XML and property lists, read with entities and network off.
        .target(name: "SafeXML", dependencies: ["CLibXML2", "Diagnostics", "SafeFiles"]),
        .target(name: "XLIFF", dependencies: [
            "SafeXML", "SafeFiles", "Diagnostics", "StringCatalog", "Formatting", "PluralRules", "LocaleMatching",
        ]),
        .target(name: "XcodeProject", dependencies: ["Diagnostics", "SafeFiles", "SafeXML", "SourceScanning"]),
        .target(name: "Checks", dependencies: [
            "Diagnostics", "SafeFiles", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning",
        ]),
        .target(name: "Reporting", dependencies: ["Diagnostics"]),
        // The check session: configuration discovery, project loading, baseline, changed lines, report input.
        .target(name: "StringsGuardKit", dependencies: ["Diagnostics", "Checks", "XcodeProject", "Reporting"]),
        .executableTarget(name: "stringsguard", dependencies: [
            "Diagnostics", "SafeFiles", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning", "SafeXML", "XcodeProject", "XLIFF", "Checks", "Reporting", "StringsGuardKit",
        ]),
        .plugin(name: "StringsGuardBuildPlugin", capability: .buildTool(), dependencies: ["stringsguard"]),
        .plugin(
            name: "LintStrings",
            capability: .command(intent: .custom(verb: "lint-strings", description: "Check the package's string catalogs")),
            dependencies: ["stringsguard"]),
        .plugin(
            name: "FixStrings",
            capability: .command(
                intent: .custom(verb: "fix-strings", description: "Format catalogs and copy missing widget strings"),
                permissions: [.writeToPackageDirectory(reason: "Rewrites .xcstrings catalogs in Xcode's formatting and adds missing widget strings")]),
            dependencies: ["stringsguard"]),

        // Measures our readers and engines against their peers; see Scripts/bench and BENCHMARKS.md.
        .executableTarget(name: "stringsguard-bench", dependencies: ["SafeFiles", "StringCatalog", "Bidi", "Checks"]),

        // Helpers several test targets share (not API, hence the underscore).
        .target(name: "_StringsGuardTestSupport", dependencies: ["Diagnostics"]),
        // Fuzzing: one function per reader or engine, libFuzzer's entry point (Scripts/fuzz), and every
        // saved input replayed by `swift test`; see Tests/FuzzRegressionTests/README.md.
        .target(name: "FuzzTargets", dependencies: [
            "StringCatalog", "SafeXML", "XLIFF", "PluralRules", "Formatting", "Bidi", "SourceScanning", "XcodeProject",
            "SafeFiles", "Diagnostics",
        ]),
        .executableTarget(name: "stringsguard-fuzz", dependencies: ["FuzzTargets"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "Diagnostics", "_StringsGuardTestSupport"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "SafeFiles", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BidiTests", dependencies: ["Bidi"], exclude: ["Data"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules"]),
        .testTarget(name: "LocaleMatchingTests", dependencies: ["LocaleMatching"]),
        .testTarget(name: "FormattingTests", dependencies: ["Formatting"]),
        .testTarget(name: "ResolutionTests", dependencies: [
            "_StringsGuardTestSupport",
            "Resolution", "StringCatalog", "Formatting", "PluralRules", "Diagnostics",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "SourceScanningTests", dependencies: ["SourceScanning"]),
        // Fixtures hold sample Xcode projects whose .swift files must not compile into the tests.
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"], exclude: ["Fixtures"]),
        .testTarget(name: "SafeXMLTests", dependencies: ["SafeXML", "Diagnostics"]),
        .testTarget(name: "XLIFFTests", dependencies: ["XLIFF", "SafeXML", "SafeFiles", "StringCatalog", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ChecksTests", dependencies: ["Checks", "StringCatalog", "SourceScanning", "StringsGuardKit"]),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "Diagnostics"]),
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
