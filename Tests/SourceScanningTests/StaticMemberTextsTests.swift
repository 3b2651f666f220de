import Testing
@testable import SourceScanning

/// The texts a file writes only inside one static member of a plain structure or enumeration: such a
/// member runs only where code names it, so an uncalled one (an accessor generated for every key) shows
/// nothing. Everything else is left out, so its texts always count.
@Suite struct StaticMemberTextsTests {
    static func texts(_ source: String) throws -> [String: Set<String>] {
        try SwiftSourceScanner.scan(source: source, path: "Strings.swift", environment: BuildEnvironment(platform: .iOS))
            .staticMemberOnlyTexts
    }

    @Test func accessorsOfAPlainTypeEachHoldTheirKey() throws {
        #expect(try Self.texts("""
            import Foundation
            enum Copy {
                static let title = Copy.look("copy.title")
                static var subtitle: String { Copy.look("copy.subtitle") }
                internal static func count(_ n: Int) -> String { String(format: Copy.look("copy.count"), n) }
                private static func look(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
                enum Nested {
                    static func hint() -> String { Copy.look("copy.hint") }
                }
            }
            struct Units: Codable, Hashable {
                static let meters = Copy.look("units.meters")
            }
            """) == [
                "Copy.title": ["copy.title"], "subtitle": ["copy.subtitle"], "count": ["copy.count"], "hint": ["copy.hint"],
                "meters": ["units.meters"],
            ])
    }

    /// A class (Objective-C may call it), a type conforming to a framework's protocol (the system reads its
    /// static requirements), a `description`, an instance member, and a text the file also writes
    /// elsewhere: none is any member's alone.
    @Test func membersOthersMayCallAndSharedTextsAreLeftOut() throws {
        #expect(try Self.texts("""
            import AppIntents
            final class Labels {
                static func pause() -> String { NSLocalizedString("labels.pause", comment: "") }
            }
            struct StartTimer: AppIntent {
                static var title: LocalizedStringResource { "Start timer" }
                func perform() async throws -> some IntentResult { .result() }
            }
            enum Public {
                static var description: String { NSLocalizedString("public.description", comment: "") }
                var instance: String { NSLocalizedString("public.instance", comment: "") }
                static func again() -> String { NSLocalizedString("written.twice", comment: "") }
            }
            let elsewhere = "written.twice"
            """) == [:])
    }

    /// A public member is kept with its texts and named as such: another module may call it, which
    /// only the target it is compiled into says (a framework's, not an app's: `ProjectLoading`).
    @Test func publicMembersAreNamed() throws {
        let scan = try SwiftSourceScanner.scan(source: """
            import Foundation
            public enum L10n {
              public static var title: String { return L10n.tr("Tally", "title") }
              public static func count(_ p1: Int) -> String {
                return L10n.tr("Tally", "count", p1)
              }
              static var hint: String { return L10n.tr("Tally", "hint") }
              public static let version = L10n.tr("Tally", "version")
            }
            public struct Labels {
              public static var unused: String { "labels.unused" }
            }
            """, path: "Strings.swift", environment: BuildEnvironment(platform: .iOS))
        #expect(scan.staticMemberOnlyTexts == [
            "title": ["title"], "count": ["count"], "hint": ["hint"], "L10n.version": ["version"], "unused": ["labels.unused"],
        ])
        #expect(scan.publicStaticMembers == ["title", "count", "L10n.version", "unused"])
    }
}

/// A look-up whose table is a parameter (SwiftGen's `tr(table, key)`) may read any table code names; one
/// with a literal, a constant of the file or `nil` reads a table the scan knows.
@Suite struct TableNamedElsewhereTests {
    static func reads(_ body: String) throws -> Bool {
        try SwiftSourceScanner.scan(source: """
            import Foundation
            let fileTable = "Copy"
            enum Strings {
                static func tr(_ table: String, _ key: String) -> String {
                    \(body)
                }
            }
            """, path: "Strings.swift", environment: BuildEnvironment(platform: .iOS)).readsTableNamedElsewhere
    }

    @Test func aTableGivenByAParameterIsNamedElsewhere() throws {
        #expect(try Self.reads(#"NSLocalizedString(key, tableName: table, bundle: .main, comment: "")"#))
        #expect(try Self.reads(#"Bundle.main.localizedString(forKey: key, value: nil, table: table)"#))
    }

    @Test func aTableTheFileSettlesIsNot() throws {
        #expect(try !Self.reads(#"NSLocalizedString(key, tableName: "Copy", comment: "")"#))
        #expect(try !Self.reads(#"NSLocalizedString(key, tableName: fileTable, comment: "")"#))
        #expect(try !Self.reads(#"NSLocalizedString(key, tableName: nil, comment: "")"#))
        #expect(try !Self.reads(#"NSLocalizedString(key, comment: "")"#))
        #expect(try !Self.reads(#"Bundle.main.localizedString(forKey: key, value: nil, table: nil)"#))
        #expect(try !Self.reads(#"Bundle.main.localizedString(forKey: key, value: nil, table: "Copy")"#))
    }
}
