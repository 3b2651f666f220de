/// A locale's plural rules of one type, parsed: picks the category for a number.
public struct PluralRuleSet: Sendable, Equatable {
    /// The rules in CLDR category order; `other` is implied when absent.
    public let rules: [PluralRule]

    /// Parses `(category, source)` pairs; a category may appear once.
    public init(parsing sources: [(PluralCategory, String)]) throws(PluralRuleSyntaxError) {
        var rules: [PluralRule] = []
        for (category, source) in sources {
            if rules.contains(where: { $0.category == category }) {
                throw PluralRuleSyntaxError(message: "category '\(category.rawValue)' has two rules", column: 1)
            }
            rules.append(try PluralRule(category: category, source: source))
        }
        self.rules = rules.sorted { $0.category < $1.category }
    }

    /// The rule set of a language without plural distinctions (ICU's `root`).
    public static let otherOnly = PluralRuleSet(uncheckedRules: [])

    private init(uncheckedRules: [PluralRule]) {
        rules = uncheckedRules
    }

    /// The categories these rules can select, in CLDR order; always ends with `other`.
    public var categories: [PluralCategory] {
        let listed = rules.map(\.category).filter { $0 != .other }
        return listed + [.other]
    }

    /// The first category, in CLDR order, whose condition holds; `other` when none does.
    public func category(for operands: PluralOperands) -> PluralCategory {
        for rule in rules where rule.category != .other && rule.matches(operands) {
            return rule.category
        }
        return .other
    }
}
