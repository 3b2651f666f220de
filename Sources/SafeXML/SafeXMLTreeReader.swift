import Foundation
import XMLDocuments

/// The XML reader for every module that reads a project's XML through `XMLTreeReaders`: libxml2 with
/// entity expansion, DTD loading and network access off.
public struct SafeXMLTreeReader: XMLTreeReader {
    public init() {}

    public func root(of bytes: [UInt8], path: String, policy: XMLDoctypePolicy) throws -> XMLElementValue {
        try SafeXMLDocument.parse(Data(bytes), path: path, policy: policy).root
    }

    /// Makes libxml2 (through SafeXML) the reader of this process.
    public static func install() {
        XMLTreeReaders.install(SafeXMLTreeReader())
    }
}
