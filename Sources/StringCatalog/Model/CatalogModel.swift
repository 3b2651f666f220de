import JSON
import Diagnostics

extension SourceLocation {
    /// The location of something built in memory rather than read from a file: empty file name, line 0.
    public static let inMemory = SourceLocation(file: "", line: 0, column: 0)
}

/// The translation state of a string unit or string set (`new`, `translated`, `needs_review`); values Xcode
/// may add later are kept as written.
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let new = TranslationState(rawValue: "new")
    public static let translated = TranslationState(rawValue: "translated")
    public static let needsReview = TranslationState(rawValue: "needs_review")

    public var description: String { rawValue }
}

/// How a key got into the catalog (`manual`, `stale`, `extracted_with_value`, `migrated`; absent means
/// extracted from code); other values are kept as written.
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let manual = ExtractionState(rawValue: "manual")
    public static let stale = ExtractionState(rawValue: "stale")
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    public static let migrated = ExtractionState(rawValue: "migrated")

    public var description: String { rawValue }
}

/// One translated text: `{"state": ..., "value": ...}`.
public struct StringUnit: Sendable {
    public var state: TranslationState?
    public var value: String
    /// Fields this tool does not know, kept so they are written back.
    public var extraFields: [JSONMember]
    // Positions plus one file name rather than three `SourceLocation`s: a large catalog holds hundreds of
    // thousands of units, and this halves their size.
    private var file: String
    private var keyPosition: JSONPosition
    private var valuePosition: JSONPosition
    private var statePosition: JSONPosition

    public init(
        state: TranslationState? = .translated, value: String, extraFields: [JSONMember] = [],
        location: SourceLocation = .inMemory, valueLocation: SourceLocation = .inMemory,
        stateLocation: SourceLocation? = nil
    ) {
        self.state = state
        self.value = value
        self.extraFields = extraFields
        self.file = location.file
        self.keyPosition = JSONPosition(line: location.line, column: location.column)
        self.valuePosition = JSONPosition(line: valueLocation.line, column: valueLocation.column)
        self.statePosition = stateLocation.map { JSONPosition(line: $0.line, column: $0.column) } ?? .inMemory
    }

    init(state: TranslationState?, value: String, extraFields: [JSONMember], file: String,
         keyPosition: JSONPosition, valuePosition: JSONPosition, statePosition: JSONPosition) {
        self.state = state
        self.value = value
        self.extraFields = extraFields
        self.file = file
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.statePosition = statePosition
    }

    /// Where the `"stringUnit"` key is. (All locations of a unit are in one file; setting one sets the file.)
    public var location: SourceLocation {
        get { keyPosition.location(in: file) }
        set { (file, keyPosition) = (newValue.file, JSONPosition(line: newValue.line, column: newValue.column)) }
    }

    /// Where the `"value"` string starts.
    public var valueLocation: SourceLocation {
        get { valuePosition.location(in: file) }
        set { (file, valuePosition) = (newValue.file, JSONPosition(line: newValue.line, column: newValue.column)) }
    }

    /// Where the `"state"` string starts, if the unit has one and was read from a file.
    public var stateLocation: SourceLocation? {
        get { statePosition == .inMemory ? nil : statePosition.location(in: file) }
        set {
            guard let newValue else { statePosition = .inMemory; return }
            (file, statePosition) = (newValue.file, JSONPosition(line: newValue.line, column: newValue.column))
        }
    }
}

/// A list of strings for one language (`stringSet`), used by App Shortcuts phrases.
public struct StringSet: Sendable {
    public var state: TranslationState?
    public var values: [String]
    public var extraFields: [JSONMember]
    public var location: SourceLocation
    public var valueLocations: [SourceLocation]

    public init(
        state: TranslationState? = .translated, values: [String], extraFields: [JSONMember] = [],
        location: SourceLocation = .inMemory, valueLocations: [SourceLocation] = []
    ) {
        self.state = state
        self.values = values
        self.extraFields = extraFields
        self.location = location
        self.valueLocations = valueLocations
    }
}

/// What a localization or one case of a variation holds: a string unit, a string set, variations and
/// substitutions, any of them possibly absent.
public struct LocalizedContent: Sendable {
    public var stringUnit: StringUnit?
    public var extraFields: [JSONMember]
    /// String sets, variations and substitutions live out of line (copied on write): most localizations
    /// have none, and keeping them inline would triple the size of every localization.
    private var rareParts: RareParts?

    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: [Substitution]? = nil, extraFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.extraFields = extraFields
        if stringSet != nil || variations != nil || substitutions != nil {
            rareParts = RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions)
        }
    }

    public var stringSet: StringSet? {
        get { rareParts?.stringSet }
        set { updateRareParts { $0.stringSet = newValue } }
    }

    public var variations: Variations? {
        get { rareParts?.variations }
        set { updateRareParts { $0.variations = newValue } }
    }

    /// Substitutions by name (`%#@name@` in the text), in file order; nil when the field is absent.
    public var substitutions: [Substitution]? {
        get { rareParts?.substitutions }
        set { updateRareParts { $0.substitutions = newValue } }
    }

    private mutating func updateRareParts(_ change: (RareParts) -> Void) {
        if rareParts == nil {
            rareParts = RareParts()
        } else if !isKnownUniquelyReferenced(&rareParts) {
            rareParts = rareParts?.copy()
        }
        guard let parts = rareParts else { return }
        change(parts)
        if parts.stringSet == nil && parts.variations == nil && parts.substitutions == nil { rareParts = nil }
    }

    public func substitution(named name: String) -> Substitution? {
        guard let substitutions, let index = substitutions.firstIndex(where: { $0.name == name }) else { return nil }
        return substitutions[index]
    }

    /// Whether the content holds a string set, variations or substitutions: false for a lone string unit
    /// (or nothing), as most variation cases are. Answered without copying any of them.
    var hasRareParts: Bool { rareParts != nil }

    /// Whether the content has variations or substitutions, answered without copying either.
    var isVaried: Bool {
        guard let rareParts else { return false }
        return rareParts.variations != nil || rareParts.substitutions != nil
    }
}

extension Localization {
    /// Whether the localization at `index` of `list` has variations or substitutions, read in place: asking
    /// its content for them from another module returned a copy of each, for every localization of a
    /// large catalog.
    public static func varies(_ list: UnsafeBufferPointer<Localization>, at index: Int) -> Bool {
        list[index].content.isVaried
    }
}

/// The out-of-line parts of `LocalizedContent`. Only ever mutated while uniquely referenced (copy on
/// write), which is what makes sharing it between threads safe.
private final class RareParts: @unchecked Sendable {
    var stringSet: StringSet?
    var variations: Variations?
    var substitutions: [Substitution]?

    init(stringSet: StringSet? = nil, variations: Variations? = nil, substitutions: [Substitution]? = nil) {
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
    }

    func copy() -> RareParts {
        RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions)
    }
}

/// The kinds of variation Xcode writes, and the case names each has.
public enum VariationKind {
    public static let plural = "plural"
    public static let device = "device"
    /// CLDR plural categories, in CLDR order.
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]
    public static let deviceClasses = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]
}

/// The `variations` object: groups by kind (`plural`, `device`; others kept), each a list of cases.
public struct Variations: Sendable {
    public var groups: [VariationGroup]
    /// Members of `variations` that are not objects of cases; kept and written back.
    public var extraFields: [JSONMember]
    public var location: SourceLocation

    public init(groups: [VariationGroup] = [], extraFields: [JSONMember] = [], location: SourceLocation = .inMemory) {
        self.groups = groups
        self.extraFields = extraFields
        self.location = location
    }

    public func group(_ kind: String) -> VariationGroup? {
        guard let index = groups.firstIndex(where: { $0.kind == kind }) else { return nil }
        return groups[index]
    }

    /// The plural cases, if the text varies by plural category.
    public var plural: VariationGroup? { group(VariationKind.plural) }
    /// The device cases, if the text varies by device.
    public var device: VariationGroup? { group(VariationKind.device) }
}

/// The cases of one kind of variation, e.g. the plural categories `one` and `other`.
public struct VariationGroup: Sendable {
    public var kind: String
    public var cases: [VariationCase]
    public var location: SourceLocation

    public init(kind: String, cases: [VariationCase] = [], location: SourceLocation = .inMemory) {
        self.kind = kind
        self.cases = cases
        self.location = location
    }

    public subscript(name: String) -> VariationCase? {
        guard let index = cases.firstIndex(where: { $0.name == name }) else { return nil }
        return cases[index]
    }
}

/// One case of a variation (`one`, `ipad`, ...) and what it holds (a string unit, or further variations:
/// a device case may vary by plural).
@dynamicMemberLookup
public struct VariationCase: Sendable {
    public var name: String
    public var content: LocalizedContent
    /// Where the case's name is.
    public var location: SourceLocation

    public init(name: String, content: LocalizedContent, location: SourceLocation = .inMemory) {
        self.name = name
        self.content = content
        self.location = location
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LocalizedContent, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<LocalizedContent, Value>) -> Value {
        content[keyPath: keyPath]
    }
}

/// A substitution: a named argument of a format string (`%#@count@`) whose text varies on its own.
public struct Substitution: Sendable {
    public var name: String
    /// `argNum`: which format argument (1-based) the substitution takes.
    public var argumentNumber: Int?
    /// `formatSpecifier`, e.g. `lld`.
    public var formatSpecifier: String?
    public var variations: Variations?
    public var extraFields: [JSONMember]
    public var location: SourceLocation

    public init(
        name: String, argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
        extraFields: [JSONMember] = [], location: SourceLocation = .inMemory
    ) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraFields = extraFields
        self.location = location
    }
}

/// The translation of one key into one language.
@dynamicMemberLookup
public struct Localization: Sendable {
    /// The language code as written in the catalog (`de`, `pt-BR`, `zh-Hans`).
    public var language: String
    public var content: LocalizedContent
    /// Where the language code is.
    public var location: SourceLocation

    public init(language: String, content: LocalizedContent, location: SourceLocation = .inMemory) {
        self.language = language
        self.content = content
        self.location = location
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LocalizedContent, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<LocalizedContent, Value>) -> Value {
        content[keyPath: keyPath]
    }
}

/// One key of the catalog with its comment, flags and localizations.
public struct CatalogEntry: Sendable {
    public var key: String
    public var comment: String?
    public var isCommentAutoGenerated: Bool?
    public var extractionState: ExtractionState?
    public var shouldTranslate: Bool?
    /// Localizations in file order; nil when the entry has no `localizations` field at all.
    public var localizations: [Localization]?
    public var extraFields: [JSONMember]
    /// Where the key is.
    public var location: SourceLocation

    public init(
        key: String, comment: String? = nil, isCommentAutoGenerated: Bool? = nil,
        extractionState: ExtractionState? = nil, shouldTranslate: Bool? = nil, localizations: [Localization]? = nil,
        extraFields: [JSONMember] = [], location: SourceLocation = .inMemory
    ) {
        self.key = key
        self.comment = comment
        self.isCommentAutoGenerated = isCommentAutoGenerated
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.extraFields = extraFields
        self.location = location
    }

    /// Found by index and copied once: `first(where:)` copied every localization it passed over.
    public func localization(for language: String) -> Localization? {
        guard let localizations, let index = localizations.firstIndex(where: { $0.language == language }) else { return nil }
        return localizations[index]
    }

    /// Adds the localization, or replaces the one for the same language.
    public mutating func setLocalization(_ localization: Localization) {
        var list = localizations ?? []
        if let index = list.firstIndex(where: { $0.language == localization.language }) {
            list[index] = localization
        } else {
            list.append(localization)
        }
        localizations = list
    }

    @discardableResult
    public mutating func removeLocalization(for language: String) -> Localization? {
        guard let index = localizations?.firstIndex(where: { $0.language == language }) else { return nil }
        return localizations?.remove(at: index)
    }

    /// The text in the source language: its string unit's value, or the key itself when the source
    /// language has no string unit (Xcode's convention: the key is the source text).
    public func sourceText(sourceLanguage: String) -> String {
        localization(for: sourceLanguage)?.content.stringUnit?.value ?? key
    }
}
