import Diagnostics
import Testing
@testable import SourceScanning

private func timers(_ marked: MarkedSource) throws -> [TimerView] {
    try marked.scan().timerViews
}

@Suite struct TimerViewTests {
    @Test func findsEachTimerKindAtItsInitializer() throws {
        let marked = MarkedSource(#"""
            VStack {
                1️⃣Text(timerInterval: start...end, countsDown: true)
                2️⃣Text(date, style: .timer)
                Text(context.state.endDate, style: .relative)
                Text(date, style: .date)
                6️⃣Text(endDate, style: Text.DateStyle.timer)
                ProgressView(timerInterval: range, countsDown: false) { Text("Left") }
                ProgressView(timerInterval: range) { Text("Label") } currentValueLabel: { Text("Now") }
                ProgressView(value: 0.5)
            }
            """#)
        let found = try timers(marked)
        // A progress bar fills from the right in a right-to-left layout, as it should, and a relative date
        // ("2 hr, 5 min") is a phrase of the language: neither is a timer view.
        #expect(found.map(\.kind) == [.textTimerInterval, .textTimerStyle, .textTimerStyle])
        #expect(found.map(\.location) == ["1️⃣", "2️⃣", "6️⃣"].map(marked.location))
        #expect(found.allSatisfy { !$0.isPinnedLeftToRight })
    }

    @Test func pinOnTheViewItself() throws {
        let marked = MarkedSource(#"""
            1️⃣Text(timerInterval: range)
                .font(.title)
                .environment(\.layoutDirection, .leftToRight)
            2️⃣Text(date, style: .timer).monospacedDigit()
            """#)
        let found = try timers(marked)
        #expect(found.map(\.location) == [marked.location("1️⃣"), marked.location("2️⃣")])
        #expect(found.map(\.isPinnedLeftToRight) == [true, false])
    }

    @Test func pinOnEnclosingStacksAfterSeveralModifiers() throws {
        let marked = MarkedSource(#"""
            var body: some View {
                VStack {
                    HStack(spacing: 4) {
                        Image(systemName: "timer")
                        1️⃣Text(timerInterval: range)
                            .bold()
                    }
                    .padding(8)
                    .background(Color.black, in: Capsule())
                    .environment(\.layoutDirection, .leftToRight)
                    2️⃣Text(date, style: .timer)
                }
                .frame(maxWidth: .infinity)
                .foregroundStyle(.white)
                .environment(\.layoutDirection, LayoutDirection.leftToRight)
                3️⃣Text(timerInterval: range)
            }
            """#)
        let found = try timers(marked)
        #expect(found.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map(marked.location))
        #expect(found.map(\.isPinnedLeftToRight) == [true, true, false])
    }

    @Test func pinInADifferentExpressionDoesNotCount() throws {
        let marked = MarkedSource(#"""
            let timer = 1️⃣Text(timerInterval: range)
            Text("Other").environment(\.layoutDirection, .leftToRight)
            VStack { timer }
            HStack { Text("x") }.environment(\.layoutDirection, .leftToRight)
            """#)
        let found = try timers(marked)
        #expect(found.count == 1)
        #expect(found.first?.location == marked.location("1️⃣"))
        #expect(found.first?.isPinnedLeftToRight == false)
    }

    @Test func rightToLeftAndFlipsAreNotPins() throws {
        let marked = MarkedSource(#"""
            1️⃣Text(timerInterval: range).environment(\.layoutDirection, .rightToLeft)
            2️⃣Text(timerInterval: range).flipsForRightToLeftLayoutDirection(false)
            HStack {
                3️⃣Text(timerInterval: range).environment(\.layoutDirection, .rightToLeft)
            }
            .environment(\.layoutDirection, .leftToRight)
            """#)
        #expect(try timers(marked).map(\.isPinnedLeftToRight) == [false, false, false])
    }

    @Test func contentOfAModifierOnlySeesLaterModifiers() throws {
        let marked = MarkedSource(#"""
            Color.clear
                .overlay { 1️⃣Text(timerInterval: range) }
                .environment(\.layoutDirection, .leftToRight)
                .background { 2️⃣Text(date, style: .timer) }
            """#)
        #expect(try timers(marked).map(\.isPinnedLeftToRight) == [true, false])
    }

    @Test func digitFragmentsAroundAColonInAnHStack() throws {
        let marked = MarkedSource(#"""
            1️⃣HStack(spacing: 0) {
                Text("\(minutes)")
                Text(":")
                Text("\(seconds)")
            }
            2️⃣HStack {
                Text(String(format: "%02d", hours)); Text(verbatim: ":"); Text("\(minutes)")
            }
            .environment(\.layoutDirection, .leftToRight)
            HStack { Text("Ready"); Text(":"); Text("Go") }
            HStack { Text("\(minutes)"); Text("\(seconds)") }
            HStack { Text(name); Text(" : "); Text(title) }
            HStack { Text(name); Text(" : "); 3️⃣Text(end, style: .timer) }
            """#)
        let found = try timers(marked)
        // A label beside a timer is a row that mirrors rightly: only the timer itself is reported.
        #expect(found.map(\.kind) == [.digitStack, .digitStack, .textTimerStyle])
        #expect(found.map(\.location) == [marked.location("1️⃣"), marked.location("2️⃣"), marked.location("3️⃣")])
        #expect(found.map(\.isPinnedLeftToRight) == [false, true, false])
    }

    @Test func timersInsideAWidgetAreFound() throws {
        let marked = MarkedSource(#"""
            ActivityConfiguration(for: TimerAttributes.self) { context in
                1️⃣Text(timerInterval: context.state.range, countsDown: true)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.trailing) {
                        2️⃣Text(timerInterval: context.state.range)
                            .environment(\.layoutDirection, .leftToRight)
                    }
                } compactLeading: {
                    EmptyView()
                } compactTrailing: {
                    3️⃣Text(timerInterval: context.state.range)
                }
                minimal: { EmptyView() }
            }
            """#)
        let found = try timers(marked)
        #expect(found.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map(marked.location))
        #expect(found.map(\.isPinnedLeftToRight) == [false, true, false])
    }
}

/// The texts a file writes only in one Live Activity's drawing code: where the app never starts that
/// activity, they are no text code can show.
@Suite struct LiveActivityOnlyTextsTests {
    @Test func textsWrittenOnlyInsideAnActivityAreItsOwn() throws {
        let scan = try SwiftSourceScanner.scan(source: #"""
            import ActivityKit
            enum Mode: String { case Resting, Active }
            let title = "Both"
            struct RestActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RestAttributes.self) { context in
                        RestLockScreen(context: context)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Rest"); Text("Both"); Text("Resting") }
                        } compactLeading: { Text("R\(context.state.count)") } compactTrailing: { Text("\(Text("Inner"))") }
                        minimal: { Text("Shared") }
                    }
                }
            }
            struct RestLockScreen: View {
                let context: ActivityViewContext<RestAttributes>
                var body: some View {
                    Text("Lock")
                    #if DEBUG
                    Text("Debug only")
                    #endif
                }
            }
            struct WorkActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: WorkAttributes.self) { _ in Text("Shared"); Text("Work") } dynamicIsland: { _ in DynamicIsland {} }
                }
            }
            """#, path: "Widget/Activities.swift")
        // "Both" is also a constant outside, "Resting" also an enum's raw value, "Shared" in two activities.
        #expect(scan.liveActivityOnlyTexts == [
            "RestAttributes": ["Rest", "Inner", "Lock", "Debug only"],
            "WorkAttributes": ["Work"],
        ])
        #expect(scan.literalTexts.isSuperset(of: ["Rest", "Both", "Resting", "Inner", "Lock", "Debug only", "Shared", "Work"]))
    }

    @Test func aFileThatDrawsNoActivityHasNone() throws {
        let scan = try SwiftSourceScanner.scan(source: "struct V: View { var body: some View { Text(\"Rest\") } }", path: "V.swift")
        #expect(scan.liveActivityOnlyTexts.isEmpty)
    }
}
