/// Why a string could not be read as a language tag; `description` is the message to show.
public struct LanguageTagError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public let tag: String
    /// What is wrong with it.
    public let reason: String

    public init(tag: String, reason: String) {
        self.tag = tag
        self.reason = reason
    }

    public var description: String { "invalid language tag \"\(tag)\": \(reason)" }
}

/// A BCP 47 language tag reduced to what localization uses: language, script, region and variants.
/// Reads both `zh-Hant-HK` and ICU's `zh_Hant_HK`, in any case; extensions and private use are checked and dropped.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lowercase (`pt` for `pt-BR`).
    public let languageOnly: String
    /// The script subtag as written in the tag, titlecase (`Hant`), or nil; see `likelyScript` for the implied one.
    public let script: String?
    /// The region subtag, uppercase letters or three digits (`BR`, `419`), or nil.
    public let region: String?
    /// Variant subtags, lowercase (`valencia`).
    public let variants: [String]

    init(languageOnly: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
        self.languageOnly = languageOnly
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// Parses `text`; throws for anything that is not a well-formed tag with a language subtag.
    public init(_ text: String) throws(LanguageTagError) {
        func failure(_ reason: String) -> LanguageTagError { LanguageTagError(tag: text, reason: reason) }

        guard !text.isEmpty else { throw failure("the tag is empty") }
        // Any real tag is far shorter; the limit keeps error messages and work bounded on junk input.
        guard text.utf8.count <= 128 else { throw failure("longer than 128 characters") }
        for scalar in text.unicodeScalars {
            guard scalar.isASCII else { throw failure("contains the non-ASCII character \"\(scalar)\"") }
            guard isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "-" || scalar == "_" else {
                throw failure("contains \"\(scalar)\"; only letters, digits, '-' and '_' are allowed")
            }
        }
        // Every character is an ASCII letter, digit, '-' or '_' from here on: subtags are split, counted and
        // classified by their bytes (as characters, a tag's parse cost more than the look-up it was for).
        let subtags = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
            .map { String(decoding: $0, as: UTF8.self) }
        guard !subtags.contains(where: \.isEmpty) else { throw failure("has an empty subtag") }
        if let long = subtags.first(where: { $0.utf8.count > 8 }) {
            throw failure("subtag \"\(long)\" is longer than 8 characters")
        }

        let first = subtags[0].lowercased()
        guard first.isASCIILetters else { throw failure("the language subtag \"\(first)\" must be letters") }
        guard first.utf8.count != 1 else {
            throw failure("starts with the singleton \"\(first)\" instead of a language subtag")
        }
        guard first.utf8.count != 4 else { throw failure("the language subtag \"\(first)\" must have 2-3 or 5-8 letters") }

        let language = first
        var script: String?
        var region: String?
        var variants: [String] = []
        var index = 1
        // Extended language subtags (zh-yue) are legal BCP 47 but unused by Apple, and reading one would silently
        // turn a mistyped region (en-USA) into a language; ask for the plain form instead.
        if index < subtags.count, subtags[index].utf8.count == 3, subtags[index].isASCIILetters {
            throw failure("\"\(subtags[index])\" is not a region (2 letters or 3 digits); an extended language "
                + "subtag is written as the language alone (yue, not zh-yue)")
        }
        if index < subtags.count, subtags[index].utf8.count == 4, subtags[index].isASCIILetters {
            script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        if index < subtags.count {
            let candidate = subtags[index]
            if candidate.utf8.count == 2, candidate.isASCIILetters {
                region = candidate.uppercased()
                index += 1
            } else if candidate.utf8.count == 3, candidate.isASCIIDigits {
                region = candidate
                index += 1
            }
        }
        while index < subtags.count {
            let candidate = subtags[index]
            let isVariant = candidate.utf8.count >= 5
                || (candidate.utf8.count == 4 && candidate.utf8.prefix(1).isASCIIDigits)
            guard isVariant else { break }
            variants.append(candidate.lowercased())
            index += 1
        }
        // Extensions (u-ca-gregory) and private use (x-whatever) do not choose a localization: validate, then drop.
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.utf8.count == 1 else {
                throw failure("unexpected subtag \"\(subtags[index])\"")
            }
            index += 1
            let minimumLength = singleton == "x" ? 1 : 2
            var count = 0
            while index < subtags.count, subtags[index].utf8.count >= minimumLength {
                count += 1
                index += 1
            }
            guard count > 0 else { throw failure("the singleton \"\(singleton)\" has no subtags after it") }
            if singleton == "x" { break }
        }
        guard index == subtags.count else { throw failure("unexpected subtag \"\(subtags[index])\"") }

        self.init(languageOnly: language, script: script, region: region, variants: variants)
    }

    /// The canonical spelling: `zh-Hant-HK`, `es-419`, `ca-ES-valencia`.
    public var description: String {
        var parts = [languageOnly]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        return parts.joined(separator: "-")
    }
}

private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

private func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
}

private extension String {
    /// Whether every byte is an ASCII letter (for a subtag of a validated tag: letters and digits only).
    var isASCIILetters: Bool {
        utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
    }

    /// Whether every byte is an ASCII digit.
    var isASCIIDigits: Bool { utf8.isASCIIDigits }
}

private extension Sequence<UInt8> {
    /// Whether every byte is an ASCII digit.
    var isASCIIDigits: Bool { allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
}
