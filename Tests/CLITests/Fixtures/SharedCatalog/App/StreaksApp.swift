import SwiftUI

@main
struct StreaksApp: App {
    var body: some Scene {
        WindowGroup { Text("Settings") }
    }
}
