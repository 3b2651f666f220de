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
            "Diagnostics", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning", "SafeXML", "XcodeProject", "XLIFF", "Checks", "Reporting", "StringsTables",
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
        .target(name: "StringCatalog", dependencies: ["Diagnostics"]),
        .target(name: "Bidi"),
        .target(name: "PluralRules"),
        .target(name: "LocaleMatching"),
        .target(name: "Formatting"),
        .target(name: "Resolution", dependencies: [
            "Diagnostics", "StringCatalog", "PluralRules", "LocaleMatching", "Formatting",
        ]),
        .target(name: "SourceScanning", dependencies: ["Diagnostics"]),
        // The only module that sees libxml2: XML and property lists, read with entities and network off.
        .target(name: "SafeXML", dependencies: ["CLibXML2", "Diagnostics"]),
        .target(name: "XLIFF", dependencies: ["SafeXML", "Diagnostics", "StringCatalog", "Formatting", "PluralRules"]),
        .target(name: "XcodeProject", dependencies: ["Diagnostics", "SafeXML", "SourceScanning"]),
        // Legacy `.strings`/`.stringsdict` tables in `xx.lproj` folders, read as (read-only) catalogs.
        // Formatting finds which argument a `.stringsdict` substitution takes.
        .target(name: "StringsTables", dependencies: ["Diagnostics", "StringCatalog", "SafeXML", "Formatting"]),
        .target(name: "Checks", dependencies: [
            "Diagnostics", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning", "XcodeProject",
        ]),
        .target(name: "Reporting", dependencies: ["Diagnostics"]),
        .executableTarget(name: "stringsguard", dependencies: [
            "Diagnostics", "StringCatalog", "Bidi", "PluralRules", "LocaleMatching", "Formatting", "Resolution",
            "SourceScanning", "SafeXML", "XcodeProject", "XLIFF", "Checks", "Reporting",
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
        .executableTarget(name: "stringsguard-bench", dependencies: ["StringCatalog", "Bidi", "Checks", "StringsTables"]),

        // Helpers several test targets share (not API, hence the underscore).
        .target(name: "_StringsGuardTestSupport", dependencies: ["Diagnostics"]),
        // Fuzzing: one function per reader or engine, libFuzzer's entry point (Scripts/fuzz), and every
        // saved input replayed by `swift test`; see Tests/FuzzRegressionTests/README.md.
        .target(name: "FuzzTargets", dependencies: [
            "StringCatalog", "SafeXML", "XLIFF", "PluralRules", "Formatting", "Bidi", "SourceScanning", "XcodeProject",
            "StringsTables",
        ]),
        .executableTarget(name: "stringsguard-fuzz", dependencies: ["FuzzTargets"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
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
        // The checks and `resolve` run on a legacy table and on its hand-written catalog twin must agree.
        .testTarget(name: "StringsTablesTests", dependencies: [
            "StringsTables", "StringCatalog", "SafeXML", "Diagnostics", "Checks", "SourceScanning", "Resolution",
            "_StringsGuardTestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "XLIFFTests", dependencies: ["XLIFF", "SafeXML", "StringCatalog", "_StringsGuardTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ChecksTests", dependencies: ["Checks", "StringCatalog", "SourceScanning"]),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "Diagnostics"]),
        .testTarget(name: "CLITests", dependencies: ["stringsguard", "_StringsGuardTestSupport"], exclude: ["Golden"]),
        // Fixtures hold a sample package that PluginTests builds with `swift build` in a temporary copy.
        .testTarget(name: "PluginTests", dependencies: ["stringsguard"], exclude: ["Fixtures"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"], exclude: ["Inputs", "README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
