import SwiftUI
import WidgetKit

@main
struct CourierBundle: WidgetBundle {
    var body: some Widget {
        ParcelWidget()
    }
}

struct ParcelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "parcel", provider: ParcelProvider()) { entry in
            Text("Sent")
        }
    }
}
