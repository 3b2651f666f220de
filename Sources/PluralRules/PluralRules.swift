import Foundation

/// Picks the CLDR plural category of a number for a language, as ICU (and so Foundation) does.
///
/// Rules come from CLDR 46 / ICU 76.1 (`Generated/PluralRuleData.swift`), are parsed on first use per locale and
/// cached. Apple's catalog-specific `zero` rule is not applied by `category(for:language:type:)`; see
/// `category(for:language:type:availableCategories:)`.
public enum PluralRules {
    /// The data's versions, for reports: CLDR "46" as shipped in ICU "76.1".
    public static let cldrVersion = PluralRuleData.cldrVersion
    public static let icuVersion = PluralRuleData.icuVersion

    /// The category of `number` (a decimal string as formatted, e.g. "1", "1.0", "2.50", "1c6").
    /// Throws `PluralOperandsError` when `number` is not a number.
    public static func category(
        for number: String, language: String, type: PluralRuleType = .cardinal
    ) throws -> PluralCategory {
        ruleSet(for: language, type: type).category(for: try PluralOperands(number))
    }

    /// The category of already computed operands.
    public static func category(
        for operands: PluralOperands, language: String, type: PluralRuleType = .cardinal
    ) -> PluralCategory {
        ruleSet(for: language, type: type).category(for: operands)
    }

    /// The category with Apple's catalog rule on top: when the variations offered include `zero`, a number
    /// whose value is zero written without fraction digits ("0", not "0.0") takes `zero` whatever the
    /// language's rules say (English has no `zero` category, yet a catalog's `zero` variation shows for 0).
    /// Every other number gets the language's category, even if `availableCategories` lacks it: choosing a
    /// replacement is the caller's policy.
    public static func category(
        for number: String, language: String, type: PluralRuleType = .cardinal,
        availableCategories: Set<PluralCategory>
    ) throws -> PluralCategory {
        let operands = try PluralOperands(number)
        if availableCategories.contains(.zero), operands.integerDigits == "0", operands.v == 0 {
            return .zero
        }
        return ruleSet(for: language, type: type).category(for: operands)
    }

    /// The categories the language's rules can select, in CLDR order (always including `other`).
    /// Read from the generated table without parsing the rules: a check asks this of every catalog language
    /// at start (the tests hold it equal to the parsed rule set's `categories`).
    public static func categories(for language: String, type: PluralRuleType = .cardinal) -> [PluralCategory] {
        guard let sources = sourceTable(type)[ruleLocale(for: language, type: type)] else { return [.other] }
        return sources.map(\.0).filter { $0 != .other }.sorted() + [.other]
    }

    /// The ICU locale ID whose rules apply to `language` (BCP 47 or ICU form), after fallback by truncation:
    /// `pt-PT` → `pt_PT`, `de-CH` → `de`, `zh-Hant-TW` → `zh`, unknown → `root`.
    public static func ruleLocale(for language: String, type: PluralRuleType = .cardinal) -> String {
        let table = sourceTable(type)
        var subtags = canonicalSubtags(language)
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "_")
            if table[candidate] != nil { return candidate }
            subtags.removeLast()
        }
        return "root"
    }

    /// The parsed rule set that applies to `language`.
    public static func ruleSet(for language: String, type: PluralRuleType = .cardinal) -> PluralRuleSet {
        let locale = ruleLocale(for: language, type: type)
        return cache.ruleSet(locale: locale, type: type) {
            // The generated data is parsed in full by the tests, so the fallback is for the impossible case only.
            guard let sources = sourceTable(type)[locale],
                  let parsed = try? PluralRuleSet(parsing: sources) else { return .otherOnly }
            return parsed
        }
    }

    /// The start of each `@integer` sample of every rule that applies to `language`, rules in CLDR category
    /// order: what `ruleSet(for:type:).rules` holds as `integerSamples.map(\.start)`, read from the generated
    /// rule texts without parsing their conditions and decimal samples (a check asks this of each catalog
    /// language once, at start; the tests hold it equal to the full parse for every locale).
    public static func integerSampleStarts(
        for language: String, type: PluralRuleType = .cardinal
    ) -> [(category: PluralCategory, starts: [String])] {
        guard let sources = sourceTable(type)[ruleLocale(for: language, type: type)] else { return [] }
        return sources.sorted { $0.0 < $1.0 }.map { category, text in (category, integerSampleStarts(inRule: text)) }
    }

    /// The starts of the `@integer` samples of one rule text: the items between `@integer` and `@decimal` (or
    /// the end), split at commas, each up to its `~`, without spaces and the `…` marker. Byte by byte:
    /// Foundation's `range(of:)` and `trimmingCharacters` bridge every call to an NSString.
    private static func integerSampleStarts(inRule text: String) -> [String] {
        let bytes = Array(text.utf8)
        func find(_ word: StaticString, from start: Int) -> Int? {
            let count = word.utf8CodeUnitCount
            guard start + count <= bytes.count else { return nil }
            return word.withUTF8Buffer { word in
                (start...(bytes.count - count)).first { offset in (0..<count).allSatisfy { bytes[offset + $0] == word[$0] } }
            }
        }
        guard let marker = find("@integer", from: 0) else { return [] }
        let end = find("@decimal", from: marker) ?? bytes.count
        let space = UInt8(ascii: " ")
        var starts: [String] = []
        var index = marker + 8
        while index < end {
            var itemEnd = index
            while itemEnd < end, bytes[itemEnd] != UInt8(ascii: ",") { itemEnd += 1 }
            var lower = index, upper = index
            while upper < itemEnd, bytes[upper] != UInt8(ascii: "~") { upper += 1 }
            while lower < upper, bytes[lower] == space { lower += 1 }
            while upper > lower, bytes[upper - 1] == space { upper -= 1 }
            let item = String(decoding: bytes[lower..<upper], as: UTF8.self)
            if !item.isEmpty, item != "…", item != "..." { starts.append(item) }
            index = itemEnd + 1
        }
        return starts
    }

    /// Every ICU locale ID with its own rules of `type`.
    public static func ruleLocales(type: PluralRuleType) -> [String] {
        sourceTable(type).keys.sorted()
    }

    private static func sourceTable(_ type: PluralRuleType) -> [String: [(PluralCategory, String)]] {
        switch type {
        case .cardinal: PluralRuleData.cardinal
        case .ordinal: PluralRuleData.ordinal
        }
    }

    /// ICU-cased subtags up to the first extension: `zh-hant-tw-u-nu-latn` → [zh, Hant, TW]; `und` → [].
    static func canonicalSubtags(_ language: String) -> [String] {
        let base = language.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var subtags: [String] = []
        for (position, raw) in base.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated() {
            let subtag = String(raw)
            if subtag.count == 1 { break }  // a singleton starts an extension (-u-, -x-): not part of the locale
            if position == 0 {
                let lowered = subtag.lowercased()
                if lowered == "und" || lowered == "root" { return [] }
                subtags.append(lowered)
            } else if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                subtags.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else {
                subtags.append(subtag.uppercased())
            }
        }
        return subtags
    }

    private static let cache = RuleSetCache()
}

/// Parsed rule sets per (locale, type), shared by all threads.
private final class RuleSetCache: @unchecked Sendable {
    // Guarded by `lock`; that is what makes the unchecked Sendable conformance sound.
    private var ruleSets: [String: PluralRuleSet] = [:]
    private let lock = NSLock()

    func ruleSet(locale: String, type: PluralRuleType, parse: () -> PluralRuleSet) -> PluralRuleSet {
        let key = type.rawValue + ":" + locale
        lock.lock()
        defer { lock.unlock() }
        if let cached = ruleSets[key] { return cached }
        let parsed = parse()
        ruleSets[key] = parsed
        return parsed
    }
}
