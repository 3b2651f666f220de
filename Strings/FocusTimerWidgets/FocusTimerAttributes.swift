import ActivityKit
import Foundation

/// What the app hands the Live Activity. `languageCode` is the language the user chose in the app;
/// the widget's own process only sees the system locale, so every string is resolved for this code.
struct FocusTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var timerRange: ClosedRange<Date>
        var cycle: Int
        var totalCycles: Int
        var minutesLeft: Int
        var isPaused: Bool
    }

    var sessionName: String
    /// Empty means "use the system locale".
    var languageCode: String
}
