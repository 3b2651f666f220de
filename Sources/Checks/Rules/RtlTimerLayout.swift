import Diagnostics
import LocaleMatching
import SourceScanning

/// A timer view in the widget that inherits the right-to-left layout: SwiftUI mirrors it in Arabic and
/// Hebrew, so `5:23` can read `23:5`, although the bidi algorithm would keep the digits in order.
public struct RtlTimerLayout: Rule {
    public static let id = "rtl-timer-layout"

    public init() {}

    static let pin = ".environment(\\.layoutDirection, .leftToRight)"

    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .rightToLeft, defaultSeverity: .warning,
        summary: "A timer view in the widget (`Text(timerInterval:)`, `Text(date, style: .timer)`, a digit `HStack`) not pinned left to right.",
        rationale: """
            Widgets have shown countdowns mirrored in Arabic and Hebrew: the timer's view inherits the \
            right-to-left layout direction. Reported only when the app ships a right-to-left language.
            """,
        howToFix: "Pin the timer's view: `\(Self.pin)`, on the view or an enclosing one in the same expression.",
        triggeringExamples: [
            RuleExample(
                "A countdown on the lock screen",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"متوقف مؤقتًا"}}}}},"version":"1.0"}"#,
                widgetSource: """
                    struct LockScreen: View { let range: ClosedRange<Date>
                        var body: some View { HStack { 1️⃣Text(timerInterval: range, countsDown: true).monospacedDigit() } } }
                    """)
        ],
        cleanExamples: [
            RuleExample(
                "Pinned on the view, or on an enclosing stack",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"متوقف مؤقتًا"}}}}},"version":"1.0"}"#,
                widgetSource: """
                    struct LockScreen: View { let range: ClosedRange<Date>; let end: Date
                        var body: some View {
                            VStack {
                                Text(timerInterval: range, countsDown: true).environment(\\.layoutDirection, .leftToRight)
                                HStack { Text(end, style: .timer) }.environment(\\.layoutDirection, .leftToRight)
                            }
                        }
                    }
                    """)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        var order: [SourceLocation] = []
        var widgetsByView: [SourceLocation: [String]] = [:]
        var languagesByView: [SourceLocation: [String]] = [:]
        for widget in project.widgets {
            // Only the languages the app that embeds this widget ships: mirroring needs a right-to-left one.
            let languages = project.shippedLanguages(of: widget).filter(LocaleMatcher.isRightToLeft)
            guard !languages.isEmpty else { continue }
            for view in widget.sources?.timerViews ?? [] where !view.isPinnedLeftToRight {
                if widgetsByView[view.location] == nil { order.append(view.location) }
                widgetsByView[view.location, default: []].append(widget.name)
                for language in languages where !(languagesByView[view.location] ?? []).contains(language) {
                    languagesByView[view.location, default: []].append(language)
                }
            }
        }
        for location in order {
            let languages = languagesByView[location] ?? []
            output.findings.append(
                descriptor.finding(
                    at: location,
                    "this timer view is not pinned left to right: in \(languages.joined(separator: ", ")) it inherits "
                        + "the right-to-left layout and the countdown can show mirrored",
                    targets: widgetsByView[location] ?? [], fix: "Add \(Self.pin) to the timer's view."))
        }
    }
}
