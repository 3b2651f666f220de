import Diagnostics
import LocaleMatching
import PluralRules

/// The plural category of a number typed on the command line, with input errors a person can act on.
public enum PluralLookup {
    /// The CLDR category of `number` (as written: "1" and "1.0" may differ) in `language`; cardinal unless
    /// `ordinal`. Apple's catalog `zero` rule is not applied: it depends on the variation, not the language.
    public static func category(number: String, language: String, ordinal: Bool = false) throws(InputError) -> PluralCategory {
        let tag: LanguageTag
        do {
            tag = try LanguageTag(language)
        } catch {
            throw InputError("invalid language: \(error.description)")
        }
        let operands: PluralOperands
        do {
            operands = try PluralOperands(number)
        } catch {
            throw InputError(error.description)
        }
        return PluralRules.category(for: operands, language: tag.description, type: ordinal ? .ordinal : .cardinal)
    }
}
