import Checks
import Diagnostics
import Foundation
import SafeXML
@testable import StringsGuardKit
import Testing
import XcodeProject
import _StringsGuardTestSupport

/// `stringsguard init` and `targets --format json`: a configuration written from the Xcode project, which
/// loads as one and checks what zero configuration checks.
@Suite struct ConfigurationTemplateTests {
    /// Xcode projects hold property lists and workspaces XML: the command line's reader, installed here too.
    init() { SafeXMLTreeReader.install() }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = [
        "Tests/XcodeProjectTests/Fixtures/Classic", "Tests/XcodeProjectTests/Fixtures/Synchronized",
        "Tests/XcodeProjectTests/Fixtures/Workspace", "Tests/CLITests/Fixtures/AppIntents",
        "Tests/CLITests/Fixtures/EmbeddingApp", "Tests/CLITests/Fixtures/PackageBundle",
        "Tests/CLITests/Fixtures/PreviewsAndDebug", "Tests/CLITests/Fixtures/SharedCatalog",
        "Tests/CLITests/Fixtures/WatchWidget",
    ]

    /// A copy of a fixture project in a new folder (outside any repository).
    static func copy(_ fixture: String) throws -> String {
        let folder = try makeTemporaryFolder("stringsguard-init") + "/Project"
        try FileManager.default.copyItem(atPath: repository + "/" + fixture, toPath: folder)
        return folder
    }

    static func lines(_ findings: [Finding], root: String) -> [String] {
        findings.map { finding in
            "\(AbsolutePathForTests.relative(finding.location.file, to: root)):\(finding.location.line):\(finding.location.column): \(finding.rule) \(finding.key ?? "") \(finding.language ?? "") \(finding.targets)"
        }.sorted()
    }

    @Test(arguments: fixtures)
    func theWrittenFileChecksWhatZeroConfigurationChecks(fixture: String) throws {
        let folder = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let zero = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: folder)
        #expect(zero.configurationFile == nil)
        let written = try ConfigurationTemplate.write(in: folder)
        #expect(written.path == folder + "/.stringsguard.json")
        let loaded = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: folder)
        #expect(loaded.configurationFile == folder + "/.stringsguard.json")
        #expect(loaded.configuration.targets.map(\.name) == zero.configuration.targets.map(\.name))
        #expect(written.template.targets == zero.configuration.targets.map { "\($0.role == .app ? "app" : "widget") \($0.name)" })
        for (file, discovered) in zip(loaded.configuration.targets, zero.configuration.targets) {
            #expect(file.role == discovered.role)
            #expect(Set(file.catalogs.map { AbsolutePathForTests.absolute($0) }) == Set(discovered.catalogs.map { AbsolutePathForTests.absolute($0) }))
            let expanded = try file.sources.flatMap { path -> [String] in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                return isFolder.boolValue ? try SourceFiles.swiftFiles(in: path) : [path]
            }
            #expect(Set(expanded.map { AbsolutePathForTests.absolute($0) }) == Set(discovered.sources.map { AbsolutePathForTests.absolute($0) }))
            #expect(file.platforms == discovered.platforms && file.supportsMacCatalyst == discovered.supportsMacCatalyst)
            #expect(file.compilationConditions == discovered.compilationConditions)
        }
        // No fixture links a framework, so nothing is left out, and checked both ways the findings are the same.
        #expect(written.template.omitted.isEmpty)
        let fromZero = try CheckSession(discovered: zero, project: ProjectLoading.load(zero)).check().findings
        let fromFile = try CheckSession(discovered: loaded, project: ProjectLoading.load(loaded)).check().findings
        #expect(Self.lines(fromFile, root: folder) == Self.lines(fromZero, root: folder))
        // Not a comparison of nothing: every fixture but the workspace (a clean one) has findings.
        #expect(fromZero.isEmpty == fixture.hasSuffix("/Workspace"))
    }

    @Test func theClassicProjectsFileExactly() throws {
        let folder = try Self.copy("Tests/XcodeProjectTests/Fixtures/Classic")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let template = try ConfigurationTemplate.fromXcodeProject(writingIn: folder)
        // FocusTimer/ also holds Template.swift and Unlisted.swift, which the target does not compile: the
        // folder is not named, its Views folder and FocusTimerApp.swift are.
        #expect(template.text == """
            {
              "targets": [
                {
                  "name": "FocusTimer",
                  "role": "app",
                  "catalogs": [
                    "Extras/Extras.xcstrings",
                    "FocusTimer/Localizable.xcstrings"
                  ],
                  "sources": [
                    "Extras",
                    "FocusTimer/Views",
                    "Shared",
                    "FocusTimer/FocusTimerApp.swift"
                  ]
                },
                {
                  "name": "FocusTimerWidgets",
                  "role": "widget",
                  "catalogs": [
                    "FocusTimerWidgets/WidgetStrings.xcstrings"
                  ],
                  "sources": [
                    "FocusTimerWidgets",
                    "Shared"
                  ],
                  "packages": [
                    "LocalKit"
                  ]
                }
              ]
            }

            """)
        #expect(template.targets == ["app FocusTimer", "widget FocusTimerWidgets"])
        #expect(template.omitted == [])
    }

    @Test func whatAFileCannotSayIsListed() throws {
        // A watch app and widget, built for watchOS with conditions, the widget embedded in the app and linking a
        // framework with a catalog: all but the framework go in the file.
        let root = "/work/Watch"
        let project = DiscoveredProject(targets: [
            DiscoveredTarget(
                name: "Watch", role: .app, productType: "com.apple.product-type.application", projectPath: root + "/W.xcodeproj",
                catalogs: [root + "/Watch/L.xcstrings"], sourceFiles: [],
                build: ShippedBuild(platforms: [.watchOS], compilationConditions: ["WATCH"]),
                relations: TargetRelations(embeds: ["Complications"])),
            DiscoveredTarget(
                name: "Complications", role: .widget, productType: "com.apple.product-type.app-extension", projectPath: root + "/W.xcodeproj",
                catalogs: [], sourceFiles: [],
                build: ShippedBuild(platforms: [.iOS, .watchOS], supportsMacCatalyst: true),
                relations: TargetRelations(linksFrameworks: ["Kit"], packageProducts: [PackageProductReference(product: "P", packagePath: root + "/../Packages/P")])),
            DiscoveredTarget(
                name: "Kit", role: .other, productType: "com.apple.product-type.framework", projectPath: root + "/W.xcodeproj",
                catalogs: [root + "/Kit/Kit.xcstrings"], sourceFiles: []),
        ], packages: [])
        let template = ConfigurationTemplate.make(from: project, writingIn: root)
        #expect(template.omitted == [
            "Kit, a framework Complications links: a configuration file cannot name a framework's catalogs and code, so they are checked only without one",
        ])
        #expect(template.text == """
            {
              "targets": [
                {
                  "name": "Watch",
                  "role": "app",
                  "catalogs": [
                    "Watch/L.xcstrings"
                  ],
                  "sources": [],
                  "platforms": [
                    "watchOS"
                  ],
                  "compilationConditions": [
                    "WATCH"
                  ]
                },
                {
                  "name": "Complications",
                  "role": "widget",
                  "catalogs": [],
                  "sources": [],
                  "platforms": [
                    "iOS",
                    "watchOS",
                    "macCatalyst"
                  ],
                  "embeddedIn": [
                    "Watch"
                  ],
                  "packages": [
                    "../Packages/P"
                  ]
                }
              ]
            }

            """)
    }

    @Test func anExistingFileIsNeverReplacedUnlessAsked() throws {
        let folder = try Self.copy("Tests/XcodeProjectTests/Fixtures/Classic")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try "{ \"targets\": [] }".write(toFile: folder + "/.stringsguard.json", atomically: true, encoding: .utf8)
        let error = thrownInputError { try ConfigurationTemplate.write(in: folder) }
        #expect(error?.description == folder + "/.stringsguard.json: error: a configuration is already here; edit it, or replace it with --force")
        #expect(try String(contentsOfFile: folder + "/.stringsguard.json", encoding: .utf8) == "{ \"targets\": [] }")
        try ConfigurationTemplate.write(in: folder, replacing: true)
        #expect(try String(contentsOfFile: folder + "/.stringsguard.json", encoding: .utf8).contains("\"FocusTimerWidgets\""))
    }

    @Test func aFolderWithoutAProjectSaysSo() throws {
        let folder = try makeTemporaryFolder("stringsguard-init-empty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = thrownInputError { try ConfigurationTemplate.write(in: folder) }
        #expect(error?.description == folder + ": error: no .xcodeproj or .xcworkspace found")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.stringsguard.json"))
        // Tuist's manifest in the folder: the project is generated, and the error says how to check it.
        try "import ProjectDescription\n".write(toFile: folder + "/Project.swift", atomically: true, encoding: .utf8)
        let generated = thrownInputError { try ConfigurationTemplate.write(in: folder) }
        #expect(generated?.description == folder + ": error: no .xcodeproj or .xcworkspace found; Project.swift here is Tuist's: run `tuist generate` and check the project it writes, or describe the targets in .stringsguard.json (see the README's Configuration)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.stringsguard.json"))
    }
}
