import JSON
import Diagnostics

/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning, IDE viewers) read.
/// - Each rule carries its summary, why it matters (`fullDescription`), its whole documentation as text and
///   Markdown (`help`) and, when the configuration names a documentation base, a `helpUri`.
/// - Paths are relative to the repository root, `SRCROOT` in `originalUriBaseIds`; a file outside it gets
///   an absolute `file://` URI, never `../`.
/// - Columns are UTF-16 code units (`run.columnKind`), converted from the findings' UTF-8 byte columns by
///   reading each line; a column that cannot be converted (the file is gone) is left out.
/// - One result per finding: a catalog shared by several targets is one result that names them all.
/// A finding's `fix` travels in the result's `properties`: SARIF `fixes` need exact replacement regions we don't have.
public struct SARIFReporter: NamedReporter {
    public static let formatName = "sarif"

    public var baseDirectory: String?
    /// SRCROOT; nil uses the base folder.
    public var repositoryRoot: String?

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The partial fingerprint's name; bump the version if the fingerprint's inputs change.
    public static let fingerprintName = "stringsguardFinding/v1"
    /// The base id every relative URI names.
    public static let rootBaseID = "SRCROOT"

    public init(baseDirectory: String? = nil, repositoryRoot: String? = nil) {
        self.baseDirectory = baseDirectory
        self.repositoryRoot = repositoryRoot
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory, repositoryRoot: options.repositoryRoot)
    }

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let findings = input.findings.inReportOrder
        let rules = ruleList(input, findings: findings)
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }

        var driver: [(String, JSONText)] = [("name", .string(input.toolName)), ("version", .string(input.toolVersion))]
        if Self.isSemanticVersion(input.toolVersion) { driver.append(("semanticVersion", .string(input.toolVersion))) }
        driver.append(("rules", .array(rules.map { ruleObject($0, helpBase: input.ruleHelpBase) })))

        var run: [(String, JSONText)] = [("tool", .object([("driver", .object(driver))]))]
        let root = (repositoryRoot ?? baseDirectory).map { PathRelativiser.absolute($0, base: baseDirectory) }
        if let root, root.hasPrefix("/") {
            let uri = "file://" + Self.percentEncoded(root.hasSuffix("/") ? root : root + "/")
            run.append(("originalUriBaseIds", .object([(Self.rootBaseID, .object([("uri", .string(uri))]))])))
        }
        run.append(("columnKind", .string("utf16CodeUnits")))
        run.append(("results", .renderedUTF8(results(findings, ruleIndex: ruleIndex, root: root))))

        let log = JSONText.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        var out: [UInt8] = []
        log.write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// The `results` array as it sits in the log (three levels in). What a result needs of its file (how
    /// SARIF names it, its lines) is worked out once per file; the line hashes are numbered in report
    /// order, one pass; the rest of each result is its own, so results are written in runs on both cores.
    private func results(_ findings: [Finding], ruleIndex: [String: Int], root: String?) -> [UInt8] {
        guard !findings.isEmpty else { return Array("[]".utf8) }
        let lines = SourceLines(baseDirectory: baseDirectory)
        var readFiles: [SARIFFile] = []
        var fileNumbers: [Int] = []
        fileNumbers.reserveCapacity(findings.count)
        var fileIndex: [String: Int] = [:]
        var pathIndex: [String: Int] = [:]
        var last: (file: String, index: Int)?
        for finding in findings {
            let file = finding.location.file
            if let last, last.file == file {
                fileNumbers.append(last.index)
                continue
            }
            let index: Int
            if let known = fileIndex[file] {
                index = known
            } else {
                let artifact = Self.artifact(of: file, baseDirectory: baseDirectory, root: root)
                let path = pathIndex[artifact.fingerprintPath] ?? pathIndex.count
                pathIndex[artifact.fingerprintPath] = path
                index = readFiles.count
                readFiles.append(SARIFFile(
                    location: artifact.location, fingerprintPath: artifact.fingerprintPath, pathIndex: path,
                    lines: lines.lines(of: file)))
                fileIndex[file] = index
            }
            last = (file, index)
            fileNumbers.append(index)
        }

        let files = readFiles
        let fileOfFinding = fileNumbers
        // Findings are handed to the runs by number and read in place: copying one retains seven strings
        // and arrays.
        let numbers = Array(findings.indices)
        let lineHashes = FindingRuns.map(numbers) { run in
            findings.withUnsafeBufferPointer { findings in
                run.map { index in
                    Self.lineHashValue(
                        findings[index], lineBytes: files[fileOfFinding[index]].line(findings[index].location.line))
                }
            }
        }
        // The occurrence of each line hash in its file, counted in report order.
        var occurrences: [SARIFLineHashKey: Int] = [:]
        let occurrence = lineHashes.indices.map { index in
            let key = SARIFLineHashKey(path: files[fileOfFinding[index]].pathIndex, lineHash: lineHashes[index])
            let count = (occurrences[key] ?? 0) + 1
            occurrences[key] = count
            return count
        }

        // Each file's artifact location as it stands in every result of the file (eight levels in).
        let artifactLocations = files.map { file in
            var out: [UInt8] = []
            JSONText.object(file.location).write(to: &out, indent: 8)
            return out
        }
        let runs = FindingRuns.map(numbers) { run -> [ReportBytes] in
            var out = ReportBytes(capacity: run.count * 1_200)
            findings.withUnsafeBufferPointer { findings in
                for index in run {
                    let file = fileOfFinding[index]
                    out.append(index == 0 ? "[\n        " : ",\n        ")
                    writeResult(
                        findings.baseAddress! + index, ruleIndex: ruleIndex[findings[index].rule] ?? 0, file: files[file],
                        artifactLocation: artifactLocations[file], lineHash: lineHashes[index], occurrence: occurrence[index],
                        to: &out)
                }
            }
            return [out]
        }
        var out = ReportBytes(capacity: runs.reduce(8) { $0 + $1.count })
        for run in runs { out.append(run) }
        out.append("\n      ]")
        return out.bytes
    }

    /// The described rules in their given order, then any rule that has findings but no description.
    private func ruleList(_ input: ReportInput, findings: [Finding]) -> [SARIFRule] {
        var seen = Set<String>()
        var list: [SARIFRule] = []
        for rule in input.rules where seen.insert(rule.id).inserted {
            list.append(.init(id: rule.id, descriptor: rule))
        }
        var lastRule: String?
        for finding in findings where finding.rule != lastRule {
            lastRule = finding.rule
            guard seen.insert(finding.rule).inserted else { continue }
            list.append(.init(id: finding.rule, descriptor: nil))
        }
        return list
    }

    private func ruleObject(_ rule: SARIFRule, helpBase: String?) -> JSONText {
        var members: [(String, JSONText)] = [("id", .string(rule.id))]
        if let descriptor = rule.descriptor {
            members.append(("shortDescription", .object([("text", .string(descriptor.summary))])))
            members.append(("fullDescription", .object([("text", .string(descriptor.rationale))])))
            if let base = helpBase { members.append(("helpUri", .string(RuleDocumentation.helpURI(base: base, rule: rule.id)))) }
            members.append(("help", .object([
                ("text", .string(RuleDocumentation.text(of: descriptor))),
                ("markdown", .string(RuleDocumentation.markdown(of: descriptor))),
            ])))
            members.append(("defaultConfiguration", .object([("level", .string(Self.level(descriptor.defaultSeverity)))])))
        }
        return .object(members)
    }

    /// A finding's file as SARIF names it (relative to the root where it is inside it) and the path its
    /// fingerprint uses.
    private static func artifact(
        of file: String, baseDirectory: String?, root: String?
    ) -> (location: [(String, JSONText)], fingerprintPath: String) {
        let absolute = PathRelativiser.absolute(file, base: baseDirectory)
        if let root, let relative = PathRelativiser.inside(absolute, root: root) {
            return ([("uri", .string(percentEncoded(relative))), ("uriBaseId", .string(rootBaseID))], relative)
        } else if absolute.hasPrefix("/") {
            return ([("uri", .string("file://" + percentEncoded(absolute)))], absolute)
        } else {
            return ([("uri", .string(percentEncoded(absolute)))], absolute)
        }
    }

    /// One result as `JSONText.write(to:indent: 4)` lays it out, written straight as bytes (a tree of values
    /// for each of tens of thousands of results cost more than the rest of the report); the finding is read
    /// where it is.
    private func writeResult(
        _ finding: UnsafePointer<Finding>, ruleIndex: Int, file: SARIFFile, artifactLocation: [UInt8], lineHash: UInt64,
        occurrence: Int, to out: inout ReportBytes
    ) {
        out.append("{\n          \"ruleId\": ")
        out.appendJSONString(finding.pointee.rule)
        out.append(",\n          \"ruleIndex\": ")
        out.append(decimal: ruleIndex)
        out.append(",\n          \"level\": \"")
        out.append(severity: finding.pointee.severity)
        out.append("\",\n          \"message\": {\n            \"text\": ")
        if finding.pointee.targets.count > 1 {
            out.appendJSONString(finding.pointee.message + " (affects \(finding.pointee.targets.joined(separator: ", ")))")
        } else {
            out.appendJSONMessage(finding)
        }
        out.append("\n          },\n          \"locations\": [\n            {\n              \"physicalLocation\": {")
        out.append("\n                \"artifactLocation\": ")
        out.append(bytes: artifactLocation)
        out.append(",\n                \"region\": {\n                  \"startLine\": ")
        out.append(decimal: max(finding.pointee.location.line, 1))
        if let line = file.line(finding.pointee.location.line) {
            out.append(",\n                  \"startColumn\": ")
            out.append(decimal: max(SourceLines.utf16Column(ofByteColumn: finding.pointee.location.column, inLine: line), 1))
        }
        out.append("\n                }\n              }\n            }\n          ],\n          \"partialFingerprints\": {")
        out.append("\n            \"primaryLocationLineHash\": \"")
        out.append(hex16: lineHash)
        out.append(":")
        out.append(decimal: occurrence)
        out.append("\",\n            ")
        out.appendJSONString(Self.fingerprintName)
        out.append(": \"")
        out.append(hex16: Self.fingerprintValue(finding.pointee, path: file.fingerprintPath))
        out.append("\"\n          }")
        var firstProperty = true
        func property(_ name: StaticString) {
            out.append(firstProperty ? ",\n          \"properties\": {\n            \"" : ",\n            \"")
            firstProperty = false
            out.append(name)
            out.append("\": ")
        }
        if let key = finding.pointee.key {
            property("key")
            out.appendJSONString(key)
        }
        if let language = finding.pointee.language {
            property("language")
            out.appendJSONString(language)
        }
        if !finding.pointee.targets.isEmpty {
            property("targets")
            for (index, target) in finding.pointee.targets.enumerated() {
                out.append(index == 0 ? "[\n              " : ",\n              ")
                out.appendJSONString(target)
            }
            out.append("\n            ]")
        }
        if finding.pointee.fixText != nil {
            property("fix")
            out.appendJSONFix(finding)
        }
        if !firstProperty { out.append("\n          }") }
        out.append("\n        }")
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// FNV-1a (64-bit) of rule, relative path, key and language: the same problem keeps its fingerprint
    /// when lines move, and the value is identical on every machine (Swift's Hasher is seeded per process).
    static func fingerprint(_ finding: Finding, path: String) -> String {
        FNV1a.hex(fingerprintValue(finding, path: path))
    }

    static func fingerprintValue(_ finding: Finding, path: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(finding.rule)
        hash.add(path)
        hash.add(finding.key ?? "")
        hash.add(finding.language ?? "")
        return hash.value
    }

    /// What GitHub computes itself when a result has none: a hash of the line's text (without surrounding
    /// white space), so an alert follows its line when lines above it are added or removed. Ours also
    /// takes the rule, so two rules on one line stay two alerts; a line that cannot be read hashes the
    /// key and language instead. The caller appends `:N`, the occurrence of that hash in the file.
    static func lineHash(_ finding: Finding, line: String?) -> String {
        FNV1a.hex(lineHashValue(finding, lineBytes: line.map { Array($0.utf8)[...] }))
    }

    static func lineHashValue(_ finding: Finding, lineBytes line: ArraySlice<UInt8>?) -> UInt64 {
        var hash = FNV1a()
        hash.add(finding.rule)
        if let line {
            hash.add(bytes: SourceLines.trimmedPart(ofLine: line))
        } else {
            hash.add(finding.key ?? "")
            hash.add(finding.language ?? "")
        }
        return hash.value
    }

    /// `MAJOR.MINOR.PATCH` with an optional pre-release or build suffix: SARIF's `semanticVersion`.
    static func isSemanticVersion(_ version: String) -> Bool {
        let core = version.split(separator: "-", maxSplits: 1).first.map { $0.split(separator: "+").first ?? $0 } ?? ""
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and `/`, so any path is a valid URI reference.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

/// What every result in one file shares: its artifact location, the path its fingerprints hash (and that
/// path's number among the report's), and its lines, read once.
private struct SARIFFile: Sendable {
    var location: [(String, JSONText)]
    var fingerprintPath: String
    var pathIndex: Int
    var lines: SourceLines.FileLines?

    /// The bytes of a 1-based line, as `SourceLines.line` gives it.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        lines?.bytes(ofLine: number)
    }
}

/// A line hash within one fingerprint path: occurrences are counted per pair.
private struct SARIFLineHashKey: Hashable {
    var path: Int
    var lineHash: UInt64
}

/// A rule id with its descriptor when the input has one.
private struct SARIFRule {
    var id: String
    var descriptor: RuleDescriptor?
}
