/// A place in a file that a diagnostic points at; `line` and `column` are 1-based,
/// the column counted in UTF-8 bytes from the start of the line, as compilers and Xcode count.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    // 32 bits each: every file read is far below 2 GB, and a location is kept per catalog entry, per
    // localization and per imported unit (a 24-byte location instead of 32 is 36 MB less for 1.5 million).
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`, the prefix every tool in the Xcode world understands.
    public var prefix: String { "\(file):\(line):\(column)" }
}
