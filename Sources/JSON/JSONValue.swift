import Diagnostics

/// Where a JSON token starts: 1-based line, and 1-based column counted in UTF-8 bytes.
/// Kept small (two 32-bit numbers) because a large catalog holds millions of them.
public struct JSONPosition: Hashable, Sendable, Comparable {
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(line: Int, column: Int) {
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
    }

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    /// The position of something built in memory rather than read from a file.
    public static let inMemory = JSONPosition(line: 0, column: 0)

    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// A JSON value as read: objects keep their members in file order, numbers keep their text.
public enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number exactly as written, so it is written back unchanged.
    case number(String)
    case bool(Bool)
    case null

    /// The name of the kind of value, for messages such as "expected a string, found an array".
    public var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON value with the position of its first character.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var position: JSONPosition

    public init(_ value: JSONValue, at position: JSONPosition = .inMemory) {
        self.value = value
        self.position = position
    }

    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    /// The raw text of a number.
    public var numberText: String? {
        if case .number(let text) = value { return text }
        return nil
    }

    /// The first member with this key, for objects; nil otherwise.
    public func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }

    public subscript(key: String) -> JSONNode? { member(key)?.value }

    /// A structural comparison that ignores positions.
    public func isEqual(to other: JSONNode) -> Bool {
        switch (value, other.value) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.isEqual(to: $1.value) }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// One `"key" : value` of an object, with where the key and the value start.
public struct JSONMember: Sendable {
    public var key: String
    public var keyPosition: JSONPosition
    public var value: JSONNode

    public init(key: String, keyPosition: JSONPosition = .inMemory, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
