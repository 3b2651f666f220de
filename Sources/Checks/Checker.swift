import Diagnostics
import ProjectConfiguration
import SafeFiles

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
        var outputs = parallelMap(enabled, inParallel: inParallel, costliestFirst: { type(of: $0).relativeCost }) { rule in
            var ruleOutput = RuleOutput()
            rule.check(project, into: &ruleOutput)
            return ruleOutput
        }
        // Only a widget gap can make a finding a duplicate.
        let hasWidgetGaps = zip(enabled, outputs).contains { rule, output in
            rule.descriptor.id == WidgetMissingTranslation.id && !output.findings.isEmpty
        }
        var findings = Self.merged(&outputs, severities: enabled.map { rule in
            guard case .severity(let severity)? = settings[rule.descriptor.id] else { return nil }
            return severity
        })
        if hasWidgetGaps { findings = Self.withoutDuplicates(findings) }
        findings.sortInReportOrder()
        var result = CheckResult(findings: findings)
        result.derivedFacts = project.sharedFacts
        return result
    }

    /// The rules' findings one after the other, in rule order, each at its configured severity (nil: the
    /// rule's own), moved out of `outputs` rather than copied (a copy retained each finding's strings and
    /// arrays, and freeing the outputs released them again); the outputs are left empty. Findings about
    /// one file are given
    /// one string for its path: the catalog's reader holds a copy of it per range of entries it read on
    /// each core, and every later step compares the paths of neighbouring findings (sorting, counting
    /// files, relative paths), which is a pointer comparison for one string and a byte comparison for two.
    static func merged(_ outputs: inout [RuleOutput], severities: [Severity?]) -> [Finding] {
        let counts = outputs.map(\.findings.count)
        let total = counts.reduce(0, +)
        var findings = [Finding](unsafeUninitializedCapacity: total) { buffer, initialized in
            // Each output's findings are popped from its end into their places, the last output's first:
            // `popLast` hands each over, and the emptied outputs hold nothing to free. (Moving them out in
            // bulk left each place to be filled with a placeholder finding, copied field by field.)
            var end = total
            for index in outputs.indices.reversed() {
                while let finding = outputs[index].findings.popLast() {
                    end -= 1
                    (buffer.baseAddress! + end).initialize(to: finding)
                }
            }
            initialized = total
        }
        findings.withUnsafeMutableBufferPointer { buffer in
            var start = 0
            var lastFile: String?
            for (index, severity) in zip(outputs.indices, severities) {
                let end = start + counts[index]
                for place in start..<end {
                    if let severity { buffer[place].severity = severity }
                    if let lastFile, buffer[place].location.file == lastFile {
                        buffer[place].location.file = lastFile
                    } else {
                        lastFile = buffer[place].location.file
                    }
                }
                start = end
            }
        }
        return findings
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
