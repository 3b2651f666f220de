import Foundation

public struct OrbitFilter {
    public enum Context { case home, away }
}

extension OrbitFilter.Context {
    public var label: String { NSLocalizedString("Filter: home", bundle: .module, comment: "") }
}
