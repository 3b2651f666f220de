import SwiftUI
import WidgetKit

@main
struct QuillBundle: WidgetBundle {
    var body: some Widget {
        NoteWidget()
    }
}

struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: NoteProvider()) { entry in
            VStack {
                Text(entry.title)
                Text(Badge().text)
            }
        }
    }
}

struct NoteEntry: TimelineEntry {
    let date: Date
    let title: String
}
