import SwiftUI

struct SessionSummary: View {
    let minutesLeft: Int

    var body: some View {
        VStack {
            Text("Time left: \(minutesLeft)")
            Text("Take a break")
            Text("Paused")
        }
    }
}
