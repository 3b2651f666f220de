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

    /// The activity's texts are keys of the shared catalog, with no French: a key only the never-started
    /// activity writes is no gap of the app either (`missing-translation`), while a key the same file also
    /// writes outside the activity, and one the app writes, still are. None is ever called unused.
    static func preparedWithKeys() throws -> String {
        let folder = try prepared()
        let entry = { (key: String) in
            "    \"\(key)\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Pause\" } }\n      }\n    },\n"
        }
        try SharedCatalogFixture.edit("Shared/Localizable.xcstrings", in: folder, [
            ("  \"strings\" : {\n", "  \"strings\" : {\n" + ["Resting", "R", "Back to the streak soon", "Rest day", "Rest well"].map(entry).joined()),
        ])
        try SharedCatalogFixture.edit("Widget/StreaksWidget.swift", in: folder, [
            ("import ActivityKit\n", "import ActivityKit\n\nlet restDayTitle = \"Rest day\"\n"),
            ("DynamicIslandExpandedRegion(.center) { Text(\"Resting\") }", "DynamicIslandExpandedRegion(.center) { Text(\"Resting\"); Text(\"Rest day\"); Text(\"Rest well\") }"),
        ])
        try SharedCatalogFixture.edit("App/StreaksApp.swift", in: folder, [("import SwiftUI\n", "import SwiftUI\n\nlet restWell = Text(\"Rest well\")\n")])
        return folder
    }

    @Test func aKeyOnlyTheNeverStartedActivityWritesIsNoTranslationGap() throws {
        let output = try CommandRunner.run(["check", "--format", "json"], in: Self.preparedWithKeys())
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        let gaps = Set((findings ?? []).filter { $0["rule"] as? String == "missing-translation" && $0["language"] as? String == "fr" }.compactMap { $0["key"] as? String })
        #expect(gaps.isDisjoint(with: ["Resting", "R", "Back to the streak soon"]), "\(output.standardOutput)")
        #expect(gaps.isSuperset(of: ["Rest day", "Rest well"]), "\(output.standardOutput)")
        let unused = (findings ?? []).filter { $0["rule"] as? String == "unused-key" }.compactMap { $0["key"] as? String }
        #expect(unused.isEmpty, "\(output.standardOutput)")
    }

    /// Once the app starts the activity, its texts are gaps like any other.
    @Test func aKeyOfAnActivityTheAppStartsIsATranslationGap() throws {
        let folder = try Self.preparedWithKeys()
        try SharedCatalogFixture.edit("App/StreaksApp.swift", in: folder, [
            ("import SwiftUI\n", "import SwiftUI\nimport ActivityKit\n\nstruct RestAttributes: ActivityAttributes {}\nlet activities = Activity<RestAttributes>.activities\n"),
        ])
        let output = try CommandRunner.run(["check"], in: folder)
        for key in ["Resting", "R", "Back to the streak soon"] {
            #expect(output.standardOutput.contains("\"\(key)\" has no fr translation"), "\(output.standardOutput)")
        }
    }

    /// With a Podfile beside the app, its code may start any activity; but the widget bundle leaves the
    /// activity's widget out (its line commented, as Xcode's template often is), so the system never
    /// draws it whatever the app starts: a key only its drawing code writes is no gap. Listed in the
    /// bundle again, the keys are gaps.
    @Test func aKeyOfAnActivityTheWidgetBundleLeavesOutIsNoTranslationGap() throws {
        let folder = try Self.preparedWithKeys()
        try CheckCacheTests.write("platform :ios, '17.0'\n", to: folder + "/Podfile")
        try SharedCatalogFixture.edit("Widget/StreaksWidget.swift", in: folder, [
            ("            RestLockScreen(context: context)\n", "            Text(\"Back to the streak soon\")\n"),
        ])
        let listed = try CommandRunner.run(["check"], in: folder)
        for key in ["Resting", "R", "Back to the streak soon"] {
            #expect(listed.standardOutput.contains("\"\(key)\" has no fr translation"), "\(listed.standardOutput)")
        }
        try SharedCatalogFixture.edit("Widget/StreaksWidget.swift", in: folder, [
            ("        RestLiveActivity()\n", "        // RestLiveActivity()\n"),
        ])
        let left = try CommandRunner.run(["check"], in: folder)
        for key in ["Resting", "R", "Back to the streak soon"] {
            #expect(!left.standardOutput.contains("\"\(key)\" has no"), "\(left.standardOutput)")
        }
        #expect(left.standardOutput.contains("\"Rest day\" has no fr translation"), "\(left.standardOutput)")
        #expect(left.standardOutput.contains("\"Rest well\" has no fr translation"), "\(left.standardOutput)")
        #expect(!left.standardOutput.contains("[unused-key]"), "\(left.standardOutput)")
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
