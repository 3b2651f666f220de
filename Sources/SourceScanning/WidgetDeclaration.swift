import Diagnostics

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
    public static func isDeclared(in files: [String]) -> Bool {
        files.contains { path in
            guard let file = try? SwiftSourceFile(path: path) else { return false }
            return isDeclared(in: file.tokens)
        }
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
