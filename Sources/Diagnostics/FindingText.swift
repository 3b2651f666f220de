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
    }

    @usableFromInline
    var storage: Storage

    /// The byte in a template that stands for the finding's key.
    public static let keyGap: UInt8 = 0x01
    /// The byte in a template that stands for the finding's language.
    public static let languageGap: UInt8 = 0x02

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

    /// A template's bytes, gaps among them; nil for text.
    public var templateBytes: UnsafeBufferPointer<UInt8>? {
        guard case .template(let template) = storage else { return nil }
        return UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
    }

    /// The text, with the gaps of a template filled.
    func string(key: String?, language: String?) -> String {
        switch storage {
        case .text(let text): return text
        case .template:
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
            let bytes = UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
            var runStart = 0
            for index in bytes.indices where bytes[index] <= Self.languageGap {
                let gap = bytes[index]
                guard gap == Self.keyGap || gap == Self.languageGap else { continue }
                body(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                if let filling = gap == Self.keyGap ? key : language { Self.withUTF8(filling, body) }
                runStart = index + 1
            }
            body(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// A string's UTF-8 without copying a native string.
    private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
        var text = text
        text.withUTF8(body)
    }
}
