import Diagnostics
import FormatSpecifiers
import PluralRules
import StringCatalog

/// One attempt to render a key in one language: walks variations, splices substitutions, formats arguments.
struct RenderContext {
    let resolver: Resolver
    let key: String
    let language: String
    let device: DeviceClass
    let arguments: ArgumentMode
    let keyIsFormat: Bool

    /// Which argument chooses a plural variation.
    enum PluralArgument {
        /// A whole localization's plural: found from its cases' texts.
        case fromCaseTexts
        /// A substitution's: its `argNum` and specifier, and the supplied argument's index.
        case fixed(position: Int, specifier: FormatSpecifier, slot: Int)
    }

    private func error(_ message: String, at location: SourceLocation) -> InputError {
        resolver.located("key '\(key)' in '\(language)': \(message)", at: location)
    }

    /// The localization's text for the device and arguments, or nil when it has none (the next language is
    /// then tried).
    func render(_ content: LocalizedContent) throws(InputError) -> Rendered? {
        var categories: [Int: PluralCategory] = [:]
        var path: [LocalizedContent] = []
        var pluralPositions: Set<Int> = []
        guard let unit = try select(content, plural: .fromCaseTexts, categories: &categories, path: &path,
                                    pluralPositions: &pluralPositions)
        else { return nil }
        // An untranslated unit (state `new`, or empty) does not ship: the next language serves the key.
        if language != resolver.catalog.sourceLanguage, unit.state == .new || unit.value.isEmpty { return nil }
        return try assemble(text: unit.value, location: unit.valueLocation, contents: path,
                            extraPositions: pluralPositions, categories: categories)
    }

    // MARK: Variations

    /// Follows device and plural variations down to a string unit; nil when a needed case is missing.
    /// `path` collects the contents walked, innermost last, where substitutions are looked up.
    func select(
        _ content: LocalizedContent, plural: PluralArgument, categories: inout [Int: PluralCategory],
        path: inout [LocalizedContent], pluralPositions: inout Set<Int>
    ) throws(InputError) -> StringUnit? {
        path.append(content)
        guard let variations = content.variations else { return content.stringUnit }
        if let group = variations.device {
            guard let chosen = group[device.rawValue] ?? group["other"] else { return nil }
            return try select(chosen.content, plural: plural, categories: &categories, path: &path,
                              pluralPositions: &pluralPositions)
        }
        if let group = variations.plural {
            guard let chosen = try pluralCase(in: group, plural: plural, categories: &categories,
                                              pluralPositions: &pluralPositions)
            else { return nil }
            return try select(chosen.content, plural: plural, categories: &categories, path: &path,
                              pluralPositions: &pluralPositions)
        }
        return content.stringUnit
    }

    private func pluralCase(
        in group: VariationGroup, plural: PluralArgument, categories: inout [Int: PluralCategory],
        pluralPositions: inout Set<Int>
    ) throws(InputError) -> VariationCase? {
        let fallback = group["other"]
        guard case .given(let values) = arguments else { return fallback }
        let position: Int, specifier: FormatSpecifier, slot: Int
        switch plural {
        case .fixed(let fixedPosition, let fixedSpecifier, let fixedSlot):
            (position, specifier, slot) = (fixedPosition, fixedSpecifier, fixedSlot)
        case .fromCaseTexts:
            guard let found = Self.varyingArgument(of: group) ?? Self.varyingArgument(ofKey: key) else { return fallback }
            (position, specifier, slot) = found
        }
        pluralPositions.insert(position)
        guard slot < values.count else {
            throw error("argument \(slot + 1) (\(specifier.displayText)) is missing; the plural variation varies on it",
                        at: group.location)
        }
        guard let number = try displayedNumber(values[slot], specifier: specifier, argumentNumber: slot + 1,
                                               location: group.location)
        else { return fallback }
        let available = Set(group.cases.compactMap { PluralCategory(rawValue: $0.name) })
        let category: PluralCategory
        do {
            category = try PluralRules.category(for: number, language: language, availableCategories: available)
        } catch {
            return fallback
        }
        guard let chosen = group[category.rawValue] ?? fallback else { return nil }
        categories[position] = PluralCategory(rawValue: chosen.name) ?? .other
        return chosen
    }

    /// The argument a whole localization's plural varies on: the lowest-numbered numeric specifier in its cases'
    /// texts, `other` first; its supplied-argument index follows Foundation's reading of the positions used.
    static func varyingArgument(of group: VariationGroup) -> (position: Int, specifier: FormatSpecifier, slot: Int)? {
        let ordered = group.cases.filter { $0.name == "other" } + group.cases.filter { $0.name != "other" }
        for variationCase in ordered {
            for leaf in variationCase.content.stringUnitLeaves {
                guard let format = try? FormatString(parsing: leaf.unit.value) else { continue }
                let numeric = format.specifiers.filter {
                    [.signedInteger, .unsignedInteger, .double].contains($0.argumentType)
                }
                guard let first = numeric.min(by: { $0.argumentIndex < $1.argumentIndex }) else { continue }
                let positions = Set(format.signature.arguments.keys).union(format.substitutions.map(\.argumentIndex))
                let slot = positions.sorted().firstIndex(of: first.argumentIndex) ?? first.argumentIndex - 1
                return (first.argumentIndex, first, slot)
            }
        }
        return nil
    }

    /// When no case text shows a number (every case written out in words), the key's own first numeric
    /// specifier: an interpolated key names the argument the variation was made for.
    static func varyingArgument(ofKey key: String) -> (position: Int, specifier: FormatSpecifier, slot: Int)? {
        guard let format = try? FormatString(parsing: key),
              let first = format.specifiers.filter({ [.signedInteger, .unsignedInteger, .double].contains($0.argumentType) })
                  .min(by: { $0.argumentIndex < $1.argumentIndex })
        else { return nil }
        let positions = Set(format.signature.arguments.keys).union(format.substitutions.map(\.argumentIndex))
        return (first.argumentIndex, first, positions.sorted().firstIndex(of: first.argumentIndex) ?? first.argumentIndex - 1)
    }

    /// The argument as the text shows it, the form plural rules read: `%lld` of 1 → "1", `%.1f` of 1 → "1.0".
    /// Nil for a specifier that shows no number (`%@`): its plural takes `other`.
    func displayedNumber(
        _ text: String, specifier: FormatSpecifier, argumentNumber: Int, location: SourceLocation
    ) throws(InputError) -> String? {
        let value: FormatArgument
        do {
            value = try FormatArgument(parsing: text, for: specifier, argumentNumber: argumentNumber)
        } catch {
            throw self.error(error.message, at: location)
        }
        let length = specifier.lengthModifier?.rawValue ?? ""
        var candidates: [String] = []
        switch specifier.argumentType {
        case .signedInteger:
            candidates = ["%" + length + "d"]
        case .unsignedInteger:
            candidates = ["%" + length + "u"]
        case .double:
            var precision: Int?
            if case .fixed(let fixed) = specifier.precision { precision = fixed }
            let precisionText = precision.map { ".\($0)" } ?? ""
            // `%e` and `%a` show exponents plural rules cannot read; their digits are then read as `%f` shows them.
            candidates = ["%" + precisionText + String(specifier.conversion), "%" + (precision.map { ".\($0)" } ?? ".6") + "f"]
        case .object, .character, .cString, .pointer:
            return nil
        }
        for candidate in candidates {
            guard let shown = try? FormatString.format(candidate, arguments: [value]) else { continue }
            if (try? PluralOperands(shown)) != nil { return shown }
        }
        return nil
    }

    // MARK: Substitutions and formatting

    /// The final text of `text` (a string unit's value): substitutions spliced, arguments formatted. Nil when a
    /// substitution has no case for the arguments (the language is then skipped).
    func assemble(
        text: String, location: SourceLocation, contents: [LocalizedContent], extraPositions: Set<Int>,
        categories: [Int: PluralCategory]
    ) throws(InputError) -> Rendered? {
        var categories = categories
        let main: FormatString
        do {
            main = try FormatString(parsing: text)
        } catch {
            if keyIsFormat, case .given(let values) = arguments, !values.isEmpty {
                throw self.error("not a valid format string: \(error.message)", at: location)
            }
            return Rendered(value: text, categories: categories)
        }
        let usesArguments = Resolver.isPlausibleFormat(main) || !extraPositions.isEmpty
        guard usesArguments || keyIsFormat else { return Rendered(value: text, categories: categories) }

        // Each substitution's own argument, then the positions Foundation reads, which fix the supplied index.
        var definitions: [String: (substitution: Substitution, specifier: FormatSubstitutionSpecifier)] = [:]
        for reference in main.substitutions where definitions[reference.name] == nil {
            guard let substitution = contents.reversed().lazy.compactMap({ $0.substitution(named: reference.name) }).first
            else {
                throw error("'\(reference.text)' names no substitution '\(reference.name)'", at: location)
            }
            let argumentNumber = substitution.argumentNumber ?? reference.argumentIndex
            do {
                let specifier = try FormatSubstitutionSpecifier(
                    formatSpecifier: substitution.formatSpecifier ?? "lld", argNum: argumentNumber)
                definitions[reference.name] = (substitution, specifier)
            } catch {
                throw self.error("substitution '\(reference.name)': \(error.message)", at: substitution.location)
            }
        }
        var logicalPositions = Set(main.signature.arguments.keys).union(extraPositions)
        logicalPositions.formUnion(definitions.values.map(\.specifier.argumentNumber))
        let logicalOrder = logicalPositions.sorted()
        func slot(_ position: Int) -> Int { logicalOrder.firstIndex(of: position) ?? position - 1 }

        var numbered = false
        if !main.substitutions.isEmpty {
            if case .given = arguments {
                numbered = true  // robust: a case without `%arg` must not shift later arguments
            } else {
                numbered = main.specifiers.contains { $0.explicitPosition != nil }
                    || main.substitutions.contains {
                        $0.explicitPosition != nil || definitions[$0.name]?.specifier.argumentNumber != $0.argumentIndex
                    }
            }
        }
        var splices: [String: String] = [:]
        for (name, definition) in definitions {
            let caseText: String
            if let variations = definition.substitution.variations {
                var path: [LocalizedContent] = []
                var positions: Set<Int> = []
                let specifier = definition.specifier
                guard let unit = try select(
                    LocalizedContent(variations: variations),
                    plural: .fixed(position: specifier.argumentNumber, specifier: specifier.specifier,
                                   slot: slot(specifier.argumentNumber)),
                    categories: &categories, path: &path, pluralPositions: &positions)
                else { return nil }
                caseText = unit.value
            } else {
                caseText = "%arg"
            }
            do {
                let caseFormat = try FormatString(parsing: caseText, allowsSubstitutionArgument: true)
                splices[name] = caseFormat.replacing(
                    substitutions: [:], substitutionArgument: definition.specifier.placeholder(numbered: numbered))
            } catch {
                throw self.error("substitution '\(name)' case '\(caseText)': \(error.message)", at: location)
            }
        }
        let spliced = main.substitutions.isEmpty ? text : Self.splice(main, splices: splices, numbered: numbered)

        guard case .given(let values) = arguments else { return Rendered(value: spliced, categories: categories) }
        let final: FormatString
        do {
            final = try FormatString(parsing: spliced)
        } catch {
            throw self.error("'\(spliced)' is not a valid format string: \(error.message)", at: location)
        }
        if let nested = final.substitutions.first {
            throw error("substitution '\(nested.name)' inside a substitution is not supported", at: location)
        }
        let finalPositions = final.signature.arguments.keys.sorted()
        // A substitution's case may add specifiers of its own; they take their places among the positions read.
        logicalPositions.formUnion(finalPositions)
        let order = logicalPositions.sorted()
        func finalSlot(_ position: Int) -> Int { order.firstIndex(of: position) ?? position - 1 }
        if values.count < order.count {
            let needed = order.map { position in
                final.specifiers.first { $0.argumentIndex == position }?.displayText
                    ?? definitions.values.first { $0.specifier.argumentNumber == position }?.specifier.specifier.text
                    ?? "%@"
            }
            throw error("needs \(order.count) argument\(order.count == 1 ? "" : "s") (\(needed.joined(separator: ", "))), "
                + "got \(values.count)", at: location)
        }
        var parsed: [FormatArgument] = []
        for position in finalPositions {
            let index = finalSlot(position)
            let type = final.signature.arguments[position] ?? .object
            let specifierText = final.specifiers.first { $0.argumentIndex == position }?.displayText ?? "%@"
            do {
                parsed.append(try FormatArgument(parsing: values[index], as: type, specifierText: specifierText,
                                                 argumentNumber: index + 1))
            } catch {
                throw self.error(error.message, at: location)
            }
        }
        do {
            return Rendered(value: try final.format(parsed), categories: categories)
        } catch {
            throw self.error(error.message, at: location)
        }
    }

    /// `format`'s text with each `%#@name@` replaced by its case text; with `numbered`, unnumbered specifiers
    /// get their positions written (`%@` → `%1$@`) so they mix with numbered substitution arguments.
    static func splice(_ format: FormatString, splices: [String: String], numbered: Bool) -> String {
        var result = ""
        for segment in format.segments {
            switch segment {
            case .literal(_, let range):
                result += format.text[range]
            case .specifier(let specifier):
                if numbered, specifier.explicitPosition == nil, !specifier.readsAmountArguments {
                    result += "%\(specifier.argumentIndex)$" + specifier.displayText.dropFirst()
                } else {
                    result += specifier.text
                }
            case .substitution(let reference):
                result += splices[reference.name] ?? reference.text
            case .substitutionArgument(let range):
                result += format.text[range]
            }
        }
        return result
    }
}
