import Diagnostics
import SafeFiles

/// Recognises WidgetKit code without compiling it: a type conforming to `Widget`, `WidgetBundle` or
/// `ControlWidget`, or a widget configuration (`ActivityConfiguration(`, `StaticConfiguration(`…).
/// The project's own lexer reads the file, so a mention in a comment or a string does not count.
public enum WidgetDeclaration {
    private static let conformances: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]
    private static let configurations: Set<String> = [
        "ActivityConfiguration", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
        "StaticControlConfiguration", "AppIntentControlConfiguration",
    ]

    /// Whether any of the files declares a widget; files that cannot be read or lexed do not.
    /// Only that is kept of each file read, and recorded: an edit of an extension's source that leaves it
    /// declaring a widget or not leaves the replay's look-past (`InputLog`) open (a keyboard extension's
    /// every source is read here, and each edit of one made the next run read the whole project).
    public static func isDeclared(in files: [String]) -> Bool {
        files.contains { path in
            guard let contents = try? FileContents.read(path, kind: .swiftSource, purpose: .derivation),
                  let answer = answer(contents.bytes, path, [])
            else { return false }
            InputLog.recordDerived(path: path, kind: .swiftSource, derivation: derivation, parameters: [], answer: answer)
            return answer.hash == declares
        }
    }

    /// The name of the `.derived` question whether a source declares a widget.
    public static let derivation = "widget declaration"

    private static let declares: UInt64 = 1

    /// Its answer for a file's bytes: 1 when it declares a widget, 0 when not (or it does not lex).
    public static let answer: InputLog.Derivation = { bytes, path, _ in
        guard let file = try? SwiftSourceFile(bytes: bytes, path: path) else { return InputLog.DerivedAnswer(hash: 0) }
        return InputLog.DerivedAnswer(hash: isDeclared(in: file.tokens) ? declares : 0)
    }

    public static func isDeclared(inSource source: String) -> Bool {
        guard let file = try? SwiftSourceFile(source: source, path: "source.swift") else { return false }
        return isDeclared(in: file.tokens)
    }

    static func isDeclared(in tokens: TokenList) -> Bool {
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if previous?.isPunctuation(.colon) == true || previous?.isPunctuation(.comma) == true,
                conformances.contains(tokens.text(of: token))
            {
                return true
            }
            if next?.isPunctuation(.openParen) == true || next?.spells(.lessThan) == true,
                configurations.contains(tokens.text(of: token))
            {
                return true
            }
        }
        return false
    }
}
