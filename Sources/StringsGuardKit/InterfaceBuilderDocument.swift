import Foundation
import SafeFiles

/// What a storyboard or xib creates: the classes it names (`customClass`), and the class that loads a xib
/// (its File's Owner). Read as text: an Interface Builder file writes each attribute as `name="value"`, and
/// a class name needs no escaping.
struct InterfaceBuilderDocument: Sendable {
    /// The file's name without its extension (`HUDView` for `HUDView.xib`): what `UINib(nibName:)` names.
    var name: String
    /// A storyboard is loaded by name from the Info.plist or from code (`UIStoryboard(name:)`), which this
    /// does not follow: every storyboard counts as loaded.
    var isStoryboard: Bool
    var classes: Set<String>
    /// The File's Owner's class: a xib the owner loads (`Bundle.loadNibNamed(_:owner:)`) runs only with it.
    var owner: String?

    /// Nil when the file cannot be read.
    init?(path: String) {
        guard let bytes = try? FileContents.read(path, kind: .projectFile).bytes else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let file = (path as NSString).lastPathComponent as NSString
        name = file.deletingPathExtension
        isStoryboard = file.pathExtension == "storyboard"
        classes = []
        owner = nil
        for tag in text.split(separator: "<").dropFirst() {
            guard let customClass = Self.attribute("customClass", in: tag) else { continue }
            classes.insert(customClass)
            if Self.attribute("placeholderIdentifier", in: tag) == "IBFilesOwner" { owner = customClass }
        }
    }

    /// The value of an attribute of the element that starts `tag` (the text up to the next `<`, which no
    /// attribute value holds unescaped; a `>` it may).
    private static func attribute(_ attribute: String, in tag: Substring) -> String? {
        guard let found = tag.range(of: " " + attribute + "=\"") else { return nil }
        let value = tag[found.upperBound...].prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}
