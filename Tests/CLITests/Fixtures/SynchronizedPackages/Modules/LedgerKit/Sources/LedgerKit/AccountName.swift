import Foundation

public enum AccountName {
    public static var local: String {
        NSLocalizedString("account.local", tableName: "Names", comment: "The account kept on this device")
    }

    public static func pending(_ amount: String) -> String {
        String(format: NSLocalizedString("Pending %@", bundle: .module, comment: "An amount not yet booked"), amount)
    }

    public static var balance: String { NSLocalizedString("Balance", bundle: .module, comment: "") }
}
