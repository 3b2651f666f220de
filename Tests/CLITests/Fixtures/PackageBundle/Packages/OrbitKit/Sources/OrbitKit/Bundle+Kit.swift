import Foundation

extension Bundle {
    static let orbitKit = #bundle
}
