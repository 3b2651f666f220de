import Checks
import ProjectConfiguration
import Diagnostics
import Foundation
import LocaleMatching
import Reporting
import SafeFiles

/// What a `check` run concludes before it renders: the findings with suppressions applied, and every line
/// and fact the command prints or decides from afterwards. A replayed run (`CheckReplay`) takes it from
/// the cache in place of reading the project; a run that read the project also keeps its session.
public struct CheckOutcome: Sendable {
    public var findings: [Finding]
    /// The configuration's warnings, as discovery printed them.
    public var configurationWarnings: [String]
    /// Which configuration the run used, when it was not the obvious one.
    public var configurationNote: String?
    /// `#if` conditions the run could not decide, one line each (`--verbose`).
    public var undecidedConditions: [String]
    public var notices: [String]
    /// The configuration's baseline and documentation base.
    public var baselinePath: String?
    public var helpURL: String?
    public var widgetTargets: [String]
    /// Every language of every catalog, in the order found.
    public var catalogLanguages: [String]
    /// Each target's translation coverage, when the report shows it (`markdown`, `html`).
    public var coverage: [CoverageRow]?
    /// The session the outcome came from; nil when it was replayed.
    public var session: CheckSession?
    /// The rules' result, with what they derived: whoever keeps the outcome until exit spares freeing it
    /// value by value (`KeptUntilExit`).
    private var result: CheckResult?

    public init(
        findings: [Finding], configurationWarnings: [String] = [], configurationNote: String? = nil,
        undecidedConditions: [String] = [], notices: [String] = [], baselinePath: String? = nil,
        helpURL: String? = nil, widgetTargets: [String] = [], catalogLanguages: [String] = [],
        coverage: [CoverageRow]? = nil, session: CheckSession? = nil
    ) {
        self.findings = findings
        self.configurationWarnings = configurationWarnings
        self.configurationNote = configurationNote
        self.undecidedConditions = undecidedConditions
        self.notices = notices
        self.baselinePath = baselinePath
        self.helpURL = helpURL
        self.widgetTargets = widgetTargets
        self.catalogLanguages = catalogLanguages
        self.coverage = coverage
        self.session = session
    }

    /// The outcome of checking `session`: its rules run and suppressions applied; coverage (a walk over
    /// every key in every language) only when the report shows it.
    public init(checking session: CheckSession, includingCoverage: Bool = false) {
        let project = session.project
        let result = session.check()
        var languages: [String] = []
        var seen: Set<String> = []
        for catalog in project.catalogs {
            for language in catalog.languages where seen.insert(language).inserted { languages.append(language) }
        }
        self.init(
            findings: result.findings,
            configurationWarnings: session.discovered.warnings.map(\.warningDescription),
            configurationNote: session.discovered.note,
            undecidedConditions: project.unknownConditions.map {
                "\($0.location.prefix): note: cannot decide '\($0.condition)' for this build; its code was kept"
            },
            notices: session.notices, baselinePath: session.configuration.baseline,
            helpURL: session.configuration.helpURL, widgetTargets: project.widgets.map(\.name),
            catalogLanguages: languages,
            coverage: includingCoverage ? TranslationGaps(project: project).coverage : nil, session: session)
        self.result = result
    }

    /// The findings a baseline does not cover: the one named, else the configuration's.
    public func withoutBaselined(_ findings: [Finding], baselinePath: String?) throws -> [Finding] {
        guard let path = baselinePath ?? self.baselinePath else { return findings }
        guard PathKind.exists(path) else {
            throw InputError("no such baseline file (write one with --write-baseline)", path: path)
        }
        return try Baseline.load(path: path).newFindings(in: findings)
    }

    /// The findings on lines, or about catalog entries, changed since a git revision; only a session that
    /// read the project knows them (a replayed outcome is never asked).
    public func onlyChanged(_ findings: [Finding], since revision: String?) throws -> [Finding] {
        guard let revision, let session else { return findings }
        return try session.onlyChanged(CheckResult(findings: findings), since: revision).findings
    }

    /// What reporters render; coverage when the outcome holds it; the languages written right to left
    /// only when asked (`ReportBuilder.input`).
    public func reportInput(
        _ findings: [Finding], elapsedSeconds: Double? = nil, findsRightToLeftLanguages: Bool = true
    ) -> ReportInput {
        ReportBuilder.input(
            findings: findings, widgetTargets: widgetTargets, catalogLanguages: catalogLanguages,
            coverage: coverage ?? [], ruleHelpBase: helpURL, elapsedSeconds: elapsedSeconds,
            findsRightToLeftLanguages: findsRightToLeftLanguages)
    }
}
