import XMLDocuments
import Diagnostics

/// Reads XML as a stream of events (`XMLEventReceiver`), with the safety of `SafeXMLDocument` (no DTD, no
/// entity, no network, the DOCTYPE policy, `XMLShapeLimits`) but without a tree: for files large enough
/// that a tree of every element would cost many times their size.
public enum SafeXMLStream {
    /// Parses `bytes` (named `path` in locations and errors) into `receiver`, and returns the DOCTYPE the
    /// policy allowed. Throws an `InputError` for malformed or refused input; the receiver may then have
    /// seen part of the document, and what it made of it is to be dropped.
    @discardableResult
    public static func parse(
        _ bytes: [UInt8], path: String, policy: XMLDoctypePolicy, limits: XMLShapeLimits = XMLShapeLimits(),
        into receiver: any XMLEventReceiver
    ) throws -> XMLDoctype? {
        try XMLParseRun(bytes: bytes, path: path, policy: policy, limits: limits).run(into: receiver)
    }
}
