/// Text that is one e-mail address and nothing else (`help@example.org`): it reads the same in every
/// language, so a key made of one has no words to translate, however many letters it has.
public enum EmailAddress {
    private static let localCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$&'*+/=?^_`{|}~-")
    private static let domainCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    /// A `%` is never part of one, so a key with a format specifier is never taken for an address.
    public static func isWhole(_ text: String) -> Bool {
        // Most texts hold no `@`; splitting them and testing their characters against sets was a check's
        // largest cost per use.
        // Searched in the contiguous bytes: the view's iterator took a byte at a time, for every source text.
        // A text with `%` is none either (no part of an address holds one): a format's `%@` is no address,
        // and is passed over before it is split.
        let mayBeOne = text.utf8.withContiguousStorageIfAvailable {
            $0.contains(UInt8(ascii: "@")) && !$0.contains(UInt8(ascii: "%"))
        } ?? (text.utf8.contains(UInt8(ascii: "@")) && !text.utf8.contains(UInt8(ascii: "%")))
        guard mayBeOne else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty,
              local.allSatisfy(localCharacters.contains) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return labels.allSatisfy { !$0.isEmpty && $0.allSatisfy(domainCharacters.contains) }
    }
}
