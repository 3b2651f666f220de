import SwiftUI

@main
struct TidesWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Tides") }
    }
}
