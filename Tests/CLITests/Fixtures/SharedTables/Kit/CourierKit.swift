import Foundation

private final class CourierKitBundle {}

public enum CourierKit {
    static let bundle = Bundle(for: CourierKitBundle.self)
    public static let retry = NSLocalizedString("Retry", tableName: "Core", bundle: bundle, comment: "")
    public static let cancel = NSLocalizedString("Cancel", tableName: "Core", bundle: bundle, comment: "")
    public static let sending = NSLocalizedString("Sending", tableName: "Core", comment: "")
}
