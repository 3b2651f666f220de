import Diagnostics

/// One `<trans-unit>` as import needs it: a few attributes, the text of its `<source>` and `<target>`
/// (inline elements' text included), and the unit location `export --locations` wrote. Kept instead of
/// the element's tree, which cost ten times the file's size for an export of a million strings; what
/// most units lack (a `resname`, a state qualifier, a location) lives out of line.
struct XLIFFTransUnit: Sendable {
    /// What few units have, kept out of line so the many without it stay small.
    final class Rare: Sendable {
        let resname: String?
        let stateQualifier: String?
        let location: (original: String, id: String)?

        init(resname: String?, stateQualifier: String?, location: (original: String, id: String)?) {
            self.resname = resname
            self.stateQualifier = stateQualifier
            self.location = location
        }

        func with(stateQualifier: String?) -> Rare { Rare(resname: resname, stateQualifier: stateQualifier, location: location) }
        func with(location: (original: String, id: String)?) -> Rare {
            Rare(resname: resname, stateQualifier: stateQualifier, location: location)
        }
    }

    var id: String?
    /// The text of the first `<source>`; nil without one.
    var source: String?
    /// The text of the first `<target>`; nil without one.
    var targetText: String?
    /// The first `<target>`'s XLIFF `state`.
    var targetState: String?
    /// Where the `<trans-unit>` start tag is, in the document's file.
    var line: Int32
    var column: Int32
    /// `translate="no"`.
    var isNotToTranslate: Bool
    /// gettext's header, which po2xliff writes as a unit (`restype="x-gettext-domain-header"`): metadata.
    var isGettextHeader: Bool
    var rare: Rare?

    var resname: String? { rare?.resname }
    /// The first `<target>`'s `state-qualifier`.
    var targetStateQualifier: String? { rare?.stateQualifier }
    /// The catalog and unit id a `<context-group purpose="location">` names (`CATALOG:ID`).
    var location: (original: String, id: String)? { rare?.location }

    func position(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}
