import SwiftUI

@main
struct AbacusApp: App {
    var body: some Scene {
        WindowGroup {
            Text(Strings.title)
            Text(Strings.itemsLeft(3))
        }
    }
}
