import OrbitKit
import SwiftUI
import WidgetKit

@main
struct OrbitBundle: WidgetBundle {
    var body: some Widget {
        OrbitWidget()
    }
}

struct OrbitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orbit", provider: OrbitProvider()) { entry in
            VStack {
                Text("Orbit")
                OrbitGauge()
            }
        }
    }
}
