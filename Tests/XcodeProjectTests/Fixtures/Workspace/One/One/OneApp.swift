import SwiftUI

@main
struct OneApp: App {
    var body: some Scene { WindowGroup { Text("One") } }
}
