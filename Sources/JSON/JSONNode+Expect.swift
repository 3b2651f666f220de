import Diagnostics

/// Typed access for readers of JSON files (catalogs, `.stringsguard.json`, baselines): each returns the
/// value, or throws an `InputError` at the value saying what `field` should have been and what it is.
extension JSONNode {
    public func typeError(_ field: String, expected: String, file: String) -> InputError {
        InputError("\"\(field)\" must be \(expected), found \(value.kindDescription)", at: position.location(in: file))
    }

    public func expectObject(_ field: String, file: String) throws(InputError) -> [JSONMember] {
        guard case .object(let members) = value else { throw typeError(field, expected: "an object", file: file) }
        return members
    }

    public func expectArray(_ field: String, file: String) throws(InputError) -> [JSONNode] {
        guard case .array(let elements) = value else { throw typeError(field, expected: "an array", file: file) }
        return elements
    }

    public func expectString(_ field: String, file: String) throws(InputError) -> String {
        guard case .string(let string) = value else { throw typeError(field, expected: "a string", file: file) }
        return string
    }

    public func expectBool(_ field: String, file: String) throws(InputError) -> Bool {
        guard case .bool(let bool) = value else { throw typeError(field, expected: "true or false", file: file) }
        return bool
    }

    /// An integer written without fraction or exponent (`3`, `-1`).
    public func expectInteger(_ field: String, file: String) throws(InputError) -> Int {
        guard case .number(let text) = value else { throw typeError(field, expected: "an integer", file: file) }
        guard let integer = Int(text) else {
            throw InputError("\"\(field)\" must be an integer, found \(text)", at: position.location(in: file))
        }
        return integer
    }

    public func expectNumber(_ field: String, file: String) throws(InputError) -> Double {
        guard case .number(let text) = value, let number = Double(text) else {
            throw typeError(field, expected: "a number", file: file)
        }
        return number
    }
}
