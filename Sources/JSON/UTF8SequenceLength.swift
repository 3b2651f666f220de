/// The length of the well-formed UTF-8 sequence at `offset` of `bytes` (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF), or nil if it is not one. The JSON reader, the formatted-catalog
/// scanner and the reports' line table all validate with it; inlinable, as each calls it per non-ASCII byte.
@inlinable @inline(__always)
package func wellFormedUTF8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    let count = bytes.count
    @inline(__always) func continuation(_ position: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        position < count && bytes[position] >= low && bytes[position] <= high
    }
    switch bytes[offset] {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF:
        return continuation(offset + 1) ? 2 : nil
    case 0xE0:
        return continuation(offset + 1, 0xA0) && continuation(offset + 2) ? 3 : nil
    case 0xED:
        return continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
        return continuation(offset + 1) && continuation(offset + 2) ? 3 : nil
    case 0xF0:
        return continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
    case 0xF1...0xF3:
        return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
    case 0xF4:
        return continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
    default: return nil
    }
}
