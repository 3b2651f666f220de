import SafeFiles
import Diagnostics

/// A name declared with an explicit or evident type (`var cycle: Int`, `let name = "x"`, a parameter `count: Int`).
public struct SymbolDeclaration: Hashable, Sendable {
    public var name: String
    /// The type as written, without optionality (`Int` for `Int?`); `unknownType` when the declaration
    /// does not show it.
    public var typeName: String
    /// The type of a name declared with a value whose type is not evident (`let w = f()`).
    public static let unknownType = ""
    public var location: SourceLocation
    /// Whether the name is declared directly in a type's body (a stored or computed property), so that a
    /// member access (`range.start`) can name it: a function's local or parameter, or a global, cannot be.
    public var isMember: Bool

    public init(name: String, typeName: String, location: SourceLocation, isMember: Bool = true) {
        self.name = name
        self.typeName = typeName
        self.location = location
        self.isMember = isMember
    }
}

/// Declared types by name, for inferring the format specifier of an interpolation.
/// Scoping is ignored; a name declared with two different types is ambiguous and resolves to nothing.
///
/// Names are numbered (`NameTable`): a target's table takes every declaration of every file it compiles,
/// once for each of its builds, and two dictionaries keyed by the names hashed each with SipHash (Home
/// Assistant's 203,865 declarations, 833 instructions each).
public struct SymbolTable: Sendable {
    private var names: NameTable
    /// By name number: the one type declared, or nil where two declarations disagree.
    private var types: [String?] = []
    /// The same for the declarations that are members of a type (`SymbolDeclaration.isMember`); `.none`
    /// where the name is declared only outside types.
    private var memberTypes: [String??] = []

    public init() { names = NameTable() }

    public init(_ declarations: [SymbolDeclaration]) {
        self.init(minimumCapacity: declarations.count)
        // By index: a loop over the declarations copied each whole (location and all) to read two strings.
        for index in declarations.indices {
            add(name: declarations[index].name, typeName: declarations[index].typeName, isMember: declarations[index].isMember)
        }
    }

    /// An empty table with room for `minimumCapacity` names.
    init(minimumCapacity: Int) {
        names = NameTable(minimumCapacity: minimumCapacity)
        types.reserveCapacity(minimumCapacity)
        memberTypes.reserveCapacity(minimumCapacity)
    }

    public mutating func add(_ declaration: SymbolDeclaration) {
        add(name: declaration.name, typeName: declaration.typeName, isMember: declaration.isMember)
    }

    mutating func add(name: String, typeName: String, isMember: Bool) {
        let number = names.number(of: name)
        if number == types.count {
            // A new name gets its type; a name declared before keeps it only when this is the same.
            types.append(typeName)
            memberTypes.append(isMember ? .some(typeName) : .none)
            return
        }
        if types[number] != typeName { types[number] = nil }
        if isMember {
            switch memberTypes[number] {
            case .none: memberTypes[number] = .some(typeName)
            case .some(let type): if type != typeName { memberTypes[number] = .some(nil) }
            }
        }
    }

    /// Whether the name was declared at all (even ambiguously); with `asMember`, as a member of a type.
    public func declares(_ name: String, asMember: Bool = false) -> Bool {
        guard let number = names.existingNumber(of: name) else { return false }
        return !asMember || memberTypes[number] != nil
    }

    /// The single type declared for a name; nil when undeclared, ambiguous or not evident. With `asMember`,
    /// only members of types count: what `value.name` can be.
    public func typeName(of name: String, asMember: Bool = false) -> String? {
        guard let number = names.existingNumber(of: name) else { return nil }
        let declared = asMember ? memberTypes[number] ?? nil : types[number]
        guard let typeName = declared, typeName != SymbolDeclaration.unknownType else { return nil }
        return typeName
    }
}

/// The format specifier SwiftUI's `LocalizedStringKey` interpolation uses for a value of a given type.
func formatSpecifier(forType typeName: String) -> String? {
    switch typeName {
    case "Int", "Int64": return "%lld"
    case "Int8", "Int16", "Int32": return "%d"
    case "UInt", "UInt64": return "%llu"
    case "UInt8", "UInt16", "UInt32": return "%u"
    case "Double", "CGFloat": return "%lf"
    case "Float": return "%f"
    case "String", "Substring", "Date", "URL", "Text", "Image", "NSNumber", "AttributedString", "LocalizedStringResource":
        return "%@"
    default: return nil
    }
}

/// Collects declarations with an explicit type annotation or an evident initial value.
struct DeclarationCollector {
    let tokens: TokenList
    let brackets: BracketTable
    let locate: (Int) -> SourceLocation

    /// `typeBodyOpenings`: the `{` of each type's body (`struct`, `class`, `enum`, `actor`, `extension`,
    /// `protocol`), where a declaration is a member.
    func collect(typeBodyOpenings: Set<Int>) -> [SymbolDeclaration] {
        var result: [SymbolDeclaration] = []
        // For each `{` still open, whether it opens a type's body: a declaration right inside one is a member.
        var open: [Bool] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(.openBrace) {
                open.append(typeBodyOpenings.contains(index))
            } else if token.isPunctuation(.closeBrace) {
                _ = open.popLast()
            } else if token.isDeclarationKeyword(in: [.let, .var]) {
                variableDeclarations(after: index, isMember: open.last ?? false, into: &result)
            } else if token.isDeclarationKeyword(in: [.func, .initializer, .subscript]) {
                parameters(after: index, into: &result)
            }
            index += 1
        }
        return result
    }

    /// Every `let name = "text"` (or `let name: String = "text"`) whose whole value is one literal without
    /// interpolation: the file's string constants by name. A name given two values is left out.
    func stringConstants() -> [String: String] {
        var values: [String: String] = [:]
        var ambiguous: Set<String> = []
        for index in tokens.indices where tokens[index].isDeclarationKeyword(in: [.let]) {
            var cursor = index + 1
            guard cursor < tokens.count, tokens[cursor].kind == .identifier, !tokens[cursor].isKeyword else { continue }
            let name = tokens.text(cursor)
            cursor += 1
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation(.colon) {
                guard tokens[cursor + 1].isIdentifier(.string) else { continue }
                cursor += 2
            }
            guard cursor + 1 < tokens.count, tokens[cursor].isOperator(.equals),
                tokens[cursor + 1].kind == .string, let text = tokens.literal(cursor + 1)?.staticText
            else { continue }
            let after = cursor + 2
            if after < tokens.count {
                let next = tokens[after]
                if next.kind == .operator || next.isPunctuation(.dot) || next.isPunctuation(.openParen)
                    || next.isPunctuation(.openBracket)
                {
                    continue
                }
            }
            // A name given two values is left out, and stays out whatever follows (a set only once it happens).
            if let known = values[name] {
                if known != text {
                    values[name] = nil
                    ambiguous.insert(name)
                }
            } else if ambiguous.isEmpty || !ambiguous.contains(name) {
                values[name] = text
            }
        }
        return values
    }

    private func declaration(nameAt index: Int, typeName: String, isMember: Bool = false) -> SymbolDeclaration {
        SymbolDeclaration(name: tokens.text(index), typeName: typeName, location: locate(tokens.offset(at: index)), isMember: isMember)
    }

    /// `let a: T`, `var a = 5`, and the comma-separated `let a: T, b: U`; in `var a, b: Int` both are `Int`.
    private func variableDeclarations(after keywordIndex: Int, isMember: Bool, into result: inout [SymbolDeclaration]) {
        var index = keywordIndex + 1
        // Names with neither a type nor a value yet: the next type annotation is theirs too.
        var sharingType: [Int] = []
        while index < tokens.count, tokens[index].kind == .identifier, !tokens[index].isKeyword {
            let nameIndex = index
            index += 1
            if index < tokens.count, tokens[index].isPunctuation(.colon) {
                let annotation = typeAnnotation(at: index + 1)
                for name in sharingType + [nameIndex] where annotation != nil || name != nameIndex {
                    result.append(declaration(nameAt: name, typeName: annotation?.0 ?? SymbolDeclaration.unknownType, isMember: isMember))
                }
                sharingType = []
                if let (_, end) = annotation { index = end }
            } else if index < tokens.count, tokens[index].isPunctuation(.comma) {
                sharingType.append(nameIndex)
            } else if index < tokens.count, tokens[index].isOperator(.equals) {
                if let (typeName, end) = evidentType(ofValueAt: index + 1) {
                    result.append(declaration(nameAt: nameIndex, typeName: typeName, isMember: isMember))
                    index = end
                } else {
                    // Declared here with a type the value does not show: the file's own name hides a typed
                    // one of another file (`let r = reps.map { "\($0)" } ?? "—"` here, `let r = Double(n)` there).
                    result.append(declaration(nameAt: nameIndex, typeName: SymbolDeclaration.unknownType, isMember: isMember))
                }
            }
            // Skip an initial value up to the next top-level comma of this declaration.
            while index < tokens.count, !tokens[index].isPunctuation(.comma), !endsDeclaration(tokens[index]) {
                index = brackets.skipGroup(at: index) ?? index + 1
            }
            guard index < tokens.count, tokens[index].isPunctuation(.comma) else { break }
            index += 1
        }
    }

    private func endsDeclaration(_ token: Token) -> Bool {
        token.isPunctuation(.semicolon) || token.isPunctuation(.closeBrace) || token.isPunctuation(.closeParen)
            || token.isKeyword || token.isPunctuation(.openBrace)
    }

    /// Parameters in the first parenthesised list after `func name` / `init`. `.init` is a member, not a
    /// declaration; and the list is looked for only up to what would end the declaration's head (a closing
    /// bracket, `;`, another keyword): looking on to the end of the file from every `init` made 20,000
    /// `.init)` cost 20,000² steps.
    private func parameters(after keywordIndex: Int, into result: inout [SymbolDeclaration]) {
        if keywordIndex > 0, tokens[keywordIndex - 1].isPunctuation(.dot) { return }
        var index = keywordIndex + 1
        while index < tokens.count, !tokens[index].isPunctuation(.openParen), !tokens[index].isPunctuation(.openBrace) {
            let token = tokens[index]
            if token.isKeyword || token.isPunctuation(.closeParen) || token.isPunctuation(.closeBrace)
                || token.isPunctuation(.closeBracket) || token.isPunctuation(.semicolon)
            {
                return
            }
            index += 1
        }
        guard index < tokens.count, tokens[index].isPunctuation(.openParen), let close = brackets[index] else {
            return
        }
        var start = index + 1
        while start < close {
            var end = start
            while end < close, !tokens[end].isPunctuation(.comma) { end = brackets.skipGroup(at: end) ?? end + 1 }
            // `label name: Type` or `name: Type`
            if let colon = (start..<end).first(where: { tokens[$0].isPunctuation(.colon) }), colon > start,
                tokens[colon - 1].kind == .identifier, let (typeName, _) = typeAnnotation(at: colon + 1)
            {
                result.append(declaration(nameAt: colon - 1, typeName: typeName))
            }
            start = end + 1
        }
    }

    /// A simple type name (`Int`, `Swift.Int`, `Int?`); generic, tuple and collection types are not used.
    private func typeAnnotation(at start: Int) -> (String, Int)? {
        var index = start
        while index < tokens.count, tokens[index].isIdentifier(.inout) || tokens[index].isPunctuation(.at) {
            index += tokens[index].isPunctuation(.at) ? 2 : 1
        }
        guard index < tokens.count, tokens[index].kind == .identifier, !tokens[index].isKeyword else { return nil }
        var name = tokens.text(index)
        index += 1
        while index + 1 < tokens.count, tokens[index].isPunctuation(.dot), tokens[index + 1].kind == .identifier {
            name = tokens.text(index + 1)
            index += 2
        }
        if index < tokens.count, tokens[index].spells(.lessThan) { return nil }
        while index < tokens.count, tokens[index].isPunctuation(.question) || tokens[index].isPunctuation(.exclamation)
            || tokens[index].isOperator(.question) || tokens[index].isOperator(.exclamation)
        {
            index += 1
        }
        return (name, index)
    }

    /// The type of a literal or a `TypeName(…)` construction that makes up the whole initial value.
    private func evidentType(ofValueAt start: Int) -> (String, Int)? {
        guard start < tokens.count else { return nil }
        let token = tokens[start]
        var end = start + 1
        let typeName: String
        switch token.kind {
        case .integer: typeName = "Int"
        case .float: typeName = "Double"
        case .string: typeName = "String"
        case .identifier:
            let text = tokens.text(of: token)
            guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
                start + 1 < tokens.count, tokens[start + 1].isPunctuation(.openParen),
                let close = brackets[start + 1]
            else { return nil }
            typeName = text
            end = close + 1
        default: return nil
        }
        // `Type(…)!` force-unwraps a failable initializer (`String(bytes:encoding:)!`): still a `Type`,
        // as long as nothing reads on from it.
        if token.kind == .identifier, end < tokens.count, tokens[end].isPunctuation(.exclamation) { end += 1 }
        if end < tokens.count {
            let next = tokens[end]
            if next.kind == .operator || next.isPunctuation(.dot) || next.isPunctuation(.openParen)
                || next.isPunctuation(.question) || next.isPunctuation(.exclamation) || next.isPunctuation(.openBracket)
            {
                return nil
            }
        }
        return (typeName, end)
    }
}

/// Infers the specifier of one interpolation's tokens from literals, constructions and declared names.
enum InterpolationTyping {
    static func placeholder(tokens: TokenList, source: String, symbols: SymbolTable) -> LocalizableUse.Placeholder {
        var placeholder = LocalizableUse.Placeholder(expression: source, specifier: nil, referencePath: nil)
        let brackets = BracketTable(tokens: tokens)
        let arguments = ArgumentList.split(tokens: tokens, range: 0..<tokens.count, brackets: brackets)
        guard let value = arguments.first else { return placeholder }
        if let label = value.label {
            // `\(timerInterval: range)` and the like are appended as `%@`.
            if ["timerInterval", "accessibilityName"].contains(label) { placeholder.specifier = "%@" }
            return placeholder
        }
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "specifier":
                if argument.range.count == 1, let text = tokens.literal(argument.range.lowerBound)?.staticText {
                    placeholder.specifier = text
                }
                return placeholder
            case "format", "style", "formatter":
                placeholder.specifier = "%@"
                return placeholder
            default:
                return placeholder
            }
        }
        let range = value.range
        guard let firstIndex = range.first else { return placeholder }
        let first = tokens[firstIndex]
        if range.count == 1 {
            switch first.kind {
            case .integer: placeholder.specifier = formatSpecifier(forType: "Int")
            case .float: placeholder.specifier = formatSpecifier(forType: "Double")
            case .string: placeholder.specifier = "%@"
            default: break
            }
            if placeholder.specifier != nil { return placeholder }
        }
        // `Int(…)`, `String(…)`: a construction spanning the whole value.
        if first.kind == .identifier, range.count >= 3, tokens[firstIndex + 1].isPunctuation(.openParen),
            brackets[firstIndex + 1] == range.upperBound - 1
        {
            placeholder.specifier = formatSpecifier(forType: tokens.text(of: first))
            return placeholder
        }
        // `Text("x").bold()`: view modifiers on Text and Image return the same kind of value.
        if first.isIdentifier(.text) || first.isIdentifier(.image), range.count >= 3,
            tokens[firstIndex + 1].isPunctuation(.openParen)
        {
            placeholder.specifier = "%@"
            return placeholder
        }
        // `a.b.c`, or arithmetic on such paths and literals (`entry.page + 1`): Swift's arithmetic operators
        // take and return one type, so the value has the type of its first path.
        guard let operands = arithmeticOperands(tokens: tokens, range: range) else { return placeholder }
        guard let path = operands.first(where: { !$0.isEmpty }) else {
            let isFloat = range.contains { tokens[$0].kind == .float }
            placeholder.specifier = formatSpecifier(forType: isFloat ? "Double" : "Int")
            return placeholder
        }
        if path.count > 1, path.last == "count" {
            placeholder.specifier = "%lld"
            return placeholder
        }
        placeholder.referencePath = path
        placeholder.specifier = resolve(path: path, file: symbols, target: SymbolTable())
        return placeholder
    }

    /// The operands of `operand (op operand)*` with op one of `+ - * /`, each a dotted path (`self.` dropped) or,
    /// as an empty path, a number literal; nil for any other shape.
    private static func arithmeticOperands(tokens: TokenList, range: Range<Int>) -> [[String]]? {
        var operands: [[String]] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .integer || tokens[index].kind == .float {
                operands.append([])
                index += 1
            } else {
                var path: [String] = []
                while index < range.upperBound {
                    let token = tokens[index]
                    guard token.kind == .identifier, !token.isKeyword || token.spells(.`self`) else { return nil }
                    path.append(tokens.text(of: token))
                    index += 1
                    guard index + 1 < range.upperBound, tokens[index].isPunctuation(.dot) else { break }
                    index += 1
                }
                if path.first == "self" { path.removeFirst() }
                guard !path.isEmpty else { return nil }
                operands.append(path)
            }
            guard index < range.upperBound else { break }
            guard tokens[index].isOperator(.plus) || tokens[index].isOperator(.minus) || tokens[index].isOperator(.star)
                || tokens[index].isOperator(.slash),
                index + 1 < range.upperBound
            else { return nil }
            index += 1
        }
        // A lone number literal was handled before; one that is not alone needs a path to be typed by.
        return operands.isEmpty || (operands.count == 1 && operands[0].isEmpty) ? nil : operands
    }

    /// The file's own declarations win; the target's are consulted for names the file does not declare.
    /// The last name of a longer path (`range.start`) is a member of some type: a local or a parameter of
    /// that name (`let start = Date(…)` in a function) says nothing of it.
    static func resolve(path: [String], file: SymbolTable, target: SymbolTable) -> String? {
        guard let name = path.last else { return nil }
        let member = path.count > 1
        let typeName = file.declares(name, asMember: member)
            ? file.typeName(of: name, asMember: member) : target.typeName(of: name, asMember: member)
        return typeName.flatMap(formatSpecifier(forType:))
    }
}
