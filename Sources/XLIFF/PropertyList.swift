import Diagnostics
import Foundation

/// A value read from an XML property list (Info.plist and the like).
public indirect enum PropertyList: Sendable, Equatable {
    case dictionary([String: PropertyList])
    case array([PropertyList])
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)

    /// The value for `key` when this is a dictionary.
    public subscript(key: String) -> PropertyList? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Reads the XML property list at `path`; binary ones are refused with a hint.
    public static func read(contentsOf path: String) throws -> PropertyList {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read property list", path: path)
        }
        return try parse(data, path: path)
    }

    /// Parses an XML property list; `path` only names the input in errors.
    public static func parse(_ data: Data, path: String) throws -> PropertyList {
        if data.starts(with: Array("bplist".utf8)) {
            throw InputError(
                "binary property lists are not supported; convert it with `plutil -convert xml1`",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        let document = try SafeXMLDocument.parse(data, path: path, policy: .allowExternalIdentifierOnly)
        let root = document.root
        guard root.name == "plist" else {
            throw InputError("expected a <plist> root element, found <\(root.name)>", at: root.location)
        }
        let values = root.elements
        guard values.count == 1 else {
            throw InputError("<plist> must hold exactly one value, found \(values.count)", at: root.location)
        }
        return try value(of: values[0], depth: 0)
    }

    private static func value(of element: XMLElementValue, depth: Int) throws -> PropertyList {
        guard depth < 512 else { throw InputError("property list nested too deeply", at: element.location) }
        switch element.name {
        case "dict":
            var entries: [String: PropertyList] = [:]
            let children = element.elements
            var index = 0
            while index < children.count {
                let keyElement = children[index]
                guard keyElement.name == "key" else {
                    throw InputError("expected <key> in <dict>, found <\(keyElement.name)>", at: keyElement.location)
                }
                guard index + 1 < children.count else {
                    throw InputError("<key>\(keyElement.text)</key> has no value", at: keyElement.location)
                }
                entries[keyElement.text] = try value(of: children[index + 1], depth: depth + 1)
                index += 2
            }
            return .dictionary(entries)
        case "array":
            return .array(try element.elements.map { try value(of: $0, depth: depth + 1) })
        case "string":
            return .string(element.text)
        case "integer":
            guard let number = integer(from: element.text) else {
                throw InputError("invalid <integer> '\(element.text)'", at: element.location)
            }
            return .integer(number)
        case "real":
            guard let number = Double(element.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw InputError("invalid <real> '\(element.text)'", at: element.location)
            }
            return .real(number)
        case "true":
            return .boolean(true)
        case "false":
            return .boolean(false)
        case "date":
            guard let date = iso8601Date(from: element.text) else {
                throw InputError("invalid <date> '\(element.text)'; expected YYYY-MM-DDTHH:MM:SSZ", at: element.location)
            }
            return .date(date)
        case "data":
            let base64 = element.text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: base64) else {
                throw InputError("invalid base64 in <data>", at: element.location)
            }
            return .data(data)
        default:
            throw InputError("unknown property list element <\(element.name)>", at: element.location)
        }
    }

    private static func integer(from text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        let radix = digits.hasPrefix("0x") || digits.hasPrefix("0X") ? 16 : 10
        if radix == 16 { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// Property lists write dates as `2024-03-01T12:00:00Z`, always in UTC.
    private static func iso8601Date(from text: String) -> Date? {
        let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
