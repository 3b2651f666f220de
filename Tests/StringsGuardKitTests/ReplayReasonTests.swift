import Testing

@testable import StringsGuardKit

/// `--verbose` names what made a run read the project as the user would type it in the current folder.
@Suite struct ReplayReasonTests {
    @Test func aPathIsNamedFromTheCurrentFolder() {
        #expect(CheckReplay.described(.contents(path: "/work/app/Widget/Bundle.swift", kind: .swiftSource), in: "/work/app")
            == "Widget/Bundle.swift changed")
        #expect(CheckReplay.described(.entries(folder: "/work/app/Widget"), in: "/work/app/Widget/Sources")
            == "the entries of the folder .. changed")
        #expect(CheckReplay.described(.contents(path: "Widget/Bundle.swift", kind: .swiftSource), in: "/work/app")
            == "Widget/Bundle.swift changed")
        #expect(CheckReplay.described(.environment("HOME"), in: "/work/app") == "the environment variable HOME changed")
    }
}
