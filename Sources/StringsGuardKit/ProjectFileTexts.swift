import Foundation
import SafeFiles

/// The texts of the project's files that may name a class of an app's own code without being its Swift
/// code: Objective-C and C sources and headers, storyboards and xibs, property lists (a principal class, a
/// scene delegate), Core Data models (`representedClassName`), intent definitions, xcconfig files and the
/// Info.plist settings of project files (`INFOPLIST_KEY_…`), and every Swift file (a target leaves out its
/// own, which reachability follows by name). Read once, the first time a target has a view no Swift code
/// names (`UnreachedFrameworkCode`), from the current folder, which must hold every module's files.
final class ProjectFileTexts {
    /// Calls that make a class from a string at run time: where the project has one, any class may be made.
    static let runtimeClassLookups: Set<String> = ["NSClassFromString", "objc_getClass", "objc_lookUpClass", "classNamed"]

    private static let extensions: Set<String> = [
        "swift", "h", "hh", "hpp", "m", "mm", "c", "cc", "cpp", "plist", "storyboard", "xib", "intentdefinition", "xcconfig",
    ]

    private let root: String

    /// Nil when a module's file lies outside the current folder: the files that may name its classes are
    /// not all known, and the folders above are not the project's to walk.
    init?(modules: [ProjectPlan.Module]) {
        let current = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        for module in modules {
            for path in module.sourceFiles + module.interfaceFiles where path.hasPrefix("/") || path.contains("..") {
                let absolute = ((path.hasPrefix("/") ? path : current + "/" + path) as NSString).standardizingPath
                guard absolute.hasPrefix(current == "/" ? "/" : current + "/") else { return nil }
            }
        }
        root = current
    }

    /// The files (each as its path from the current folder, and absolute) that hold `word`: a run of
    /// letters, digits and `_`, or a piece of one between digits (`ClockView` in the mangled
    /// `_TtC4Tide9ClockView`). Only words that start with a capital letter are indexed, and
    /// `runtimeClassLookups`: a type whose name starts otherwise is never looked up here.
    func files(holding word: String) -> [(relative: String, absolute: String)] {
        let index = self.index ?? makeIndex()
        return (index.files[word] ?? []).map { index.paths[$0] }
    }

    private var index: (paths: [(relative: String, absolute: String)], files: [String: [Int]])?

    private func makeIndex() -> (paths: [(relative: String, absolute: String)], files: [String: [Int]]) {
        var paths: [(relative: String, absolute: String)] = []
        var files: [String: [Int]] = [:]
        for relative in FolderWalk.relativeFiles(under: root, within: ProjectRoot(root)) {
            let name = (relative as NSString).lastPathComponent
            let pathExtension = (name as NSString).pathExtension
            let isModel = name == "contents" && relative.contains(".xcdatamodel/")
            guard Self.extensions.contains(pathExtension) || isModel || pathExtension == "pbxproj" else { continue }
            let path = root == "/" ? "/" + relative : root + "/" + relative
            guard var bytes = try? FileContents.read(path, kind: .projectFile).bytes else { continue }
            // A project file names every source file: only its Info.plist settings can name a class.
            if pathExtension == "pbxproj" {
                bytes = Array(bytes.split(separator: UInt8(ascii: "\n")).filter { Self.holds($0, Self.infoPlistSetting) }
                    .joined(separator: [UInt8(ascii: "\n")]))
            }
            let number = paths.count
            paths.append((relative, path))
            Self.forEachWord(in: bytes) { word in
                if files[word]?.last != number { files[word, default: []].append(number) }
            }
        }
        index = (paths, files)
        return (paths, files)
    }

    private static let infoPlistSetting = Array("INFOPLIST_KEY_".utf8)

    private static func holds(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard line.count >= needle.count else { return false }
        var start = line.startIndex
        while start + needle.count <= line.endIndex {
            if line[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// Calls `body` with each word that starts with a capital letter, and each of `runtimeClassLookups`: runs
    /// of letters, digits and `_` (and of non-ASCII bytes, which a name may hold), and the pieces of such a
    /// run between digits.
    static func forEachWord(in bytes: [UInt8], _ body: (String) -> Void) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func report(_ word: ArraySlice<UInt8>) {
            guard let first = word.first else { return }
            if isCapital(first) {
                body(String(decoding: word, as: UTF8.self))
            } else if first == UInt8(ascii: "o") || first == UInt8(ascii: "c") {
                let text = String(decoding: word, as: UTF8.self)
                if runtimeClassLookups.contains(text) { body(text) }
            }
        }
        var offset = 0
        while offset < bytes.count {
            guard isWordByte(bytes[offset]) else {
                offset += 1
                continue
            }
            let start = offset
            var hasDigit = false
            while offset < bytes.count, isWordByte(bytes[offset]) {
                if isDigit(bytes[offset]) { hasDigit = true }
                offset += 1
            }
            let run = bytes[start..<offset]
            report(run)
            if hasDigit {
                for piece in run.split(whereSeparator: isDigit) where piece.count < run.count { report(piece) }
            }
        }
    }
}
