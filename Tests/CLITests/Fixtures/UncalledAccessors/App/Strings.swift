import Foundation

enum Strings {
    /// Abacus
    static let title = Strings.lookUp("abacus_title", fallback: "Abacus")
    /// Nothing to count
    static let unusedTitle = Strings.lookUp("unused_title", fallback: "Nothing to count")

    /// %d items left
    static func itemsLeft(_ count: Int) -> String {
        Strings.lookUp("items_left", count, fallback: "%d items left")
    }

    /// %d items left (second plural form)
    static func itemsLeftPlural(_ count: Int) -> String {
        Strings.lookUp("items_left-plural", count, fallback: "%d items left")
    }

    private static func lookUp(_ key: String, _ arguments: CVarArg..., fallback: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: fallback, table: nil)
        return String(format: format, arguments: arguments)
    }
}
