/// Scene titles that code uses as a window's name rather than as text: a macOS app opens a window
/// (`WindowGroup("run") { … }`, `Window("run", id: …)`) and the same file finds it again by comparing a
/// window's title with that literal (`NSApp.windows.first { $0.title == "run" }`). Xcode extracts the title
/// as a key, but a translation would stop the comparison from matching, so no translation is missing.
/// Only a title the file both gives a scene and compares whole with a `.title` counts: a title that is
/// merely shown, or compared after a look-up (`"run".localized()`), is text like any other.
enum WindowTitleIdentifiers {
    static func find(in tokens: TokenList) -> Set<String> {
        var titles: Set<String> = []
        var compared: Set<String> = []
        for index in tokens.indices where index >= 2 && tokens[index].kind == .string {
            guard let text = tokens.literal(index)?.staticText, !text.isEmpty else { continue }
            let before = tokens[index - 1]
            if before.isPunctuation(.openParen), tokens[index - 2].kind == .identifier {
                let callee = tokens.text(index - 2)
                if callee == "WindowGroup" || callee == "Window" { titles.insert(text) }
            } else if before.kind == .operator, index >= 3, tokens[index - 3].isPunctuation(.dot),
                tokens[index - 2].kind == .identifier, tokens.text(index - 2) == "title"
            {
                let comparison = tokens.text(index - 1)
                guard comparison == "==" || comparison == "!=" else { continue }
                // The literal is the whole operand, not the receiver of a member or call.
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation(.dot) || tokens[index + 1].isPunctuation(.openParen) {
                    continue
                }
                compared.insert(text)
            }
        }
        return titles.intersection(compared)
    }
}
