import SourceScanning

/// The Swift lexer and use finder on arbitrary text, and symbol resolution over the resulting scan.
enum ScannerFuzz {
    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let source = FuzzInput.text(bytes)
        guard let scan = try? SwiftSourceScanner.scan(source: source, path: "Fuzz.swift") else { return }
        // Scanning is a pure function of the text.
        guard (try? SwiftSourceScanner.scan(source: source, path: "Fuzz.swift")) == scan else {
            throw InvariantViolation(.scanner, "scanning the same source twice gave different results")
        }
        let resolved = SwiftSourceScanner.resolve([scan, scan])
        guard resolved.files.count == 2 else {
            throw InvariantViolation(.scanner, "resolving two scans gave \(resolved.files.count) files")
        }
    }
}
