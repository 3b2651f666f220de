import Diagnostics
import StringCatalog

/// How far one key is translated into one language, as the widget or app would experience it.
public enum TranslationStatus: String, Sendable, Hashable, CaseIterable {
    /// Every string unit has a value in state `translated` (or a state Xcode does not define).
    case translated
    /// Usable, but a translator marked it for review.
    case needsReview = "needs_review"
    /// Present but unusable: state `new`, or an empty value (except for the empty key). Xcode does not ship these.
    case new
    /// No localization for the language at all.
    case missing

    /// Whether the app or widget would show this translation rather than fall back.
    public var isUsable: Bool { self == .translated || self == .needsReview }
}

/// The status of a key in a language, and where to point a diagnostic about it.
public struct TranslationAssessment: Sendable {
    public var status: TranslationStatus
    public var location: SourceLocation
}

extension CatalogEntry {
    /// Whether translators are asked to translate this key at all.
    public var needsTranslation: Bool { shouldTranslate != false }

    /// The status of this key in `language`: the worst of its string units (a plural with one `new` case
    /// is not ready), pointing at that unit, or at the key when the language is absent.
    public func assessment(for language: String) -> TranslationAssessment {
        // Rules call this for every key and language of large catalogs: the localization is read in place
        // (`localization(for:)` copies it, retaining every string in it).
        guard let localizations, let index = localizations.firstIndex(where: { $0.language == language }) else {
            return TranslationAssessment(status: .missing, location: location)
        }
        return assessment(of: localizations[index])
    }

    /// The status of one of this key's localizations: the worst of its string units, pointing at that unit.
    /// `leaves` are the localization's string-unit leaves when the caller has them already.
    func assessment(of localization: Localization, leaves known: ArraySlice<StringUnitLeaf>? = nil) -> TranslationAssessment {
        // A translation that is one string unit, as most are, is judged without collecting leaves (an
        // array and paths).
        if localization.content.variations == nil, localization.content.substitutions == nil,
            let state = localization.content.stringUnit.map({ ($0.state, $0.value.isEmpty) })
        {
            // The empty key (`Text("")`) translates to the empty string: that is its translation, not a gap.
            if (state.1 && !key.isEmpty) || state.0 == .new {
                return TranslationAssessment(status: .new, location: localization.location)
            }
            if state.0 == .needsReview, let unit = localization.content.stringUnit {
                return TranslationAssessment(status: .needsReview, location: unit.stateLocation ?? unit.location)
            }
            return TranslationAssessment(status: .translated, location: localization.location)
        }
        let leaves = known ?? localization.content.stringUnitLeaves[...]
        if leaves.isEmpty {
            if let set = localization.content.stringSet, !set.values.isEmpty, set.state != .new {
                return TranslationAssessment(status: set.state == .needsReview ? .needsReview : .translated, location: set.location)
            }
            return TranslationAssessment(status: .new, location: localization.location)
        }
        var worst = TranslationAssessment(status: .translated, location: localization.location)
        for leaf in leaves {
            let status: TranslationStatus
            // The empty key (`Text("")`) translates to the empty string: that is its translation, not a gap.
            if (leaf.unit.value.isEmpty && !key.isEmpty) || leaf.unit.state == .new {
                status = .new
            } else if leaf.unit.state == .needsReview {
                status = .needsReview
            } else {
                status = .translated
            }
            if status.severityRank > worst.status.severityRank {
                // An unusable translation is the language's problem; a review concerns one unit.
                let location = status == .new ? localization.location : leaf.unit.stateLocation ?? leaf.unit.location
                worst = TranslationAssessment(status: status, location: location)
            }
        }
        return worst
    }
}

extension TranslationStatus {
    fileprivate var severityRank: Int {
        switch self {
        case .translated: return 0
        case .needsReview: return 1
        case .new: return 2
        case .missing: return 3
        }
    }
}
