import SwiftUI

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            Text(L10n.title)
            Text(L10n.count(3))
        }
    }
}
