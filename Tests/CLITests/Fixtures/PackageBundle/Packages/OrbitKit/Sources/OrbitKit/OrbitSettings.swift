import SwiftUI

public struct OrbitSettings: View {
    public var body: some View { Text("Units", bundle: .module) }
}
