import Foundation

public enum CourierKit {
    public static let retry = NSLocalizedString("Retry", tableName: "Core", comment: "")
    public static let cancel = NSLocalizedString("Cancel", tableName: "Core", comment: "")
}
