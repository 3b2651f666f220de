import Diagnostics

/// One place in source where SwiftUI or Foundation takes a localizable key, with the key as Xcode extracts it.
public struct LocalizableUse: Hashable, Sendable {
    /// The API that takes the key; it decides how Xcode extracts the key.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case text, label, button, toggle, link, navigationLink, section, picker
        case navigationTitle, help
        case stringLocalized, localizedStringResource, localizedStringKey
        /// `let x: LocalizedStringKey = "…"` or `LocalizedStringResource = "…"`, and the literals a function or
        /// computed property declared to return one of those types returns.
        case typedDeclaration
        case nsLocalizedString
        /// Another initializer whose first argument is a key: `TextField`, `Menu`, `IntentDescription`, …
        case otherInitializer
        /// Another modifier whose first argument is a key: `.accessibilityLabel`, `.alert`,
        /// and a widget's `.configurationDisplayName` and `.description`.
        case otherModifier
        /// An App Intents key: `@Parameter(title:)`, `DisplayRepresentation(title:subtitle:)`,
        /// `TypeDisplayRepresentation(name:)`, `AppIntentRecommendation(description:)`.
        case appIntent
        /// A call of the project's own function or view whose parameter is a `LocalizedStringKey`
        /// (or resource), or one of the configuration's `localizationRoutines`.
        case projectRoutine
        /// A Swift Charts label: `.value("Steps", steps)`.
        case chartLabel
    }

    /// The bundle a key is read from, as the code names it.
    public enum BundleReference: Hashable, Sendable {
        /// No `bundle:` argument: the main bundle at run time — but App Intents metadata compiled into a
        /// framework or package is looked up in that module's bundle, and Xcode extracts the key there.
        case unspecified
        /// `.main` or `Bundle.main`: the bundle of the app or extension that runs the code.
        case main
        /// `.module`, `Bundle.module` or `#bundle`: the bundle of the module the code is compiled into
        /// (a Swift package target's own resources).
        case module
        /// A static property of `Bundle` (`.currentSPM`), resolved across the target's files.
        case alias(String)
        /// Anything else (`Bundle(for:)`, a variable): where the key is read from is not known.
        case unknown
    }

    /// A piece of the key: literal text (unescaped) or an interpolated value.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    /// An interpolated value and the format specifier Xcode puts in its place.
    public struct Placeholder: Hashable, Sendable {
        /// The interpolation's source text, e.g. `count` for `\(count)`.
        public var expression: String
        /// `%lld`, `%@`, …; nil when the value's type is unknown, which matches any specifier.
        public var specifier: String?
        /// The identifier path the value reads (`context.state.cycle`), for resolving across files.
        var referencePath: [String]?

        public init(expression: String, specifier: String?) {
            self.expression = expression
            self.specifier = specifier
        }

        init(expression: String, specifier: String?, referencePath: [String]?) {
            self.expression = expression
            self.specifier = specifier
            self.referencePath = referencePath
        }
    }

    public var kind: Kind
    public var segments: [Segment]
    /// The strings table: the `table:`/`tableName:` argument, `Localizable` by default.
    public var table: String
    public var comment: String?
    /// Where the string literal starts.
    public var location: SourceLocation
    public var bundle: BundleReference
    /// False when the literal may or may not be a key (`name ?? "Unknown"`, whose type depends on `name`):
    /// such a use keeps a key from being called unused, but never makes it required.
    public var isCertain: Bool
    /// The function, computed property or initializer the key is written in (`localizedTitle`, `body`,
    /// `init`); nil at the top of a type (a stored or static property) or of the file.
    public var memberName: String?
    /// The type (or extended type) whose body holds the key; nil at the top level of the file.
    public var enclosingType: String?
    /// The text the code gives for the key's source language, when it is a plain literal:
    /// `NSLocalizedString("KEY", value: "%1$@ %2$@", comment:)`, `String(localized:defaultValue:)`,
    /// `LocalizedStringResource(_:defaultValue:)`. Where no table of the source language has the key,
    /// this is what shows, and what a translation must format like.
    public var defaultValue: String?
    /// The attributes type of the Live Activity whose drawing code holds the key (`LiveActivityContent`):
    /// the key shows only once the app starts an activity of that type. Nil elsewhere.
    public var liveActivityAttributes: String?
    /// The values `String(format:)` passes with the looked-up text, when the look-up is its format
    /// (`String(format: String(localized: "Pin %@"), name)`, or a literal given to a wrapper of the project's
    /// that so formats its key parameter: `FormattedLookup`). Nil when the text is shown as it is.
    public var formatValues: [Placeholder]?

    public init(
        kind: Kind, segments: [Segment], table: String = "Localizable", comment: String? = nil,
        location: SourceLocation, bundle: BundleReference = .unspecified, isCertain: Bool = true
    ) {
        self.kind = kind
        self.segments = segments
        self.table = table
        self.comment = comment
        self.location = location
        self.bundle = bundle
        self.isCertain = isCertain
    }

    /// Whether a literal `%` is doubled in the key. The interpolation types of `LocalizedStringKey` and
    /// `String.LocalizationValue` build a format string, escaping `%`; a plain literal is the key as written,
    /// and NSLocalizedString never formats its key.
    var escapesPercent: Bool {
        kind != .nsLocalizedString && segments.contains { if case .placeholder = $0 { return true } else { return false } }
    }

    /// The key as Xcode writes it into the catalog; an unknown placeholder is shown as `%@`.
    public var key: String {
        // Most keys are one literal, which escapes nothing: the key is its text, with no string built.
        if segments.count == 1, case .literal(let text) = segments[0] { return text }
        let escapesPercent = escapesPercent
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                result += escapesPercent ? text.replacingPercents() : text
            case .placeholder(let placeholder):
                result += placeholder.specifier ?? "%@"
            }
        }
        return result
    }

    /// Whether the literal text has a letter: a key of only values, digits and punctuation (`%lld / %lld`,
    /// `•`), or a bare e-mail address, reads the same in every language, translated or not.
    public var hasTextToTranslate: Bool {
        let key = key
        if EmailAddress.isWhole(key) { return false }
        // Specifiers written into the literal (`NSLocalizedString("%lld%@", …)`) are values, not words; a key
        // without `%` has none.
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key.containsLetter }
        return FormatPiece.parse(key).contains { piece in
            guard case .text(let text) = piece else { return false }
            return text.containsLetter
        }
    }

    /// Whether some placeholder's type could not be inferred (so `key` is a guess there).
    public var hasUnknownPlaceholders: Bool {
        segments.contains { if case .placeholder(let p) = $0 { return p.specifier == nil } else { return false } }
    }

    /// Whether a catalog key is this use's key: literal text must be equal, specifiers equal
    /// (ignoring a positional `n$`), and an unknown placeholder matches any one specifier.
    public func matches(catalogKey: String) -> Bool {
        if !escapesPercent {
            return catalogKey == key
        }
        return FormatPattern(pieces: expectedFormatPieces).isMatched(by: FormatPattern(catalogKey: catalogKey))
    }

    /// What a matching key's pieces must be: the literal texts, then each placeholder's specifier, or a
    /// wildcard where its type is unknown.
    var expectedFormatPieces: [FormatPiece] {
        FormatPiece.merge(segments.map { segment -> FormatPiece in
            switch segment {
            case .literal(let text): return .text(text)
            case .placeholder(let placeholder):
                if let specifier = placeholder.specifier {
                    return FormatPiece.parse(specifier).first ?? .wildcard
                }
                return .wildcard
            }
        })
    }
}

/// A format string split into literal text and conversion specifiers.
enum FormatPiece: Equatable {
    case text(String)
    /// A specifier without its positional `n$`, e.g. `%lld`, `%.2f`.
    case specifier(String)
    case wildcard

    static func merge(_ pieces: [FormatPiece]) -> [FormatPiece] {
        var result: [FormatPiece] = []
        for piece in pieces {
            if case .text(let next) = piece, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + next)
            } else if case .text(let next) = piece, next.isEmpty {
                continue
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// Read from the text's UTF-8 bytes: a specifier is ASCII, so the text between two is copied in one
    /// piece (parsing scalar by scalar, appending each, cost about 11,000 instructions a catalog key, and
    /// rules parse every pattern key of a widget's catalogs).
    static func parse(_ format: String) -> [FormatPiece] {
        var format = format
        return format.withUTF8 { parse(utf8: $0) }
    }

    private static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var text: [UInt8] = []
        var literalStart = 0
        var index = 0
        func takeLiteral(upTo end: Int) {
            if literalStart < end { text.append(contentsOf: bytes[literalStart..<end]) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                takeLiteral(upTo: index + 1)
                index += 2
                literalStart = index
                continue
            }
            if let (specifier, end) = parseSpecifier(bytes, from: index) {
                takeLiteral(upTo: index)
                if !text.isEmpty {
                    pieces.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                pieces.append(.specifier(specifier))
                index = end
                literalStart = index
            } else {
                index += 1
            }
        }
        takeLiteral(upTo: bytes.count)
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// `%` [n$] [flags] [width] [.precision] [length] conversion; returns the specifier without `n$`.
    private static func parseSpecifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, Int)? {
        var index = start + 1
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func skipDigits() -> Range<Int> {
            let first = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return first..<index
        }
        var body: [UInt8] = [UInt8(ascii: "%")]
        let leading = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: "$"), !leading.isEmpty {
            index += 1
        } else {
            index = start + 1
        }
        func isFlag(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"):
                return true
            default: return false
            }
        }
        while index < bytes.count, isFlag(bytes[index]) {
            body.append(bytes[index])
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            body.append(UInt8(ascii: "*"))
            index += 1
        } else {
            body.append(contentsOf: bytes[skipDigits()])
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            body.append(UInt8(ascii: "."))
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                body.append(UInt8(ascii: "*"))
                index += 1
            } else {
                body.append(contentsOf: bytes[skipDigits()])
            }
        }
        for length in lengthModifiers {
            if index + length.count <= bytes.count, bytes[index..<(index + length.count)].elementsEqual(length) {
                body.append(contentsOf: length)
                index += length.count
                break
            }
        }
        guard index < bytes.count, conversions.contains(bytes[index]) else { return nil }
        body.append(bytes[index])
        return (String(decoding: body, as: UTF8.self), index + 1)
    }

    /// Longest first where one begins another, as the conversion is read after them.
    private static let lengthModifiers: [[UInt8]] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.utf8) }
    private static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGcCsSpaA".utf8)
}

extension String {
    fileprivate func replacingPercents() -> String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var result = ""
        for character in self {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}
