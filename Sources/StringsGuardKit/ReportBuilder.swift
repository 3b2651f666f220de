import Checks
import Diagnostics
import LocaleMatching
import Reporting

/// Reporting knows nothing of checks: this turns a check run into what reporters render.
public enum ReportBuilder {
    public static func input(
        findings: [Finding], project: Project, includeCoverage: Bool = true
    ) -> ReportInput {
        let coverage = !includeCoverage ? [] : TranslationGaps(project: project).coverage
        let rules = RuleRegistry.descriptors.map {
            RuleDescription(id: $0.id, defaultSeverity: $0.defaultSeverity, summary: $0.summary)
        }
        let rightToLeft = findings.compactMap { finding in
            finding.rendering.map { RightToLeftFinding(finding: finding, logical: $0.logical, displayed: $0.displayed) }
        }
        var input = ReportInput(
            toolName: ToolVersion.name, toolVersion: ToolVersion.current, findings: findings, coverage: coverage,
            ruleDescriptions: rules, rightToLeftFindings: rightToLeft)
        input.widgetTargets = project.widgets.map(\.name)
        let languages = Set(project.catalogs.flatMap(\.languages) + findings.compactMap(\.language))
        input.rightToLeftLanguages = languages.filter(LocaleMatcher.isRightToLeft)
        return input
    }
}
