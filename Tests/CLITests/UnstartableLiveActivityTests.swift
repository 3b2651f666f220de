import _StringsGuardTestSupport
import Foundation
import Testing

/// ActivityKit draws a widget's `ActivityConfiguration(for: Attributes.self)` only for an activity the
/// app started with a type of that name (`Activity<Attributes>.request`, or a push-to-start token it asked
/// for). Xcode's widget template adds a Live Activity whose attributes type only the widget declares;
/// an app that never names that type never starts it, so its texts are never on screen. A real project
/// (an Arabic app) had six "missing from the widget" errors on such a template's texts.
@Suite struct UnstartableLiveActivityTests {
    /// The shared-catalog fixture, its widget bundle also listing a Live Activity whose attributes type the
    /// widget declares, with texts in the configuration's closures and in a lock screen view that holds the
    /// activity's context, and a countdown there. No key is in the catalog, which also has Arabic.
    static func prepared() throws -> String {
        let folder = try SharedCatalogFixture.copied()
        try SharedCatalogFixture.edit("Widget/StreaksWidget.swift", in: folder, [
            ("import WidgetKit\n", "import WidgetKit\nimport ActivityKit\n"),
            ("        StreakWidget()\n", "        StreakWidget()\n        RestLiveActivity()\n"),
        ])
        try SharedCatalogFixture.edit("Shared/Localizable.xcstrings", in: folder, [
            ("      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Einstellungen\"",
             "      \"localizations\" : {\n        \"ar\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"الإعدادات\" } },\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Einstellungen\""),
        ])
        let widget = try String(contentsOfFile: folder + "/Widget/StreaksWidget.swift", encoding: .utf8)
        try CheckCacheTests.write(widget + """

            struct RestAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var end: Date }
            }

            struct RestLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RestAttributes.self) { context in
                        RestLockScreen(context: context)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Resting") }
                        } compactLeading: {
                            Text("R")
                        } compactTrailing: {
                            Text(context.state.end, style: .relative)
                        } minimal: {
                            Text("R")
                        }
                    }
                }
            }

            struct RestLockScreen: View {
                let context: ActivityViewContext<RestAttributes>
                var body: some View {
                    VStack {
                        Text("Back to the streak soon")
                        Text(timerInterval: Date.now...context.state.end)
                    }
                }
            }

            """, to: folder + "/Widget/StreaksWidget.swift")
        return folder
    }

    static let keys = ["\"Resting\"", "\"R\"", "\"Back to the streak soon\""]

    @Test func anActivityTheAppNeverNamesShowsNothing() throws {
        let output = try CommandRunner.run(["check"], in: Self.prepared())
        #expect(output.status == 1, "\(output.standardError)")
        for key in Self.keys { #expect(!output.standardOutput.contains(key), "\(output.standardOutput)") }
        #expect(!output.standardOutput.contains("[rtl-timer-layout]"), "\(output.standardOutput)")
        // The widget's other finding is still there.
        #expect(output.standardOutput.contains("\"Best streak\" has no fr translation"), "\(output.standardOutput)")
    }

    /// The app declares its own copy of the type (as the template's comment asks) to start the activity:
    /// every text is one a user sees, and missing from the catalog.
    @Test func anActivityTheAppStartsIsChecked() throws {
        let folder = try Self.prepared()
        try SharedCatalogFixture.edit("App/StreaksApp.swift", in: folder, [
            ("import SwiftUI\n", """
                import SwiftUI
                import ActivityKit

                struct RestAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { var end: Date }
                }

                func startRest() throws {
                    _ = try Activity<RestAttributes>.request(
                        attributes: RestAttributes(), content: .init(state: .init(end: .now), staleDate: nil))
                }

                """),
        ])
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1)
        for key in Self.keys {
            #expect(output.standardOutput.contains(key + " is shown by StreaksWidget"), "\(output.standardOutput)")
        }
        #expect(output.standardOutput.contains("this timer view is not pinned left to right: in ar"), "\(output.standardOutput)")
    }

    /// CocoaPods' code is not scanned: a Flutter or React Native plugin starts activities under a type of
    /// the widget's name from there, so with a Podfile beside the app the texts stay checked.
    @Test func withPodsTheActivityIsChecked() throws {
        let folder = try Self.prepared()
        try CheckCacheTests.write("platform :ios, '17.0'\n", to: folder + "/Podfile")
        let output = try CommandRunner.run(["check"], in: folder)
        for key in Self.keys {
            #expect(output.standardOutput.contains(key + " is shown by StreaksWidget"), "\(output.standardOutput)")
        }
    }
}
