import ActivityKit
import SwiftUI
import WidgetKit

struct TrackerLiveActivity {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TrackerAttributes.self) { context in
            Text("Remaining")
        } dynamicIsland: { _ in
            DynamicIsland { }
        }
    }
}
