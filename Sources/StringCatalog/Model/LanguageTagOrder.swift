import SafeFiles

/// Finder order (`localizedStandardCompare`) for plain language tags (ASCII letters, digits, `-`, `_`),
/// worked out without Foundation where its answer is known: each tag is a run of collation elements —
/// `_` before `-` before any number (a run of digits, by value) before the letters, case ignored, a tag
/// before every longer tag it begins — as the root collation with numeric ordering compares them. Asking
/// Foundation first builds the current locale and opens an ICU collator, about half a millisecond of a
/// build phase that takes a few. Whenever this order could differ from Foundation's it gives no answer:
/// two tags that tie (differing only in case or in leading zeros, where Foundation's tie-break decides),
/// numbers of more than 15 digits, or a current locale whose collation may not be the root one.
enum LanguageTagOrder {
    /// `elements` in Finder order of their tags, or nil when Foundation must decide.
    static func ordered<Element>(_ elements: [Element], tag: (Element) -> String) -> [Element]? {
        guard currentLocaleCollatesTagsAsRoot else { return nil }
        return orderedIgnoringLocale(elements, tag: tag)
    }

    /// The order above whatever the current locale (for tests, which compare it with Foundation's).
    static func orderedIgnoringLocale<Element>(_ elements: [Element], tag: (Element) -> String) -> [Element]? {
        var keys: [[UInt64]] = []
        keys.reserveCapacity(elements.count)
        for element in elements {
            guard let key = collationKey(tag(element)) else { return nil }
            keys.append(key)
        }
        let order = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        var index = 1
        while index < order.count {
            if keys[order[index]] == keys[order[index - 1]] { return nil }
            index += 1
        }
        return order.map { elements[$0] }
    }

    /// The tag's collation elements, each a class in the top byte (0 `_`, 1 `-`, 2 a number, 3 a letter)
    /// and its value below (a number's value ignores leading zeros, as the collator does: `01` ties with
    /// `1`); nil for anything but a plain tag, and for a number of more than 15 digits.
    static func collationKey(_ tag: String) -> [UInt64]? {
        var key: [UInt64] = []
        var number: UInt64 = 0
        var digits = 0
        func endNumber() -> Bool {
            guard digits > 0 else { return true }
            if digits > 15 { return false }
            key.append(2 << 56 | number)
            number = 0
            digits = 0
            return true
        }
        for byte in tag.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = number &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                continue
            default:
                break
            }
            guard endNumber() else { return nil }
            switch byte {
            case UInt8(ascii: "_"): key.append(0)
            case UInt8(ascii: "-"): key.append(1 << 56)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): key.append(3 << 56 | UInt64(byte - UInt8(ascii: "a")))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(3 << 56 | UInt64(byte - UInt8(ascii: "A")))
            default: return nil
            }
        }
        guard endNumber(), !key.isEmpty else { return nil }
        return key
    }

    /// Whether the current locale sorts plain tags by the root collation. On Linux, swift-foundation fixes
    /// `Locale.current` at `en_001` whatever the environment says (swift-foundation issue 717); should a
    /// later one follow the environment, a locale named there other than English, C or POSIX (Danish sorts
    /// `aa` after `z`, Czech `ch` after `h`) sends every comparison back to Foundation. On Apple platforms
    /// the current locale comes from the user's settings, which only Foundation reads: Foundation decides.
    static let currentLocaleCollatesTagsAsRoot: Bool = {
        #if canImport(Darwin)
        return false
        #else
        return localeVariablesNameRootCollation(ProcessEnvironment.value(of:))
        #endif
    }()

    /// Whether every locale variable set in the environment (read through `value`) names English, C or POSIX.
    static func localeVariablesNameRootCollation(_ value: (String) -> String?) -> Bool {
        for name in ["LC_ALL", "LC_COLLATE", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            guard let setting = value(name), !setting.isEmpty else { continue }
            for locale in setting.split(separator: ":") {
                let language = locale.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
                guard language == "en" || language == "C" || language == "POSIX" else { return false }
            }
        }
        return true
    }
}
