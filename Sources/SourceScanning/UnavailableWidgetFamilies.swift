/// Widget families a platform never shows: a watch widget is never `.systemSmall`, an iPhone widget never
/// `.accessoryCorner`. The cases of a `switch` over the family that only name such families are compiled
/// but never run there, so what they show is not that platform's.
enum UnavailableWidgetFamilies {
    private static let system: Set<String> = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"]
    private static let accessory: Set<String> = ["accessoryCircular", "accessoryRectangular", "accessoryInline"]

    static func families(on platform: TargetPlatform) -> Set<String> {
        switch platform {
        case .watchOS: return system
        case .iOS: return ["accessoryCorner"]
        case .macOS, .visionOS, .tvOS: return accessory.union(["accessoryCorner"])
        }
    }

    /// The tokens without the bodies of `case .systemSmall, .systemMedium:` clauses when every family the
    /// clause names is unavailable on the platform.
    static func removed(from tokens: [Token], platform: TargetPlatform) -> [Token] {
        let unavailable = families(on: platform)
        guard tokens.contains(where: { $0.kind == .identifier && unavailable.contains($0.text) }) else { return tokens }
        let brackets = BracketTable(tokens: tokens)
        var dropped: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].isIdentifier("case"), let (colon, names) = caseLabel(tokens, from: index),
                !names.isEmpty, names.allSatisfy(unavailable.contains)
            else {
                index += 1
                continue
            }
            // The clause runs to the next `case` or `default` at its own depth, or the switch's `}`.
            var end = colon + 1
            while end < tokens.count {
                let token = tokens[end]
                if token.isIdentifier("case") || token.isIdentifier("default") || token.isPunctuation("}") { break }
                end = brackets.skipGroup(at: end) ?? end + 1
            }
            dropped.append(index..<end)
            index = end
        }
        guard !dropped.isEmpty else { return tokens }
        var result: [Token] = []
        var next = 0
        for range in dropped {
            result += tokens[next..<range.lowerBound]
            next = range.upperBound
        }
        result += tokens[next...]
        return result
    }

    /// `case .a, .b:` — the colon's index and the member names, or nil for any other pattern.
    private static func caseLabel(_ tokens: [Token], from start: Int) -> (Int, [String])? {
        var names: [String] = []
        var index = start + 1
        while index + 1 < tokens.count {
            guard tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier else { return nil }
            names.append(tokens[index + 1].text)
            index += 2
            if index < tokens.count, tokens[index].isPunctuation(",") {
                index += 1
                continue
            }
            if index < tokens.count, tokens[index].isPunctuation(":") { return (index, names) }
            return nil
        }
        return nil
    }
}
