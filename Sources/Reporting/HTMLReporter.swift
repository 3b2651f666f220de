import Diagnostics

/// The `report --html` page: one self-contained HTML file (inline CSS, no scripts, no outside assets) with
/// coverage bars per target and language, the strings a widget lacks against its app, and right-to-left findings
/// shown in logical order and exactly as displayed. Every user string is escaped and isolated with `<bdi>`,
/// so Arabic or Hebrew keys read correctly whatever the page's direction.
public struct HTMLReporter: Reporter {
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

    public func render(_ input: ReportInput) -> String {
        let counts = FindingCounts(input.findings)
        let direction = TextDirection.of(pageLanguage)
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
        html += widgetGapSection(input.findings)
        html += rightToLeftSection(input.rightToLeftFindings)
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
                    html += "<td>\(Percent.text(count, of: row.total)) <span class=\"count\">(\(count))</span></td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        return html + "</section>\n"
    }

    private func widgetGapSection(_ findings: [Finding]) -> String {
        let gaps = findings.inReportOrder.filter { Self.widgetGapRules.contains($0.rule) }
        var html = "<section aria-labelledby=\"widget-gaps\">\n<h2 id=\"widget-gaps\">Widget strings missing against the app</h2>\n"
        if gaps.isEmpty {
            return html + "<p class=\"empty\">The widget's catalog has every string it uses.</p>\n</section>\n"
        }
        html += "<table class=\"gaps\">\n<thead><tr><th scope=\"col\">Target</th><th scope=\"col\">Key</th>"
        html += "<th scope=\"col\">Language</th><th scope=\"col\">Problem</th><th scope=\"col\">Where</th></tr></thead>\n<tbody>\n"
        for finding in gaps {
            html += "<tr class=\"\(finding.severity.rawValue)\"><td>\(isolated(finding.targets.isEmpty ? nil : finding.targets.joined(separator: ", ")))</td>"
            html += "<td>\(isolated(finding.key))</td><td>\(isolated(finding.language))</td>"
            html += "<td>\(isolated(finding.message)) <span class=\"rule\">\(HTML.escaped(finding.rule))</span></td>"
            html += "<td>\(location(finding))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func rightToLeftSection(_ rows: [RightToLeftFinding]) -> String {
        var html = "<section aria-labelledby=\"rtl\">\n<h2 id=\"rtl\">Right-to-left rendering</h2>\n"
        if rows.isEmpty {
            return html + "<p class=\"empty\">No right-to-left findings.</p>\n</section>\n"
        }
        html += "<table class=\"rtl\">\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Language</th>"
        html += "<th scope=\"col\">Logical order (as stored)</th><th scope=\"col\">As displayed (left to right)</th>"
        html += "<th scope=\"col\">Problem</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let finding = row.finding
            let language = finding.language.map { " lang=\"\(HTML.escaped($0))\"" } ?? ""
            html += "<tr class=\"\(finding.severity.rawValue)\"><td>\(isolated(finding.key))</td>"
            html += "<td>\(isolated(finding.language))</td>"
            // Both columns override to LTR, so the browser's own bidi algorithm cannot reorder them: the first
            // shows the characters in the order they are stored (as the Unicode conformance files list them),
            // the second in the order the tool computed for display.
            html += "<td class=\"sample\"><bdo dir=\"ltr\"\(language)>\(HTML.escaped(row.logical))</bdo></td>"
            html += "<td class=\"sample\"><bdo dir=\"ltr\"\(language)>\(HTML.escaped(row.displayed))</bdo></td>"
            html += "<td>\(isolated(finding.message))"
            if let fix = finding.fix { html += "<br><span class=\"fix\">Fix: \(isolated(fix))</span>" }
            html += "<br>\(location(finding))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func allFindingsSection(_ findings: [Finding]) -> String {
        var html = "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">All findings</h2>\n"
        if findings.isEmpty { return html + "<p class=\"empty\">No findings.</p>\n</section>\n" }
        html += "<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th>"
        html += "<th scope=\"col\">Where</th><th scope=\"col\">Message</th></tr></thead>\n<tbody>\n"
        for finding in findings.inReportOrder {
            html += "<tr class=\"\(finding.severity.rawValue)\"><td><span class=\"badge\">\(finding.severity.rawValue)</span></td>"
            html += "<td>\(HTML.escaped(finding.rule))</td><td>\(location(finding))</td><td>\(isolated(finding.message))"
            if let fix = finding.fix { html += "<br><span class=\"fix\">Fix: \(isolated(fix))</span>" }
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    // MARK: Pieces

    /// A user string isolated from the surrounding text's direction; a dash when absent.
    private func isolated(_ text: String?) -> String {
        guard let text else { return "<span class=\"none\">—</span>" }
        return "<bdi dir=\"auto\">\(HTML.escaped(text))</bdi>"
    }

    private func location(_ finding: Finding) -> String {
        let file = DisplayPath.relative(finding.location.file, to: baseDirectory)
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

        """
}

/// Text direction of a language tag: `rtl` for scripts written right to left, otherwise `ltr`.
enum TextDirection {
    private static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi", "ji", "nqo",
    ]

    static func of(_ languageTag: String) -> String {
        let subtags = languageTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first else { return "ltr" }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rightToLeftScripts.contains(script) ? "rtl" : "ltr"
        }
        return rightToLeftLanguages.contains(language) ? "rtl" : "ltr"
    }
}

/// HTML escaping for text and attribute values.
enum HTML {
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
