import Foundation
@testable import Bidi

/// Unicode's conformance files, read from Tests/BidiTests/Data next to this file.
///
/// Parsed byte by byte: the files hold about 1.4 million fields and the tests run in debug builds.
enum ConformanceData {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Calls `body` with each line (without its newline, comments included) and its 1-based number.
    static func forEachLine(of name: String, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            var number = 1
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var lineEnd = end
                if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                try body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), number)
                start = end + 1
                number += 1
            }
        }
    }

    /// The space- or tab-separated tokens of `bytes`.
    static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        var result: [UnsafeBufferPointer<UInt8>] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
            let start = index
            while index < bytes.count && bytes[index] != 0x20 && bytes[index] != 0x09 { index += 1 }
            if index > start { result.append(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
        }
        return result
    }

    /// Splits `bytes` at every `separator`.
    static func fields(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) -> [UnsafeBufferPointer<UInt8>] {
        var result: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == separator {
            result.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
        }
        result.append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        return result
    }

    static func parseNumber(_ token: UnsafeBufferPointer<UInt8>, radix: Int) -> Int? {
        guard !token.isEmpty else { return nil }
        var value = 0
        for byte in token {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            default: return nil
            }
            guard digit < radix, value < 0x1000_0000 else { return nil }
            value = value * radix + digit
        }
        return value
    }

    static func levels(_ field: UnsafeBufferPointer<UInt8>) -> [UInt8?]? {
        var result: [UInt8?] = []
        for token in tokens(field) {
            if token.count == 1 && token[0] == UInt8(ascii: "x") {
                result.append(nil)
            } else if let level = parseNumber(token, radix: 10), level <= 127 {
                result.append(UInt8(level))
            } else {
                return nil
            }
        }
        return result
    }

    static func indices(_ field: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var result: [Int] = []
        for token in tokens(field) {
            guard let index = parseNumber(token, radix: 10) else { return nil }
            result.append(index)
        }
        return result
    }

    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
    }

    // MARK: BidiTest.txt

    /// One data line of BidiTest.txt: classes, the paragraph directions to try, and the expected
    /// levels and order of the @Levels/@Reorder lines before it.
    struct ClassCase: Sendable {
        var line: Int
        var classes: [BidiClass]
        var directions: [BidiDirection]
        var levels: [UInt8?]
        var order: [Int]
    }

    /// Class abbreviations packed into an integer, for a look-up without building strings.
    static let classesByPackedName: [UInt32: BidiClass] = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map {
        (pack(Array($0.abbreviation.utf8)), $0)
    })

    static func pack(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func classCases() throws -> [ClassCase] {
        var cases: [ClassCase] = []
        var levels: [UInt8?] = []
        var order: [Int] = []
        try forEachLine(of: "BidiTest.txt") { line, number in
            let body = UnsafeBufferPointer(rebasing: line[..<(line.firstIndex(of: UInt8(ascii: "#")) ?? line.count)])
            if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
            if starts(body, with: "@Levels:") {
                guard let parsed = Self.levels(UnsafeBufferPointer(rebasing: body[8...])) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad levels")
                }
                levels = parsed
            } else if starts(body, with: "@Reorder:") {
                guard let parsed = indices(UnsafeBufferPointer(rebasing: body[9...])) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad order")
                }
                order = parsed
            } else if starts(body, with: "@") {
                return
            } else {
                let parts = fields(body, separator: UInt8(ascii: ";"))
                guard parts.count == 2, let bitsetToken = tokens(parts[1]).first,
                      let bitset = parseNumber(bitsetToken, radix: 16) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad data line")
                }
                var classes: [BidiClass] = []
                var packed: UInt32 = 0
                var length = 0
                for byte in parts[0] + [0x20] {
                    if byte == 0x20 || byte == 0x09 {
                        guard length > 0 else { continue }
                        guard length <= 3, let bidiClass = classesByPackedName[packed] else {
                            throw ParseFailure(description: "BidiTest.txt:\(number): unknown class")
                        }
                        classes.append(bidiClass)
                        packed = 0
                        length = 0
                    } else {
                        packed = packed << 8 | UInt32(byte)
                        length += 1
                    }
                }
                var directions: [BidiDirection] = []
                if bitset & 1 != 0 { directions.append(.auto) }
                if bitset & 2 != 0 { directions.append(.ltr) }
                if bitset & 4 != 0 { directions.append(.rtl) }
                cases.append(ClassCase(line: number, classes: classes, directions: directions, levels: levels, order: order))
            }
        }
        return cases
    }

    // MARK: BidiCharacterTest.txt

    /// One line of BidiCharacterTest.txt.
    struct CharacterCase: Sendable {
        var line: Int
        var scalars: [Unicode.Scalar]
        var direction: BidiDirection
        var paragraphLevel: UInt8
        var levels: [UInt8?]
        var order: [Int]
    }

    static func characterCases() throws -> [CharacterCase] {
        var cases: [CharacterCase] = []
        try forEachLine(of: "BidiCharacterTest.txt") { line, number in
            if line.isEmpty || line[0] == UInt8(ascii: "#") { return }
            let parts = fields(line, separator: UInt8(ascii: ";"))
            guard parts.count == 5 else {
                throw ParseFailure(description: "BidiCharacterTest.txt:\(number): expected 5 fields")
            }
            var scalars: [Unicode.Scalar] = []
            for token in tokens(parts[0]) {
                guard let value = parseNumber(token, radix: 16), let scalar = Unicode.Scalar(UInt32(value)) else {
                    throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad code point")
                }
                scalars.append(scalar)
            }
            let direction: BidiDirection
            switch parseNumber(parts[1], radix: 10) {
            case 0: direction = .ltr
            case 1: direction = .rtl
            case 2: direction = .auto
            default: throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad direction")
            }
            guard let paragraphLevel = parseNumber(parts[2], radix: 10), paragraphLevel <= 1,
                  let levels = levels(parts[3]), let order = indices(parts[4]) else {
                throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad expected values")
            }
            cases.append(CharacterCase(line: number, scalars: scalars, direction: direction,
                                       paragraphLevel: UInt8(paragraphLevel), levels: levels, order: order))
        }
        return cases
    }

    /// Parsed once and shared by the parallel test functions.
    static let sharedClassCases: Result<[ClassCase], Error> = Result { try classCases() }
    static let sharedCharacterCases: Result<[CharacterCase], Error> = Result { try characterCases() }
}
