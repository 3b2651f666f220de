import JSON
import Diagnostics
import Foundation
import PluralRules

/// A key's final string for a language choice, exactly as the widget shows it, and how it was chosen.
public struct ResolvedString: Sendable, Hashable {
    public var key: String
    /// The final text: variations chosen, substitutions spliced, arguments formatted.
    public var value: String
    /// The language asked for: the language code, else the system's, else the development language.
    public var requestedLanguage: String
    /// The catalog language the value comes from.
    public var servedLanguage: String
    /// The languages tried, in order, ending with the served one.
    public var fallback: [String]
    /// Argument position (1-based) → the plural case used for it.
    public var pluralCategories: [Int: PluralCategory]
    public var device: DeviceClass
    /// False when the catalog has no such key: the value is then the key itself, as iOS shows it.
    public var keyFound: Bool
    /// True when the value is not in the best-matching language for the request (or the key is missing).
    public var servedFromFallback: Bool

    public init(
        key: String, value: String, requestedLanguage: String, servedLanguage: String, fallback: [String],
        pluralCategories: [Int: PluralCategory], device: DeviceClass, keyFound: Bool, servedFromFallback: Bool
    ) {
        self.key = key
        self.value = value
        self.requestedLanguage = requestedLanguage
        self.servedLanguage = servedLanguage
        self.fallback = fallback
        self.pluralCategories = pluralCategories
        self.device = device
        self.keyFound = keyFound
        self.servedFromFallback = servedFromFallback
    }

    /// Whether the text is shown in another language than the one asked for: not in the best match for
    /// the request (or the key is missing), or in a language that is not the requested one or a parent of
    /// it (pt-BR for pt-PT falls back; ru for ru-RU, en for en-GB do not).
    public var fellBack: Bool {
        if servedFromFallback { return true }
        let requested = requestedLanguage.lowercased().replacingOccurrences(of: "_", with: "-")
        let served = servedLanguage.lowercased().replacingOccurrences(of: "_", with: "-")
        return !(requested == served || requested.hasPrefix(served + "-"))
    }

    /// For `resolve` in text mode, which prints only the value: a line for standard error saying that the
    /// value is in another language, and what was tried. Nil when it did not fall back, or the key is
    /// missing (that has its own warning).
    public var fallbackNote: String? {
        guard keyFound, fellBack else { return nil }
        return "note: \"\(key)\" is shown in \(servedLanguage), not \(requestedLanguage) (tried: \(fallback.joined(separator: " → ")))"
    }

    /// Two-space indented JSON with members in this order: key, value, requestedLanguage, servedLanguage,
    /// fallback (the languages tried, only when the value fell back to another language), pluralCategories
    /// (by argument number, ascending), device. No trailing newline.
    public func renderJSON() -> String {
        var members: [(String, JSONText)] = [
            ("key", .string(key)),
            ("value", .string(value)),
            ("requestedLanguage", .string(requestedLanguage)),
            ("servedLanguage", .string(servedLanguage)),
        ]
        if fellBack { members.append(("fallback", .array(fallback.map { .string($0) }))) }
        members += [
            ("pluralCategories", .object(pluralCategories.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value.rawValue)) })),
            ("device", .string(device.rawValue)),
        ]
        return JSONText.object(members).rendered()
    }

    /// A few labelled lines for a person: the value first, then where it came from.
    public func renderText() -> String {
        var lines = [
            "key:       \(key)",
            "value:     \(value)",
            "requested: \(requestedLanguage)",
            "served:    \(servedLanguage)" + (servedFromFallback ? " (fallback)" : ""),
            "tried:     \(fallback.joined(separator: " → "))",
        ]
        if !pluralCategories.isEmpty {
            let plurals = pluralCategories.sorted { $0.key < $1.key }.map { "argument \($0.key): \($0.value.rawValue)" }
            lines.append("plural:    " + plurals.joined(separator: ", "))
        }
        lines.append("device:    \(device.rawValue)")
        if !keyFound { lines.append("note:      the catalog has no key '\(key)'; the key itself is shown") }
        return lines.joined(separator: "\n")
    }
}
