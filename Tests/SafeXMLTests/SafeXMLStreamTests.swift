import Diagnostics
import Foundation
import Testing
import _StringsGuardTestSupport

@testable import SafeXML

/// Records every event of a streaming parse as a line.
private final class EventLog: XMLEventReceiver {
    var lines: [String] = []
    func startElement(_ tag: XMLStartTag) {
        lines.append("<\(tag.name) \(tag.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")) @\(tag.location.line):\(tag.location.column)")
    }
    func text(_ text: String) { lines.append("text \(text)") }
    func endElement() { lines.append(">") }
}

@Suite struct SafeXMLStreamTests {
    @Test func eventsComeInDocumentOrderWithPositions() throws {
        let log = EventLog()
        try SafeXMLStream.parse(Array("<a x=\"1\">t<!-- c --><b/>\n  <c y='2'/></a>".utf8), path: "s.xml", policy: .refuseDoctype, into: log)
        #expect(log.lines.joined(separator: "|").replacingOccurrences(of: "text t|", with: "text t|") ==
            "<a x=1 @1:1|text t|<b  @1:21|>|text \n  |<c y=2 @2:3|>|>")
    }

    @Test func everyAmpersandOfAnAttributeValueIsDecodedOnce() throws {
        // libxml2 hands `&` over as `&#38;` when it does not substitute entities.
        let document = try SafeXMLDocument.parse(Data(#"<a v="x &amp; y &#38; z &amp;#38; &lt;"/>"#.utf8), path: "a.xml", policy: .refuseDoctype)
        #expect(document.root.attribute("v") == "x & y & z &#38; <")
    }

    @Test func elementAndAttributeCountsAreCheckedBeforeParsing() {
        let limits = XMLShapeLimits(maximumElementCount: 3, maximumAttributeCount: 2)
        let tooMany = thrownInputError {
            try SafeXMLStream.parse(Array("<a>\n<b/><!-- <c/><c/> --><![CDATA[<c/>]]><b/>\n<b/></a>".utf8), path: "e.xml",
                                    policy: .refuseDoctype, limits: limits, into: EventLog())
        }
        #expect(tooMany?.description == "e.xml:3:1: error: the document has more than 3 elements; not parsed")
        let wide = thrownInputError {
            try SafeXMLStream.parse(Array("<a p='>' q=\"=\" r='3'/>".utf8), path: "w.xml", policy: .refuseDoctype, limits: limits, into: EventLog())
        }
        #expect(wide?.description == "w.xml:1:1: error: element <a> has more than 2 attributes; not parsed")
        // At the limits, the document is read.
        #expect(thrownInputError {
            try SafeXMLStream.parse(Array("<a p='>' q=\"=\"><b/><b/></a>".utf8), path: "ok.xml", policy: .refuseDoctype, limits: limits, into: EventLog())
        } == nil)
    }

    @Test func libxml2sMessagesAreOneLine() {
        #expect(XMLParseRun.oneLine("Input is not proper UTF-8, indicate encoding !\nBytes: 0xFF 0x3C\n") ==
            "Input is not proper UTF-8, indicate encoding !; Bytes: 0xFF 0x3C")
        let error = thrownInputError { _ = try SafeXMLDocument.parse(Data([0x3C, 0x61, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x61, 0x3E]), path: "u.xml", policy: .refuseDoctype) }
        #expect(error?.description.contains("\n") == false)
        #expect(error?.message.hasPrefix("malformed XML: Input is not proper UTF-8") == true)
    }
}

/// A document is handed to libxml2 a window at a time; a window must never split a character, or
/// libxml2 2.9.14 reads a start tag's characters wrong.
@Suite struct XMLByteWindowTests {
    /// Start tags full of two-, three- and four-byte characters (a name of 150 of them: shorter ones took another
    /// path through libxml2 that never misread), repeated until windows have fallen at every
    /// offset inside them: each copy reads as the first, with its own line.
    @Test func charactersOutsideASCIIStraddlingWindowsReadRight() throws {
        // Names too: libxml2 misread a character split inside an attribute's name.
        let name = "s" + String(repeating: "\u{FFFD}", count: 150) + "t"
        let element = "<e a=\"\u{FFFD}\u{FFFD}é\u{1F600}취소\" \(name)=\"" + String(repeating: "\u{FFFD}", count: 37) + "\">취소</e>\n"
        let copies = 3_000
        let log = EventLog()
        try SafeXMLStream.parse(Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r>\n" + String(repeating: element, count: copies) + "</r>").utf8),
                                path: "w.xml", policy: .refuseDoctype, into: log)
        let starts = log.lines.filter { $0.hasPrefix("<e ") }
        #expect(starts.count == copies)
        for (index, start) in starts.enumerated() {
            #expect(start == "<e a=\u{FFFD}\u{FFFD}é\u{1F600}취소 \(name)=\(String(repeating: "\u{FFFD}", count: 37)) @\(index + 3):1")
        }
    }

    @Test func windowsEndAfterAnASCIIByteOrBeforeALeadByte() {
        let bytes = Array(("ab" + String(repeating: "é", count: 10)).utf8)
        bytes.withUnsafeBytes { buffer in
            let windows = XMLByteWindows(buffer)
            var destination = [CChar](repeating: 0, count: 8)
            var lengths: [Int32] = []
            while true {
                let count = windows.read(into: &destination, 8)
                if count == 0 { break }
                lengths.append(count)
            }
            // "ab" then é's two bytes at a time, never one of them alone.
            #expect(lengths == [2, 8, 8, 4])
        }
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>", true),
        ("<?xml version='1.0' encoding='utf-8'?><a/>", true),
        ("<a/>", true),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", false),
    ])
    func onlyUTF8IsWindowed(_ text: String, _ windowed: Bool) {
        Array(text.utf8).withUnsafeBytes { #expect(XMLByteWindows.suit($0) == windowed) }
        let utf16: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00]
        utf16.withUnsafeBytes { #expect(!XMLByteWindows.suit($0)) }
    }
}
