import Testing
@testable import StringsGuardKit

@Suite struct GlobTests {
    @Test(arguments: [
        ("Widget/**/*.swift", "Widget/TimerView.swift", true),
        ("Widget/**/*.swift", "Widget/Views/Deep/TimerView.swift", true),
        ("Widget/**/*.swift", "App/TimerView.swift", false),
        ("Widget/*.swift", "Widget/Views/TimerView.swift", false),
        ("**/Debug/*", "Debug/Strings.swift", true),
        ("**/Debug/*", "App/Debug/Strings.swift", true),
        ("**", "any/thing/at/all", true),
        ("App/?.swift", "App/A.swift", true),
        ("App/?.swift", "App//.swift", false),
        ("../Widget/*.xcstrings", "../Widget/Localizable.xcstrings", true),
    ])
    func pathPatterns(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern, isPath: true).matches(path) == matches)
    }

    @Test(arguments: [
        ("debug.*", "debug.title", true),
        ("debug.*", "debug.nested/title", true),
        ("debug.*", "Debug.title", false),
        ("Paus?d", "Paused", true),
        ("Paus?d", "Pausd", false),
        ("*%lld*", "Cycle %lld of %lld", true),
        ("가나*", "가나다", true),
        ("[x]", "[x]", true),
    ])
    func keyPatterns(pattern: String, key: String, matches: Bool) {
        #expect(Glob(pattern, isPath: false).matches(key) == matches)
    }
}
