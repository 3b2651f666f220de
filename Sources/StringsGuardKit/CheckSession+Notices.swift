import Checks
import Diagnostics
import Foundation
import ProjectConfiguration

extension CheckSession {
    /// The languages the app ships, as far as this run knows: the configuration file's `languages`, else
    /// every language of the apps' catalogs (of every target's, without an app).
    public var shippedLanguages: [String] {
        if let languages = discovered.fileLanguages { return languages }
        return catalogLanguages
    }

    /// Every language the apps' catalogs hold (every target's, without an app), in the order found.
    var catalogLanguages: [String] {
        let targets = project.apps.isEmpty ? project.targets : project.apps
        var languages: [String] = []
        for catalog in targets.flatMap(\.catalogs) {
            for language in catalog.languages where !languages.contains(language) { languages.append(language) }
        }
        return languages
    }

    /// Tell, do not guess: `--language` must name languages the app ships, exactly as its catalogs write
    /// them (a `pt_BR` would otherwise match nothing and the run would look clean).
    public func checkLanguages() throws(InputError) {
        let shipped = shippedLanguages
        for language in discovered.languageFilter where !shipped.contains(language) {
            var message = "--language \(language): the app does not ship it (it ships \(shipped.joined(separator: ", ")))"
            if let close = Self.closestLanguage(to: language, among: shipped) { message += "; did you mean '\(close)'?" }
            throw InputError(message)
        }
    }

    /// Lines for standard error, each said once: rules that could not run, configuration `languages` no
    /// catalog has, and what the system does silently with a legacy table. Each starts with `note: ` (or
    /// `path:line:column: note: ` for the configuration and the tables).
    public var notices: [String] {
        var notices: [String] = project.tableNotes
        let settings = configuration.rules
        func isEnabled(_ rule: String) -> Bool { settings[rule] != .off }
        let reason: String
        if let file = discovered.configurationFile {
            reason = "no Swift sources were given for it (add \"sources\" to its target in \(file))"
        } else if discovered.project != nil {
            reason = "its target in the Xcode project compiles no Swift file"
        } else {
            reason = "no Swift sources were given for it (give --widget-sources)"
        }
        for widget in project.widgets where widget.sources == nil {
            let rules = [WidgetMissingKey.id, RtlTimerLayout.id].filter(isEnabled)
            guard !rules.isEmpty else { continue }
            notices.append(
                "note: \(rules.joined(separator: " and ")) did not run for widget \(widget.name): \(reason)")
        }
        if isEnabled(UnusedKey.id) {
            for loaded in project.catalogs where !loaded.isReadBySystem {
                let readers = project.readers(of: loaded).compactMap(project.target(named:))
                guard readers.contains(where: { $0.role == .widget }) else { continue }
                let blind = readers.filter { $0.sources == nil }.map(\.name)
                let partial = readers.filter { $0.sources?.isComplete == false }.map(\.name)
                if !blind.isEmpty {
                    notices.append(
                        "note: \(UnusedKey.id) did not check \(loaded.path): \(blind.joined(separator: ", ")) read\(blind.count == 1 ? "s" : "") it without Swift sources, so a key may be used where the run cannot see")
                } else if !partial.isEmpty {
                    notices.append(
                        "note: \(UnusedKey.id) did not check \(loaded.path): \(partial.joined(separator: ", ")) read\(partial.count == 1 ? "s" : "") it and compile\(partial.count == 1 ? "s" : "") Swift files the run cannot read (not on disk, or encrypted), so a key may be used where the run cannot see")
                }
            }
        }
        if let languages = discovered.fileLanguages {
            let known = catalogLanguages
            for language in languages where !known.contains(language) {
                var message = "note: languages: no catalog of the app has '\(language)' (they have \(known.joined(separator: ", "))): every key will be reported missing in it"
                if let close = Self.closestLanguage(to: language, among: known) { message += "; did you mean '\(close)'?" }
                if let location = configuration.languagesLocation { message = "\(location.prefix): " + message }
                notices.append(message)
            }
        }
        return notices
    }

    /// The same language written another way (`pt_BR`, `zh-hans`), else one with the same language subtag
    /// (`zh-CN` → `zh-Hans`). Two-letter codes are too close to each other for spelling suggestions.
    static func closestLanguage(to language: String, among languages: [String]) -> String? {
        let folded = { (tag: String) in tag.lowercased().replacingOccurrences(of: "_", with: "-") }
        if let same = languages.first(where: { folded($0) == folded(language) }) { return same }
        let subtag = { (tag: String) in folded(tag).split(separator: "-").first.map(String.init) ?? "" }
        return languages.first { subtag($0) == subtag(language) }
    }
}
