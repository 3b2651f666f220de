/// A place in a file that a diagnostic points at; `line` and `column` are 1-based,
/// the column counted in UTF-8 bytes from the start of the line, as compilers and Xcode count.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`, the prefix every tool in the Xcode world understands.
    public var prefix: String { "\(file):\(line):\(column)" }
}
