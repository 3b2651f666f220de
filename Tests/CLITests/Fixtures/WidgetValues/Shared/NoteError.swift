import Foundation

enum NoteError: Error, Equatable {
    case offline
}

extension NoteError {
    var title: String {
        switch self {
        case .offline:
            return NSLocalizedString("Sync failed", comment: "Error title")
        }
    }
}
