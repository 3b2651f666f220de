import Diagnostics
import Foundation
import SafeXML
import StringCatalog
import XLIFF

/// XLIFF with many elements (issue 13, item 6): the input is one fragment, repeated into a document of
/// thousands of `<file>` elements, and as the attributes of one element. Parsing and a dry-run import must
/// end (libFuzzer's time limit catches a path that is not linear), a document that repeats a readable
/// `<file>` has that many files, and an element with more attributes than the limit is refused with the
/// limit's own message.
enum XLIFFElementsFuzz {
    /// Copies of the fragment in the large document: 2,000 `<file>`s took seconds when each was indexed
    /// against the catalog anew. A quarter when `swift test` replays saved inputs (see `MemberChainFuzz`).
    static let copies = FuzzTarget.fromEnvironment == nil ? 500 : 2_000

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let fragment = FuzzInput.text(bytes)
        try repeatedFiles(fragment)
        try repeatedAttributes(fragment)
    }

    static func document(_ body: String) -> [UInt8] {
        Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
            + "version=\"1.2\">\n" + body + "</xliff>\n").utf8)
    }

    /// The fragment as the body of a `<file>` for the built-in catalog, once and `copies` times.
    private static func repeatedFiles(_ fragment: String) throws(InvariantViolation) {
        let file = "<file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"ko\" "
            + "datatype=\"plaintext\"><body>" + fragment + "</body></file>\n"
        guard let single = try? XLIFFDocument(bytes: document(file), path: "one.xliff") else { return }
        let many: XLIFFDocument
        do {
            many = try XLIFFDocument(bytes: document(String(repeating: file, count: copies)), path: "many.xliff")
        } catch {
            throw InvariantViolation(.xliffElements, "one <file> reads but \(copies) copies of it do not: \(error)")
        }
        guard many.files.count == single.files.count * copies else {
            throw InvariantViolation(
                .xliffElements, "\(copies) copies of a document's \(single.files.count) <file>s read as \(many.files.count)")
        }
        guard var catalog = XLIFFFuzz.catalog else { throw InvariantViolation(.xliffElements, "the built-in catalog does not read") }
        let before = catalog.formatted()
        _ = try? XLIFFImporter().importDocument(
            many, packageLanguage: nil, into: &catalog, catalogOriginal: "App/Localizable.xcstrings", language: nil,
            dryRun: true)
        guard catalog.formatted() == before else { throw InvariantViolation(.xliffElements, "a dry run changed the catalog") }
    }

    /// The fragment (made an attribute value) on as many attributes as the limit allows, and one more.
    private static func repeatedAttributes(_ fragment: String) throws(InvariantViolation) {
        let value = fragment.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        let limit = XMLShapeLimits().maximumAttributeCount
        func element(_ count: Int) -> [UInt8] {
            document("<file original=\"x.xcstrings\"" + (1..<count).map { " a\($0)=\"\(value)\"" }.joined() + "/>\n")
        }
        guard (try? XLIFFDocument(bytes: element(limit), path: "limit.xliff")) != nil else { return }
        do {
            _ = try XLIFFDocument(bytes: element(limit + 1), path: "over.xliff")
            throw InvariantViolation(.xliffElements, "an element with \(limit + 1) attributes was read")
        } catch let error as InputError {
            guard error.message == "element <file> has more than \(limit) attributes; not parsed" else {
                throw InvariantViolation(.xliffElements, "over the attribute limit, another error: \(error)")
            }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            throw InvariantViolation(.xliffElements, "over the attribute limit, another error: \(error)")
        }
    }
}
