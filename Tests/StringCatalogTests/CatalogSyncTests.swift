import Diagnostics
import Foundation
import SafeFiles
import Testing
import _StringsGuardTestSupport

@testable import StringCatalog

private struct InjectedFailure: Error {}

private let appJSON = """
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld minutes left" : {
      "comment" : "Countdown",
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "noch %lld Minute" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "noch %lld Minuten" } }
            }
          }
        },
        "ko" : {
          "variations" : {
            "plural" : {
              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld분 남음" } }
            }
          }
        }
      }
    },
    "Cancel" : {
      "comment" : "Dismisses the sheet",
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
        "fr" : { "stringUnit" : { "state" : "new", "value" : "Annuler" } }
      }
    },
    "Only in the app" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur in der App" } }
      }
    },
    "Refresh" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Aktualisieren" } }
      }
    },
    "Score" : {
      "localizations" : {
        "de" : {
          "variations" : {
            "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Punkte" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Punktestand" } }
            }
          }
        }
      }
    },
    "Used by the widget" : {
      "comment" : "Widget title",
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Vom Widget benutzt" } },
        "ko" : { "stringUnit" : { "state" : "new", "value" : "위젯 사용" } }
      }
    }
  },
  "version" : "1.0"
}
"""

private let widgetJSON = """
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld minutes left" : {
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "noch %lld Minuten" } }
            }
          }
        }
      }
    },
    "Cancel" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbruch" } }
      }
    },
    "Refresh" : {

    },
    "Score" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Punkte" } }
      }
    }
  },
  "version" : "1.0"
}
"""

@Suite struct CatalogSyncTests {
    private func catalogs() throws -> (app: Catalog, widget: Catalog) {
        let app = try Catalog(bytes: Array(appJSON.utf8), path: "App/Localizable.xcstrings")
        // The widget's file as Xcode writes it, so its diff shows only what sync adds.
        let parsed = try Catalog(bytes: Array(widgetJSON.utf8), path: "Widget/Localizable.xcstrings")
        let widget = try Catalog(bytes: parsed.formatted(), path: "Widget/Localizable.xcstrings")
        return (app, widget)
    }

    @Test func copiesUsedKeysWholeAndOnlyThose() throws {
        var (app, widget) = try catalogs()
        let report = CatalogSync.sync(from: app, to: &widget, keysUsed: { $0 == "Used by the widget" })
        #expect(report.addedKeys == ["Used by the widget"])
        #expect(widget.entry(forKey: "Only in the app") == nil)
        let added = try #require(widget.entry(forKey: "Used by the widget"))
        #expect(added.comment == "Widget title")
        #expect(widget.stringUnit(forKey: "Used by the widget", language: "ko")?.state == .new)
        #expect(widget.stringUnit(forKey: "Used by the widget", language: "de")?.value == "Vom Widget benutzt")
        app = try Catalog(bytes: Array(appJSON.utf8), path: "App/Localizable.xcstrings")
        var untouched = try catalogs().widget
        let withoutSources = CatalogSync.sync(from: app, to: &untouched, keysUsed: nil)
        #expect(withoutSources.addedKeys.isEmpty)
        #expect(untouched.keys.sorted() == ["%lld minutes left", "Cancel", "Refresh", "Score"])
    }

    @Test func fillsMissingLanguagesAndCasesKeepingStates() throws {
        var (app, widget) = try catalogs()
        let report = CatalogSync.sync(from: app, to: &widget, keysUsed: nil)
        let one = try #require(VariationPath("plural.one"))
        let other = try #require(VariationPath("plural.other"))
        #expect(report.addedTranslations == [
            .init(key: "%lld minutes left", language: "de", paths: [one]),
            .init(key: "%lld minutes left", language: "ko", paths: [other]),
            .init(key: "Cancel", language: "fr", paths: [.root]),
            .init(key: "Refresh", language: "de", paths: [.root]),
        ])
        #expect(report.addedComments == ["%lld minutes left", "Cancel"])
        #expect(widget.stringUnit(forKey: "%lld minutes left", language: "de", path: one)?.value == "noch %lld Minute")
        #expect(widget.stringUnit(forKey: "%lld minutes left", language: "ko", path: other)?.state == .needsReview)
        #expect(widget.stringUnit(forKey: "Cancel", language: "fr")?.state == .new)
        _ = app
    }

    @Test func neverOverwritesAndReportsDriftWithBothLocations() throws {
        var (app, widget) = try catalogs()
        let report = CatalogSync.sync(from: app, to: &widget, keysUsed: nil)
        #expect(widget.stringUnit(forKey: "Cancel", language: "de")?.value == "Abbruch")
        #expect(widget.stringUnit(forKey: "Score", language: "de")?.value == "Punkte")
        #expect(widget.entry(forKey: "Score")?.localization(for: "de")?.variations == nil)
        let cancel = try #require(report.drift.first { $0.key == "Cancel" })
        #expect(cancel.language == "de")
        #expect(cancel.widgetValue == "Abbruch")
        #expect(cancel.appValue == "Abbrechen")
        #expect(cancel.widgetLocation.file == "Widget/Localizable.xcstrings")
        #expect(cancel.appLocation.file == "App/Localizable.xcstrings")
        #expect(cancel.appLocation.line == 27)
        // The widget's text does not vary where the app's varies by device: kept, reported.
        let score = try #require(report.drift.first { $0.key == "Score" })
        #expect(score.widgetValue == "Punkte")
        #expect(score.appValue == "varies by device")
        #expect(report.drift.count == 2)
        #expect(report.text.contains("de \"Cancel\" differs from the app's"))
        _ = app
    }

    @Test func writtenFileGainsOnlyTheAddedLines() throws {
        var (app, widget) = try catalogs()
        let before = text(widget.formatted())
        _ = CatalogSync.sync(from: app, to: &widget, keysUsed: { $0 == "Used by the widget" })
        let after = text(widget.formatted())
        let (removed, added) = lineDiff(before, after)
        // JSON puts a comma after every member but the last, so a member added after the last one turns
        // the closing line before it from `}` into `},`; and Xcode writes an empty object with a blank line
        // inside, which goes when the object gains members. Those are the only lines allowed to go.
        #expect(!removed.isEmpty)
        for line in removed {
            #expect(line.isEmpty || added.contains(line + ","), "removed line '\(line)' is not just gaining a comma")
        }
        #expect(added.contains(#"          "stringUnit" : {"#))
        #expect(added.contains { $0.contains(#""value" : "noch %lld Minute""#) })
        #expect(added.contains { $0.contains(#""Used by the widget" : {"#) })
        #expect(!added.contains { $0.contains("Abbrechen") })
        _ = app
    }

    @Test func runWritesAtomicallyAndDryRunDoesNot() throws {
        let folder = try makeTemporaryFolder()
        let appPath = folder + "/App.xcstrings"
        let widgetPath = folder + "/Widget.xcstrings"
        try writeFile(appPath, appJSON)
        let widgetBytes = try catalogs().widget.formatted()
        try Data(widgetBytes).write(to: URL(fileURLWithPath: widgetPath))

        let dry = try CatalogSync.run(
            appCatalogPath: appPath, widgetCatalogPath: widgetPath, keysUsed: nil, dryRun: true)
        #expect(dry.changedCatalog)
        #expect(try FileContents.read(widgetPath).bytes == widgetBytes)

        let failing = AtomicFileWriter(beforeRename: { _ in throw InjectedFailure() })
        #expect(throws: InjectedFailure.self) {
            _ = try CatalogSync.run(
                appCatalogPath: appPath, widgetCatalogPath: widgetPath, keysUsed: nil, dryRun: false, writer: failing)
        }
        #expect(try FileContents.read(widgetPath).bytes == widgetBytes)

        let edited = Array(text(widgetBytes).replacingOccurrences(of: "Abbruch", with: "Abbruch!").utf8)
        let racing = AtomicFileWriter(beforeRename: { _ in try Data(edited).write(to: URL(fileURLWithPath: widgetPath)) })
        #expect(throws: InputError.self) {
            _ = try CatalogSync.run(
                appCatalogPath: appPath, widgetCatalogPath: widgetPath, keysUsed: nil, dryRun: false, writer: racing)
        }
        #expect(try FileContents.read(widgetPath).bytes == edited)

        try Data(widgetBytes).write(to: URL(fileURLWithPath: widgetPath))
        let report = try CatalogSync.run(
            appCatalogPath: appPath, widgetCatalogPath: widgetPath, keysUsed: nil, dryRun: false)
        let written = try Catalog.load(path: widgetPath)
        #expect(report.addedTranslations.count == 4)
        #expect(written.stringUnit(forKey: "Refresh", language: "de")?.value == "Aktualisieren")
        #expect(written.formatted() == (try FileContents.read(widgetPath).bytes))
    }
}

