import SwiftUI
import WidgetKit

@main
struct TidesBundle: WidgetBundle {
    var body: some Widget {
        TideWidget()
    }
}

struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tide", provider: TideProvider()) { entry in
            TideView(entry: entry)
        }
    }
}

struct TideView: View {
    let entry: TideEntry
    var body: some View {
        #if os(iOS)
        VStack {
            Text("High tide")
            Text("Next")
        }
        #elseif os(watchOS)
        VStack {
            Text("\(entry.height)")
            Text("Low tide")
        }
        #endif
    }
}
