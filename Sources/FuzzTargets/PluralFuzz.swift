import PluralRules

/// The plural rule parser and the operand reader. Input lines of the form `category: rule` are rules
/// (parsed alone and as a set); every other line is a number, evaluated against those rules and against
/// every CLDR locale's rules of both types.
enum PluralFuzz {
    /// A few locales whose rules use every operand and category, so each number meets all kinds of condition.
    static let languages = ["en", "fr", "ar", "cy", "ru", "pl", "lt", "mt", "ga", "gv", "he", "br", "sl", "kw", "it"]

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        var sources: [(PluralCategory, String)] = []
        var numbers: [String] = []
        for line in FuzzInput.text(bytes).split(separator: "\n", omittingEmptySubsequences: false) {
            if let colon = line.firstIndex(of: ":"), let category = PluralCategory(rawValue: String(line[..<colon])) {
                sources.append((category, String(line[line.index(after: colon)...])))
            } else {
                numbers.append(String(line))
            }
        }
        var rules: [PluralRule] = []
        for (category, source) in sources {
            guard let rule = try? PluralRule(category: category, source: source) else { continue }
            rules.append(rule)
            for sample in rule.integerSamples + rule.decimalSamples {
                _ = try? PluralOperands(sample.start)
                if let end = sample.end { _ = try? PluralOperands(end) }
            }
        }
        let ruleSet = try? PluralRuleSet(parsing: sources)
        for number in numbers.prefix(8) {
            guard let operands = try? PluralOperands(number) else { continue }
            try checkOperands(operands, text: number)
            for rule in rules { _ = rule.matches(operands) }
            if let ruleSet {
                let category = ruleSet.category(for: operands)
                guard ruleSet.categories.contains(category) else {
                    throw InvariantViolation(.plural, "\(category) for \(number) is not among the set's categories")
                }
            }
            for type in PluralRuleType.allCases {
                for language in languages {
                    let category = PluralRules.category(for: operands, language: language, type: type)
                    guard PluralRules.categories(for: language, type: type).contains(category) else {
                        throw InvariantViolation(
                            .plural, "\(language) \(type) gives \(category) for \(number), not among its categories")
                    }
                }
            }
        }
    }

    private static func checkOperands(_ operands: PluralOperands, text: String) throws(InvariantViolation) {
        guard operands.w <= operands.v, operands.v == operands.fractionDigits.utf8.count else {
            throw InvariantViolation(.plural, "operands of \(text) have w > v or a wrong v: \(operands)")
        }
        // Operands use the absolute value, so a leading minus changes nothing.
        if !text.hasPrefix("-") {
            guard let negative = try? PluralOperands("-" + text), negative == operands else {
                throw InvariantViolation(.plural, "-\(text) does not have the operands of \(text)")
            }
        }
        _ = operands.n
        _ = operands.description
    }
}
