import Diagnostics
import Testing

@testable import SourceScanning

/// A name declared with one type resolves to it; declared with two, to nothing; a member access asks only
/// the declarations made in types' bodies. The table numbers its names: every order of the same
/// declarations gives the same answers.
@Suite struct SymbolTableTests {
    static func declaration(_ name: String, _ type: String, member: Bool) -> SymbolDeclaration {
        SymbolDeclaration(name: name, typeName: type, location: SourceLocation(file: "A.swift", line: 1, column: 1), isMember: member)
    }

    static let declarations = [
        declaration("count", "Int", member: true),
        declaration("count", "Int", member: false),
        declaration("title", "String", member: false),
        declaration("title", "Int", member: true),
        declaration("title", "Double", member: true),
        declaration("start", "Date", member: false),
        declaration("end", "Date", member: true),
        declaration("end", "String", member: false),
        declaration("guess", SymbolDeclaration.unknownType, member: true),
    ]

    @Test func eachNameResolvesToItsOneTypeInEveryOrder() {
        let count = Self.declarations.count
        for round in 0..<count * 2 {
            // Every rotation of the list, forwards and backwards.
            let rotated = Array(Self.declarations[(round % count)...]) + Array(Self.declarations[..<(round % count)])
            let table = SymbolTable(round < count ? rotated : rotated.reversed())
            #expect(table.typeName(of: "count") == "Int")
            #expect(table.typeName(of: "count", asMember: true) == "Int")
            #expect(table.typeName(of: "title") == nil, "String, Int and Double")
            #expect(table.typeName(of: "title", asMember: true) == nil, "Int and Double")
            #expect(table.declares("title", asMember: true))
            #expect(table.typeName(of: "start") == "Date")
            #expect(table.typeName(of: "start", asMember: true) == nil)
            #expect(!table.declares("start", asMember: true) && table.declares("start"))
            #expect(table.typeName(of: "end") == nil)
            #expect(table.typeName(of: "end", asMember: true) == "Date")
            #expect(table.typeName(of: "guess") == nil && table.declares("guess", asMember: true))
            #expect(table.typeName(of: "missing") == nil && !table.declares("missing"))
        }
    }
}
