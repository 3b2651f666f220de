import Diagnostics
import Foundation
import Testing
import _StringsGuardTestSupport

@testable import SafeXML
import XMLDocuments

private func parsePlist(_ text: String) throws -> PropertyList {
    try PropertyList.parse(Data(text.utf8), path: "Info.plist")
}

private func parseXML(_ text: String, _ policy: XMLDoctypePolicy = .refuseDoctype) throws -> SafeXMLDocument {
    try SafeXMLDocument.parse(Data(text.utf8), path: "in.xml", policy: policy)
}

private let appleDoctype =
    #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#

@Suite struct SafeXMLDocumentTests {
    init() { SafeXMLTreeReader.install() }

    @Test func elementsAttributesTextAndLocations() throws {
        let document = try parseXML("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="a.xcstrings" xml:space="preserve"><note>é &amp; <![CDATA[<raw>]]> &#x41;</note><b/></file>
            </xliff>
            """)
        let root = document.root
        #expect(root.name == "xliff")
        #expect(root.namespaceURI == "urn:oasis:names:tc:xliff:document:1.2")
        #expect(root.attributes.map(\.name) == ["version"])
        #expect(root.location == SourceLocation(file: "in.xml", line: 2, column: 1))
        let file = try #require(root.elements.first)
        #expect(file.attributes == [
            XMLAttributeValue(name: "original", value: "a.xcstrings"),
            XMLAttributeValue(name: "xml:space", value: "preserve"),
        ])
        #expect(file.location == SourceLocation(file: "in.xml", line: 3, column: 3))
        let note = try #require(file.elements.first)
        #expect(note.text == "é & <raw> A")
        // "é" is two UTF-8 bytes, so <b/> starts at byte column 99, not character column 98.
        let bold = try #require(file.elements.last)
        #expect(bold.name == "b")
        #expect(bold.location.line == 3)
        #expect(bold.location.column == 99)
        #expect(document.doctype == nil)
    }

    /// libxml2 discards consumed input as it goes; element locations must stay right deep into a big file.
    @Test func locationsStayRightInLargeDocuments() throws {
        let lines = (0..<20_000).map { "  <s n=\"\($0)\">entry \($0) é</s><t/>" }
        let document = try parseXML("<root>\n" + lines.joined(separator: "\n") + "\n</root>\n")
        let elements = document.root.elements
        #expect(elements.count == 40_000)
        for index in [0, 1, 9_999, 19_999] {
            #expect(elements[index * 2].location == SourceLocation(file: "in.xml", line: index + 2, column: 3))
            #expect(elements[index * 2].attribute("n") == String(index))
            let tColumn = lines[index].utf8.count - 3
            #expect(elements[index * 2 + 1].location == SourceLocation(file: "in.xml", line: index + 2, column: tColumn))
        }
    }

    @Test func utf16DocumentsKeepTheirLines() throws {
        var data = Data([0xFF, 0xFE])
        data.append(try #require("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>\n  <b>ü</b>\n</a>\n".data(using: .utf16LittleEndian)))
        let document = try SafeXMLDocument.parse(data, path: "u.xml", policy: .refuseDoctype)
        #expect(document.root.location == SourceLocation(file: "u.xml", line: 2, column: 1))
        #expect(document.root.elements.first?.location.line == 3)
        #expect(document.root.elements.first?.text == "ü")

        var broken = Data([0xFF, 0xFE])
        broken.append(try #require("<a>\n  <b>ü</c>\n</a>\n".data(using: .utf16LittleEndian)))
        let error = thrownInputError { _ = try SafeXMLDocument.parse(broken, path: "u.xml", policy: .refuseDoctype) }
        #expect(error?.location == SourceLocation(file: "u.xml", line: 2, column: 11))
    }

    @Test func malformedXMLReportsLineAndColumn() {
        let error = thrownInputError { _ = try parseXML("<a>\n  <b></c>\n</a>\n") }
        #expect(error?.location?.file == "in.xml")
        #expect(error?.location?.line == 2)
        // libxml2 points just past the offending end tag.
        #expect(error?.location?.column == 10)
        #expect(error?.message.contains("mismatch") == true)
        #expect(error?.description.hasPrefix("in.xml:2:10: error: malformed XML:") == true)
        // Columns count UTF-8 bytes: "éé" takes four bytes but libxml2 counts two characters.
        let wide = thrownInputError { _ = try parseXML("<a>\néé<b></c>\n</a>\n") }
        #expect(wide?.location == SourceLocation(file: "in.xml", line: 2, column: 12))
    }

    @Test func emptyAndTruncatedInputAreErrors() {
        #expect(thrownInputError { _ = try parseXML("") }?.location?.line == 1)
        let truncated = thrownInputError { _ = try parseXML("<a>\n<b>") }
        #expect(truncated?.location?.line == 2)
    }

    @Test func doctypeRefusedForXLIFF() {
        let error = thrownInputError { _ = try parseXML("<?xml version=\"1.0\"?>\n<!DOCTYPE xliff>\n<xliff/>") }
        #expect(error?.message.contains("DOCTYPE") == true)
        #expect(error?.location?.line == 2)
    }

    @Test func appleDoctypeAcceptedForPropertyLists() throws {
        let document = try parseXML("\(appleDoctype)\n<plist version=\"1.0\"><true/></plist>", .allowExternalIdentifierOnly)
        #expect(document.doctype == XMLDoctype(
            name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
            systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd"))
        #expect(document.root.location.line == 2)
    }

    /// An external entity pointing at a real file: the marker in that file must never come back.
    @Test(arguments: [XMLDoctypePolicy.refuseDoctype, .allowExternalIdentifierOnly])
    func externalEntityIsNeverRead(policy: XMLDoctypePolicy) throws {
        let marker = "SECRET-MARKER-\(UUID().uuidString)"
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("xxe-\(UUID().uuidString).txt")
        try Data(marker.utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY xxe SYSTEM "\(secret.absoluteString)"> ]>
            <plist><string>&xxe;</string></plist>
            """
        do {
            let document = try parseXML(hostile, policy)
            Issue.record("hostile document accepted: \(document)")
        } catch let error as InputError {
            #expect(!error.description.contains(marker))
            #expect(error.location?.line == 2)
            if policy == .allowExternalIdentifierOnly {
                #expect(error.message.contains("entity declarations are not allowed"))
            }
        }
        do {
            _ = try PropertyList.parse(Data(hostile.utf8), path: "x.plist")
            Issue.record("hostile property list accepted")
        } catch let error as InputError {
            #expect(!error.description.contains(marker))
        }
    }

    /// An accepted DOCTYPE's external DTD is never fetched: an entity it would define stays undeclared.
    @Test func externalDTDIsNeverLoaded() throws {
        let marker = "DTD-MARKER-\(UUID().uuidString)"
        let dtd = FileManager.default.temporaryDirectory.appendingPathComponent("xxe-\(UUID().uuidString).dtd")
        try Data("<!ENTITY secret \"\(marker)\">".utf8).write(to: dtd)
        defer { try? FileManager.default.removeItem(at: dtd) }
        let text = "<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\">\n<plist><string>&secret;</string></plist>"
        do {
            let document = try parseXML(text, .allowExternalIdentifierOnly)
            Issue.record("document with an undeclared entity accepted: \(document)")
        } catch let error as InputError {
            #expect(error.message == "reference to undeclared entity 'secret'")
            #expect(!error.description.contains(marker))
        }
    }

    @Test func parameterEntitiesRefused() throws {
        let marker = "PE-MARKER-\(UUID().uuidString)"
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("pe-\(UUID().uuidString).dtd")
        try Data("<!ENTITY leaked \"\(marker)\">".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = "<!DOCTYPE plist [\n<!ENTITY % remote SYSTEM \"\(secret.absoluteString)\">\n%remote;\n]>\n<plist><string>&leaked;</string></plist>"
        let error = thrownInputError { _ = try parseXML(text, .allowExternalIdentifierOnly) }
        #expect(error?.message.contains("entity declarations are not allowed") == true)
        #expect(error?.location?.line == 2)
        #expect(error?.description.contains(marker) == false)
    }

    @Test func billionLaughsRefusedFast() {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE lolz [", "<!ENTITY lol \"lol\">"]
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append("<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">")
        }
        lines += ["]>", "<lolz>&lol9;</lolz>"]
        let bomb = lines.joined(separator: "\n")
        let started = Date()
        let error = thrownInputError { _ = try parseXML(bomb, .allowExternalIdentifierOnly) }
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(error?.message.contains("entity declarations are not allowed") == true)
        #expect(error?.location?.line == 3)
        #expect(thrownInputError { _ = try parseXML(bomb) }?.message.contains("DOCTYPE") == true)
    }

    @Test func undeclaredEntityReferenceRefused() {
        let error = thrownInputError { _ = try parseXML("\(appleDoctype)\n<plist><string>&x;</string></plist>", .allowExternalIdentifierOnly) }
        #expect(error?.message == "reference to undeclared entity 'x'")
        #expect(error?.location?.line == 2)
    }

    @Test func aMalformedDocumentIsOneLineEvenWhenLibxml2SaysMore() {
        // libxml2 follows "not proper UTF-8" with a line listing the bytes.
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>x<".utf8)
        bytes += [0xFF, 0xFF] + Array("b/></a>".utf8)
        let error = thrownInputError { _ = try SafeXMLDocument.parse(Data(bytes), path: "in.xml", policy: .refuseDoctype) }
        #expect(error?.description.hasPrefix("in.xml:2:") == true)
        #expect(error?.description.contains("malformed XML: ") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func warningsDoNotRejectADocument() throws {
        // A relative namespace URI is only a warning in libxml2.
        let document = try parseXML("<a xmlns=\"relative/uri\"><b/></a>")
        #expect(document.root.namespaceURI == "relative/uri")
        #expect(document.root.elements.map(\.name) == ["b"])
    }

    @Test func otherDeclarationsInsideDoctypeRefused() {
        let text = "<!DOCTYPE plist [ <!ATTLIST plist version CDATA \"9\"> ]>\n<plist><true/></plist>"
        #expect(thrownInputError { _ = try parseXML(text, .allowExternalIdentifierOnly) }?.message.contains("declarations") == true)
    }
}

@Suite struct PropertyListTests {
    init() { SafeXMLTreeReader.install() }

    @Test func readsEveryValueKind() throws {
        let plist = try parsePlist("""
            <?xml version="1.0" encoding="UTF-8"?>
            \(appleDoctype)
            <plist version="1.0">
            <dict>
              <key>NSExtension</key>
              <dict>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.widgetkit-extension</string>
              </dict>
              <key>Count</key><integer>-42</integer>
              <key>Hex</key><integer>0x1F</integer>
              <key>Ratio</key><real>2.5</real>
              <key>On</key><true/>
              <key>Off</key><false/>
              <key>When</key><date>2024-03-01T12:30:05Z</date>
              <key>Bytes</key><data>
                aGVs
                bG8=
              </data>
              <key>List</key><array><string>a</string><string></string></array>
            </dict>
            </plist>
            """)
        #expect(plist["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.widgetkit-extension")
        #expect(plist["Count"] == .integer(-42))
        #expect(plist["Hex"] == .integer(31))
        #expect(plist["Ratio"] == .real(2.5))
        #expect(plist["On"] == .boolean(true))
        #expect(plist["Off"] == .boolean(false))
        #expect(plist["When"] == .date(Date(timeIntervalSince1970: 1_709_296_205)))
        #expect(plist["Bytes"] == .data(Data("hello".utf8)))
        #expect(plist["List"] == .array([.string("a"), .string("")]))
        #expect(plist["Missing"] == nil)
    }

    @Test func malformedPropertyListsPointAtTheProblem() {
        let badInteger = thrownInputError { _ = try parsePlist("<plist>\n<dict>\n  <key>a</key><integer>x1</integer>\n</dict></plist>") }
        #expect(badInteger?.location == SourceLocation(file: "Info.plist", line: 3, column: 15))
        let keyless = thrownInputError { _ = try parsePlist("<plist><dict>\n<string>a</string></dict></plist>") }
        #expect(keyless?.location == SourceLocation(file: "Info.plist", line: 2, column: 1))
        #expect(keyless?.message.contains("expected <key>") == true)
        let dangling = thrownInputError { _ = try parsePlist("<plist><dict><key>a</key></dict></plist>") }
        #expect(dangling?.message.contains("has no value") == true)
        let wrongRoot = thrownInputError { _ = try parsePlist("<dict/>") }
        #expect(wrongRoot?.message.contains("<plist>") == true)
        let badDate = thrownInputError { _ = try parsePlist("<plist><date>yesterday</date></plist>") }
        #expect(badDate?.message.contains("<date>") == true)
        let unknown = thrownInputError { _ = try parsePlist("<plist><float>1</float></plist>") }
        #expect(unknown?.message.contains("<float>") == true)
        let unclosed = thrownInputError { _ = try parsePlist("<plist>\n<dict>\n<key>a</key>\n") }
        #expect(unclosed?.location?.line == 4)
    }


    @Test func missingFileIsAnInputError() {
        let error = thrownInputError { _ = try PropertyList.read(contentsOf: "/nonexistent/\(UUID().uuidString).plist") }
        #expect(error?.message == "cannot open file: No such file or directory")
    }
}

@Suite struct XMLWriterTests {
    init() { SafeXMLTreeReader.install() }

    /// Locations differ between a written and a re-read document; everything else must survive.
    private func withoutLocations(_ element: XMLElementValue) -> XMLElementValue {
        var copy = element
        copy.location = SourceLocation(file: "", line: 0, column: 0)
        copy.children = element.children.map {
            if case .element(let child) = $0 { return .element(withoutLocations(child)) }
            return $0
        }
        return copy
    }

    private func element(_ name: String, _ attributes: [XMLAttributeValue] = [], _ children: [XMLNodeValue] = [],
                         namespace: String? = nil) -> XMLElementValue {
        XMLElementValue(name: name, namespaceURI: namespace, attributes: attributes, children: children,
                        location: SourceLocation(file: "", line: 0, column: 0))
    }

    @Test func writesIndentedElementsAndExactText() throws {
        let namespace = "urn:oasis:names:tc:xliff:document:1.2"
        let source = element("source", [], [.text(" <b> & \"q\" ]]> \r\n\tend ")], namespace: namespace)
        let unit = element("trans-unit", [XMLAttributeValue(name: "id", value: "a\"b<c>&\n\td")], [.element(source)],
                           namespace: namespace)
        let root = element("xliff", [XMLAttributeValue(name: "version", value: "1.2")], [.element(unit)],
                           namespace: namespace)
        let text = try SafeXMLDocument(root: root).xmlText()
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <trans-unit id="a&quot;b&lt;c&gt;&amp;&#10;&#9;d">
                <source> &lt;b&gt; &amp; "q" ]]&gt; &#13;
            \tend </source>
              </trans-unit>
            </xliff>

            """)
        let reread = try SafeXMLDocument.parse(Data(text.utf8), path: "w.xml", policy: .refuseDoctype)
        let rereadUnit = try #require(reread.root.elements.first)
        #expect(withoutLocations(rereadUnit.elements[0]) == withoutLocations(source))
        #expect(rereadUnit.attributes == unit.attributes)
        #expect(reread.root.namespaceURI == namespace)
    }

    @Test func writesPropertyListDoctypeAndEmptyElements() throws {
        let doctype = XMLDoctype(name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
                                 systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")
        let root = element("plist", [], [.element(element("true"))])
        let text = try SafeXMLDocument(root: root, doctype: doctype).xmlText()
        #expect(try PropertyList.parse(Data(text.utf8), path: "p.plist") == .boolean(true))
        #expect(text.contains("<true/>"))
    }

    @Test func refusesWhatXMLCannotCarry() {
        #expect(throws: InputError.self) {
            try SafeXMLDocument(root: element("a", [], [.text("bell \u{7}")])).xmlText()
        }
        #expect(throws: InputError.self) { try SafeXMLDocument(root: element("a b")).xmlText() }
        #expect(throws: InputError.self) {
            try SafeXMLDocument(root: element("a", [XMLAttributeValue(name: "x=", value: "")])).xmlText()
        }
    }
}

/// Assembles a bplist00 file from raw object bytes, so hostile layouts can be written exactly.
private func binaryPlist(_ objects: [[UInt8]], top: Int = 0, referenceSize: UInt8 = 1,
                         offsetTableOverride: Int? = nil, countOverride: Int? = nil) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let offsetTable = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    bytes += [0, 0, 0, 0, 0, 0, 2, referenceSize]
    bytes += be64(countOverride ?? objects.count) + be64(top) + be64(offsetTableOverride ?? offsetTable)
    return Data(bytes)
}

@Suite struct BinaryPropertyListTests {
    init() { SafeXMLTreeReader.install() }

    /// Written by Python's plistlib (FMT_BINARY, sort_keys) from the dictionary checked below.
    private let pythonWritten = """
        YnBsaXN0MDDaAQIDBAUGBwgJCgsMDQ4SFRYXGBlTQmlnVEJsb2JVQ291bnRUTGlzdFtOU0V4dGVuc2lvblROYW1lU09mZlJPblVSYXRp\
        b1RXaGVuEwAAAQAAAAAARWhlbGxvE//////////7ow8QEVFhEAGg0RMUXxAaTlNFeHRlbnNpb25Qb2ludElkZW50aWZpZXJfEB1jb20u\
        YXBwbGUud2lkZ2V0a2l0LWV4dGVuc2lvbmsAWgD8AHIAaQBjAGgAICcTACDYPd4ACAkjP9AAAAAAAAAzQcXJAOaAAAAIHSEmLDE9QkZJ\
        T1RdY2xwcnR1eJW1zM3O1wAAAAAAAAEBAAAAAAAAABoAAAAAAAAAAAAAAAAAAADg
        """

    @Test func readsWhatPythonWrote() throws {
        let data = try #require(Data(base64Encoded: pythonWritten))
        let plist = try PropertyList.parse(data, path: "py.plist")
        #expect(plist["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.widgetkit-extension")
        #expect(plist["Name"] == .string("Zürich ✓ 😀"))
        #expect(plist["Count"] == .integer(-5))
        #expect(plist["Big"] == .integer(1 << 40))
        #expect(plist["Ratio"] == .real(0.25))
        #expect(plist["On"] == .boolean(true))
        #expect(plist["Off"] == .boolean(false))
        #expect(plist["When"] == .date(Date(timeIntervalSince1970: 1_709_296_205)))
        #expect(plist["Blob"] == .data(Data("hello".utf8)))
        #expect(plist["List"] == .array([.string("a"), .integer(1), .array([])]))
    }

    @Test func readsWhatFoundationWrites() throws {
        let long = String(repeating: "long string ", count: 30)
        let source: [String: Any] = [
            "Strings": [long, "ascii", "ünïcödé"], "Nested": ["Deep": ["Deeper": [1, 2, 3]]],
            "Data": Data(repeating: 7, count: 300), "Real": 1.5, "Negative": -123_456_789_012,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: source, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let plist = try PropertyList.parse(data, path: "f.plist")
        #expect(plist["Strings"] == .array([.string(long), .string("ascii"), .string("ünïcödé")]))
        #expect(plist["Nested"]?["Deep"]?["Deeper"] == .array([.integer(1), .integer(2), .integer(3)]))
        #expect(plist["Data"] == .data(Data(repeating: 7, count: 300)))
        #expect(plist["Real"] == .real(1.5))
        #expect(plist["Negative"] == .integer(-123_456_789_012))
    }

    @Test func handBuiltFileReads() throws {
        // Object 0: { "k": [true] } with keys and values as references 1 and 2; object 3 is `true`.
        let plist = try PropertyList.parse(
            binaryPlist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], [0xA1, 3], [0x09]]), path: "h.plist")
        #expect(plist == .dictionary(["k": .array([.boolean(true)])]))
    }

    @Test func hostileFilesFailCleanly() {
        func failure(_ data: Data) -> InputError? { thrownInputError { _ = try PropertyList.parse(data, path: "bad.plist") } }
        // An array that contains itself.
        #expect(failure(binaryPlist([[0xA1, 0]]))?.message == "binary property list: nested too deeply")
        // Each level holds the next one twice: 2^40 values from a few hundred bytes.
        var levels: [[UInt8]] = []
        for level in 0..<39 {
            let next = UInt8(level + 1)
            levels.append([0xA2, next, next])
        }
        levels.append([0x09])
        #expect(failure(binaryPlist(levels))?.message == "binary property list: describes too many values")
        // A reference past the object table, an offset table past the end, a string longer than the file.
        #expect(failure(binaryPlist([[0xA1, 9]]))?.message == "binary property list: object reference 9 out of range")
        #expect(failure(binaryPlist([[0x09]], offsetTableOverride: 5000)) != nil)
        #expect(failure(binaryPlist([[0x09]], countOverride: Int(Int32.max))) != nil)
        #expect(failure(binaryPlist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]))?.message
            == "binary property list: object runs past the object table")
        #expect(failure(binaryPlist([[0xD1, 1, 1], [0x10, 3]]))?.message
            == "binary property list: dictionary key is not a string")
        #expect(failure(binaryPlist([[0x09]], top: 3)) != nil)
        let truncated = failure(Data("bplist00\u{0}\u{1}".utf8))
        #expect(truncated?.description == "bad.plist:1:1: error: binary property list: file too short or not a bplist0x file")
        // Random damage to a valid file: a value or an InputError, never a crash.
        if let valid = Data(base64Encoded: pythonWritten) {
            var seed: UInt64 = 12_345
            for _ in 0..<3_000 {
                var bytes = [UInt8](valid)
                for _ in 0..<3 {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bytes[Int((seed >> 33) % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: seed >> 13)
                }
                _ = try? PropertyList.parse(Data(bytes), path: "fuzz.plist")
            }
        }
        // Every prefix of a valid file fails without crashing.
        if let valid = Data(base64Encoded: pythonWritten) {
            for length in stride(from: 0, to: valid.count, by: 7) {
                #expect(failure(valid.prefix(length)) != nil)
            }
        }
    }
}
