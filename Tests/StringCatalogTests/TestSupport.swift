import JSON
import _StringsGuardTestSupport
import Diagnostics
import Foundation
import SafeFiles
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

/// Parses `bytes` as JSON and returns the error it must raise.
func jsonError(_ bytes: [UInt8], path: String = "input.json") -> InputError? {
    do {
        _ = try JSONReader.parse(bytes, path: path)
        return nil
    } catch {
        return error
    }
}

func jsonError(_ text: String, path: String = "input.json") -> InputError? {
    jsonError(Array(text.utf8), path: path)
}

func catalogError(_ text: String, path: String = "Localizable.xcstrings") -> InputError? {
    do {
        _ = try Catalog(bytes: Array(text.utf8), path: path)
        return nil
    } catch {
        return error
    }
}
