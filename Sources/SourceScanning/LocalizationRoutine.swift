/// One of the project's own localization wrappers, named in the configuration's `localizationRoutines`
/// as `genstrings -s` names them: `L10n.tr` (a call whose first argument is the key) or `.localized`
/// (a member of the string literal that is the key, `"Paused".localized()`).
public struct LocalizationRoutine: Sendable, Hashable, Codable {
    /// As written in the configuration: `L10n.tr`, `tr` or `.localized`.
    public var name: String
    /// Which argument (from 1) holds the key, for a call.
    public var keyArgument: Int
    /// Which argument (from 1) holds the table name, when the routine takes one (SwiftGen's `tr(table, key)`).
    public var tableArgument: Int?

    public init(name: String, keyArgument: Int = 1, tableArgument: Int? = nil) {
        self.name = name
        self.keyArgument = keyArgument
        self.tableArgument = tableArgument
    }

    /// `localized` for `.localized`: the routine is a member of the literal.
    var receiverMember: String? { name.hasPrefix(".") ? String(name.dropFirst()) : nil }

    /// `["L10n", "tr"]` for `L10n.tr`.
    var path: [String] { name.split(separator: ".").map(String.init) }
}
