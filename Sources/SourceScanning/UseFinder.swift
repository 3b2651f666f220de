import Diagnostics

/// Walks one file's call structure and reports localizable keys and timer views.
struct UseFinder {
    let tokens: TokenList
    let brackets: BracketTable
    let symbols: SymbolTable
    let locate: (Int) -> SourceLocation
    /// The project's own wrappers named in the configuration (`L10n.tr`, `.localized`).
    var routines: [LocalizationRoutine] = []
    /// Whether the file imports Charts, whose `.value("Label", x)` takes a key.
    var importsCharts = false
    /// The file's `let` constants whose value is one string literal, for a `tableName:` given by name.
    var stringConstants: [String: String] = [:]

    private(set) var uses: [LocalizableUse] = []
    private(set) var timerViews: [TimerView] = []
    /// Literals passed to calls that are not known to take keys; the target's declarations decide.
    private(set) var literalArguments: [LiteralArgument] = []
    /// `SourceScan.readsTableNamedElsewhere`.
    private(set) var readsTableNamedElsewhere = false

    /// The layout direction an environment modifier sets for what it wraps.
    private enum Direction { case inherited, leftToRight, rightToLeft }

    /// Initializers whose first unlabelled argument is a `LocalizedStringKey` (or resource).
    static let keyInitializers: [String: LocalizableUse.Kind] = [
        "Text": .text, "Label": .label, "Button": .button, "Toggle": .toggle, "Link": .link,
        "NavigationLink": .navigationLink, "Section": .section, "Picker": .picker,
        "LocalizedStringResource": .localizedStringResource, "LocalizedStringKey": .localizedStringKey,
        "NSLocalizedString": .nsLocalizedString,
        "TextField": .otherInitializer, "SecureField": .otherInitializer, "Menu": .otherInitializer,
        "Stepper": .otherInitializer, "DatePicker": .otherInitializer, "ColorPicker": .otherInitializer,
        "DisclosureGroup": .otherInitializer, "GroupBox": .otherInitializer, "LabeledContent": .otherInitializer,
        "ProgressView": .otherInitializer, "Gauge": .otherInitializer, "ContentUnavailableView": .otherInitializer,
        "IntentDescription": .otherInitializer, "IntentDialog": .otherInitializer,
        "ControlWidgetButton": .otherInitializer, "ControlWidgetToggle": .otherInitializer,
    ]
    /// Initializers (and `@Parameter`) whose labelled arguments are keys.
    static let labelledKeyArguments: [String: Set<String>] = [
        "Parameter": ["title", "description", "requestValueDialog"],
        "DisplayRepresentation": ["title", "subtitle"],
        "TypeDisplayRepresentation": ["name", "numericFormat"],
        "AppIntentRecommendation": ["description"],
        "AppShortcut": ["shortTitle"],
        "IntentDescription": ["categoryName"],
        "IntentDialog": ["full", "supporting", "systemImageName"],
        "LocalizationValue": ["stringLiteral"],
        "LocalizedStringResource": ["stringLiteral"],
        // `.result(value: x, dialog: "…")`: an intent's answer, an `IntentDialog` written as a literal.
        "result": ["dialog"],
    ]
    /// Arguments that never carry the key itself.
    private static let nonKeyLabels: Set<String> = ["comment", "table", "tableName", "bundle", "locale", "defaultValue"]
    // The labels a key's call is read for, made once: a set literal in `recordKey` was built at every call
    // (four sets a key, about 800 instructions each).
    private static let tableLabels: Set<String> = ["table", "tableName"]
    private static let nsLocalizedTableLabels: Set<String> = ["tableName"]
    private static let commentLabels: Set<String> = ["comment"]
    private static let valueLabels: Set<String> = ["value"]
    private static let defaultValueLabels: Set<String> = ["defaultValue"]
    static let keyModifiers: [String: LocalizableUse.Kind] = [
        "navigationTitle": .navigationTitle, "help": .help,
        "navigationSubtitle": .otherModifier, "accessibilityLabel": .otherModifier,
        "accessibilityHint": .otherModifier, "accessibilityValue": .otherModifier, "alert": .otherModifier,
        "confirmationDialog": .otherModifier, "badge": .otherModifier,
        "configurationDisplayName": .otherModifier, "description": .otherModifier, "displayName": .otherModifier,
    ]
    /// The three tables by word number: every call is looked up, and hashing its name's text was a tenth of
    /// the walk.
    private static let keyInitializerByWord = Word.table(keyInitializers)
    private static let labelledKeyArgumentsByWord = Word.table(labelledKeyArguments)
    private static let keyModifierByWord = Word.table(keyModifiers)

    private static func entry<Value>(_ table: [Value?], _ token: Token) -> Value? {
        guard let word = token.word else { return nil }
        return table[Int(word.rawValue)]
    }

    /// `interpolationDepth` bounds the walk into `\(…)` tokens; the lexer already bounds their nesting.
    mutating func run(calls: CallForest, interpolationDepth: Int = 0) {
        for number in calls.children(calls.roots) { visit(Int(number), in: calls, inherited: false) }
        findTypedDeclarations()
        findTypedReturns()
        findRoutineCalls()
        if interpolationDepth < 16 { findInInterpolations(depth: interpolationDepth) }
        findFormattedLookups()
        uses.sort { $0.location < $1.location }
        timerViews.sort { $0.location < $1.location }
    }

    private mutating func visit(_ number: Int, in calls: CallForest, inherited: Bool) {
        let node = calls.nodes[number]
        let modifiers = calls.modifiers[node.modifiers.range]
        // The modifier closest to the content decides; content inside modifier i only sees modifiers after i.
        // Worked out once from the end: looking ahead from each modifier made a chain of n modifiers with
        // closures cost n² steps. A node without an `.environment` modifier (most) needs no table: only
        // that modifier sets a direction, so every modifier inherits.
        var pinnedFrom: [Bool] = []
        if modifiers.contains(where: { tokens[Int($0.nameIndex)].spells(.environment) }) {
            pinnedFrom = Array(repeating: inherited, count: modifiers.count + 1)
            for index in (0..<modifiers.count).reversed() {
                switch direction(of: modifiers[modifiers.startIndex + index]) {
                case .leftToRight: pinnedFrom[index] = true
                case .rightToLeft: pinnedFrom[index] = false
                case .inherited: pinnedFrom[index] = pinnedFrom[index + 1]
                }
            }
        }
        func pinned(after position: Int) -> Bool { pinnedFrom.isEmpty ? inherited : pinnedFrom[position + 1] }
        let selfPinned = pinned(after: -1)
        let nameIndex = Int(node.nameIndex)
        let name = tokens[nameIndex]
        if node.isMember {
            recordMemberCall(nameIndex: nameIndex, arguments: node.argumentRange)
        } else {
            if let kind = Self.entry(Self.keyInitializerByWord, name), let range = node.argumentRange {
                recordKey(kind: kind, arguments: range)
                if let labels = Self.entry(Self.labelledKeyArgumentsByWord, name) { recordLabelledKeys(labels, arguments: range) }
            } else if name.spells(.string), let range = node.argumentRange {
                recordKey(kind: .stringLocalized, arguments: range)
            } else if name.spells(.summary), let range = node.argumentRange {
                recordParameterSummary(arguments: range)
            } else if let labels = Self.entry(Self.labelledKeyArgumentsByWord, name), let range = node.argumentRange {
                recordLabelledKeys(labels, arguments: range)
            } else if let range = node.argumentRange {
                recordLiteralArguments(callee: tokens.text(nameIndex), arguments: range)
            }
            recordTimer(node, in: calls, pinned: selfPinned)
        }
        for modifier in modifiers {
            recordMemberCall(nameIndex: Int(modifier.nameIndex), arguments: modifier.argumentRange)
        }
        for child in calls.children(node.argumentChildren) { visit(Int(child), in: calls, inherited: selfPinned) }
        for child in calls.children(node.closureChildren) { visit(Int(child), in: calls, inherited: selfPinned) }
        for (index, modifier) in modifiers.enumerated() {
            for child in calls.children(modifier.children) { visit(Int(child), in: calls, inherited: pinned(after: index)) }
        }
    }

    /// `.navigationTitle("…")`, Charts' `.value("Steps", n)`, or a call of the project's own modifier.
    private mutating func recordMemberCall(nameIndex: Int, arguments range: Range<Int>?) {
        guard let range else { return }
        let nameToken = tokens[nameIndex]
        if let kind = Self.entry(Self.keyModifierByWord, nameToken) {
            recordKey(kind: kind, arguments: range)
        } else if let labels = Self.entry(Self.labelledKeyArgumentsByWord, nameToken) {
            recordLabelledKeys(labels, arguments: range)
        } else if importsCharts, nameToken.spells(.value) {
            recordKey(kind: .chartLabel, arguments: range)
        } else {
            let callee = tokens.text(nameIndex)
            // `bundle.localizedString(forKey: key, value: nil, table: table)`, as SwiftGen's `tr` writes it.
            if callee == "localizedString", !readsTableNamedElsewhere {
                let parts = arguments(range)
                if parts.first?.label == "forKey", let argument = parts.first(where: { $0.label == "table" }),
                    stringLiteral(in: argument)?.1.staticText == nil, namedConstant(labelled: Self.tableArgumentLabel, in: parts) == nil,
                    namesATable(argument)
                {
                    readsTableNamedElsewhere = true
                }
            }
            recordLiteralArguments(callee: callee, arguments: range)
        }
    }

    private static let tableArgumentLabel: Set<String> = ["table"]

    /// Whether a table argument that is no literal nor constant of the file names some table: anything
    /// but `nil` (Localizable).
    private func namesATable(_ argument: Argument) -> Bool {
        !(argument.range.count == 1 && tokens.text(argument.range.lowerBound) == "nil")
    }

    /// `Summary("Start \(\.$minutes) timer")` of an intent's `parameterSummary`: Xcode writes each
    /// parameter as `${minutes}` in the key.
    private mutating func recordParameterSummary(arguments range: Range<Int>) {
        guard let first = arguments(range).first, first.label == nil, let (token, literal) = stringLiteral(in: first) else { return }
        var use = makeUse(kind: .appIntent, token: token, literal: literal, table: nil, comment: nil, bundle: .unspecified)
        use.segments = literal.segments.map { segment -> LocalizableUse.Segment in
            switch segment {
            case .text(let text): return .literal(text)
            case .interpolation(_, let source):
                let trimmed = source.trimmed
                if trimmed.hasPrefix("\\.$") { return .literal("${" + trimmed.dropFirst(3) + "}") }
                return .placeholder(LocalizableUse.Placeholder(expression: source, specifier: nil))
            }
        }
        uses.append(use)
    }

    private mutating func recordLabelledKeys(_ labels: Set<String>, arguments range: Range<Int>) {
        for argument in arguments(range) {
            guard let label = argument.label, labels.contains(label) else { continue }
            recordLiteralOrChoice(in: argument, kind: .appIntent, table: nil, comment: nil, bundle: .unspecified)
        }
    }

    /// Every single-literal argument of a call the scanner does not know: the target's declarations
    /// later say which of them are keys.
    private mutating func recordLiteralArguments(callee: String, arguments range: Range<Int>) {
        for (position, argument) in arguments(range).enumerated() {
            if let label = argument.label, Self.nonKeyLabels.contains(label) { continue }
            guard let (token, literal) = stringLiteral(in: argument) else { continue }
            literalArguments.append(LiteralArgument(
                callee: callee, label: argument.label, position: position,
                use: makeUse(kind: .projectRoutine, token: token, literal: literal, table: nil, comment: nil, bundle: .unspecified)))
        }
    }

    private func arguments(_ range: Range<Int>) -> [Argument] {
        ArgumentList.split(tokens: tokens, range: range, brackets: brackets)
    }

    private func direction(of modifier: CallForest.Modifier) -> Direction {
        guard tokens[Int(modifier.nameIndex)].spells(.environment), let range = modifier.argumentRange else { return .inherited }
        let parts = arguments(range)
        guard parts.count == 2, parts[0].label == nil,
            parts[0].range.contains(where: { tokens[$0].isIdentifier(.layoutDirection) })
        else { return .inherited }
        if parts[1].range.contains(where: { tokens[$0].isIdentifier(.leftToRight) }) { return .leftToRight }
        if parts[1].range.contains(where: { tokens[$0].isIdentifier(.rightToLeft) }) { return .rightToLeft }
        return .inherited
    }

    // MARK: Keys

    /// The argument's literal, when it is one, and its token's index.
    private func stringLiteral(in argument: Argument) -> (Int, StringLiteral)? {
        guard argument.range.count == 1, let literal = tokens.literal(argument.range.lowerBound) else { return nil }
        return (argument.range.lowerBound, literal)
    }

    private func staticString(labelled labels: Set<String>, in parts: [Argument]) -> String? {
        guard let argument = parts.first(where: { $0.label.map(labels.contains) ?? false }) else { return nil }
        return stringLiteral(in: argument)?.1.staticText
    }

    private mutating func recordKey(kind: LocalizableUse.Kind, arguments range: Range<Int>) {
        let parts = arguments(range)
        guard let first = parts.first else { return }
        let expectedLabel: String? = kind == .stringLocalized ? "localized" : nil
        guard first.label == expectedLabel else { return }
        let isNSLocalized = kind == .nsLocalizedString
        if isNSLocalized, let (_, literal) = stringLiteral(in: first), literal.staticText == nil { return }
        let tableLabels = isNSLocalized ? Self.nsLocalizedTableLabels : Self.tableLabels
        let table = staticString(labelled: tableLabels, in: parts) ?? namedConstant(labelled: tableLabels, in: parts)
        if isNSLocalized, table == nil, let argument = parts.first(where: { $0.label == "tableName" }), namesATable(argument) {
            readsTableNamedElsewhere = true
        }
        let bundle = parts.first(where: { $0.label == "bundle" }).map {
            LocalizableDeclarationCollector.bundleReference(tokens, $0.range) ?? .unknown
        } ?? .unspecified
        let countBefore = uses.count
        recordLiteralOrChoice(
            in: first, kind: kind, table: table, comment: staticString(labelled: Self.commentLabels, in: parts), bundle: bundle)
        // The source text the call gives with a literal key: NSLocalizedString's `value:` (a String, so only
        // a plain literal is the text as written), or the `defaultValue:` of the localized initializers.
        if uses.count == countBefore + 1 {
            if let text = staticString(labelled: isNSLocalized ? Self.valueLabels : Self.defaultValueLabels, in: parts) {
                uses[uses.count - 1].defaultValue = text
            } else if !isNSLocalized {
                uses[uses.count - 1].defaultValue = interpolatedDefaultValue(kind: kind, in: parts)
            }
        }
        // A table given by an expression the file does not settle may be any table: the key is read from
        // it, not from Localizable, so nothing can say which catalog lacks it.
        if table == nil, parts.contains(where: { $0.label.map(tableLabels.contains) ?? false }) {
            for index in countBefore..<uses.count { uses[index].isCertain = false }
        }
    }

    /// An interpolated `defaultValue:` (`defaultValue: "Sent \(count) files"`) is a
    /// `String.LocalizationValue`: Xcode writes it as a format string, a specifier for each value, and that
    /// is the source text a translation must format like, not the bare key. Nil when a value's type is not
    /// known here: a guessed `%@` could call a right `%lld` wrong, and the key then stays the source.
    private func interpolatedDefaultValue(kind: LocalizableUse.Kind, in parts: [Argument]) -> String? {
        guard let argument = parts.first(where: { $0.label == "defaultValue" }),
            let (token, literal) = stringLiteral(in: argument)
        else { return nil }
        let use = makeUse(kind: kind, token: token, literal: literal, table: nil, comment: nil, bundle: .unspecified)
        let typesAreKnown = use.segments.allSatisfy { segment in
            if case .placeholder(let placeholder) = segment { return placeholder.specifier != nil }
            return true
        }
        return typesAreKnown ? use.key : nil
    }

    /// A table argument written as the name of one of the file's string constants (`tableName: filename`,
    /// `table: Self.table`, `table: Strings.table`): the constant's value.
    private func namedConstant(labelled labels: Set<String>, in parts: [Argument]) -> String? {
        guard let argument = parts.first(where: { $0.label.map(labels.contains) ?? false }) else { return nil }
        let range = argument.range
        guard let last = range.last, tokens[last].kind == .identifier else { return nil }
        // `name`, or `Owner.name` with a type (or `Self`) as the owner.
        if range.count == 1 { return stringConstants[tokens.text(last)] }
        guard range.count == 3, tokens[range.lowerBound + 1].isPunctuation(.dot),
            tokens[range.lowerBound].kind == .identifier,
            let initial = tokens.text(range.lowerBound).unicodeScalars.first, ("A"..."Z").contains(initial)
        else { return nil }
        return stringConstants[tokens.text(last)]
    }

    /// The key argument: a literal, both literals of `flag ? "On" : "Off"`, or — possibly — the literal
    /// of `value ?? "None"`, whose type is the key type only if `value`'s is.
    private mutating func recordLiteralOrChoice(
        in argument: Argument, kind: LocalizableUse.Kind, table: String?, comment: String?,
        bundle: LocalizableUse.BundleReference
    ) {
        if let (token, literal) = stringLiteral(in: argument) {
            uses.append(makeUse(kind: kind, token: token, literal: literal, table: table, comment: comment, bundle: bundle))
            return
        }
        let range = argument.range
        guard range.count >= 3, let last = tokens.literal(range.upperBound - 1) else { return }
        let lastToken = range.upperBound - 1
        let before = tokens[range.upperBound - 2]
        if before.isPunctuation(.colon), range.count >= 5, let middle = tokens.literal(range.upperBound - 3),
            tokens[range.upperBound - 4].isOperator(.question),
            !(range.lowerBound..<(range.upperBound - 4)).contains(where: { tokens[$0].isPunctuation(.colon) })
        {
            uses.append(makeUse(kind: kind, token: range.upperBound - 3, literal: middle, table: table, comment: comment, bundle: bundle))
            uses.append(makeUse(kind: kind, token: lastToken, literal: last, table: table, comment: comment, bundle: bundle))
        } else if before.isOperator(.nilCoalescing) {
            var use = makeUse(kind: kind, token: lastToken, literal: last, table: table, comment: comment, bundle: bundle)
            use.isCertain = false
            uses.append(use)
        }
    }

    private func makeUse(
        kind: LocalizableUse.Kind, token: Int, literal: StringLiteral, table: String?, comment: String?,
        bundle: LocalizableUse.BundleReference
    ) -> LocalizableUse {
        let segments = literal.segments.map { segment -> LocalizableUse.Segment in
            switch segment {
            case .text(let text): return .literal(text)
            case .interpolation(let inner, let source):
                return .placeholder(InterpolationTyping.placeholder(tokens: tokens.sublist(inner), source: source, symbols: symbols))
            }
        }
        return LocalizableUse(
            kind: kind, segments: segments, table: table ?? "Localizable", comment: comment,
            location: locate(tokens.offset(at: token)), bundle: bundle)
    }

    private mutating func appendUse(kind: LocalizableUse.Kind, token: Int, literal: StringLiteral, table: String?, comment: String?) {
        uses.append(makeUse(kind: kind, token: token, literal: literal, table: table, comment: comment, bundle: .unspecified))
    }

    /// `String(format: String(localized: "Pin %@"), name)`: the look-up's use is formatted with the values after it.
    private mutating func findFormattedLookups() {
        var formatted: [SourceLocation: [LocalizableUse.Placeholder]] = [:]
        for index in tokens.indices where tokens[index].isIdentifier(.string) {
            guard let lookup = FormattedLookup.at(index, tokens: tokens, brackets: brackets), lookup.key.count == 1,
                tokens[lookup.key.lowerBound].kind == .string
            else { continue }
            formatted[locate(tokens.offset(at: lookup.key.lowerBound))] = lookup.placeholders(tokens: tokens)
        }
        guard !formatted.isEmpty else { return }
        for index in uses.indices where uses[index].kind == .stringLocalized || uses[index].kind == .nsLocalizedString {
            if let values = formatted[uses[index].location] { uses[index].formatValues = values }
        }
    }

    /// The configuration's `localizationRoutines`: `L10n.tr("key")` or `"key".localized()`. Every other
    /// `"literal".member` is kept too: the target's own `String` wrappers decide later which are keys.
    private mutating func findRoutineCalls() {
        let configuredMembers = Set(routines.compactMap(\.receiverMember))
        for index in tokens.indices.dropLast(2) {
            guard tokens[index].kind == .string, tokens[index + 1].isPunctuation(.dot), tokens[index + 2].kind == .identifier,
                let literal = tokens.literal(index), !configuredMembers.contains(tokens.text(index + 2))
            else { continue }
            literalArguments.append(LiteralArgument(
                callee: "." + tokens.text(index + 2), label: nil, position: -1,
                use: makeUse(kind: .projectRoutine, token: index, literal: literal, table: nil, comment: nil, bundle: .unspecified)))
        }
        guard !routines.isEmpty else { return }
        for routine in routines {
            if let member = routine.receiverMember {
                let memberNumber = tokens.texts.existingNumber(of: member)
                for index in tokens.indices.dropLast(2) where tokens[index].kind == .string {
                    guard tokens[index + 1].isPunctuation(.dot), tokens[index + 2].kind == .identifier,
                        tokens.spells(index + 2, memberNumber), let literal = tokens.literal(index)
                    else { continue }
                    uses.append(makeUse(kind: .projectRoutine, token: index, literal: literal, table: nil, comment: nil, bundle: .unspecified))
                }
                continue
            }
            let path = routine.path
            // A name no token spells has no number, and no call matches it.
            let pathNumbers = path.map { tokens.texts.existingNumber(of: $0) }
            var index = 0
            while index + path.count * 2 - 1 < tokens.count {
                defer { index += 1 }
                guard (0..<path.count).allSatisfy({
                        tokens[index + $0 * 2].kind == .identifier && tokens.spells(index + $0 * 2, pathNumbers[$0])
                    }),
                    (1..<path.count).allSatisfy({ tokens[index + $0 * 2 - 1].isPunctuation(.dot) })
                else { continue }
                if index > 0, tokens[index - 1].isPunctuation(.dot) { continue }
                let open = index + path.count * 2 - 1
                guard open < tokens.count, tokens[open].isPunctuation(.openParen), let close = brackets[open] else { continue }
                let parts = arguments((open + 1)..<close)
                guard routine.keyArgument <= parts.count,
                    let (token, literal) = stringLiteral(in: parts[routine.keyArgument - 1])
                else { continue }
                let table = routine.tableArgument.flatMap { $0 <= parts.count ? stringLiteral(in: parts[$0 - 1])?.1.staticText : nil }
                uses.append(makeUse(kind: .projectRoutine, token: token, literal: literal, table: table, comment: nil, bundle: .unspecified))
            }
        }
    }

    /// Calls inside `\(…)`, e.g. `Text("\(Text("Bold").bold()) text")`, are uses too. Their layout direction
    /// is not traced through the enclosing literal, so a timer view found there counts as unpinned.
    private mutating func findInInterpolations(depth: Int) {
        for token in tokens {
            guard let literal = tokens.literal(of: token), !literal.isOneText else { continue }
            for case .interpolation(let innerTokens, _) in literal.segments where !innerTokens.isEmpty {
                let inner = tokens.sublist(innerTokens)
                let innerBrackets = BracketTable(tokens: inner)
                guard let calls = try? StructureParser(tokens: inner, brackets: innerBrackets).parse() else { continue }
                var finder = UseFinder(tokens: inner, brackets: innerBrackets, symbols: symbols, locate: locate)
                finder.stringConstants = stringConstants
                finder.run(calls: calls, interpolationDepth: depth + 1)
                uses += finder.uses
                timerViews += finder.timerViews
            }
        }
    }

    /// `: LocalizedStringKey = "…"` in a declaration or a parameter default.
    private mutating func findTypedDeclarations() {
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isPunctuation(.colon) else { continue }
            var typeIndex = index + 1
            if tokens[typeIndex].isIdentifier(.swiftUI) || tokens[typeIndex].isIdentifier(.foundation),
                typeIndex + 2 < tokens.count, tokens[typeIndex + 1].isPunctuation(.dot)
            {
                typeIndex += 2
            }
            if tokens[typeIndex].isPunctuation(.openBracket) {
                findTypedCollection(typeStart: typeIndex)
                continue
            }
            guard typeIndex + 2 < tokens.count,
                tokens[typeIndex].kind == .identifier, isLocalizableTypeName(tokens[typeIndex]),
                tokens[typeIndex + 1].isOperator(.equals),
                let literal = tokens.literal(typeIndex + 2)
            else { continue }
            // A literal that is only the start of a longer expression is not the key.
            if typeIndex + 3 < tokens.count, tokens[typeIndex + 3].kind == .operator || tokens[typeIndex + 3].isPunctuation(.dot) {
                continue
            }
            appendUse(kind: .typedDeclaration, token: typeIndex + 2, literal: literal, table: nil, comment: nil)
        }
    }

    /// `: [LocalizedStringKey] = ["A", "B"]` and `: [Self: DisplayRepresentation] = [.a: "A", .b: "B"]`:
    /// the literal elements, or the literal values, of a collection of keys.
    private mutating func findTypedCollection(typeStart: Int) {
        guard let typeClose = brackets[typeStart], typeClose + 2 < tokens.count,
            tokens[typeClose + 1].isOperator(.equals),
            tokens[typeClose + 2].isPunctuation(.openBracket), let valueClose = brackets[typeClose + 2]
        else { return }
        let typeTokens = tokens[(typeStart + 1)..<typeClose]
        let colon = typeTokens.firstIndex { $0.isPunctuation(.colon) }
        let elementType = colon.map { tokens[($0 + 1)..<typeClose] } ?? typeTokens
        guard elementType.count == 1, let element = elementType.first, element.kind == .identifier,
            isLocalizableTypeName(element)
        else { return }
        for argument in arguments((typeClose + 3)..<valueClose) {
            var valueRange = argument.range
            if colon != nil, argument.label == nil {
                // `.key: value` pairs: the value follows the first top-level colon.
                guard let pairColon = argument.range.first(where: { tokens[$0].isPunctuation(.colon) }) else { continue }
                valueRange = (pairColon + 1)..<argument.range.upperBound
            }
            guard valueRange.count == 1, let literal = tokens.literal(valueRange.lowerBound) else { continue }
            appendUse(kind: .typedDeclaration, token: valueRange.lowerBound, literal: literal, table: nil, comment: nil)
        }
    }

    /// The literals a function or computed property declared to return `LocalizedStringKey` (or a resource)
    /// returns: `return "…"`, a single-expression body, and `case x: "…"` of a `switch` expression. The
    /// compiler types each as a key, so Xcode extracts them.
    private mutating func findTypedReturns() {
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            let isReturnArrow = tokens[index].isOperator(.arrow)
            // `var name: LocalizedStringKey {` is a computed property; `: LocalizedStringKey =` is handled above.
            let isPropertyColon = tokens[index].isPunctuation(.colon)
            guard isReturnArrow || isPropertyColon else { continue }
            var typeIndex = index + 1
            if tokens[typeIndex].isIdentifier(.swiftUI) || tokens[typeIndex].isIdentifier(.foundation),
                typeIndex + 2 < tokens.count, tokens[typeIndex + 1].isPunctuation(.dot)
            {
                typeIndex += 2
            }
            guard typeIndex + 1 < tokens.count,
                tokens[typeIndex].kind == .identifier, isLocalizableTypeName(tokens[typeIndex]),
                tokens[typeIndex + 1].isPunctuation(.openBrace), let close = brackets[typeIndex + 1]
            else { continue }
            collectReturnedLiterals(body: (typeIndex + 1)..<close)
        }
    }

    private mutating func collectReturnedLiterals(body: Range<Int>) {
        let open = body.lowerBound
        var index = open + 1
        while index < body.upperBound {
            let token = tokens[index]
            if token.isPunctuation(.openParen) || token.isPunctuation(.openBracket) {
                index = brackets.skipGroup(at: index) ?? index + 1
                continue
            }
            defer { index += 1 }
            guard let literal = tokens.literal(of: token) else { continue }
            let previous = tokens[index - 1]
            let returned = previous.isIdentifier(.return) || index - 1 == open || endsCaseLabel(at: index - 1, after: open)
            guard returned else { continue }
            // The whole returned expression, not the start of a longer one.
            if index + 1 < body.upperBound {
                let next = tokens[index + 1]
                if next.kind == .operator || next.isPunctuation(.dot) || next.isPunctuation(.openParen) { continue }
            }
            appendUse(kind: .typedDeclaration, token: index, literal: literal, table: nil, comment: nil)
        }
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label (not an argument label or a ternary).
    private func endsCaseLabel(at colon: Int, after start: Int) -> Bool {
        guard tokens[colon].isPunctuation(.colon) else { return false }
        var index = colon - 1
        while index > start {
            let token = tokens[index]
            if token.isIdentifier(.case) || token.isIdentifier(.default) { return true }
            if token.isPunctuation(.openBrace) || token.isPunctuation(.closeBrace) || token.isPunctuation(.colon)
                || token.isPunctuation(.openParen) || token.isPunctuation(.closeParen) || token.kind == .string
                || token.isIdentifier(.return)
            {
                return false
            }
            index -= 1
        }
        return false
    }

    // MARK: Timers

    private mutating func recordTimer(_ node: CallForest.Node, in calls: CallForest, pinned: Bool) {
        let nameIndex = Int(node.nameIndex)
        let name = tokens[nameIndex]
        if name.spells(.text) {
            guard let range = node.argumentRange else { return }
            let parts = arguments(range)
            if parts.first?.label == "timerInterval" {
                timerViews.append(TimerView(kind: .textTimerInterval, location: locate(tokens.offset(at: nameIndex)), isPinnedLeftToRight: pinned))
            } else if let style = parts.first(where: { $0.label == "style" }), style.range.count >= 2,
                tokens[style.range.upperBound - 2].isPunctuation(.dot)
            {
                // `.timer` or `Text.DateStyle.timer`
                // `.relative` is a phrase of the language, not timer digits (`TimerView`).
                if tokens[style.range.upperBound - 1].spells(.timer) {
                    timerViews.append(TimerView(kind: .textTimerStyle, location: locate(tokens.offset(at: nameIndex)), isPinnedLeftToRight: pinned))
                }
            }
        } else if name.spells(.hStack) {
            // `ProgressView(timerInterval:)` is a bar: filling from the right in a right-to-left layout is right.
            if isDigitStack(calls.children(node.closureChildren).map { calls.nodes[Int($0)] }) {
                timerViews.append(TimerView(kind: .digitStack, location: locate(tokens.offset(at: nameIndex)), isPinnedLeftToRight: pinned))
            }
        }
    }

    private enum Fragment { case colon, number, timer, other }

    /// Number fragments on both sides of a `Text(":")` among the stack's direct Text children. A stack
    /// that holds a timer view is a label beside a timer, which the timer's own finding covers: mirroring
    /// the row is right to left done right.
    private func isDigitStack(_ children: [CallForest.Node]) -> Bool {
        let fragments = children.filter { !$0.isMember && tokens[Int($0.nameIndex)].spells(.text) }.map(fragment(of:))
        if fragments.contains(where: { if case .timer = $0 { return true } else { return false } }) { return false }
        guard let colon = fragments.firstIndex(where: { if case .colon = $0 { return true } else { return false } })
        else { return false }
        let isNumber: (Fragment) -> Bool = { if case .number = $0 { return true } else { return false } }
        return fragments[..<colon].contains(where: isNumber)
            && fragments[(colon + 1)...].contains(where: isNumber)
    }

    private func fragment(of text: CallForest.Node) -> Fragment {
        guard let range = text.argumentRange else { return .other }
        let parts = arguments(range)
        if parts.first?.label == "timerInterval" || parts.contains(where: { part in
            part.label == "style" && part.range.last.map { tokens[$0].isIdentifier(.timer) || tokens[$0].isIdentifier(.relative) } == true
        }) {
            return .timer
        }
        guard let first = parts.first, first.label == nil || first.label == "verbatim" else { return .other }
        guard let (_, literal) = stringLiteral(in: first) else {
            // `Text(String(format: "%02d", m))` and a value of a numeric type are digits; `Text(name)` is not.
            let valueTokens = tokens[first.range]
            if valueTokens.first?.isIdentifier(.string) == true, valueTokens.contains(where: { $0.isIdentifier(.format) }) {
                return .number
            }
            if valueTokens.count == 1, let name = valueTokens.first.map(tokens.text(of:)), let type = symbols.typeName(of: name),
                formatSpecifier(forType: type).map({ $0 != "%@" }) == true
            {
                return .number
            }
            return .other
        }
        if let text = literal.staticText {
            let trimmed = text.trimmingSpaces()
            if trimmed == ":" { return .colon }
            return !trimmed.isEmpty && trimmed.allSatisfy(\.isNumber) ? .number : .other
        }
        var hasValue = false
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                if !text.trimmingSpaces().allSatisfy(\.isNumber) { return .other }
            case .interpolation:
                hasValue = true
            }
        }
        return hasValue ? .number : .other
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
