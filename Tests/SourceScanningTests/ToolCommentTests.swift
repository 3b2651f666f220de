import Diagnostics
import Testing
@testable import SourceScanning

/// The lexer records `stringsguard:` comments with their places, and lexes everything else as before.
@Suite struct ToolCommentTests {
    static let source = """
        import SwiftUI
        // stringsguard:disable widget-missing-key -- reason
        /// stringsguard:disable doc-comments-are-not-directives
        let a = "// stringsguard:disable in-a-string"
          /* stringsguard:disable:next-line stale-key */ let b = 1
        /* stringsguard:enable
           widget-missing-key */
        //stringsguard:enable\r
        // a plain comment that mentions stringsguard:disable later
        #if DEBUG // stringsguard:disable rtl-timer-layout
        #endif
        """

    @Test func recordsEveryToolCommentWithItsPlace() throws {
        let file = try SwiftSourceFile(source: Self.source, path: "T.swift")
        #expect(file.toolComments == [
            StringsGuardComment(location: SourceLocation(file: "T.swift", line: 2, column: 1), text: "stringsguard:disable widget-missing-key -- reason"),
            StringsGuardComment(location: SourceLocation(file: "T.swift", line: 5, column: 3), text: "stringsguard:disable:next-line stale-key"),
            StringsGuardComment(location: SourceLocation(file: "T.swift", line: 6, column: 1), text: "stringsguard:enable\n   widget-missing-key"),
            StringsGuardComment(location: SourceLocation(file: "T.swift", line: 8, column: 1), text: "stringsguard:enable"),
            StringsGuardComment(location: SourceLocation(file: "T.swift", line: 10, column: 11), text: "stringsguard:disable rtl-timer-layout"),
        ])
    }

    @Test func tokensAreWhatTheyWereWithoutTheComments() throws {
        var withComments = SwiftLexer(bytes: Array(Self.source.utf8), path: "T.swift")
        let stripped = """
            import SwiftUI


            let a = "// stringsguard:disable in-a-string"
                                                               let b = 1



            #if DEBUG
            #endif
            """
        var without = SwiftLexer(bytes: Array(stripped.utf8), path: "T.swift")
        let lexed = try withComments.tokenize(), plain = try without.tokenize()
        #expect(lexed.spellings == plain.spellings)
        #expect(lexed.map(\.kind) == plain.map(\.kind))
        // The directive's condition stops at the comment, as before.
        #expect(lexed.firstIndex { $0.kind == .directive }.flatMap(lexed.condition(at:))?.spellings == ["DEBUG"])
        #expect(without.toolComments.isEmpty)
    }
}
