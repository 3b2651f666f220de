import Checks
import Diagnostics
import LocaleMatching
import Reporting

/// Reporting knows nothing of checks: this turns a check run into what reporters render.
public enum ReportBuilder {
    /// `ruleHelpBase`: the configuration's documentation base, from which each rule gets its `helpUri`.
    public static func input(
        findings: [Finding], project: Project, includeCoverage: Bool = true, ruleHelpBase: String? = nil,
        elapsedSeconds: Double? = nil
    ) -> ReportInput {
        input(
            findings: findings, widgetTargets: project.widgets.map(\.name),
            catalogLanguages: project.catalogs.flatMap(\.languages),
            coverage: includeCoverage ? TranslationGaps(project: project).coverage : [], ruleHelpBase: ruleHelpBase,
            elapsedSeconds: elapsedSeconds)
    }

    /// The same from what a check concluded (`CheckOutcome`), without the project. The languages written
    /// right to left are looked for among the findings only when `findsRightToLeftLanguages` (the HTML page
    /// shows them; the pass over every finding was a tenth of writing one in another format).
    public static func input(
        findings: [Finding], widgetTargets: [String], catalogLanguages: [String], coverage: [CoverageRow],
        ruleHelpBase: String? = nil, elapsedSeconds: Double? = nil, findsRightToLeftLanguages: Bool = true
    ) -> ReportInput {
        // Which suppression rules findings come from, found in one pass (findings come in runs of one rule,
        // each run's rule one string: compared with the last, it is mostly the same string). Findings are
        // read by index here and below: a copy of one retains its seven strings and arrays.
        let suppressionRules = SuppressionRules.descriptors.map(\.id)
        var hasSuppressionRule = [Bool](repeating: false, count: suppressionRules.count)
        var lastRule: String?
        for index in findings.indices where findings[index].rule != lastRule {
            lastRule = findings[index].rule
            for (place, rule) in suppressionRules.enumerated() where findings[index].rule == rule {
                hasSuppressionRule[place] = true
            }
        }
        let rules = RuleRegistry.descriptors + zip(SuppressionRules.descriptors, hasSuppressionRule).filter(\.1).map(\.0)
        var input = ReportInput(
            toolName: ToolVersion.name, toolVersion: ToolVersion.current, findings: findings, coverage: coverage,
            rules: rules, ruleHelpBase: ruleHelpBase)
        input.widgetTargets = widgetTargets
        input.elapsedSeconds = elapsedSeconds
        guard findsRightToLeftLanguages else { return input }
        var languages = Set(catalogLanguages)
        // A finding's language is nearly always one of its catalog's. Codes of up to seven bytes (nearly
        // all) are compared as numbers: findings come by place, so the language changes from one finding
        // to the next, and hashing each (or comparing it as a string with each catalog language) cost
        // more than writing the finding. Any other is looked up once, for where it is.
        let known = catalogLanguages.compactMap(Self.packed)
        var lastLanguage = UInt64.max
        for index in findings.indices {
            guard let language = findings[index].language else { continue }
            if let code = Self.packed(language) {
                if code == lastLanguage || known.contains(code) {
                    lastLanguage = code
                    continue
                }
            }
            languages.insert(language)
        }
        input.rightToLeftLanguages = languages.filter(LocaleMatcher.isRightToLeft)
        return input
    }

    /// A language code of at most seven UTF-8 bytes as a number (its bytes, the first lowest, and its length
    /// in the top byte); nil for a longer one. Two codes are equal exactly when their numbers are.
    static func packed(_ language: String) -> UInt64? {
        let utf8 = language.utf8
        guard utf8.count <= 7 else { return nil }
        var code = UInt64(utf8.count) << 56
        var shift: UInt64 = 0
        for byte in utf8 {
            code |= UInt64(byte) << shift
            shift += 8
        }
        return code
    }
}
