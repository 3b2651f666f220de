import Foundation
import Testing

@testable import XcodeProject

/// `PathText.lastComponent`, `pathExtension` and `containsBytes` read a path's bytes, as the file system
/// does; the character-based versions they replaced are kept here as oracles. The two agree on every path
/// but one kind: a combining mark right after a `/` or `.` (which, read as characters, joins it and hides
/// it). There the byte answer is the file system's, and that is the one chosen.
@Suite struct PathBytesTests {
    static func oracleLastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func oraclePathExtension(_ path: String) -> String {
        let name = oracleLastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// Whether a combining mark follows a slash or a dot: the one place characters and bytes differ.
    static func hidesSeparator(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars)
        return scalars.indices.dropFirst().contains { index in
            (scalars[index - 1] == "/" || scalars[index - 1] == ".") && scalars[index].properties.canonicalCombiningClass != .notReordered
        }
    }

    static let pieces = [
        "a", "App", "/", "//", ".", "..", "./", "../", "x.swift", "Base.lproj", "Localizable.strings", "é", "e\u{301}",
        "日本", "😀", ".hidden", "\u{301}", "Pods/", ".xcloc/", "name.", " ", "tar.gz",
    ]

    static func generatedPaths() -> [String] {
        var state: UInt64 = 7
        var paths = ["", "/", "//", ".", "..", "a", "/a", "a/", "a//b", "/a/b/", "../x.swift", "./x", "a/.swift", "a/b.c/d"]
        for _ in 0..<3000 {
            var path = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state >> 20
            for _ in 0..<(1 + Int(bits % 6)) {
                bits /= 6
                path += pieces[Int(bits % UInt64(pieces.count))]
                bits /= UInt64(pieces.count)
            }
            paths.append(path)
        }
        return paths
    }

    @Test func bytesAgreeWithCharactersWhereNoMarkHidesASeparator() {
        var compared = 0
        for path in Self.generatedPaths() where !Self.hidesSeparator(path) {
            #expect(PathText.lastComponent(path) == Self.oracleLastComponent(path), "\(path.debugDescription)")
            #expect(PathText.pathExtension(path) == Self.oraclePathExtension(path), "\(path.debugDescription)")
            for needle in [".xcloc/", "Pods/", ".xcassets/", ".icon/"] {
                #expect(Self.contains(path, needle) == path.contains(needle), "\(path.debugDescription) \(needle)")
            }
            compared += 1
        }
        #expect(compared > 2000)
    }

    static func contains(_ path: String, _ needle: String) -> Bool {
        switch needle {
        case ".xcloc/": PathText.containsBytes(path, ".xcloc/")
        case "Pods/": PathText.containsBytes(path, "Pods/")
        case ".xcassets/": PathText.containsBytes(path, ".xcassets/")
        default: PathText.containsBytes(path, ".icon/")
        }
    }

    @Test func aCombiningMarkAfterASlashStartsTheNextComponentAsOnDisk() {
        // On disk `a/\u{301}b.swift` is the file `\u{301}b.swift` in the folder `a`.
        let path = "a/\u{301}b.swift"
        #expect(Self.oracleLastComponent(path) == path)
        #expect(PathText.lastComponent(path) == "\u{301}b.swift")
        #expect(PathText.pathExtension(path) == "swift")
        // A mark after the dot: the extension is the bytes after it, as the file system has no characters.
        #expect(Self.oraclePathExtension("a/b.\u{301}x") == "")
        #expect(PathText.pathExtension("a/b.\u{301}x") == "\u{301}x")
        // A file inside `Exported.xcloc` is one, whatever follows the slash.
        #expect(PathText.containsBytes("Exported.xcloc/\u{301}x.xcstrings", ".xcloc/"))
        #expect(!PathText.containsBytes("Exported.xcloc", ".xcloc/"))
        #expect(PathText.containsBytes(".xcloc/", ".xcloc/"))
    }

    @Test func aWalkedFileKeepsItsPathOnlyWhenJoiningWouldNotChangeIt() {
        for (folder, relative) in [("App", "x.swift"), ("/abs/App", "a/b.swift"), ("é/e\u{301}", "日本.strings")] {
            let walked = FolderWalks.walkedPath(folder, relative)
            #expect(walked.walked)
            #expect(walked.path == PathText.join(folder, relative))
            #expect(walked.path == folder + "/" + relative)
        }
        for (folder, relative) in [(".", "x.swift"), ("a/../b", "x.swift"), ("/", "x"), ("a/", "x"), ("a//b", "x")] {
            let walked = FolderWalks.walkedPath(folder, relative)
            #expect(!walked.walked, "\(folder)")
            #expect(walked.path == PathText.join(folder, relative))
        }
    }
}
