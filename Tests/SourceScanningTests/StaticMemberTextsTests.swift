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
    /// static requirements), a public member (another module may call it), a `description`, an instance
    /// member, and a text the file also writes elsewhere: none is any member's alone.
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
                public static func shared() -> String { NSLocalizedString("public.shared", comment: "") }
                static var description: String { NSLocalizedString("public.description", comment: "") }
                var instance: String { NSLocalizedString("public.instance", comment: "") }
                static func again() -> String { NSLocalizedString("written.twice", comment: "") }
            }
            let elsewhere = "written.twice"
            """) == [:])
    }
}
