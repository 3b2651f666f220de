import SwiftUI
import WidgetKit

@main
struct BrewBundle: WidgetBundle {
    var body: some Widget {
        BrewWidget()
    }
}

struct BrewWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "brew", provider: BrewProvider()) { entry in
            BrewView()
        }
    }
}

struct BrewView: View {
    var minutes: Int = 3
    var body: some View {
        VStack {
            Text("Steeping")
            Text("Ready in \(minutes) min")
            #if DEBUG
            Text("Debug timings")
            #endif
        }
    }
}

#Preview(as: .systemSmall) {
    BrewWidget()
} timeline: {
    Text("Preview entry")
}

struct BrewView_Previews: PreviewProvider {
    static var previews: some View { Text("Old preview") }
}
