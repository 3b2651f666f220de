import SourceScanning
import Diagnostics
import Foundation
import SafeFiles
import XMLDocuments

/// The files one target builds, collected from build phases and synchronized folders; what lies outside
/// the project root is left out, and said so in `outsideRoot`.
private struct TargetFiles {
    let outsideRoot: OutsideRootLog
    let missingSources: MissingSourceLog
    let encryptedSources: GitCryptSources
    let targetName: String
    let folderWalks: FolderWalks
    var sources: Set<String> = []
    /// Swift files a phase compiles that are not on disk (see `MissingSourceLog`).
    var missingSourceFiles: Set<String> = []
    var catalogs: Set<String> = []
    /// `.strings` and `.stringsdict` files in `xx.lproj` folders: legacy tables, read as catalogs.
    var stringsTableFiles: Set<String> = []
    /// `.json` files the target ships (not an asset catalog's): data whose texts code may look up as keys.
    var dataFiles: Set<String> = []
    /// `.storyboard` and `.xib` files the target ships: Interface Builder creates the classes they name.
    var interfaceFiles: Set<String> = []
    /// Compiled Objective-C files that may hold the target's `main` (`ObjectiveCMain.mayHoldMain`).
    var objectiveCMainFiles: Set<String> = []

    /// Only `.swift` and `.xcstrings` matter to the checks; everything else a target builds is ignored.
    /// A Swift file a phase only copies (`compiled` false) is not code of the target, nor is CocoaPods' code.
    /// A compiled Swift file the project names at `reference` that is not on disk is left out and logged.
    /// `walked` says the path is one a folder walk within the project root just listed (`walkedPath`): it
    /// lies inside the root and is on disk as written, so neither is asked of the file system again.
    mutating func add(_ path: String, compiled: Bool = true, reference: SourceLocation? = nil, walked: Bool = false) {
        // Exported localizations (`.xcloc`) hold copies of catalogs for translators, not the target's own.
        if PathText.containsBytes(path, ".xcloc/") { return }
        switch PathText.pathExtension(path) {
        case "swift":
            guard compiled, !CocoaPodsFolder.contains(path),
                walked || outsideRoot.allows(path, as: "a Swift source of the project")
            else { return }
            guard let existing = walked ? path : FileTree.existingPath(matchingCaseOf: path) else {
                if let reference {
                    missingSourceFiles.insert(path)
                    missingSources.record(path, target: targetName, at: reference)
                } else {
                    sources.insert(path)
                }
                return
            }
            if encryptedSources.isEncrypted(existing) {
                missingSourceFiles.insert(existing)
                missingSources.record(existing, target: targetName, at: reference, encrypted: true)
                return
            }
            sources.insert(existing)
        case "xcstrings":
            guard walked || outsideRoot.allows(path, as: "a String Catalog of the project") else { return }
            catalogs.insert(walked ? path : FileTree.existingPath(matchingCaseOf: path) ?? path)
        case "strings", "stringsdict":
            guard path.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true,
                walked || outsideRoot.allows(path, as: "a strings table of the project")
            else { return }
            stringsTableFiles.insert(walked ? path : FileTree.existingPath(matchingCaseOf: path) ?? path)
        case "json":
            // Asset catalogs' and icons' Contents.json describe images; a file outside the root is not read.
            guard !PathText.containsBytes(path, ".xcassets/"), !PathText.containsBytes(path, ".icon/"),
                walked || outsideRoot.root.admits(path),
                let existing = walked ? path : FileTree.existingPath(matchingCaseOf: path)
            else { return }
            dataFiles.insert(existing)
        case "storyboard", "xib":
            guard walked || outsideRoot.root.admits(path),
                let existing = walked ? path : FileTree.existingPath(matchingCaseOf: path)
            else { return }
            interfaceFiles.insert(existing)
        case "m", "mm":
            guard compiled, ObjectiveCMain.mayHoldMain(path), !CocoaPodsFolder.contains(path),
                walked || outsideRoot.root.admits(path),
                let existing = walked ? path : FileTree.existingPath(matchingCaseOf: path)
            else { return }
            objectiveCMainFiles.insert(existing)
        default: break
        }
    }

    /// Every file of a folder reference; a folder outside the root (`path = /`) is not walked at all.
    mutating func addEverything(under folder: String) {
        guard outsideRoot.allows(folder, as: "a folder reference of the project") else { return }
        let folderIsNormal = PathText.isNormal(folder)
        for relative in folderWalks.relativeFiles(under: folder, within: outsideRoot.root) {
            let (path, walked) = FolderWalks.walkedPath(folder, relative, folderIsNormal: folderIsNormal)
            add(path, walked: walked)
        }
    }
}

extension ProjectFile {
    static let widgetExtensionPoint = "com.apple.widgetkit-extension"

    /// Reads every native target of the project.
    func discoveredTargets() throws -> [DiscoveredTarget] {
        let productTargets = targetNamesByProductReference()
        let localPackages = LocalPackageIndex { localPackageFolders }
        let ids = nativeTargetIDs
        guard ids.count >= Self.targetsWorthThreads else {
            return try ids.map { try discoveredTarget($0, productTargets: productTargets, localPackages: localPackages) }
        }
        // Each target on its own thread, with logs of its own taken in afterwards in target order, so that
        // what is logged, and the first error, are those of reading them one after the other. Reading a
        // large app's targets (listing and matching its synchronized folders' files for each) was most of
        // its project's discovery, on the main thread with the other core idle.
        let projects = ids.map { _ in withOwnLogs() }
        let shared = SharedProjectFiles(projects: projects)
        let results = parallelMap(Array(ids.indices)) { index in
            Result { try shared.projects[index].discoveredTarget(ids[index], productTargets: productTargets, localPackages: localPackages) }
        }
        for project in projects { appendLogs(of: project) }
        return try results.map { try $0.get() }
    }

    /// From this many native targets a project's are read on both cores.
    static let targetsWorthThreads = 3

    func discoveredTarget(
        _ id: String, productTargets: [String: String], localPackages: LocalPackageIndex
    ) throws -> DiscoveredTarget {
        guard let target = object(id) else { throw InputError("missing target \(id)", path: pbxprojPath) }
        let name = target["name"]?.string ?? target["productName"]?.string ?? id
        let productType = target["productType"]?.string ?? ""
        var files = TargetFiles(
            outsideRoot: outsideRoot, missingSources: missingSources, encryptedSources: encryptedSources, targetName: name,
            folderWalks: folderWalks)
        collectBuildPhaseFiles(of: target, into: &files)
        collectSynchronizedFiles(of: id, target: target, into: &files)
        let ownSources = files.sources
        var relations = relations(of: target, productTargets: productTargets)
        relations.packageProducts = relations.packageProducts.map { product in
            product.packagePath != nil ? product : PackageProductReference(product: product.product, packagePath: localPackages.folder(declaring: product.product))
        }

        let role: TargetRole
        if Self.applicationProductTypes.contains(productType) {
            role = .app
        } else if productType.contains("extension") {
            let isWidget = try infoPlistDeclaresWidget(target: target, name: name)
                || WidgetDeclaration.isDeclared(in: ownSources.sorted())
            role = isWidget ? .widget : .otherExtension
        } else {
            role = .other
        }
        return DiscoveredTarget(
            name: name, role: role, productType: productType, projectPath: projectPath,
            catalogs: files.catalogs.sorted(), sourceFiles: files.sources.sorted(), build: try shippedBuild(of: target),
            relations: relations, developmentRegion: project["developmentRegion"]?.string,
            stringsTableFiles: files.stringsTableFiles.sorted(), missingSourceFiles: files.missingSourceFiles.sorted(),
            dataFiles: files.dataFiles.sorted(), interfaceFiles: files.interfaceFiles.sorted(),
            objectiveCMain: role == .app ? Self.objectiveCMain(among: files.objectiveCMainFiles) : nil,
            localizationKeys: role == .app ? infoPlistLocalizationKeys(target: target, name: name) : InfoPlistLocalizationKeys())
    }

    /// The app's Objective-C entry point: the one compiled `main.m` that defines a `main` it can read. Two
    /// such files (which no app links) or none read say nothing.
    private static func objectiveCMain(among files: Set<String>) -> ObjectiveCMain? {
        let mains = files.sorted().compactMap(ObjectiveCMain.read(at:))
        return mains.count == 1 ? mains[0] : nil
    }

    private static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp",
        "com.apple.product-type.application.messages",
    ]

    private func collectBuildPhaseFiles(of target: OpenStepValue, into files: inout TargetFiles) {
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = object(phaseID),
                  ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string ?? "")
            else { continue }
            let compiled = phase["isa"]?.string == "PBXSourcesBuildPhase"
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let referenceID = object(buildFileID)?["fileRef"]?.string,
                      let reference = object(referenceID)
                else { continue }
                switch reference["isa"]?.string {
                case "PBXFileReference":
                    guard let path = resolvedPath(referenceID) else { continue }
                    let type = reference["lastKnownFileType"]?.string ?? reference["explicitFileType"]?.string
                    if type == "folder" {
                        files.addEverything(under: path)
                    } else {
                        files.add(path, compiled: compiled, reference: reference["path"]?.location ?? reference.location)
                    }
                case "PBXVariantGroup", "XCVersionGroup":
                    let children = (reference["children"]?.strings ?? []).compactMap(resolvedPath)
                    // A storyboard's, xib's or intent definition's .strings localize that file's objects by
                    // their IDs (`TxL-Vj-ggR.text`); the system reads them, and they are not string tables.
                    let localizesInterface = children.contains { ["storyboard", "xib", "intentdefinition"].contains(PathText.pathExtension($0)) }
                    for path in children where !(localizesInterface && PathText.pathExtension(path) == "strings") {
                        files.add(path, compiled: compiled)
                    }
                default:
                    continue
                }
            }
        }
    }

    /// Xcode 16 folders. A target builds every file of the folders it lists, minus those a
    /// `PBXFileSystemSynchronizedBuildFileExceptionSet` naming the target lists; on a folder the target does
    /// not list, such a set names the files the target does build. A
    /// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` puts the files it lists in one build
    /// phase of the target owning that phase, whichever folders the target lists: compiled in a Sources
    /// phase, bundled in a Resources phase, and only copied (neither compiled nor a table) in any other.
    private func collectSynchronizedFiles(of targetID: String, target: OpenStepValue, into files: inout TargetFiles) {
        let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        let ownPhases = Set(target["buildPhases"]?.strings ?? [])
        for groupID in synchronizedRootGroupIDs {
            guard let group = object(groupID), let folder = resolvedPath(groupID) else { continue }
            let exceptions = membershipExceptions(of: group, for: targetID)
            let routes = phaseRoutes(of: group, into: ownPhases)
            guard ownGroups.contains(groupID) || !exceptions.isEmpty || !routes.isEmpty else { continue }
            guard outsideRoot.allows(folder, as: "a synchronized folder of the project") else { continue }
            let excepting = MembershipExceptions(exceptions)
            let isOwnGroup = ownGroups.contains(groupID)
            let folderIsNormal = PathText.isNormal(folder)
            for relative in folderWalks.relativeFiles(under: folder, within: outsideRoot.root) {
                let (path, walked) = FolderWalks.walkedPath(folder, relative, folderIsNormal: folderIsNormal)
                if !routes.isEmpty, let phase = routes.first(where: { Self.exception($0.entry, covers: relative) })?.phase {
                    switch phase {
                    case "PBXSourcesBuildPhase": files.add(path, walked: walked)
                    case "PBXResourcesBuildPhase": files.add(path, compiled: false, walked: walked)
                    default: break
                    }
                    continue
                }
                let excepted = excepting.cover(relative)
                if isOwnGroup ? !excepted : excepted { files.add(path, walked: walked) }
            }
        }
    }

    private func membershipExceptions(of group: OpenStepValue, for targetID: String) -> [String] {
        var paths: [String] = []
        for exceptionID in group["exceptions"]?.strings ?? [] {
            guard let exceptionSet = object(exceptionID),
                  exceptionSet["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  exceptionSet["target"]?.string == targetID
            else { continue }
            paths += exceptionSet["membershipExceptions"]?.strings ?? []
        }
        return paths
    }

    /// The folder's entries that build-phase exception sets put in one of `phases`, with that phase's kind.
    private func phaseRoutes(of group: OpenStepValue, into phases: Set<String>) -> [(entry: String, phase: String)] {
        var routes: [(String, String)] = []
        for exceptionID in group["exceptions"]?.strings ?? [] {
            guard let exceptionSet = object(exceptionID),
                  exceptionSet["isa"]?.string == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
                  let phaseID = exceptionSet["buildPhase"]?.string, phases.contains(phaseID)
            else { continue }
            let phase = object(phaseID)?["isa"]?.string ?? ""
            routes += (exceptionSet["membershipExceptions"]?.strings ?? []).map { ($0, phase) }
        }
        return routes
    }

    /// Whether an exception entry names this file (relative to the synchronized folder), the folder
    /// holding it, or one of a localized file's `.lproj` variants: Xcode writes a localized file as
    /// `/Localized/Intents/Vocabulary.plist` or `/Localized: Intents/Vocabulary.plist`, its path without
    /// the `.lproj` folder, for every language at once.
    /// A synchronized folder's membership exceptions, asked of each of its files: a file or folder entry
    /// is found by the file's path and each folder above it in a set, rather than by testing every entry
    /// against every file (a large app's folders with many exceptions: a seventh of its whole check).
    struct MembershipExceptions {
        private var paths: Set<String> = []
        /// What `/Localized: …` and `/Localized/…` entries name: a file in any `.lproj` folder of that path.
        private var localizedNames: Set<String> = []
        /// The folder of the last ASCII file asked about, and whether an entry names it or a folder above it.
        private let lastParent = LastParent()

        private final class LastParent {
            var folder: String?
            var covered = false
        }

        init(_ entries: [String]) {
            for entry in entries {
                if let prefix = ["/Localized: ", "/Localized/"].first(where: entry.hasPrefix) {
                    localizedNames.insert(String(entry.dropFirst(prefix.count)))
                } else {
                    paths.insert(entry)
                }
            }
        }

        /// `entries.contains { exception($0, covers: relative) }`.
        func cover(_ relative: String) -> Bool {
            if paths.isEmpty && localizedNames.isEmpty { return false }
            if paths.contains(relative) { return true }
            // An entry covers the files under it: `relative` starts with the entry and a slash. An ASCII path's
            // slashes are found among its bytes; any other's among its characters, as `hasPrefix` compares.
            if PathText.isASCII(relative) {
                // A walk lists a folder's files together: the folders above a file are asked once a folder.
                if let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    let parent = relative.utf8[..<slash]
                    if let last = lastParent.folder, Self.isFolder(last, of: relative, length: parent.count) {
                        if lastParent.covered { return true }
                    } else {
                        var covered = false
                        var utf8 = parent
                        while true {
                            if paths.contains(String(relative[..<utf8.endIndex])) {
                                covered = true
                                break
                            }
                            guard let above = utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
                            utf8 = utf8[..<above]
                        }
                        lastParent.folder = String(relative[..<slash])
                        lastParent.covered = covered
                        if covered { return true }
                    }
                }
            } else {
                var end = relative.endIndex
                while let slash = relative[..<end].lastIndex(of: "/") {
                    if paths.contains(String(relative[..<slash])) { return true }
                    end = slash
                }
            }
            guard !localizedNames.isEmpty else { return false }
            if localizedNames.contains(relative) { return true }
            // Without `.lproj` among its bytes (nor then among its characters) the path is its own delocalized form.
            return PathText.containsBytes(relative, ".lproj") && localizedNames.contains(ProjectFile.delocalized(relative))
        }

        /// Whether `folder` is the first `length` bytes of `path`.
        private static func isFolder(_ folder: String, of path: String, length: Int) -> Bool {
            PathText.withBytes(folder) { folderBytes in
                guard folderBytes.count == length else { return false }
                return PathText.withBytes(path) { pathBytes in
                    guard pathBytes.count >= length else { return false }
                    var index = 0
                    while index < length, folderBytes[index] == pathBytes[index] { index += 1 }
                    return index == length
                }
            }
        }
    }

    /// The path without its `.lproj` folders: what a localized exception entry names.
    static func delocalized(_ relative: String) -> String {
        // ASCII, as paths almost always are, is split among its bytes: the same components, found without
        // breaking the text into characters.
        guard relative.utf8.allSatisfy({ $0 < 0x80 }) else {
            return relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
        }
        let lproj = Array(".lproj".utf8)
        var result: [UInt8] = []
        for component in relative.utf8.split(separator: UInt8(ascii: "/")) {
            if component.count >= lproj.count && component.suffix(lproj.count).elementsEqual(lproj) { continue }
            if !result.isEmpty { result.append(UInt8(ascii: "/")) }
            result.append(contentsOf: component)
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func exception(_ entry: String, covers relative: String) -> Bool {
        for localizedPrefix in ["/Localized: ", "/Localized/"] where entry.hasPrefix(localizedPrefix) {
            let named = String(entry.dropFirst(localizedPrefix.count))
            return delocalized(relative) == named || relative == named
        }
        return relative == entry || relative.hasPrefix(entry + "/")
    }

    // MARK: Widget detection

    private func buildSettingValues(_ key: String, of target: OpenStepValue) -> [String] {
        let configurations = object(target["buildConfigurationList"]?.string)?["buildConfigurations"]?.strings ?? []
        var values: [String] = []
        for configurationID in configurations {
            if let value = object(configurationID)?["buildSettings"]?[key]?.string, !values.contains(value) {
                values.append(value)
            }
        }
        return values
    }

    /// What the Info.plist says of the app's localizations: `CFBundleAllowMixedLocalizations`, in the file
    /// `INFOPLIST_FILE` names or as the generated Info.plist's `INFOPLIST_KEY_` build setting, and the
    /// languages `CFBundleLocalizations` lists. A missing or malformed file says nothing: both only widen
    /// what is checked.
    private func infoPlistLocalizationKeys(target: OpenStepValue, name: String) -> InfoPlistLocalizationKeys {
        let mixedKey = "CFBundleAllowMixedLocalizations", listKey = "CFBundleLocalizations"
        var keys = InfoPlistLocalizationKeys()
        if buildSettingValues("INFOPLIST_KEY_" + mixedKey, of: target).contains(where: Self.isTrue) { keys.allowsMixedLocalizations = true }
        // A file outside the project root is not read, and not said: the keys only widen what is checked.
        let paths = infoPlistPaths(of: target, name: name)
        // The declared keys are known only when every file is read and no xcconfig may add a build setting.
        var declared: Set<String>? = paths.isEmpty || usesConfigurationFiles(target) ? nil : []
        for path in paths {
            guard outsideRoot.root.admits(path),
                let data = try? FileContents.readIfPresent(path, kind: .propertyList).map({ Data($0.bytes) })
            else {
                declared = nil
                continue
            }
            let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            if firstByte != UInt8(ascii: "<"), !data.starts(with: Array("bplist".utf8)) {
                guard let plist = try? OpenStepParser.parse([UInt8](data), path: path), let members = plist.dictionary else {
                    declared = nil
                    continue
                }
                declared?.formUnion(members.map(\.key))
                if let value = plist[mixedKey]?.string, Self.isTrue(value) { keys.allowsMixedLocalizations = true }
                keys.declaredLocalizations += (plist[listKey]?.array ?? []).compactMap(\.string)
            } else if let plist = try? PropertyList.parse(data, path: path), case .dictionary(let members) = plist {
                declared?.formUnion(members.keys)
                if let value = plist[mixedKey],
                    value == .boolean(true) || value == .integer(1) || value.stringValue.map(Self.isTrue) == true
                {
                    keys.allowsMixedLocalizations = true
                }
                if case .array(let languages)? = plist[listKey] { keys.declaredLocalizations += languages.compactMap(\.stringValue) }
            } else {
                declared = nil
            }
        }
        if var known = declared {
            known.formUnion(infoPlistKeySettings(of: target))
            keys.declaredKeys = known.sorted()
        }
        return keys
    }

    /// The keys the `INFOPLIST_KEY_` build settings of the target's and the project's configurations add to a
    /// generated Info.plist.
    private func infoPlistKeySettings(of target: OpenStepValue) -> Set<String> {
        let prefix = "INFOPLIST_KEY_"
        var result: Set<String> = []
        for configurationID in configurationIDs(of: target) + configurationIDs(of: project) {
            for (key, _) in object(configurationID)?["buildSettings"]?.dictionary ?? [] where key.hasPrefix(prefix) {
                result.insert(String(key.dropFirst(prefix.count)))
            }
        }
        return result
    }

    /// Whether the target's or the project's configurations are based on an xcconfig file, which may set
    /// any build setting.
    private func usesConfigurationFiles(_ target: OpenStepValue) -> Bool {
        (configurationIDs(of: target) + configurationIDs(of: project)).contains {
            object($0)?["baseConfigurationReference"] != nil
        }
    }

    private func configurationIDs(of owner: OpenStepValue?) -> [String] {
        object(owner?["buildConfigurationList"]?.string)?["buildConfigurations"]?.strings ?? []
    }

    /// `YES`, `true` or `1`, as Core Foundation reads a Boolean written as text.
    private static func isTrue(_ text: String) -> Bool {
        ["yes", "true", "1"].contains(text.lowercased())
    }

    /// The files `INFOPLIST_FILE` names, its usual variables expanded; a value still holding `$` is skipped.
    private func infoPlistPaths(of target: OpenStepValue, name: String) -> [String] {
        var paths: [String] = []
        for setting in buildSettingValues("INFOPLIST_FILE", of: target) {
            var expanded = setting
            for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
                expanded = expanded.replacingOccurrences(of: "$(\(variable))", with: sourceRoot)
                    .replacingOccurrences(of: "${\(variable)}", with: sourceRoot)
            }
            expanded = expanded.replacingOccurrences(of: "$(TARGET_NAME)", with: name)
                .replacingOccurrences(of: "${TARGET_NAME}", with: name)
            guard !expanded.contains("$") else { continue }
            paths.append(PathText.join(sourceRoot, expanded))
        }
        return paths
    }

    /// True when the Info.plist named by `INFOPLIST_FILE` declares the WidgetKit extension point.
    /// A missing file is not an error here (generated Info.plists cannot declare `NSExtension` anyway);
    /// a malformed one is.
    private func infoPlistDeclaresWidget(target: OpenStepValue, name: String) throws -> Bool {
        for path in infoPlistPaths(of: target, name: name) {
            guard outsideRoot.allows(path, as: "the INFOPLIST_FILE of \(name)") else { continue }
            guard let data = try FileContents.readIfPresent(path, kind: .propertyList).map({ Data($0.bytes) }) else { continue }
            if try Self.infoPlistData(data, path: path, declaresExtensionPoint: Self.widgetExtensionPoint) {
                return true
            }
        }
        return false
    }

    static func infoPlistData(_ data: Data, path: String, declaresExtensionPoint point: String) throws -> Bool {
        // XML and binary property lists start with '<' or "bplist"; anything else is read as old-style.
        let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if firstByte != UInt8(ascii: "<"), !data.starts(with: Array("bplist".utf8)) {
            let plist = try OpenStepParser.parse([UInt8](data), path: path)
            return plist["NSExtension"]?["NSExtensionPointIdentifier"]?.string == point
                || plist["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string == point
        }
        let plist = try PropertyList.parse(data, path: path)
        return plist["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == point
            || plist["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.stringValue == point
    }

    // MARK: Local Swift packages

    /// Folders with a `Package.swift` next to the project or referenced from its group tree, or inside a
    /// synchronized folder or folder reference of it (`Modules/Account` in a synchronized `Modules`), which
    /// Xcode also opens as local packages; all inside the project root. A product dependency that older
    /// Xcode versions (and folder references) record without its package is looked for in them.
    private var localPackageFolders: [String] {
        var folders = FileTree.children(of: projectFolder).map { PathText.join(projectFolder, $0) }
        for (id, path) in resolvedPaths.sorted(by: { $0.value < $1.value }) {
            folders.append(path)
            let object = objects[id]
            let isFolder = object?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
                || object?["lastKnownFileType"]?.string == "folder"
            if isFolder, !FileTree.isFile(PathText.join(path, "Package.swift")) {
                folders += FileTree.children(of: path).sorted().map { PathText.join(path, $0) }
            }
        }
        var seen: Set<String> = []
        return folders.filter {
            outsideRoot.root.contains($0) && FileTree.isFile(PathText.join($0, "Package.swift")) && seen.insert($0).inserted
        }
    }
}

/// A project's copies, one per target read at once; each thread reads only its own, and the caches they
/// share lock themselves.
private struct SharedProjectFiles: @unchecked Sendable {
    let projects: [ProjectFile]
}
