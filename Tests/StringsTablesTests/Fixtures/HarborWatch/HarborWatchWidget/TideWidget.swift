import SwiftUI
import WidgetKit

struct TideEntry: TimelineEntry {
    let date: Date
    let nextHighWater: Date
    let windowStart: Date
    let windowEnd: Date
    let boats: Int
    let minutesToTide: Int
    let isOffline: Bool
}

struct TideWidgetView: View {
    let entry: TideEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Next tide")
                .font(.headline)
            Text("High water at \(entry.nextHighWater.formatted(date: .omitted, time: .shortened))")
            Text("\(entry.windowStart.formatted(date: .omitted, time: .shortened)) – \(entry.windowEnd.formatted(date: .omitted, time: .shortened))")
            Text("\(entry.boats) boats in harbor")
            Text("Tide in \(entry.minutesToTide) minutes at \(entry.nextHighWater.formatted(date: .omitted, time: .shortened))")
            Text("Harbor status")
            Text("Moorings")
            if entry.isOffline {
                Text("Offline")
                Text("Tap to refresh")
            }
        }
    }
}
