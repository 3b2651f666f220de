import CourierKit
import SwiftUI

@main
struct CourierApp: App {
    var body: some Scene {
        WindowGroup { Text("Sent").accessibilityHint(CourierKit.cancel) }
    }
}
