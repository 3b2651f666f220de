/// A search for one text in many. An ASCII needle is looked for among the haystack's UTF-8 bytes, which
/// finds every place Foundation's `contains` finds (no other sequence is canonically equivalent to ASCII)
/// and maybe more (before a combining mark), so a replay that asks whether an outcome names a file errs
/// toward reading the project; Foundation compared in UTF-16 through CFString, 60% of a replay past a moved
/// file on the 5,000-file widget (688 findings, six texts each). Any other needle uses `contains`.
struct TextSearch {
    private let needle: String
    private let bytes: [UInt8]
    private let isASCII: Bool

    init(_ needle: String) {
        self.needle = needle
        bytes = Array(needle.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    func isFound(in text: String) -> Bool {
        guard isASCII else { return text.contains(needle) }
        guard let first = bytes.first else { return true }
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= bytes.count else { return false }
            var start = 0
            let last = haystack.count - bytes.count
            while start <= last {
                guard haystack[start] == first else {
                    start += 1
                    continue
                }
                if bytes.indices.allSatisfy({ haystack[start + $0] == bytes[$0] }) { return true }
                start += 1
            }
            return false
        }
    }
}
