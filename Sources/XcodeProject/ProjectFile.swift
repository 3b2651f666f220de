import Diagnostics
import Foundation
import SafeFiles

/// One `.xcodeproj`: its object graph read from `project.pbxproj`, with file paths resolved through the
/// group tree. Turns each native target into a `DiscoveredTarget`.
struct ProjectFile {
    let projectPath: String
    /// The folder holding the `.xcodeproj`, which `SOURCE_ROOT` and build settings are relative to.
    let projectFolder: String
    /// Where the main group starts (the project folder, moved by `projectDirPath` when set).
    let sourceRoot: String
    let pbxprojPath: String
    let objects: [String: OpenStepValue]
    let project: OpenStepValue
    /// Resolved on-disk paths of the file references, groups and synchronized folders in the group tree.
    private(set) var resolvedPaths: [String: String] = [:]
    /// Files and folders outside the project root that the project names: never read, each said once.
    let outsideRoot: OutsideRootLog
    /// Swift files the Sources phases compile that are not on disk, each said once.
    let missingSources = MissingSourceLog()
    /// Swift files git-crypt keeps encrypted, looked for only where the project's `.gitattributes` says so.
    let encryptedSources: GitCryptSources

    /// Reads the project at `projectPath`; `root` is the project root (the folder holding the `.xcodeproj`
    /// when nil), outside which nothing the project names is read or walked.
    init(projectPath: String, root: ProjectRoot? = nil) throws {
        self.projectPath = PathText.normalize(projectPath)
        outsideRoot = OutsideRootLog(root: root ?? ProjectRoot(PathText.parent(PathText.normalize(projectPath))))
        projectFolder = PathText.parent(self.projectPath)
        encryptedSources = GitCryptSources(projectFolder: projectFolder)
        pbxprojPath = PathText.join(self.projectPath, "project.pbxproj")
        let root = try OpenStepParser.parse(FileContents.read(pbxprojPath, kind: .projectFile).bytes, path: pbxprojPath)
        guard let objectEntries = root["objects"]?.dictionary else {
            throw InputError("project file has no 'objects' dictionary", at: root.location)
        }
        try ProjectObjectValidation.validate(objectEntries)
        var objects: [String: OpenStepValue] = [:]
        for entry in objectEntries { objects[entry.key] = entry.value }
        self.objects = objects
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID],
              project["isa"]?.string == "PBXProject"
        else {
            throw InputError("project file's 'rootObject' does not name a PBXProject", at: root.location)
        }
        self.project = project
        let projectDirPath = project["projectDirPath"]?.string ?? ""
        sourceRoot = PathText.join(projectFolder, projectDirPath)
        resolveGroupTree()
    }

    private mutating func resolveGroupTree() {
        guard let mainGroupID = project["mainGroup"]?.string else { return }
        var pending: [(id: String, parentPath: String, depth: Int)] = [(mainGroupID, sourceRoot, 0)]
        while let (id, parentPath, depth) = pending.popLast() {
            // The group tree is a tree; a reference seen twice or absurdly deep is ignored rather than looped on.
            guard resolvedPaths[id] == nil, depth < 64, let object = objects[id],
                  let path = Self.path(of: object, parentPath: parentPath, sourceRoot: sourceRoot)
            else { continue }
            resolvedPaths[id] = path
            for child in object["children"]?.strings ?? [] { pending.append((child, path, depth + 1)) }
        }
    }

    /// The on-disk path of a file reference or group, or nil when it lives in the SDK, the build folder
    /// or another place a check has no business reading.
    static func path(of object: OpenStepValue, parentPath: String, sourceRoot: String) -> String? {
        let ownPath = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return PathText.join(parentPath, ownPath)
        case "SOURCE_ROOT": return PathText.join(sourceRoot, ownPath)
        case "<absolute>": return ownPath.isEmpty ? nil : PathText.normalize(ownPath)
        default: return nil
        }
    }

    func object(_ id: String?) -> OpenStepValue? {
        id.flatMap { objects[$0] }
    }

    /// Path of a reference by id; references outside the group tree fall back to the source root.
    func resolvedPath(_ id: String) -> String? {
        if let path = resolvedPaths[id] { return path }
        guard let object = objects[id] else { return nil }
        return Self.path(of: object, parentPath: sourceRoot, sourceRoot: sourceRoot)
    }

    var nativeTargetIDs: [String] {
        (project["targets"]?.strings ?? []).filter { object($0)?["isa"]?.string == "PBXNativeTarget" }
    }
}
