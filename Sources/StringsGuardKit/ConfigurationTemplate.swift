import Checks
import Diagnostics
import Foundation
import JSON
import ProjectConfiguration
import SafeFiles
import SourceScanning
import XcodeProject

/// A `.stringsguard.json` written from the Xcode project: the app and widget targets zero configuration
/// checks, each with its catalogs, its sources (as the fewest folders that hold exactly its Swift files,
/// else the files), and what is not the default: platforms, compilation conditions, the apps that embed a
/// widget, the local packages it links. What `stringsguard init` writes and `targets --format json` prints;
/// it loads as a configuration and checks the same files. A framework the targets link cannot be named in
/// a configuration file; each such framework is listed in `omitted`, to be said when the file is written.
public struct ConfigurationTemplate: Sendable {
    /// The configuration's JSON, two-space indented, ending in a newline.
    public var text: String
    /// "app FocusTimer", "widget FocusTimerWidgets": what the file names, in order.
    public var targets: [String]
    /// One line for each thing zero configuration checks that the file cannot say.
    public var omitted: [String]
    /// What discovery left out (a package it cannot read, a folder reference outside the project root),
    /// as `check` says it: one line each for standard error.
    public var warnings: [InputError] = []

    /// From the Xcode projects at `projectPath` (a folder, `.xcodeproj` or `.xcworkspace`; nil: `folder`),
    /// with paths relative to `folder`, where the file goes.
    public static func fromXcodeProject(
        at projectPath: String? = nil, writingIn folder: String = FileManager.default.currentDirectoryPath
    ) throws -> ConfigurationTemplate {
        let project = try ConfigurationDiscovery.discoverProject(in: projectPath ?? folder)
        return make(from: project, writingIn: folder)
    }

    /// Writes `folder/.stringsguard.json` from the Xcode project, refusing to replace one that exists
    /// unless `replacing`. Returns the path written and what it holds.
    @discardableResult
    public static func write(
        projectPath: String? = nil, in folder: String = FileManager.default.currentDirectoryPath, replacing: Bool = false
    ) throws -> (path: String, template: ConfigurationTemplate) {
        let path = (folder as NSString).appendingPathComponent(Configuration.defaultFileName)
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw InputError("a configuration is already here; edit it, or replace it with --force", path: path)
        }
        let template = try fromXcodeProject(at: projectPath, writingIn: folder)
        guard !template.targets.isEmpty else {
            throw InputError("no app or widget targets in the Xcode project here, so there is nothing to configure", path: projectPath ?? folder)
        }
        try AtomicFileWriter().write(Array(template.text.utf8), to: path)
        return (path, template)
    }

    static func make(from project: DiscoveredProject, writingIn folder: String) -> ConfigurationTemplate {
        let current = FileManager.default.currentDirectoryPath
        let root = PathRelativiser.absolute(folder, base: current)
        let checked = project.targets.filter { $0.role == .app || $0.role == .widget }
        let apps = checked.filter { $0.role == .app }
        var listings = SourceFolderListings()
        var objects: [JSONText] = []
        var names: [String] = []
        var omitted: [String] = []
        for target in checked {
            let relative = { (path: String) in PathRelativiser.relative(PathRelativiser.absolute(path, base: current), to: root) }
            var members: [(String, JSONText)] = [
                ("name", .string(target.name)), ("role", .string(target.role == .app ? "app" : "widget")),
                ("catalogs", .array(target.catalogs.map { .string(relative($0)) })),
            ]
            let sources = listings.fewestEntries(for: target.sourceFiles.map { PathRelativiser.absolute($0, base: current) }, inside: root)
            members.append(("sources", .array(sources.map { .string(relative($0)) })))
            var platforms = target.build.platforms.map(\.rawValue)
            if target.build.supportsMacCatalyst { platforms.append("macCatalyst") }
            if platforms != [TargetPlatform.iOS.rawValue] { members.append(("platforms", .array(platforms.map { .string($0) }))) }
            if !target.build.compilationConditions.isEmpty {
                members.append(("compilationConditions", .array(target.build.compilationConditions.map { .string($0) })))
            }
            if target.role == .widget {
                let embedding = apps.filter { $0.relations.embeds.contains(target.name) }.map(\.name)
                if !embedding.isEmpty { members.append(("embeddedIn", .array(embedding.map { .string($0) }))) }
            }
            var packages: [String] = []
            for product in target.relations.packageProducts {
                guard let path = product.packagePath else { continue }
                let shown = relative(path)
                if !packages.contains(shown) { packages.append(shown) }
            }
            if !packages.isEmpty { members.append(("packages", .array(packages.map { .string($0) }))) }
            for name in target.relations.linksFrameworks {
                guard let framework = project.targets.first(where: { $0.isFramework && $0.name == name && $0.projectPath == target.projectPath }),
                    !framework.catalogs.isEmpty || !framework.sourceFiles.isEmpty
                else { continue }
                omitted.append(
                    "\(framework.name), a framework \(target.name) links: a configuration file cannot name a framework's catalogs and code, so they are checked only without one")
            }
            objects.append(.object(members))
            names.append("\(target.role == .app ? "app" : "widget") \(target.name)")
        }
        let text = JSONText.object([("targets", .array(objects))]).rendered() + "\n"
        return ConfigurationTemplate(text: text, targets: names, omitted: omitted, warnings: project.warnings)
    }
}

/// Which folders hold exactly a target's Swift files, read once per folder: the configuration loader
/// expands a folder to every `.swift` file under it, so a folder is named only when that is the same set.
private struct SourceFolderListings {
    private var listings: [String: Set<String>] = [:]

    /// Folders (the highest that hold only files of the target) and the files no such folder covers,
    /// each folder strictly inside `root`; sorted.
    mutating func fewestEntries(for files: [String], inside root: String) -> [String] {
        let wanted = Set(files)
        var folders: Set<String> = []
        var loose: [String] = []
        for file in files.sorted() {
            if folders.contains(where: { file.hasPrefix($0 + "/") }) { continue }
            var best: String?
            var folder = (file as NSString).deletingLastPathComponent
            while folder.hasPrefix(root == "/" ? "/" : root + "/"), let all = swiftFiles(in: folder), all.isSubset(of: wanted) {
                best = folder
                folder = (folder as NSString).deletingLastPathComponent
            }
            if let best {
                folders = folders.filter { !$0.hasPrefix(best + "/") }
                folders.insert(best)
            } else {
                loose.append(file)
            }
        }
        return folders.sorted() + loose.filter { file in !folders.contains { file.hasPrefix($0 + "/") } }
    }

    private mutating func swiftFiles(in folder: String) -> Set<String>? {
        if let known = listings[folder] { return known }
        guard let files = try? SwiftSourceScanner.swiftFiles(in: folder) else { return nil }
        let set = Set(files.map { PathRelativiser.absolute($0, base: FileManager.default.currentDirectoryPath) })
        listings[folder] = set
        return set
    }
}
