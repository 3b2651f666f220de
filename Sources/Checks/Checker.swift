import Diagnostics
import ProjectConfiguration

/// The outcome of a check run: findings sorted by place.
public struct CheckResult: Sendable {
    public var findings: [Finding]
    /// What the rules derived from the project on the way, held with the findings: a command that keeps
    /// its result until exit (`KeptUntilExit`) then does not free a large catalog's facts one value at a
    /// time just before the system takes the memory back anyway.
    var derivedFacts: SharedRuleFacts?

    public init(findings: [Finding]) {
        self.findings = findings
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Runs the rules on a project and applies the configuration's settings.
public struct Checker: Sendable {
    public var settings: [String: RuleSetting]
    public var rules: [any Rule]

    public init(settings: [String: RuleSetting] = [:], rules: [any Rule] = RuleRegistry.rules) {
        self.settings = settings
        self.rules = rules
    }

    /// Catalog entries and uses from which the rules run on both cores.
    static let sizeWorthThreads = 2_000

    public func run(_ project: Project) -> CheckResult {
        let enabled = rules.filter { rule in
            settings[rule.descriptor.id] != .off
        }
        // Rules only read the project, so they run on both cores; their outputs are merged in rule order,
        // so the result never depends on which finishes first. A small project's facts and rules take less
        // time than starting the threads (a build phase of a few milliseconds).
        let size = project.allUses.count + project.catalogs.reduce(0) { $0 + $1.catalog.count }
        let inParallel = size >= Self.sizeWorthThreads
        var withFacts = project
        withFacts.sharedFacts = SharedRuleFacts(project, parallel: inParallel)
        let project = withFacts
        var output = RuleOutput()
        let outputs = parallelMap(enabled.indices.map { $0 }, inParallel: inParallel) { index in
            var ruleOutput = RuleOutput()
            enabled[index].check(project, into: &ruleOutput)
            return ruleOutput
        }
        for (rule, ruleOutput) in zip(enabled, outputs) {
            let id = rule.descriptor.id
            guard case .severity(let severity)? = settings[id] else {
                output.findings.append(contentsOf: ruleOutput.findings)
                continue
            }
            for var finding in ruleOutput.findings {
                finding.severity = severity
                output.findings.append(finding)
            }
        }
        var findings = Self.withoutDuplicates(output.findings)
        output.findings = []
        findings.sortInReportOrder()
        var result = CheckResult(findings: findings)
        result.derivedFacts = project.sharedFacts
        return result
    }

    /// A widget key reported as missing for the widget is not reported again as an ordinary missing
    /// translation: the widget's finding stays, and lists every target the gap affects.
    static func withoutDuplicates(_ findings: [Finding]) -> [Finding] {
        var widgetGaps: [[String]: Int] = [:]
        for index in findings.indices where findings[index].rule == WidgetMissingTranslation.id {
            let finding = findings[index]
            widgetGaps[[finding.location.file, finding.key ?? "", finding.language ?? ""]] = index
        }
        // Without widget gaps nothing is a duplicate: the findings stay as they are, uncopied.
        if widgetGaps.isEmpty { return findings }
        var result = findings
        var dropped: Set<Int> = []
        for index in findings.indices where findings[index].rule == MissingTranslation.id {
            let finding = findings[index]
            let exact = [finding.location.file, finding.key ?? "", finding.language ?? ""]
            let wholeLanguage = [finding.location.file, "", finding.language ?? ""]
            guard let widgetIndex = widgetGaps[exact] ?? widgetGaps[wholeLanguage] else { continue }
            dropped.insert(index)
            if widgetGaps[exact] != nil {
                var targets = finding.targets
                for target in result[widgetIndex].targets where !targets.contains(target) { targets.append(target) }
                result[widgetIndex].targets = targets
            }
        }
        if dropped.isEmpty { return result }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

}
