import Diagnostics
import Foundation
import SafeXML
import Testing
import _StringsGuardTestSupport

@testable import XcodeProject

@Suite struct ClassicProjectTests {
    init() { SafeXMLTreeReader.install() }

    let folder = fixtures + "/Classic"
    var project: String { folder + "/FocusTimer.xcodeproj" }

    @Test func findsEveryNativeTargetWithItsRole() throws {
        let targets = try ProjectDiscovery.discoverTargets(in: folder)
        #expect(targets.map(\.name) == ["FocusTimer", "FocusTimerWidgets", "ShareExtension"])
        #expect(targets.map(\.role) == [.app, .widget, .otherExtension])
        #expect(targets.map(\.productType) == [
            "com.apple.product-type.application", "com.apple.product-type.app-extension",
            "com.apple.product-type.app-extension",
        ])
        #expect(targets.allSatisfy { $0.projectPath == project })
    }

    @Test func appFilesComeFromBuildPhasesThroughTheGroupTree() throws {
        let app = try #require(try ProjectDiscovery.targets(ofProject: project).first { $0.name == "FocusTimer" })
        // Unlisted.swift is on disk but in no build phase; Template.swift is only copied as a resource;
        // README.txt in the folder reference is neither kind.
        #expect(app.sourceFiles == [
            folder + "/Extras/Extra.swift",
            folder + "/Extras/Nested/NestedExtra.swift",
            folder + "/FocusTimer/FocusTimerApp.swift",
            folder + "/FocusTimer/Views/ContentView.swift",
            folder + "/Shared/SharedFormatting.swift",
        ])
        #expect(app.catalogs == [folder + "/Extras/Extras.xcstrings", folder + "/FocusTimer/Localizable.xcstrings"])
    }

    @Test func widgetFoundByInfoPlistGetsItsLocalPackageProduct() throws {
        let widget = try #require(try ProjectDiscovery.targets(ofProject: project).first { $0.role == .widget })
        #expect(widget.name == "FocusTimerWidgets")
        #expect(widget.catalogs == [folder + "/FocusTimerWidgets/WidgetStrings.xcstrings"])
        // Its own files; the package's code and catalog are the package's, reached through the product.
        #expect(widget.sourceFiles == [
            folder + "/FocusTimerWidgets/TimerEntryView.swift",
            folder + "/Shared/SharedFormatting.swift",
        ])
        #expect(widget.relations.packageProducts == [PackageProductReference(product: "TimerKit", packagePath: folder + "/LocalKit")])
        let package = try LocalPackage.read(at: folder + "/LocalKit")
        let product = package.targets(ofProduct: "TimerKit")
        #expect(product.map(\.name) == ["TimerKit"])
        #expect(product.first?.sourceFiles == [folder + "/LocalKit/Sources/TimerKit/TimerWidgets.swift"])
        #expect(product.first?.catalogs == [folder + "/LocalKit/Sources/TimerKit/Resources/Package.xcstrings"])
    }

    @Test func productDependencyWithoutPackageIsFoundNextToTheProject() throws {
        // Older Xcode versions leave `package` out for local packages; the product names the Sources folder.
        let share = try #require(try ProjectDiscovery.targets(ofProject: project).first { $0.name == "ShareExtension" })
        #expect(share.sourceFiles == [folder + "/ShareExtension/ShareViewController.swift"])
        #expect(share.relations.packageProducts == [PackageProductReference(product: "Other", packagePath: folder + "/LocalKit")])
        #expect(share.catalogs == [])
    }

    @Test func groupTreePathsFollowSourceTrees() throws {
        let file = try ProjectFile(projectPath: project)
        #expect(file.resolvedPath("2A0000000000000000000002") == folder + "/FocusTimer/Views/ContentView.swift")
        // A variant group without a path stays in its parent's folder.
        #expect(file.resolvedPath("2A0000000000000000000004") == folder + "/FocusTimer/en.lproj/InfoPlist.strings")
        // SOURCE_ROOT ignores the enclosing group; SDK and build-product references are not on disk here.
        #expect(file.resolvedPath("2A0000000000000000000005") == folder + "/Shared/SharedFormatting.swift")
        #expect(file.resolvedPath("2A0000000000000000000007") == nil)
        #expect(file.resolvedPath("2A0000000000000000000008") == nil)
    }

    @Test func summaryNamesAppAndWidget() throws {
        let targets = try ProjectDiscovery.discoverTargets(in: folder)
        #expect(DiscoveredTarget.summary(of: targets)
            == "Checking app FocusTimer and widget FocusTimerWidgets from FocusTimer.xcodeproj")
    }
}

@Suite struct SynchronizedFolderProjectTests {
    init() { SafeXMLTreeReader.install() }

    let folder = fixtures + "/Synchronized"

    @Test func synchronizedFoldersWithExceptionSets() throws {
        let targets = try ProjectDiscovery.discoverTargets(in: folder + "/Tracker.xcodeproj")
        // In the order Xcode lists them, which is the project's, not alphabetical.
        #expect(targets.map(\.name) == ["Tracker", "TrackerWidgetExtension", "TrackerTests"])
        #expect(targets.map(\.role) == [.app, .widget, .other])

        let app = targets[0]
        // The app's own exception set leaves out the Debug folder (and Info.plist, which is neither kind).
        #expect(app.sourceFiles == [
            folder + "/Tracker/Shared/AppOnly.swift", folder + "/Tracker/Shared/Model.swift",
            folder + "/Tracker/TrackerApp.swift",
        ])
        #expect(app.catalogs == [folder + "/Tracker/Localizable.xcstrings", folder + "/Tracker/Shared/Shared.xcstrings"])

        // The widget's exception set on the app's folder adds exactly the files it lists.
        let widget = targets[1]
        #expect(widget.sourceFiles == [folder + "/Tracker/Shared/Model.swift", folder + "/TrackerWidget/TrackerLiveActivity.swift"])
        #expect(widget.catalogs == [folder + "/Tracker/Shared/Shared.xcstrings", folder + "/TrackerWidget/WidgetStrings.xcstrings"])

        #expect(targets[2].sourceFiles == [folder + "/TrackerTests/TrackerTests.swift"])
        #expect(targets[2].catalogs == [])
    }

    /// The index of a folder's exceptions answers for every file exactly as testing each entry does: files,
    /// folders at every depth, names that only start like an entry, localized entries, an empty entry.
    @Test func membershipExceptionsAnswerAsEachEntryDoes() {
        let entries = [
            "Info.plist", "Debug", "Sources/Deep/Folder", "Sub/File.swift", "/Localized: Resources/Main.html",
            "/Localized/Core.strings", "", "Trailing/", "é", "/Localized: Main.html",
        ]
        let files = [
            "Info.plist", "Sub/Info.plist", "Debug/Menu.swift", "DebugMenu.swift", "Debug", "Sources/Deep/Folder/A.swift",
            "Sources/Deep/FolderB/A.swift", "Sources/Deep/A.swift", "Sub/File.swift", "Sub/File.swift.orig",
            "Resources/fr.lproj/Main.html", "de.lproj/Core.strings", "Trailing/A.swift", "e\u{301}/A.swift", "/Absolute.swift",
            "X/Debug/Menu.swift", "Resources/Base.lproj/fr.lproj/Main.html", "Core.strings", ".lproj/Core.strings",
            "Resources/fr.lproj", "a//de.lproj/Core.strings", "Sub/\u{301}File.swift", "Debug/\u{301}Menu.swift",
        ]
        for file in files {
            #expect(ProjectFile.delocalized(file) == file.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/"))
        }
        for count in 0...entries.count {
            let some = Array(entries.prefix(count))
            let index = ProjectFile.MembershipExceptions(some)
            for file in files {
                #expect(index.cover(file) == some.contains { ProjectFile.exception($0, covers: file) }, "\(file) with \(some)")
            }
        }
    }

    /// Joining without normalizing where both paths are already normal gives what normalizing gives, for
    /// paths built of every kind of component, absolute and relative.
    @Test func joiningNormalPathsIsNormalizingThem() {
        let components = ["a", ".", "..", "", "...", ".x", "x.", "e\u{301}", "b.c"]
        var paths: [String] = ["/"]
        for first in components {
            for second in components {
                paths += ["\(first)/\(second)", "/\(first)/\(second)", first, "/\(first)"]
            }
        }
        for base in paths where !base.isEmpty {
            for relative in paths where !relative.isEmpty && !relative.hasPrefix("/") {
                let expected = PathText.normalize(base.hasSuffix("/") ? base + relative : base + "/" + relative)
                #expect(PathText.join(base, relative) == expected, "\(base) + \(relative)")
            }
            if PathText.isNormal(base) { #expect(PathText.normalize(base) == base, "\(base)") }
        }
        #expect(PathText.isNormal("/Users/me/App/Sources/Model.swift"))
        #expect(PathText.isNormal("Sources/.hidden/x..y"))
        #expect(!PathText.isNormal("Sources//Model.swift"))
        #expect(!PathText.isNormal("Sources/"))
    }

    @Test func exceptionEntriesCoverFilesFoldersAndLocalizedVariants() {
        #expect(ProjectFile.exception("Info.plist", covers: "Info.plist"))
        #expect(!ProjectFile.exception("Info.plist", covers: "Sub/Info.plist"))
        #expect(ProjectFile.exception("Debug", covers: "Debug/Menu.swift"))
        #expect(!ProjectFile.exception("Debug", covers: "DebugMenu.swift"))
        #expect(ProjectFile.exception("/Localized: Resources/Main.html", covers: "Resources/fr.lproj/Main.html"))
        #expect(!ProjectFile.exception("/Localized: Resources/Main.html", covers: "Resources/fr.lproj/Other.html"))
        // Xcode also writes a localized file as a path under /Localized, and may name one variant.
        #expect(ProjectFile.exception("/Localized/Core.strings", covers: "de.lproj/Core.strings"))
        #expect(ProjectFile.exception("/Localized/Intents/Vocabulary.plist", covers: "Intents/fr.lproj/Vocabulary.plist"))
        #expect(!ProjectFile.exception("/Localized/Core.strings", covers: "de.lproj/Localizable.strings"))
        #expect(ProjectFile.exception("/Localized: de.lproj/Core.strings", covers: "de.lproj/Core.strings"))
        #expect(!ProjectFile.exception("/Localized: de.lproj/Core.strings", covers: "fr.lproj/Core.strings"))
    }

    /// One synchronized folder of tables shared out by exception sets, as Xcode 16 writes them: the app
    /// that lists the folder leaves Core.strings out, a framework takes Core and Localizable, the widget
    /// only Localizable; a build-phase set compiles a file of the folder into the widget's Sources phase
    /// and another only copies a template the app would otherwise compile.
    @Test func localizedExceptionsAndBuildPhaseSetsShareTablesAcrossTargets() throws {
        let folder = fixtures + "/SynchronizedTables"
        let targets = try ProjectDiscovery.targets(ofProject: folder + "/Courier.xcodeproj")
        #expect(targets.map(\.name) == ["Courier", "CourierKit", "CourierWidget"])
        let resources = folder + "/Resources"
        let localizable = [resources + "/en.lproj/Localizable.strings", resources + "/fr.lproj/Localizable.strings"]
        let core = [resources + "/en.lproj/Core.strings", resources + "/fr.lproj/Core.strings"]

        #expect(targets[0].stringsTableFiles == localizable)
        #expect(targets[0].sourceFiles == [resources + "/CourierApp.swift", resources + "/Shared/Formatting.swift"])
        #expect(targets[1].stringsTableFiles == (core + localizable).sorted())
        #expect(targets[1].sourceFiles == [])
        #expect(targets[2].stringsTableFiles == localizable)
        #expect(targets[2].sourceFiles == [resources + "/Shared/Formatting.swift", folder + "/Widget/CourierWidget.swift"])
    }
}

@Suite struct WorkspaceDiscoveryTests {
    init() { SafeXMLTreeReader.install() }

    let folder = fixtures + "/Workspace"

    @Test func workspaceListsProjectsThroughGroupAndContainerLocations() throws {
        let projects = try ProjectDiscovery.projects(inWorkspace: folder + "/Both.xcworkspace")
        // The missing project and the plain folder reference are skipped.
        #expect(projects.sorted() == [folder + "/Nested/Two.xcodeproj", folder + "/One/One.xcodeproj"])
        #expect(try ProjectDiscovery.projectPaths(in: folder).sorted() == projects.sorted())
    }

    @Test func targetsOfEveryProjectSortedByProjectThenXcodeOrder() throws {
        let targets = try ProjectDiscovery.discoverTargets(in: folder)
        #expect(targets.map(\.name) == ["TwoTool", "One"])
        #expect(targets.map(\.role) == [.other, .app])
        #expect(targets[1].sourceFiles == [folder + "/One/One/OneApp.swift"])
        #expect(DiscoveredTarget.summary(of: targets) == "Checking app One from One.xcodeproj")
    }

    @Test func searchesBelowAFolderWithoutProjects() throws {
        let projects = try ProjectDiscovery.projectPaths(in: fixtures)
        #expect(projects.contains(fixtures + "/Classic/FocusTimer.xcodeproj"))
        #expect(projects.contains(fixtures + "/Synchronized/Tracker.xcodeproj"))
        #expect(projects.contains(fixtures + "/Workspace/One/One.xcodeproj"))
    }

    @Test func workspaceWithADoctypeIsRefused() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let contents = "<?xml version=\"1.0\"?>\n<!DOCTYPE Workspace [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<Workspace>&x;</Workspace>\n"
        try Data(contents.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let error = thrownInputError { _ = try ProjectDiscovery.projects(inWorkspace: workspace.path) }
        #expect(error?.location?.line == 2)
        #expect(error?.message.contains("DOCTYPE") == true)
    }
}

@Suite struct DiscoveryErrorTests {
    init() { SafeXMLTreeReader.install() }

    @Test func malformedProjectFileReportsItsPosition() {
        let error = thrownInputError { _ = try ProjectDiscovery.discoverTargets(in: fixtures + "/Malformed/Broken.xcodeproj") }
        #expect(error?.location?.file == fixtures + "/Malformed/Broken.xcodeproj/project.pbxproj")
        #expect(error?.location?.line == 4)
        #expect(error?.location?.column == 20)
    }

    @Test func missingThingsAreInputErrors() {
        let nowhere = "/nonexistent-\(UUID().uuidString)"
        #expect(thrownInputError { _ = try ProjectDiscovery.discoverTargets(in: nowhere) }?.message == "no such folder")
        let empty = fixtures + "/Classic/FocusTimer/Views"
        #expect(thrownInputError { _ = try ProjectDiscovery.discoverTargets(in: empty) }?.message
            == "no .xcodeproj or .xcworkspace found")
    }

    @Test func projectWithoutARootObjectIsAnInputError() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data("{\n  objects = { };\n  rootObject = X;\n}\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let error = thrownInputError { _ = try ProjectDiscovery.targets(ofProject: project.path) }
        #expect(error?.message == "project file's 'rootObject' does not name a PBXProject")
        #expect(error?.location?.line == 1)
    }

    @Test func malformedWidgetInfoPlistIsAnInputError() throws {
        let error = thrownInputError {
            _ = try ProjectFile.infoPlistData(Data("<plist><dict><key>a</key></plist>".utf8), path: "Info.plist",
                                              declaresExtensionPoint: ProjectFile.widgetExtensionPoint)
        }
        #expect(error?.location?.file == "Info.plist")
        #expect(try ProjectFile.infoPlistData(
            Data("{ NSExtension = { NSExtensionPointIdentifier = \"com.apple.widgetkit-extension\"; }; }".utf8),
            path: "Info.plist", declaresExtensionPoint: ProjectFile.widgetExtensionPoint))
        #expect(try ProjectFile.infoPlistData(
            Data("<plist><dict><key>EXAppExtensionAttributes</key><dict><key>EXExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict></dict></plist>".utf8),
            path: "Info.plist", declaresExtensionPoint: ProjectFile.widgetExtensionPoint))
    }
}

@Suite struct SummaryTests {
    init() { SafeXMLTreeReader.install() }

    private func target(_ name: String, _ role: TargetRole, _ project: String) -> DiscoveredTarget {
        DiscoveredTarget(name: name, role: role, productType: "", projectPath: project, catalogs: [], sourceFiles: [])
    }

    @Test func listsSeveralTargetsAndProjects() {
        let targets = [
            target("A", .app, "/x/A.xcodeproj"), target("W1", .widget, "/x/A.xcodeproj"),
            target("Tests", .other, "/x/A.xcodeproj"), target("W2", .widget, "/y/B.xcodeproj"),
        ]
        #expect(DiscoveredTarget.summary(of: targets)
            == "Checking app A, widget W1 and widget W2 from A.xcodeproj and B.xcodeproj")
        #expect(DiscoveredTarget.summary(of: [target("Tests", .other, "/x/A.xcodeproj")]) == "No app or widget target found")
    }
}

@Suite struct ProductTypeRoleTests {
    init() { SafeXMLTreeReader.install() }

    /// One target per product type in a throwaway project; the ExtensionKit one declares WidgetKit in its
    /// Info.plist through `EXAppExtensionAttributes`.
    @Test func productTypesMapToRoles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roles-\(UUID().uuidString)")
        let project = folder.appendingPathComponent("Roles.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <plist version="1.0"><dict><key>EXAppExtensionAttributes</key><dict>
            <key>EXExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict></dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("KitInfo.plist"))
        let types = [
            "Watch": "application.watchapp2", "Container": "application.watchapp2-container",
            "Kit": "extensionkit-extension", "WatchExt": "watchkit2-extension", "Framework": "framework",
            "Stickers": "app-extension.messages-sticker-pack",
        ]
        var objects = "C1 = {isa = XCConfigurationList; buildConfigurations = (K1); };\n"
        objects += "K1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = KitInfo.plist; }; };\n"
        for (name, type) in types {
            let settings = name == "Kit" ? "buildConfigurationList = C1; " : ""
            objects += "T\(name) = {isa = PBXNativeTarget; name = \(name); \(settings)"
                + "productType = \"com.apple.product-type.\(type)\"; };\n"
        }
        let targetList = types.keys.sorted().map { "T\($0)" }.joined(separator: ", ")
        let pbxproj = "{ objects = {\n\(objects)G0 = {isa = PBXGroup; children = (); };\n"
            + "P1 = {isa = PBXProject; mainGroup = G0; targets = (\(targetList)); };\n}; rootObject = P1; }\n"
        try Data(pbxproj.utf8).write(to: project.appendingPathComponent("project.pbxproj"))

        let roles = Dictionary(uniqueKeysWithValues: try ProjectDiscovery.targets(ofProject: project.path).map {
            ($0.name, $0.role)
        })
        #expect(roles == [
            "Watch": .app, "Container": .other, "Kit": .widget, "WatchExt": .otherExtension, "Framework": .other,
            "Stickers": .otherExtension,
        ])
    }
}

/// Expo and React Native projects name a file `pod install` writes into `Pods/` in the app's own Sources
/// phase; a fresh clone does not have it, and it is CocoaPods' code, not the project's strings.
@Suite struct CocoaPodsFolderTests {
    init() { SafeXMLTreeReader.install() }

    private let projectText = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = App/PrayerApp.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = ModulesProvider.swift; path = "Pods/Target Support Files/Pods-Prayer/ModulesProvider.swift"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Pods/Generated/Present.swift; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = Prayer; productType = "com.apple.product-type.application"; };
                P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
            };
            rootObject = P1;
        }
        """

    private func makeProject(podfile: Bool) throws -> String {
        let folder = NSTemporaryDirectory() + "pods-" + UUID().uuidString
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder + "/Prayer.xcodeproj", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/Pods/Generated", withIntermediateDirectories: true)
        try projectText.write(toFile: folder + "/Prayer.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "struct PrayerApp {}".write(toFile: folder + "/App/PrayerApp.swift", atomically: true, encoding: .utf8)
        try "struct Present {}".write(toFile: folder + "/Pods/Generated/Present.swift", atomically: true, encoding: .utf8)
        if podfile { try "target 'Prayer'".write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func podsCodeBesideAPodfileIsNotTheTargetsCode() throws {
        let folder = try makeProject(podfile: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = try #require(try ProjectDiscovery.targets(ofProject: folder + "/Prayer.xcodeproj").first)
        // Present or not yet generated, the pods' files are left out alike.
        #expect(target.sourceFiles == [folder + "/App/PrayerApp.swift"])
    }

    @Test func aFolderNamedPodsWithoutAPodfileIsTheProjectsOwn() throws {
        let folder = try makeProject(podfile: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = try #require(try ProjectDiscovery.targets(ofProject: folder + "/Prayer.xcodeproj").first)
        #expect(target.sourceFiles == [folder + "/App/PrayerApp.swift", folder + "/Pods/Generated/Present.swift"])
        // Not generated yet, it is the project's own file that is not on disk.
        #expect(target.missingSourceFiles == [folder + "/Pods/Target Support Files/Pods-Prayer/ModulesProvider.swift"])
    }
}

/// From `ProjectFile.targetsWorthThreads` native targets a project's targets are read on both cores, each
/// with logs of its own: what is logged is still what reading them one after the other logs, in target
/// order (a file outside the root said once, by the first target naming it; a missing file once, naming
/// every target that compiles it, in target order).
@Suite struct TargetsReadAtOnceTests {
    static let projectText = """
        {
            objects = {
                F1 = {isa = PBXFileReference; path = App/Shared.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = App/Gone.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = /elsewhere/Outside.swift; sourceTree = "<absolute>"; };
                F4 = {isa = PBXFileReference; path = App/AlsoGone.swift; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = /elsewhere/Far.swift; sourceTree = "<absolute>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5); sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B4); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2, B5, B3); };
                S3 = {isa = PBXSourcesBuildPhase; files = (B3, B1); };
                S4 = {isa = PBXSourcesBuildPhase; files = (B2, B4, B5); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = First; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (S2); name = Second; productType = "com.apple.product-type.framework"; };
                T3 = {isa = PBXNativeTarget; buildPhases = (S3); name = Third; productType = "com.apple.product-type.framework"; };
                T4 = {isa = PBXNativeTarget; buildPhases = (S4); name = Fourth; productType = "com.apple.product-type.framework"; };
                P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2, T3, T4); };
            };
            rootObject = P1;
        }
        """

    @Test func logsAreThoseOfReadingTheTargetsInTurn() throws {
        #expect(4 >= ProjectFile.targetsWorthThreads)
        let folder = NSTemporaryDirectory() + "targets-at-once-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Kit.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try Self.projectText.write(toFile: folder + "/Kit.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "struct Shared {}".write(toFile: folder + "/App/Shared.swift", atomically: true, encoding: .utf8)
        for _ in 0..<5 {
            let project = try ProjectDiscovery.discoverProject(in: folder + "/Kit.xcodeproj")
            #expect(project.targets.map(\.name) == ["First", "Second", "Third", "Fourth"])
            #expect(project.targets.map(\.sourceFiles) == [[folder + "/App/Shared.swift"], [], [folder + "/App/Shared.swift"], []])
            let outside = project.outsideRoot.map(\.description)
            #expect(outside.count == 2)
            #expect(outside.first?.hasPrefix("/elsewhere/Far.swift") == true)
            #expect(outside.last?.hasPrefix("/elsewhere/Outside.swift") == true)
            let missing = project.missingSources.map(\.message)
            #expect(missing.count == 2)
            #expect(missing.first?.hasPrefix("targets 'First' and 'Fourth' compile \(folder)/App/AlsoGone.swift") == true)
            #expect(missing.last?.hasPrefix("targets 'Second' and 'Fourth' compile \(folder)/App/Gone.swift") == true)
        }
    }
}
