import Foundation
@testable import Bidi

/// Unicode's conformance files, read from Tests/BidiTests/Data next to this file.
enum ConformanceData {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    static func lines(of name: String) throws -> [(number: Int, text: Substring)] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset + 1, $0.element) }
    }

    static func levels(_ field: Substring) -> [UInt8?]? {
        var result: [UInt8?] = []
        for token in field.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if token == "x" {
                result.append(nil)
            } else if let level = UInt8(token) {
                result.append(level)
            } else {
                return nil
            }
        }
        return result
    }

    static func indices(_ field: Substring) -> [Int]? {
        var result: [Int] = []
        for token in field.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            guard let index = Int(token) else { return nil }
            result.append(index)
        }
        return result
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

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func classCases() throws -> [ClassCase] {
        var cases: [ClassCase] = []
        var levels: [UInt8?] = []
        var order: [Int] = []
        for (number, line) in try lines(of: "BidiTest.txt") {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if body.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            if body.hasPrefix("@Levels:") {
                guard let parsed = Self.levels(body.dropFirst("@Levels:".count)) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad levels")
                }
                levels = parsed
            } else if body.hasPrefix("@Reorder:") {
                guard let parsed = indices(body.dropFirst("@Reorder:".count)) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad order")
                }
                order = parsed
            } else if body.hasPrefix("@") {
                continue
            } else {
                let fields = body.split(separator: ";", omittingEmptySubsequences: false)
                guard fields.count == 2,
                      let bitset = Int(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw ParseFailure(description: "BidiTest.txt:\(number): bad data line")
                }
                var classes: [BidiClass] = []
                for token in fields[0].split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                    guard let bidiClass = BidiClass(abbreviation: token) else {
                        throw ParseFailure(description: "BidiTest.txt:\(number): unknown class \(token)")
                    }
                    classes.append(bidiClass)
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
        for (number, line) in try lines(of: "BidiCharacterTest.txt") {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else { throw ParseFailure(description: "BidiCharacterTest.txt:\(number): expected 5 fields") }
            var scalars: [Unicode.Scalar] = []
            for token in fields[0].split(separator: " ") {
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad code point \(token)")
                }
                scalars.append(scalar)
            }
            let direction: BidiDirection
            switch fields[1] {
            case "0": direction = .ltr
            case "1": direction = .rtl
            case "2": direction = .auto
            default: throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad direction")
            }
            guard let paragraphLevel = UInt8(fields[2]), let levels = levels(fields[3]), let order = indices(fields[4]) else {
                throw ParseFailure(description: "BidiCharacterTest.txt:\(number): bad expected values")
            }
            cases.append(CharacterCase(line: number, scalars: scalars, direction: direction,
                                       paragraphLevel: paragraphLevel, levels: levels, order: order))
        }
        return cases
    }

    /// Parsed once and shared by the parallel test functions.
    static let sharedClassCases: Result<[ClassCase], Error> = Result { try classCases() }
    static let sharedCharacterCases: Result<[CharacterCase], Error> = Result { try characterCases() }
}
