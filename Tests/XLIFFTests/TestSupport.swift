import Diagnostics
import Foundation
import StringCatalog
import Testing

@testable import XLIFF

/// The fixtures folder, found from this file's path (no SwiftPM resources).
let xliffFixtures: String = {
    let thisFile = "\(#filePath)"
    return String(thisFile[..<thisFile.lastIndex(of: "/")!]) + "/Fixtures"
}()

func fixture(_ name: String) -> String { "\(xliffFixtures)/\(name)" }

func loadFixtureCatalog(_ name: String = "App.xcstrings") throws -> Catalog {
    try Catalog.load(path: fixture(name))
}

func utf8(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// A fresh empty folder for tests that write files.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "/xliff-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Copies a fixture into a fresh folder and returns the copy's path.
func copyOfFixture(_ name: String) throws -> String {
    let folder = try temporaryFolder()
    let path = folder + "/" + name
    try FileManager.default.copyItem(atPath: fixture(name), toPath: path)
    return path
}

func readBytes(_ path: String) throws -> [UInt8] { try FileContents.read(path).bytes }

func writeText(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Runs `body` and returns the InputError it threw, or nil.
func thrownInputError(_ body: () throws -> Void) -> InputError? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return nil
    }
}

/// Lines only in `old` and lines only in `new`, by a longest-common-subsequence diff.
func lineDiff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var removed: [String] = []
    var added: [String] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
        if a[i] == b[j] {
            i += 1
            j += 1
        } else if table[i + 1][j] >= table[i][j + 1] {
            removed.append(a[i])
            i += 1
        } else {
            added.append(b[j])
            j += 1
        }
    }
    removed += a[i...]
    added += b[j...]
    return (removed, added)
}
