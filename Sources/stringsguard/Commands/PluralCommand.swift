import Diagnostics
import PluralRules
import ProjectConfiguration

/// `stringsguard plural`: which CLDR plural category a number takes in a language.
struct PluralCommand: Command {
    struct Options: CommandOptions {
        var language: String?
        var ordinal = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [
                .value("--language", "LANG", "The language (BCP 47: ar, pt-PT, zh-Hant).", \.language),
                .flag("--ordinal", "Use the ordinal rules (1st, 2nd) instead of the cardinal ones.", \.ordinal),
            ]
        }
    }

    let name = "plural"
    let summary = "Print the CLDR 46 plural category of a number in a language."
    let usage = "--language LANG [--ordinal] NUMBER"
    let discussion = """
        The number is taken as it is displayed: 1 and 1.0 can differ (v, the count of visible fraction
        digits, is a plural operand). Compact exponents are written 1.2c6.
        """
    let examples = ["stringsguard plural --language ar 11", "stringsguard plural --language en --ordinal 22", "stringsguard plural --language pt-PT 1.0"]

    func run(_ options: Options) throws -> ExitStatus {
        guard let language = options.language else {
            throw UsageError(message: "--language is required", command: name)
        }
        guard options.positionals.count == 1, let number = options.positionals.first else {
            throw UsageError(message: "give exactly one NUMBER", command: name)
        }
        try LanguageCodeCheck.validated([language], option: "--language")
        do {
            let category = try PluralRules.category(for: number, language: language, type: options.ordinal ? .ordinal : .cardinal)
            Terminal.writeLine(category.rawValue)
        } catch {
            throw InputError("'\(number)' is not a number: \((error as? PluralOperandsError)?.message ?? "\(error)")")
        }
        return .clean
    }
}
