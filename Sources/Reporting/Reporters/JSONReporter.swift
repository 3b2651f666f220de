import Diagnostics
import JSON

/// Findings as one JSON document for scripts: `tool`, `findings` (keys in a fixed order, optional keys only
/// where present, paths relative to the base folder) and a `summary` of counts.
public struct JSONReporter: NamedReporter {
    public static let formatName = "json"

    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    /// The layout `JSONText.rendered()` gives (two-space indent, `"key": value`), written straight as bytes:
    /// the findings, most of the document, in runs on both cores.
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        ReportBytes.joined(parts(of: input))
    }

    /// The parts as they were rendered: a report of tens of thousands of findings is written without
    /// being copied into one array first (copying a 33 MB report, on one thread, was 4% of its check's CPU).
    public func renderPieces(_ input: ReportInput, to emit: (UnsafeRawBufferPointer) -> Void) {
        ReportBytes.lend(parts(of: input), to: emit)
    }

    /// The document in order: its head, the runs of findings with the commas between them, its tail.
    private func parts(of input: ReportInput) -> [ReportBytes] {
        let counts = FindingCounts(input.findings)
        let findings = input.findings.inReportOrder
        let runs = FindingRuns.map(findings) { run in [renderedRun(run)] }
        // The document's head and tail are written here, and the runs copied once, into the array returned.
        var head = ReportBytes(capacity: 256)
        head.append("{\n  \"tool\": {\n    \"name\": ")
        head.appendJSONString(input.toolName)
        head.append(",\n    \"version\": ")
        head.appendJSONString(input.toolVersion)
        head.append("\n  },\n  \"findings\": ")
        head.append(findings.isEmpty ? "[]" : "[")
        var parts = [head]
        var tail = ReportBytes(capacity: 256)
        if !findings.isEmpty {
            var comma = ReportBytes(capacity: 1)
            comma.append(",")
            for (index, run) in runs.enumerated() {
                if index > 0 { parts.append(comma) }
                parts.append(run)
            }
            tail.append("\n  ]")
        }
        tail.append(",\n  \"summary\": {\n    \"errors\": ")
        tail.append(decimal: counts.errors)
        tail.append(",\n    \"warnings\": ")
        tail.append(decimal: counts.warnings)
        tail.append(",\n    \"notes\": ")
        tail.append(decimal: counts.notes)
        tail.append("\n  }\n}\n")
        parts.append(tail)
        return parts
    }

    /// A run's finding objects as they sit in the `findings` array (two levels in), each after its line
    /// break, separated by commas.
    private func renderedRun(_ run: ArraySlice<Finding>) -> ReportBytes {
        var relativeFile = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
        var out = ReportBytes(capacity: run.count * 512)
        // A run's findings come in runs of one file (by place): it is quoted once, its bytes copied for the
        // findings after. (Their rules alternate from one finding to the next.)
        var file = QuotedJSONString()
        // Rule names, languages and targets recur from finding to finding: each is quoted once.
        let recurring = RecurringJSONStrings()
        // Through a buffer, so that no finding is copied (each copy retains its seven strings and arrays).
        run.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                if index > 0 { out.append(",") }
                file.quote(relativeFile(findings[index].location.file))
                writeObject(findings.baseAddress! + index, file: file.bytes, recurring: recurring, to: &out)
            }
        }
        return out
    }

    /// `file` is the finding's path relative to the base folder, quoted as a JSON string; the finding is read
    /// where it is.
    private func writeObject(
        _ finding: UnsafePointer<Finding>, file: ReportBytes, recurring: RecurringJSONStrings,
        to out: inout ReportBytes
    ) {
        // Each property is read in place: a copy of the whole finding retained seven strings and arrays.
        // The layout between two values is one piece (the severity's with the labels around it).
        out.append("\n    {\n      \"rule\": ")
        recurring.append(finding.pointee.rule, to: &out)
        switch finding.pointee.severity {
        case .error: out.append(",\n      \"severity\": \"error\",\n      \"message\": ")
        case .warning: out.append(",\n      \"severity\": \"warning\",\n      \"message\": ")
        case .note: out.append(",\n      \"severity\": \"note\",\n      \"message\": ")
        }
        out.appendJSONMessage(finding)
        out.append(",\n      \"file\": ")
        out.append(file)
        out.append(",\n      \"line\": ")
        out.append(decimal: finding.pointee.location.line)
        out.append(",\n      \"column\": ")
        out.append(decimal: finding.pointee.location.column)
        if let key = finding.pointee.key {
            out.append(",\n      \"key\": ")
            out.appendJSONString(key)
        }
        if let language = finding.pointee.language {
            out.append(",\n      \"language\": ")
            recurring.append(language, to: &out)
        }
        if !finding.pointee.targets.isEmpty {
            out.append(",\n      \"targets\": [")
            for (index, target) in finding.pointee.targets.enumerated() {
                out.append(index > 0 ? ",\n        " : "\n        ")
                recurring.append(target, to: &out)
            }
            out.append("\n      ]")
        }
        if finding.pointee.fixText != nil {
            out.append(",\n      \"fix\": ")
            out.appendJSONFix(finding)
        }
        out.append("\n    }")
    }
}

/// Texts that recur from finding to finding in a report (rule names, languages, targets), each quoted as a
/// JSON string the first time and its bytes copied after. A text is found again by its string's bits, as
/// the findings share their rule's name, their catalog's languages and their targets (and a short string's
/// bits are its bytes): equal bits are equal texts; equal texts with other bits are quoted again, as
/// before. (Quoting a rule's name and a language cost some 300 instructions a finding.) One report part's,
/// on one thread; its storage is its own, so that finding a text retains nothing.
final class RecurringJSONStrings {
    /// The most texts kept (a report's rules, its catalogs' languages and its targets fit), and the longest.
    static let most = 48
    static let longest = 64

    private let keys = UnsafeMutablePointer<(UInt64, UInt64)>.allocate(capacity: RecurringJSONStrings.most)
    private let places = UnsafeMutablePointer<(start: Int, count: Int)>.allocate(capacity: RecurringJSONStrings.most)
    private let quoted = UnsafeMutablePointer<UInt8>.allocate(
        capacity: RecurringJSONStrings.most * JSONText.quotedCapacity(RecurringJSONStrings.longest))
    private var kept = 0
    private var used = 0
    /// The texts kept, held so that no other string takes one's place (and bits) while it is kept.
    private var texts: [String] = []

    init() {}

    deinit {
        keys.deallocate()
        places.deallocate()
        quoted.deallocate()
    }

    /// How many texts are kept.
    var count: Int { kept }

    func append(_ text: String, to out: inout ReportBytes) {
        let textBits = Self.bits(of: text)
        var index = 0
        while index < kept {
            if keys[index] == textBits {
                out.append(bytes: quoted + places[index].start, count: places[index].count)
                return
            }
            index += 1
        }
        guard kept < Self.most, text.utf8.count <= Self.longest else { return out.appendJSONString(text) }
        var copy = text
        let written = copy.withUTF8 { JSONText.writeQuoted($0, to: quoted + used) }
        keys[kept] = textBits
        places[kept] = (used, written)
        kept += 1
        texts.append(text)
        out.append(bytes: quoted + used, count: written)
        used += written
    }

    /// A string's two words: its storage object (or its bytes, for a short one) and its count and flags.
    @inline(__always)
    static func bits(of text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }
}

/// A text quoted as a JSON string, kept for the next text that is equal to it (one comparison of the same
/// string object, as a run's findings share their file's path).
struct QuotedJSONString {
    private var text: String?
    /// The last text quoted, as `ReportBytes.appendJSONString` writes it.
    private(set) var bytes = ReportBytes(capacity: 64)

    mutating func quote(_ text: String) {
        if text == self.text { return }
        self.text = text
        bytes = ReportBytes(capacity: text.utf8.count + 2)
        bytes.appendJSONString(text)
    }
}
