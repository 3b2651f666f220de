import Foundation

struct Shelf {
    var label: String { NSLocalizedString("Shelf", comment: "Where exports go") }
}
