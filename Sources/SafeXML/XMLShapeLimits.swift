import XMLDocuments
import Diagnostics

/// How many elements a document, and how many attributes one element, may have; checked by a linear scan
/// of the bytes before libxml2 sees them. libxml2 compares each attribute of a start tag with every one
/// before it (200,000 attributes on one element took over 30 seconds), and each element costs memory
/// however short its tag, so a document past either limit is refused at once, at the element's position.
/// The limits are far above what XLIFF, property lists and workspaces hold (an Xcode export of 1.5 million
/// strings has about 6 million elements, and no element of theirs has more than ten attributes).
public struct XMLShapeLimits: Sendable, Equatable {
    public var maximumElementCount: Int
    /// Per element; namespace declarations count as attributes.
    public var maximumAttributeCount: Int

    public init(maximumElementCount: Int = 16_000_000, maximumAttributeCount: Int = 1_000) {
        self.maximumElementCount = maximumElementCount
        self.maximumAttributeCount = maximumAttributeCount
    }

    /// Throws an `InputError` at the first element past a limit. Markup the scan cannot follow (a comment
    /// never closed) ends it: libxml2 reports that itself.
    func check(_ bytes: [UInt8], path: String) throws(InputError) {
        var refusal: (message: String, offset: Int)?
        bytes.withUnsafeBufferPointer { buffer in refusal = firstRefusal(in: buffer) }
        if let refusal {
            let (line, column) = LineTable(bytes: bytes).lineAndColumn(ofOffset: refusal.offset)
            throw InputError(refusal.message, at: SourceLocation(file: path, line: line, column: column))
        }
    }

    private func firstRefusal(in bytes: UnsafeBufferPointer<UInt8>) -> (message: String, offset: Int)? {
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        var elements = 0
        var index = 0
        func starts(with text: StaticString, at offset: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            for position in 0..<count where bytes[offset + position] != text.utf8Start[position] { return false }
            return true
        }
        /// The index after the first `terminator` at or after `offset`, or nil when there is none.
        func after(_ terminator: StaticString, from offset: Int) -> Int? {
            var position = offset
            while position < bytes.count {
                if bytes[position] == terminator.utf8Start[0], starts(with: terminator, at: position) {
                    return position + terminator.utf8CodeUnitCount
                }
                position += 1
            }
            return nil
        }
        while index < bytes.count {
            guard bytes[index] == less else {
                index += 1
                continue
            }
            let start = index
            if starts(with: "<!--", at: index) {
                guard let end = after("-->", from: index + 4) else { return nil }
                index = end
            } else if starts(with: "<![CDATA[", at: index) {
                guard let end = after("]]>", from: index + 9) else { return nil }
                index = end
            } else if starts(with: "<?", at: index) {
                guard let end = after("?>", from: index + 2) else { return nil }
                index = end
            } else if starts(with: "<!", at: index) || starts(with: "</", at: index) {
                // A DOCTYPE (its internal subset in brackets) or an end tag: to the `>` that closes it.
                var brackets = 0
                var quote: UInt8?
                index += 2
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        brackets += 1
                    } else if byte == UInt8(ascii: "]") {
                        brackets -= 1
                    } else if byte == greater, brackets <= 0 {
                        break
                    }
                }
            } else {
                elements += 1
                if elements > maximumElementCount {
                    return ("the document has more than \(maximumElementCount) elements; not parsed", start)
                }
                var attributes = 0
                var quote: UInt8?
                index += 1
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > maximumAttributeCount {
                            return ("element <\(Self.name(in: bytes, at: start + 1))> has more than "
                                + "\(maximumAttributeCount) attributes; not parsed", start)
                        }
                    } else if byte == greater {
                        break
                    }
                }
            }
        }
        return nil
    }

    /// The element name after `<`, cut short: only a message shows it.
    private static func name(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 64 {
            let byte = bytes[end]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }
}
