import SwiftUI

@main
struct TrackerApp: App {
    var body: some Scene { WindowGroup { Text("Tracking") } }
}
