import SwiftUI
import WidgetKit

struct CourierWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "courier", provider: Provider()) { _ in Text("Sent") }
    }
}
