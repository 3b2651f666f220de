import Testing
@testable import SourceScanning

/// A scene title the same file compares whole with a window's `.title` is the window's name for code
/// (a macOS app that opens a hidden helper window from a deep link and closes it by its title).
@Suite struct WindowTitleIdentifiersTests {
    static func identifiers(_ source: String) throws -> Set<String> {
        try SwiftSourceScanner.scan(source: source, path: "App.swift", environment: BuildEnvironment(platform: .macOS))
            .windowTitleIdentifiers
    }

    @Test func aTitleTheFileFindsItsWindowByIsAName() throws {
        #expect(try Self.identifiers("""
            import SwiftUI
            struct Opener: App {
                var body: some Scene {
                    WindowGroup("opener") {
                        EmptyView().onOpenURL { _ in
                            NSApplication.shared.windows.first(where: { $0.title == "opener" })?.close()
                        }
                    }
                    Window("Inspector", id: "inspector") { Text("Details") }
                    Window("Log", id: "log") { Text("Lines") }
                }
                func hideLog() { for window in NSApp.windows where window.title != "Log" { window.orderOut(nil) } }
            }
            """) == ["opener", "Log"])
    }

    /// A title that is only shown, a comparison with a looked-up text, a literal compared with something
    /// other than a title, and a title compared in a file that gives no scene that title: all text.
    @Test func otherTitlesAndComparisonsAreText() throws {
        #expect(try Self.identifiers("""
            import SwiftUI
            struct Viewer: App {
                var body: some Scene {
                    WindowGroup("Library") { Text("Books") }
                    WindowGroup("Reader") { Text("Page") }
                    WindowGroup(id: "notes") { Text("Notes") }
                    Window("Settings", id: "settings") { Text("General") }
                }
                func find() {
                    _ = NSApp.windows.first { $0.title == "Reader".localized() }
                    _ = NSApp.windows.first { $0.identifier?.rawValue == "notes" }
                    _ = books.first { $0.name == "Library" }
                    _ = NSApp.windows.first { $0.title == "Help" }
                }
            }
            """).isEmpty)
    }
}
