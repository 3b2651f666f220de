import Diagnostics
import Testing

@Suite struct InputErrorTests {
    @Test func rendersCompilerStyleLine() {
        let error = InputError("unexpected end of file", at: SourceLocation(file: "a/b.xcstrings", line: 3, column: 7))
        #expect(error.description == "a/b.xcstrings:3:7: error: unexpected end of file")
    }

    @Test func rendersPathWithoutPosition() {
        #expect(InputError("no such file", path: "x.json").description == "x.json: error: no such file")
    }

    @Test func severitiesOrderByWeight() {
        #expect(Severity.note < Severity.warning)
        #expect(Severity.warning < Severity.error)
        #expect([Severity.warning, .error, .note].max() == .error)
    }
}
