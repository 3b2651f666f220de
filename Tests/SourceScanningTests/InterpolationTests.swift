import Diagnostics
import Foundation
import Testing
@testable import SourceScanning

private func keys(_ source: String) throws -> [String] {
    try SwiftSourceScanner.scan(source: source, path: "Keys.swift").localizableUses.map(\.key)
}

@Suite struct InterpolationTests {
    @Test func literalsGiveTheirSpecifier() throws {
        #expect(try keys(#"Text("\(5) of \("x") at \(1.5)")"#) == ["%lld of %@ at %lf"])
    }

    @Test func declaredTypesGiveTheirSpecifier() throws {
        let source = #"""
            struct Row: View {
                let total: Int
                var name: String
                var ratio: Double?
                let weight: Float
                let bytes: UInt
                var body: some View {
                    Text("\(name): \(total) \(ratio) \(weight) \(bytes)")
                }
                func detail(count: Int, for label: String) -> some View {
                    Text("Cycle \(count) of \(self.total) for \(label)")
                }
            }
            """#
        #expect(try keys(source) == ["%@: %lld %lf %f %llu", "Cycle %lld of %lld for %@"])
    }

    @Test func constructionsCountsAndInitialValues() throws {
        let source = #"""
            let step = 3
            let title = "T"
            Text("\(items.count) items, \(Int(progress * 100)) percent, \(String(value)) \(Double(x)) \(step) \(title)")
            """#
        #expect(try keys(source) == ["%lld items, %lld percent, %@ %lf %lld %@"])
    }

    @Test func arithmeticHasTheTypeOfItsFirstPath() throws {
        // A page counter as widgets show it: Xcode extracts "%lld / %lld" for Int operands.
        let source = #"""
            struct Entry { let page: Int; let pageCount: Int; let ratio: Double; let name: String }
            struct Card: View {
                let entry: Entry
                var body: some View {
                    Text("\(entry.page + 1) / \(entry.pageCount)")
                    Text("\(self.entry.ratio * 100)% and \(2 * 3) and \(1.5 + 1)")
                    Text("\(entry.name + entry.name) \(entry.page - offset())")
                }
            }
            """#
        let scan = SwiftSourceScanner.resolve([try SwiftSourceScanner.scan(source: source, path: "Card.swift")])
        let uses = scan.files.flatMap(\.localizableUses)
        #expect(uses.map(\.key) == ["%lld / %lld", "%lf%% and %lld and %lf", "%@ %@"])
        // A call among the operands is not typed: the placeholder stays unknown.
        #expect(uses.map(\.hasUnknownPlaceholders) == [false, false, true])
    }

    @Test func explicitSpecifierAndFormattedValues() throws {
        #expect(try keys(#"Text("\(speed, specifier: "%.1f") km/h since \(date, style: .time)")"#) == ["%.1f km/h since %@"])
        #expect(try keys(#"Text("Ends in \(timerInterval: range, countsDown: true)")"#) == ["Ends in %@"])
        let composed = try SwiftSourceScanner.scan(
            source: #"Text("\(Text("Bold").bold()) and \(Image(systemName: "star"))")"#, path: "K.swift")
        // The inner Text's key is a use of its own.
        #expect(composed.localizableUses.map(\.key) == ["%@ and %@", "Bold"])
        #expect(composed.localizableUses.first?.hasUnknownPlaceholders == false)
    }

    @Test func unknownTypesBecomeWildcards() throws {
        let scan = try SwiftSourceScanner.scan(source: #"Text("Hello \(user.displayName) \(compute())")"#, path: "K.swift")
        let use = try #require(scan.localizableUses.first)
        #expect(use.hasUnknownPlaceholders)
        #expect(use.key == "Hello %@ %@")
        #expect(use.matches(catalogKey: "Hello %@ %lld"))
        #expect(use.matches(catalogKey: "Hello %lld %1$@"))
        #expect(!use.matches(catalogKey: "Hello %@"))
        #expect(!use.matches(catalogKey: "Hi %@ %@"))
    }

    @Test func conflictingDeclarationsAreUnknown() throws {
        let source = #"""
            struct A { var value: Int }
            struct B { var value: String }
            Text("\(value)")
            """#
        let use = try #require(try SwiftSourceScanner.scan(source: source, path: "K.swift").localizableUses.first)
        #expect(use.hasUnknownPlaceholders)
    }

    @Test func matchingIsExactForKnownSpecifiersAndPercents() throws {
        let use = try #require(try SwiftSourceScanner.scan(
            source: #"let total: Int = 0; Text("\(total)% done")"#, path: "K.swift").localizableUses.first)
        #expect(use.key == "%lld%% done")
        #expect(use.matches(catalogKey: "%lld%% done"))
        #expect(use.matches(catalogKey: "%1$lld%% done"))
        #expect(!use.matches(catalogKey: "%@%% done"))
        #expect(!use.matches(catalogKey: "%lld% done"))
        #expect(!use.matches(catalogKey: "%lld%% done!"))
    }

    @Test func aLiteralWithoutInterpolationKeepsItsPercentSign() throws {
        let use = try #require(try SwiftSourceScanner.scan(source: #"Text("100% sure")"#, path: "K.swift").localizableUses.first)
        #expect(use.key == "100% sure")
        #expect(use.matches(catalogKey: "100% sure"))
        #expect(!use.matches(catalogKey: "100%% sure"))
    }

    @Test func multipleInterpolationsKeepTheirOrder() throws {
        let source = #"""
            func cycles(current: Int, total: Int, label: String) {
                Text("Cycle \(current) of \(total) — \(label)")
            }
            """#
        #expect(try keys(source) == ["Cycle %lld of %lld — %@"])
    }

    @Test func memberPathsResolveAcrossFilesOfTheTarget() throws {
        let attributes = try SwiftSourceScanner.scan(source: #"""
            struct TimerAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var cycle: Int
                    var phase: String
                }
            }
            """#, path: "Attributes.swift")
        let widget = try SwiftSourceScanner.scan(source: #"""
            ActivityConfiguration(for: TimerAttributes.self) { context in
                Text("Cycle \(context.state.cycle), \(context.state.phase), \(context.state.other)")
            }
            """#, path: "Widget.swift")
        // Alone, the widget file cannot know the types.
        #expect(widget.localizableUses.first?.hasUnknownPlaceholders == true)
        let target = SwiftSourceScanner.resolve([attributes, widget])
        let use = try #require(target.localizableUses.first)
        #expect(use.key == "Cycle %lld, %@, %@")
        #expect(use.hasUnknownPlaceholders)
        #expect(use.matches(catalogKey: "Cycle %lld, %@, %lf"))
        #expect(!use.matches(catalogKey: "Cycle %@, %@, %lf"))
    }

    @Test func aFilesOwnDeclarationWinsOverTheTargets() throws {
        let other = try SwiftSourceScanner.scan(source: "var count: String", path: "Other.swift")
        let own = try SwiftSourceScanner.scan(source: #"let count: Int = 1; Text("\(count)")"#, path: "Own.swift")
        #expect(SwiftSourceScanner.resolve([other, own]).localizableUses.map(\.key) == ["%lld"])
    }

    @Test func aFilesOwnNameWithoutAnEvidentTypeHidesTheTargets() throws {
        // `r` here is a String (the compiler infers it); another file's `let r = Double(n)` is another `r`.
        let other = try SwiftSourceScanner.scan(source: "func f(n: Int) { let r = Double(n) }", path: "Other.swift")
        let own = try SwiftSourceScanner.scan(
            source: #"let r = reps.map { "\($0)" } ?? "—"; Text("\(r)×")"#, path: "Own.swift")
        let use = try #require(SwiftSourceScanner.resolve([other, own]).localizableUses.first)
        #expect(use.hasUnknownPlaceholders)
        #expect(use.matches(catalogKey: "%@×"))
        // A file with no such name of its own still takes the target's type.
        let elsewhere = try SwiftSourceScanner.scan(source: #"Text("\(r)×")"#, path: "Elsewhere.swift")
        #expect(SwiftSourceScanner.resolve([other, elsewhere]).localizableUses.map(\.key) == ["%lf×"])
    }

    /// `range.start` names a member of some type; the file's `let start = Date(…)` inside a function is a
    /// local, which no member access can reach. A real project's damage-range key looked unused so.
    @Test func aMemberIsNotTypedByALocalOfTheSameName() throws {
        let view = try SwiftSourceScanner.scan(source: #"""
            struct Falloff: View {
                let spans: [Span]
                let title: String
                var body: some View {
                    ForEach(spans, id: \.start) { span in Text("\(span.start) – \(span.end) m") }
                }
            }
            func width(of value: Double) -> String {
                let start = Date(timeIntervalSinceReferenceDate: 0)
                let end = Date(timeIntervalSinceReferenceDate: value)
                return (start..<end).formatted()
            }
            """#, path: "Falloff.swift")
        let untyped = try #require(SwiftSourceScanner.resolve([view]).localizableUses.first)
        #expect(untyped.hasUnknownPlaceholders)
        #expect(untyped.matches(catalogKey: "%lld – %lld m"))
        // The type's own properties, declared in another file, type it.
        let span = try SwiftSourceScanner.scan(source: "struct Span { var start, end: Int }", path: "Span.swift")
        #expect(SwiftSourceScanner.resolve([view, span]).localizableUses.map(\.key) == ["%lld – %lld m"])
        // `var start, end: Date` declares both as `Date`: with the `Int`s, each name has two types, so neither is typed.
        let season = try SwiftSourceScanner.scan(source: "struct Season { var start, end: Date }", path: "Season.swift")
        #expect(season.declarations.map(\.name) == ["start", "end"] && season.declarations.map(\.typeName) == ["Date", "Date"])
        let both = try #require(SwiftSourceScanner.resolve([view, span, season]).localizableUses.first)
        #expect(both.hasUnknownPlaceholders && both.matches(catalogKey: "%lld – %lld m"))
        // A bare name is still typed by a declaration of any kind.
        let bare = try SwiftSourceScanner.scan(source: #"func f() { let start = Date(); Text("\(start)") }"#, path: "Bare.swift")
        #expect(SwiftSourceScanner.resolve([bare]).localizableUses.map(\.key) == ["%@"])
        // `title` is a member; the parameter `value` and the two locals are not.
        #expect(view.declarations.map(\.name) == ["title", "value", "start", "end"])
        #expect(view.declarations.map(\.isMember) == [true, false, false, false])
    }

    @Test func declarationsAreReportedWithTypeAndLocation() throws {
        let marked = MarkedSource("struct S {\n    var 1️⃣cycle: Int?\n    let 2️⃣label = \"x\"\n}\n")
        let declarations = try marked.scan().declarations
        #expect(declarations == [
            SymbolDeclaration(name: "cycle", typeName: "Int", location: marked.location("1️⃣")),
            SymbolDeclaration(name: "label", typeName: "String", location: marked.location("2️⃣")),
        ])
    }
}

/// Keys returned by functions and properties typed `LocalizedStringKey`, as a real Live Activity names its metrics.
@Suite struct TypedReturnTests {
    @Test func literalsReturnedAsKeysAreUses() throws {
        let source = #"""
            enum Metric { case power, heat, level }
            private func label(for metric: Metric) -> LocalizedStringKey {
                switch metric {
                case .power: "Charging power"
                case .heat: "Hottest component"
                default: "Level"
                }
            }
            private func symbol(for metric: Metric) -> String {
                switch metric {
                case .power: "bolt.fill"
                default: "cpu"
                }
            }
            struct Row {
                var title: SwiftUI.LocalizedStringKey { "Battery" }
                func caption(_ on: Bool) -> LocalizedStringResource {
                    if on { return "Paused" }
                    return "Running \(format(5))"
                }
                func detail() -> LocalizedStringKey {
                    Text(verbatim: "x")
                    return helper(label: "Not returned")
                }
            }
            """#
        let scan = try SwiftSourceScanner.scan(source: source, path: "Metrics.swift")
        let keys = scan.localizableUses.filter { $0.kind == .typedDeclaration }.map(\.key)
        #expect(keys == ["Charging power", "Hottest component", "Level", "Battery", "Paused", "Running %@"])
        let first = try #require(scan.localizableUses.first { $0.key == "Charging power" })
        #expect(first.location.line == 4)
        #expect(first.location.column == 18)
    }
}
