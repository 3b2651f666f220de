import SwiftUI
import UIKit

@main
struct TideApp: App {
    var body: some Scene {
        WindowGroup { GaugeRepresentable() }
    }
}

struct GaugeRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> GaugeView { GaugeView() }
    func updateUIView(_ view: GaugeView, context: Context) {}
}

/// Restored by the name the system saved: "DialView" is a literal, not a type named in code.
let restoredViewName = "DialView"
