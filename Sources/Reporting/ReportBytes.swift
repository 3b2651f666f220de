import Diagnostics
import JSON

/// A report being written as UTF-8 bytes. Reports of tens of thousands of findings were built as a tree
/// of values, rendered to a string per finding, joined and then converted to bytes for output: each step
/// copied and validated every byte again. Writing each byte once, where it ends up, is most of what
/// makes a finding cheap to report.
///
/// The bytes live in storage of its own rather than an `[UInt8]`: a finding is written in some twenty
/// pieces, and each `Array.append(contentsOf:)` cost about 60 instructions besides the copy (a uniqueness
/// and capacity check and a count update out of line); here the check is one comparison inline, and the
/// escaping writers fill the room they reserved through a pointer.
struct ReportBytes: Sendable {
    private var storage: ReportByteStorage
    /// How many bytes are written.
    private(set) var count = 0
    /// The templates of finding texts written so far, each laid out once as runs and gaps.
    private var templates = TemplateLayouts()

    init(capacity: Int = 0) {
        storage = ReportByteStorage(capacity: capacity)
    }

    /// The bytes written, as an array (a copy).
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// The bytes written, where they are, for the time of the call.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage.base, count: count))
    }

    /// Each of `parts` that holds bytes, lent to `emit` in order: a report written as it was rendered.
    static func lend(_ parts: [ReportBytes], to emit: (UnsafeRawBufferPointer) -> Void) {
        for part in parts where part.count > 0 { part.withUnsafeBytes(emit) }
    }

    /// The bytes of `parts`, one after the other, copied once into the array made for them: appending
    /// parts written on both cores to one `ReportBytes` and taking its `bytes` copied a report twice.
    static func joined(_ parts: [ReportBytes]) -> [UInt8] {
        let total = parts.reduce(0) { $0 + $1.count }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var offset = 0
            for part in parts where part.count > 0 {
                (buffer.baseAddress! + offset).initialize(from: part.storage.base, count: part.count)
                offset += part.count
            }
            initialized = offset
        }
    }

    /// Where `extra` more bytes go, with room for them in storage only this value holds (a copy of a
    /// `ReportBytes` shares its storage until one of the two writes). Add what is written to `count`.
    @inline(__always)
    private mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(extra > storage.capacity &- count || !isKnownUniquelyReferenced(&storage)) { grow(by: extra) }
        return storage.base + count
    }

    /// New storage of this value's own, twice as large when the bytes would not fit (a copy of shared
    /// storage that has room keeps its size).
    @inline(never)
    private mutating func grow(by extra: Int) {
        let needed = count + extra
        let larger = ReportByteStorage(
            capacity: needed > storage.capacity ? Swift.max(needed, storage.capacity * 2) : storage.capacity)
        larger.base.initialize(from: storage.base, count: count)
        storage = larger
    }

    /// Bytes as they are.
    @inline(__always)
    mutating func append(bytes start: UnsafePointer<UInt8>, count length: Int) {
        let to = room(for: length)
        to.initialize(from: start, count: length)
        count += length
    }

    /// Bytes as they are.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(bytes: start, count: bytes.count)
    }

    /// Bytes as they are.
    mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// The UTF-8 bytes of `text`, given to `body` without copying a native string.
    @inline(__always)
    private static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Text as it is.
    mutating func append(text: String) {
        Self.withUTF8(text) { append(bytes: $0) }
    }

    /// Text that is part of the report's own layout: never needs escaping.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        room(for: 1).initialize(to: byte)
        count += 1
    }

    mutating func append(_ other: ReportBytes) {
        append(bytes: other.storage.base, count: other.count)
    }

    /// The bytes of `other` from offset `start` up to `end`.
    mutating func append(_ other: ReportBytes, from start: Int, to end: Int) {
        precondition(0 <= start && start <= end && end <= other.count)
        append(bytes: other.storage.base + start, count: end - start)
    }

    /// A number in decimal, as `String(number)` writes it.
    mutating func append(decimal number: Int) {
        // Twenty digits and a sign hold any Int64: written backwards from the end of the room.
        let to = room(for: 21)
        var digits = 0
        var rest = number.magnitude
        repeat {
            digits += 1
            rest /= 10
        } while rest > 0
        var end = digits
        if number < 0 {
            to[0] = UInt8(ascii: "-")
            end += 1
        }
        var position = end
        rest = number.magnitude
        repeat {
            position -= 1
            to[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += end
    }

    /// A 64-bit value as 16 lowercase hex digits, as `FNV1a.hex` writes it.
    mutating func append(hex16 value: UInt64) {
        let to = room(for: 16)
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * UInt64(index))) & 0xF
            to[index] = nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ nibble &- 10
        }
        count += 16
    }

    /// Copies `utf8` in runs between the bytes `replacement` replaces: it gives, for the byte at an offset,
    /// nil to keep it, or what to write instead and how many bytes that replaces.
    @inline(__always)
    private mutating func appendReplacing(
        _ text: String, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (StaticString, Int)?
    ) {
        Self.withUTF8(text) { appendReplacing(bytes: $0, replacement) }
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
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            append(written)
            index += length
            runStart = index
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
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
        Self.withUTF8(text) { appendHTML(bytes: $0) }
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
        Self.withUTF8(text) { appendHTMLVisibleControls(bytes: $0) }
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
    /// text without a control character (nearly all) is copied as it is, eight bytes at a time, tested as
    /// they are copied.
    mutating func appendPrintable(_ text: String) {
        Self.withUTF8(text) { utf8 in
            guard let base = utf8.baseAddress else { return }
            let to = room(for: utf8.count)
            if Self.copyPrintable(base, utf8.count, to: to) {
                count += utf8.count
            } else {
                appendPrintableEscaped(utf8)
            }
        }
    }

    /// The escapes `PrintableText.escaped` writes, found by their bytes (the text is valid UTF-8): `\n`,
    /// `\r`, `\t`, and `\u{HEX}` for the other C0 controls, DEL, the C1 controls (C2 80 to C2 9F) and
    /// U+2028 and U+2029 (E2 80 A8 and A9). It went scalar by scalar through a `String`, some 50,000
    /// instructions for a message with a degree sign or a no-break space.
    private mutating func appendPrintableEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        appendReplacingHex(bytes: utf8) { utf8, index in
            let byte = utf8[index]
            switch byte {
            case 0x0A: return (.text("\\n"), 1)
            case 0x0D: return (.text("\\r"), 1)
            case 0x09: return (.text("\\t"), 1)
            case 0x00..<0x20, 0x7F: return (.hex(UInt32(byte)), 1)
            case 0xC2 where index + 1 < utf8.count && (0x80..<0xA0).contains(utf8[index + 1]):
                return (.hex(UInt32(utf8[index + 1])), 2)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                return (.hex(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
            default: return nil
            }
        }
    }

    /// What replaces a byte: layout text, or a scalar written `\u{HEX}` (uppercase, no leading zeros).
    private enum Escape {
        case text(StaticString)
        case hex(UInt32)
    }

    private mutating func appendReplacingHex(
        bytes utf8: UnsafeBufferPointer<UInt8>, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (Escape, Int)?
    ) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            guard let (escape, length) = replacement(utf8, index) else {
                index += 1
                continue
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch escape {
            case .text(let text): append(text)
            case .hex(let value):
                append("\\u{")
                var shift = 28
                while shift > 0 && value >> UInt32(shift) == 0 { shift -= 4 }
                while shift >= 0 {
                    let nibble = UInt8(truncatingIfNeeded: value >> UInt32(shift)) & 0xF
                    append(byte: nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
                    shift -= 4
                }
                append("}")
            }
            index += length
            runStart = index
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Copies `count` bytes, unless one is a C0 control, DEL, or 0xC2 or 0xE2 (the lead bytes of the C1
    /// controls and of U+2028 and U+2029): the bytes `PrintableText.escaped` may change. Whether it copied.
    private static func copyPrintable(_ base: UnsafePointer<UInt8>, _ count: Int, to out: UnsafeMutablePointer<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if ByteWords.hasControlOr(word, 0x7F, 0xC2, 0xE2) { return false }
            UnsafeMutableRawPointer(out + index).storeBytes(of: word, as: UInt64.self)
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return false }
            out[index] = byte
            index += 1
        }
        return true
    }

    /// A finding as a compiler writes a diagnostic, `path:line:column: severity: message [rule]` and a line
    /// break, which Xcode's issue navigator and GitHub's problem matchers parse; `path` already printable.
    mutating func appendCompilerLine(_ finding: Finding, path: String) {
        withUnsafePointer(to: finding) { appendCompilerLine($0, path: path) }
    }

    /// `appendCompilerLine` of the finding there (read in place: a copy of a finding retains its seven
    /// strings and arrays).
    mutating func appendCompilerLine(_ finding: UnsafePointer<Finding>, path: String) {
        append(text: path)
        append(":")
        append(decimal: finding.pointee.location.line)
        append(":")
        append(decimal: finding.pointee.location.column)
        append(": ")
        append(severity: finding.pointee.severity)
        append(": ")
        appendPrintableMessage(finding)
        append(" [")
        append(text: finding.pointee.rule)
        append("]\n")
    }

    /// A severity's name.
    mutating func append(severity: Severity) {
        switch severity {
        case .error: append("error")
        case .warning: append("warning")
        case .note: append("note")
        }
    }

    /// A JSON string literal, as `JSONText` writes one, straight into the room reserved for its longest
    /// form (six bytes for each byte of text, two quotes).
    mutating func appendJSONString(_ text: String) {
        Self.withUTF8(text) { utf8 in
            let to = room(for: JSONText.quotedCapacity(utf8.count))
            count += JSONText.writeQuoted(utf8, to: to)
        }
    }

    /// A JSON string literal of text given in pieces of whole characters (`count` bytes in all at most),
    /// as `appendJSONString` writes the whole.
    mutating func appendJSONString(count length: Int, pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        let to = room(for: JSONText.quotedCapacity(length))
        to[0] = UInt8(ascii: "\"")
        var written = 1
        pieces { piece in written += JSONText.writeEscaped(piece, to: to + written) }
        to[written] = UInt8(ascii: "\"")
        count += written + 1
    }

    /// A finding's message as a JSON string literal, written from its pieces (a template is never built).
    /// The finding's parts are read where it is: a copy of the whole retains seven strings and arrays.
    mutating func appendJSONMessage(_ finding: UnsafePointer<Finding>) {
        appendJSONString(finding.pointee.messageText, key: finding.pointee.key, language: finding.pointee.language)
    }

    /// A finding's fix as a JSON string literal; nothing when it has none.
    mutating func appendJSONFix(_ finding: UnsafePointer<Finding>) {
        guard let fix = finding.pointee.fixText else { return }
        appendJSONString(fix, key: finding.pointee.key, language: finding.pointee.language)
    }

    /// A finding text as a JSON string literal, its gaps filled: a template's literal runs are escaped once
    /// per report part (`TemplateLayouts`) and copied a word at a time, and the key, the language and a
    /// filled template's own texts escaped in its gaps. (Each finding's template was copied and tested
    /// byte by byte, some 550 instructions for a missing translation's message.)
    mutating func appendJSONString(_ text: FindingText, key: String?, language: String?) {
        guard case let (template, first, second)? = text.templateParts else {
            return text.forEachPiece(key: key, language: language) { text in
                let to = room(for: JSONText.quotedCapacity(text.count))
                count += JSONText.writeQuoted(text, to: to)
            }
        }
        guard let layout = templates.layout(of: template, json: true) else {
            return appendJSONStringByteByByte(
                template: template, first: first, second: second, key: key, language: language,
                bound: text.utf8CountBound(key: key, language: language))
        }
        // Eight bytes more than the longest form: runs are copied in whole words.
        let to = room(for: JSONText.quotedCapacity(text.utf8CountBound(key: key, language: language)) + 8)
        to[0] = UInt8(ascii: "\"")
        var written = 1
        templates.forEachRun(at: layout, to: to, written: &written) { gap, to, written in
            guard let filling = FindingText.filling(of: gap, key: key, language: language, first: first, second: second)
            else { return }
            Self.withUTF8(filling) { written += JSONText.writeEscaped($0, to: to + written) }
        }
        to[written] = UInt8(ascii: "\"")
        count += written + 1
    }

    /// `appendJSONString` of a template, its bytes copied one by one: for a template `TemplateLayouts` does
    /// not keep. Kept in the tests as the oracle of the runs.
    mutating func appendJSONStringByteByByte(
        template: UnsafeBufferPointer<UInt8>, first: String?, second: String?, key: String?, language: String?,
        bound: Int
    ) {
        let to = room(for: JSONText.quotedCapacity(bound))
        to[0] = UInt8(ascii: "\"")
        var written = 1
        func fill(_ filling: String?) {
            guard let filling else { return }
            Self.withUTF8(filling) { written += JSONText.writeEscaped($0, to: to + written) }
        }
        for byte in template {
            switch byte {
            case FindingText.keyGap: fill(key)
            case FindingText.languageGap: fill(language)
            case FindingText.firstFillGap: fill(first)
            case FindingText.secondFillGap: fill(second)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                to[written] = UInt8(ascii: "\\")
                to[written + 1] = byte
                written += 2
            default:
                to[written] = byte
                written += 1
            }
        }
        to[written] = UInt8(ascii: "\"")
        count += written + 1
    }

    /// Text given in pieces of whole characters (`count` bytes in all at most), as `appendPrintable` writes
    /// the whole; `whole` gives it as a string for the rare text that needs an escape.
    mutating func appendPrintable(
        count length: Int, pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void, whole: () -> String
    ) {
        let to = room(for: length)
        var copied = 0
        var plain = true
        pieces { piece in
            guard plain, let base = piece.baseAddress else { return }
            plain = Self.copyPrintable(base, piece.count, to: to + copied)
            copied += piece.count
        }
        if plain {
            count += copied
        } else {
            appendPrintable(whole())
        }
    }

    /// A finding's message made printable (`appendPrintable`), written from its pieces.
    mutating func appendPrintableMessage(_ finding: UnsafePointer<Finding>) {
        appendPrintable(finding.pointee.messageText, key: finding.pointee.key, language: finding.pointee.language)
    }

    /// A finding's fix made printable, written from its pieces; nothing when it has none.
    mutating func appendPrintableFix(_ finding: UnsafePointer<Finding>) {
        guard let fix = finding.pointee.fixText else { return }
        appendPrintable(fix, key: finding.pointee.key, language: finding.pointee.language)
    }

    /// A finding text made printable, its gaps filled: a template's literal runs (printable ASCII) are
    /// copied a word at a time from its layout (`TemplateLayouts`), and the key and language in its gaps
    /// tested as they are copied.
    mutating func appendPrintable(_ text: FindingText, key: String?, language: String?) {
        if case let (template, first, second)? = text.templateParts {
            let bound = text.utf8CountBound(key: key, language: language)
            if let layout = templates.layout(of: template, json: false) {
                // Eight bytes more than the text: runs are copied in whole words.
                let to = room(for: bound + 8)
                var written = 0
                var plain = true
                templates.forEachRun(at: layout, to: to, written: &written) { gap, to, written in
                    guard plain else { return }
                    guard let filling = FindingText.filling(of: gap, key: key, language: language, first: first, second: second)
                    else { return }
                    plain = Self.withUTF8(filling) { utf8 in
                        guard let base = utf8.baseAddress else { return true }
                        guard Self.copyPrintable(base, utf8.count, to: to + written) else { return false }
                        written += utf8.count
                        return true
                    }
                }
                if plain {
                    count += written
                    return
                }
            } else if appendPrintableByteByByte(
                template: template, first: first, second: second, key: key, language: language, bound: bound)
            {
                return
            }
        }
        appendPrintable(
            count: text.utf8CountBound(key: key, language: language), pieces: { text.forEachPiece(key: key, language: language, $0) },
            whole: {
                var bytes: [UInt8] = []
                text.forEachPiece(key: key, language: language) { bytes.append(contentsOf: $0) }
                return String(decoding: bytes, as: UTF8.self)
            })
    }

    /// `appendPrintable` of a template, its bytes copied one by one, for a template `TemplateLayouts` does
    /// not keep; whether it was plain (nothing written when not). Kept in the tests as the oracle of the runs.
    mutating func appendPrintableByteByByte(
        template: UnsafeBufferPointer<UInt8>, first: String?, second: String?, key: String?, language: String?,
        bound: Int
    ) -> Bool {
        let to = room(for: bound)
        var written = 0
        func fill(_ filling: String?) -> Bool {
            guard let filling else { return true }
            return Self.withUTF8(filling) { utf8 in
                guard let base = utf8.baseAddress else { return true }
                guard Self.copyPrintable(base, utf8.count, to: to + written) else { return false }
                written += utf8.count
                return true
            }
        }
        var plain = true
        for byte in template {
            switch byte {
            case FindingText.keyGap: plain = fill(key)
            case FindingText.languageGap: plain = fill(language)
            case FindingText.firstFillGap: plain = fill(first)
            case FindingText.secondFillGap: plain = fill(second)
            default:
                to[written] = byte
                written += 1
            }
            if !plain { break }
        }
        if plain { count += written }
        return plain
    }

    /// The bytes as a string: they were appended from strings and ASCII, so they are valid UTF-8.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self)
    }
}

/// The bytes of one `ReportBytes` (or of its copies, until one writes): freed with the last of them.
final class ReportByteStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }
}

/// Tests on eight bytes at once.
enum ByteWords {
    /// Whether any of eight bytes is below 0x20 or one of three given bytes. Exact when it says no: the
    /// classic test for a byte below n, `(x - n·0x01…) & ~x & 0x80…`, on the word and on the word compared
    /// with each byte.
    @inline(__always)
    static func hasControlOr(_ word: UInt64, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        @inline(__always) func has(_ value: UInt8) -> UInt64 {
            let compared = word ^ (ones &* UInt64(value))
            return (compared &- ones) & ~compared & highs
        }
        return (control | has(a) | has(b) | has(c)) != 0
    }
}
