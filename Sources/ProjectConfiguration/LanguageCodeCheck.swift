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

    /// A system locale given to `option` (`--system-locale`), unchanged: empty (the environment's), a
    /// language tag, or a POSIX locale name the resolver reads (`de_DE.UTF-8`, `sr_RS@latin`, `C`,
    /// `POSIX`); an `InputError` for anything else, and always for a control character or a path
    /// separator, which a locale name never holds.
    @discardableResult
    public static func validatedSystemLocale(_ value: String, option: String = "--system-locale") throws(InputError) -> String {
        guard !value.isEmpty, problem(with: value) != nil else { return value }
        let refused = value.unicodeScalars.first { !$0.isASCII || $0.value < 0x20 || $0.value == 0x7F || $0 == "/" || $0 == "\\" }
        if let refused {
            throw InputError("\(option) '\(value)' is not a language tag or a POSIX locale name (contains \"\(refused)\")")
        }
        let posixName = value.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? value
        if posixName == "C" || posixName == "POSIX" || LocaleMatcher.systemLanguage(fromPOSIXLocale: value) != nil {
            return value
        }
        throw InputError("\(option) '\(value)' is not a language tag or a POSIX locale name (\(problem(with: value) ?? ""))")
    }
}
