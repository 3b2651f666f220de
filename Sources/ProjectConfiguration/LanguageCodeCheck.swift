import Diagnostics
import LocaleMatching

/// Language codes a user gives (`--language`, the configuration's `languages`) checked before they are
/// used: `--language 12` used to run and report that the widget "has no 12 translations".
public enum LanguageCodeCheck {
    /// Why `code` is no language tag ("the language subtag \"12\" must be letters"), or nil when it is one.
    public static func problem(with code: String) -> String? {
        do {
            _ = try LanguageTag(code)
            return nil
        } catch {
            return error.reason
        }
    }

    /// The codes given to `option`, unchanged; an `InputError` for the first that is no language tag:
    /// `--language '12' is not a language tag (the language subtag "12" must be letters)`.
    @discardableResult
    public static func validated(_ codes: [String], option: String = "--language") throws(InputError) -> [String] {
        for code in codes {
            if let problem = problem(with: code) {
                throw InputError("\(option) '\(code)' is not a language tag (\(problem))")
            }
        }
        return codes
    }
}
