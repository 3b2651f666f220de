import Diagnostics
import Foundation

/// A property list value with where each part of it is in the file, for readers whose diagnostics must point
/// at a key or a string (`.stringsdict`). Dictionaries keep their keys in file order, a key given twice
/// included; `propertyList` is the plain value.
public struct PositionedPropertyList: Sendable, Equatable {
    /// One `<key>` of a dictionary with its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        /// Where the `<key>` element starts.
        public var keyLocation: SourceLocation
        public var value: PositionedPropertyList

        public init(key: String, keyLocation: SourceLocation, value: PositionedPropertyList) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The same kinds as `PropertyList`, with dictionaries as ordered members.
    public enum Value: Sendable, Equatable {
        case dictionary([Member])
        case array([PositionedPropertyList])
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case date(Date)
        case data(Data)
    }

    public var value: Value
    /// Where the value's element starts (its `<`). A binary property list has no lines: all its values are at
    /// line 1, column 1.
    public var location: SourceLocation

    public init(_ value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The members when this is a dictionary, in file order.
    public var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The member named `key` when this is a dictionary; of a key given twice, the last, which is the one
    /// Foundation keeps.
    public subscript(key: String) -> Member? {
        members?.last { $0.key == key }
    }

    /// What the element is called in an XML property list (`dict`, `string`…), for messages.
    public var kindName: String {
        switch value {
        case .dictionary: return "dict"
        case .array: return "array"
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .boolean(let flag): return flag ? "true" : "false"
        case .date: return "date"
        case .data: return "data"
        }
    }

    /// The value without positions; of a key given twice, the last value is kept, as Foundation does.
    public var propertyList: PropertyList {
        switch value {
        case .dictionary(let members):
            var entries: [String: PropertyList] = [:]
            for member in members { entries[member.key] = member.value.propertyList }
            return .dictionary(entries)
        case .array(let values): return .array(values.map(\.propertyList))
        case .string(let string): return .string(string)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .boolean(let flag): return .boolean(flag)
        case .date(let date): return .date(date)
        case .data(let data): return .data(data)
        }
    }

    // MARK: Reading

    /// Reads the XML or binary property list at `path`.
    public static func read(contentsOf path: String) throws(InputError) -> PositionedPropertyList {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read property list", path: path)
        }
        return try parse(data, path: path)
    }

    /// Parses an XML or binary property list; `path` names the file in locations and errors. A binary list
    /// (which has no positions, nor an order of keys) comes with its keys sorted, every value at 1:1.
    public static func parse(_ data: Data, path: String) throws(InputError) -> PositionedPropertyList {
        do {
            if data.starts(with: Array("bplist".utf8)) {
                return positioned(try PropertyList.parse(data, path: path), at: SourceLocation(file: path, line: 1, column: 1))
            }
            return try parseXML(data, path: path)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot read property list: \(error)", path: path)
        }
    }

    static func parseXML(_ data: Data, path: String) throws -> PositionedPropertyList {
        let root = try XMLTreeReaders.current.root(of: [UInt8](data), path: path, policy: .allowExternalIdentifierOnly)
        guard root.name == "plist" else {
            throw InputError("expected a <plist> root element, found <\(root.name)>", at: root.location)
        }
        let values = root.elements
        guard values.count == 1 else {
            throw InputError("<plist> must hold exactly one value, found \(values.count)", at: root.location)
        }
        return try value(of: values[0], depth: 0)
    }

    private static func positioned(_ plist: PropertyList, at location: SourceLocation) -> PositionedPropertyList {
        switch plist {
        case .dictionary(let entries):
            let members = entries.keys.sorted().map { key in
                Member(key: key, keyLocation: location, value: positioned(entries[key]!, at: location))
            }
            return PositionedPropertyList(.dictionary(members), location: location)
        case .array(let values): return PositionedPropertyList(.array(values.map { positioned($0, at: location) }), location: location)
        case .string(let string): return PositionedPropertyList(.string(string), location: location)
        case .integer(let number): return PositionedPropertyList(.integer(number), location: location)
        case .real(let number): return PositionedPropertyList(.real(number), location: location)
        case .boolean(let flag): return PositionedPropertyList(.boolean(flag), location: location)
        case .date(let date): return PositionedPropertyList(.date(date), location: location)
        case .data(let data): return PositionedPropertyList(.data(data), location: location)
        }
    }

    private static func value(of element: XMLElementValue, depth: Int) throws -> PositionedPropertyList {
        guard depth < 512 else { throw InputError("property list nested too deeply", at: element.location) }
        func made(_ value: Value) -> PositionedPropertyList { PositionedPropertyList(value, location: element.location) }
        switch element.name {
        case "dict":
            var members: [Member] = []
            let children = element.elements
            var index = 0
            while index < children.count {
                let keyElement = children[index]
                guard keyElement.name == "key" else {
                    throw InputError("expected <key> in <dict>, found <\(keyElement.name)>", at: keyElement.location)
                }
                guard index + 1 < children.count else {
                    throw InputError("<key>\(shown(keyElement.text))</key> has no value", at: keyElement.location)
                }
                members.append(Member(
                    key: keyElement.text, keyLocation: keyElement.location,
                    value: try value(of: children[index + 1], depth: depth + 1)))
                index += 2
            }
            return made(.dictionary(members))
        case "array":
            return made(.array(try element.elements.map { try value(of: $0, depth: depth + 1) }))
        case "string":
            return made(.string(element.text))
        case "integer":
            guard let number = integer(from: element.text) else {
                throw InputError("invalid <integer> '\(shown(element.text))'", at: element.location)
            }
            return made(.integer(number))
        case "real":
            guard let number = Double(element.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw InputError("invalid <real> '\(shown(element.text))'", at: element.location)
            }
            return made(.real(number))
        case "true":
            return made(.boolean(true))
        case "false":
            return made(.boolean(false))
        case "date":
            guard let date = iso8601Date(from: element.text) else {
                throw InputError(
                    "invalid <date> '\(shown(element.text))'; expected YYYY-MM-DDTHH:MM:SSZ", at: element.location)
            }
            return made(.date(date))
        case "data":
            let base64 = element.text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: base64) else {
                throw InputError("invalid base64 in <data>", at: element.location)
            }
            return made(.data(data))
        default:
            throw InputError("unknown property list element <\(element.name)>", at: element.location)
        }
    }

    /// Text from the file as a message quotes it: one line (a diagnostic is one line), at most 80 characters.
    private static func shown(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return oneLine.count > 80 ? oneLine.prefix(80) + "…" : oneLine
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
