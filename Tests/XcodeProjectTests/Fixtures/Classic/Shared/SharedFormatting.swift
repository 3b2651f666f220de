import Foundation

enum SharedFormatting {
    static func minutes(_ value: Int) -> String { String(localized: "\(value) min") }
}
