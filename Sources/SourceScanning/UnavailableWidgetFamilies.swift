/// Widget families a build never shows: a watch widget is never `.systemSmall`, an iPhone widget never
/// `.accessoryCorner`, and a widget whose configurations all list `.supportedFamilies([…])` shows only those.
/// The clauses of a `switch` over the family that only name such families are compiled but never run
/// there, so what they show is not that build's; nor is its `default:` when the other clauses name every
/// family the file's widgets declare.
enum UnavailableWidgetFamilies {
    private static let system: Set<String> = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"]
    private static let accessory: Set<String> = ["accessoryCircular", "accessoryRectangular", "accessoryInline"]
    private static let every: Set<String> = system.union(accessory).union(["accessoryCorner", "systemExtraLargePortrait"])

    /// Asked of every token of every file: the family names are words of the scanner's, in a row.
    private static func isFamilyName(_ token: Token) -> Bool {
        token.kind == .identifier && token.number >= Word.systemSmall.rawValue
            && token.number <= Word.systemExtraLargePortrait.rawValue
    }

    private static func isConfiguration(_ token: Token) -> Bool {
        token.isIdentifier(.staticConfiguration) || token.isIdentifier(.appIntentConfiguration)
            || token.isIdentifier(.intentConfiguration)
    }

    static func families(on platform: TargetPlatform) -> Set<String> {
        switch platform {
        case .watchOS: return system.union(["systemExtraLargePortrait"])
        case .iOS: return ["accessoryCorner", "systemExtraLargePortrait"]
        case .macOS, .tvOS: return accessory.union(["accessoryCorner", "systemExtraLargePortrait"])
        case .visionOS: return accessory.union(["accessoryCorner"])
        }
    }

    /// Removes the clauses of family `switch`es that this build never runs. `brackets` is the tokens'
    /// table when known; one made here is left there while no token is removed.
    static func remove(from tokens: inout TokenList, platform: TargetPlatform, brackets known: inout BracketTable?) {
        guard tokens.contains(where: isFamilyName) else { return }
        let brackets = known ?? BracketTable(tokens: tokens)
        known = brackets
        let unavailable = families(on: platform)
        // Only a list every configuration of the file gives says which families are shown; otherwise
        // any family of the platform may be, and a `default:` stays.
        let declared = declaredFamilies(in: tokens, brackets: brackets).map { $0.subtracting(unavailable) }
        var dropped: [Range<Int>] = []
        for index in tokens.indices where tokens[index].isIdentifier(.switch) {
            guard let body = switchBody(tokens, from: index, brackets: brackets) else { continue }
            let clauses = self.clauses(tokens, in: body, brackets: brackets)
            guard clauses.contains(where: { $0.names != nil }),
                clauses.allSatisfy({ $0.names.map { !$0.isEmpty && $0.isSubset(of: every) } ?? true })
            else { continue }
            var named: Set<String> = []
            var defaultClause: Range<Int>?
            for clause in clauses {
                guard let names = clause.names else {
                    defaultClause = clause.range
                    continue
                }
                let isShown = names.contains { !unavailable.contains($0) && (declared?.contains($0) ?? true) }
                if isShown { named.formUnion(names) } else { dropped.append(clause.range) }
            }
            if let defaultClause, let declared, declared.isSubset(of: named) { dropped.append(defaultClause) }
        }
        if !dropped.isEmpty {
            tokens.removeTokens(in: dropped.sorted { $0.lowerBound < $1.lowerBound })
            known = nil
        }
    }

    /// The families of the file's `.supportedFamilies([…])` lists, when there are at least as many lists as
    /// widget configurations (so that every configuration gives one); nil otherwise.
    private static func declaredFamilies(in tokens: TokenList, brackets: BracketTable) -> Set<String>? {
        var configurationCount = 0
        var listCount = 0
        var families: Set<String> = []
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].isPunctuation(.openParen) {
            if isConfiguration(tokens[index]) { configurationCount += 1 }
            guard tokens[index].isIdentifier(.supportedFamilies), index + 2 < tokens.count, tokens[index + 2].isPunctuation(.openBracket),
                let close = brackets[index + 2]
            else { continue }
            listCount += 1
            var cursor = index + 3
            while cursor + 1 < close {
                if tokens[cursor].isPunctuation(.dot), tokens[cursor + 1].kind == .identifier { families.insert(tokens.text(cursor + 1)) }
                cursor += 1
            }
        }
        return configurationCount > 0 && listCount >= configurationCount ? families : nil
    }

    /// The token range inside the braces of the `switch` at `index`.
    private static func switchBody(_ tokens: TokenList, from index: Int, brackets: BracketTable) -> Range<Int>? {
        var cursor = index + 1
        while cursor < tokens.count, cursor < index + 64 {
            if tokens[cursor].isPunctuation(.openBrace) {
                guard let close = brackets[cursor] else { return nil }
                return (cursor + 1)..<close
            }
            if tokens[cursor].isPunctuation(.closeBrace) || tokens[cursor].isPunctuation(.semicolon) { return nil }
            cursor = tokens[cursor].isPunctuation(.openParen) || tokens[cursor].isPunctuation(.openBracket)
                ? (brackets.skipGroup(at: cursor) ?? cursor + 1) : cursor + 1
        }
        return nil
    }

    /// The clauses at the top level of a switch body, each to the next or the body's end: the member names
    /// of a `case .a, .b:` label, an empty set for any other pattern, nil for `default:`.
    private static func clauses(_ tokens: TokenList, in body: Range<Int>, brackets: BracketTable) -> [(names: Set<String>?, range: Range<Int>)] {
        var starts: [(names: Set<String>?, start: Int)] = []
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            let token = tokens[cursor]
            if token.isIdentifier(.case) {
                starts.append((caseLabel(tokens, from: cursor).map { Set($0.1) } ?? [], cursor))
            } else if token.isIdentifier(.default), cursor + 1 < body.upperBound, tokens[cursor + 1].isPunctuation(.colon) {
                starts.append((nil, cursor))
            }
            cursor = min(brackets.skipGroup(at: cursor) ?? cursor + 1, body.upperBound)
        }
        return starts.enumerated().map { number, clause in
            let end = number + 1 < starts.count ? starts[number + 1].start : body.upperBound
            return (clause.names, clause.start..<end)
        }
    }

    /// `case .a, .b:` — the colon's index and the member names, or nil for any other pattern.
    private static func caseLabel(_ tokens: TokenList, from start: Int) -> (Int, [String])? {
        var names: [String] = []
        var index = start + 1
        while index + 1 < tokens.count {
            guard tokens[index].isPunctuation(.dot), tokens[index + 1].kind == .identifier else { return nil }
            names.append(tokens.text(index + 1))
            index += 2
            if index < tokens.count, tokens[index].isPunctuation(.comma) {
                index += 1
                continue
            }
            if index < tokens.count, tokens[index].isPunctuation(.colon) { return (index, names) }
            return nil
        }
        return nil
    }
}
