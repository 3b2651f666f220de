import _StringsGuardTestSupport
import Foundation
import Testing

/// The patterns real projects showed the checks must model, each reduced to a small Xcode project of our
/// own (Tests/CLITests/Fixtures, written by Scripts/generate-fixture-projects.py), checked with zero
/// configuration as a new user would, with every finding asserted exactly.
@Suite struct ProjectPatternTests {
    struct Expected: Equatable, CustomStringConvertible {
        var rule: String
        var place: String
        var key: String?
        var language: String?
        var targets: [String]

        var description: String { "\(rule) \(place) \(key ?? "-") \(language ?? "-") \(targets)" }
    }

    static func findings(_ fixture: String) throws -> [Expected] {
        let output = try CommandRunner.run(
            ["check", "--format", "json"], in: CommandRunner.repositoryRoot + "/Tests/CLITests/Fixtures/" + fixture)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        return try #require(root["findings"] as? [[String: Any]]).map { finding in
            Expected(
                rule: finding["rule"] as? String ?? "",
                place: "\(finding["file"] as? String ?? ""):\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0)",
                key: finding["key"] as? String, language: finding["language"] as? String,
                targets: finding["targets"] as? [String] ?? [])
        }
    }

    @Test func aCatalogSharedByAppWidgetAndWatchAppIsReportedOnceForAllThree() throws {
        // "Settings" is only the app's: a widget reading the same catalog is no reason to call it unused.
        #expect(try Self.findings("SharedCatalog") == [
            Expected(rule: "widget-missing-translation", place: "Shared/Localizable.xcstrings:4:5", key: "Best streak",
                     language: "fr", targets: ["Streaks", "StreaksWidget", "StreaksWatch"]),
        ])
    }

    @Test func aWatchWidgetCompilesOnlyItsOwnPlatformsBranch() throws {
        // The iOS branch's "High tide" and "Next" are not the watch widget's, which has no catalog; its own
        // "Low tide" is missing, as the watch app it ships in is German too. The watch widget declares only
        // `.accessoryCircular`, so the gauge's `.systemSmall` clause (and "Tide chart" in the helpers only
        // it calls) and its `default:` ("Unsupported size") never run there.
        #expect(try Self.findings("WatchWidget") == [
            Expected(rule: "widget-missing-key", place: "Widget/TidesWidget.swift:50:18", key: "Low tide", language: nil,
                     targets: ["TidesWatchWidget"]),
        ])
    }

    @Test func aPackageKeyIsLookedUpInThePackagesCatalog() throws {
        // `bundle: .module` and `bundle: .orbitKit` (= #bundle) read the package's catalog, which has
        // Altitude and Velocity; Period is missing there. The package's settings view never reaches the widget,
        // nor does its filter file, although the widget names a `Context` (its provider's) and a `label:`.
        #expect(try Self.findings("PackageBundle") == [
            Expected(rule: "widget-missing-key", place: "Packages/OrbitKit/Sources/OrbitKit/OrbitGauge.swift:9:18",
                     key: "Period", language: nil, targets: ["OrbitWidget"]),
        ])
    }

    @Test func previewsAndDebugOnlyCodeShipNothing() throws {
        #expect(try Self.findings("PreviewsAndDebug") == [
            Expected(rule: "widget-missing-key", place: "Widget/BrewWidget.swift:24:18", key: "Ready in %lld min",
                     language: nil, targets: ["BrewWidget"]),
        ])
    }

    @Test func aWidgetShipsTheLanguagesOfTheAppThatEmbedsIt() throws {
        // The Mac app's es and ja are not the iPhone widget's.
        #expect(try Self.findings("EmbeddingApp") == [
            Expected(rule: "widget-missing-translation", place: "Widget/Localizable.xcstrings:14:5", key: "Spent today",
                     language: "de", targets: ["LedgerWidget"]),
        ])
    }

    @Test func everyAppIntentsFormIsAKeyTheWidgetNeeds() throws {
        // Present: the title, @Parameter's title, the configuration name, the parameter summary
        // ("Show ${shelf}") and one case; missing: the rest.
        #expect(try Self.findings("AppIntents") == [
            Expected(rule: "widget-missing-key", place: "Widget/PantryWidget.swift:18:22", key: "What is left on a shelf.",
                     language: nil, targets: ["PantryWidget"]),
            Expected(rule: "widget-missing-key", place: "Widget/PantryWidget.swift:24:48", key: "Pick the shelf the widget shows.",
                     language: nil, targets: ["PantryWidget"]),
            Expected(rule: "widget-missing-key", place: "Widget/PantryWidget.swift:36:71", key: "Shelf kind",
                     language: nil, targets: ["PantryWidget"]),
            Expected(rule: "widget-missing-key", place: "Widget/PantryWidget.swift:39:47", key: "Cupboard",
                     language: nil, targets: ["PantryWidget"]),
        ])
    }

    @Test func aWidgetsLegacyStringsTableIsItsCatalog() throws {
        // Localizable.strings and .stringsdict in en/de/he lproj folders: a key the table lacks, and
        // translations a language's files lack, each at the line of the source file.
        #expect(try Self.findings("LegacyWidget") == [
            Expected(rule: "widget-missing-key", place: "Widget/HarborWidget.swift:18:22", key: "Slack tide",
                     language: nil, targets: ["HarborWidget"]),
            Expected(rule: "widget-missing-translation", place: "Widget/en.lproj/Localizable.strings:4:1", key: "Low water",
                     language: "de", targets: ["HarborWidget"]),
            Expected(rule: "widget-missing-translation", place: "Widget/en.lproj/Localizable.stringsdict:5:2",
                     key: "%lld hours to high water", language: "de", targets: ["HarborWidget"]),
            Expected(rule: "widget-missing-translation", place: "Widget/en.lproj/Localizable.stringsdict:5:2",
                     key: "%lld hours to high water", language: "he", targets: ["HarborWidget"]),
        ])
    }

    @Test func packagesInsideASynchronizedFolderAreTheAppsPackages() throws {
        // Modules/LedgerKit sits in a synchronized folder and is linked by product name only. Its catalog is
        // checked ("Pending %@" lacks German), and the app-table key its code reads is still used: the
        // stale note advises keeping it, never deleting it.
        #expect(try Self.findings("SynchronizedPackages") == [
            Expected(rule: "stale-key", place: "App/Names.xcstrings:4:5", key: "account.local", language: nil, targets: ["Ledger"]),
            Expected(rule: "missing-translation", place: "Modules/LedgerKit/Sources/LedgerKit/Resources/Localizable.xcstrings:14:5",
                     key: "Pending %@", language: "de", targets: ["Ledger"]),
        ])
        let output = try CommandRunner.run(
            ["check", "--format", "json"], in: CommandRunner.repositoryRoot + "/Tests/CLITests/Fixtures/SynchronizedPackages")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let stale = try #require((root["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "stale-key" })
        let fix = try #require(stale["fix"] as? String)
        #expect(fix.hasPrefix("Keep the key"), "\(fix)")
    }

    @Test func tablesASynchronizedFolderSharesOutAreTheirTargetsAndAFrameworksAreRead() throws {
        // The app lists Resources but its exception set leaves Core.strings out; the framework CourierKit,
        // linked by the app and the widget, takes Core and reads it (for the app, which shows its texts);
        // the widget takes Localizable, so its "Sent" is there. The framework's InfoPlist.strings lacks a
        // French display name nobody ever sees, and its Core table lacks a French "Sending" that its code
        // reads with NSLocalizedString from the app's bundle, never from the framework's.
        #expect(try Self.findings("SharedTables") == [
            Expected(rule: "missing-translation", place: "Resources/en.lproj/Core.strings:2:1", key: "Cancel", language: "fr",
                     targets: ["Courier", "CourierWidget"]),
        ])
    }

    @Test func aFrameworksViewThatNothingCreatesShowsNoText() throws {
        // MeterKit's helper reads its own table, so only literals say which keys its views hold. The app
        // creates DialView in code and StatusStrip through its storyboard: their French gaps are real.
        // NeedleView is created only by PanelView.xib, which only PanelView loads, and nothing in the
        // project creates a PanelView: "Needle stuck" is never on screen, in French or any language.
        #expect(try Self.findings("FrameworkViews") == [
            Expected(rule: "missing-translation", place: "Kit/en.lproj/Localizable.strings:2:1", key: "Dial", language: "fr",
                     targets: ["Meter"]),
            Expected(rule: "missing-translation", place: "Kit/en.lproj/Localizable.strings:3:1", key: "Status", language: "fr",
                     targets: ["Meter"]),
        ])
    }

    @Test func anAppsViewThatNothingCreatesShowsNoText() throws {
        // Tide's own views: GaugeView made in code, RimView through the subclass GaugeView makes, BezelView by
        // the storyboard, HandView by Objective-C, NamedView under its @objc name, DialView by the name a
        // literal holds. Their French gaps are real. CompassFace (beside a plain enum) is made by nothing: its "Compass" and the marks it builds
        // ("\(letter)_mark") are never on screen, and none of them is advised for deletion either.
        let marks = ["Gauge", "Rim", "Bezel", "Hand", "Named", "Dial"]
        #expect(try Self.findings("AppViews") == marks.enumerated().map { line, key in
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:\(line + 1):1", key: key, language: "fr",
                     targets: ["Tide"])
        })
        // Where code makes a class from a string (NSClassFromString in the Objective-C file), any view may be
        // made: every gap stays.
        let all = marks + ["Compass", "N_mark", "S_mark"]
        #expect(try Self.findings("AppViewsByName") == all.enumerated().map { line, key in
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:\(line + 1):1", key: key, language: "fr",
                     targets: ["Tide"])
        })
    }

    @Test func aValueTypeTheWidgetNeverNamesShowsNothingThere() throws {
        // Quill's widget compiles the app's NoteError.swift, SyncIntentHandler.swift and Badge.swift and
        // ships no table. It shows a Badge's text ("Pinned", English in French: real) and a note's `title`.
        // Only the intent handler names NoteError, and only the app's code creates a handler (the system
        // never does), so in the widget neither runs: NoteError's "Sync failed" (its `title` too) is never
        // on the widget. The app shows it, and its missing French stays the app's gap. The app's table also
        // holds genstrings' `Open "(name)"` for `"Open \"\(name)\""`, a key code never looks up (it
        // looks up the text with the name in it): its missing French is no gap.
        #expect(try Self.findings("WidgetValues") == [
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:1:1", key: "Sync failed", language: "fr",
                     targets: ["Quill"]),
            Expected(rule: "widget-missing-key", place: "Shared/Badge.swift:4:42", key: "Pinned", language: nil, targets: ["QuillWidget"]),
        ])
    }

    @Test func anAppStartedFromObjectiveCNeverMakesAValueNoSwiftNames() throws {
        // Ledger's main.m starts UIKit with an Objective-C delegate, which makes the @objc ExportPanel: its
        // "Export" and the "Shelf" of the value it names are on screen, untranslated. LedgerError is named
        // by no code (Objective-C cannot name a Swift enumeration), so its "Ledger locked" never shows.
        let shown = ["Export", "Shelf"]
        #expect(try Self.findings("ObjectiveCApp") == shown.enumerated().map { line, key in
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:\(line + 1):1", key: key, language: "fr",
                     targets: ["Ledger"])
        })
        // Where the Objective-C makes a class from a string, every value is kept, as before main was read.
        let all = shown + ["Ledger locked"]
        #expect(try Self.findings("ObjectiveCAppByName") == all.enumerated().map { line, key in
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:\(line + 1):1", key: key, language: "fr",
                     targets: ["Ledger"])
        })
    }

    @Test func aStaticAccessorNoCodeCallsShowsNothing() throws {
        // Abacus reads its table through an enumeration with a static member per key, as SwiftGen writes
        // one: it calls `itemsLeft` and reads `title`, never `itemsLeftPlural` nor `unusedTitle`. French
        // lacks three keys; only "items_left" is ever on screen (2FAS's plural-form slots, batch 13).
        #expect(try Self.findings("UncalledAccessors") == [
            Expected(rule: "missing-translation", place: "App/en.lproj/Localizable.strings:2:1", key: "items_left", language: "fr",
                     targets: ["Abacus"]),
        ])
    }

    @Test func aPublicAccessorOfAnAppNoCodeCallsShowsNothing() throws {
        // Tally's app and widget read `Tally.strings` through SwiftGen-like public accessors, whose `tr` takes
        // the table as a parameter: the table is read by code (its name is passed on), so only the keys code
        // holds are looked up, and no other module can call an app's or an extension's public member. The
        // app calls `title` and `count`, the widget `widgetTitle`; French lacks three keys, and
        // "unused_title", whose accessor nothing calls, is never on screen.
        #expect(try Self.findings("PublicAccessors") == [
            Expected(rule: "missing-translation", place: "App/Base.lproj/Tally.strings:2:1", key: "count", language: "fr",
                     targets: ["Tally", "TallyWidget"]),
            Expected(rule: "missing-translation", place: "App/Base.lproj/Tally.strings:4:1", key: "widget_title", language: "fr",
                     targets: ["Tally", "TallyWidget"]),
        ])
        // The same accessors in a framework both link: any module may call a framework's public member, so
        // "unused_title" stays a gap.
        let all = ["count", "unused_title", "widget_title"]
        #expect(try Self.findings("PublicAccessorsOfAFramework") == all.enumerated().map { index, key in
            Expected(rule: "missing-translation", place: "App/Base.lproj/Tally.strings:\(index + 2):1", key: key, language: "fr",
                     targets: ["Tally", "TallyWidget"])
        })
    }

    @Test func aUsageDescriptionTheInfoPlistLacksIsNeverShown() throws {
        // Lens's InfoPlist.strings gives three permission prompts; its Info.plist declares the camera's and a
        // build setting the microphone's. The photo library's is declared nowhere, so the system never shows
        // it: its missing French is no gap, the other two are.
        #expect(try Self.findings("UsageDescriptions") == [
            Expected(rule: "missing-translation", place: "App/en.lproj/InfoPlist.strings:2:1", key: "NSCameraUsageDescription",
                     language: "fr", targets: ["Lens"]),
            Expected(rule: "missing-translation", place: "App/en.lproj/InfoPlist.strings:3:1", key: "NSMicrophoneUsageDescription",
                     language: "fr", targets: ["Lens"]),
        ])
    }

    @Test func theFixturesAreWhatTheirGeneratorWrites() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CommandRunner.repositoryRoot + "/Scripts/generate-fixture-projects.py", "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run Scripts/generate-fixture-projects.py")
    }
}
