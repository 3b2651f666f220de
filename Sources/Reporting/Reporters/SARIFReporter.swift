import JSON
import Diagnostics

/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning, IDE viewers) read.
/// Paths are relative to `%SRCROOT%`, the base folder; columns are the findings' UTF-8 byte columns,
/// which equal SARIF's UTF-16 columns on ASCII lines (all a key reference or format string usually holds).
/// A finding's `fix` travels in the result's `properties`: SARIF `fixes` need exact replacement regions we don't have.
public struct SARIFReporter: NamedReporter {
    public static let formatName = "sarif"

    public var baseDirectory: String?

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The partial fingerprint's name; bump the version if the fingerprint's inputs change.
    public static let fingerprintName = "stringsguardFinding/v1"

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let rules = ruleList(input)
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }

        var driver: [(String, JSONText)] = [("name", .string(input.toolName)), ("version", .string(input.toolVersion))]
        if let uri = input.toolInformationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(rules.map(ruleObject))))

        var run: [(String, JSONText)] = [("tool", .object([("driver", .object(driver))]))]
        if let baseDirectory, baseDirectory.hasPrefix("/") {
            let root = "file://" + Self.percentEncoded(baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/")
            run.append(("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(root))]))])))
        }
        run.append(("results", .array(input.findings.inReportOrder.map { result($0, ruleIndex: ruleIndex[$0.rule] ?? 0) })))

        let log = JSONText.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return log.rendered() + "\n"
    }

    /// The described rules in their given order, then any rule that has findings but no description.
    private func ruleList(_ input: ReportInput) -> [SARIFRule] {
        var seen = Set<String>()
        var list: [SARIFRule] = []
        for rule in input.ruleDescriptions where seen.insert(rule.id).inserted {
            list.append(.init(id: rule.id, description: rule))
        }
        for finding in input.findings.inReportOrder where seen.insert(finding.rule).inserted {
            list.append(.init(id: finding.rule, description: nil))
        }
        return list
    }

    private func ruleObject(_ rule: SARIFRule) -> JSONText {
        var members: [(String, JSONText)] = [("id", .string(rule.id))]
        if let description = rule.description {
            members.append(("shortDescription", .object([("text", .string(description.summary))])))
            members.append(("defaultConfiguration", .object([("level", .string(Self.level(description.defaultSeverity)))])))
            if let help = description.helpURI { members.append(("helpUri", .string(help))) }
        }
        return .object(members)
    }

    private func result(_ finding: Finding, ruleIndex: Int) -> JSONText {
        let path = PathRelativiser.relative(finding.location.file, to: baseDirectory)
        var artifact: [(String, JSONText)]
        if path.hasPrefix("/") {
            artifact = [("uri", .string("file://" + Self.percentEncoded(path)))]
        } else {
            artifact = [("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string("%SRCROOT%"))]
        }
        let region = JSONText.object([
            ("startLine", .int(max(finding.location.line, 1))), ("startColumn", .int(max(finding.location.column, 1))),
        ])
        let location = JSONText.object([
            ("physicalLocation", .object([("artifactLocation", .object(artifact)), ("region", region)])),
        ])
        var members: [(String, JSONText)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([location])),
            ("partialFingerprints", .object([(Self.fingerprintName, .string(Self.fingerprint(finding, path: path)))])),
        ]
        var properties: [(String, JSONText)] = []
        if let key = finding.key { properties.append(("key", .string(key))) }
        if let language = finding.language { properties.append(("language", .string(language))) }
        if !finding.targets.isEmpty { properties.append(("targets", .array(finding.targets.map { .string($0) }))) }
        if let fix = finding.fix { properties.append(("fix", .string(fix))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let fields = [finding.rule, path, finding.key ?? "", finding.language ?? ""]
        for (index, field) in fields.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3 }  // unit separator between fields
            for byte in field.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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

/// A rule id with its description when the input has one.
private struct SARIFRule {
    var id: String
    var description: RuleDescription?
}
