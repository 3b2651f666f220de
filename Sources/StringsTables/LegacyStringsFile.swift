import Foundation

/// One file of a legacy strings table: `…/de.lproj/Localizable.strings` or `.stringsdict`, with the table
/// it belongs to and the language its folder names.
public struct LegacyStringsFile: Sendable, Equatable {
    /// The file's extension: plain texts, or plural, device and width rules.
    public enum Kind: String, Sendable, Equatable {
        case strings, stringsdict
    }

    public var path: String
    public var kind: Kind
    /// The table's name, which code passes as `tableName:` (`Localizable`, `InfoPlist`, `Widget`).
    public var tableName: String
    /// The folder's name without `.lproj`, as written: `de`, `pt_BR`, `Base`, `English`.
    public var folderName: String

    /// Nil when `path` is not a `.strings` or `.stringsdict` file directly inside an `xx.lproj` folder.
    public init?(path: String) {
        let name = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        let fileExtension = (name as NSString).pathExtension
        guard let kind = Kind(rawValue: fileExtension) else { return nil }
        let tableName = (name as NSString).deletingPathExtension
        guard !tableName.isEmpty else { return nil }
        self.path = path
        self.kind = kind
        self.tableName = tableName
        self.folderName = String(folder.dropLast(".lproj".count))
    }

    /// `Base.lproj`, which holds the development language's text.
    public var isBase: Bool { folderName == "Base" }

    /// The language code the folder stands for: `pt-BR` for `pt_BR.lproj`, `en` for the old `English.lproj`.
    public var language: String { Self.languageCode(forFolderName: folderName) }

    /// `pt_BR` → `pt-BR`, `zh_Hans` → `zh-Hans`; the English names old projects used (`English.lproj`, and a
    /// `developmentRegion` of `English`) → their codes. Anything else is kept as written.
    public static func languageCode(forFolderName name: String) -> String {
        if let code = oldLanguageNames[name] { return code }
        return name.replacingOccurrences(of: "_", with: "-")
    }

    private static let oldLanguageNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es",
        "Dutch": "nl", "Korean": "ko", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi",
        "Norwegian": "nb", "Russian": "ru", "Polish": "pl", "Chinese": "zh",
    ]
}
