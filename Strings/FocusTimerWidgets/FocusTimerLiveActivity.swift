import ActivityKit
import SwiftUI
import WidgetKit

struct FocusTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusTimerAttributes.self) { context in
            LockScreenView(context: context)
                .environment(\.locale, context.attributes.locale)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Focus")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.timerRange, countsDown: true)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Cycle \(context.state.cycle) of \(context.state.totalCycles)")
                }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text(timerInterval: context.state.timerRange, countsDown: true)
                    .frame(width: 44)
                    .environment(\.layoutDirection, .leftToRight)
            } minimal: {
                Image(systemName: "timer")
            }
            .environment(\.locale, context.attributes.locale)
        }
    }
}

struct LockScreenView: View {
    let context: ActivityViewContext<FocusTimerAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Focus")
                    .font(.headline)
                Spacer()
                // Mirrored in Arabic and Hebrew: the countdown inherits the right-to-left layout.
                Text(timerInterval: context.state.timerRange, countsDown: true)
                    .font(.title.monospacedDigit())
            }
            if context.state.isPaused {
                Text("Paused")
            } else if context.state.minutesLeft == 0 {
                Text("Take a break")
            } else {
                Text("\(context.state.minutesLeft) minutes")
            }
            Text("Cycle \(context.state.cycle) of \(context.state.totalCycles)")
            Text("\(context.state.timerRange.lowerBound.formatted(date: .omitted, time: .shortened)) – \(context.state.timerRange.upperBound.formatted(date: .omitted, time: .shortened))")
                .font(.caption)
        }
        .padding()
    }
}

extension FocusTimerAttributes {
    /// The app's chosen language, or the system's when the app sent none.
    var locale: Locale {
        languageCode.isEmpty ? .current : Locale(identifier: languageCode)
    }
}
