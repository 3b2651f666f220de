import Foundation

struct Badge {
    var text: String { NSLocalizedString("Pinned", comment: "Badge of a pinned note") }
}
