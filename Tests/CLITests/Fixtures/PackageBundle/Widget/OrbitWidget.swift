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
                Button(intent: Refresh()) {
                    Image(systemName: "arrow.clockwise")
                } label: {
                    Text("Orbit")
                }
                OrbitGauge()
            }
        }
    }
}

struct OrbitProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrbitEntry { OrbitEntry(date: .now) }
}
