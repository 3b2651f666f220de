import SwiftUI
import WidgetKit

@main
struct TallyBundle: WidgetBundle {
    var body: some Widget {
        CountWidget()
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            Text(L10n.widgetTitle)
        }
    }
}
