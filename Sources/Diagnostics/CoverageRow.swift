/// How far one language of one target's catalogs is translated, counted in catalog keys: what `gaps`, the
/// HTML report and the Markdown comment show. The one coverage type the checks compute and reporters render.
public struct CoverageRow: Sendable, Equatable, Hashable {
    public var target: String
    public var language: String
    /// Keys to translate (the denominator of every percentage): every key but stale ones and those marked
    /// "Don't translate".
    public var total: Int
    public var translated: Int
    public var needsReview: Int
    /// Keys whose translation is in the state `new` (added, never translated).
    public var new: Int
    /// Keys with no entry at all for this language.
    public var missing: Int

    public init(target: String, language: String, total: Int, translated: Int, needsReview: Int, new: Int, missing: Int) {
        self.target = target
        self.language = language
        self.total = total
        self.translated = translated
        self.needsReview = needsReview
        self.new = new
        self.missing = missing
    }

    /// Usable translations (reviewed or not) as a share of all keys, 0 to 100.
    public var percentUsable: Double {
        total == 0 ? 100 : Double(translated + needsReview) * 100 / Double(total)
    }
}
