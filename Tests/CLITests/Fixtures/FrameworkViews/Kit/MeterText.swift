import Foundation

private final class MeterKitBundle {}

func MeterText(_ key: String) -> String {
    NSLocalizedString(key, bundle: Bundle(for: MeterKitBundle.self), comment: "")
}
