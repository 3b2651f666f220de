import Testing

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
