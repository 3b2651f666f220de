import MeterKit
import SwiftUI

@main
struct MeterApp: App {
    var body: some Scene {
        WindowGroup { DialRepresentable() }
    }
}

struct DialRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> DialView { DialView() }
    func updateUIView(_ view: DialView, context: Context) {}
}
