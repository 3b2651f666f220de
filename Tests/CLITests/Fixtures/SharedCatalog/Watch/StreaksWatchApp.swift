import SwiftUI

@main
struct StreaksWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Streak") }
    }
}
