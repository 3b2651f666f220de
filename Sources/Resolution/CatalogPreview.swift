import Diagnostics

/// Every key of a catalog resolved for one language choice, for translators and reviewers to read.
///
/// Keys whose format the given arguments fit are formatted with them; other keys, and every key when no
/// arguments are given, show the chosen translation with its specifiers as written (substitutions spliced in
/// with their `other` case), so a reviewer sees the text and its placeholders rather than invented values.
public struct CatalogPreview: Sendable, Hashable {
    /// One key's line.
    public struct Row: Sendable, Hashable {
        public var key: String
        public var servedLanguage: String
        public var servedFromFallback: Bool
        public var value: String
        /// Whether `value` was formatted with the given arguments (else its specifiers are as written).
        public var isFormatted: Bool

        public init(key: String, servedLanguage: String, servedFromFallback: Bool, value: String, isFormatted: Bool) {
            self.key = key
            self.servedLanguage = servedLanguage
            self.servedFromFallback = servedFromFallback
            self.value = value
            self.isFormatted = isFormatted
        }
    }

    public var requestedLanguage: String
    public var device: DeviceClass
    public var rows: [Row]

    public init(requestedLanguage: String, device: DeviceClass, rows: [Row]) {
        self.requestedLanguage = requestedLanguage
        self.device = device
        self.rows = rows
    }

    /// Aligned columns (KEY, LANGUAGE, FALLBACK, VALUE) under a header line; line breaks and tabs in keys and
    /// values are shown as `\n` and `\t` so each key keeps one line. Widths count characters, not display cells.
    public func renderText() -> String {
        func visible(_ text: String) -> String {
            text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\r", with: "\\r")
        }
        let table = [["KEY", "LANGUAGE", "FALLBACK", "VALUE"]] + rows.map {
            [visible($0.key), $0.servedLanguage, $0.servedFromFallback ? "fallback" : "", visible($0.value)]
        }
        var widths = [0, 0, 0]
        for line in table {
            for column in 0..<3 { widths[column] = max(widths[column], line[column].count) }
        }
        let header = "Preview for \(requestedLanguage) on \(device.rawValue): \(rows.count) key\(rows.count == 1 ? "" : "s")"
        let lines = table.map { line in
            var text = ""
            for column in 0..<3 {
                text += line[column] + String(repeating: " ", count: widths[column] - line[column].count) + "  "
            }
            // Padding is dropped after the last non-empty column; a value's own trailing spaces are kept.
            if line[3].isEmpty { return String(text.reversed().drop(while: { $0 == " " }).reversed()) }
            return text + line[3]
        }
        return ([header] + lines).joined(separator: "\n")
    }
}

extension Resolver {
    /// Resolves every key of the catalog, in file order. Throws only for a malformed language code or system
    /// locale; a key whose text cannot be resolved shows the problem in its value.
    public func preview(_ request: PreviewRequest) throws(InputError) -> CatalogPreview {
        let requested = try requestedLanguage(
            languageCode: request.languageCode, systemLocale: request.systemLocale,
            environment: request.environment)
        let (candidates, best) = try candidateLanguages(for: requested)
        var rows: [CatalogPreview.Row] = []
        for key in catalog.keys {
            func attempt(_ mode: ArgumentMode) throws(InputError) -> ResolvedString {
                try resolveKey(key, requested: requested, candidates: candidates, bestMatch: best,
                               device: request.device, arguments: mode)
            }
            let asWritten: ResolvedString
            do {
                asWritten = try attempt(.placeholders)
            } catch {
                rows.append(.init(key: key, servedLanguage: "", servedFromFallback: false,
                                  value: "error: \(error.message)", isFormatted: false))
                continue
            }
            // Arguments that do not fit this key's format leave it as written rather than failing the preview.
            var resolved = asWritten
            if !request.arguments.isEmpty, let formatted = try? attempt(.given(request.arguments)) {
                resolved = formatted
            }
            rows.append(.init(key: key, servedLanguage: resolved.servedLanguage,
                              servedFromFallback: resolved.servedFromFallback, value: resolved.value,
                              isFormatted: resolved.value != asWritten.value))
        }
        return CatalogPreview(requestedLanguage: requested, device: request.device, rows: rows)
    }
}
