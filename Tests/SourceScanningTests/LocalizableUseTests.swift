import Diagnostics
import Testing
@testable import SourceScanning

@Suite struct LocalizableUseTests {
    @Test func findsEveryCallFormAtTheLiteral() throws {
        let marked = MarkedSource(#"""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(1️⃣"Hello")
                        Label(2️⃣"Inbox", systemImage: "tray")
                        Button(3️⃣"Save") { save() }
                        Toggle(4️⃣"Sound", isOn: $isOn)
                        Link(5️⃣"Website", destination: url)
                        NavigationLink(6️⃣"Details") { DetailView() }
                        Section(7️⃣"General") { EmptyView() }
                        Picker(8️⃣"Flavor", selection: $flavor) { EmptyView() }
                    }
                    .navigationTitle(9️⃣"Home")
                }
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Hello", "Inbox", "Save", "Sound", "Website", "Details", "General", "Flavor", "Home"])
        #expect(uses.map(\.kind) == [.text, .label, .button, .toggle, .link, .navigationLink, .section, .picker, .navigationTitle])
        #expect(uses.map(\.location) == MarkedSource.markerNames.map(marked.location))
        #expect(uses.allSatisfy { $0.table == "Localizable" && $0.comment == nil })
    }

    @Test func findsFoundationForms() throws {
        let marked = MarkedSource(#"""
            let a = String(localized: 1️⃣"Welcome")
            let b = String(localized: 2️⃣"Goodbye", table: "Intents", comment: "Farewell")
            let c = LocalizedStringResource(3️⃣"Start timer")
            let d = LocalizedStringKey(4️⃣"Stop")
            let e: LocalizedStringKey = 5️⃣"Pause"
            var f: LocalizedStringResource = 6️⃣"Resume"
            let g = NSLocalizedString(7️⃣"Legacy", tableName: "Old", comment: "From Objective-C days")
            func row(title: SwiftUI.LocalizedStringKey = 8️⃣"Row") {}
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Welcome", "Goodbye", "Start timer", "Stop", "Pause", "Resume", "Legacy", "Row"])
        #expect(uses.map(\.kind) == [
            .stringLocalized, .stringLocalized, .localizedStringResource, .localizedStringKey, .typedDeclaration,
            .typedDeclaration, .nsLocalizedString, .typedDeclaration,
        ])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(8).map(marked.location))
        #expect(uses.map(\.table) == ["Localizable", "Intents", "Localizable", "Localizable", "Localizable", "Localizable", "Old", "Localizable"])
        #expect(uses[1].comment == "Farewell")
        #expect(uses[6].comment == "From Objective-C days")
    }

    @Test func theSourceTextACallGivesWithItsKeyIsKept() throws {
        let marked = MarkedSource(#"""
            let a = NSLocalizedString("AMOUNT_AND_UNIT", value: "%1$@ %2$@", comment: "(1: value)(2: unit)")
            let b = String(localized: "widget.title", defaultValue: "Water")
            let c = LocalizedStringResource("intent.notify", defaultValue: "Notify when done")
            let d = NSLocalizedString("PLAIN", comment: "")
            let e = NSLocalizedString("BUILT", value: "\(count) left", comment: "")
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["AMOUNT_AND_UNIT", "widget.title", "intent.notify", "PLAIN", "BUILT"])
        // An interpolated `value:` is a String built before the lookup, not a text to compare translations with.
        #expect(uses.map(\.defaultValue) == ["%1$@ %2$@", "Water", "Notify when done", nil, nil])
    }

    @Test func anInterpolatedDefaultValueIsTheFormatXcodeWrites() throws {
        let marked = MarkedSource(#"""
            let report = String(bytes: data, encoding: .utf8)!
            let total = 3
            let a = String(localized: "Share Body", defaultValue: """
                Describe it:

                \(report)
                """)
            let b = String(localized: "Progress", defaultValue: "\(total) of 100%")
            let c = String(localized: "Unknown", defaultValue: "Found \(somewhere.else)")
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Share Body", "Progress", "Unknown"])
        // A value of unknown type leaves the key as the source: a guessed %@ could call a right %lld wrong.
        #expect(uses.map(\.defaultValue) == ["Describe it:\n\n%@", "%lld of 100%%", nil])
    }

    @Test func textWithTableAndComment() throws {
        let marked = MarkedSource(#"""
            Text(1️⃣"Remaining", tableName: "Widget", bundle: .main, comment: "Time left label")
                .help(2️⃣"Shows the time left")
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.count == 2)
        #expect(uses[0].key == "Remaining" && uses[0].table == "Widget" && uses[0].comment == "Time left label")
        #expect(uses[0].location == marked.location("1️⃣"))
        #expect(uses[1].kind == .help && uses[1].location == marked.location("2️⃣"))
    }

    @Test func ignoresVerbatimVariablesCommentsAndStringContents() throws {
        let marked = MarkedSource(#"""
            // Text("In a line comment")
            /* Text("In a block comment") /* nested Text("x") */ */
            let s = "Text(\"Inside a string\")"
            let m = """
                Text("Inside a multi-line string")
                """
            Text(verbatim: "Not localized")
            Text(title)
            Text(model.name)
            Text("a" + suffix)
            String("plain")
            func Text(_ key: String) {}
            Text(1️⃣"Real")
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Real"])
        #expect(uses.first?.location == marked.location("1️⃣"))
    }

    @Test func keysAreDecodedLikeTheCompiler() throws {
        let marked = MarkedSource(##"""
            Text("Line one\nLine \"two\" \u{2014} done")
            Text(#"Raw \n stays"#)
            Text("""
                Multi
                  line
                """)
            Text("100% done")
            NSLocalizedString("50% off", comment: "")
            """##)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Line one\nLine \"two\" \u{2014} done", #"Raw \n stays"#, "Multi\n  line", "100% done", "50% off"])
    }

    @Test func appIntentAndLiveActivityContextsUseTheSameCalls() throws {
        let marked = MarkedSource(#"""
            struct StartTimer: AppIntent {
                static var title: LocalizedStringResource = 1️⃣"Start Timer"
                static var description = IntentDescription(LocalizedStringResource(2️⃣"Starts a focus timer"))
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: IntentDialog(LocalizedStringResource(3️⃣"Timer started")))
                }
            }
            struct TimerLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        Text(4️⃣"Focus")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text(5️⃣"Left") }
                        } compactLeading: { Text(6️⃣"C") } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Start Timer", "Starts a focus timer", "Timer started", "Focus", "Left", "C"])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(6).map(marked.location))
    }

    @Test func otherKeyTakingInitializersAndModifiers() throws {
        let marked = MarkedSource(#"""
            struct TimerWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "timer", provider: Provider()) { entry in
                        TextField(1️⃣"Name", text: $name)
                            .accessibilityLabel(2️⃣"Timer name")
                    }
                    .configurationDisplayName(3️⃣"Focus Timer")
                    .description(4️⃣"Shows the running timer.")
                }
            }
            let text = value.description
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Name", "Timer name", "Focus Timer", "Shows the running timer."])
        #expect(uses.map(\.kind) == [.otherInitializer, .otherModifier, .otherModifier, .otherModifier])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(4).map(marked.location))
    }

    @Test func nsLocalizedStringWithInterpolationIsNotAStaticKey() throws {
        let uses = try MarkedSource(#"let s = NSLocalizedString("Hi \(name)", comment: "")"#).scan().localizableUses
        #expect(uses.isEmpty)
    }

    @Test func crlfLineEndingsAndByteOrderMarkKeepPositions() throws {
        let source = "\u{FEFF}import SwiftUI\r\nlet s = \"\"\"\r\n    a\r\n    b\r\n    \"\"\"\r\n  Text(\"Key\")\r\n"
        let uses = try SwiftSourceScanner.scan(source: source, path: "CRLF.swift").localizableUses
        #expect(uses.map(\.key) == ["Key"])
        #expect(uses.first?.location == SourceLocation(file: "CRLF.swift", line: 6, column: 8))
        let lexed = try SwiftSourceScanner.scan(source: "Text(\"\"\"\r\n  a\r\n  b\r\n  \"\"\")", path: "M.swift")
        #expect(lexed.localizableUses.map(\.key) == ["a\nb"])
    }

    @Test func aTableNamedByAConstantOfTheFileIsThatTable() throws {
        let source = """
            enum HarborTexts {
                private static let table = "Harbor"
                static let high = NSLocalizedString("high", tableName: table, comment: "")
                static let low = NSLocalizedString("low", tableName: HarborTexts.table, comment: "")
                static let calm = String(localized: "calm", table: table)
                static let rough = NSLocalizedString("rough", tableName: name(), comment: "")
            }
            """
        let uses = try SwiftSourceScanner.scan(source: source, path: "HarborTexts.swift").localizableUses
        #expect(uses.map(\.key) == ["high", "low", "calm", "rough"])
        #expect(uses.map(\.table) == ["Harbor", "Harbor", "Harbor", "Localizable"])
        // A table nothing settles may be any table: the key is not certainly Localizable's.
        #expect(uses.map(\.isCertain) == [true, true, true, false])
    }
}

@Suite struct MemberChainTests {
    /// A chain whose members are all bare is walked without keeping them; one called member anywhere in
    /// it keeps the whole chain, and the calls inside are found either way.
    @Test func callsInsideAndAfterMemberChainsAreFound() throws {
        let marked = MarkedSource(#"""
            struct Card: View {
                let title = settings.profile.display.name
                var body: some View {
                    model.section.header.overlay { Text(1️⃣"Overlay") }
                    state.first.second
                    Text(2️⃣"After")
                        .padding()
                        .accessibilityLabel(3️⃣"Card")
                }
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Overlay", "After", "Card"])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(3).map(marked.location))
    }

    /// A key is its literal as written when nothing is interpolated; with an interpolation, each `%` of the
    /// literal text is doubled (the key is then a format), and a literal without one is kept as it is.
    @Test func keysDoublePercentsOnlyBesideInterpolations() {
        func key(_ segments: [LocalizableUse.Segment], kind: LocalizableUse.Kind = .text) -> String {
            LocalizableUse(kind: kind, segments: segments, location: SourceLocation(file: "V.swift", line: 1, column: 1)).key
        }
        let count = LocalizableUse.Segment.placeholder(.init(expression: "count", specifier: "%lld"))
        #expect(key([.literal("50% off")]) == "50% off")
        #expect(key([]) == "")
        #expect(key([.literal("Saved "), count, .literal(" files")]) == "Saved %lld files")
        #expect(key([count, .literal("% done, 100% soon")]) == "%lld%% done, 100%% soon")
        #expect(key([count, .literal("% done")], kind: .nsLocalizedString) == "%lld% done")
        #expect(key([.placeholder(.init(expression: "name", specifier: nil)), .literal("é%")]) == "%@é%%")
    }
}
