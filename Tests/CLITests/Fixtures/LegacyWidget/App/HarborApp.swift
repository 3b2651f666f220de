import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { Text("Harbor") }
    }
}
