/// Input the tool cannot use: a malformed file, a missing path, a wrong argument.
/// Always reported as one line, `path:line:column: error: message`, with exit status 2: the description
/// escapes line breaks and control characters of the path and message (`PrintableText`).
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation?
    /// The path when there is no line to point at (a missing file, an unreadable folder).
    public var path: String?
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.path = location.file
        self.message = message
    }

    public init(_ message: String, path: String? = nil) {
        self.location = nil
        self.path = path
        self.message = message
    }

    public var description: String {
        let message = PrintableText.escaped(message)
        if let location { return "\(PrintableText.escaped(location.prefix)): error: \(message)" }
        if let path { return "\(PrintableText.escaped(path)): error: \(message)" }
        return "error: \(message)"
    }

    /// The same line with `warning:` for `error:`: for a problem that leaves something out (a package
    /// that cannot be read, a folder outside the project) while the run goes on.
    public var warningDescription: String {
        let message = PrintableText.escaped(message)
        if let location { return "\(PrintableText.escaped(location.prefix)): warning: \(message)" }
        if let path { return "\(PrintableText.escaped(path)): warning: \(message)" }
        return "warning: \(message)"
    }
}
