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
        #if os(watchOS)
        .supportedFamilies([.accessoryCircular])
        #else
        .supportedFamilies([.systemSmall])
        #endif
    }
}

struct TideGauge: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .accessoryCircular: Image(systemName: "water.waves")
        case .systemSmall: dashboard
        default: Text("Unsupported size")
        }
    }

    var dashboard: some View { chart() }

    func chart() -> some View { Text("Tide chart") }
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
        TideGauge()
    }
}
