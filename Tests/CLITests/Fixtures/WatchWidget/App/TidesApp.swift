import SwiftUI

@main
struct TidesApp: App {
    var body: some Scene {
        WindowGroup { Text("Tides") }
    }
}
