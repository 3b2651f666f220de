import Diagnostics
import JSON

/// A report being written as UTF-8 bytes. Reports of tens of thousands of findings were built as a tree
/// of values, rendered to a string per finding, joined and then converted to bytes for output: each step
/// copied and validated every byte again. Writing each byte once, where it ends up, is most of what
/// makes a finding cheap to report.
struct ReportBytes {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Text as it is.
    mutating func append(text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Text that is part of the report's own layout: never needs escaping.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ other: ReportBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    /// A number in decimal, as `String(number)` writes it.
    mutating func append(decimal number: Int) {
        guard number != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        // Twenty digits hold any Int64; written backwards, then reversed in place.
        let start = bytes.count
        var rest = number.magnitude
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    /// Text from input files made safe for one line of a terminal, as `PrintableText.escaped` writes it:
    /// text without a control character (nearly all) is copied as it is.
    mutating func appendPrintable(_ text: String) {
        var text = text
        let needsEscape = text.withUTF8 { utf8 in
            utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        }
        if needsEscape {
            append(text: PrintableText.escaped(text))
        } else {
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    /// A JSON string literal, as `JSONText` writes one.
    mutating func appendJSONString(_ text: String) {
        JSONText.appendQuoted(text, to: &bytes)
    }

    /// The bytes as a string: they were appended from strings and ASCII, so they are valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
