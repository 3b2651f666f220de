import SwiftUI
import WidgetKit

@main
struct MeterBundle: WidgetBundle {
    var body: some Widget {
        ReadingWidget()
    }
}

struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reading", provider: ReadingProvider()) { entry in
            Text(verbatim: entry.value)
        }
    }
}
