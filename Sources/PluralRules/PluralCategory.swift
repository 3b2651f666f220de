/// A CLDR plural category: the key a catalog's `plural` variation is stored under.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR order (zero, one, two, few, many, other), the order categories are listed and evaluated in.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.orderIndex < rhs.orderIndex
    }

    private var orderIndex: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// Which CLDR rule set applies: cardinal counts ("3 files") or ordinal positions ("3rd place").
public enum PluralRuleType: String, Sendable, Hashable, CaseIterable {
    case cardinal, ordinal
}
