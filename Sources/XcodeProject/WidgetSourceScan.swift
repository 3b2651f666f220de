import Foundation
import SafeFiles

/// Recognises WidgetKit code in Swift sources without compiling them: a type conforming to `Widget` or
/// `WidgetBundle`, or a widget configuration (`ActivityConfiguration(`, `StaticConfiguration(`…).
/// Comments and string literals are skipped so that a mention in either does not count.
enum WidgetSourceScan {
    private static let conformances: Set<String> = ["Widget", "WidgetBundle"]
    private static let configurations: Set<String> = [
        "ActivityConfiguration", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
    ]

    static func declaresWidget(in files: [String]) -> Bool {
        files.contains { path in
            // A file that cannot be read is reported by the scan of the target's sources.
            guard let contents = try? FileContents.read(path, kind: .swiftSource) else { return false }
            return declaresWidget(source: contents.bytes)
        }
    }

    static func declaresWidget(source: [UInt8]) -> Bool {
        let tokens = significantTokens(source)
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            if conformances.contains(token), previous == ":" || previous == "," { return true }
            if configurations.contains(token), next == "(" || next == "<" { return true }
        }
        return false
    }

    /// Identifiers and single punctuation characters, with whitespace, comments and string literals dropped.
    static func significantTokens(_ bytes: [UInt8]) -> [String] {
        var tokens: [String] = []
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                // Swift block comments nest.
                var depth = 0
                repeat {
                    if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                index = endOfStringLiteral(bytes, from: index) ?? index + 1
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                if byte > 0x20 { tokens.append(String(UnicodeScalar(byte))) }
                index += 1
            }
        }
        return tokens
    }

    /// Where a string literal starting at `start` ends (`"…"`, `"""…"""`, or raw `#"…"#`), or nil when
    /// `start` is a `#` that does not open one.
    private static func endOfStringLiteral(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let quoteCount = multiline ? 3 : 1
        index += quoteCount
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if !multiline, bytes[index] == UInt8(ascii: "\n") { return index }
            if bytes[index] == quote, index + quoteCount <= bytes.count,
               bytes[index..<(index + quoteCount)].allSatisfy({ $0 == quote }) {
                var end = index + quoteCount
                var closingHashes = 0
                while closingHashes < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                    closingHashes += 1
                    end += 1
                }
                if closingHashes == hashes { return end }
            }
            index += 1
        }
        return bytes.count
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
