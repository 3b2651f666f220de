import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { Text("Ledger") }
    }
}
