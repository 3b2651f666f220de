import SwiftUI

public struct OrbitGauge: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Altitude", bundle: .module)
            Text("Velocity", bundle: .orbitKit)
            Text("Period", bundle: .module)
        }
    }
}
