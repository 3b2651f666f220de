import Diagnostics
import Foundation
import SafeFiles
import XMLDocuments

/// Finds the targets to check with no configuration: reads the `.xcodeproj` and `.xcworkspace` files in
/// a folder, without running Xcode or any package manifest.
public enum ProjectDiscovery {
    /// The targets of every project in `path`: a folder holding `.xcodeproj` or `.xcworkspace` files
    /// (searched two levels down when the folder itself has none), or one such file.
    /// Sorted by project path; within a project, in the order Xcode lists them (the project's `targets`).
    /// Nothing a project names outside `root` is read or walked (what is left out is in
    /// `discoverProject`'s `outsideRoot`); by default the root is `path` itself, or the folder holding it
    /// when it is a project or workspace.
    public static func discoverTargets(in path: String, root: String? = nil) throws -> [DiscoveredTarget] {
        try discover(in: path, root: projectRoot(of: path, given: root)).targets
    }

    /// The project root discovery in `path` keeps to: `given`, else `path` when it is a folder, else the
    /// folder holding the `.xcodeproj` or `.xcworkspace`.
    public static func projectRoot(of path: String, given: String? = nil) -> ProjectRoot {
        if let given { return ProjectRoot(given) }
        let path = PathText.normalize(path)
        let isProjectFile = ["xcodeproj", "xcworkspace"].contains(PathText.pathExtension(path))
        return ProjectRoot(isProjectFile ? PathText.parent(path) : path)
    }

    private static func discover(
        in path: String, root: ProjectRoot
    ) throws -> (targets: [DiscoveredTarget], outsideRoot: [InputError], missingSources: [InputError]) {
        var found: [(project: String, position: Int, target: DiscoveredTarget)] = []
        var outsideRoot: [InputError] = []
        var missingSources: [InputError] = []
        let workspaceProjects = OutsideRootLog(root: root)
        for project in try projectPaths(in: path) where workspaceProjects.allows(project, as: "a project of the workspace") {
            let file = try ProjectFile(projectPath: project, root: root)
            found += try file.discoveredTargets().enumerated().map { (project, $0.offset, $0.element) }
            outsideRoot += file.outsideRoot.problems.filter { !outsideRoot.contains($0) }
            missingSources += file.missingSources.problems
        }
        return (
            found.sorted { ($0.project, $0.position) < ($1.project, $1.position) }.map(\.target),
            workspaceProjects.problems + outsideRoot, missingSources
        )
    }

    /// The targets of every project in `path` and the local packages they use (directly or through other
    /// packages), each package read once; what the projects name outside the project root (see
    /// `discoverTargets`) is left out and listed in `outsideRoot`.
    public static func discoverProject(in path: String, root: String? = nil) throws -> DiscoveredProject {
        let projectRoot = projectRoot(of: path, given: root)
        let (targets, outsideRoot, missingSources) = try discover(in: path, root: projectRoot)
        let log = OutsideRootLog(root: projectRoot)
        var packages: [LocalPackage] = []
        var pending = targets.flatMap(\.relations.packageProducts).compactMap(\.packagePath)
        var seen: Set<String> = []
        var problems: [InputError] = []
        while let folder = pending.popLast() {
            let folder = PathText.normalize(folder)
            guard seen.insert(folder).inserted, log.allows(folder, as: "a local package of the project") else { continue }
            switch Result(catching: { () throws(InputError) -> LocalPackage in try LocalPackage.read(at: folder) }) {
            case .success(let package):
                packages.append(package)
                pending += package.targets.flatMap(\.productDependencies).compactMap(\.packagePath)
            case .failure(let error):
                problems.append(error)
            }
        }
        return DiscoveredProject(
            targets: targets, packages: packages.sorted { $0.path < $1.path }, packageProblems: problems,
            outsideRoot: outsideRoot + log.problems, missingSources: missingSources)
    }

    /// The native targets of one `.xcodeproj`, in the order Xcode lists them (the project's `targets`);
    /// the project root is the folder holding it.
    public static func targets(ofProject projectPath: String) throws -> [DiscoveredTarget] {
        try ProjectFile(projectPath: projectPath).discoveredTargets()
    }

    /// The `.xcodeproj` paths `path` stands for, in a stable order without duplicates.
    public static func projectPaths(in path: String) throws -> [String] {
        let path = PathText.normalize(path)
        switch PathText.pathExtension(path) {
        case "xcodeproj":
            guard FileTree.isDirectory(path) else { throw InputError("no such project", path: path) }
            return [path]
        case "xcworkspace":
            return try projects(inWorkspace: path)
        default:
            break
        }
        guard FileTree.isDirectory(path) else { throw InputError("no such folder", path: path) }
        var found: [String] = []
        var folders = [path]
        for _ in 0..<3 where found.isEmpty {
            var deeper: [String] = []
            for folder in folders {
                for name in FileTree.children(of: folder) {
                    let child = PathText.join(folder, name)
                    switch PathText.pathExtension(name) {
                    case "xcworkspace": found += try projects(inWorkspace: child)
                    case "xcodeproj": found.append(child)
                    default:
                        if !skippedFolders.contains(name), FileTree.isDirectory(child) { deeper.append(child) }
                    }
                }
            }
            folders = deeper
        }
        var seen: Set<String> = []
        let unique = found.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else {
            throw InputError("no .xcodeproj or .xcworkspace found" + (generatedProjectHint(in: path).map { "; " + $0 } ?? ""), path: path)
        }
        return unique
    }

    /// What to do in a folder whose Xcode project a generator writes and git does not hold: XcodeGen's
    /// `project.yml`, Tuist's `Project.swift` or `Workspace.swift`. Nil when the folder has none.
    public static func generatedProjectHint(in folder: String) -> String? {
        let generators = [
            ("project.yml", "XcodeGen", "xcodegen generate"), ("Project.swift", "Tuist", "tuist generate"),
            ("Workspace.swift", "Tuist", "tuist generate"),
        ]
        guard let (file, tool, command) = generators.first(where: { FileTree.isFile(PathText.join(folder, $0.0)) }) else {
            return nil
        }
        return "\(file) here is \(tool)'s: run `\(command)` and check the project it writes, "
            + "or describe the targets in .stringsguard.json (see the README's Configuration)"
    }

    /// Folders that hold dependencies or build output, never the app's own project.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData"]

    /// The projects a workspace lists in `contents.xcworkspacedata` (`group:`, `container:` and
    /// `absolute:` locations, through nested groups), skipping ones that do not exist on disk and the
    /// `Pods.xcodeproj` that `pod install` adds beside a `Podfile`: the pods' targets are CocoaPods' code,
    /// as the `Pods` folder is, and a repository that commits some pods' sources and not others would
    /// otherwise warn once for every file of the others.
    public static func projects(inWorkspace workspacePath: String) throws -> [String] {
        let workspacePath = PathText.normalize(workspacePath)
        let contentsPath = PathText.join(workspacePath, "contents.xcworkspacedata")
        let root = try XMLTreeReaders.root(contentsOf: contentsPath, policy: .refuseDoctype, kind: .projectFile)
        guard root.name == "Workspace" else {
            throw InputError("expected a <Workspace> element", at: root.location)
        }
        let container = PathText.parent(workspacePath)
        var projects: [String] = []
        var pending: [(element: XMLElementValue, groupPath: String, depth: Int)] = [(root, container, 0)]
        while let (element, groupPath, depth) = pending.popLast() {
            for child in element.elements.reversed() where depth < 32 {
                let location = child.attribute("location").flatMap {
                    resolve(workspaceLocation: $0, groupPath: groupPath, container: container)
                }
                switch child.name {
                case "Group":
                    pending.append((child, location ?? groupPath, depth + 1))
                case "FileRef":
                    if let location, PathText.pathExtension(location) == "xcodeproj", FileTree.isDirectory(location),
                        !CocoaPodsFolder.contains(location)
                    {
                        projects.append(location)
                    }
                default:
                    continue
                }
            }
        }
        var seen: Set<String> = []
        return projects.filter { seen.insert($0).inserted }
    }

    private static func resolve(workspaceLocation: String, groupPath: String, container: String) -> String? {
        guard let colon = workspaceLocation.firstIndex(of: ":") else { return nil }
        let kind = workspaceLocation[..<colon]
        let relative = String(workspaceLocation[workspaceLocation.index(after: colon)...])
        switch kind {
        case "group": return PathText.join(groupPath, relative)
        case "container": return PathText.join(container, relative)
        case "absolute": return PathText.normalize(relative)
        default: return nil
        }
    }
}
