import Diagnostics
import Testing
@testable import SourceScanning

/// What each build compiles: `#if` evaluated per platform, Mac Catalyst, compilation conditions, versions.
@Suite struct BuildConditionTests {
    static let iOS = BuildEnvironment(platform: .iOS)
    static let watchOS = BuildEnvironment(platform: .watchOS)
    static let macOS = BuildEnvironment(platform: .macOS)
    static let catalyst = BuildEnvironment(platform: .iOS, isMacCatalyst: true)

    private func keys(_ source: String, _ environment: BuildEnvironment) throws -> [String] {
        try SwiftSourceScanner.scan(source: source, path: "Shared.swift", environment: environment).localizableUses.map(\.key)
    }

    @Test func eachPlatformCompilesItsOwnBranch() throws {
        let source = """
            struct Face: View {
                var body: some View {
                    #if os(watchOS)
                    Text("Wrist")
                    #elseif os(iOS) || os(visionOS)
                    Text("Pocket")
                    #else
                    Text("Desk")
                    #endif
                    Text("Everywhere")
                }
            }
            """
        #expect(try keys(source, Self.watchOS) == ["Wrist", "Everywhere"])
        #expect(try keys(source, Self.iOS) == ["Pocket", "Everywhere"])
        #expect(try keys(source, BuildEnvironment(platform: .visionOS)) == ["Pocket", "Everywhere"])
        #expect(try keys(source, Self.macOS) == ["Desk", "Everywhere"])
        #expect(try keys(source, Self.catalyst) == ["Pocket", "Everywhere"], "Mac Catalyst is os(iOS)")
    }

    @Test func canImportFollowsTheSDKOfEachPlatform() throws {
        let source = """
            #if canImport(ActivityKit)
            let a = Text("Live")
            #endif
            #if canImport(UIKit) && !os(watchOS)
            let b = Text("Touch")
            #endif
            #if canImport(AppKit)
            let c = Text("Mouse")
            #endif
            #if canImport(WidgetKit)
            let d = Text("Widget")
            #endif
            """
        #expect(try keys(source, Self.iOS) == ["Live", "Touch", "Widget"])
        #expect(try keys(source, Self.watchOS) == ["Widget"])
        #expect(try keys(source, Self.macOS) == ["Mouse", "Widget"])
        #expect(try keys(source, Self.catalyst) == ["Live", "Touch", "Widget"])
        #expect(try keys(source, BuildEnvironment(platform: .tvOS)) == ["Touch"])
    }

    @Test func debugCodeIsNotShippedAndConfiguredFlagsAre() throws {
        let source = """
            #if DEBUG
            let a = Text("Debug menu")
            #else
            let b = Text("Release")
            #endif
            #if BETA && !DEBUG
            let c = Text("Beta")
            #endif
            #if false
            let d = Text("Never")
            #endif
            """
        #expect(try keys(source, Self.iOS) == ["Release"])
        let beta = BuildEnvironment(platform: .iOS, compilationConditions: ["BETA"])
        #expect(try keys(source, beta) == ["Release", "Beta"])
        let incomplete = BuildEnvironment(platform: .iOS, compilationConditionsAreComplete: false)
        #expect(try keys(source, incomplete) == ["Debug menu", "Release", "Beta"], "unreadable flags keep the code")
    }

    @Test func versionsTargetEnvironmentAndNesting() throws {
        let source = """
            #if swift(>=5.9)
            let a = Text("Modern")
            #endif
            #if compiler(>=99.0)
            let b = Text("Future")
            #endif
            #if targetEnvironment(simulator)
            let c = Text("Simulator")
            #endif
            #if os(iOS)
              #if targetEnvironment(macCatalyst)
              let d = Text("Catalyst")
              #else
              let e = Text("Phone")
              #endif
            #endif
            """
        let modern = BuildEnvironment(platform: .iOS, languageVersion: [6])
        #expect(try keys(source, modern) == ["Modern", "Phone"])
        #expect(try keys(source, BuildEnvironment(platform: .iOS, languageVersion: [5, 8])) == ["Phone"])
        #expect(try keys(source, Self.catalyst) == ["Catalyst"])
        #expect(try keys(source, Self.watchOS) == [])
    }

    @Test func anUnknownConditionKeepsItsCodeAndIsReported() throws {
        let source = """
            #if canImport(SomeVendorKit)
            let a = Text("Vendor")
            #else
            let b = Text("Fallback")
            #endif
            #if arch(arm64) || os(watchOS)
            let c = Text("Arm")
            #endif
            """
        let scan = try SwiftSourceScanner.scan(source: source, path: "Shared.swift", environment: Self.iOS)
        #expect(scan.localizableUses.map(\.key) == ["Vendor", "Fallback", "Arm"])
        #expect(scan.unknownConditions.map(\.condition) == ["canImport(SomeVendorKit)", "arch(arm64)"])
        #expect(scan.unknownConditions.map(\.location.line) == [1, 6])
        let linked = BuildEnvironment(platform: .iOS, linkedModules: ["SomeVendorKit"])
        #expect(try keys(source, linked) == ["Vendor", "Arm"])
        #expect(try keys(source, Self.watchOS) == ["Vendor", "Fallback", "Arm"])
    }

    @Test func postfixMemberClausesPinOnlyWhereTheyAreCompiled() throws {
        let source = """
            struct Countdown: View {
                let range: ClosedRange<Date>
                var body: some View {
                    Text(timerInterval: range)
                    #if os(iOS)
                        .environment(\\.layoutDirection, .leftToRight)
                    #endif
                }
            }
            """
        let iOS = try SwiftSourceScanner.scan(source: source, path: "Timer.swift", environment: Self.iOS)
        let watch = try SwiftSourceScanner.scan(source: source, path: "Timer.swift", environment: Self.watchOS)
        #expect(iOS.timerViews.map(\.isPinnedLeftToRight) == [true])
        #expect(watch.timerViews.map(\.isPinnedLeftToRight) == [false])
    }

    @Test func conditionsParseEveryOperatorSpelling() throws {
        func condition(_ text: String) throws -> BuildCondition {
            var lexer = SwiftLexer(bytes: Array("#if \(text)\n#endif".utf8), path: "c.swift")
            let tokens = try lexer.tokenize()
            return BuildCondition(tokens: tokens.condition(at: 0) ?? tokens.sublist(TokenStorage()))
        }
        #expect(try condition("A&&!B") == .and(.flag("A"), .not(.flag("B"))))
        #expect(try condition("!(A || B) && os(iOS)") == .and(.not(.or(.flag("A"), .flag("B"))), .platformCondition(name: "os", argument: "iOS")))
        #expect(try condition("canImport(UIKit, _version: 14.0) // why") == .platformCondition(name: "canImport", argument: "UIKit,_version:14.0"))
        #expect(try condition("swift(>=5.9)") == .platformCondition(name: "swift", argument: ">=5.9"))
        #expect(try condition("A &&") == .unparsed)
        #expect(try condition("") == .unparsed)
    }
}

/// Code that never ships and code that reads another bundle.
@Suite struct ShippedCodeTests {
    @Test func previewsAreNotShipped() throws {
        let marked = MarkedSource(#"""
            struct Tile: View {
                var body: some View { Text(1️⃣"Steps") }
            }
            #Preview("Small", as: .systemSmall) {
                TileWidget()
            } timeline: {
                Text("Preview only")
            }
            #Preview { Tile().environment(\.locale, .init(identifier: "ar")); Text("Also preview") }
            struct Tile_Previews: PreviewProvider {
                static var previews: some View { Text("Old-style preview") }
            }
            extension Tile: PreviewProvider { static var previews: some View { Text("Extension preview") } }
            struct After: View { var body: some View { Text(2️⃣"After") } }
            """#)
        let scan = try marked.scan()
        #expect(scan.localizableUses.map(\.key) == ["Steps", "After"])
        #expect(scan.localizableUses.map(\.location) == [marked.location("1️⃣"), marked.location("2️⃣")])
    }

    @Test func theBundleArgumentSaysWhichCatalogIsRead() throws {
        let files = [
            try SwiftSourceScanner.scan(source: #"""
                struct Card: View {
                    var body: some View {
                        Text("Main")
                        Text("Own", bundle: .module)
                        Text("Macro", bundle: #bundle)
                        Text("Explicit", bundle: Bundle.main)
                        Text("Alias", bundle: .currentSPM)
                        Text("Class", bundle: Bundle(for: Card.self))
                        let s = String(localized: "Resource", bundle: .module)
                        let r = LocalizedStringResource("Described", bundle: .forClass(Card.self))
                    }
                }
                """#, path: "Card.swift"),
            try SwiftSourceScanner.scan(source: "extension Bundle { static let currentSPM = #bundle }", path: "Bundle.swift"),
        ]
        let uses = SwiftSourceScanner.resolve(files).localizableUses
        #expect(uses.map(\.key) == ["Main", "Own", "Macro", "Explicit", "Alias", "Class", "Resource", "Described"])
        #expect(uses.map(\.bundle) == [.unspecified, .module, .module, .main, .module, .unknown, .module, .unknown])
    }

    @Test func anUnresolvedBundleAliasIsUnknown() throws {
        let scan = try SwiftSourceScanner.scan(source: #"let t = Text("A", bundle: .shared)"#, path: "A.swift")
        #expect(SwiftSourceScanner.resolve([scan]).localizableUses.map(\.bundle) == [.unknown])
    }
}

/// Every form Xcode extracts from App Intents, widget configuration, Charts and expressions.
@Suite struct ExtractedFormTests {
    @Test func appIntentsKeys() throws {
        let marked = MarkedSource(#"""
            struct StartTimer: AppIntent {
                static var title: LocalizedStringResource = 1️⃣"Start Timer"
                static var description = IntentDescription(2️⃣"Starts a focus timer.", categoryName: 3️⃣"Focus")
                @Parameter(title: 4️⃣"Minutes", description: 5️⃣"How long to focus")
                var minutes: Int
            }
            enum Mode: String, AppEnum {
                case deep, light
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: 6️⃣"Mode")
                static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.deep: 7️⃣"Deep", .light: DisplayRepresentation(title: 8️⃣"Light", subtitle: 9️⃣"Short")]
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Start Timer", "Starts a focus timer.", "Focus", "Minutes", "How long to focus", "Mode", "Deep", "Light", "Short"])
        #expect(uses.map(\.location) == MarkedSource.markerNames.map(marked.location))
    }

    @Test func widgetConfigurationControlsAndCharts() throws {
        let marked = MarkedSource(#"""
            import Charts
            struct StepsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "steps", provider: P()) { Chart { BarMark(x: .value(1️⃣"Day", $0.day), y: .value(2️⃣"Steps", $0.steps)) } }
                        .configurationDisplayName(3️⃣"Steps")
                        .description(4️⃣"Today's steps.")
                }
            }
            struct Toggle: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "t") { ControlWidgetButton(5️⃣"Start", action: A()) { _ in } }
                        .displayName(6️⃣"Start focus")
                }
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Day", "Steps", "Steps", "Today's steps.", "Start", "Start focus"])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(6).map(marked.location))
        let withoutCharts = try SwiftSourceScanner.scan(source: #"let v = x.value("Day", 1)"#, path: "V.swift")
        #expect(withoutCharts.localizableUses.isEmpty, "value(_:_:) is a key only in Swift Charts")
    }

    @Test func choicesAndCollectionsOfKeys() throws {
        let marked = MarkedSource(#"""
            struct V: View {
                let names: [LocalizedStringKey] = [1️⃣"Low", 2️⃣"High"]
                var body: some View {
                    Text(isOn ? 3️⃣"On" : 4️⃣"Off")
                    Text(subtitle ?? 5️⃣"None")
                }
            }
            """#)
        let uses = try marked.scan().localizableUses
        #expect(uses.map(\.key) == ["Low", "High", "On", "Off", "None"])
        #expect(uses.map(\.isCertain) == [true, true, true, true, false], "?? types its literal only as its left side is typed")
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(5).map(marked.location))
    }

    @Test func theProjectsOwnKeyParametersAcrossFiles() throws {
        let declarations = try SwiftSourceScanner.scan(source: """
            struct StatRow: View {
                let title: LocalizedStringKey
                var value: Int
                var body: some View { Text(title) }
            }
            struct Badge: View {
                init(_ label: LocalizedStringResource, tint: Color) {}
                var body: some View { EmptyView() }
            }
            extension View { func cardTitle(_ text: LocalizedStringKey) -> some View { self } }
            func log(_ message: String) {}
            """, path: "Components.swift")
        let calls = try SwiftSourceScanner.scan(source: """
            struct Tile: View {
                var body: some View {
                    StatRow(title: "Calories", value: 3)
                    Badge("New", tint: .red)
                    Image("flame").cardTitle("Burned")
                    let _ = log("not a key")
                }
            }
            """, path: "Tile.swift")
        let uses = SwiftSourceScanner.resolve([declarations, calls]).localizableUses
        #expect(uses.map(\.key) == ["Calories", "New", "Burned"])
        #expect(uses.allSatisfy { $0.kind == .projectRoutine && $0.location.file == "Tile.swift" })
    }

    @Test func configuredLocalizationRoutines() throws {
        let marked = MarkedSource(#"""
            let a = 1️⃣"Paused".localized()
            let b = L10n.tr(2️⃣"Resume")
            let c = Strings.tr("Widget", 3️⃣"Stop")
            let d = other.tr("Not this")
            """#)
        let routines = [
            LocalizationRoutine(name: ".localized"), LocalizationRoutine(name: "L10n.tr"),
            LocalizationRoutine(name: "Strings.tr", keyArgument: 2, tableArgument: 1),
        ]
        let uses = try marked.scan(routines: routines).localizableUses
        #expect(uses.map(\.key) == ["Paused", "Resume", "Stop"])
        #expect(uses.map(\.table) == ["Localizable", "Localizable", "Widget"])
        #expect(uses.map(\.location) == MarkedSource.markerNames.prefix(3).map(marked.location))
    }
}

/// Keys the project builds in ways Xcode still extracts, or that only run time fills in.
@Suite struct ProjectWrapperTests {
    @Test func theProjectsOwnStringWrappersMakeTheirReceiversKeys() throws {
        let wrapper = try SwiftSourceScanner.scan(source: """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localized(with value: Int) -> String { String(format: NSLocalizedString(self, comment: ""), value) }
                var shouted: String { uppercased() }
            }
            """, path: "String+Localized.swift")
        let uses = try SwiftSourceScanner.scan(source: """
            let a = "Paused".localized
            let b = "Cycles".localized(with: 3)
            let c = "quiet".shouted
            """, path: "Uses.swift")
        let resolved = SwiftSourceScanner.resolve([wrapper, uses]).localizableUses
        #expect(resolved.map(\.key) == ["Paused", "Cycles"])
    }

    @Test func dialogsLocalizationValuesAndQualifiedKeyTypes() throws {
        let declarations = try SwiftSourceScanner.scan(source: """
            struct Reminder { let title: String.LocalizationValue; var minutes: Int }
            """, path: "Reminder.swift")
        let calls = try SwiftSourceScanner.scan(source: #"""
            let d = IntentDialog(full: "Found \(count) dates", supporting: "Dates found")
            let v = String(localized: String.LocalizationValue(stringLiteral: "Snoozed"), bundle: .module)
            let r = Reminder(title: "Snooze", minutes: 5)
            """#, path: "Calls.swift")
        let uses = SwiftSourceScanner.resolve([declarations, calls]).localizableUses
        #expect(uses.map(\.key) == ["Found %@ dates", "Dates found", "Snoozed", "Snooze"])
    }

    @Test func aBundleAliasChosenByAvailabilityIsStillTheModules() throws {
        let alias = try SwiftSourceScanner.scan(source: """
            extension Bundle {
                static var currentSPM: Bundle {
                    if #available(iOS 18, *) { #bundle } else { .module }
                }
            }
            """, path: "Bundle.swift")
        let use = try SwiftSourceScanner.scan(source: #"let t = Text("Stamina", bundle: .currentSPM)"#, path: "Use.swift")
        #expect(SwiftSourceScanner.resolve([alias, use]).localizableUses.map(\.bundle) == [.module])
    }

    @Test func everyLiteralCountsAsAUseCompiledOrNotAndInterpolatedOnesAsPatterns() throws {
        let scan = try SwiftSourceScanner.scan(source: #"""
            #if DEBUG
            let debugOnly = Text("Debug menu")
            #endif
            let material = NSLocalizedString("asset.material:\(tag)", tableName: "Assets", comment: "")
            let short = "\(a)-\(b)"
            """#, path: "Literals.swift")
        #expect(scan.literalTexts.contains("Debug menu"))
        #expect(scan.literalPatterns == [LiteralPattern(prefix: "asset.material:", suffix: "", spelling: "asset.material:(tag)")])
        #expect(scan.literalPatterns.first?.matches("asset.material:resin") == true)
        #expect(scan.literalPatterns.first?.matches("asset.material:") == false)
    }

    @Test func anInterpolatedLiteralNeverProducesItsOwnSpelling() throws {
        // genstrings writes `"Open \"\(preview)\""` into a table as `Open "(preview)"`; code looks up the
        // text with the note's preview in it, so only a preview that is the text "(preview)" would read
        // that entry. The shape still matches it (never called unused), and any other key of the shape.
        let scan = try SwiftSourceScanner.scan(source: #"""
            let title = NSLocalizedString("Open \"\(preview)\"", comment: "")
            """#, path: "Shortcut.swift")
        let pattern = try #require(scan.literalPatterns.first)
        #expect(scan.literalPatterns.count == 1)
        #expect(pattern.spelling == #"Open "(preview)""#)
        #expect(pattern.matches(#"Open "(preview)""#))
        #expect(!pattern.mayProduce(#"Open "(preview)""#))
        #expect(pattern.mayProduce(#"Open "Groceries""#))
        #expect(!pattern.mayProduce("Open"))
    }
}

@Suite struct WidgetFamilyTests {
    @Test func aWatchBuildNeverShowsTheSystemFamiliesCases() throws {
        let source = """
            struct Face: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    switch family {
                    case .accessoryCircular, .accessoryCorner: Text("Ring")
                    case .systemSmall, .systemMedium:
                        Text("Dashboard")
                    case .accessoryInline: Text("Line")
                    default: Text("Other")
                    }
                }
            }
            """
        let watch = try SwiftSourceScanner.scan(source: source, path: "Face.swift", environment: BuildEnvironment(platform: .watchOS))
        let phone = try SwiftSourceScanner.scan(source: source, path: "Face.swift", environment: BuildEnvironment(platform: .iOS))
        #expect(watch.localizableUses.map(\.key) == ["Ring", "Line", "Other"])
        // `.accessoryCircular, .accessoryCorner` names a family the phone shows, so the clause stays.
        #expect(phone.localizableUses.map(\.key) == ["Ring", "Dashboard", "Line", "Other"])
    }

    /// The shortest family names, and the only ones in the file, still say it switches over families.
    @Test func aSwitchNamingOnlyTheShortestFamiliesIsStillRecognised() throws {
        let source = """
            struct Face: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    switch family {
                    case .systemSmall: Text("Small")
                    case .systemLarge: Text("Large")
                    default: Text("Other")
                    }
                }
            }
            """
        let watch = try SwiftSourceScanner.scan(source: source, path: "Face.swift", environment: BuildEnvironment(platform: .watchOS))
        #expect(watch.localizableUses.map(\.key) == ["Other"])
    }

    /// A widget that lists its families per platform, a view switching over them, and helpers only the
    /// dropped clauses call.
    static let declaredFamilies = """
        struct Gauges: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "gauges", provider: Provider()) { entry in GaugesView(entry: entry) }
                #if os(watchOS)
                .supportedFamilies([.accessoryCircular, .accessoryRectangular])
                #else
                .supportedFamilies([.systemSmall, .accessoryCircular])
                #endif
            }
        }

        struct GaugesView: View {
            @Environment(\\.widgetFamily) var family
            var body: some View {
                switch family {
                case .accessoryCircular: Text("Ring")
                case .accessoryRectangular: Text("Bars")
                case .systemSmall: small
                case .systemLarge: Text("Everything")
                default: Text("Unsupported")
                }
            }
            var small: some View { Text("Small") }
        }
        """

    @Test func aDefaultClauseIsDroppedWhenTheOtherClausesNameEveryDeclaredFamily() throws {
        let watch = try SwiftSourceScanner.scan(
            source: Self.declaredFamilies, path: "Gauges.swift", environment: BuildEnvironment(platform: .watchOS))
        let phone = try SwiftSourceScanner.scan(
            source: Self.declaredFamilies, path: "Gauges.swift", environment: BuildEnvironment(platform: .iOS))
        // The watch shows circular and rectangular, both named: no default, no system families.
        #expect(watch.localizableUses.map(\.key) == ["Ring", "Bars", "Small"])
        #expect(watch.memberReferences["body"]?.contains("small") == false)
        // The phone shows small and circular: `.systemLarge` is declared by no configuration, and
        // `.accessoryRectangular` (which the phone could show) is not declared either.
        #expect(phone.localizableUses.map(\.key) == ["Ring", "Small"])
        #expect(phone.memberReferences["body"]?.contains("small") == true)
    }

    @Test func aDefaultClauseStaysWhenAConfigurationListsNoFamilies() throws {
        let source = Self.declaredFamilies.replacingOccurrences(
            of: "struct GaugesView", with: "struct Other: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"o\", provider: P()) { _ in GaugesView() } } }\n\nstruct GaugesView")
        let watch = try SwiftSourceScanner.scan(source: source, path: "Gauges.swift", environment: BuildEnvironment(platform: .watchOS))
        // Another widget shows every family the watch has, so accessoryCorner may reach `default`.
        #expect(watch.localizableUses.map(\.key) == ["Ring", "Bars", "Unsupported", "Small"])
    }
}
