import Diagnostics

/// The `report --html` page: one self-contained HTML file (inline CSS, no scripts, no outside assets) with
/// coverage bars per target and language, the strings a widget lacks against its app, right-to-left findings
/// shown as stored (readable, in their own direction, with invisible controls such as LRI, PDI and RLM as
/// visible marks) and exactly as displayed, and every finding grouped by target, language and rule with a
/// filter that needs no script. Every user string is escaped and isolated with `<bdi>`, text quoted inside
/// a message too, so Arabic or Hebrew keys read correctly whatever the page's direction.
public struct HTMLReporter: NamedReporter {
    public static let formatName = "html"

    public var baseDirectory: String?
    /// The page's `lang`; its `dir` follows (`ar` gives `dir="rtl"`, mirroring tables and bars). The page's own
    /// words are English, so "en" suits most readers; user strings are isolated either way.
    public var pageLanguage: String

    /// The rules whose findings are the widget-against-app gaps.
    public static let widgetGapRules: Set<String> = ["widget-missing-key", "widget-missing-translation"]

    public init(baseDirectory: String? = nil, pageLanguage: String = "en") {
        self.baseDirectory = baseDirectory
        self.pageLanguage = pageLanguage
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let counts = FindingCounts(input.findings)
        let direction = input.rightToLeftLanguages.contains(pageLanguage) ? "rtl" : "ltr"
        var html = """
            <!DOCTYPE html>
            <html lang="\(HTML.escaped(pageLanguage))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escaped(input.toolName)) report</title>
            <style>\(Self.styleSheet)</style>
            </head>
            <body>
            <header>
            <h1>\(HTML.escaped(input.toolName)) report</h1>
            <p class="meta">Version \(HTML.escaped(input.toolVersion)) · <span class="summary">\(HTML.escaped(counts.summaryLine))</span></p>
            </header>

            """
        html += coverageSection(input.coverage)
        var out = ReportBytes(capacity: html.utf8.count + 4096 + input.findings.count * 400)
        out.append(text: html)
        // A finding's location names its file relative to the base folder, worked out once per file.
        var file = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
        widgetGapSection(input.findings, widgetTargets: input.widgetTargets, file: &file, to: &out)
        rightToLeftSection(
            input.findings.filter { $0.rendering != nil }, rightToLeftLanguages: input.rightToLeftLanguages, file: &file,
            to: &out)
        allFindingsSection(input.findings, file: &file, to: &out)
        out.append("</body>\n</html>\n")
        return out.string
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        Array(render(input).utf8)
    }

    // MARK: Sections

    private func coverageSection(_ coverage: [CoverageRow]) -> String {
        var html = "<section aria-labelledby=\"coverage\">\n<h2 id=\"coverage\">Translation coverage</h2>\n"
        let groups = CoverageGroups.byTarget(coverage)
        if groups.isEmpty {
            return html + "<p class=\"empty\">No catalogs were measured.</p>\n</section>\n"
        }
        html += """
            <p class="legend" aria-hidden="true"><span class="key"><span class="swatch translated"></span>Translated</span> \
            <span class="key"><span class="swatch review"></span>Needs review</span> \
            <span class="key"><span class="swatch new"></span>New</span> \
            <span class="key"><span class="swatch missing"></span>Missing</span></p>

            """
        for (target, rows) in groups {
            html += "<h3>Target <bdi>\(HTML.escaped(target))</bdi></h3>\n"
            html += "<table class=\"coverage\">\n<thead><tr><th scope=\"col\">Language</th><th scope=\"col\">Coverage</th>"
            html += "<th scope=\"col\">Translated</th><th scope=\"col\">Needs review</th><th scope=\"col\">New</th>"
            html += "<th scope=\"col\">Missing</th></tr></thead>\n<tbody>\n"
            for row in rows {
                let segments: [(String, String, Int)] = [
                    ("translated", "translated", row.translated), ("review", "needs review", row.needsReview),
                    ("new", "new", row.new), ("missing", "missing", row.missing),
                ]
                let label = "\(row.language): " + segments.map { "\(Percent.text($0.2, of: row.total)) \($0.1)" }
                    .joined(separator: ", ") + " of \(row.total) keys"
                html += "<tr><th scope=\"row\"><bdi>\(HTML.escaped(row.language))</bdi></th>"
                html += "<td><div class=\"bar\" role=\"img\" aria-label=\"\(HTML.escaped(label))\">"
                for (cssClass, _, count) in segments where count > 0 && row.total > 0 {
                    html += "<span class=\"\(cssClass)\" style=\"width: \(Percent.cssWidth(count, of: row.total))\"></span>"
                }
                html += "</div></td>"
                for (_, _, count) in segments {
                    html += "<td>\(HTML.escaped(Percent.text(count, of: row.total))) <span class=\"count\">(\(count))</span></td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        return html + "</section>\n"
    }

    private func widgetGapSection(
        _ findings: [Finding], widgetTargets: [String]?, file: inout PathConversionCache<String>, to out: inout ReportBytes
    ) {
        let gaps = findings.inReportOrder.filter { Self.widgetGapRules.contains($0.rule) }
        out.append("<section aria-labelledby=\"widget-gaps\">\n<h2 id=\"widget-gaps\">Widget strings missing against the app</h2>\n")
        if gaps.isEmpty {
            let sentence = switch widgetTargets {
            case .some(let targets) where targets.isEmpty:
                "The project has no widget target, so there is nothing to compare with the app."
            case .some: "The widget's catalog has every string it uses."
            case .none: "No widget string is reported missing against the app."
            }
            out.append("<p class=\"empty\">")
            out.append(text: sentence)
            out.append("</p>\n</section>\n")
            return
        }
        out.append("<table class=\"gaps\">\n<thead><tr><th scope=\"col\">Target</th><th scope=\"col\">Key</th>")
        out.append("<th scope=\"col\">Language</th><th scope=\"col\">Problem</th><th scope=\"col\">Where</th></tr></thead>\n<tbody>\n")
        for finding in gaps {
            out.append("<tr class=\"")
            out.append(text: finding.severity.rawValue)
            out.append("\"><td>")
            Self.appendIsolated(finding.targets.isEmpty ? nil : finding.targets.joined(separator: ", "), to: &out)
            out.append("</td><td>")
            Self.appendIsolated(finding.key, to: &out)
            out.append("</td><td>")
            Self.appendIsolated(finding.language, to: &out)
            out.append("</td><td>")
            Self.appendMessage(finding.message, to: &out)
            out.append(" <span class=\"rule\">")
            out.appendHTML(finding.rule)
            out.append("</span></td><td>")
            Self.appendLocation(finding, file: file(finding.location.file), to: &out)
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n</section>\n")
    }

    private func rightToLeftSection(
        _ findings: [Finding], rightToLeftLanguages: Set<String>, file: inout PathConversionCache<String>,
        to out: inout ReportBytes
    ) {
        out.append("<section aria-labelledby=\"rtl\">\n<h2 id=\"rtl\">Right-to-left rendering</h2>\n")
        if findings.isEmpty {
            out.append("<p class=\"empty\">No right-to-left findings.</p>\n</section>\n")
            return
        }
        out.append("<table class=\"rtl\">\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Language</th>")
        out.append("<th scope=\"col\">As stored (logical order)</th><th scope=\"col\">As displayed (left to right)</th>")
        out.append("<th scope=\"col\">Problem</th></tr></thead>\n<tbody>\n")
        for finding in findings {
            guard let rendering = finding.rendering else { continue }
            out.append("<tr class=\"")
            out.append(text: finding.severity.rawValue)
            out.append("\"><td>")
            Self.appendIsolated(finding.key, to: &out)
            out.append("</td><td>")
            Self.appendIsolated(finding.language, to: &out)
            out.append("</td>")
            // The stored text reads as a person reads it: in its language's own direction, isolated, with each
            // invisible control shown as a mark. The displayed text is the tool's computed visual order, so it
            // alone is overridden left to right, letting nothing reorder it again.
            let direction = finding.language.map { rightToLeftLanguages.contains($0) ? "rtl" : "ltr" } ?? "auto"
            out.append("<td class=\"sample logical\"><bdi dir=\"")
            out.append(text: direction)
            out.append("\"")
            Self.appendLanguageAttribute(finding.language, to: &out)
            out.append(">")
            out.appendHTMLVisibleControls(rendering.logical)
            out.append("</bdi></td><td class=\"sample\"><bdo dir=\"ltr\"")
            Self.appendLanguageAttribute(finding.language, to: &out)
            out.append(">")
            out.appendHTML(rendering.displayed)
            out.append("</bdo></td><td>")
            Self.appendMessage(finding.message, to: &out)
            Self.appendFix(finding.fix, to: &out)
            out.append("<br>")
            Self.appendLocation(finding, file: file(finding.location.file), to: &out)
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n</section>\n")
    }

    /// Every finding, grouped by target, language and rule (one collapsible group each, with its count),
    /// and a filter by rule and by severity made of radio buttons and CSS `:has()`, so the page stays
    /// script-free.
    private func allFindingsSection(_ findings: [Finding], file: inout PathConversionCache<String>, to out: inout ReportBytes) {
        out.append("<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">All findings</h2>\n")
        if findings.isEmpty {
            out.append("<p class=\"empty\">No findings.</p>\n</section>\n")
            return
        }
        let ordered = findings.inReportOrder
        var groups: [(key: FindingGroupKey, findings: [Finding])] = []
        var groupIndex: [FindingGroupKey: Int] = [:]
        for finding in ordered {
            let key = FindingGroupKey(target: finding.targets.joined(separator: ", "), language: finding.language ?? "", rule: finding.rule)
            if let index = groupIndex[key] {
                groups[index].findings.append(finding)
            } else {
                groupIndex[key] = groups.count
                groups.append((key, [finding]))
            }
        }
        groups.sort { $0.key < $1.key }
        let rules = Array(Set(ordered.map(\.rule))).sorted()
        out.append("<form class=\"filter\" aria-label=\"Filter findings\"><fieldset><legend>Rule</legend>")
        out.append("<label><input type=\"radio\" name=\"rule\" id=\"rule-all\" checked> all</label>")
        for (index, rule) in rules.enumerated() {
            out.append(" <label><input type=\"radio\" name=\"rule\" id=\"rule-")
            out.append(decimal: index)
            out.append("\"> ")
            out.appendHTML(rule)
            out.append("</label>")
        }
        out.append("</fieldset><fieldset><legend>Severity</legend>")
        out.append("<label><input type=\"radio\" name=\"severity\" id=\"severity-all\" checked> all</label>")
        for severity in ["error", "warning", "note"] {
            out.append(text: " <label><input type=\"radio\" name=\"severity\" id=\"severity-\(severity)\"> \(severity)s</label>")
        }
        out.append("</fieldset></form>\n<style>")
        for (index, rule) in rules.enumerated() {
            out.append("body:has(#rule-")
            out.append(decimal: index)
            out.append(":checked) .group:not([data-rule=\"")
            out.appendHTML(rule)
            out.append("\"]) { display: none; } ")
        }
        for severity in ["error", "warning", "note"] {
            out.append(text: "body:has(#severity-\(severity):checked) .findings tbody tr:not(.\(severity)) { display: none; } ")
        }
        out.append("</style>\n")
        for group in groups {
            let target = group.key.target.isEmpty ? "(no target)" : group.key.target
            let language = group.key.language.isEmpty ? "every language" : group.key.language
            out.append("<details class=\"group\" open data-rule=\"")
            out.appendHTML(group.key.rule)
            out.append("\"><summary><bdi>")
            out.appendHTML(target)
            out.append("</bdi> · <bdi>")
            out.appendHTML(language)
            out.append("</bdi> · <span class=\"rule\">")
            out.appendHTML(group.key.rule)
            out.append("</span> <span class=\"count\">(")
            out.append(decimal: group.findings.count)
            out.append(")</span></summary>\n<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th>")
            out.append("<th scope=\"col\">Where</th><th scope=\"col\">Message</th></tr></thead>\n<tbody>\n")
            for finding in group.findings {
                out.append("<tr class=\"")
                out.append(text: finding.severity.rawValue)
                out.append("\"><td><span class=\"badge\">")
                out.append(text: finding.severity.rawValue)
                out.append("</span></td><td>")
                Self.appendLocation(finding, file: file(finding.location.file), to: &out)
                out.append("</td><td>")
                Self.appendMessage(finding.message, to: &out)
                Self.appendFix(finding.fix, to: &out)
                out.append("</td></tr>\n")
            }
            out.append("</tbody>\n</table>\n</details>\n")
        }
        out.append("</section>\n")
    }

    // MARK: Pieces

    /// A message in the page's direction, each text quoted in it ("…" or “…”) isolated in its own `<bdi>`,
    /// so an Arabic key inside an English sentence can never reorder the words around it. Quotes are the
    /// text's characters `"`, `“` and `”`: their bytes are searched, and where the text is not ASCII each
    /// one found is taken for a quote only if it is a whole character (a mark joined to it makes it none).
    static func appendMessage(_ message: String, to out: inout ReportBytes) {
        var text = message
        text.withUTF8 { utf8 in
            // In ASCII text every character is a byte, but CR LF, which holds no quote.
            let isASCII = !utf8.contains { $0 >= 0x80 }
            func isCharacter(_ quote: Character, at offset: Int) -> Bool {
                if isASCII { return true }
                // A character starts here (a prepended mark would start it earlier) and is the quote alone.
                let index = message.utf8.index(message.utf8.startIndex, offsetBy: offset)
                return index.samePosition(in: message) != nil && message[index] == quote
            }
            func quoteLength(at offset: Int, curly third: UInt8) -> Int {
                if utf8[offset] == UInt8(ascii: "\"") { return 1 }
                if utf8[offset] == 0xE2, offset + 2 < utf8.count, utf8[offset + 1] == 0x80, utf8[offset + 2] == third { return 3 }
                return 0
            }
            var runStart = 0
            var insideStart: Int?
            var closingIsCurly = false
            var offset = 0
            while offset < utf8.count {
                if let start = insideStart {
                    let length = quoteLength(at: offset, curly: 0x9D)
                    if length == (closingIsCurly ? 3 : 1), isCharacter(closingIsCurly ? "\u{201D}" : "\"", at: offset) {
                        out.append("<bdi dir=\"auto\">")
                        out.appendHTMLVisibleControls(bytes: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                        out.append("</bdi>")
                        out.appendHTML(bytes: UnsafeBufferPointer(rebasing: utf8[offset..<offset + length]))
                        insideStart = nil
                        offset += length
                        runStart = offset
                        continue
                    }
                } else {
                    let length = quoteLength(at: offset, curly: 0x9C)
                    if length > 0, isCharacter(length == 1 ? "\"" : "\u{201C}", at: offset) {
                        // The text before it and the opening quote, as they are.
                        out.appendHTML(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<offset + length]))
                        closingIsCurly = length == 3
                        offset += length
                        insideStart = offset
                        runStart = offset
                        continue
                    }
                }
                offset += 1
            }
            // An unclosed quote is plain text.
            out.appendHTML(bytes: UnsafeBufferPointer(rebasing: utf8[(insideStart ?? runStart)...]))
        }
    }

    /// A user string isolated from the surrounding text's direction; a dash when absent.
    private static func appendIsolated(_ text: String?, to out: inout ReportBytes) {
        guard let text else { return out.append("<span class=\"none\">—</span>") }
        out.append("<bdi dir=\"auto\">")
        out.appendHTML(text)
        out.append("</bdi>")
    }

    private static func appendFix(_ fix: String?, to out: inout ReportBytes) {
        guard let fix else { return }
        out.append("<br><span class=\"fix\">Fix: <bdi dir=\"auto\">")
        out.appendHTMLVisibleControls(fix)
        out.append("</bdi></span>")
    }

    private static func appendLanguageAttribute(_ language: String?, to out: inout ReportBytes) {
        guard let language else { return }
        out.append(" lang=\"")
        out.appendHTML(language)
        out.append("\"")
    }

    /// `file` is the finding's path relative to the base folder.
    private static func appendLocation(_ finding: Finding, file: String, to out: inout ReportBytes) {
        out.append("<bdi dir=\"ltr\" class=\"location\">")
        out.appendHTML(file)
        out.append(":")
        out.append(decimal: finding.location.line)
        out.append(":")
        out.append(decimal: finding.location.column)
        out.append("</bdi>")
    }

    private static let styleSheet = """

        :root { color-scheme: light; font-family: -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", sans-serif; }
        body { margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1d1d1f; background: #fff; }
        h1 { font-size: 1.6rem; margin-bottom: .25rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ddd; }
        .meta { color: #555; margin-top: 0; } .summary { font-weight: 600; }
        table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
        th, td { text-align: start; padding: .35rem .6rem; border-bottom: 1px solid #eee; vertical-align: top; }
        thead th { background: #f5f5f7; font-weight: 600; }
        .bar { display: flex; width: 16rem; height: .9rem; background: #eee; border-radius: .45rem; overflow: hidden; }
        .bar span, .swatch { display: inline-block; height: 100%; }
        .translated { background: #2e7d32; } .review { background: #f9a825; } .new { background: #1e88e5; }
        .missing { background: #c62828; }
        .swatch { width: .9rem; height: .9rem; border-radius: .2rem; vertical-align: middle; margin-inline: .75rem .3rem; }
        .legend .key { display: inline-block; }  /* each swatch stays beside its label in either direction */
        .count { color: #666; }
        .sample { font-size: 1.2rem; font-family: "Noto Sans Arabic", "Noto Sans Hebrew", "DejaVu Sans", sans-serif; }
        .location { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: .85rem; color: #444; overflow-wrap: anywhere; }
        .rule { font-family: ui-monospace, Menlo, monospace; font-size: .8rem; color: #666; }
        .badge { display: inline-block; padding: 0 .45rem; border-radius: .6rem; color: #fff; font-size: .8rem; }
        tr.error .badge { background: #c62828; } tr.warning .badge { background: #ef6c00; } tr.note .badge { background: #546e7a; }
        .fix { color: #2e7d32; } .empty, .none { color: #777; }
        .control { font: .7rem ui-monospace, Menlo, monospace; color: #6a1b9a; border: 1px solid #ce93d8; border-radius: .2rem; padding: 0 .15rem; margin: 0 .1rem; }
        .filter fieldset { display: inline-block; border: 1px solid #ddd; margin: 0 .5rem .5rem 0; }
        details.group { margin: .5rem 0; } details.group summary { cursor: pointer; font-weight: 600; }

        """
}

/// Which group of the findings list a finding belongs to, in the order groups are listed.
private struct FindingGroupKey: Hashable, Comparable {
    var target: String
    var language: String
    var rule: String

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.target, lhs.language, lhs.rule) < (rhs.target, rhs.language, rhs.rule)
    }
}

/// HTML escaping for text and attribute values.
enum HTML {
    /// Invisible formatting characters, by the names Unicode's bidi documents use.
    static let controlNames: [Unicode.Scalar: (short: String, name: String)] = [
        "\u{200E}": ("LRM", "LEFT-TO-RIGHT MARK"), "\u{200F}": ("RLM", "RIGHT-TO-LEFT MARK"),
        "\u{061C}": ("ALM", "ARABIC LETTER MARK"), "\u{202A}": ("LRE", "LEFT-TO-RIGHT EMBEDDING"),
        "\u{202B}": ("RLE", "RIGHT-TO-LEFT EMBEDDING"), "\u{202C}": ("PDF", "POP DIRECTIONAL FORMATTING"),
        "\u{202D}": ("LRO", "LEFT-TO-RIGHT OVERRIDE"), "\u{202E}": ("RLO", "RIGHT-TO-LEFT OVERRIDE"),
        "\u{2066}": ("LRI", "LEFT-TO-RIGHT ISOLATE"), "\u{2067}": ("RLI", "RIGHT-TO-LEFT ISOLATE"),
        "\u{2068}": ("FSI", "FIRST STRONG ISOLATE"), "\u{2069}": ("PDI", "POP DIRECTIONAL ISOLATE"),
        "\u{200B}": ("ZWSP", "ZERO WIDTH SPACE"), "\u{200C}": ("ZWNJ", "ZERO WIDTH NON-JOINER"),
        "\u{200D}": ("ZWJ", "ZERO WIDTH JOINER"), "\u{2060}": ("WJ", "WORD JOINER"),
        "\u{FEFF}": ("BOM", "ZERO WIDTH NO-BREAK SPACE"),
    ]

    /// Escaped text with each invisible control as a visible, isolated mark (`LRI`) naming it.
    static func visibleControls(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let control = controlNames[scalar] {
                let code = String(scalar.value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                out += "<bdi class=\"control\" title=\"U+\(padded) \(control.name)\">\(control.short)</bdi>"
            } else {
                out += escaped(String(scalar))
            }
        }
        return out
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
