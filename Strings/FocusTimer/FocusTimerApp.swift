import ActivityKit
import SwiftUI

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @AppStorage("languageCode") private var languageCode = ""
    @State private var cycle = 1
    private let totalCycles = 4

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Focus session")
                Text("Cycle \(cycle) of \(totalCycles)")
                Button("Start Focus", action: start)
            }
            .navigationTitle("FocusTimer")
        }
    }

    private func start() {
        let attributes = FocusTimerAttributes(sessionName: "Focus", languageCode: languageCode)
        let now = Date()
        let state = FocusTimerAttributes.ContentState(
            timerRange: now...now.addingTimeInterval(25 * 60), cycle: cycle, totalCycles: totalCycles,
            minutesLeft: 25, isPaused: false)
        _ = try? Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil))
    }
}
