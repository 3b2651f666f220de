import Foundation

/// Validates reports against the published schemas kept in Tests/ReportingTests/Schemas: JSON with the
/// `jsonschema` package (through `validate-json.py`), XML with `xmllint --schema`. Both are installed by
/// Scripts/setup; a missing tool is a failure that says so, never a skipped check.
public enum SchemaValidator {
    /// The outcome of one validation: the tool's exit status and everything it printed.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
        public var isValid: Bool { status == 0 }
    }

    /// Tests/ReportingTests/Schemas in this checkout.
    public static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Tests/ReportingTests/Schemas"
    }()

    /// Validates `document` (JSON text) against `schema` (a file name in the folder); `each` validates
    /// every element of a top-level array.
    public static func validateJSON(_ document: String, schema: String, each: Bool = false) throws -> Outcome {
        let path = try write(document, extension: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run("python3", [folder + "/validate-json.py", folder + "/" + schema, path] + (each ? ["--each"] : []))
    }

    /// Validates `document` (XML text) against an XSD in the folder, or only that it is well formed.
    public static func validateXML(_ document: String, schema: String?) throws -> Outcome {
        let path = try write(document, extension: "xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run("xmllint", ["--noout", "--nonet"] + (schema.map { ["--schema", folder + "/" + $0] } ?? []) + [path])
    }

    private static func write(_ text: String, extension suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "stringsguard-schema-\(UUID().uuidString).\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs a tool found on PATH, output in a file (a pipe could fill and stall it).
    private static func run(_ tool: String, _ arguments: [String]) throws -> Outcome {
        let log = NSTemporaryDirectory() + "stringsguard-schema-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: log, contents: nil) else {
            return Outcome(status: -1, output: "cannot create \(log)")
        }
        defer { try? FileManager.default.removeItem(atPath: log) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        var output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        if process.terminationStatus == 127 { output = "\(tool) is not installed: run Scripts/setup. " + output }
        return Outcome(status: process.terminationStatus, output: output)
    }
}
