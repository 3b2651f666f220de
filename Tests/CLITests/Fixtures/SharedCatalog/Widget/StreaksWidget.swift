import SwiftUI
import WidgetKit

@main
struct StreaksBundle: WidgetBundle {
    var body: some Widget {
        StreakWidget()
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "streak", provider: StreakProvider()) { entry in
            VStack {
                Text("Streak")
                Text("Best streak")
            }
        }
    }
}
