/// A finding's message or fix: text, or a template whose gaps are the finding's own key and language,
/// filled only when the text is written. Most findings of a neglected project are missing translations,
/// tens of thousands of them, and building each one's message and fix as strings (two allocations and
/// copies of the key) cost more than writing them out; a template costs nothing until then, and a report
/// writes its pieces straight into its bytes.
public struct FindingText: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case text(String)
        /// UTF-8 with `keyGap` where the key goes and `languageGap` where the language goes.
        case template(StaticString)
        /// A template that also has `firstFillGap` and `secondFillGap`, filled with texts of its own.
        case filled(FilledTemplate)
    }

    /// A template with two texts of its own (a needs-review finding's variation and translation), in a
    /// box so that a `FindingText` stays as small as a template: each finding holds two of them.
    @usableFromInline
    final class FilledTemplate: Sendable {
        @usableFromInline let template: StaticString
        @usableFromInline let first: String
        @usableFromInline let second: String

        @inlinable
        init(template: StaticString, first: String, second: String) {
            self.template = template
            self.first = first
            self.second = second
        }
    }

    @usableFromInline
    var storage: Storage

    /// The byte in a template that stands for the finding's key.
    public static let keyGap: UInt8 = 0x01
    /// The byte in a template that stands for the finding's language.
    public static let languageGap: UInt8 = 0x02
    /// The byte in a filled template (`init(template:filling:and:)`) that stands for its first text.
    public static let firstFillGap: UInt8 = 0x03
    /// The byte in a filled template that stands for its second text.
    public static let secondFillGap: UInt8 = 0x04

    @inlinable
    public init(_ text: String) {
        storage = .text(text)
    }

    /// A template: `\u{1}` stands for the finding's key, `\u{2}` for its language (an absent one is empty).
    /// Its other characters are printable ASCII (writers copy them as they are, escaping only `"` and `\`).
    @inlinable
    public init(template: StaticString) {
        assert(
            UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount).allSatisfy {
                $0 == Self.keyGap || $0 == Self.languageGap || (0x20..<0x7F).contains($0)
            }, "a template is printable ASCII and its gaps")
        storage = .template(template)
    }

    /// A template whose `\u{3}` stands for `first` and `\u{4}` for `second`, besides the key (`\u{1}`) and
    /// language (`\u{2}`): a message that quotes the catalog (a translation needing review) is written
    /// straight from it, rather than built as a string for each finding (and its UTF-8 checked again).
    @inlinable
    public init(template: StaticString, filling first: String, and second: String) {
        assert(
            UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount).allSatisfy {
                $0 <= Self.secondFillGap && $0 != 0 || (0x20..<0x7F).contains($0)
            }, "a template is printable ASCII and its gaps")
        storage = .filled(FilledTemplate(template: template, first: first, second: second))
    }

    /// Whether the text is a template of the key and language (filled when written).
    public var isTemplate: Bool {
        if case .text = storage { return false }
        return true
    }

    /// A template's bytes, gaps among them, with a filled template's own texts (nil for the other kind);
    /// nil for text.
    public var templateParts: (bytes: UnsafeBufferPointer<UInt8>, first: String?, second: String?)? {
        switch storage {
        case .text: return nil
        case .template(let template):
            return (UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount), nil, nil)
        case .filled(let filled):
            return (
                UnsafeBufferPointer(start: filled.template.utf8Start, count: filled.template.utf8CodeUnitCount),
                filled.first, filled.second
            )
        }
    }

    /// A template's bytes, gaps among them, for a template with no texts of its own; nil otherwise.
    public var templateBytes: UnsafeBufferPointer<UInt8>? {
        guard case .template(let template) = storage else { return nil }
        return UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
    }

    /// The text, with the gaps of a template filled.
    func string(key: String?, language: String?) -> String {
        switch storage {
        case .text(let text): return text
        case .template, .filled:
            var bytes: [UInt8] = []
            forEachPiece(key: key, language: language) { bytes.append(contentsOf: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// At least as many as the UTF-8 bytes of the text, gaps filled, found without reading it: a template's
    /// bytes (its gaps among them) and the key's and language's.
    public func utf8CountBound(key: String?, language: String?) -> Int {
        switch storage {
        case .text(let text): return text.utf8.count
        case .template(let template):
            return template.utf8CodeUnitCount + (key?.utf8.count ?? 0) + (language?.utf8.count ?? 0)
        case .filled(let filled):
            return filled.template.utf8CodeUnitCount + (key?.utf8.count ?? 0) + (language?.utf8.count ?? 0)
                + filled.first.utf8.count + filled.second.utf8.count
        }
    }

    /// Calls `body` with the text's UTF-8 in pieces, in order: a template's runs between gaps, and the key
    /// and language in the gaps. Each piece is whole characters, so text escaped piece by piece is the text
    /// escaped whole.
    public func forEachPiece(key: String?, language: String?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .text(let text):
            Self.withUTF8(text, body)
        case .template(let template):
            Self.forEachPiece(of: template, key: key, language: language, first: nil, second: nil, body)
        case .filled(let filled):
            Self.forEachPiece(
                of: filled.template, key: key, language: language, first: filled.first, second: filled.second, body)
        }
    }

    /// What fills the gap byte `gap` of a template: the key, the language or one of the two fill texts
    /// (nil for a byte that is no gap, or a gap with nothing to fill it).
    @inlinable
    public static func filling(of gap: UInt8, key: String?, language: String?, first: String?, second: String?) -> String? {
        switch gap {
        case keyGap: key
        case languageGap: language
        case firstFillGap: first
        case secondFillGap: second
        default: nil
        }
    }

    private static func forEachPiece(
        of template: StaticString, key: String?, language: String?, first: String?, second: String?,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let bytes = UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
        var runStart = 0
        for index in bytes.indices where (Self.keyGap...Self.secondFillGap).contains(bytes[index]) {
            let filling = Self.filling(of: bytes[index], key: key, language: language, first: first, second: second)
            body(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if let filling { withUTF8(filling, body) }
            runStart = index + 1
        }
        body(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// A string's UTF-8 without copying a native string.
    private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
        var text = text
        text.withUTF8(body)
    }
}
