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
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        // Twenty digits hold any Int64: written backwards into the end of a small buffer on the stack.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            var rest = number.magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Copies `utf8` in runs between the bytes `replacement` replaces: it gives, for the byte at an offset,
    /// nil to keep it, or what to write instead and how many bytes that replaces.
    @inline(__always)
    private mutating func appendReplacing(
        _ text: String, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (StaticString, Int)?
    ) {
        var text = text
        text.withUTF8 { appendReplacing(bytes: $0, replacement) }
    }

    @inline(__always)
    private mutating func appendReplacing(
        bytes utf8: UnsafeBufferPointer<UInt8>, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (StaticString, Int)?
    ) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            guard let (written, length) = replacement(utf8, index) else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            append(written)
            index += length
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// `XML.escaped(text, inAttribute:)`, written as bytes (a string is valid UTF-8, so each scalar the
    /// escaping changes is found by its bytes: U+FFFE and U+FFFF are EF BF BE and EF BF BF).
    mutating func appendXML(_ text: String, inAttribute: Bool = true) {
        appendReplacing(text) { utf8, index in
            switch utf8[index] {
            case UInt8(ascii: "&"): return ("&amp;", 1)
            case UInt8(ascii: "<"): return ("&lt;", 1)
            case UInt8(ascii: ">"): return ("&gt;", 1)
            case UInt8(ascii: "\""): return inAttribute ? ("&quot;", 1) : nil
            case UInt8(ascii: "'"): return inAttribute ? ("&apos;", 1) : nil
            case 0x0A: return inAttribute ? ("&#10;", 1) : nil
            case 0x0D: return ("&#13;", 1)
            case 0x09: return inAttribute ? ("&#9;", 1) : nil
            case 0x00..<0x20: return ("\u{FFFD}", 1)
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                return ("\u{FFFD}", 3)
            default: return nil
            }
        }
    }

    /// `HTML.escaped(text)`, written as bytes.
    mutating func appendHTML(_ text: String) {
        var text = text
        text.withUTF8 { appendHTML(bytes: $0) }
    }

    /// `appendHTML` of the text these bytes (valid UTF-8) are.
    mutating func appendHTML(bytes utf8: UnsafeBufferPointer<UInt8>) {
        appendReplacing(bytes: utf8) { utf8, index in
            switch utf8[index] {
            case UInt8(ascii: "&"): return ("&amp;", 1)
            case UInt8(ascii: "<"): return ("&lt;", 1)
            case UInt8(ascii: ">"): return ("&gt;", 1)
            case UInt8(ascii: "\""): return ("&quot;", 1)
            case UInt8(ascii: "'"): return ("&#39;", 1)
            case 0x00: return ("\u{FFFD}", 1)
            default: return nil
            }
        }
    }

    /// `HTML.visibleControls(text)`: text without an invisible control (none of their lead bytes D8, E2 and
    /// EF: U+061C, U+200B…U+2069, U+FEFF) is only escaped; other text takes the scalar by scalar way.
    mutating func appendHTMLVisibleControls(_ text: String) {
        var text = text
        text.withUTF8 { appendHTMLVisibleControls(bytes: $0) }
    }

    /// `appendHTMLVisibleControls` of the text these bytes (valid UTF-8) are.
    mutating func appendHTMLVisibleControls(bytes utf8: UnsafeBufferPointer<UInt8>) {
        if utf8.contains(where: { $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }) {
            append(text: HTML.visibleControls(String(decoding: utf8, as: UTF8.self)))
        } else {
            appendHTML(bytes: utf8)
        }
    }

    /// `GitHubActionsReporter.escapedData(text)`: the runner decodes `%25`, `%0D` and `%0A`.
    mutating func appendGitHubData(_ text: String) {
        appendReplacing(text) { utf8, index in
            switch utf8[index] {
            case UInt8(ascii: "%"): return ("%25", 1)
            case 0x0D: return ("%0D", 1)
            case 0x0A: return ("%0A", 1)
            default: return nil
            }
        }
    }

    /// `GitHubActionsReporter.escapedProperty(text)`: the data escapes, then `:` and `,`.
    mutating func appendGitHubProperty(_ text: String) {
        appendReplacing(text) { utf8, index in
            switch utf8[index] {
            case UInt8(ascii: "%"): return ("%25", 1)
            case 0x0D: return ("%0D", 1)
            case 0x0A: return ("%0A", 1)
            case UInt8(ascii: ":"): return ("%3A", 1)
            case UInt8(ascii: ","): return ("%2C", 1)
            default: return nil
            }
        }
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

    /// A finding as a compiler writes a diagnostic, `path:line:column: severity: message [rule]` and a line
    /// break, which Xcode's issue navigator and GitHub's problem matchers parse; `path` already printable.
    mutating func appendCompilerLine(_ finding: Finding, path: String) {
        append(text: path)
        append(":")
        append(decimal: finding.location.line)
        append(":")
        append(decimal: finding.location.column)
        append(": ")
        append(text: finding.severity.rawValue)
        append(": ")
        appendPrintable(finding.message)
        append(" [")
        append(text: finding.rule)
        append("]\n")
    }

    /// A JSON string literal, as `JSONText` writes one.
    mutating func appendJSONString(_ text: String) {
        JSONText.appendQuoted(text, to: &bytes)
    }

    /// The bytes as a string: they were appended from strings and ASCII, so they are valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
