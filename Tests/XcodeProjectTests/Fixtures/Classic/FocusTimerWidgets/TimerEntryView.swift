import SwiftUI

// The bundle (struct TimerWidgets: WidgetBundle) lives in the package; only the Info.plist says "widget".
struct TimerEntryView: View {
    let label = "ActivityConfiguration(for: x)"
    var body: some View { Text(label) }
}
