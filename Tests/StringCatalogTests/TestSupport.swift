import Foundation
import Testing
@testable import StringCatalog

/// The fixtures folder, found from this file's path (no SwiftPM resources).
let fixturesFolder: String = {
    let thisFile = "\(#filePath)"
    return String(thisFile[..<thisFile.lastIndex(of: "/")!]) + "/Fixtures"
}()

func fixturePath(_ name: String) -> String { "\(fixturesFolder)/\(name)" }

func fixtureBytes(_ name: String) throws -> [UInt8] {
    try FileContents.read(fixturePath(name)).bytes
}

/// A fresh empty folder under the system's temporary folder, for tests that write files.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "/stringcatalog-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
