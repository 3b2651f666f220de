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

/// The declared types whose string literals are localizable keys: `let x: T = "…"` extracts "…".
let localizableTypeNames: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "IntentDescription", "IntentDialog", "DisplayRepresentation",
    "TypeDisplayRepresentation", "LocalizationValue",
]

/// The index of a type's own name after qualifiers (`SwiftUI.LocalizedStringKey`, `String.LocalizationValue`).
func unqualifiedTypeIndex(_ tokens: [Token], from start: Int, limit: Int) -> Int {
    var index = start
    while index + 2 < limit, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation("."),
        tokens[index + 2].kind == .identifier,
        ["SwiftUI", "Foundation", "String", "AppIntents"].contains(tokens[index].text)
    {
        index += 2
    }
    return index
}

/// Finds the localizable parameters and `Bundle` aliases a file declares.
struct LocalizableDeclarationCollector {
    let tokens: [Token]
    let brackets: BracketTable

    /// `static let currentSPM = #bundle` (or `Bundle.module`, `.main`…), usually in `extension Bundle`.
    func bundleAliases() -> [String: LocalizableUse.BundleReference] {
        var aliases: [String: LocalizableUse.BundleReference] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("static") {
            var cursor = index + 1
            guard cursor + 1 < tokens.count, tokens[cursor].isIdentifier("let") || tokens[cursor].isIdentifier("var"),
                tokens[cursor + 1].kind == .identifier
            else { continue }
            let name = tokens[cursor + 1].text
            cursor += 2
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation(":"), tokens[cursor + 1].isIdentifier("Bundle") {
                cursor += 2
            }
            guard cursor < tokens.count else { continue }
            var valueStart = cursor
            var valueEnd = cursor
            if tokens[cursor].kind == .operator, tokens[cursor].text == "=" {
                valueStart = cursor + 1
                valueEnd = valueStart
                while valueEnd < tokens.count, valueEnd - valueStart < 3, !endsValue(tokens[valueEnd]) { valueEnd += 1 }
            } else if tokens[cursor].isPunctuation("{"), let close = brackets[cursor] {
                valueStart = cursor + 1
                valueEnd = close
                if valueStart < valueEnd, tokens[valueStart].isIdentifier("return") { valueStart += 1 }
                // `if #available(…) { #bundle } else { .module }`: every branch names the module's bundle.
                if let reference = Self.moduleInEveryBranch(tokens[valueStart..<valueEnd]) {
                    aliases[name] = reference
                    continue
                }
            } else {
                continue
            }
            if let reference = Self.bundleReference(tokens[valueStart..<valueEnd]), reference != .unknown {
                aliases[name] = reference
            }
        }
        return aliases
    }

    private func endsValue(_ token: Token) -> Bool {
        token.isPunctuation(";") || token.isPunctuation("}") || (token.kind == .identifier && token.isKeyword)
    }

    /// `.module` when a body's branches all end in `#bundle` or `.module` (and name no other bundle).
    static func moduleInEveryBranch(_ body: ArraySlice<Token>) -> LocalizableUse.BundleReference? {
        guard body.contains(where: { $0.isIdentifier("#available") || $0.isIdentifier("if") }) else { return nil }
        var sawModule = false
        let parts = Array(body)
        for (index, token) in parts.enumerated() {
            if token.isIdentifier("#bundle") { sawModule = true }
            if token.isIdentifier("module"), index > 0, parts[index - 1].isPunctuation(".") { sawModule = true }
            if token.isIdentifier("main") || token.isIdentifier("Bundle") && index + 1 < parts.count && parts[index + 1].isPunctuation("(") {
                return nil
            }
        }
        return sawModule ? .module : nil
    }

    /// What `bundle:`'s value (or an alias's) names: `.module`, `Bundle.main`, `#bundle`, `.alias`.
    static func bundleReference(_ value: ArraySlice<Token>) -> LocalizableUse.BundleReference? {
        let parts = Array(value)
        if parts.count == 1, parts[0].isIdentifier("#bundle") { return .module }
        var name: String?
        if parts.count == 2, parts[0].isPunctuation("."), parts[1].kind == .identifier { name = parts[1].text }
        if parts.count == 3, parts[0].isIdentifier("Bundle"), parts[1].isPunctuation("."), parts[2].kind == .identifier {
            name = parts[2].text
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
        for index in tokens.indices where tokens[index].isIdentifier("extension") && index + 2 < tokens.count {
            guard tokens[index + 1].isIdentifier("String") || tokens[index + 1].isIdentifier("StringProtocol") else { continue }
            var open = index + 2
            while open < tokens.count, !tokens[open].isPunctuation("{") { open += 1 }
            guard open < tokens.count, let close = brackets[open] else { continue }
            var cursor = open + 1
            while cursor < close {
                defer { cursor += 1 }
                guard tokens[cursor].isIdentifier("func") || tokens[cursor].isIdentifier("var"), cursor + 1 < close,
                    tokens[cursor + 1].kind == .identifier
                else { continue }
                let name = tokens[cursor + 1].text
                var body = cursor + 2
                while body < close, !tokens[body].isPunctuation("{") {
                    body = tokens[body].isPunctuation("(") ? (brackets.skipGroup(at: body) ?? body + 1) : body + 1
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
    private static func localizesSelf(_ body: ArraySlice<Token>) -> Bool {
        let parts = Array(body)
        for (index, token) in parts.enumerated() where token.isIdentifier("self") {
            let window = parts[max(0, index - 8)..<index]
            if window.contains(where: {
                $0.isIdentifier("NSLocalizedString") || $0.isIdentifier("localized") || $0.isIdentifier("LocalizedStringKey")
                    || $0.isIdentifier("LocalizedStringResource") || $0.isIdentifier("localizedString")
                    || $0.isIdentifier("LocalizationValue")
            }) {
                return true
            }
        }
        return false
    }

    func localizableParameters() -> [LocalizableParameter] {
        var result: [LocalizableParameter] = stringWrapperRoutines()
        var typeBodies: [(name: String, isStruct: Bool, body: Range<Int>)] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard tokens[index].isDeclarationKeyword(in: [.struct, .class, .enum, .extension, .actor]), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            else { continue }
            var open = index + 2
            while open < tokens.count, !tokens[open].isPunctuation("{"), !tokens[open].isPunctuation("}") { open += 1 }
            guard open < tokens.count, tokens[open].isPunctuation("{"), let close = brackets[open] else { continue }
            typeBodies.append((tokens[index + 1].text, tokens[index].isDeclarationKeyword(in: .struct), (open + 1)..<close))
        }
        func innermostType(containing index: Int) -> (name: String, isStruct: Bool, body: Range<Int>)? {
            typeBodies.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
        }
        for index in tokens.indices {
            let token = tokens[index]
            if token.isIdentifier("func"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier {
                var open = index + 2
                if tokens[open].text == "<" || tokens[open].isPunctuation("<") {
                    while open < tokens.count, !tokens[open].isPunctuation("(") { open += 1 }
                }
                guard open < tokens.count, tokens[open].isPunctuation("(") else { continue }
                result += parameters(callee: tokens[index + 1].text, open: open)
            } else if token.isIdentifier("init"), let type = innermostType(containing: index) {
                var open = index + 1
                if open < tokens.count, tokens[open].kind == .operator || tokens[open].isPunctuation("?") { open += 1 }
                guard open < tokens.count, tokens[open].isPunctuation("(") else { continue }
                result += parameters(callee: type.name, open: open)
            }
        }
        // A struct's stored properties, in order, are its memberwise initializer's labelled parameters.
        for type in typeBodies where type.isStruct {
            var position = 0
            var index = type.body.lowerBound
            while index < type.body.upperBound {
                if tokens[index].isPunctuation("{") || tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") {
                    index = brackets.skipGroup(at: index) ?? index + 1
                    continue
                }
                defer { index += 1 }
                guard tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"),
                    index + 3 < type.body.upperBound, tokens[index + 1].kind == .identifier,
                    tokens[index + 2].isPunctuation(":"), !(index > 0 && tokens[index - 1].isIdentifier("static"))
                else { continue }
                let typeIndex = unqualifiedTypeIndex(tokens, from: index + 3, limit: type.body.upperBound)
                let isLocalizable = localizableTypeNames.contains(tokens[typeIndex].text)
                    && tokens[typeIndex].kind == .identifier
                let isComputed = typeIndex + 1 < type.body.upperBound && tokens[typeIndex + 1].isPunctuation("{")
                if isComputed { continue }
                if isLocalizable {
                    result.append(LocalizableParameter(callee: type.name, label: tokens[index + 1].text, position: position))
                }
                position += 1
            }
        }
        return result
    }

    /// `(label name: LocalizedStringKey, _ other: LocalizedStringKey)`: the parameters whose type is localizable.
    private func parameters(callee: String, open: Int) -> [LocalizableParameter] {
        guard let close = brackets[open] else { return [] }
        var result: [LocalizableParameter] = []
        var start = open + 1
        var position = 0
        while start < close {
            var end = start
            while end < close, !tokens[end].isPunctuation(",") { end = brackets.skipGroup(at: end) ?? end + 1 }
            if let colon = (start..<end).first(where: { tokens[$0].isPunctuation(":") }), colon > start, colon + 1 < end {
                let typeIndex = unqualifiedTypeIndex(tokens, from: colon + 1, limit: end)
                if localizableTypeNames.contains(tokens[typeIndex].text), tokens[typeIndex].kind == .identifier {
                    let names = tokens[start..<colon].filter { $0.kind == .identifier }
                    let label = names.first.map { $0.text == "_" ? nil : $0.text } ?? nil
                    result.append(LocalizableParameter(callee: callee, label: label, position: position))
                }
            }
            position += 1
            start = end + 1
        }
        return result
    }
}
