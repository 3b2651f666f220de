import Diagnostics
import Foundation
import SafeFiles
import StringCatalog
import Testing
import _StringsGuardTestSupport

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


