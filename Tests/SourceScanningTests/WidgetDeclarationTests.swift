import Foundation
import Testing
import _StringsGuardTestSupport

@testable import SafeFiles
@testable import SourceScanning

@Suite struct WidgetDeclarationTests {
    private func declares(_ source: String) -> Bool {
        WidgetDeclaration.isDeclared(inSource: source)
    }

    @Test func recognisesWidgetKitDeclarations() {
        #expect(declares("@main\nstruct Bundle: WidgetBundle { var body: some Widget { W() } }"))
        #expect(declares("struct W: Equatable,\n  Widget {}"))
        #expect(declares("ActivityConfiguration(for: A.self) { _ in EmptyView() }"))
        #expect(declares("StaticConfiguration<Provider>(kind: k, provider: p) { _ in }"))
    }

    @Test func ignoresCommentsStringsAndLookalikes() {
        #expect(!declares("// struct B: WidgetBundle {}\n/* ActivityConfiguration( /* nested */ Widget */"))
        #expect(!declares("let a = \"struct B: WidgetBundle\"; let b = #\"ActivityConfiguration(\"#"))
        #expect(!declares("let c = \"\"\"\n  : Widget\n  ActivityConfiguration(\n  \"\"\""))
        #expect(!declares("class D: WidgetDelegate {}\nlet configuration = ActivityConfigurationStore()"))
        #expect(!declares("let w = Widget()"))
        #expect(declares("let s = \"\\\"\"; struct B: WidgetBundle {}"))
    }
}

/// Whether an extension's source declares a widget is all the run keeps of it: recorded as a derived
/// answer, so that an edit leaving that as it was is looked past by the replay, and one that changes it
/// is seen. Serialized with the log's other users: the log is kept for the whole process.
@Suite(.serialized) struct WidgetDeclarationReplayTests {
    @Test func onlyWhetherASourceDeclaresAWidgetIsKept() throws {
        let root = try makeTemporaryFolder("stringsguard-widget-declaration")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/ShareView.swift"
        func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        try write("import SwiftUI\nstruct ShareView: View { var body: some View { Text(\"Share\") } }\n")
        let log = InputLog.begin()
        #expect(!WidgetDeclaration.isDeclared(in: [path]))
        InputLog.end(log)
        let own = log.records.filter { record in
            switch record.question {
            case .contents(let recorded, _), .derived(let recorded, _, _, _): return recorded == path
            default: return false
            }
        }
        #expect(own.contains { $0.question == .contents(path: path, kind: .swiftSource) && $0.isOnlyDerived })
        #expect(own.contains { if case .derived(_, _, WidgetDeclaration.derivation, _) = $0.question { true } else { false } })
        let derivations = [WidgetDeclaration.derivation: WidgetDeclaration.answer]
        func verified() -> InputLog.Verification {
            InputLog(records: own, started: log.started).verify(derivations: derivations)
        }
        try write("import SwiftUI\n/// The share sheet.\nstruct ShareView: View { var body: some View { Text(\"Share\") } }\n")
        #expect(verified() == .holds(rederived: [path]))
        try write("import SwiftUI\nstruct ShareView: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }\n")
        #expect(verified() == .changed(.contents(path: path, kind: .swiftSource)))
    }
}
