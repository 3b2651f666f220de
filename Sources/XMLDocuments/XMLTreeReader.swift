import Diagnostics
import SafeFiles

/// What turns XML bytes into an element tree. The modules that read a project's XML (workspaces,
/// Info.plists, `.stringsdict`) ask `XMLTreeReaders.current` for one, so that they need no XML library
/// themselves: SafeXML provides it with libxml2 (`SafeXMLTreeReader.install()`), and a tool embedding
/// StringsGuardKit without the StringsGuardXML product gets a clear error where XML is met.
public protocol XMLTreeReader: Sendable {
    /// The root element of the document in `bytes`; `path` names it in errors and locations.
    func root(of bytes: [UInt8], path: String, policy: XMLDoctypePolicy) throws -> XMLElementValue
}

/// The XML reader of this process.
public enum XMLTreeReaders {
    private static let installed = Protected<(any XMLTreeReader)?>(nil)

    /// Makes `reader` the one every later XML read uses.
    public static func install(_ reader: any XMLTreeReader) {
        installed.withLock { $0 = reader }
    }

    /// The installed reader, or one that explains why XML cannot be read here.
    public static var current: any XMLTreeReader {
        installed.withLock { $0 } ?? MissingXMLTreeReader()
    }

    /// The root element of the XML file at `path`: a regular file within the limit for `kind`.
    public static func root(contentsOf path: String, policy: XMLDoctypePolicy, kind: FileKind) throws -> XMLElementValue {
        try current.root(of: FileContents.read(path, kind: kind).bytes, path: path, policy: policy)
    }
}

/// The reader of a process that installed none.
struct MissingXMLTreeReader: XMLTreeReader {
    func root(of bytes: [UInt8], path: String, policy: XMLDoctypePolicy) throws -> XMLElementValue {
        throw InputError("cannot read XML: no XML reader is installed (link StringsGuardXML and call SafeXMLTreeReader.install())", path: path)
    }
}
