import Foundation

enum LedgerError: Error {
    case locked
}

extension LedgerError {
    var message: String {
        switch self {
        case .locked:
            return NSLocalizedString("Ledger locked", comment: "Error message")
        }
    }
}
