import Diagnostics
@testable import SourceScanning

/// Source text with `1️⃣`…`9️⃣` markers where findings should land; the markers are removed and their
/// 1-based line and UTF-8 column recorded, so tests never count columns by hand.
struct MarkedSource {
    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let source: String
    let path: String
    private var positions: [String: (line: Int, column: Int)] = [:]

    init(_ text: String, path: String = "Sample.swift") {
        self.path = path
        var cleaned = ""
        var line = 1
        var column = 1
        var remaining = Substring(text)
        scanning: while let character = remaining.first {
            for marker in Self.markerNames where remaining.hasPrefix(marker) {
                positions[marker] = (line, column)
                remaining = remaining.dropFirst(marker.count)
                continue scanning
            }
            cleaned.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            remaining = remaining.dropFirst()
        }
        source = cleaned
    }

    func location(_ marker: String) -> SourceLocation {
        guard let position = positions[marker] else {
            return SourceLocation(file: "missing marker \(marker)", line: 0, column: 0)
        }
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    func scan(
        environment: BuildEnvironment = SwiftSourceScanner.defaultEnvironment, routines: [LocalizationRoutine] = []
    ) throws -> SourceScan {
        try SwiftSourceScanner.scan(source: source, path: path, environment: environment, routines: routines)
    }
}
