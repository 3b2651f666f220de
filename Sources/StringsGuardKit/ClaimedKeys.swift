import SourceScanning

/// The keys a file's localizable uses claim, asked of each literal text of the file: is this text a key
/// written for localization, or a text no use claims? Each key is built once (`LocalizableUse.key` joins its
/// segments); a file's handful are looked along, and only a file with many gets a set.
struct ClaimedKeys {
    /// Up to this many keys are compared one by one: cheaper than hashing each into a set and each text again.
    static let largestList = 8

    private let list: [String]
    private let set: Set<String>?

    init(_ uses: [LocalizableUse]) {
        let keys = uses.map(\.key)
        list = keys
        set = keys.count > Self.largestList ? Set(keys) : nil
    }

    func contains(_ text: String) -> Bool {
        if let set { return set.contains(text) }
        return list.contains(text)
    }
}
