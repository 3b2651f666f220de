import SwiftUI
import WidgetKit

@main
struct HarborBundle: WidgetBundle {
    var body: some Widget {
        WaterWidget()
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "water", provider: WaterProvider()) { entry in
            VStack {
                Text("High water")
                Text("Low water")
                Text("\(entry.hours) hours to high water")
                Text("Slack tide")
            }
        }
    }
}
