/// Writes JSON the way Xcode writes String Catalogs (Foundation's pretty printer): two-space indent,
/// `"key" : value`, one array element per line, an empty container as an opening bracket, an empty line
/// and the closing bracket at the container's indent, raw UTF-8 with only quotes, backslashes and control
/// characters escaped. Members are written in the order given; see `sortedAlphabetically` for sorting.
public enum JSONWriter {
    public static func xcodeFormatted(_ node: JSONNode, trailingNewline: Bool = false) -> [UInt8] {
        var output = JSONOutput()
        output.bytes.reserveCapacity(1 << 16)
        output.write(node, indent: 0)
        if trailingNewline { output.bytes.append(0x0A) }
        return output.bytes
    }

    /// The same node with every object's members in plain alphabetical order of their keys, all the way down.
    public static func sortedAlphabetically(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .object(let members):
            let sorted = members.map { member in
                JSONMember(key: member.key, keyPosition: member.keyPosition, value: sortedAlphabetically(member.value))
            }.sorted { $0.key < $1.key }
            return JSONNode(.object(sorted), at: node.position)
        case .array(let elements):
            return JSONNode(.array(elements.map(sortedAlphabetically)), at: node.position)
        default:
            return node
        }
    }

    /// A string as a JSON string literal, escaped the way `xcodeFormatted` escapes it.
    public static func quoted(_ string: String) -> String {
        var output = JSONOutput()
        output.writeString(string)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

private let escapeNeeded: [Bool] = (0..<256).map { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
private let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

package struct JSONOutput {
    package var bytes: [UInt8] = []

    package init() {}

    package mutating func indent(_ level: Int) {
        for _ in 0..<level { bytes.append(0x20); bytes.append(0x20) }
    }

    package mutating func write(_ node: JSONNode, indent level: Int) {
        switch node.value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            bytes.append(0x0A)
            if members.isEmpty { bytes.append(0x0A) }
            for (offset, member) in members.enumerated() {
                indent(level + 1)
                writeString(member.key)
                bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member.value, indent: level + 1)
                if offset < members.count - 1 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(0x0A)
            }
            indent(level)
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            bytes.append(0x0A)
            if elements.isEmpty { bytes.append(0x0A) }
            for (offset, element) in elements.enumerated() {
                indent(level + 1)
                write(element, indent: level + 1)
                if offset < elements.count - 1 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(0x0A)
            }
            indent(level)
            bytes.append(UInt8(ascii: "]"))
        case .string(let string):
            writeString(string)
        case .number(let text):
            bytes.append(contentsOf: text.utf8)
        case .bool(let value):
            bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
        case .null:
            bytes.append(contentsOf: Array("null".utf8))
        }
    }

    package mutating func writeString(_ string: String) {
        bytes.append(0x22)
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for (offset, byte) in utf8.enumerated() where escapeNeeded[Int(byte)] {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                runStart = offset + 1
                bytes.append(0x5C)
                switch byte {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: Array("u00".utf8))
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(0x22)
    }
}
