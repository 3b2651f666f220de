import SwiftUI

@main
struct LensApp: App {
    var body: some Scene {
        WindowGroup { Text("Lens") }
    }
}
