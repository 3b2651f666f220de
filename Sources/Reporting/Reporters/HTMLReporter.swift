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
        html += widgetGapSection(input.findings, widgetTargets: input.widgetTargets)
        html += rightToLeftSection(input.findings.filter { $0.rendering != nil }, rightToLeftLanguages: input.rightToLeftLanguages)
        html += allFindingsSection(input.findings)
        html += "</body>\n</html>\n"
        return html
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

    private func widgetGapSection(_ findings: [Finding], widgetTargets: [String]?) -> String {
        let gaps = findings.inReportOrder.filter { Self.widgetGapRules.contains($0.rule) }
        var html = "<section aria-labelledby=\"widget-gaps\">\n<h2 id=\"widget-gaps\">Widget strings missing against the app</h2>\n"
        if gaps.isEmpty {
            let sentence = switch widgetTargets {
            case .some(let targets) where targets.isEmpty:
                "The project has no widget target, so there is nothing to compare with the app."
            case .some: "The widget's catalog has every string it uses."
            case .none: "No widget string is reported missing against the app."
            }
            return html + "<p class=\"empty\">\(sentence)</p>\n</section>\n"
        }
        html += "<table class=\"gaps\">\n<thead><tr><th scope=\"col\">Target</th><th scope=\"col\">Key</th>"
        html += "<th scope=\"col\">Language</th><th scope=\"col\">Problem</th><th scope=\"col\">Where</th></tr></thead>\n<tbody>\n"
        for finding in gaps {
            html += "<tr class=\"\(finding.severity.rawValue)\"><td>\(isolated(finding.targets.isEmpty ? nil : finding.targets.joined(separator: ", ")))</td>"
            html += "<td>\(isolated(finding.key))</td><td>\(isolated(finding.language))</td>"
            html += "<td>\(message(finding.message)) <span class=\"rule\">\(HTML.escaped(finding.rule))</span></td>"
            html += "<td>\(location(finding))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func rightToLeftSection(_ findings: [Finding], rightToLeftLanguages: Set<String>) -> String {
        var html = "<section aria-labelledby=\"rtl\">\n<h2 id=\"rtl\">Right-to-left rendering</h2>\n"
        if findings.isEmpty {
            return html + "<p class=\"empty\">No right-to-left findings.</p>\n</section>\n"
        }
        html += "<table class=\"rtl\">\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Language</th>"
        html += "<th scope=\"col\">As stored (logical order)</th><th scope=\"col\">As displayed (left to right)</th>"
        html += "<th scope=\"col\">Problem</th></tr></thead>\n<tbody>\n"
        for finding in findings {
            guard let rendering = finding.rendering else { continue }
            let language = finding.language.map { " lang=\"\(HTML.escaped($0))\"" } ?? ""
            html += "<tr class=\"\(finding.severity.rawValue)\"><td>\(isolated(finding.key))</td>"
            html += "<td>\(isolated(finding.language))</td>"
            // The stored text reads as a person reads it: in its language's own direction, isolated, with each
            // invisible control shown as a mark. The displayed text is the tool's computed visual order, so it
            // alone is overridden left to right, letting nothing reorder it again.
            let direction = finding.language.map { rightToLeftLanguages.contains($0) ? "rtl" : "ltr" } ?? "auto"
            html += "<td class=\"sample logical\"><bdi dir=\"\(direction)\"\(language)>\(HTML.visibleControls(rendering.logical))</bdi></td>"
            html += "<td class=\"sample\"><bdo dir=\"ltr\"\(language)>\(HTML.escaped(rendering.displayed))</bdo></td>"
            html += "<td>\(message(finding.message))"
            if let fix = finding.fix { html += "<br><span class=\"fix\">Fix: <bdi dir=\"auto\">\(HTML.visibleControls(fix))</bdi></span>" }
            html += "<br>\(location(finding))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// Every finding, grouped by target, language and rule (one collapsible group each, with its count),
    /// and a filter by rule and by severity made of radio buttons and CSS `:has()`, so the page stays
    /// script-free.
    private func allFindingsSection(_ findings: [Finding]) -> String {
        var html = "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">All findings</h2>\n"
        if findings.isEmpty { return html + "<p class=\"empty\">No findings.</p>\n</section>\n" }
        let ordered = findings.inReportOrder
        var groups: [(key: FindingGroupKey, findings: [Finding])] = []
        for finding in ordered {
            let key = FindingGroupKey(target: finding.targets.joined(separator: ", "), language: finding.language ?? "", rule: finding.rule)
            if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].findings.append(finding) } else {
                groups.append((key, [finding]))
            }
        }
        groups.sort { $0.key < $1.key }
        let rules = Array(Set(ordered.map(\.rule))).sorted()
        html += "<form class=\"filter\" aria-label=\"Filter findings\"><fieldset><legend>Rule</legend>"
        html += "<label><input type=\"radio\" name=\"rule\" id=\"rule-all\" checked> all</label>"
        for (index, rule) in rules.enumerated() {
            html += " <label><input type=\"radio\" name=\"rule\" id=\"rule-\(index)\"> \(HTML.escaped(rule))</label>"
        }
        html += "</fieldset><fieldset><legend>Severity</legend>"
        html += "<label><input type=\"radio\" name=\"severity\" id=\"severity-all\" checked> all</label>"
        for severity in ["error", "warning", "note"] {
            html += " <label><input type=\"radio\" name=\"severity\" id=\"severity-\(severity)\"> \(severity)s</label>"
        }
        html += "</fieldset></form>\n<style>"
        for (index, rule) in rules.enumerated() {
            html += "body:has(#rule-\(index):checked) .group:not([data-rule=\"\(HTML.escaped(rule))\"]) { display: none; } "
        }
        for severity in ["error", "warning", "note"] {
            html += "body:has(#severity-\(severity):checked) .findings tbody tr:not(.\(severity)) { display: none; } "
        }
        html += "</style>\n"
        for group in groups {
            let target = group.key.target.isEmpty ? "(no target)" : group.key.target
            let language = group.key.language.isEmpty ? "every language" : group.key.language
            html += "<details class=\"group\" open data-rule=\"\(HTML.escaped(group.key.rule))\">"
            html += "<summary><bdi>\(HTML.escaped(target))</bdi> · <bdi>\(HTML.escaped(language))</bdi> · "
            html += "<span class=\"rule\">\(HTML.escaped(group.key.rule))</span> <span class=\"count\">(\(group.findings.count))</span></summary>\n"
            html += "<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th>"
            html += "<th scope=\"col\">Where</th><th scope=\"col\">Message</th></tr></thead>\n<tbody>\n"
            for finding in group.findings {
                html += "<tr class=\"\(finding.severity.rawValue)\"><td><span class=\"badge\">\(finding.severity.rawValue)</span></td>"
                html += "<td>\(location(finding))</td><td>\(message(finding.message))"
                if let fix = finding.fix { html += "<br><span class=\"fix\">Fix: <bdi dir=\"auto\">\(HTML.visibleControls(fix))</bdi></span>" }
                html += "</td></tr>\n"
            }
            html += "</tbody>\n</table>\n</details>\n"
        }
        return html + "</section>\n"
    }

    // MARK: Pieces

    /// A message in the page's direction, each text quoted in it ("…" or “…”) isolated in its own `<bdi>`,
    /// so an Arabic key inside an English sentence can never reorder the words around it.
    private func message(_ text: String) -> String {
        var html = ""
        var quoted: String?
        var closing: Character = "\""
        for character in text {
            if var inside = quoted {
                if character == closing {
                    html += "<bdi dir=\"auto\">\(HTML.visibleControls(inside))</bdi>" + HTML.escaped(String(character))
                    quoted = nil
                } else {
                    inside.append(character)
                    quoted = inside
                }
            } else if character == "\"" || character == "\u{201C}" {
                html += HTML.escaped(String(character))
                closing = character == "\"" ? "\"" : "\u{201D}"
                quoted = ""
            } else {
                html += HTML.escaped(String(character))
            }
        }
        // An unclosed quote is plain text.
        if let inside = quoted { html += HTML.escaped(inside) }
        return html
    }

    /// A user string isolated from the surrounding text's direction; a dash when absent.
    private func isolated(_ text: String?) -> String {
        guard let text else { return "<span class=\"none\">—</span>" }
        return "<bdi dir=\"auto\">\(HTML.escaped(text))</bdi>"
    }

    private func location(_ finding: Finding) -> String {
        let file = PathRelativiser.relative(finding.location.file, to: baseDirectory)
        return "<bdi dir=\"ltr\" class=\"location\">\(HTML.escaped("\(file):\(finding.location.line):\(finding.location.column)"))</bdi>"
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
