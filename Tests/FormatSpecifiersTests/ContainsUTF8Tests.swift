import FormatSpecifiers
import Foundation
import Testing

/// `containsUTF8` answers as `utf8.contains` does, for strings stored inline (up to 15 bytes), on the
/// heap, as substrings and bridged from Foundation.
@Suite struct ContainsUTF8Tests {
    static let texts = [
        "", "%", "a", "100% done", "no percent sign here at all, long enough for the heap", "é😀%", "é😀",
        "%lld", String(repeating: "x", count: 4_096) + "%", String(repeating: "ü", count: 300),
    ]

    @Test(arguments: texts)
    func answersAsTheUTF8ViewDoes(text: String) {
        for byte in [UInt8(ascii: "%"), UInt8(ascii: "x"), UInt8(ascii: "a"), 0] {
            #expect(text.containsUTF8(byte) == text.utf8.contains(byte))
            let inner = text.dropFirst().dropLast()
            #expect(inner.containsUTF8(byte) == inner.utf8.contains(byte))
            let bridged = NSString(string: text) as String
            #expect(bridged.containsUTF8(byte) == bridged.utf8.contains(byte))
        }
    }

    @Test func findsAByteOnlyWhereItIs() {
        #expect("5 % off".containsUTF8(UInt8(ascii: "%")))
        #expect(!"5 off".containsUTF8(UInt8(ascii: "%")))
        #expect(!"".containsUTF8(UInt8(ascii: "%")))
    }
}
