/// A parameter of the project's own code that takes a localizable key: `func row(_ title: LocalizedStringKey)`,
/// `init(title: LocalizedStringResource)`, or a struct's stored `let title: LocalizedStringKey` (its memberwise
/// initializer). Xcode's compiler-based extraction takes the string literals passed there as keys.
public struct LocalizableParameter: Hashable, Sendable {
    /// The function's name, or the type's name for an initializer.
    public var callee: String
    /// The argument label; nil for `_`.
    public var label: String?
    /// The parameter's position, which decides for unlabelled arguments.
    public var position: Int
    /// What the function passes to `String(format:)` with the text it looks the key up as, when that is all
    /// it does with the parameter (`String(format: String(localized: key), displayName)`): the key's uses
    /// through it are formatted with these values (`LocalizableUse.formatValues`).
    public var formatValues: [LocalizableUse.Placeholder]?
}

/// A string literal passed to a call, kept until the target's declarations say whether the parameter
/// takes a key.
struct LiteralArgument: Hashable, Sendable {
    var callee: String
    var label: String?
    var position: Int
    var use: LocalizableUse

    func matches(_ parameter: LocalizableParameter) -> Bool {
        parameter.callee == callee && parameter.label == label && (label != nil || parameter.position == position)
    }
}

/// The declared types whose string literals are localizable keys: `let x: T = "…"` extracts "…". Words of
/// the scanner's, in a row, so that a token is tested with two comparisons.
func isLocalizableTypeName(_ token: Token) -> Bool {
    token.kind != .string && token.number >= Word.localizedStringKey.rawValue
        && token.number <= Word.localizationValue.rawValue
}

/// The index of a type's own name after qualifiers (`SwiftUI.LocalizedStringKey`, `String.LocalizationValue`).
func unqualifiedTypeIndex(_ tokens: TokenList, from start: Int, limit: Int) -> Int {
    var index = start
    while index + 2 < limit, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(.dot),
        tokens[index + 2].kind == .identifier,
        tokens[index].spells(.swiftUI) || tokens[index].spells(.foundation) || tokens[index].spells(.string)
            || tokens[index].spells(.appIntents)
    {
        index += 2
    }
    return index
}

/// Finds the localizable parameters and `Bundle` aliases a file declares.
struct LocalizableDeclarationCollector {
    let tokens: TokenList
    let brackets: BracketTable

    /// `static let currentSPM = #bundle` (or `Bundle.module`, `.main`…), usually in `extension Bundle`.
    func bundleAliases() -> [String: LocalizableUse.BundleReference] {
        var aliases: [String: LocalizableUse.BundleReference] = [:]
        for index in tokens.indices where tokens[index].isIdentifier(.static) {
            var cursor = index + 1
            guard cursor + 1 < tokens.count, tokens[cursor].isIdentifier(.let) || tokens[cursor].isIdentifier(.var),
                tokens[cursor + 1].kind == .identifier
            else { continue }
            let name = tokens.text(cursor + 1)
            cursor += 2
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation(.colon), tokens[cursor + 1].isIdentifier(.bundle) {
                cursor += 2
            }
            guard cursor < tokens.count else { continue }
            var valueStart = cursor
            var valueEnd = cursor
            if tokens[cursor].isOperator(.equals) {
                valueStart = cursor + 1
                valueEnd = valueStart
                while valueEnd < tokens.count, valueEnd - valueStart < 3, !endsValue(tokens[valueEnd]) { valueEnd += 1 }
            } else if tokens[cursor].isPunctuation(.openBrace), let close = brackets[cursor] {
                valueStart = cursor + 1
                valueEnd = close
                if valueStart < valueEnd, tokens[valueStart].isIdentifier(.return) { valueStart += 1 }
                // `if #available(…) { #bundle } else { .module }`: every branch names the module's bundle.
                if let reference = Self.moduleInEveryBranch(tokens, valueStart..<valueEnd) {
                    aliases[name] = reference
                    continue
                }
            } else {
                continue
            }
            if let reference = Self.bundleReference(tokens, valueStart..<valueEnd), reference != .unknown {
                aliases[name] = reference
            }
        }
        return aliases
    }

    private func endsValue(_ token: Token) -> Bool {
        token.isPunctuation(.semicolon) || token.isPunctuation(.closeBrace) || (token.kind == .identifier && token.isKeyword)
    }

    /// `.module` when a body's branches all end in `#bundle` or `.module` (and name no other bundle).
    static func moduleInEveryBranch(_ tokens: TokenList, _ body: Range<Int>) -> LocalizableUse.BundleReference? {
        guard body.contains(where: { tokens[$0].isIdentifier(.available) || tokens[$0].isIdentifier(.if) }) else { return nil }
        var sawModule = false
        let parts = tokens[body]
        for (index, token) in parts.enumerated() {
            if token.isIdentifier(.bundleMacro) { sawModule = true }
            if token.isIdentifier(.module), index > 0, tokens[body.lowerBound + index - 1].isPunctuation(.dot) { sawModule = true }
            if token.isIdentifier(.main) || token.isIdentifier(.bundle) && index + 1 < parts.count
                && tokens[body.lowerBound + index + 1].isPunctuation(.openParen)
            {
                return nil
            }
        }
        return sawModule ? .module : nil
    }

    /// What `bundle:`'s value (or an alias's) names: `.module`, `Bundle.main`, `#bundle`, `.alias`.
    static func bundleReference(_ tokens: TokenList, _ value: Range<Int>) -> LocalizableUse.BundleReference? {
        let start = value.lowerBound
        if value.count == 1, tokens[start].isIdentifier(.bundleMacro) { return .module }
        var name: String?
        if value.count == 2, tokens[start].isPunctuation(.dot), tokens[start + 1].kind == .identifier {
            name = tokens.text(start + 1)
        }
        if value.count == 3, tokens[start].isIdentifier(.bundle), tokens[start + 1].isPunctuation(.dot),
            tokens[start + 2].kind == .identifier
        {
            name = tokens.text(start + 2)
        }
        switch name {
        case "module": return .module
        case "main": return .main
        case let alias?: return .alias(alias)
        case nil: return .unknown
        }
    }

    /// The project's own `String` wrappers that localize the string they are called on:
    /// `extension String { var localized: String { NSLocalizedString(self, comment: "") } }` makes
    /// `"Paused".localized` a key, as `genstrings -s localized` would. Each is a parameter of callee `.name`.
    func stringWrapperRoutines() -> [LocalizableParameter] {
        var result: [LocalizableParameter] = []
        for index in tokens.indices where tokens[index].isIdentifier(.extension) && index + 2 < tokens.count {
            guard tokens[index + 1].isIdentifier(.string) || tokens[index + 1].isIdentifier(.stringProtocol) else { continue }
            var open = index + 2
            while open < tokens.count, !tokens[open].isPunctuation(.openBrace) { open += 1 }
            guard open < tokens.count, let close = brackets[open] else { continue }
            var cursor = open + 1
            while cursor < close {
                defer { cursor += 1 }
                guard tokens[cursor].isIdentifier(.func) || tokens[cursor].isIdentifier(.var), cursor + 1 < close,
                    tokens[cursor + 1].kind == .identifier
                else { continue }
                let name = tokens.text(cursor + 1)
                var body = cursor + 2
                while body < close, !tokens[body].isPunctuation(.openBrace) {
                    body = tokens[body].isPunctuation(.openParen) ? (brackets.skipGroup(at: body) ?? body + 1) : body + 1
                }
                guard body < close, let bodyClose = brackets[body] else { continue }
                if Self.localizesSelf(tokens[(body + 1)..<bodyClose]) {
                    result.append(LocalizableParameter(callee: "." + name, label: nil, position: -1))
                }
                cursor = bodyClose
            }
        }
        return result
    }

    /// `NSLocalizedString(self`, `String(localized: .init(stringLiteral: self)`, `LocalizedStringKey(self)`,
    /// `localizedString(forKey: self`: a body that looks the receiver up as a key.
    private static func localizesSelf(_ body: Slice<TokenList>) -> Bool {
        let parts = Array(body)
        for (index, token) in parts.enumerated() where token.isIdentifier(.`self`) {
            let window = parts[max(0, index - 8)..<index]
            if window.contains(where: {
                $0.isIdentifier(.nsLocalizedString) || $0.isIdentifier(.localized) || $0.isIdentifier(.localizedStringKey)
                    || $0.isIdentifier(.localizedStringResource) || $0.isIdentifier(.localizedString)
                    || $0.isIdentifier(.localizationValue)
            }) {
                return true
            }
        }
        return false
    }

    func localizableParameters() -> [LocalizableParameter] {
        var result: [LocalizableParameter] = stringWrapperRoutines()
        var typeBodies: [(name: String, isStruct: Bool, body: Range<Int>)] = []
        func innermostType(containing index: Int) -> (name: String, isStruct: Bool, body: Range<Int>)? {
            typeBodies.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
        }
        // One pass for the type bodies and the functions: a type's body starts after its name, so the types
        // holding an `init` are all found by the time it is reached (two passes read every token twice).
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            if token.isDeclarationKeyword(in: [.struct, .class, .enum, .extension, .actor]), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            {
                var open = index + 2
                while open < tokens.count, !tokens[open].isPunctuation(.openBrace), !tokens[open].isPunctuation(.closeBrace) { open += 1 }
                if open < tokens.count, tokens[open].isPunctuation(.openBrace), let close = brackets[open] {
                    typeBodies.append((tokens.text(index + 1), token.isDeclarationKeyword(in: .struct), (open + 1)..<close))
                }
            }
            if token.isIdentifier(.func), index + 2 < tokens.count, tokens[index + 1].kind == .identifier {
                var open = index + 2
                if tokens[open].spells(.lessThan) {
                    while open < tokens.count, !tokens[open].isPunctuation(.openParen) { open += 1 }
                }
                guard open < tokens.count, tokens[open].isPunctuation(.openParen) else { continue }
                result += parameters(callee: tokens.text(index + 1), open: open, typeBody: innermostType(containing: index)?.body)
            } else if token.isIdentifier(.`init`), let type = innermostType(containing: index) {
                var open = index + 1
                if open < tokens.count, tokens[open].kind == .operator || tokens[open].isPunctuation(.question) { open += 1 }
                guard open < tokens.count, tokens[open].isPunctuation(.openParen) else { continue }
                result += parameters(callee: type.name, open: open, typeBody: type.body)
            }
        }
        // A struct's stored properties, in order, are its memberwise initializer's labelled parameters.
        for type in typeBodies where type.isStruct {
            var position = 0
            var index = type.body.lowerBound
            while index < type.body.upperBound {
                if tokens[index].isPunctuation(.openBrace) || tokens[index].isPunctuation(.openParen)
                    || tokens[index].isPunctuation(.openBracket)
                {
                    index = brackets.skipGroup(at: index) ?? index + 1
                    continue
                }
                defer { index += 1 }
                guard tokens[index].isIdentifier(.let) || tokens[index].isIdentifier(.var),
                    index + 3 < type.body.upperBound, tokens[index + 1].kind == .identifier,
                    tokens[index + 2].isPunctuation(.colon), !(index > 0 && tokens[index - 1].isIdentifier(.static))
                else { continue }
                let typeIndex = unqualifiedTypeIndex(tokens, from: index + 3, limit: type.body.upperBound)
                let isLocalizable = tokens[typeIndex].kind == .identifier && isLocalizableTypeName(tokens[typeIndex])
                let isComputed = typeIndex + 1 < type.body.upperBound && tokens[typeIndex + 1].isPunctuation(.openBrace)
                if isComputed { continue }
                if isLocalizable {
                    result.append(LocalizableParameter(callee: type.name, label: tokens.text(index + 1), position: position))
                }
                position += 1
            }
        }
        return result
    }

    /// `(label name: LocalizedStringKey, _ other: LocalizedStringKey)`: the parameters whose type is localizable.
    private func parameters(callee: String, open: Int, typeBody: Range<Int>?) -> [LocalizableParameter] {
        guard let close = brackets[open] else { return [] }
        var result: [LocalizableParameter] = []
        // Each localizable parameter's name inside the body, by its index in `result`.
        var innerNames: [String] = []
        var allInnerNames: Set<String> = []
        var start = open + 1
        var position = 0
        while start < close {
            var end = start
            while end < close, !tokens[end].isPunctuation(.comma) { end = brackets.skipGroup(at: end) ?? end + 1 }
            if let colon = (start..<end).first(where: { tokens[$0].isPunctuation(.colon) }), colon > start, colon + 1 < end {
                let names = tokens[start..<colon].filter { $0.kind == .identifier }
                if let inner = names.last { allInnerNames.insert(tokens.text(of: inner)) }
                let typeIndex = unqualifiedTypeIndex(tokens, from: colon + 1, limit: end)
                if tokens[typeIndex].kind == .identifier, isLocalizableTypeName(tokens[typeIndex]) {
                    let label = names.first.map { $0.spells(.underscore) ? nil : tokens.text(of: $0) } ?? nil
                    result.append(LocalizableParameter(callee: callee, label: label, position: position))
                    innerNames.append(names.last.map { tokens.text(of: $0) } ?? "")
                }
            }
            position += 1
            start = end + 1
        }
        if !result.isEmpty, let body = body(after: close) {
            for index in result.indices {
                result[index].formatValues = formatValues(
                    of: innerNames[index], in: body, parameters: allInnerNames, typeBody: typeBody)
            }
        }
        return result
    }

    /// Whether `body` declares `name` itself (`let name`, `var name`, `if let name`, a closure's `name in`).
    private func declaresLocally(_ name: String, in body: Range<Int>) -> Bool {
        body.contains { index in
            guard tokens[index].kind == .identifier, tokens.text(index) == name else { return false }
            if index > body.lowerBound, tokens[index - 1].isIdentifier(.let) || tokens[index - 1].isIdentifier(.var) { return true }
            // A closure's parameters: `name in`, `name, other in`.
            var next = index + 1
            while next + 1 < body.upperBound, tokens[next].isPunctuation(.comma), tokens[next + 1].kind == .identifier { next += 2 }
            return next < body.upperBound && tokens[next].isIdentifier(.in)
        }
    }

    /// The type written for a property `name` declared directly in a type's body (`static var name: String`).
    private func memberTypeName(of name: String, in typeBody: Range<Int>) -> String? {
        var found: String?
        var index = typeBody.lowerBound
        while index < typeBody.upperBound {
            if tokens[index].isPunctuation(.openBrace) || tokens[index].isPunctuation(.openParen)
                || tokens[index].isPunctuation(.openBracket)
            {
                index = brackets.skipGroup(at: index) ?? index + 1
                continue
            }
            defer { index += 1 }
            guard tokens[index].isIdentifier(.let) || tokens[index].isIdentifier(.var), index + 3 < typeBody.upperBound,
                tokens[index + 1].kind == .identifier, tokens.text(index + 1) == name, tokens[index + 2].isPunctuation(.colon)
            else { continue }
            let typeIndex = unqualifiedTypeIndex(tokens, from: index + 3, limit: typeBody.upperBound)
            guard tokens[typeIndex].kind == .identifier else { return nil }
            let next = typeIndex + 1 < typeBody.upperBound ? tokens[typeIndex + 1] : nil
            // `String?`, `Array<…>`, `String.Index`: not a plain value of that type.
            if let next, next.isPunctuation(.question) || next.isPunctuation(.exclamation) || next.isPunctuation(.dot)
                || next.spells(.lessThan)
            {
                return nil
            }
            let type = tokens.text(typeIndex)
            if let found, found != type { return nil }
            found = type
        }
        return found
    }

    /// The body of the function whose parameter list closes at `close`: the braces after its signature.
    private func body(after close: Int) -> Range<Int>? {
        var index = close + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(.openBrace) { return brackets[index].map { (index + 1)..<$0 } }
            if token.isPunctuation(.closeBrace) || token.isPunctuation(.semicolon) || token.isIdentifier(.func)
                || token.isIdentifier(.var) || token.isIdentifier(.let) || token.isIdentifier(.`init`)
            {
                return nil
            }
            index = brackets.skipGroup(at: index) ?? index + 1
        }
        return nil
    }

    /// The values a body passes to `String(format:)` with the text it looks the parameter `name` up as, when
    /// every mention of `name` in it is such a look-up, all passing the same values (`FormattedLookup`). A
    /// value that is another parameter has no type the file's declarations give: it is kept untyped. A bare
    /// name the body never declares, and that the enclosing type declares with its type written
    /// (`static var displayName: String`), is that member, whatever other functions of the file call their
    /// locals.
    private func formatValues(
        of name: String, in body: Range<Int>, parameters: Set<String>, typeBody: Range<Int>?
    ) -> [LocalizableUse.Placeholder]? {
        guard !name.isEmpty, !name.hasPrefix("_") else { return nil }
        var mentions = 0
        for index in body where tokens[index].kind == .identifier && tokens.text(index) == name { mentions += 1 }
        guard mentions > 0 else { return nil }
        var found: [LocalizableUse.Placeholder]?
        var lookups = 0
        for index in body where tokens[index].isIdentifier(.string) {
            guard let lookup = FormattedLookup.at(index, tokens: tokens, brackets: brackets), lookup.key.count == 1,
                tokens[lookup.key.lowerBound].kind == .identifier, tokens.text(lookup.key.lowerBound) == name
            else { continue }
            let values = lookup.placeholders(tokens: tokens).map { value in
                guard let path = value.referencePath, let first = path.first else { return value }
                if parameters.contains(first) {
                    return LocalizableUse.Placeholder(expression: value.expression, specifier: nil, referencePath: nil)
                }
                if path.count == 1, let typeBody, !declaresLocally(first, in: body),
                    let type = memberTypeName(of: first, in: typeBody), let specifier = formatSpecifier(forType: type)
                {
                    return LocalizableUse.Placeholder(expression: value.expression, specifier: specifier, referencePath: nil)
                }
                return value
            }
            if let found, found != values { return nil }
            found = values
            lookups += 1
        }
        return lookups == mentions ? found : nil
    }
}
