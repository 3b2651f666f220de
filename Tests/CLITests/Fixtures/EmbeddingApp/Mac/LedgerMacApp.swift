import SwiftUI

@main
struct LedgerMacApp: App {
    var body: some Scene {
        WindowGroup { Text("Balance") }
    }
}
