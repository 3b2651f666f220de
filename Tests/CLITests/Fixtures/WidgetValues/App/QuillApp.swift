import SwiftUI

@main
struct QuillApp: App {
    @State private var failure: NoteError? = .offline
    @State private var name = "Groceries"

    var body: some Scene {
        WindowGroup {
            Text(failure?.title ?? "")
            Text(NSLocalizedString("Open \"\(name)\"", comment: "Shortcut title"))
        }
    }

    func handler(for intent: INIntent) -> Any? {
        intent is SyncIntent ? SyncIntentHandler() : nil
    }
}
