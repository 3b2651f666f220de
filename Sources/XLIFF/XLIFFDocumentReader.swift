import Diagnostics
import SafeXML

/// Builds an `XLIFFDocument` from a streaming parse: each `<file>` (a child of the root) with its
/// attributes, its first `<header><tool>`, and the `<trans-unit>` elements under its `<body>`s and any
/// nesting of `<group>`, each kept as an `XLIFFTransUnit`. Nothing else of the document is kept.
final class XLIFFDocumentReader: XMLEventReceiver {
    /// Why the document is no XLIFF this reader takes, at the root element.
    private(set) var refusal: InputError?
    private(set) var files: [XLIFFDocument.FileSection] = []

    /// What an open element is to the reader.
    private enum Role {
        case root, file, header, tool, unitContainer, unit, unitSource, unitTarget, locationGroup, context, other
    }

    private var roles: [Role] = []
    private var file: XLIFFDocument.FileSection?
    private var headerSeen = false
    /// Only the first `<tool>` of the first `<header>` names the dialect.
    private var toolSeen = false
    private var unit: XLIFFTransUnit?
    private var sourceSeen = false
    private var targetSeen = false
    /// The text of the element being captured (`<source>`, `<target>`, or a `<context>` of a location).
    private var captured: String?
    private var targetAttributes: (state: String?, qualifier: String?) = (nil, nil)
    private var contextType: String?
    private var groupSourceFile: String?
    private var groupLineNumber: String?

    func startElement(_ tag: XMLStartTag) {
        let parent = roles.last
        let role: Role
        switch parent {
        case nil:
            role = .root
            if tag.name != "xliff" {
                refusal = InputError("not an XLIFF file: the root element is <\(tag.name)>", at: tag.location)
            } else if let version = tag.attribute("version"), !version.hasPrefix("1.") {
                refusal = InputError("XLIFF version \(version) is not supported; export XLIFF 1.2", at: tag.location)
            }
        case .root? where tag.name == "file":
            role = .file
            headerSeen = false
            toolSeen = false
            file = XLIFFDocument.FileSection(
                original: tag.attribute("original"), sourceLanguage: tag.attribute("source-language"),
                targetLanguage: tag.attribute("target-language"), isXcodeDialect: false, location: tag.location,
                units: [])
        case .file? where tag.name == "header" && !headerSeen:
            role = .header
            headerSeen = true
        case .header? where tag.name == "tool" && !toolSeen:
            role = .tool
            toolSeen = true
            file?.isXcodeDialect = tag.attribute("tool-id") == XLIFFExporter.xcodeToolID
        case .file? where tag.name == "body", .unitContainer? where tag.name == "group":
            role = .unitContainer
        case .unitContainer? where tag.name == "trans-unit":
            role = .unit
            sourceSeen = false
            targetSeen = false
            let resname = tag.attribute("resname")
            unit = XLIFFTransUnit(
                id: tag.attribute("id"), source: nil, targetText: nil, targetState: nil,
                line: Int32(clamping: tag.location.line), column: Int32(clamping: tag.location.column),
                isNotToTranslate: tag.attribute("translate") == "no",
                isGettextHeader: tag.attribute("restype") == "x-gettext-domain-header",
                rare: resname.map { XLIFFTransUnit.Rare(resname: $0, stateQualifier: nil, location: nil) })
        case .unit? where tag.name == "source" && !sourceSeen:
            role = .unitSource
            sourceSeen = true
            captured = ""
        case .unit? where tag.name == "target" && !targetSeen:
            role = .unitTarget
            targetSeen = true
            targetAttributes = (tag.attribute("state"), tag.attribute("state-qualifier"))
            captured = ""
        case .unit? where tag.name == "context-group" && tag.attribute("purpose") == "location":
            role = .locationGroup
            groupSourceFile = nil
            groupLineNumber = nil
        case .locationGroup? where tag.name == "context":
            role = .context
            contextType = tag.attribute("context-type")
            captured = ""
        default:
            role = .other
        }
        roles.append(role)
    }

    func text(_ text: String) {
        captured? += text
    }

    func endElement() {
        guard let role = roles.popLast() else { return }
        switch role {
        case .file:
            if let file { files.append(file) }
            file = nil
        case .unit:
            if let unit { file?.units.append(unit) }
            unit = nil
        case .unitSource:
            unit?.source = captured
            captured = nil
        case .unitTarget:
            unit?.targetText = captured ?? ""
            unit?.targetState = targetAttributes.state
            if let qualifier = targetAttributes.qualifier {
                let rare = unit?.rare?.with(stateQualifier: qualifier)
                unit?.rare = rare ?? XLIFFTransUnit.Rare(resname: nil, stateQualifier: qualifier, location: nil)
            }
            captured = nil
        case .context:
            // The first of each kind in the group counts.
            if contextType == "sourcefile", groupSourceFile == nil { groupSourceFile = captured ?? "" }
            if contextType == "linenumber", groupLineNumber == nil { groupLineNumber = captured ?? "" }
            captured = nil
        case .locationGroup:
            if unit?.location == nil, let sourceFile = groupSourceFile {
                let text = groupLineNumber.map { sourceFile + ":" + $0 } ?? sourceFile
                if let location = XLIFFDocument.splitLocation(text) {
                    let rare = unit?.rare?.with(location: location)
                    unit?.rare = rare ?? XLIFFTransUnit.Rare(resname: nil, stateQualifier: nil, location: location)
                }
            }
        case .root, .header, .tool, .unitContainer, .other:
            break
        }
    }
}
