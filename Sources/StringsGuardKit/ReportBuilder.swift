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

    /// The same from what a check concluded (`CheckOutcome`), without the project.
    public static func input(
        findings: [Finding], widgetTargets: [String], catalogLanguages: [String], coverage: [CoverageRow],
        ruleHelpBase: String? = nil, elapsedSeconds: Double? = nil
    ) -> ReportInput {
        // The rules findings come from, found in one pass (findings come in runs of one rule). Findings are
        // read by index here and below: a copy of one retains its seven strings and arrays.
        var findingRules: Set<String> = []
        var lastRule: String?
        for index in findings.indices where findings[index].rule != lastRule {
            lastRule = findings[index].rule
            findingRules.insert(findings[index].rule)
        }
        let rules = RuleRegistry.descriptors + SuppressionRules.descriptors.filter { findingRules.contains($0.id) }
        var input = ReportInput(
            toolName: ToolVersion.name, toolVersion: ToolVersion.current, findings: findings, coverage: coverage,
            rules: rules, ruleHelpBase: ruleHelpBase)
        input.widgetTargets = widgetTargets
        var languages = Set(catalogLanguages)
        // A finding's language is nearly always one of its catalog's: the same as the last finding's, or
        // (findings come by place, a key's in its catalog's order) the catalog language after the last one
        // found. Those are compared rather than hashed; any other is looked up once, for where it is.
        var positions: [String: Int] = [:]
        for (position, language) in catalogLanguages.enumerated() where positions[language] == nil {
            positions[language] = position
        }
        var lastLanguage: String?
        var next = 0
        for index in findings.indices {
            guard let language = findings[index].language, language != lastLanguage else { continue }
            lastLanguage = language
            if next < catalogLanguages.count, catalogLanguages[next] == language {
                next += 1
            } else if let position = positions[language] {
                next = position + 1
            } else {
                languages.insert(language)
            }
        }
        input.rightToLeftLanguages = languages.filter(LocaleMatcher.isRightToLeft)
        input.elapsedSeconds = elapsedSeconds
        return input
    }
}
