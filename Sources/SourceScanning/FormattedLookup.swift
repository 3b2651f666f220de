/// `String(format: String(localized: key), name)` and `String(format: NSLocalizedString(key, comment: ""), n)`:
/// a text looked up only to be the format of `String(format:)`, which passes it the values that follow.
/// A translation may then read a value its source leaves out (Chinese naming the app in a title whose
/// English does not), as long as the code passes it one of that type.
struct FormattedLookup {
    /// The key argument of the inner look-up (a literal, or the name of a wrapper's parameter).
    var key: Range<Int>
    /// The values passed after the format, in order; a `locale:` argument is no value.
    var values: [Range<Int>]

    /// The look-up at `index`, which must be the `String` of `String(format: …)`; nil for anything else:
    /// another label first, a format that is not one whole look-up, an argument labelled other than
    /// `locale`, or a look-up given a table or bundle (read from where the key's other uses may not be).
    static func at(_ index: Int, tokens: TokenList, brackets: BracketTable) -> FormattedLookup? {
        guard index + 3 < tokens.count, tokens[index].isIdentifier(.string), tokens[index + 1].isPunctuation(.openParen),
            tokens[index + 2].isIdentifier(.format), tokens[index + 3].isPunctuation(.colon),
            let close = brackets[index + 1]
        else { return nil }
        let arguments = ArgumentList.split(tokens: tokens, range: (index + 2)..<close, brackets: brackets)
        guard let format = arguments.first, format.label == "format" else { return nil }
        var values: [Range<Int>] = []
        for argument in arguments.dropFirst() {
            if argument.label == "locale" { continue }
            guard argument.label == nil, !argument.range.isEmpty else { return nil }
            values.append(argument.range)
        }
        // The format is one call spanning the whole argument: `String(localized: …)` or `NSLocalizedString(…)`.
        let start = format.range.lowerBound
        guard format.range.count >= 4, tokens[start + 1].isPunctuation(.openParen),
            brackets[start + 1] == format.range.upperBound - 1
        else { return nil }
        let inner = ArgumentList.split(tokens: tokens, range: (start + 2)..<(format.range.upperBound - 1), brackets: brackets)
        guard let key = inner.first else { return nil }
        if tokens[start].isIdentifier(.string) {
            guard key.label == "localized" else { return nil }
        } else if tokens[start].isIdentifier(.nsLocalizedString) {
            guard key.label == nil else { return nil }
        } else {
            return nil
        }
        let otherLabels: Set<String> = ["comment", "locale", "value", "defaultValue"]
        guard inner.dropFirst().allSatisfy({ $0.label.map(otherLabels.contains) == true }) else { return nil }
        return FormattedLookup(key: key.range, values: values)
    }

    /// Each value as a placeholder of its type where the file shows it: a literal, or a name or member path
    /// (`displayName`, `self.count`, `item.title`) whose declaration the target's symbols resolve later.
    /// Anything else is a placeholder without a type, which a translation's added specifier never matches.
    func placeholders(tokens: TokenList) -> [LocalizableUse.Placeholder] {
        values.map { range in
            let source = range.map { tokens.text($0) }.joined()
            var placeholder = LocalizableUse.Placeholder(expression: source, specifier: nil, referencePath: nil)
            if range.count == 1 {
                switch tokens[range.lowerBound].kind {
                case .integer: placeholder.specifier = formatSpecifier(forType: "Int")
                case .float: placeholder.specifier = formatSpecifier(forType: "Double")
                case .string: placeholder.specifier = "%@"
                default: break
                }
                if placeholder.specifier != nil { return placeholder }
            }
            // `a`, `a.b.c`: identifiers separated by dots, `self.` dropped.
            var path: [String] = []
            var expectsName = true
            for index in range {
                let token = tokens[index]
                if expectsName, token.kind == .identifier {
                    path.append(tokens.text(index))
                } else if !expectsName, token.isPunctuation(.dot) {
                } else {
                    return placeholder
                }
                expectsName.toggle()
            }
            guard !expectsName else { return placeholder }
            if path.first == "self" { path.removeFirst() }
            guard !path.isEmpty else { return placeholder }
            placeholder.referencePath = path
            return placeholder
        }
    }
}
