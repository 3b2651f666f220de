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
    private(set) var outsideRoot: OutsideRootLog
    /// Swift files the Sources phases compile that are not on disk, each said once.
    private(set) var missingSources = MissingSourceLog()
    /// Swift files git-crypt keeps encrypted, looked for only where the project's `.gitattributes` says so.
    let encryptedSources: GitCryptSources
    /// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`), by id in sorted order: what
    /// every target's files are looked for in, found once rather than by sorting every object per target.
    let synchronizedRootGroupIDs: [String]
    /// Each folder walked once, however many targets build its files.
    let folderWalks = FolderWalks()
    /// Each `.xcconfig` read once, however many targets' configurations are based on it.
    let xcconfigLayers = XcconfigLayers()

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
        synchronizedRootGroupIDs = objects.compactMap { id, object in
            object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" ? id : nil
        }.sorted()
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

    /// The project with logs of its own (`OutsideRootLog.fresh`, an empty `MissingSourceLog`) for a target
    /// read beside others; everything else, caches included, is shared.
    func withOwnLogs() -> ProjectFile {
        var copy = self
        copy.outsideRoot = outsideRoot.fresh()
        copy.missingSources = MissingSourceLog()
        return copy
    }

    /// Takes in what `other` (a `withOwnLogs` copy) logged.
    func appendLogs(of other: ProjectFile) {
        outsideRoot.append(contentsOf: other.outsideRoot)
        missingSources.append(contentsOf: other.missingSources)
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

/// The files below each folder a project's targets build, listed once (`FileTree.relativeFiles`): a large
/// app's targets share their synchronized folders, and each target walked them again.
/// Targets read at once share it (`lock`): a folder two of them ask for at once may be walked twice, to
/// the same list.
final class FolderWalks: @unchecked Sendable {
    private var listed: [String: [String]] = [:]
    private let lock = NSLock()

    func relativeFiles(under folder: String, within root: ProjectRoot) -> [String] {
        if let files = lock.withLock({ listed[folder] }) { return files }
        let files = FileTree.relativeFiles(under: folder, within: root)
        lock.withLock { listed[folder] = files }
        return files
    }

    /// The path of a file a folder walk listed, and whether it is the very path the walk found (it then
    /// lies inside the root, links resolved, and is on disk as written): so when the folder is written
    /// normally (`App/Sources`, not `App/../Sources` or `.`), since joining then only adds a slash.
    static func walkedPath(_ folder: String, _ relative: String) -> (path: String, walked: Bool) {
        walkedPath(folder, relative, folderIsNormal: PathText.isNormal(folder))
    }

    /// As above, with `PathText.isNormal(folder)` found once for all of a folder's files.
    static func walkedPath(_ folder: String, _ relative: String, folderIsNormal: Bool) -> (path: String, walked: Bool) {
        guard folderIsNormal, PathText.isNormal(relative) else { return (PathText.join(folder, relative), false) }
        return (folder + "/" + relative, true)
    }
}

/// The build settings of each `.xcconfig` a project's configurations are based on, read once
/// (`BuildSettings.xcconfigLayer`): a large app's targets share one, and each target read and split its
/// lines again (a quarter of that app's project discovery). A file that fails to read is read again when
/// asked again, so it fails the same way.
final class XcconfigLayers: @unchecked Sendable {
    private var read: [String: BuildSettings.Layer] = [:]
    private let lock = NSLock()

    func layer(path: String) throws(InputError) -> BuildSettings.Layer {
        if let layer = lock.withLock({ read[path] }) { return layer }
        let layer = try BuildSettings.xcconfigLayer(path: path)
        lock.withLock { read[path] = layer }
        return layer
    }
}
