import JSON
import Foundation
import SafeXML

/// One reader or engine fed arbitrary bytes by the fuzzer and by the regression tests. Each `run` must
/// never crash: errors the API throws for bad input are expected and swallowed, and only a broken
/// invariant (a reader that accepts what it wrote back differently, an order that is not a permutation…)
/// is thrown, as an `InvariantViolation`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `JSONReader.parse` and `Catalog(bytes:path:)`, with the writer round trips.
    case catalog
    /// `XLIFFImporter.importTranslations` into a small catalog, dry run and real.
    case xliff
    /// `SafeXMLDocument.parse` under both DOCTYPE policies, its writer, and `PropertyList.parse`.
    case xml
    /// `PluralRule(category:source:)`, `PluralRuleSet(parsing:)`, `PluralOperands(_:)` and the CLDR rules.
    case plural
    /// `FormatString(parsing:)` and `format(_:)` with sample and input-supplied arguments.
    case format
    /// `BidiParagraph` from scalars and UTF-16 in every direction, and `NumericExpressionAudit`.
    case bidi
    /// `SwiftSourceScanner.scan(source:path:)` and `resolve(_:)`.
    case scanner
    /// `ProjectDiscovery.targets(ofProject:)` on a `project.pbxproj` holding the input.
    case pbxproj
    /// `LegacyStringsTable.read` on a legacy `.strings` file holding the input.
    case strings
    /// `LegacyStringsTable.read` on a `.stringsdict` file holding the input.
    case stringsdict
    /// XLIFF with thousands of `<file>` elements, and an element with as many attributes as allowed and
    /// one more, made of the input.
    case xliffElements = "xliff-elements"
    /// `SwiftSourceScanner.scan` on a chain of 20,000 links, each the input.
    case memberChain = "member-chain"
    /// `ProjectDiscovery.discoverProject` on a project whose folder reference's path is the input, in a
    /// folder holding links to `/`, to its parent and to itself.
    case folderReference = "folder-reference"

    /// Runs one input through this target.
    public func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        // The legacy tables and projects read their XML through the reader SafeXML installs.
        SafeXMLTreeReader.install()
        switch self {
        case .catalog: try CatalogFuzz.run(bytes)
        case .xliff: try XLIFFFuzz.run(bytes)
        case .xml: try XMLFuzz.run(bytes)
        case .plural: try PluralFuzz.run(bytes)
        case .format: try FormatFuzz.run(bytes)
        case .bidi: try BidiFuzz.run(bytes)
        case .scanner: try ScannerFuzz.run(bytes)
        case .pbxproj: try ProjectFuzz.run(bytes)
        case .strings: try LegacyStringsFuzz.run(bytes, kind: .strings, target: self)
        case .stringsdict: try LegacyStringsFuzz.run(bytes, kind: .stringsdict, target: self)
        case .xliffElements: try XLIFFElementsFuzz.run(bytes)
        case .memberChain: try MemberChainFuzz.run(bytes)
        case .folderReference: try FolderReferenceFuzz.run(bytes)
        }
    }

    /// Whether the `pbxproj` target skips `bytes` because the project could name files outside its
    /// temporary folder (an absolute path, `..`, an escape…), which would make it walk the real file system.
    public static func projectInputMayLeaveTemporaryFolder(_ bytes: [UInt8]) -> Bool {
        ProjectFuzz.escapesTemporaryFolder(bytes)
    }

    /// The target `FUZZ_TARGET` names, read once: libFuzzer owns the command line, so the environment
    /// says which target a fuzzing process exercises. Nil when unset or unknown.
    public static let fromEnvironment: FuzzTarget? = ProcessInfo.processInfo.environment["FUZZ_TARGET"]
        .flatMap(FuzzTarget.init(rawValue:))
}

/// An input for which a target's output contradicts itself: a bug even though nothing crashed.
public struct InvariantViolation: Error, Sendable, CustomStringConvertible {
    public let target: FuzzTarget
    public let message: String

    public init(_ target: FuzzTarget, _ message: String) {
        self.target = target
        self.message = message
    }

    public var description: String { "\(target.rawValue): invariant broken: \(message)" }
}

/// Shared helpers for splitting one fuzz input into the pieces a target needs.
enum FuzzInput {
    /// The input as text; invalid UTF-8 becomes U+FFFD, as a reader of the file would see it.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The input split at NUL bytes, each piece as text.
    static func pieces(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
