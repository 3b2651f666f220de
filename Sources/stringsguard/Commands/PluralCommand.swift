import Diagnostics
import LocaleMatching
import PluralRules

/// `stringsguard plural`: which CLDR plural category a number takes in a language.
struct PluralCommand: Command {
    let name = "plural"
    let summary = "Print the CLDR 46 plural category of a number in a language."
    let usage = "--language LANG [--ordinal] NUMBER"
    let discussion = """
        The number is taken as it is displayed: 1 and 1.0 can differ (v, the count of visible fraction
        digits, is a plural operand). Compact exponents are written 1.2c6.
        """
    let examples = ["stringsguard plural --language ar 11", "stringsguard plural --language en --ordinal 22", "stringsguard plural --language pt-PT 1.0"]
    let options: [OptionSpec] = [
        .value("--language", "LANG", "The language (BCP 47: ar, pt-PT, zh-Hant)."),
        .flag("--ordinal", "Use the ordinal rules (1st, 2nd) instead of the cardinal ones."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let language = arguments.value("--language") else {
            throw UsageError(message: "--language is required", command: name)
        }
        guard arguments.positionals.count == 1, let number = arguments.positionals.first else {
            throw UsageError(message: "give exactly one NUMBER", command: name)
        }
        do {
            _ = try LanguageTag(language)
        } catch {
            throw InputError("\(error)")
        }
        do {
            let category = try PluralRules.category(
                for: number, language: language, type: arguments.has("--ordinal") ? .ordinal : .cardinal)
            Terminal.writeLine(category.rawValue)
        } catch {
            throw InputError("'\(number)' is not a number: \((error as? PluralOperandsError)?.message ?? "\(error)")")
        }
        return .clean
    }
}
